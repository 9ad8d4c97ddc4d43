import type { OrderEvent } from "@taaza/domain";
import { apiStream } from "../../../../lib/api-stream.ts";
import { serverSentEventParser } from "./server-sent-events.ts";

export type OrderEventHandlers = {
  /** On connect: orders placed since `since` (null without it). */
  onHello: (newOrders: number | null) => void;
  onOrder: (event: OrderEvent) => void;
};

/**
 * GET /api/admin/orders/events, read until it ends or `signal` aborts. Resolves when the server
 * ends the stream; rejects when it cannot be opened (ApiError) or the connection drops.
 */
export async function readOrderEvents(since: string | null, handlers: OrderEventHandlers, signal: AbortSignal): Promise<void> {
  const stream = await apiStream(`/admin/orders/events${since ? `?since=${encodeURIComponent(since)}` : ""}`, { signal });
  const push = serverSentEventParser(({ event, data }) => {
    if (event === "hello") {
      const { newOrders } = JSON.parse(data) as { newOrders: number | null };
      handlers.onHello(typeof newOrders === "number" ? newOrders : null);
    } else if (event === "order") {
      // Checked by hand rather than with the domain's schema: importing it would split a shared chunk.
      const event = JSON.parse(data) as Partial<OrderEvent>;
      if (typeof event.orderId === "string" && typeof event.kind === "string" && typeof event.at === "string")
        handlers.onOrder(event as OrderEvent);
    }
  });
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    push(decoder.decode(value, { stream: true }));
  }
}
