import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { PACKING_MESSAGES, SHORT_WEIGHT_REASON, type Order, type Session } from "@taaza/domain";
import { creditNotes, orderItems, orders, refunds } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { addAddress, buildPincode, call, MORNING_IST, placeOrder, setCart } from "./support/buying.ts";

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  // The offline provider processes each refund as soon as it is sent.
  ctx = await createTestContext({ TEST_REFUND_SETTLE_MS: "0" });
});
afterAll(() => ctx.close());
// Each refund settles on the offline provider's timer, in a transaction of its own: let every one
// settle before the next test empties the tables, so none is still writing meanwhile.
afterEach(async () => {
  await vi.waitFor(async () => expect(await ctx.db.select().from(refunds).where(eq(refunds.status, "pending"))).toEqual([]), {
    timeout: 10_000,
  });
});
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  admin = await signInAdmin(ctx);
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
});

/**
 * A paid order of two lines: 2 × Silver Pomfret 500 g at ₹699 (1,000 g for 1,39,800 paise) and
 * 1 × Tiger Prawns 250 g at ₹399 (39,900 paise); ₹1,846 with delivery.
 */
async function paidOrder() {
  const session = await signUpCustomer(ctx.app);
  const pomfret = await buildProduct(ctx, { weightGrams: 500, defaultPricePaise: 80000, salePricePaise: 69900 });
  const prawns = await buildProduct(ctx, { name: "Tiger Prawns", weightGrams: 250, defaultPricePaise: 45000, salePricePaise: 39900 });
  await setCart(ctx, session, pomfret.id, 2);
  await setCart(ctx, session, prawns.id, 1);
  await addAddress(ctx, session);
  const order = await placeOrder(ctx, session);
  const line = (name: string) => order.products.find((p) => p.product.name === name)!._id;
  return { session, order, pomfretLine: line("Silver Pomfret"), prawnsLine: line("Tiger Prawns") };
}

const pack = (orderId: string, lines: { lineId: string; grams: number }[], session: Session = admin) =>
  call(ctx, session, "PUT", `/api/admin/orders/${orderId}/packed`, { lines });
const refundRows = (orderId: string) => ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const orderOf = async (session: Session, id: string) => (await call(ctx, session, "GET", `/api/orders/${id}`)).json<{ data: Order }>().data;

