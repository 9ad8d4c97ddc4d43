import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliveryInWords, MESSAGES, REFUND_MESSAGES, SERVER_MESSAGES, type DeliverySlots, type Order, type Session } from "@taaza/domain";
import { checkouts, orders, refunds } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, call, MINUTE, setCart, startCheckoutResponse, validate } from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await buildPincode(ctx);
});

/** An India wall-clock time as the instant it is: ist("2026-11-26", "23:58"). */
const ist = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const LATE_THURSDAY = ist("2026-11-26", "23:58");
const FRIDAY = "2026-11-27";

async function readyCustomer(): Promise<Session> {
  const session = await signUpCustomer(ctx.app);
  const product = await buildProduct(ctx, { name: `Surmai ${session.user._id.slice(0, 6)}` });
  await setCart(ctx, session, product.id, 1);
  await addAddress(ctx, session);
  return session;
}

const slotsNow = async () => (await call(ctx, null, "GET", "/api/delivery-slots")).json<DeliverySlots>();

async function payFor(session: Session, providerOrderId: string) {
  return validate(ctx, session, await approve(ctx, session, providerOrderId));
}

describe("a day chosen late at night is the date the customer saw", () => {
  it("Tomorrow chosen at 23:58 (27 Nov) and paid at 00:00 is booked for 27 Nov, not 28 Nov", async () => {
    const session = await readyCustomer();
    ctx.setNow(LATE_THURSDAY);
    const shown = (await slotsNow()).days.find((d) => d.day === "Tomorrow")!;
    expect(shown.date).toBe(FRIDAY);

    ctx.setNow(ist(FRIDAY, "00:00"));
    const start = await startCheckoutResponse(ctx, session, { day: "Tomorrow", date: shown.date, slot: "8AM-10AM" });
    expect(start.statusCode, start.body).toBe(201);
    // The payment form says the date in words, never the relative day.
    expect(start.json<{ description: string }>().description).toBe("1 item, delivery Fri 27 Nov, 8-10 AM");
    expect((await ctx.db.select().from(checkouts)).map((c) => c.deliveryDate)).toEqual([FRIDAY]);

    ctx.setNow(ist(FRIDAY, "00:01"));
    const paid = await payFor(session, start.json<{ order: { id: string } }>().order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ data: Order }>().data).toMatchObject({ time: { day: FRIDAY, slot: "8AM-10AM" }, overbooked: false });
    expect((await ctx.db.select().from(orders)).map((o) => o.deliveryDate)).toEqual([FRIDAY]);
  });

  it("a date that has passed by the time payment starts is refused: the customer chooses again, nothing is asked of the provider", async () => {
    const session = await readyCustomer();
    ctx.setNow(ist(FRIDAY, "00:00"));
    const res = await startCheckoutResponse(ctx, session, { day: "Today", date: "2026-11-26", slot: "6PM-8PM" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.order.slotGone, code: "order.slotGone" });
    expect(await ctx.db.select().from(checkouts)).toHaveLength(0);
  });

  it("a date that is not a date is refused with the slot message", async () => {
    const session = await readyCustomer();
    ctx.setNow(LATE_THURSDAY);
    const res = await startCheckoutResponse(ctx, session, { day: "Tomorrow", date: "27/11/2026", slot: "8AM-10AM" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: MESSAGES.order.selectSlot });
  });

  it("without a date (an older page) the day is read at payment time, as before", async () => {
    const session = await readyCustomer();
    ctx.setNow(ist(FRIDAY, "00:00"));
    expect((await startCheckoutResponse(ctx, session, { day: "Tomorrow", slot: "8AM-10AM" })).statusCode).toBe(201);
    expect((await ctx.db.select().from(checkouts)).map((c) => c.deliveryDate)).toEqual(["2026-11-28"]);
  });
});

describe("a slot that passed or closed before the payment arrived", () => {
  it("is refunded in full: no order, the checkout closed, the customer told to choose again", async () => {
    const session = await readyCustomer();
    ctx.setNow(ist(FRIDAY, "07:55"));
    const start = await startCheckoutResponse(ctx, session, { day: "Today", date: FRIDAY, slot: "8AM-10AM" });
    expect(start.statusCode, start.body).toBe(201);
    const { order: providerOrder } = start.json<{ order: { id: string; amount: number } }>();

    ctx.setNow(ist(FRIDAY, "08:01"));
    const res = await payFor(session, providerOrder.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.slotGoneRefunded, code: "order.slotGoneRefunded" });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect((await ctx.db.select().from(checkouts))[0]!.status).toBe("expired");
    expect(await ctx.db.select().from(refunds)).toMatchObject([
      { orderId: null, amountPaise: providerOrder.amount, reason: "The delivery slot passed or closed before the payment arrived" },
    ]);
  });

  it("a date staff closed while the customer paid is refunded in full too", async () => {
    const staff = await signInAdmin(ctx);
    const session = await readyCustomer();
    ctx.setNow(LATE_THURSDAY);
    const start = await startCheckoutResponse(ctx, session, { day: "Tomorrow", date: FRIDAY, slot: "10AM-12PM" });
    expect(start.statusCode, start.body).toBe(201);
    const close = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: FRIDAY, reason: "Holi" });
    expect(close.statusCode, close.body).toBe(200);
    ctx.setNow(new Date(LATE_THURSDAY.getTime() + 3 * MINUTE));
    const res = await payFor(session, start.json<{ order: { id: string } }>().order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.slotGoneRefunded });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
  });
});

describe("deliveryInWords", () => {
  it("says the date and the hours as people say them", () => {
    expect(deliveryInWords(FRIDAY, "8AM-10AM")).toBe("Fri 27 Nov, 8-10 AM");
    expect(deliveryInWords(FRIDAY, "10AM-12PM")).toBe("Fri 27 Nov, 10 AM-12 PM");
    expect(deliveryInWords(FRIDAY, "12PM-2PM")).toBe("Fri 27 Nov, 12-2 PM");
    expect(deliveryInWords("2026-12-01", "90mins")).toBe("Tue 1 Dec, within 90 minutes");
  });
});
