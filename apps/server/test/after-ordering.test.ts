import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expressClosedMessage, SERVER_MESSAGES, type DeliverySlots, type PublicUser, type ReorderResult } from "@taaza/domain";
import { loadConfig } from "../src/platform/config.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildOrder, buildProduct, signInAdmin, signUpCustomer, setDefaultVariant } from "./support/factories.ts";
import { addAddress, buildPincode, call, setCart, startCheckoutResponse } from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  ctx.setNow(undefined);
  await ctx.reset();
});

describe("POST /api/orders/{id}/reorder", () => {
  async function pastOrder() {
    const asha = await signUpCustomer(ctx.app, { username: "Asha" });
    const pomfret = await buildProduct(ctx, { name: "Silver Pomfret", salePricePaise: 69900 });
    const prawns = await buildProduct(ctx, { name: "Tiger Prawns", productTag: "Prawns" });
    const crab = await buildProduct(ctx, { name: "Mud Crab", productTag: "Crab" });
    const order = await buildOrder(ctx, {
      userId: asha.user._id,
      items: [
        { productId: pomfret.id, quantity: 2, unitPricePaise: 50000 },
        { productId: prawns.id, quantity: 1 },
        { productId: crab.id, quantity: 3 },
      ],
    });
    return { asha, pomfret, prawns, crab, order };
  }

  it("when the owner reorders, then the available items are in the basket at today's prices and the rest are named", async () => {
    const { asha, pomfret, prawns, crab, order } = await pastOrder();
    await setDefaultVariant(ctx, prawns.id, { inStock: false });

    const res = await call(ctx, asha, "POST", `/api/orders/${order.id}/reorder`);
    expect(res.statusCode).toBe(200);
    const result = res.json<ReorderResult>();
    expect(result.added).toEqual(["Silver Pomfret", "Mud Crab"]);
    expect(result.skipped).toEqual(["Tiger Prawns"]);
    // Lines added in one transaction share a timestamp, so their order is not part of the contract.
    expect(new Map(result.basket.map((l) => [l.productId._id, l.quantity]))).toEqual(
      new Map([
        [pomfret.id, 2],
        [crab.id, 3],
      ]),
    );
    // Today's sale price (699), not the 500 paid then.
    expect(result.basket.find((l) => l.productId._id === pomfret.id)?.productId.price.sale).toBe(699);

    const user = (await call(ctx, asha, "GET", `/api/users/${asha.user._id}`)).json<PublicUser>();
    expect(user.cart.map((l) => l.productId._id).sort()).toEqual([pomfret.id, crab.id].sort());
  });

  it("when the basket already holds more of an item, then reordering never lowers it", async () => {
    const { asha, pomfret, order } = await pastOrder();
    await setCart(ctx, asha, pomfret.id, 5);
    const result = (await call(ctx, asha, "POST", `/api/orders/${order.id}/reorder`)).json<ReorderResult>();
    expect(result.basket.find((l) => l.productId._id === pomfret.id)?.quantity).toBe(5);
  });

  it("when someone else, an Admin or a visitor asks, then 404, 403 or 401 and no basket changes", async () => {
    const { asha, order } = await pastOrder();
    const ravi = await signUpCustomer(ctx.app, { username: "Ravi" });
    const other = await call(ctx, ravi, "POST", `/api/orders/${order.id}/reorder`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: SERVER_MESSAGES.order.notFound });
    const admin = await call(ctx, await signInAdmin(ctx), "POST", `/api/orders/${order.id}/reorder`);
    expect(admin.statusCode).toBe(403);
    expect((await call(ctx, null, "POST", `/api/orders/${order.id}/reorder`)).statusCode).toBe(401);
    expect((await call(ctx, asha, "POST", "/api/orders/not-an-id/reorder")).statusCode).toBe(400);
    const ravisBasket = (await call(ctx, ravi, "GET", `/api/users/${ravi.user._id}`)).json<PublicUser>().cart;
    expect(ravisBasket).toEqual([]);
    const ashasBasket = (await call(ctx, asha, "GET", `/api/users/${asha.user._id}`)).json<PublicUser>().cart;
    expect(ashasBasket).toEqual([]);
  });
});

describe("delivery hours and the 90-minute slot", () => {
  const IST_04_30 = new Date("2026-11-22T23:00:00Z");
  const IST_07_00 = new Date("2026-11-23T01:30:00Z");

  it("when it is 04:30 IST, then express is not offered today; at 07:00 it is", async () => {
    ctx.setNow(IST_04_30);
    const early = (await call(ctx, null, "GET", "/api/delivery-slots")).json<DeliverySlots>();
    expect(early.days[0]!.slots).not.toContain("90mins");
    expect(early.days[0]!.slots).toContain("8AM-10AM");
    ctx.setNow(IST_07_00);
    const open = (await call(ctx, null, "GET", "/api/delivery-slots")).json<DeliverySlots>();
    expect(open.days[0]!.slots[0]).toBe("90mins");
  });

  it("when a customer asks for express outside the hours, then the server refuses it with the hours", async () => {
    const session = await signUpCustomer(ctx.app);
    await buildPincode(ctx);
    const fish = await buildProduct(ctx);
    await setCart(ctx, session, fish.id, 1);
    await addAddress(ctx, session);
    ctx.setNow(IST_04_30);
    const res = await startCheckoutResponse(ctx, session, { day: "Today", slot: "90mins" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expressClosedMessage("07:00-21:00") });
    ctx.setNow(IST_07_00);
    expect((await startCheckoutResponse(ctx, session, { day: "Today", slot: "90mins" })).statusCode).toBe(201);
  });

  it("when the shop configures DELIVERY_HOURS, then slots and /api/shop follow it", async () => {
    const late = await createTestContext({ DELIVERY_HOURS: "09:30-20:00" }, {}, { database: ctx.database });
    try {
      late.setNow(new Date("2026-11-23T03:30:00Z")); // 09:00 IST
      expect((await call(late, null, "GET", "/api/delivery-slots")).json<DeliverySlots>().days[0]!.slots).not.toContain("90mins");
      late.setNow(new Date("2026-11-23T04:00:00Z")); // 09:30 IST
      expect((await call(late, null, "GET", "/api/delivery-slots")).json<DeliverySlots>().days[0]!.slots).toContain("90mins");
      expect((await call(late, null, "GET", "/api/shop")).json()).toMatchObject({ deliveryHours: "09:30-20:00" });
    } finally {
      await late.close();
    }
    expect((await call(ctx, null, "GET", "/api/shop")).json()).toMatchObject({ deliveryHours: "07:00-21:00" });
  });

  it("when DELIVERY_HOURS is not two times in order, then the shop refuses to start and says why", () => {
    for (const bad of ["7-21", "21:00-07:00", "07:00"]) {
      expect(() => loadConfig({ NODE_ENV: "test", DELIVERY_HOURS: bad })).toThrow(/DELIVERY_HOURS/);
    }
  });
});
