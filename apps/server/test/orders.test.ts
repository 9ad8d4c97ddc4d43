import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Order, SERVER_MESSAGES } from "@taaza/domain";
import { orders } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { call } from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function twoCustomersWithOrders() {
  const asha = await signUpCustomer(ctx.app, { username: "Asha" });
  const ravi = await signUpCustomer(ctx.app, { username: "Ravi" });
  const p = await buildProduct(ctx);
  const a1 = await buildOrder(ctx, { userId: asha.user._id, items: [{ productId: p.id, quantity: 1 }], billId: "#12ABC" });
  const r1 = await buildOrder(ctx, { userId: ravi.user._id, items: [{ productId: p.id, quantity: 2 }], billId: "#34DEF" });
  const a2 = await buildOrder(ctx, { userId: asha.user._id, items: [{ productId: p.id, quantity: 3 }], billId: "#56GHI" });
  return { asha, ravi, a1, r1, a2 };
}

describe("reading orders", () => {
  it("a customer lists only their own orders, newest first; an Admin lists all", async () => {
    const { asha, ravi, a1, r1, a2 } = await twoCustomersWithOrders();
    const mine = (await call(ctx, asha, "GET", "/api/orders")).json<{ data: Order[] }>().data;
    expect(mine.map((o) => o._id)).toEqual([a2.id, a1.id]);
    const his = (await call(ctx, ravi, "GET", "/api/orders")).json<{ data: Order[] }>().data;
    expect(his.map((o) => o._id)).toEqual([r1.id]);
    const admin = await signInAdmin(ctx);
    const all = (await call(ctx, admin, "GET", "/api/orders")).json<{ data: Order[] }>().data;
    expect(all.map((o) => o._id)).toEqual([a2.id, r1.id, a1.id]);
    const fresh = await signUpCustomer(ctx.app);
    expect((await call(ctx, fresh, "GET", "/api/orders")).json()).toEqual({ data: [] });
    expect((await call(ctx, null, "GET", "/api/orders")).statusCode).toBe(401);
  });

  it("one order: the owner and an Admin may read it, anyone else gets 404 like a missing order", async () => {
    const { asha, ravi, a1 } = await twoCustomersWithOrders();
    const own = await call(ctx, asha, "GET", `/api/orders/${a1.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: Order }>().data.billId).toBe("#12ABC");
    const admin = await signInAdmin(ctx);
    expect((await call(ctx, admin, "GET", `/api/orders/${a1.id}`)).statusCode).toBe(200);
    const other = await call(ctx, ravi, "GET", `/api/orders/${a1.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: SERVER_MESSAGES.order.notFound });
    expect((await call(ctx, asha, "GET", "/api/orders/6b1f3a52-8a53-4c64-9d51-0f5a2b6e7c11")).statusCode).toBe(404);
    expect((await call(ctx, null, "GET", `/api/orders/${a1.id}`)).statusCode).toBe(401);
  });
});

describe("the spec's POST /orders/{userId}", () => {
  it("never creates an order, however complete the body", async () => {
    const asha = await signUpCustomer(ctx.app);
    const p = await buildProduct(ctx);
    const res = await call(ctx, asha, "POST", `/api/orders/${asha.user._id}`, {
      billId: "#12ABC",
      email: asha.user.email,
      products: [{ product: p.id, quantity: 5, price: 1 }],
      shippingAddress: { firstName: "Asha" },
      status: "Pending",
      time: { day: "Today", slot: "90mins" },
      billPrice: 5,
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: "Orders are created when a payment is verified" });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
  });
});
