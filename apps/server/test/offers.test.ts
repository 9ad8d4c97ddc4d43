import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PROMOTION_MESSAGES,
  REFUND_MESSAGES,
  type BasketOffers,
  type CheckoutStart,
  type Coupon,
  type Order,
  type PublicUser,
  type Session,
} from "@taaza/domain";
import {
  auditEntries,
  basketCoupons,
  checkouts,
  couponUses,
  coupons,
  freeDeliveryOffer,
  freeDeliveryPincodes,
  orderItems,
  orders,
  refundLines,
  refunds,
} from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, call, MORNING_IST, setCart, startCheckoutResponse, validate } from "./support/buying.ts";

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  // 10:00 in Mumbai on 2026-11-23.
  ctx.setNow(MORNING_IST);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
  admin = await signInAdmin(ctx);
});

const couponDefaults = { kind: "percent", value: 10 };
async function addCoupon(body: Record<string, unknown>): Promise<Coupon> {
  const res = await call(ctx, admin, "POST", "/api/admin/coupons", { ...couponDefaults, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A customer with an address and `quantity` of a product (₹699 sale price each unless told). */
async function shopper(productId: string, quantity = 1): Promise<Session> {
  const customer = await signUpCustomer(ctx.app);
  await addAddress(ctx, customer);
  await setCart(ctx, customer, productId, quantity);
  return customer;
}

const applyCode = (customer: Session, code: string) => call(ctx, customer, "POST", "/api/basket/coupon", { code });
const readUser = async (customer: Session): Promise<PublicUser> =>
  (await call(ctx, customer, "GET", `/api/users/${customer.user._id}`)).json();

async function pay(customer: Session, started: CheckoutStart) {
  return validate(ctx, customer, await approve(ctx, customer, started.order.id));
}

async function buy(customer: Session): Promise<Order> {
  const started = await startCheckoutResponse(ctx, customer);
  expect(started.statusCode, started.body).toBe(201);
  const res = await pay(customer, started.json());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Order }>().data;
}

describe("staff's coupons and free delivery", () => {
  it("when staff add a coupon, then it is kept in capitals, listed, and a second one with the same code in any case is refused", async () => {
    const coupon = await addCoupon({ code: "welcome10", maxDiscount: 100, minBasket: 500, firstOrderOnly: true, perCustomer: 1 });
    expect(coupon).toMatchObject({
      code: "WELCOME10",
      kind: "percent",
      value: 10,
      maxDiscount: 100,
      minBasket: 500,
      used: 0,
      ended: false,
    });
    const [row] = await ctx.db.select().from(coupons);
    expect(row).toMatchObject({ code: "WELCOME10", maxDiscountPaise: 10_000, minBasketPaise: 50_000 });
    const again = await call(ctx, admin, "POST", "/api/admin/coupons", { ...couponDefaults, code: "Welcome10" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: PROMOTION_MESSAGES.duplicateCode });
    expect((await call(ctx, admin, "GET", "/api/admin/coupons")).json()).toEqual([coupon]);
  });

  it("when a code is not 4-20 letters and digits, or a percentage is over 100, then 400 and nothing is stored", async () => {
    for (const body of [{ code: "AB1" }, { code: "WELCOME-10" }, { code: "WELCOME", value: 101 }]) {
      expect((await call(ctx, admin, "POST", "/api/admin/coupons", { ...couponDefaults, ...body })).statusCode).toBe(400);
    }
    expect(await ctx.db.select().from(coupons)).toEqual([]);
  });

  it("when staff change and pause a coupon, then the change is kept", async () => {
    const coupon = await addCoupon({ code: "FLAT50", kind: "flat", value: 50 });
    const res = await call(ctx, admin, "PUT", `/api/admin/coupons/${coupon._id}`, {
      code: "FLAT50",
      kind: "flat",
      value: 75,
      paused: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: 75, paused: true });
    const [row] = await ctx.db.select().from(coupons);
    expect(row).toMatchObject({ value: 7_500, paused: true });
  });

  it("when staff set free delivery, then it is kept in paise, and null turns it off", async () => {
    expect((await call(ctx, admin, "PUT", "/api/admin/free-delivery", { minItemsTotal: 499 })).json()).toEqual({
      minItemsTotal: 499,
      pincodes: [],
    });
    expect(await ctx.db.select().from(freeDeliveryOffer)).toEqual([{ id: 1, minItemsTotalPaise: 49_900 }]);
    expect((await call(ctx, admin, "PUT", "/api/admin/free-delivery", { minItemsTotal: null })).json()).toEqual({
      minItemsTotal: null,
      pincodes: [],
    });
    expect(await ctx.db.select().from(freeDeliveryOffer)).toEqual([]);
  });

  it("when staff set a pincode's own threshold, then it is kept beside the shop-wide one, replaced as a list, and kept when left out", async () => {
    const set = await call(ctx, admin, "PUT", "/api/admin/free-delivery", {
      minItemsTotal: 499,
      pincodes: [{ pincode: "400001", minItemsTotal: 299.5 }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ minItemsTotal: 499, pincodes: [{ pincode: "400001", minItemsTotal: 299.5 }] });
    expect(await ctx.db.select().from(freeDeliveryPincodes)).toEqual([{ pincode: "400001", minItemsTotalPaise: 29_950 }]);
    // Left out, the pincodes stay; sent, they replace the list.
    await call(ctx, admin, "PUT", "/api/admin/free-delivery", { minItemsTotal: null });
    expect((await call(ctx, admin, "GET", "/api/admin/free-delivery")).json()).toEqual({
      minItemsTotal: null,
      pincodes: [{ pincode: "400001", minItemsTotal: 299.5 }],
    });
    await call(ctx, admin, "PUT", "/api/admin/free-delivery", {
      minItemsTotal: null,
      pincodes: [{ pincode: "411001", minItemsTotal: 800 }],
    });
    expect(await ctx.db.select().from(freeDeliveryPincodes)).toEqual([{ pincode: "411001", minItemsTotalPaise: 80_000 }]);
  });

  it("when a pincode threshold is not 6 digits, twice the same pincode, or not above zero, then 400 and nothing changes", async () => {
    for (const pincodes of [
      [{ pincode: "40001", minItemsTotal: 100 }],
      [
        { pincode: "400001", minItemsTotal: 100 },
        { pincode: "400001", minItemsTotal: 200 },
      ],
      [{ pincode: "400001", minItemsTotal: 0 }],
    ]) {
      const res = await call(ctx, admin, "PUT", "/api/admin/free-delivery", { minItemsTotal: 499, pincodes });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await ctx.db.select().from(freeDeliveryOffer)).toEqual([]);
    expect(await ctx.db.select().from(freeDeliveryPincodes)).toEqual([]);
  });

  it("when a customer calls a staff offer route, then 403 and nothing changes", async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, customer, "POST", "/api/admin/coupons", { ...couponDefaults, code: "SNEAKY1" })).statusCode).toBe(403);
    expect((await call(ctx, customer, "PUT", "/api/admin/free-delivery", { minItemsTotal: 1 })).statusCode).toBe(403);
    expect(await ctx.db.select().from(coupons)).toEqual([]);
  });

  it("when staff delete a code nobody used, then it is gone; a used one is ended, and can no longer be applied", async () => {
    const unused = await addCoupon({ code: "UNUSED1" });
    expect((await call(ctx, admin, "DELETE", `/api/admin/coupons/${unused._id}`)).json()).toEqual({ deleted: true });
    const product = await buildProduct(ctx);
    const used = await addCoupon({ code: "USED1" });
    const customer = await shopper(product.id);
    expect((await applyCode(customer, "used1")).statusCode).toBe(200);
    await buy(customer);
    const res = await call(ctx, admin, "DELETE", `/api/admin/coupons/${used._id}`);
    expect(res.json()).toEqual({ deleted: false, message: PROMOTION_MESSAGES.usedCannotBeDeleted });
    const rows = await ctx.db.select().from(coupons);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endedAt).not.toBeNull();
    await setCart(ctx, customer, product.id, 1);
    expect((await applyCode(customer, "USED1")).json()).toMatchObject({ error: PROMOTION_MESSAGES.unknown });
  });
});

