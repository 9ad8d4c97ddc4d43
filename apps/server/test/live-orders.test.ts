import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVER_MESSAGES, type Order, type OrderEvent, type Session } from "@taaza/domain";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, call, MORNING_IST, placeOrder, setCart, startCheckout, validate } from "./support/buying.ts";

let ctx: TestContext;
let origin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // `inject` cannot stream: the events are read over a real socket.
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});

/** An open event stream, read as server-sent events: `next(name)` waits for the next event of that name. */
async function openEvents(session: Session, query = "") {
  const aborter = new AbortController();
  const response = await fetch(`${origin}/api/admin/orders/events${query}`, { headers: bearer(session), signal: aborter.signal });
  // A refusal is read whole, so its connection is left idle and free to close.
  if (response.status !== 200) {
    await response.text();
    return { response, next: () => Promise.reject(new Error(`refused: ${response.status}`)), close: () => undefined };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  async function next(name: string): Promise<unknown> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === name && data !== undefined) return JSON.parse(data) as unknown;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before a "${name}" event`);
      buffer += value;
    }
  }
  return { response, next, close: () => aborter.abort() };
}

async function paidCustomer(): Promise<Session> {
  const session = await signUpCustomer(ctx.app);
  const product = await buildProduct(ctx, { name: "Surmai" });
  await setCart(ctx, session, product.id, 1);
  await addAddress(ctx, session);
  return session;
}

describe("live orders for staff (server-sent events)", () => {
  it("refuses a visitor (401) and a customer (403); nothing streams for them", async () => {
    expect((await call(ctx, null, "GET", "/api/admin/orders/events")).statusCode).toBe(401);
    const customer = await signUpCustomer(ctx.app);
    const res = await call(ctx, customer, "GET", "/api/admin/orders/events");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.auth.forbidden });
    expect((await call(ctx, await signInAdmin(ctx), "GET", "/api/admin/orders/events?since=yesterday")).statusCode).toBe(400);
  });

  it("a connected admin hears an order placed (browser settlement) and a status change, with no reload", async () => {
    const staff = await signInAdmin(ctx);
    const events = await openEvents(staff);
    try {
      expect(events.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(await events.next("hello")).toEqual({ newOrders: null });
      const customer = await paidCustomer();
      const order = await placeOrder(ctx, customer);
      expect(await events.next("order")).toEqual<OrderEvent>({ orderId: order._id, kind: "placed", at: MORNING_IST.toISOString() });

      const res = await call(ctx, staff, "PUT", `/api/orders/${order._id}/${customer.user._id}`, { status: "Canceled" });
      expect(res.statusCode, res.body).toBe(200);
      // Cancelling a paid order also starts its refund: both are announced, the refund first.
      const kinds: string[] = [];
      while (!kinds.includes("cancelled")) {
        const event = (await events.next("order")) as OrderEvent;
        expect(event.orderId).toBe(order._id);
        kinds.push(event.kind);
      }
      expect(kinds).toContain("cancelled");
    } finally {
      events.close();
    }
  });

  it("on connect, tells how many orders were placed since the screen last looked (the badge)", async () => {
    const staff = await signInAdmin(ctx);
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const before = new Date(Date.now() - 1000);
    await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
    await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 2 }] });
    const events = await openEvents(staff, `?since=${encodeURIComponent(before.toISOString())}`);
    try {
      expect(await events.next("hello")).toEqual({ newOrders: 2 });
    } finally {
      events.close();
    }
  });

  it("a customer's cancellation reaches staff screens as cancelled", async () => {
    const received: OrderEvent[] = [];
    const stop = ctx.orderEvents.subscribe((event) => received.push(event));
    try {
      const customer = await paidCustomer();
      const order = await placeOrder(ctx, customer);
      const res = await call(ctx, customer, "POST", `/api/orders/${order._id}/cancel`);
      expect(res.statusCode, res.body).toBe(200);
      expect(received.filter((e) => e.orderId === order._id).map((e) => e.kind)).toEqual(expect.arrayContaining(["placed", "cancelled"]));
    } finally {
      stop();
    }
  });

  it("a repeated settlement of the same payment is not announced twice", async () => {
    const received: OrderEvent[] = [];
    const stop = ctx.orderEvents.subscribe((event) => received.push(event));
    try {
      const customer = await paidCustomer();
      const fields = await approve(ctx, customer, (await startCheckout(ctx, customer)).order.id);
      const first = await validate(ctx, customer, fields);
      const again = await validate(ctx, customer, fields);
      expect(again.json<{ data: Order }>().data._id).toBe(first.json<{ data: Order }>().data._id);
      expect(received).toEqual([{ orderId: first.json<{ data: Order }>().data._id, kind: "placed", at: MORNING_IST.toISOString() }]);
    } finally {
      stop();
    }
  });

  it("the stream ends when its session ends: sign-out, or every session ended by a new password", async () => {
    const staff = await signInAdmin(ctx);
    const events = await openEvents(staff);
    try {
      await events.next("hello");
      const out = await call(ctx, staff, "POST", "/api/users/logout");
      expect(out.statusCode).toBe(200);
      await expect(events.next("never-sent")).rejects.toThrow(/the stream ended/);
    } finally {
      events.close();
    }

    const other = await signInAdmin(ctx);
    const second = await openEvents(other);
    try {
      await second.next("hello");
      // Staff's configured password changed at a restart: every session of the account ends.
      await ctx.modules.accounts.ensureAdmin({ email: other.user.email!, password: "Changed#Pass77" });
      await expect(second.next("never-sent")).rejects.toThrow(/the stream ended/);
    } finally {
      second.close();
    }
  }, 20_000);

  it("carries the security headers of every answer", async () => {
    const events = await openEvents(await signInAdmin(ctx));
    try {
      expect(events.response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(events.response.headers.get("x-frame-options")).toBe("DENY");
      expect(events.response.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(events.response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    } finally {
      events.close();
    }
  });

  it("a staff member opens at most 4 streams at once (429 beyond, even all at the same moment); closing one frees a place", async () => {
    const staff = await signInAdmin(ctx);
    const aborters = Array.from({ length: 6 }, () => new AbortController());
    const attempts = await Promise.all(
      aborters.map((aborter) =>
        fetch(`${origin}/api/admin/orders/events`, { headers: bearer(staff), signal: aborter.signal }).then(async (response) => ({
          response,
          aborter,
          body: response.status === 200 ? null : ((await response.json()) as { error: string }),
        })),
      ),
    );
    const open = attempts.filter((a) => a.response.status === 200);
    const refused = attempts.filter((a) => a.response.status === 429);
    try {
      expect(open).toHaveLength(4);
      expect(refused).toHaveLength(2);
      expect(refused[0]!.body).toMatchObject({ error: SERVER_MESSAGES.liveOrders.tooManyStreams });
      open[0]!.aborter.abort();
      await vi.waitFor(async () => {
        const again = await openEvents(staff);
        again.close();
        expect(again.response.status).toBe(200);
      });
    } finally {
      for (const aborter of aborters) aborter.abort();
    }
  });
});