describe("PUT /api/admin/orders/{orderId}/packed", () => {
  it("records each line's packed weight and who weighed it; within the tolerance nothing is refunded", async () => {
    const { session, order, pomfretLine, prawnsLine } = await paidOrder();
    expect(order.products.every((p) => typeof p._id === "string" && p.packedGrams === null)).toBe(true);
    const res = await pack(order._id, [
      { lineId: pomfretLine, grams: 961 },
      { lineId: prawnsLine, grams: 268 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const packed = res.json<{ data: Order }>().data;
    expect(packed.products.map((p) => [p._id, p.packedGrams])).toEqual([
      [pomfretLine, 961],
      [prawnsLine, 268],
    ]);
    const rows = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(rows.every((r) => r.packedBy === admin.user._id && r.packedAt !== null)).toBe(true);
    expect(await refundRows(order._id)).toEqual([]);
    // The customer sees the packed weights on their order.
    expect((await orderOf(session, order._id)).products.map((p) => p.packedGrams)).toEqual([961, 268]);
  });

  it("a line short beyond 40 g refunds the value of the missing grams, to the paisa, with its credit note", async () => {
    const { session, order, pomfretLine } = await paidOrder();
    // 100 g missing of 1,000 g: a tenth of 1,39,800 paise.
    const res = await pack(order._id, [{ lineId: pomfretLine, grams: 900 }]);
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await refundRows(order._id);
    expect(refund).toMatchObject({ amountPaise: 13980, reason: SHORT_WEIGHT_REASON, createdBy: null });
    await vi.waitFor(async () => expect((await refundRows(order._id))[0]!.status).toBe("processed"));
    await vi.waitFor(async () =>
      expect(await ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id))).toEqual([
        expect.objectContaining({ amountPaise: 13980, refundId: refund!.id }),
      ]),
    );
    const seen = await orderOf(session, order._id);
    expect(seen.refunds).toEqual([expect.objectContaining({ amountPaise: 13980, reason: SHORT_WEIGHT_REASON, status: "processed" })]);
    expect(seen.refundedPaise).toBe(13980);
  });

  it("the bill prints the weight ordered and the weight packed under each weighed line", async () => {
    const { session, order, pomfretLine } = await paidOrder();
    await pack(order._id, [{ lineId: pomfretLine, grams: 900 }]);
    const bill = await call(ctx, session, "GET", `/api/orders/${order._id}/bill.pdf`);
    expect(bill.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "taaza-packed-")), "bill.pdf");
    writeFileSync(file, bill.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Ordered 1 kg, packed 900 g");
    expect(text.match(/Ordered /g)).toHaveLength(1);
  });

  it("recording the same weights twice refunds once; a lighter reading later refunds only the difference", async () => {
    const { order, pomfretLine, prawnsLine } = await paidOrder();
    const weights = [
      { lineId: pomfretLine, grams: 900 },
      { lineId: prawnsLine, grams: 200 },
    ];
    // 13,980 for the pomfret; prawns 50 g missing of 250 g: 39,900 / 5 = 7,980.
    expect((await pack(order._id, weights)).statusCode).toBe(200);
    expect((await pack(order._id, weights)).statusCode).toBe(200);
    expect((await refundRows(order._id)).map((r) => r.amountPaise)).toEqual([13980 + 7980]);
    // The pomfret re-weighed at 800 g: it now owes 27,960, so 13,980 more.
    expect((await pack(order._id, [{ lineId: pomfretLine, grams: 800 }])).statusCode).toBe(200);
    expect((await refundRows(order._id)).map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual([13980, 21960]);
    // Heavier on a later reading never takes money back.
    expect((await pack(order._id, [{ lineId: pomfretLine, grams: 1000 }])).statusCode).toBe(200);
    expect(await refundRows(order._id)).toHaveLength(2);
  });

  it("two packers saving the same short weights at once refund once", async () => {
    const { order, pomfretLine } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => pack(order._id, [{ lineId: pomfretLine, grams: 900 }])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await refundRows(order._id)).map((r) => r.amountPaise)).toEqual([13980]);
  });

  it("never refunds more than is left of the payment", async () => {
    const { order, pomfretLine } = await paidOrder();
    const rest = await call(ctx, admin, "POST", `/api/orders/${order._id}/refunds`, { amountPaise: 184600 - 5000, reason: "Goodwill" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await pack(order._id, [{ lineId: pomfretLine, grams: 500 }])).statusCode).toBe(200);
    const rows = await refundRows(order._id);
    expect(rows.map((r) => r.amountPaise).reduce((a, b) => a + b, 0)).toBe(184600);
    expect(rows.find((r) => r.reason === SHORT_WEIGHT_REASON)!.amountPaise).toBe(5000);
  });

  it("refuses a line of another order, a cancelled or delivered order, a customer, and bad weights, changing nothing", async () => {
    const { session, order, pomfretLine } = await paidOrder();
    const other = await paidOrder();
    const foreign = await pack(order._id, [{ lineId: other.pomfretLine, grams: 100 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: PACKING_MESSAGES.notALine });
    expect((await pack(order._id, [{ lineId: pomfretLine, grams: 0 }])).json()).toMatchObject({ error: PACKING_MESSAGES.grams });
    expect((await pack(order._id, [])).statusCode).toBe(400);
    expect((await pack(order._id, [{ lineId: pomfretLine, grams: 100 }], session)).statusCode).toBe(403);
    expect((await pack("6f1c7a52-0c59-4b4a-9d4c-2b7f2ad5f0a1", [{ lineId: pomfretLine, grams: 100 }])).statusCode).toBe(404);
    await ctx.db.update(orders).set({ status: "Delivered" }).where(eq(orders.id, order._id));
    const late = await pack(order._id, [{ lineId: pomfretLine, grams: 100 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: PACKING_MESSAGES.notPending });
    const rows = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(rows.map((r) => r.packedGrams)).toEqual([null, null]);
    expect(await refundRows(order._id)).toEqual([]);
  });
});