describe("a customer's code", () => {
  it("when a customer types a code that applies, then the basket carries it, its discount and the delivery charge", async () => {
    const product = await buildProduct(ctx);
    await addCoupon({ code: "WELCOME10", maxDiscount: 50 });
    const customer = await shopper(product.id, 2);
    const res = await applyCode(customer, " welcome10 ");
    expect(res.statusCode, res.body).toBe(200);
    // 10% of ₹1,398 is ₹139.80, capped at ₹50.
    const offers: BasketOffers = {
      coupon: { code: "WELCOME10", refusal: null },
      discount: 50,
      deliveryCharge: 49,
      fullDeliveryCharge: 49,
      addForFreeDelivery: null,
      freeDeliveryMinItemsTotal: null,
    };
    expect(res.json()).toEqual(offers);
    expect(await readUser(customer)).toMatchObject(offers);
    expect((await call(ctx, customer, "DELETE", "/api/basket/coupon")).json()).toMatchObject({ coupon: null, discount: 0 });
    expect(await ctx.db.select().from(basketCoupons)).toEqual([]);
  });

  it("when a code is refused, then the customer is told why in words and the basket keeps no code", async () => {
    const fish = await buildProduct(ctx, { category: "SeaWater" });
    await addCoupon({ code: "OLDCODE", validTo: "2026-11-22" });
    await addCoupon({ code: "LATER1", validFrom: "2026-11-24" });
    await addCoupon({ code: "BIGBASKET", minBasket: 1000 });
    await addCoupon({ code: "CHICKEN10", categories: ["Chicken"] });
    await addCoupon({ code: "PAUSED1", paused: true });
    await addCoupon({ code: "ONEUSE", totalUses: 1 });
    const customer = await shopper(fish.id);
    const other = await shopper(fish.id);
    expect((await applyCode(other, "ONEUSE")).statusCode).toBe(200);
    await buy(other);
    for (const [code, message] of [
      ["NOSUCH1", PROMOTION_MESSAGES.unknown],
      ["X!", PROMOTION_MESSAGES.badCode],
      ["OLDCODE", PROMOTION_MESSAGES.expired],
      ["LATER1", PROMOTION_MESSAGES.notStarted],
      ["BIGBASKET", "Add ₹301 more to use this code (minimum basket ₹1,000)"],
      ["CHICKEN10", PROMOTION_MESSAGES.notForTheseItems],
      ["PAUSED1", PROMOTION_MESSAGES.paused],
      ["ONEUSE", PROMOTION_MESSAGES.usedUp],
    ] as const) {
      const res = await applyCode(customer, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json<{ error: string }>().error, code).toBe(message);
    }
    expect((await applyCode(customer, "BIGBASKET")).json()).toMatchObject({ code: "promotion.minBasket", params: { missing: "₹301" } });
    expect(await ctx.db.select().from(basketCoupons)).toEqual([]);
  });

  it("when a first-order code is typed after a first order, then it is refused as for a first order only", async () => {
    const product = await buildProduct(ctx);
    await addCoupon({ code: "FIRST20", value: 20, firstOrderOnly: true });
    const customer = await shopper(product.id);
    await buy(customer);
    await setCart(ctx, customer, product.id, 1);
    expect((await applyCode(customer, "FIRST20")).json()).toMatchObject({ error: PROMOTION_MESSAGES.firstOrderOnly });
  });

  it("when a customer used a one-per-customer code on an order, then a second order cannot use it", async () => {
    const product = await buildProduct(ctx);
    await addCoupon({ code: "ONCEEACH", kind: "flat", value: 100, perCustomer: 1 });
    const customer = await shopper(product.id);
    expect((await applyCode(customer, "ONCEEACH")).statusCode).toBe(200);
    const first = await buy(customer);
    expect(first).toMatchObject({ discount: 100, coupon: "ONCEEACH", billPrice: 699 + 49 - 100 });
    // The order took the code with it: the next basket starts without one.
    expect(await ctx.db.select().from(basketCoupons)).toEqual([]);
    await setCart(ctx, customer, product.id, 1);
    const res = await applyCode(customer, "ONCEEACH");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PROMOTION_MESSAGES.alreadyUsed });
  });
});

