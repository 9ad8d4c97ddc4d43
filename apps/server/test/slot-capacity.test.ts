import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  REFUND_MESSAGES,
  SERVER_MESSAGES,
  SLOT_CLOSING_MESSAGES,
  type DeliverySlots,
  type Order,
  type Session,
  type SlotCapacity,
} from "@taaza/domain";
import { auditEntries, checkouts, orders } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import {
  addAddress,
  approve,
  buildPincode,
  call,
  MORNING_IST,
  setCart,
  startCheckout,
  startCheckoutResponse,
  validate,
} from "./support/buying.ts";

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
/** India time on the test's day as a UTC instant: ist("10:59") is 05:29Z. */
const ist = (hhmm: string) => new Date(new Date(`${TODAY}T${hhmm}:00+05:30`).getTime());

/** A customer with one line in the basket and an address: ready to pay. */
async function readyCustomer(): Promise<Session> {
  const session = await signUpCustomer(ctx.app);
  const product = await buildProduct(ctx, { name: `Rawas ${session.user._id.slice(0, 6)}` });
  await setCart(ctx, session, product.id, 1);
  await addAddress(ctx, session);
  return session;
}

async function setSettings(body: unknown) {
  const res = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/settings", body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotCapacity>();
}

async function setOverride(date: string, slot: string, capacity: number) {
  const res = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/overrides", { date, slot, capacity });
  expect(res.statusCode, res.body).toBe(200);
}

const slotsNow = async () => (await call(ctx, null, "GET", "/api/delivery-slots")).json<DeliverySlots>();
const availabilityOf = (slots: DeliverySlots, day: "Today" | "Tomorrow", slot: string) =>
  slots.days.find((d) => d.day === day)!.availability.find((a) => a.slot === slot);

async function pay(session: Session, providerOrderId: string): Promise<Order> {
  const res = await validate(ctx, session, await approve(ctx, session, providerOrderId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Order }>().data;
}

describe("staff's capacity settings (admin only, checked before the body)", () => {
  it("refuses a visitor (401) and a customer (403) whatever the body, and bad bodies with clear messages", async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, null, "GET", "/api/admin/delivery-slots")).statusCode).toBe(401);
    expect((await call(ctx, null, "PUT", "/api/admin/delivery-slots/settings", { junk: true })).statusCode).toBe(401);
    const asCustomer = await call(ctx, customer, "PUT", "/api/admin/delivery-slots/closed-dates", { junk: true });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ error: SERVER_MESSAGES.auth.forbidden });

    const bad = [
      [{ leadTimeMinutes: 30, defaults: [{ slot: "8AM-10AM", capacity: -1 }] }, "Capacity must be a whole number of orders, 0 or more"],
      [{ leadTimeMinutes: 30, defaults: [{ slot: "9AM-11AM", capacity: 3 }] }, "Unknown delivery slot"],
      [{ leadTimeMinutes: 721, defaults: [] }, "Lead time must be at most 720 minutes"],
      [
        {
          leadTimeMinutes: 0,
          defaults: [
            { slot: "8AM-10AM", capacity: 1 },
            { slot: "8AM-10AM", capacity: 2 },
          ],
        },
        "Each slot can be listed once",
      ],
    ] as const;
    for (const [body, message] of bad) {
      const res = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/settings", body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(message);
    }
    const badDate = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: "25-12-2026" });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ error: string }>().error).toContain("Date must be a date like 2026-12-25");
    expect((await call(ctx, staff, "DELETE", `/api/admin/delivery-slots/closed-dates/${TOMORROW}`)).statusCode).toBe(404);
  });

  it("keeps what staff set: lead time, defaults (null removes one), overrides and closed dates", async () => {
    const saved = await setSettings({
      leadTimeMinutes: 45,
      defaults: [
        { slot: "8AM-10AM", capacity: 12 },
        { slot: "6PM-8PM", capacity: 4 },
      ],
    });
    expect(saved.leadTimeMinutes).toBe(45);
    expect(saved.defaults.find((d) => d.slot === "8AM-10AM")).toEqual({ slot: "8AM-10AM", capacity: 12 });
    const cleared = await setSettings({ leadTimeMinutes: 45, defaults: [{ slot: "8AM-10AM", capacity: null }] });
    expect(cleared.defaults.find((d) => d.slot === "8AM-10AM")!.capacity).toBeNull();
    expect(cleared.defaults.find((d) => d.slot === "6PM-8PM")!.capacity).toBe(4);
    await setOverride(TOMORROW, "6PM-8PM", 9);
    const closed = (
      await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: "2026-12-25", reason: "Christmas" })
    ).json<SlotCapacity>();
    expect(closed.overrides).toEqual([{ date: TOMORROW, slot: "6PM-8PM", capacity: 9, reason: "" }]);
    expect(closed.closedDates).toEqual([{ date: "2026-12-25", reason: "Christmas" }]);
    expect(closed.upcoming[1]!.slots.find((s) => s.slot === "6PM-8PM")).toEqual({ slot: "6PM-8PM", capacity: 9, taken: 0, closed: false });
    const removed = (await call(ctx, staff, "DELETE", `/api/admin/delivery-slots/overrides/${TOMORROW}/6PM-8PM`)).json<SlotCapacity>();
    expect(removed.overrides).toEqual([]);
  });
});

