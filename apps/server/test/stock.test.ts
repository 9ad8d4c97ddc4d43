import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Order, Session, StockLevels, StockList, StockReport } from "@taaza/domain";
import { stock, stockHolds } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, buildVariant, signInAdmin, signUpCustomer } from "./support/factories.ts";
import {
  addAddress,
  approve,
  at,
  buildPincode,
  call,
  MINUTE,
  MORNING_IST,
  setCart,
  silent,
  startCheckout,
  startCheckoutResponse,
  validate,
} from "./support/buying.ts";

// Issue 28: the morning's stock by the kilo. Staff set grams per product and date; a checkout
// holds the grams its lines need in the statement that stores it; racing customers end with
// exactly what fits; expiry, rejection, cancelling and a refunded line give grams back, once.

let ctx: TestContext;
let staff: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST); // 10:00 IST on 2026-11-23
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
  staff = await signInAdmin(ctx);
});

const TODAY = "2026-11-23";
const TOMORROW = "2026-11-24";

/** Surmai steaks: a 500 g pack cut from 500 g of the crate (gross weight). */
const surmai = () => buildProduct(ctx, { name: "Surmai steaks", weightGrams: 450, grossWeightGrams: 500 });

async function setStock(productId: string, date: string, grams: number | null) {
  const res = await call(ctx, staff, "PUT", `/api/admin/stock/${productId}`, { date, grams });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StockList["products"][number]>();
}

const sheet = async (date: string) => (await call(ctx, staff, "GET", `/api/admin/stock?date=${date}`)).json<StockList>();
const rowOf = async (productId: string, date = TOMORROW) => (await sheet(date)).products.find((p) => p.productId === productId)!;

async function shopper(productId: string, quantity = 1): Promise<Session> {
  const session = await signUpCustomer(ctx.app);
  await setCart(ctx, session, productId, quantity);
  await addAddress(ctx, session);
  return session;
}

async function pay(session: Session, providerOrderId: string): Promise<Order> {
  const res = await validate(ctx, session, await approve(ctx, session, providerOrderId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Order }>().data;
}

describe("staff's stock (admin only)", () => {
  it("refuses visitors and customers, bad dates and grams; sets today or tomorrow only; null lifts the limit", async () => {
    const product = await surmai();
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, null, "GET", `/api/admin/stock?date=${TODAY}`)).statusCode).toBe(401);
    expect((await call(ctx, customer, "PUT", `/api/admin/stock/${product.id}`, { date: TODAY, grams: 1 })).statusCode).toBe(403);
    expect((await call(ctx, staff, "GET", "/api/admin/stock?date=23-11-2026")).statusCode).toBe(400);
    expect((await call(ctx, staff, "GET", "/api/admin/stock")).statusCode).toBe(400);
    for (const grams of [-1, 1.5, "5"]) {
      const res = await call(ctx, staff, "PUT", `/api/admin/stock/${product.id}`, { date: TODAY, grams });
      expect(res.statusCode, String(grams)).toBe(400);
      const body = res.json<{ error: string; code: string }>();
      expect(body.error).toContain("Grams must be a whole number, 0 or more");
      expect(body.code).toBeTruthy();
    }
    const yesterday = await call(ctx, staff, "PUT", `/api/admin/stock/${product.id}`, { date: "2026-11-22", grams: 100 });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json()).toMatchObject({ error: "Stock can be set for today or tomorrow only" });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(ctx, staff, "PUT", `/api/admin/stock/${unknown}`, { date: TODAY, grams: 100 })).statusCode).toBe(404);

    expect(await rowOf(product.id, TODAY)).toEqual({
      productId: product.id,
      name: "Surmai steaks",
      stockedGrams: null,
      heldGrams: 0,
      leftGrams: null,
      unitGrams: 500,
    });
    expect(await setStock(product.id, TODAY, 12_000)).toMatchObject({ stockedGrams: 12_000, heldGrams: 0, leftGrams: 12_000 });
    expect(await setStock(product.id, TOMORROW, 3000)).toMatchObject({ stockedGrams: 3000 });
    expect(await setStock(product.id, TODAY, null)).toMatchObject({ stockedGrams: null, leftGrams: null });
    expect((await rowOf(product.id, TOMORROW)).stockedGrams).toBe(3000);
  });

  it("will not set a product's stock below the grams its orders already hold (409)", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 2000);
    await startCheckout(ctx, await shopper(product.id, 2));
    const res = await call(ctx, staff, "PUT", `/api/admin/stock/${product.id}`, { date: TOMORROW, grams: 900 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: "1000 g of this product are already held by orders for that date; stock cannot be less" });
    expect(await setStock(product.id, TOMORROW, 1000)).toMatchObject({ stockedGrams: 1000, heldGrams: 1000, leftGrams: 0 });
  });
});