describe("free delivery", () => {
  it("when the items reach the threshold exactly, then delivery is free; one paisa under, it is charged and the basket says how much more", async () => {
    const at = await buildProduct(ctx, { name: "Exact", defaultPricePaise: 50_000, salePricePaise: null });
    const under = await buildProduct(ctx, { name: "Under", defaultPricePaise: 49_999, salePricePaise: null });
    await call(ctx, admin, "PUT", "/api/admin/free-delivery", { minItemsTotal: 500 });

    const lucky = await shopper(at.id);
    expect(await readUser(lucky)).toMatchObject({
      deliveryCharge: 0,
      fullDeliveryCharge: 49,
      addForFreeDelivery: null,
      freeDeliveryMinItemsTotal: 500,
    });
    const free = await startCheckoutResponse(ctx, lucky);
    expect(free.json<CheckoutStart>().order.amount).toBe(50_000);

    const short = await shopper(under.id);
    expect(await readUser(short)).toMatchObject({ deliveryCharge: 49, fullDeliveryCharge: 49, addForFreeDelivery: 0.01 });
    const charged = await startCheckoutResponse(ctx, short);
    expect(charged.json<CheckoutStart>().order.amount).toBe(49_999 + 4_900);
  });

  it("when a pincode has its own threshold, then it applies there at exactly the amount and one paisa under; other pincodes keep the shop-wide one", async () => {
    await buildPincode(ctx, { pincode: "411001", name: "Pune", deliveryChargesPaise: 3_900 });
    const at = await buildProduct(ctx, { name: "Exact", defaultPricePaise: 30_000, salePricePaise: null });
    const under = await buildProduct(ctx, { name: "Under", defaultPricePaise: 29_999, salePricePaise: null });
    await call(ctx, admin, "PUT", "/api/admin/free-delivery", {
      minItemsTotal: 1_000,
      pincodes: [{ pincode: "411001", minItemsTotal: 300 }],
    });

    const pune = async (productId: string) => {
      const customer = await signUpCustomer(ctx.app);
      await addAddress(ctx, customer, { pincode: "411001" });
      await setCart(ctx, customer, productId, 1);
      return customer;
    };
    const lucky = await pune(at.id);
    expect(await readUser(lucky)).toMatchObject({
      deliveryCharge: 0,
      fullDeliveryCharge: 39,
      addForFreeDelivery: null,
      freeDeliveryMinItemsTotal: 300,
    });
    expect((await startCheckoutResponse(ctx, lucky)).json<CheckoutStart>().order.amount).toBe(30_000);

    const short = await pune(under.id);
    expect(await readUser(short)).toMatchObject({ deliveryCharge: 39, addForFreeDelivery: 0.01, freeDeliveryMinItemsTotal: 300 });
    const charged = await startCheckoutResponse(ctx, short);
    expect(charged.json<CheckoutStart>().order.amount).toBe(29_999 + 3_900);
    expect(
      await ctx.db.select({ amountPaise: checkouts.amountPaise, deliveryChargePaise: checkouts.deliveryChargePaise }).from(checkouts),
    ).toEqual(
      expect.arrayContaining([
        { amountPaise: 30_000, deliveryChargePaise: 0 },
        { amountPaise: 33_899, deliveryChargePaise: 3_900 },
      ]),
    );

    // The same basket in Mumbai, where the shop-wide ₹1,000 holds: charged.
    const mumbai = await shopper(at.id);
    expect(await readUser(mumbai)).toMatchObject({ deliveryCharge: 49, addForFreeDelivery: 700, freeDeliveryMinItemsTotal: 1_000 });
    expect((await startCheckoutResponse(ctx, mumbai)).json<CheckoutStart>().order.amount).toBe(30_000 + 4_900);
  });
});

