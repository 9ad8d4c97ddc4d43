import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiStream } from "../../../lib/api-stream.ts";
import { orderQueryKey } from "./get-order.ts";

/**
 * GET /api/orders/:id/events while the order page is open and the order is still on its way:
 * each change of the order reads it again, so the page moves from "out for delivery" to
 * "Delivered" without a reload. A dropped stream is opened again after a few seconds.
 */
export function useOrderEvents(orderId: string, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const aborter = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const listen = async () => {
      try {
        const reader = (await apiStream(`/orders/${encodeURIComponent(orderId)}/events`, { signal: aborter.signal })).getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const blocks = buffer.split("\n\n");
          buffer = blocks.pop() ?? "";
          if (blocks.some((block) => /^event: order$/m.test(block))) void client.invalidateQueries({ queryKey: orderQueryKey(orderId) });
        }
      } catch {
        // Dropped or refused: try again below unless the page left.
      }
      if (!aborter.signal.aborted) retry = setTimeout(() => void listen(), 3000);
    };
    void listen();
    return () => {
      aborter.abort();
      clearTimeout(retry);
    };
  }, [client, orderId, enabled]);
}
