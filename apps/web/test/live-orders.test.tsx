import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { OrderEvent } from "@taaza/domain";
import { serverSentEventParser, type ServerSentEvent } from "../src/admin/features/live-orders/api/server-sent-events.ts";
import { useLiveOrders } from "../src/admin/features/live-orders/hooks/use-live-orders.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";

describe("reading server-sent events", () => {
  it("joins lines split across chunks, skips keep-alive comments and retry lines", () => {
    const events: ServerSentEvent[] = [];
    const push = serverSentEventParser((event) => events.push(event));
    push("retry: 3000\n\nevent: hel");
    push('lo\ndata: {"newOrders":2}\r\n\r\n: keep-alive\n\n');
    push('event: order\ndata: {"orderId":"a"}\n');
    expect(events).toHaveLength(1);
    push("\ndata: plain\n\n");
    expect(events).toEqual([
      { event: "hello", data: '{"newOrders":2}' },
      { event: "order", data: '{"orderId":"a"}' },
      { event: "message", data: "plain" },
    ]);
  });
});

/** An event stream answer that sends these events, then stays open like the real one. */
function streamOf(blocks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const block of blocks) controller.enqueue(encoder.encode(block));
    },
  });
}

describe("useLiveOrders", () => {
  it("sends the bearer token and last-viewed time, counts new orders for the badge and tells the screens to refetch", async () => {
    saveSession(buildSession(buildUser({ userType: "Admin" }), "admin-token"));
    window.localStorage.setItem("taaza.admin.ordersViewedAt", "2026-11-24T00:00:00.000Z");
    const seen: { authorization: string | null; since: string | null }[] = [];
    const placed: OrderEvent = { orderId: "order-9", kind: "placed", at: "2026-11-24T00:05:00.000Z" };
    server.use(
      http.get("/api/admin/orders/events", ({ request }) => {
        seen.push({ authorization: request.headers.get("authorization"), since: new URL(request.url).searchParams.get("since") });
        return new HttpResponse(
          streamOf(['event: hello\ndata: {"newOrders":2}\n\n', `event: order\ndata: ${JSON.stringify(placed)}\n\n`]),
          {
            headers: { "content-type": "text/event-stream" },
          },
        );
      }),
    );
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() => useLiveOrders({ enabled: true, viewing: false, onChange }));
    await waitFor(() => expect(result.current.newOrders).toBe(3));
    expect(seen[0]).toEqual({ authorization: "Bearer admin-token", since: "2026-11-24T00:00:00.000Z" });
    expect(onChange).toHaveBeenCalledWith(placed);
    expect(result.current.sound).toBe(false);

    act(() => result.current.markViewed());
    expect(result.current.newOrders).toBe(0);
    unmount();
  });

  it("connects to nothing while the caller is not an Admin", async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useLiveOrders({ enabled: false, viewing: false, onChange }));
    await act(() => Promise.resolve());
    expect(result.current.newOrders).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});
