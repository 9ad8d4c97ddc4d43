import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BILL_ID_PATTERN,
  MESSAGES,
  type CheckoutStart,
  type DeliverySlots,
  type Order,
  type PublicUser,
  REFUND_MESSAGES,
  SERVER_MESSAGES,
} from "@taaza/domain";
import { cartLines, checkouts, orderItems, orders, pincodes, products, refunds } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signInAdmin, signUpCustomer, setDefaultVariant } from "./support/factories.ts";
import {
  addAddress,
  approve,
  buildPincode,
  call,
  MORNING_IST,
  placeOrder,
  setCart,
  startCheckout,
  startCheckoutResponse,
  testSigner,
  validate,
} from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});

// India is UTC+5:30: 17:59 IST is 12:29 UTC, 18:00 IST is 12:30 UTC.
const IST_17_59 = new Date("2026-11-23T12:29:00Z");
const IST_18_00 = new Date("2026-11-23T12:30:00Z");

/** A customer with an address and a basket of 2 x pomfret (sale 699) + 1 x prawns (no sale, 1200). */
async function readyCustomer() {
  const session = await signUpCustomer(ctx.app);
  const pomfret = await buildProduct(ctx, { name: "Silver Pomfret", defaultPricePaise: 80000, salePricePaise: 69900 });
  const prawns = await buildProduct(ctx, { name: "Tiger Prawns", defaultPricePaise: 120000, salePricePaise: null, productTag: "Prawns" });
  await setCart(ctx, session, pomfret.id, 2);
  await setCart(ctx, session, prawns.id, 1);
  await addAddress(ctx, session);
  return { session, pomfret, prawns };
}
// 2 x 699 + 1 x 1200 = 2598 rupees, plus 49 delivery.
const EXPECTED_TOTAL_PAISE = 2 * 69900 + 120000 + 4900;

describe("delivery slots by the server's clock", () => {
  it("at 17:59 IST offers 90mins and 6PM-8PM today; at 18:00 IST nothing today, six slots tomorrow", async () => {
    ctx.setNow(IST_17_59);
    const before = (await call(ctx, null, "GET", "/api/delivery-slots")).json<DeliverySlots>();
    expect(before.now).toBe(IST_17_59.toISOString());
    expect(before.days[0]).toMatchObject({ day: "Today", date: "2026-11-23", slots: ["90mins", "6PM-8PM"] });
    expect(before.days[1]).toMatchObject({ day: "Tomorrow", date: "2026-11-24" });
    expect(before.days[1]!.slots).toEqual(["8AM-10AM", "10AM-12PM", "12PM-2PM", "2PM-4PM", "4PM-6PM", "6PM-8PM"]);

    ctx.setNow(IST_18_00);
    const after = (await call(ctx, null, "GET", "/api/delivery-slots")).json<DeliverySlots>();
    expect(after.days[0]).toMatchObject({ day: "Today", date: "2026-11-23", slots: [] });
    expect(after.days[1]!.slots).toHaveLength(6);
  });

  it("uses India's date after UTC midnight's Indian equivalent", async () => {
    ctx.setNow(new Date("2026-11-23T19:00:00Z")); // 00:30 IST on the 24th
    const slots = (await call(ctx, null, "GET", "/api/delivery-slots")).json<DeliverySlots>();
    expect(slots.days.map((d) => d.date)).toEqual(["2026-11-24", "2026-11-25"]);
    expect(slots.days[0]!.slots).toContain("8AM-10AM");
  });

  it("re-checks the chosen slot when payment starts: 17:59 yes, 18:00 no, for 90mins and for today's 6PM-8PM", async () => {
    const { session } = await readyCustomer();
    for (const slot of ["90mins", "6PM-8PM"]) {
      ctx.setNow(IST_17_59);
      expect((await startCheckoutResponse(ctx, session, { day: "Today", slot })).statusCode, slot).toBe(201);
      ctx.setNow(IST_18_00);
      const late = await startCheckoutResponse(ctx, session, { day: "Today", slot });
      expect(late.statusCode, slot).toBe(400);
      expect(late.json()).toMatchObject({ error: SERVER_MESSAGES.order.slotGone });
    }
    const tomorrowExpress = await startCheckoutResponse(ctx, session, { day: "Tomorrow", slot: "90mins" });
    expect(tomorrowExpress.json()).toMatchObject({ error: SERVER_MESSAGES.order.slotGone });
    const nonsense = await startCheckoutResponse(ctx, session, { day: "Tomorrow", slot: "3AM-4AM" });
    expect(nonsense.json()).toMatchObject({ error: SERVER_MESSAGES.order.slotGone });
    const none = await startCheckoutResponse(ctx, session, { slot: "" });
    expect(none.json()).toMatchObject({ error: MESSAGES.order.selectSlot });
    expect(await ctx.db.select().from(checkouts)).toHaveLength(2);
  });

  it("stores the delivery date as a real India date, not a label", async () => {
    const { session } = await readyCustomer();
    ctx.setNow(new Date("2026-11-23T17:30:00Z")); // 23:00 IST on the 23rd
    const checkout = await startCheckout(ctx, session, { day: "Tomorrow", slot: "8AM-10AM" });
    const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout.checkoutId));
    expect(row!.deliveryDate).toBe("2026-11-24");
    const res = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
    expect(res.json<{ data: Order }>().data.time).toEqual({ day: "2026-11-24", slot: "8AM-10AM" });
  });
});