describe("stock held where the order is made", () => {
  it("20 customers racing for stock that fits exactly 7: exactly 7 start paying, the rest get 409, nothing negative", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 7 * 500);
    const customers = await Promise.all(Array.from({ length: 20 }, () => shopper(product.id)));
    const answers = await Promise.all(customers.map((c) => startCheckoutResponse(ctx, c)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(13);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: "Surmai steaks is sold out for tomorrow. Please remove it or choose another day." });
    const [row] = await ctx.db.select().from(stock).where(eq(stock.productId, product.id));
    expect(row).toMatchObject({ stockedGrams: 3500, heldGrams: 3500 });
    expect((await ctx.db.select().from(stockHolds)).reduce((n, h) => n + h.grams, 0)).toBe(3500);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 3500, leftGrams: 0 });
  });

  it("baskets of two stocked products, filled in either order, race without deadlock: exactly what fits", async () => {
    const steaks = await surmai();
    const prawns = await buildProduct(ctx, { name: "Tiger prawns", weightGrams: 250 });
    await setStock(steaks.id, TOMORROW, 4 * 500);
    await setStock(prawns.id, TOMORROW, 10 * 250);
    const customers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const session = await signUpCustomer(ctx.app);
        const [first, second] = i % 2 === 0 ? [steaks.id, prawns.id] : [prawns.id, steaks.id];
        await setCart(ctx, session, first, 1);
        await setCart(ctx, session, second, 1);
        await addAddress(ctx, session);
        return session;
      }),
    );
    const answers = await Promise.all(customers.map((c) => startCheckoutResponse(ctx, c)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8);
    expect(await rowOf(steaks.id)).toMatchObject({ heldGrams: 2000, leftGrams: 0 });
    expect(await rowOf(prawns.id)).toMatchObject({ heldGrams: 1000, leftGrams: 1500 });
  });

  it("names the product and what is left: 'Only 800 g of Surmai steaks left for tomorrow'", async () => {
    const product = await buildProduct(ctx, { name: "Surmai steaks", weightGrams: 400 });
    await setStock(product.id, TOMORROW, 1200);
    await startCheckout(ctx, await shopper(product.id, 1));
    const greedy = await shopper(product.id, 3);
    const res = await startCheckoutResponse(ctx, greedy);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: "Only 800 g of Surmai steaks left for tomorrow. Please change the quantity.",
      code: "order.stockShortTomorrow",
    });
    const today = await setStock(product.id, TODAY, 100);
    expect(today.leftGrams).toBe(100);
    const refusedToday = await startCheckoutResponse(ctx, greedy, { day: "Today", slot: "6PM-8PM" });
    expect(refusedToday.json()).toMatchObject({ error: "Only 100 g of Surmai steaks left for today. Please change the quantity." });
  });

  it("a customer who presses Pay again is not refused by their own earlier hold, and holds once", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 1000);
    const session = await shopper(product.id, 2);
    await startCheckout(ctx, session);
    const again = await startCheckout(ctx, session);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 0 });
    await pay(session, again.order.id);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 0 });
  });

  it("paying the older of two pending checkouts (an old tab) makes no order: the newer holds the grams", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 1000);
    const session = await shopper(product.id, 2);
    const older = await startCheckout(ctx, session);
    const newer = await startCheckout(ctx, session);
    const oldTab = await validate(ctx, session, await approve(ctx, session, older.order.id));
    expect(oldTab.statusCode, oldTab.body).toBe(409);
    expect(oldTab.json<{ error: string }>().error).toContain("refunded in full");
    // The old tab's payment was never captured (the provider releases it); no order was made of it.
    expect((await call(ctx, session, "GET", `/api/orders`)).json()).toMatchObject({ data: [] });
    // The newer checkout still holds the grams and pays; the stock never goes beyond what was stocked.
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 0 });
    const order = await pay(session, newer.order.id);
    expect(order.products).toHaveLength(1);
    expect((await call(ctx, session, "GET", `/api/orders`)).json<{ data: Order[] }>().data).toHaveLength(1);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 0 });
  });

  it("a product without stock for the date is not limited", async () => {
    const limited = await surmai();
    const free = await buildProduct(ctx, { name: "Rohu" });
    await setStock(limited.id, TODAY, 0);
    const session = await shopper(free.id, 20);
    await pay(session, (await startCheckout(ctx, session)).order.id);
    expect(await ctx.db.select().from(stockHolds)).toEqual([]);
  });
});