describe("capacity where the order is created", () => {
  it("many customers racing for the last place: exactly one 201, every other 409, one checkout held", async () => {
    await setSettings({ leadTimeMinutes: 0, defaults: [{ slot: "8AM-10AM", capacity: 1 }] });
    const customers = await Promise.all(Array.from({ length: 8 }, () => readyCustomer()));
    const answers = await Promise.all(customers.map((c) => startCheckoutResponse(ctx, c, { day: "Tomorrow", slot: "8AM-10AM" })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: SERVER_MESSAGES.order.slotFull });
    const held = await ctx.db.select().from(checkouts).where(eq(checkouts.slot, "8AM-10AM"));
    expect(held).toHaveLength(1);
    expect(availabilityOf(await slotsNow(), "Tomorrow", "8AM-10AM")).toEqual({
      slot: "8AM-10AM",
      available: false,
      remaining: 0,
      reason: "full",
    });
  });

  it("counts places: remaining goes down with each customer, a customer's retry does not take a second place", async () => {
    await setSettings({ leadTimeMinutes: 0, defaults: [{ slot: "10AM-12PM", capacity: 2 }] });
    const [asha, ravi, meena] = [await readyCustomer(), await readyCustomer(), await readyCustomer()];
    expect(availabilityOf(await slotsNow(), "Tomorrow", "10AM-12PM")!.remaining).toBe(2);
    await startCheckout(ctx, asha, { slot: "10AM-12PM" });
    await startCheckout(ctx, asha, { slot: "10AM-12PM" });
    expect(availabilityOf(await slotsNow(), "Tomorrow", "10AM-12PM")!.remaining).toBe(1);
    const paid = await pay(ravi, (await startCheckout(ctx, ravi, { slot: "10AM-12PM" })).order.id);
    expect(paid.overbooked).toBe(false);
    expect((await startCheckoutResponse(ctx, meena, { slot: "10AM-12PM" })).statusCode).toBe(409);
    // Other slots stay unlimited.
    expect((await startCheckoutResponse(ctx, meena, { slot: "12PM-2PM" })).statusCode).toBe(201);
  });

  it("one customer holds one place in all: a checkout for another slot lets the earlier place go", async () => {
    await setSettings({
      leadTimeMinutes: 0,
      defaults: [
        { slot: "2PM-4PM", capacity: 1 },
        { slot: "4PM-6PM", capacity: 1 },
        { slot: "6PM-8PM", capacity: 1 },
      ],
    });
    const squatter = await readyCustomer();
    for (const [i, slot] of ["2PM-4PM", "4PM-6PM", "6PM-8PM"].entries()) {
      ctx.setNow(new Date(MORNING_IST.getTime() + i * 1000));
      expect((await startCheckoutResponse(ctx, squatter, { slot })).statusCode).toBe(201);
    }
    const [first, second, third] = await Promise.all([readyCustomer(), readyCustomer(), readyCustomer()]);
    expect((await startCheckoutResponse(ctx, first, { slot: "2PM-4PM" })).statusCode).toBe(201);
    expect((await startCheckoutResponse(ctx, second, { slot: "4PM-6PM" })).statusCode).toBe(201);
    // Only the squatter's latest checkout still holds its place.
    expect((await startCheckoutResponse(ctx, third, { slot: "6PM-8PM" })).statusCode).toBe(409);
  });

  it("a place is held only while the payment is being made: 10 minutes, then it is free again", async () => {
    await setSettings({ leadTimeMinutes: 0, defaults: [{ slot: "4PM-6PM", capacity: 1 }] });
    const first = await readyCustomer();
    const second = await readyCustomer();
    expect((await startCheckoutResponse(ctx, first, { slot: "4PM-6PM" })).statusCode).toBe(201);
    ctx.setNow(new Date(MORNING_IST.getTime() + 9 * 60_000));
    expect((await startCheckoutResponse(ctx, second, { slot: "4PM-6PM" })).statusCode).toBe(409);
    ctx.setNow(new Date(MORNING_IST.getTime() + 10 * 60_000 + 1000));
    expect((await startCheckoutResponse(ctx, second, { slot: "4PM-6PM" })).statusCode).toBe(201);
  });

  it("a date's override beats the slot's default, either way", async () => {
    await setSettings({
      leadTimeMinutes: 0,
      defaults: [
        { slot: "2PM-4PM", capacity: 0 },
        { slot: "4PM-6PM", capacity: 5 },
      ],
    });
    await setOverride(TOMORROW, "2PM-4PM", 1);
    await setOverride(TOMORROW, "4PM-6PM", 0);
    const slots = await slotsNow();
    expect(availabilityOf(slots, "Tomorrow", "2PM-4PM")).toEqual({ slot: "2PM-4PM", available: true, remaining: 1, reason: null });
    expect(availabilityOf(slots, "Tomorrow", "4PM-6PM")).toEqual({ slot: "4PM-6PM", available: false, remaining: 0, reason: "closed" });
    // Today has no override: the default (0) closes it.
    expect(availabilityOf(slots, "Today", "2PM-4PM")!.reason).toBe("closed");
    const [first, second] = [await readyCustomer(), await readyCustomer()];
    expect((await startCheckoutResponse(ctx, first, { slot: "2PM-4PM" })).statusCode).toBe(201);
    expect((await startCheckoutResponse(ctx, second, { slot: "2PM-4PM" })).statusCode).toBe(409);
    expect((await startCheckoutResponse(ctx, second, { slot: "4PM-6PM" })).statusCode).toBe(409);
  });

  it("a closed date closes every slot of that date, shown as such, and refuses payment with 409", async () => {
    const res = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: TOMORROW, reason: "Diwali" });
    expect(res.statusCode, res.body).toBe(200);
    const slots = await slotsNow();
    const tomorrow = slots.days.find((d) => d.day === "Tomorrow")!;
    expect(tomorrow.slots).toEqual([]);
    expect(tomorrow.availability).toHaveLength(6);
    expect(tomorrow.availability.every((a) => !a.available && a.reason === "closed")).toBe(true);
    // The customer reads why: "Closed: Diwali" rather than "Full".
    expect(tomorrow.availability.every((a) => a.closedNote === "Diwali")).toBe(true);
    expect(slots.days.find((d) => d.day === "Today")!.slots).toContain("12PM-2PM");
    const customer = await readyCustomer();
    const refused = await startCheckoutResponse(ctx, customer, { day: "Tomorrow", slot: "8AM-10AM" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: SERVER_MESSAGES.order.slotFull });
    expect((await startCheckoutResponse(ctx, customer, { day: "Today", slot: "12PM-2PM" })).statusCode).toBe(201);
    // Reopened, it takes orders again.
    expect((await call(ctx, staff, "DELETE", `/api/admin/delivery-slots/closed-dates/${TOMORROW}`)).statusCode).toBe(200);
    expect((await startCheckoutResponse(ctx, customer, { day: "Tomorrow", slot: "8AM-10AM" })).statusCode).toBe(201);
  });

  it("closing a date asks for a reason, shows staff the paid orders on it, and closes only once they confirm", async () => {
    const [first, second, cancelled] = [await readyCustomer(), await readyCustomer(), await readyCustomer()];
    const late = await pay(first, (await startCheckout(ctx, first, { day: "Tomorrow", slot: "6PM-8PM" })).order.id);
    const early = await pay(second, (await startCheckout(ctx, second, { day: "Tomorrow", slot: "8AM-10AM" })).order.id);
    const gone = await pay(cancelled, (await startCheckout(ctx, cancelled, { day: "Tomorrow", slot: "10AM-12PM" })).order.id);
    await ctx.db.update(orders).set({ status: "Canceled" }).where(eq(orders.id, gone._id));
    // Today's paid order is not on the date being closed.
    const today = await readyCustomer();
    await pay(today, (await startCheckout(ctx, today, { day: "Today", slot: "12PM-2PM" })).order.id);

    const noReason = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: TOMORROW, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: SLOT_CLOSING_MESSAGES.reasonRequired, code: "slotClosing.reasonRequired" });

    const preview = await call(ctx, staff, "GET", `/api/admin/delivery-slots/closed-dates/${TOMORROW}/orders`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      date: TOMORROW,
      orders: [
        { _id: early._id, billId: early.billId, customer: second.user.username, slot: "8AM-10AM" },
        { _id: late._id, billId: late.billId, customer: first.user.username, slot: "6PM-8PM" },
      ],
    });

    const unconfirmed = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: TOMORROW, reason: "Diwali" });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ error: SLOT_CLOSING_MESSAGES.confirmPaidOrders, code: "slotClosing.confirmPaidOrders" });
    expect(availabilityOf(await slotsNow(), "Tomorrow", "8AM-10AM")!.available).toBe(true);

    const confirmed = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", {
      date: TOMORROW,
      reason: "Diwali",
      confirm: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<SlotCapacity>().closedDates).toEqual([{ date: TOMORROW, reason: "Diwali" }]);
    expect(availabilityOf(await slotsNow(), "Tomorrow", "8AM-10AM")).toMatchObject({ available: false, closedNote: "Diwali" });
    const [audit] = await ctx.db.select().from(auditEntries).where(eq(auditEntries.action, "slots.close-date"));
    expect(audit!.after).toEqual({ reason: "Diwali", paidOrders: 2 });

    // A date without paid orders closes at once.
    const quiet = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: "2026-12-25", reason: "Christmas" });
    expect(quiet.statusCode, quiet.body).toBe(200);
    const empty = await call(ctx, staff, "GET", "/api/admin/delivery-slots/closed-dates/2026-12-25/orders");
    expect(empty.json()).toEqual({ date: "2026-12-25", orders: [] });
  });

  it("closing one slot of a date (capacity 0) shows its reason and asks staff to confirm its paid orders", async () => {
    const [inSlot, otherSlot] = [await readyCustomer(), await readyCustomer()];
    const paid = await pay(inSlot, (await startCheckout(ctx, inSlot, { day: "Tomorrow", slot: "4PM-6PM" })).order.id);
    await pay(otherSlot, (await startCheckout(ctx, otherSlot, { day: "Tomorrow", slot: "6PM-8PM" })).order.id);

    const preview = await call(ctx, staff, "GET", `/api/admin/delivery-slots/closed-dates/${TOMORROW}/orders?slot=4PM-6PM`);
    expect(preview.json()).toEqual({
      date: TOMORROW,
      orders: [{ _id: paid._id, billId: paid.billId, customer: inSlot.user.username, slot: "4PM-6PM" }],
    });
    const body = { date: TOMORROW, slot: "4PM-6PM", capacity: 0, reason: "Rider strike" };
    const unconfirmed = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/overrides", body);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: "slotClosing.confirmPaidOrdersInSlot" });
    expect(availabilityOf(await slotsNow(), "Tomorrow", "4PM-6PM")!.available).toBe(true);

    const confirmed = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/overrides", { ...body, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<SlotCapacity>().overrides).toEqual([{ date: TOMORROW, slot: "4PM-6PM", capacity: 0, reason: "Rider strike" }]);
    const slots = await slotsNow();
    expect(availabilityOf(slots, "Tomorrow", "4PM-6PM")).toEqual({
      slot: "4PM-6PM",
      available: false,
      remaining: 0,
      reason: "closed",
      closedNote: "Rider strike",
    });
    expect(availabilityOf(slots, "Tomorrow", "6PM-8PM")!.available).toBe(true);
    // A capacity above 0 needs no confirming and keeps no reason.
    const reopened = await call(ctx, staff, "PUT", "/api/admin/delivery-slots/overrides", { ...body, capacity: 5 });
    expect(reopened.json<SlotCapacity>().overrides).toEqual([{ date: TOMORROW, slot: "4PM-6PM", capacity: 5, reason: "" }]);
  });

  it("a cancelled order gives its place back", async () => {
    await setSettings({ leadTimeMinutes: 0, defaults: [{ slot: "8AM-10AM", capacity: 1 }] });
    const [first, second] = [await readyCustomer(), await readyCustomer()];
    const order = await pay(first, (await startCheckout(ctx, first)).order.id);
    expect((await startCheckoutResponse(ctx, second)).statusCode).toBe(409);
    await ctx.db.update(orders).set({ status: "Canceled" }).where(eq(orders.id, order._id));
    expect((await startCheckoutResponse(ctx, second)).statusCode).toBe(201);
  });
});