describe("starting a payment", () => {
  it("prices the basket from the database and asks the provider for exactly that amount", async () => {
    const { session } = await readyCustomer();
    const checkout = await startCheckout(ctx, session, { amount: EXPECTED_TOTAL_PAISE });
    expect(checkout).toMatchObject({
      order: { amount: EXPECTED_TOTAL_PAISE, currency: "INR", receipt: checkout.checkoutId },
      provider: "test",
      key: "test",
      name: "Taaza",
      prefill: { name: "Asha Patil", email: session.user.email, contact: "9820012345" },
    });
    expect(checkout.order.id).toMatch(/^order_test_/);
    const [row] = await ctx.db.select().from(checkouts);
    expect(row).toMatchObject({
      status: "pending",
      amountPaise: EXPECTED_TOTAL_PAISE,
      subtotalPaise: 259800,
      deliveryChargePaise: 4900,
      providerOrderId: checkout.order.id,
      slot: "8AM-10AM",
    });
    expect(row!.lines).toMatchObject([
      {
        name: "Silver Pomfret",
        unitPricePaise: 69900,
        defaultPricePaise: 80000,
        quantity: 2,
        weightGrams: 500,
        image: "demo-pomfret.webp",
      },
      { name: "Tiger Prawns", unitPricePaise: 120000, defaultPricePaise: 120000, quantity: 1 },
    ]);
    expect(row!.shippingAddress).toMatchObject({ firstName: "Asha", pincode: "400001", state: "Maharashtra" });
  });

  it("never takes a price from the browser: a tampered cart price and a lower amount change nothing", async () => {
    const session = await signUpCustomer(ctx.app);
    const pomfret = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
    const tampered = await call(ctx, session, "POST", `/api/users/${session.user._id}/cart`, {
      productId: pomfret.id,
      quantity: 3,
      price: 1,
    });
    expect(tampered.statusCode).toBe(200);
    await addAddress(ctx, session);
    const cheap = await startCheckoutResponse(ctx, session, { amount: 300 });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json()).toMatchObject({ error: SERVER_MESSAGES.order.amountChanged });
    expect(await ctx.db.select().from(checkouts)).toHaveLength(0);
    const order = await placeOrder(ctx, session);
    expect(order.billPrice).toBe(3 * 699 + 49);
    expect(order.products).toMatchObject([{ quantity: 3, price: 699 }]);
  });

  it("refuses an empty basket, unavailable items (named), someone else's address and a pincode no longer served", async () => {
    const session = await signUpCustomer(ctx.app);
    await addAddress(ctx, session);
    const empty = await startCheckoutResponse(ctx, session);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: SERVER_MESSAGES.order.emptyBasket });

    const crab = await buildProduct(ctx, { name: "Mud Crab", productTag: "Crab" });
    const surmai = await buildProduct(ctx, { name: "Surmai Steaks" });
    const rohu = await buildProduct(ctx, { name: "Rohu" });
    await setCart(ctx, session, crab.id, 1);
    await setCart(ctx, session, surmai.id, 1);
    await setCart(ctx, session, rohu.id, 1);
    await setDefaultVariant(ctx, crab.id, { inStock: false });
    await ctx.db.update(products).set({ isArchived: true }).where(eq(products.id, surmai.id));
    const unavailable = await startCheckoutResponse(ctx, session);
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json()).toMatchObject({
      error: "Some items in your basket are unavailable: Mud Crab, Surmai Steaks. Please remove them to continue.",
    });
    await setCart(ctx, session, crab.id, 0);
    await setCart(ctx, session, surmai.id, 0);

    const other = await signUpCustomer(ctx.app);
    const othersAddress = (await addAddress(ctx, other)).addresses[0]!._id;
    const foreign = await startCheckoutResponse(ctx, session, { addressId: othersAddress });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: SERVER_MESSAGES.address.notFound });

    await ctx.db.update(pincodes).set({ status: false }).where(eq(pincodes.pincode, "400001"));
    const unserved = await startCheckoutResponse(ctx, session);
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json()).toMatchObject({ error: MESSAGES.address.notServiceable });
    expect(await ctx.db.select().from(checkouts)).toHaveLength(0);
  });

  it("limits how often one customer may start payments, without slowing others down", async () => {
    const busy = await signUpCustomer(ctx.app);
    await addAddress(ctx, busy);
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await startCheckoutResponse(ctx, busy)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const { session } = await readyCustomer();
    expect((await startCheckoutResponse(ctx, session)).statusCode).toBe(201);
  });

  it("a visitor gets 401 and an Admin 403", async () => {
    expect(
      (
        await call(ctx, null, "POST", "/api/order", {
          addressId: "6b1f3a52-8a53-4c64-9d51-0f5a2b6e7c11",
          day: "Tomorrow",
          slot: "8AM-10AM",
        })
      ).statusCode,
    ).toBe(401);
    const admin = await signInAdmin(ctx);
    const res = await call(ctx, admin, "POST", "/api/order", {
      addressId: "6b1f3a52-8a53-4c64-9d51-0f5a2b6e7c11",
      day: "Tomorrow",
      slot: "8AM-10AM",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("validating a payment", () => {
  it("creates one Pending order with snapshots and totals from the database, and empties the basket", async () => {
    const { session, pomfret, prawns } = await readyCustomer();
    const checkout = await startCheckout(ctx, session);
    const res = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
    expect(res.statusCode).toBe(200);
    const order = res.json<{ data: Order }>().data;
    expect(order.billId).toMatch(BILL_ID_PATTERN);
    expect(order).toMatchObject({
      status: "Pending",
      subtotal: 2598,
      deliveryCharges: 49,
      taxes: 0,
      billPrice: 2647,
      paymentMethod: "Online",
      time: { day: "2026-11-24", slot: "8AM-10AM" },
      userId: { _id: session.user._id, email: session.user.email },
      shippingAddress: { firstName: "Asha", lastName: "Patil", pincode: "400001", state: "Maharashtra", phoneNo: "9820012345" },
      products: [
        { quantity: 2, price: 699, product: { _id: pomfret.id, name: "Silver Pomfret", price: { default: 800, sale: 699 } } },
        { quantity: 1, price: 1200, product: { _id: prawns.id, name: "Tiger Prawns", price: { default: 1200, sale: 1200 } } },
      ],
    });
    // The bill equals the sum of effective price x quantity plus the delivery charge.
    expect(order.billPrice).toBe(order.products.reduce((s, p) => s + p.price * p.quantity, 0) + order.deliveryCharges);
    const [row] = await ctx.db.select().from(orders);
    expect(row).toMatchObject({
      billPricePaise: EXPECTED_TOTAL_PAISE,
      providerOrderId: checkout.order.id,
      checkoutId: checkout.checkoutId,
    });
    expect(await ctx.db.select().from(orderItems)).toHaveLength(2);
    const [paid] = await ctx.db.select().from(checkouts);
    expect(paid).toMatchObject({ status: "paid", orderId: order._id });
    expect(await ctx.db.select().from(cartLines)).toHaveLength(0);

    // Later price changes do not touch the order.
    await setDefaultVariant(ctx, pomfret.id, { salePricePaise: 10000 });
    const again = (await call(ctx, session, "GET", `/api/orders/${order._id}`)).json<{ data: Order }>().data;
    expect(again.billPrice).toBe(2647);
  });

  it("a bad signature gets 'Payment verification failed!' and creates nothing", async () => {
    const { session } = await readyCustomer();
    const checkout = await startCheckout(ctx, session);
    const fields = await approve(ctx, session, checkout.order.id);
    const forged = [
      { ...fields, razorpay_signature: fields.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) },
      { ...fields, razorpay_payment_id: "pay_someone_else" },
      { ...fields, razorpay_signature: "not-hex" },
      { ...fields, razorpay_signature: "" },
      { razorpay_order_id: fields.razorpay_order_id, razorpay_payment_id: fields.razorpay_payment_id },
    ];
    for (const body of forged) {
      const res = await call(ctx, session, "POST", "/api/order/validate", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: MESSAGES.order.paymentVerifyFailed });
    }
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect(await ctx.db.select().from(cartLines)).toHaveLength(2);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("pending");
  });

  it("a replayed validation returns the same order and never creates a second one", async () => {
    const { session } = await readyCustomer();
    const checkout = await startCheckout(ctx, session);
    const fields = await approve(ctx, session, checkout.order.id);
    const first = (await validate(ctx, session, fields)).json<{ data: Order }>().data;
    const replay = await validate(ctx, session, fields);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ data: Order }>().data._id).toBe(first._id);
    // A second approval of the same provider order (a double submit) settles to the same order too.
    const second = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
    expect(second.json<{ data: Order }>().data._id).toBe(first._id);
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
  });

  it("five concurrent validations of one payment create exactly one order", async () => {
    const { session } = await readyCustomer();
    const checkout = await startCheckout(ctx, session);
    const fields = await approve(ctx, session, checkout.order.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => validate(ctx, session, fields)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json<{ data: Order }>().data._id)).size).toBe(1);
    expect(await ctx.db.select().from(orders)).toHaveLength(1);
    expect(await ctx.db.select().from(orderItems)).toHaveLength(2);
  });

  it("when the basket changed after payment started, the payment is rejected, not accepted at the old amount", async () => {
    const { session, pomfret } = await readyCustomer();
    const checkout = await startCheckout(ctx, session);
    const extra = await buildProduct(ctx, { name: "King Fish", defaultPricePaise: 150000, salePricePaise: null });
    await setCart(ctx, session, extra.id, 4);
    const res = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
    expect(res.statusCode).toBe(409);
    // The customer is told the payment is coming back, and it is: in full, automatically.
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.basketChangedRefunded });
    const [refund] = await ctx.db.select().from(refunds);
    expect(refund).toMatchObject({ orderId: null, amountPaise: checkout.order.amount, status: "pending" });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("rejected");
    expect(await ctx.db.select().from(cartLines)).toHaveLength(3);
    // A retry is rejected the same way; a new checkout for the new basket works.
    expect((await validate(ctx, session, await approve(ctx, session, checkout.order.id))).statusCode).toBe(409);
    const order = await placeOrder(ctx, session);
    expect(order.billPrice).toBe(2598 + 4 * 1500 + 49);

    // A price change between starting and finishing is a changed basket too.
    await setCart(ctx, session, pomfret.id, 1);
    const next = await startCheckout(ctx, session);
    await setDefaultVariant(ctx, pomfret.id, { salePricePaise: 59900 });
    expect((await validate(ctx, session, await approve(ctx, session, next.order.id))).statusCode).toBe(409);
  });

  it("another customer cannot approve, validate or read someone else's payment", async () => {
    const { session } = await readyCustomer();
    const mallory = await signUpCustomer(ctx.app);
    const checkout = await startCheckout(ctx, session);
    const approveOther = await call(ctx, mallory, "POST", `/api/payments/test/${checkout.order.id}/approve`);
    expect(approveOther.statusCode).toBe(404);
    const fields = await approve(ctx, session, checkout.order.id);
    const stolen = await validate(ctx, mallory, fields);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ error: SERVER_MESSAGES.order.paymentNotFound });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    // A correctly signed payment for an order id the shop never made is unknown too.
    const signer = testSigner(ctx);
    const unknown = await validate(ctx, session, signer.approve("order_test_unknown"));
    expect(unknown.statusCode).toBe(404);
  });

  it("a failed test payment marks nothing paid and leaves the basket as it was", async () => {
    const { session } = await readyCustomer();
    const checkout = await startCheckout(ctx, session);
    const res = await call(ctx, session, "POST", `/api/payments/test/${checkout.order.id}/fail`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.order.paymentFailed });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("pending");
    const user = (await call(ctx, session, "GET", `/api/users/${session.user._id}`)).json<PublicUser>();
    expect(user.cart.map((l) => l.quantity)).toEqual([2, 1]);
    const unknown = await call(ctx, session, "POST", "/api/payments/test/order_test_nope/fail");
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the shape the browser opens the checkout with", () => {
  it("has everything Razorpay's checkout.js needs", async () => {
    const { session } = await readyCustomer();
    const start: CheckoutStart = await startCheckout(ctx, session);
    expect(Object.keys(start).sort()).toEqual(["checkoutId", "description", "key", "name", "order", "prefill", "provider"]);
    expect(start.description).toBe("3 items, delivery Tue 24 Nov, 8-10 AM");
  });
});