describe("grams given back", () => {
  it("an expired checkout gives its grams back, once", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 1000);
    await startCheckout(ctx, await shopper(product.id, 2));
    expect((await rowOf(product.id)).leftGrams).toBe(0);
    ctx.setNow(at(31 * MINUTE));
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ expired: 1 });
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 0, leftGrams: 1000 });
    expect(await ctx.processes.reconcile.reconcilePayments(silent)).toMatchObject({ expired: 0 });
    await ctx.db.transaction(async (tx) => {
      const [hold] = await tx.select().from(stockHolds);
      await ctx.modules.stock.giveBackCheckout(tx, hold!.checkoutId);
    });
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 0, leftGrams: 1000 });
  });

  it("a checkout rejected because the basket changed gives its grams back", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 1000);
    const session = await shopper(product.id, 2);
    const checkout = await startCheckout(ctx, session);
    await setCart(ctx, session, product.id, 1);
    const res = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
    expect(res.statusCode).not.toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 0, leftGrams: 1000 });
  });

  it("a cancelled order gives its grams back, once; staff moving it back takes them again, once", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 1500);
    const session = await shopper(product.id, 2);
    const order = await pay(session, (await startCheckout(ctx, session)).order.id);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 500 });
    const cancelled = await call(ctx, session, "POST", `/api/orders/${order._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 0, leftGrams: 1500 });
    const setStatus = (status: string) => call(ctx, staff, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status });
    expect((await setStatus("Pending")).statusCode).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 500 });
    expect((await setStatus("Delivered")).statusCode).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 500 });
    expect((await setStatus("Canceled")).statusCode).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 0, leftGrams: 1500 });
    expect((await setStatus("Delivered")).statusCode).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 500 });
  });

  it("moving a cancelled order back is refused (409, nothing changed) when its grams no longer fit", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 1000);
    const first = await shopper(product.id, 2);
    const order = await pay(first, (await startCheckout(ctx, first)).order.id);
    expect((await call(ctx, first, "POST", `/api/orders/${order._id}/cancel`)).statusCode).toBe(200);
    const second = await shopper(product.id, 1);
    await pay(second, (await startCheckout(ctx, second)).order.id);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 500, leftGrams: 500 });
    const res = await call(ctx, staff, "PUT", `/api/orders/${order._id}/${first.user._id}`, { status: "Pending" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      error:
        "Not enough Surmai steaks in stock to take this order back: it needs 1000 g and 500 g are left for its date. Raise the stock first.",
      code: "stock.retakeShort",
    });
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 500, leftGrams: 500 });
    const still = await call(ctx, first, "GET", `/api/orders/${order._id}`);
    expect(still.json<{ data: Order }>().data).toMatchObject({ status: "Canceled" });
    // Raised, it moves back and holds its grams again.
    await setStock(product.id, TOMORROW, 1500);
    const again = await call(ctx, staff, "PUT", `/api/orders/${order._id}/${first.user._id}`, { status: "Pending" });
    expect(again.statusCode, again.body).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1500, leftGrams: 0 });
  });

  it("a refunded line gives its units' grams back, never more than the order holds", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 2000);
    const session = await shopper(product.id, 3);
    const order = await pay(session, (await startCheckout(ctx, session)).order.id);
    expect((await rowOf(product.id)).heldGrams).toBe(1500);
    const refund = (quantity: number) =>
      call(ctx, staff, "POST", `/api/orders/${order._id}/refunds`, {
        amountPaise: 100,
        reason: "One pack not delivered",
        line: { productId: product.id, quantity },
      });
    expect((await refund(1)).statusCode).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1000, leftGrams: 1000 });
    expect((await refund(5)).statusCode).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 0, leftGrams: 2000 });
    const plain = await call(ctx, staff, "POST", `/api/orders/${order._id}/refunds`, { amountPaise: 100, reason: "Goodwill" });
    expect(plain.statusCode).toBe(200);
    expect((await rowOf(product.id)).heldGrams).toBe(0);
  });
});

describe("a refunded line of a cut", () => {
  it("gives back the grams of the variant it was sold as, not of the product's default pack", async () => {
    const product = await surmai();
    const kilo = await buildVariant(ctx, product.id, { label: "Steaks · 1 kg", weightGrams: 1000, grossWeightGrams: 1050 });
    await setStock(product.id, TOMORROW, 3000);
    const session = await signUpCustomer(ctx.app);
    const added = await call(ctx, session, "POST", `/api/users/${session.user._id}/cart`, {
      productId: product.id,
      variantId: kilo._id,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    await addAddress(ctx, session);
    const order = await pay(session, (await startCheckout(ctx, session)).order.id);
    expect((await rowOf(product.id)).heldGrams).toBe(2100);
    const refunded = await call(ctx, staff, "POST", `/api/orders/${order._id}/refunds`, {
      amountPaise: 100,
      reason: "One pack not delivered",
      line: { productId: product.id, quantity: 1 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 1050, leftGrams: 1950 });
  });
});

describe("a refunded line of a product bought in two cuts", () => {
  it("gives back the grams of the line it names (lineId), not of the first cut", async () => {
    const product = await surmai();
    const kilo = await buildVariant(ctx, product.id, { label: "Steaks · 1 kg", weightGrams: 1000, grossWeightGrams: 1050 });
    await setStock(product.id, TOMORROW, 3000);
    const session = await signUpCustomer(ctx.app);
    for (const variantId of [undefined, kilo._id]) {
      const added = await call(ctx, session, "POST", `/api/users/${session.user._id}/cart`, {
        productId: product.id,
        ...(variantId ? { variantId } : {}),
        quantity: 1,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    await addAddress(ctx, session);
    const order = await pay(session, (await startCheckout(ctx, session)).order.id);
    expect(order.products).toHaveLength(2);
    expect((await rowOf(product.id)).heldGrams).toBe(1550);
    const kiloLine = order.products.find((l) => l.variant?._id === kilo._id)!;
    const refunded = await call(ctx, staff, "POST", `/api/orders/${order._id}/refunds`, {
      amountPaise: 100,
      reason: "The kilo pack was not delivered",
      line: { productId: product.id, quantity: 1, lineId: kiloLine._id },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await rowOf(product.id)).toMatchObject({ heldGrams: 500, leftGrams: 2500 });
  });
});

describe("what customers and staff read of it", () => {
  it("levels say sold out, few or available, never a count; today's catch is what was stocked today", async () => {
    const steaks = await surmai();
    const prawns = await buildProduct(ctx, { name: "Tiger prawns", weightGrams: 250 });
    const rohu = await buildProduct(ctx, { name: "Rohu" });
    await setStock(steaks.id, TODAY, 1200);
    await setStock(steaks.id, TOMORROW, 400);
    await setStock(prawns.id, TOMORROW, 5000);
    const levels = (await call(ctx, null, "GET", "/api/stock-levels")).json<StockLevels>();
    expect(levels.today).toBe(TODAY);
    expect(levels.tomorrow).toBe(TOMORROW);
    const of = (id: string) => levels.products.find((p) => p.productId === id);
    expect(of(steaks.id)).toEqual({ productId: steaks.id, today: "few", tomorrow: "soldOut", stockedToday: true });
    expect(of(prawns.id)).toEqual({ productId: prawns.id, today: null, tomorrow: "available", stockedToday: false });
    expect(of(rohu.id)).toBeUndefined();
    expect(JSON.stringify(levels)).not.toContain("1200");
  });

  it("today's catch lists buyable products stocked for today, by name", async () => {
    const steaks = await surmai();
    const prawns = await buildProduct(ctx, { name: "Tiger prawns" });
    const gone = await buildProduct(ctx, { name: "Bangda", inStock: false });
    const tomorrowOnly = await buildProduct(ctx, { name: "Rohu" });
    await setStock(steaks.id, TODAY, 1200);
    await setStock(prawns.id, TODAY, 0);
    await setStock(gone.id, TODAY, 900);
    await setStock(tomorrowOnly.id, TOMORROW, 900);
    const shelf = await call(ctx, null, "GET", "/api/products/todays-catch");
    expect(shelf.statusCode).toBe(200);
    expect(shelf.json<{ name: string }[]>().map((p) => p.name)).toEqual(["Surmai steaks"]);
  });

  it("the day's report: stocked, sold by paid orders, left; as a table and as CSV", async () => {
    const product = await surmai();
    await setStock(product.id, TOMORROW, 3000);
    const buyer = await shopper(product.id, 2);
    await pay(buyer, (await startCheckout(ctx, buyer)).order.id);
    await startCheckout(ctx, await shopper(product.id, 1)); // pending: held, not sold
    const report = (await call(ctx, staff, "GET", `/api/admin/stock/report?date=${TOMORROW}`)).json<StockReport>();
    expect(report.products).toEqual([
      { productId: product.id, name: "Surmai steaks", stockedGrams: 3000, soldGrams: 1000, leftGrams: 2000 },
    ]);
    const csv = await call(ctx, staff, "GET", `/api/admin/stock/report?date=${TOMORROW}&format=csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toBe("Product,Stocked (g),Sold (g),Left (g)\r\nSurmai steaks,3000,1000,2000\r\n");
    expect((await call(ctx, staff, "GET", "/api/admin/stock/report?date=nope")).statusCode).toBe(400);
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, customer, "GET", `/api/admin/stock/report?date=${TOMORROW}`)).statusCode).toBe(403);
  });
});