describe("same-day lead time, at fixed clock times", () => {
  it("with 60 minutes, today's 12PM-2PM is offered until 10:59 and refused from 11:00, at start", async () => {
    await setSettings({ leadTimeMinutes: 60, defaults: [] });
    const customer = await readyCustomer();
    ctx.setNow(ist("10:59"));
    expect((await slotsNow()).days[0]!.slots).toContain("12PM-2PM");
    expect((await startCheckoutResponse(ctx, customer, { day: "Today", slot: "12PM-2PM" })).statusCode).toBe(201);
    ctx.setNow(ist("11:00"));
    const today = (await slotsNow()).days[0]!;
    expect(today.slots).not.toContain("12PM-2PM");
    // Stopped being offered (not full): it is not listed at all, like a slot whose hour has begun.
    expect(today.availability.map((a) => a.slot)).not.toContain("12PM-2PM");
    expect(today.slots).toEqual(["90mins", "2PM-4PM", "4PM-6PM", "6PM-8PM"]);
    const late = await startCheckoutResponse(ctx, customer, { day: "Today", slot: "12PM-2PM" });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: SERVER_MESSAGES.order.slotGone });
  });

  it("without a lead time the spec's rule alone applies (12PM-2PM open at 11:59)", async () => {
    ctx.setNow(ist("11:59"));
    expect((await startCheckoutResponse(ctx, await readyCustomer(), { day: "Today", slot: "12PM-2PM" })).statusCode).toBe(201);
  });

  it("is checked again at payment: paid after the cut-off, the order stands and is flagged", async () => {
    await setSettings({ leadTimeMinutes: 60, defaults: [] });
    const customer = await readyCustomer();
    ctx.setNow(ist("10:58"));
    const onTime = await readyCustomer();
    const early = await startCheckout(ctx, onTime, { day: "Today", slot: "12PM-2PM" });
    expect((await pay(onTime, early.order.id)).overbooked).toBe(false);
    const checkout = await startCheckout(ctx, customer, { day: "Today", slot: "12PM-2PM" });
    ctx.setNow(ist("11:01"));
    const order = await pay(customer, checkout.order.id);
    expect(order).toMatchObject({ overbooked: true, overbookedReason: "cut-off", time: { day: TODAY, slot: "12PM-2PM" } });
  });

  it("is judged by the shop's DELIVERY_HOURS at payment: an express order paid after riders went home is flagged", async () => {
    // The same database, served by a shop whose riders go home at 17:00.
    const early = await createTestContext({ DELIVERY_HOURS: "07:00-17:00" }, {}, { database: ctx.database });
    try {
      const payOn = async (shop: TestContext, session: Session, providerOrderId: string) => {
        const res = await validate(shop, session, await approve(shop, session, providerOrderId));
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: Order }>().data;
      };
      const [late, onTime] = [await readyCustomer(), await readyCustomer()];
      early.setNow(ist("16:55"));
      const lateCheckout = await startCheckout(early, late, { day: "Today", slot: "90mins" });
      const onTimeCheckout = await startCheckout(early, onTime, { day: "Today", slot: "90mins" });
      expect((await payOn(early, onTime, onTimeCheckout.order.id)).overbooked).toBe(false);
      // 17:05: express is no longer offered under these hours (under the default 07:00-21:00 it still would be).
      early.setNow(ist("17:05"));
      const order = await payOn(early, late, lateCheckout.order.id);
      expect(order).toMatchObject({ overbooked: true, overbookedReason: "cut-off", time: { day: TODAY, slot: "90mins" } });
      const [stored] = await ctx.db.select({ overbooked: orders.overbooked }).from(orders).where(eq(orders.id, order._id));
      expect(stored?.overbooked).toBe("cut-off");
    } finally {
      await early.close();
    }
  });
});