describe("checkout with a code", () => {
  it("when a customer pays with a percentage code, then the payment is the discounted total and the order keeps the discount", async () => {
    const product = await buildProduct(ctx);
    await addCoupon({ code: "SAVE15", value: 15, maxDiscount: 150 });
    const customer = await shopper(product.id, 3);
    await applyCode(customer, "SAVE15");
    const started = await startCheckoutResponse(ctx, customer);
    // 15% of ₹2,097 is ₹314.55, capped at ₹150.
    expect(started.json<CheckoutStart>().order.amount).toBe(209_700 + 4_900 - 15_000);
    const res = await pay(customer, started.json());
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ data: Order }>().data;
    expect(order).toMatchObject({ subtotal: 2097, deliveryCharges: 49, discount: 150, coupon: "SAVE15", billPrice: 1996 });
    const [row] = await ctx.db.select().from(orders);
    expect(row).toMatchObject({ discountPaise: 15_000, couponCode: "SAVE15", billPricePaise: 199_600 });
    const [use] = await ctx.db.select().from(couponUses);
    expect(use).toMatchObject({ userId: customer.user._id, discountPaise: 15_000 });
    const report = await call(ctx, admin, "GET", "/api/admin/coupons/report");
    expect(report.json()).toEqual([{ _id: expect.any(String) as string, code: "SAVE15", orders: 1, discountGiven: 150, itemSales: 2097 }]);
    const csv = await call(ctx, admin, "GET", "/api/admin/coupons/report.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("SAVE15,1,150,2097");
  });

  it("when 20 customers check out at once with a code that has 1 use left, then exactly one order is placed with it and the others are told before paying", async () => {
    const product = await buildProduct(ctx);
    await addCoupon({ code: "LASTONE", kind: "flat", value: 100, totalUses: 1 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => shopper(product.id)));
    for (const customer of customers) expect((await applyCode(customer, "LASTONE")).statusCode).toBe(200);
    const users = await Promise.all(customers.map(readUser));
    const started = await Promise.all(
      customers.map((customer, i) =>
        call(ctx, customer, "POST", "/api/order", { addressId: users[i]!.addresses[0]!._id, day: "Tomorrow", slot: "8AM-10AM" }),
      ),
    );
    const won = started.filter((r) => r.statusCode === 201);
    const lost = started.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    // Told before paying: by the reading when the use was already counted, or under the code's lock.
    for (const res of lost)
      expect([PROMOTION_MESSAGES.usedUp, PROMOTION_MESSAGES.takenMeanwhile]).toContain(res.json<{ error: string }>().error);
    // The refused checkouts were not stored: nobody can pay them.
    expect(await ctx.db.select().from(checkouts)).toHaveLength(1);
    const winner = customers[started.findIndex((r) => r.statusCode === 201)]!;
    expect((await pay(winner, won[0]!.json())).statusCode).toBe(200);
    const placed = await ctx.db.select().from(orders);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ couponCode: "LASTONE", discountPaise: 10_000 });
    expect(await ctx.db.select().from(couponUses)).toHaveLength(1);
  });

  it("when a code is added to the basket after the checkout started, then the payment places no discounted order and is refunded", async () => {
    const product = await buildProduct(ctx);
    await addCoupon({ code: "LATECOMER", kind: "flat", value: 100 });
    const customer = await shopper(product.id);
    const started = await startCheckoutResponse(ctx, customer);
    expect(started.json<CheckoutStart>().order.amount).toBe(69_900 + 4_900);
    expect((await applyCode(customer, "LATECOMER")).statusCode).toBe(200);
    const res = await pay(customer, started.json());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.basketChangedRefunded });
    expect(await ctx.db.select().from(orders)).toEqual([]);
    expect(await ctx.db.select().from(couponUses)).toEqual([]);
  });

  it("when the code is removed after a checkout started with it, then that payment is refunded and its use given back", async () => {
    const product = await buildProduct(ctx);
    await addCoupon({ code: "FICKLE1", kind: "flat", value: 100, totalUses: 1 });
    const customer = await shopper(product.id);
    await applyCode(customer, "FICKLE1");
    const started = await startCheckoutResponse(ctx, customer);
    expect(started.json<CheckoutStart>().order.amount).toBe(69_900 + 4_900 - 10_000);
    await call(ctx, customer, "DELETE", "/api/basket/coupon");
    const res = await pay(customer, started.json());
    expect(res.statusCode).toBe(409);
    expect(await ctx.db.select().from(orders)).toEqual([]);
    const [checkout] = await ctx.db.select().from(checkouts);
    expect(checkout!.status).toBe("rejected");
    // A rejected checkout's use no longer counts: another customer may have the code.
    const other = await shopper(product.id);
    expect((await applyCode(other, "FICKLE1")).statusCode).toBe(200);
  });

  it("when the basket's code stopped applying before checkout, then the checkout is refused with the reason and nothing is stored", async () => {
    const product = await buildProduct(ctx);
    const coupon = await addCoupon({ code: "SHORTLIVED", kind: "flat", value: 100 });
    const customer = await shopper(product.id);
    await applyCode(customer, "SHORTLIVED");
    await ctx.db.update(coupons).set({ paused: true }).where(eq(coupons.id, coupon._id));
    expect((await readUser(customer)).coupon).toEqual({ code: "SHORTLIVED", refusal: PROMOTION_MESSAGES.paused });
    const res = await startCheckoutResponse(ctx, customer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: PROMOTION_MESSAGES.paused });
    expect(await ctx.db.select().from(checkouts)).toEqual([]);
  });
});

