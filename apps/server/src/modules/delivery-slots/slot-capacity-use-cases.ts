import {
  DELIVERY_DAYS,
  DELIVERY_SLOTS,
  deliveryDate,
  deliveryDayOf,
  deliverySlots,
  isSlotOffered,
  SERVER_MESSAGES,
  SLOT_CLOSING_MESSAGES,
  slotAvailability,
  type ClosedDateBody,
  type DeliveryDay,
  type DeliveryHours,
  type DeliverySlots,
  type OrdersOnDate,
  type OverbookedReason,
  type SlotCapacity,
  type SlotCapacitySettingsBody,
  type SlotLoad,
  type SlotOverrideBody,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { changedFields, recordAudit, type Actor } from "../audit/index.ts";
import { readCapacitySettings, type CapacitySettings } from "../../read-models/capacity-settings.ts";
import { countTakenPlaces as countTaken, slotKey, type TakenFilter } from "../../read-models/slot-places.ts";
import { paidOrdersOnDate } from "../../read-models/orders-on-date.ts";
import { deleteClosedDate, deleteOverride, lockSlot, saveSettings, upsertClosedDate, upsertOverride } from "./slot-capacity-repository.ts";

/**
 * A started checkout holds its place in the slot only while its payment is being made
 * (`slotHoldMs`, 10 minutes at most, decision 025), and only the customer's latest one; after
 * that the place counts again. A payment that arrives later still makes its order if the slot
 * has room, and is flagged for staff as overbooked if it has not.
 */
const holdSince = (now: Date, holdMs: number) => new Date(now.getTime() - holdMs);

/**
 * A slot's load on a date: a closed date closes every slot; a date's override beats the slot's
 * default, and one of 0 with a reason closes the slot with it.
 */
function loadOf(settings: CapacitySettings, taken: Map<string, number>) {
  return (date: string, slot: string): SlotLoad => {
    const override = settings.overrides.find((o) => o.date === date && o.slot === slot);
    const closedDate = settings.closedDates.find((c) => c.date === date);
    return {
      closed: closedDate !== undefined,
      closedNote: closedDate?.reason.trim() || (override?.capacity === 0 ? (override.reason ?? "").trim() : ""),
      capacity: override?.capacity ?? settings.defaults.find((d) => d.slot === slot)?.capacity ?? null,
      taken: taken.get(slotKey(date, slot)) ?? 0,
    };
  };
}

export interface DeliverySlotsDeps {
  db: Database;
  clock: Clock;
  /** How long a started checkout holds its place: while its payment is being made. */
  slotHoldMs: number;
  /** When riders are out (DELIVERY_HOURS): express delivery is offered only then. */
  deliveryHours: DeliveryHours;
}

const offeredDates = (now: Date) => DELIVERY_DAYS.map((day) => deliveryDate(day, now));

/** GET /delivery-slots: the slots offered now (spec's rule and the lead time), each with its places left. */
export async function deliverySlotsNow(deps: DeliverySlotsDeps): Promise<DeliverySlots> {
  const now = deps.clock.now();
  const dates = offeredDates(now);
  const [settings, taken] = await Promise.all([
    readCapacitySettings(deps.db, dates),
    countTaken(deps.db, dates, { holdSince: holdSince(now, deps.slotHoldMs) }),
  ]);
  return deliverySlots(now, {
    leadTimeMinutes: settings.leadTimeMinutes,
    loadOf: loadOf(settings, taken),
    hours: deps.deliveryHours,
  });
}

export interface SlotRequest {
  day: DeliveryDay;
  slot: string;
  userId: string;
  now: Date;
}

/** What judging a slot takes besides the database: the shop's delivery hours and checkout expiry. */
type SlotRules = Pick<DeliverySlotsDeps, "slotHoldMs" | "deliveryHours">;

/** The date a slot request means, once the slot is offered at this time (spec's rule, the lead time and the delivery hours). */
async function offeredDate(rules: SlotRules, db: Database, request: SlotRequest): Promise<{ date: string; settings: CapacitySettings }> {
  const date = deliveryDate(request.day, request.now);
  const settings = await readCapacitySettings(db, [date]);
  if (!isSlotOffered(request.day, request.slot, request.now, settings.leadTimeMinutes, rules.deliveryHours))
    throw invalid(SERVER_MESSAGES.order.slotGone);
  return { date, settings };
}

async function refuseIfFull(rules: SlotRules, db: Database, settings: CapacitySettings, date: string, request: SlotRequest): Promise<void> {
  const taken = await countTaken(db, [date], { holdSince: holdSince(request.now, rules.slotHoldMs), exceptUserId: request.userId });
  if (!slotAvailability(request.slot, loadOf(settings, taken)(date, request.slot)).available)
    throw conflict(SERVER_MESSAGES.order.slotFull);
}

/**
 * Whether a slot on a date has a limit at all: a capacity set (default or for the date), or the
 * date closed. A slot without one has no last place to race for, so taking a place needs
 * neither the slot's lock nor a count.
 */
function isLimited(settings: CapacitySettings, date: string, slot: string): boolean {
  const load = loadOf(settings, new Map())(date, slot);
  return load.closed || load.capacity !== null;
}

/**
 * Before a payment is started, with the date's settings already read (in the statement that
 * read the basket): the slot is still offered (400 otherwise) and has a place left (409
 * otherwise), counted only when the slot has a limit. Unlocked, so a customer is refused before
 * the provider is asked for an order. Answers the date, and whether the place must then be
 * taken under the slot's lock (`holdSlotPlace`).
 */
export async function checkSlotOpenWith(
  deps: DeliverySlotsDeps,
  request: SlotRequest,
  settings: CapacitySettings,
): Promise<{ date: string; limited: boolean }> {
  const date = deliveryDate(request.day, request.now);
  if (!isSlotOffered(request.day, request.slot, request.now, settings.leadTimeMinutes, deps.deliveryHours))
    throw invalid(SERVER_MESSAGES.order.slotGone);
  const limited = isLimited(settings, date, request.slot);
  if (limited) await refuseIfFull(deps, deps.db, settings, date, request);
  return { date, limited };
}

/**
 * Inside the transaction that stores the pending checkout: takes the slot's lock, then checks
 * again that a place is left. Two customers racing for the last place are serialised here; the
 * second sees the first one's checkout and is refused, and its transaction stores nothing.
 */
export async function holdSlotPlace(rules: SlotRules, tx: Database, request: SlotRequest): Promise<void> {
  const date = deliveryDate(request.day, request.now);
  await lockSlot(tx, date, request.slot);
  const { settings } = await offeredDate(rules, tx, request);
  await refuseIfFull(rules, tx, settings, date, request);
}

/** A paid checkout's slot, as settlement asks about it. */
export interface PaidSlot {
  date: string;
  slot: string;
  userId: string;
  now: Date;
}

/**
 * Inside settlement's transaction, for a payment already taken: whether accepting its order goes
 * beyond what the slot allows now. The order is made either way (the customer has paid); the
 * answer flags it for staff. A checkout still within its hold had its place kept for it, so
 * it is only over when staff closed the slot or lowered its capacity meanwhile; one paid after
 * its hold is over if others took the places meanwhile.
 */
async function slotStandingAtPayment(rules: SlotRules, tx: Database, paid: PaidSlot): Promise<OverbookedReason | null> {
  await lockSlot(tx, paid.date, paid.slot);
  const settings = await readCapacitySettings(tx, [paid.date]);
  const filter: TakenFilter = {
    holdSince: holdSince(paid.now, rules.slotHoldMs),
    exceptUserId: paid.userId,
    withoutOverbooked: true,
  };
  const load = loadOf(settings, await countTaken(tx, [paid.date], filter))(paid.date, paid.slot);
  const standing = slotAvailability(paid.slot, load);
  if (standing.reason === "closed") return "closed";
  if (standing.reason === "full") return "full";
  return cutOffStanding(rules, paid, settings);
}

/** A paid slot's standing once its places are settled: "cut-off" if it is no longer offered now. */
function cutOffStanding(rules: SlotRules, paid: Omit<PaidSlot, "userId">, settings: CapacitySettings): "cut-off" | null {
  const day = deliveryDayOf(paid.date, paid.now);
  return day === null || !isSlotOffered(day, paid.slot, paid.now, settings.leadTimeMinutes, rules.deliveryHours) ? "cut-off" : null;
}

/**
 * Settlement's slot standing when it needs neither the slot's lock nor a count: a slot without a
 * limit can only have passed its cut-off. `undefined` for a slot with a limit, whose standing is
 * counted under its lock (`slotStandingAtPayment`).
 */
export function uncountedSlotStanding(
  rules: SlotRules,
  paid: Omit<PaidSlot, "userId">,
  settings: CapacitySettings,
): OverbookedReason | null | undefined {
  return isLimited(settings, paid.date, paid.slot) ? undefined : cutOffStanding(rules, paid, settings);
}

/** `slotStandingAtPayment` with the date's settings already read (with the locked checkout). */
export async function slotStandingWith(
  rules: SlotRules,
  tx: Database,
  paid: PaidSlot,
  settings: CapacitySettings,
): Promise<OverbookedReason | null> {
  const standing = uncountedSlotStanding(rules, paid, settings);
  return standing === undefined ? slotStandingAtPayment(rules, tx, paid) : standing;
}

/** Staff's view: every setting, and today's and tomorrow's slots with the places taken. */
export async function slotCapacityOverview(deps: DeliverySlotsDeps): Promise<SlotCapacity> {
  const now = deps.clock.now();
  const dates = offeredDates(now);
  const [settings, taken] = await Promise.all([
    readCapacitySettings(deps.db),
    countTaken(deps.db, dates, { holdSince: holdSince(now, deps.slotHoldMs) }),
  ]);
  const load = loadOf(settings, taken);
  const today = dates[0] ?? "";
  return {
    leadTimeMinutes: settings.leadTimeMinutes,
    defaults: DELIVERY_SLOTS.map(({ slot }) => ({ slot, capacity: settings.defaults.find((d) => d.slot === slot)?.capacity ?? null })),
    // Past dates no longer matter to anyone planning deliveries.
    overrides: settings.overrides.filter((o) => o.date >= today),
    closedDates: settings.closedDates.filter((c) => c.date >= today),
    upcoming: DELIVERY_DAYS.map((day, index) => {
      const date = dates[index] ?? "";
      return {
        day,
        date,
        slots: DELIVERY_SLOTS.map(({ slot }) => {
          const { capacity, taken, closed } = load(date, slot);
          return { slot, capacity, taken, closed };
        }),
      };
    }),
  };
}

export async function saveSlotSettings(deps: DeliverySlotsDeps, actor: Actor, body: SlotCapacitySettingsBody): Promise<SlotCapacity> {
  await inTransaction(deps.db, async (tx) => {
    const before = await readCapacitySettings(tx);
    await saveSettings(tx, body.leadTimeMinutes, body.defaults);
    const after = await readCapacitySettings(tx);
    const fields = changedFields(
      { leadTimeMinutes: before.leadTimeMinutes, defaults: before.defaults },
      { leadTimeMinutes: after.leadTimeMinutes, defaults: after.defaults },
    );
    await recordAudit(tx, actor, { action: "slots.settings", entity: "slot-settings", entityId: "slots", ...fields }, deps.clock.now());
  });
  return slotCapacityOverview(deps);
}

/**
 * A date's own capacity for a slot. Capacity 0 closes the slot, with the reason customers read;
 * when paid orders are in it, staff must have seen them and confirmed (409 otherwise).
 */
export async function setSlotOverride(deps: DeliverySlotsDeps, actor: Actor, body: SlotOverrideBody): Promise<SlotCapacity> {
  await inTransaction(deps.db, async (tx) => {
    const before = (await readCapacitySettings(tx, [body.date])).overrides.find((o) => o.slot === body.slot);
    const closing = body.capacity === 0;
    if (closing && body.confirm !== true && (await paidOrdersOnDate(tx, body.date, body.slot)).length > 0)
      throw conflict(SLOT_CLOSING_MESSAGES.confirmPaidOrdersInSlot);
    await upsertOverride(tx, { date: body.date, slot: body.slot, capacity: body.capacity, reason: closing ? (body.reason ?? "") : "" });
    await recordAudit(
      tx,
      actor,
      {
        action: "slots.override",
        entity: "slot-override",
        entityId: `${body.date} ${body.slot}`,
        before: before ? { capacity: before.capacity } : null,
        after: closing ? { capacity: 0, reason: body.reason ?? "" } : { capacity: body.capacity },
      },
      deps.clock.now(),
    );
  });
  return slotCapacityOverview(deps);
}

export async function removeSlotOverride(deps: DeliverySlotsDeps, actor: Actor, date: string, slot: string): Promise<SlotCapacity> {
  const removed = await inTransaction(deps.db, async (tx) => {
    const before = (await readCapacitySettings(tx, [date])).overrides.find((o) => o.slot === slot);
    if (!(await deleteOverride(tx, date, slot))) return false;
    const change = { action: "slots.override-remove", entity: "slot-override", entityId: `${date} ${slot}` };
    await recordAudit(tx, actor, { ...change, before: { capacity: before?.capacity ?? null }, after: null }, deps.clock.now());
    return true;
  });
  if (!removed) throw notFound("No capacity is set for this slot on this date");
  return slotCapacityOverview(deps);
}

/** GET .../closed-dates/:date/orders: the paid orders a closing of the date would leave without riders. */
export async function ordersOnDate(deps: DeliverySlotsDeps, date: string, slot?: string): Promise<OrdersOnDate> {
  return { date, orders: await paidOrdersOnDate(deps.db, date, slot) };
}

/**
 * Closes a date with the reason customers read ("Closed: Diwali"). When paid orders deliver on
 * it, staff must have seen them and confirmed (409 otherwise, nothing closed); the audit keeps
 * how many they confirmed.
 */
export async function closeDate(deps: DeliverySlotsDeps, actor: Actor, body: ClosedDateBody): Promise<SlotCapacity> {
  await inTransaction(deps.db, async (tx) => {
    const before = (await readCapacitySettings(tx, [body.date])).closedDates[0];
    const paid = await paidOrdersOnDate(tx, body.date);
    if (paid.length > 0 && body.confirm !== true) throw conflict(SLOT_CLOSING_MESSAGES.confirmPaidOrders);
    await upsertClosedDate(tx, body.date, body.reason);
    const change = { action: "slots.close-date", entity: "closed-date", entityId: body.date };
    const after = { reason: body.reason, paidOrders: paid.length };
    await recordAudit(tx, actor, { ...change, before: before ? { reason: before.reason } : null, after }, deps.clock.now());
  });
  return slotCapacityOverview(deps);
}

export async function reopenDate(deps: DeliverySlotsDeps, actor: Actor, date: string): Promise<SlotCapacity> {
  const reopened = await inTransaction(deps.db, async (tx) => {
    const before = (await readCapacitySettings(tx, [date])).closedDates[0];
    if (!(await deleteClosedDate(tx, date))) return false;
    const change = { action: "slots.reopen-date", entity: "closed-date", entityId: date };
    await recordAudit(tx, actor, { ...change, before: { reason: before?.reason ?? "" }, after: null }, deps.clock.now());
    return true;
  });
  if (!reopened) throw notFound("This date is not closed");
  return slotCapacityOverview(deps);
}