describe("a payment that arrives for a slot that filled meanwhile", () => {
  it("still becomes an order (the customer paid), flagged for staff; the order that held its place is not", async () => {
    await setSettings({ leadTimeMinutes: 0, defaults: [{ slot: "8AM-10AM", capacity: 2 }] });
    const [first, second] = [await readyCustomer(), await readyCustomer()];
    const firstCheckout = await startCheckout(ctx, first);
    const secondCheckout = await startCheckout(ctx, second);
    // Staff take a place away while both are paying: one of the two payments no longer fits.
    await setSettings({ leadTimeMinutes: 0, defaults: [{ slot: "8AM-10AM", capacity: 1 }] });
    ctx.setNow(new Date(MORNING_IST.getTime() + 5 * 60_000));
    const over = await pay(first, firstCheckout.order.id);
    expect(over).toMatchObject({ overbooked: true, overbookedReason: "full", status: "Pending" });
    const held = await pay(second, secondCheckout.order.id);
    expect(held.overbooked).toBe(false);
    const list = (await call(ctx, staff, "GET", "/api/admin/orders")).json<{ data: Order[] }>().data;
    expect(list.find((o) => o._id === over._id)!.overbooked).toBe(true);
    expect(list.find((o) => o._id === held._id)!.overbooked).toBe(false);
  });

  it("a payment for a date staff closed meanwhile makes no order: it is refunded in full (issue 33)", async () => {
    const customer = await readyCustomer();
    const checkout = await startCheckout(ctx, customer);
    await call(ctx, staff, "PUT", "/api/admin/delivery-slots/closed-dates", { date: TOMORROW, reason: "Diwali" });
    const res = await validate(ctx, customer, await approve(ctx, customer, checkout.order.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: REFUND_MESSAGES.order.slotGoneRefunded });
    expect(await ctx.db.select().from(orders)).toHaveLength(0);
    expect(bearer(staff).authorization).toMatch(/^Bearer /);
  });
});
