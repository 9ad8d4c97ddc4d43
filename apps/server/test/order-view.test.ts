import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderStatusChanges } from "../src/platform/database/schema.ts";
import { countOrders, findOrderView, findOrderViews } from "../src/read-models/order-views.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { anyString } from "./support/matchers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe("order read model", () => {
  it("shows the prices and names as sold, even after the product changes", async () => {
    const customer = await signUpCustomer(ctx.app, { username: "Ravi" });
    const pomfret = await buildProduct(ctx, { name: "Silver Pomfret", defaultPricePaise: 80000, salePricePaise: 69900 });
    const order = await buildOrder(ctx, {
      userId: customer.user._id,
      items: [{ productId: pomfret.id, quantity: 2 }],
      deliveryChargePaise: 2900,
    });
    const view = await findOrderView(ctx.db, order.id);
    expect(view).toMatchObject({
      billId: order.billId,
      status: "Pending",
      subtotal: 1398,
      deliveryCharges: 29,
      taxes: 0,
      billPrice: 1427,
      time: { day: "2026-11-23", slot: "8AM-10AM" },
      paymentMethod: "Online",
      userId: { _id: customer.user._id, username: "Ravi", email: customer.user.email },
      products: [{ quantity: 2, price: 699, product: { name: "Silver Pomfret", weight: 500, price: { default: 800, sale: 699 } } }],
    });
  });

  it("filters by customer, status and bill id, newest first, with paging and a count", async () => {
    const a = await signUpCustomer(ctx.app);
    const b = await signUpCustomer(ctx.app);
    const p = await buildProduct(ctx);
    await buildOrder(ctx, { userId: a.user._id, items: [{ productId: p.id, quantity: 1 }], billId: "#12ABC" });
    await buildOrder(ctx, { userId: a.user._id, items: [{ productId: p.id, quantity: 1 }], billId: "#34DEF", status: "Delivered" });
    await buildOrder(ctx, { userId: b.user._id, items: [{ productId: p.id, quantity: 1 }], billId: "#56GHI" });
    expect((await findOrderViews(ctx.db, { userId: a.user._id })).map((o) => o.billId)).toEqual(["#34DEF", "#12ABC"]);
    expect((await findOrderViews(ctx.db, { status: "Delivered" })).map((o) => o.billId)).toEqual(["#34DEF"]);
    expect((await findOrderViews(ctx.db, { search: "56g" })).map((o) => o.billId)).toEqual(["#56GHI"]);
    expect((await findOrderViews(ctx.db, {}, { limit: 1, offset: 1 })).map((o) => o.billId)).toEqual(["#34DEF"]);
    expect(await countOrders(ctx.db, { userId: a.user._id })).toBe(2);
  });

  it("names the staff member who changed a status", async () => {
    const customer = await signUpCustomer(ctx.app);
    const admin = await signInAdmin(ctx);
    const p = await buildProduct(ctx);
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }] });
    await ctx.db
      .insert(orderStatusChanges)
      .values({ orderId: order.id, fromStatus: "Pending", toStatus: "Delivered", changedBy: admin.user._id });
    const view = await findOrderView(ctx.db, order.id);
    expect(view!.statusHistory).toEqual([
      {
        status: "Pending",
        at: anyString,
        by: customer.user.username,
        from: null,
        to: "Pending",
        changedBy: customer.user.username,
        changedAt: anyString,
      },
      { status: "Delivered", at: anyString, by: "Admin", from: "Pending", to: "Delivered", changedBy: "Admin", changedAt: anyString },
    ]);
  });
});