describe("staff refunds of chosen lines", () => {
  /** An order of three lines (₹333.33, ₹199.99, ₹466.67) with ₹100.01 off, delivered free. */
  async function discountedOrder() {
    const products = [
      await buildProduct(ctx, { name: "Pomfret", defaultPricePaise: 33_333, salePricePaise: null }),
      await buildProduct(ctx, { name: "Prawns", defaultPricePaise: 19_999, salePricePaise: null }),
      await buildProduct(ctx, { name: "Surmai", defaultPricePaise: 46_667, salePricePaise: null }),
    ];
    await call(ctx, admin, "PUT", "/api/admin/free-delivery", { minItemsTotal: 100 });
    await addCoupon({ code: "ODD100", kind: "flat", value: 100.01 });
    const customer = await signUpCustomer(ctx.app);
    await addAddress(ctx, customer);
    for (const p of products) await setCart(ctx, customer, p.id, 1);
    expect((await applyCode(customer, "odd100")).statusCode).toBe(200);
    const order = await buy(customer);
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    const lineOf = (productId: string) => items.find((i) => i.productId === productId)!.id;
    return { order, lines: products.map((p) => lineOf(p.id)) };
  }
  const refundLinesOf = (orderId: string, lineIds: string[]) =>
    call(ctx, admin, "POST", `/api/orders/${orderId}/refunds/lines`, { lineIds, reason: "Not delivered" });

  it("when staff refund every line one by one, then each gives back its share after the discount, to the paisa, and together exactly what was paid", async () => {
    const { order, lines } = await discountedOrder();
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ subtotalPaise: 99_999, discountPaise: 10_001, deliveryChargePaise: 0, billPricePaise: 89_998 });

    for (const lineId of lines) {
      const res = await refundLinesOf(order._id, [lineId]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const made = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    // ₹333.33 - ₹33.34, ₹199.99 - ₹20.00, ₹466.67 - ₹46.67: the ₹100.01 spread in proportion.
    expect(made.map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual([17_999, 29_999, 42_000]);
    expect(made.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(row!.billPricePaise);
    expect((await ctx.db.select().from(refundLines)).map((l) => l.orderItemId).sort()).toEqual([...lines].sort());
    expect(
      await ctx.db.select({ action: auditEntries.action }).from(auditEntries).where(eq(auditEntries.action, "order.refunded-lines")),
    ).toHaveLength(3);
  });

  it("when staff refund two lines at once, then the refund is their two shares; a line refunded before is refused and nothing more goes back", async () => {
    const { order, lines } = await discountedOrder();
    const res = await refundLinesOf(order._id, [lines[0]!, lines[2]!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Order }>().data.refunds).toMatchObject([{ amountPaise: 29_999 + 42_000, reason: "Not delivered" }]);

    const again = await refundLinesOf(order._id, [lines[1]!, lines[2]!]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: REFUND_MESSAGES.refund.lineAlreadyRefunded });
    const made = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(made.map((r) => r.amountPaise)).toEqual([71_999]);
  });

  it("when part of the order was refunded by amount before, then a line refund gives back only what is left; a line of another order is refused", async () => {
    const { order, lines } = await discountedOrder();
    const part = await call(ctx, admin, "POST", `/api/orders/${order._id}/refunds`, { amountPaise: 80_000, reason: "Goodwill" });
    expect(part.statusCode, part.body).toBe(200);
    const res = await refundLinesOf(order._id, [lines[2]!]);
    expect(res.statusCode, res.body).toBe(200);
    const made = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(made.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(89_998);

    const other = await discountedOrderOfAnotherCustomer();
    const foreign = await refundLinesOf(order._id, [other]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: REFUND_MESSAGES.refund.lineNotInOrder });
  });

  async function discountedOrderOfAnotherCustomer(): Promise<string> {
    const product = await buildProduct(ctx, { name: "Bombil" });
    const customer = await shopper(product.id);
    const order = await buy(customer);
    const [item] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    return item!.id;
  }
});
