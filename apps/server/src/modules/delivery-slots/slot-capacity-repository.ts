import { and, count, countDistinct, eq, gt, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/database/client.ts";
import { rowsOf } from "../../platform/database/raw-rows.ts";
import {
  checkouts,
  deliveryClosedDates,
  deliverySettings,
  deliverySlotDefaults,
  deliverySlotOverrides,
  orders,
} from "../../platform/database/schema.ts";

/** Staff's capacity settings, as stored. */
export interface CapacitySettings {
  leadTimeMinutes: number;
  defaults: { slot: string; capacity: number }[];
  overrides: { date: string; slot: string; capacity: number }[];
  closedDates: { date: string; reason: string }[];
}

/**
 * Settings for the given dates only (what a checkout or the slot list needs), or all of them:
 * one statement, so it can run inside a transaction's single connection as well as on the pool.
 */
export async function readCapacitySettings(db: Database, dates?: string[]): Promise<CapacitySettings> {
  const forDates = (column: SQL) => (dates ? inArray(column, dates) : sql`true`);
  const result = await db.execute(sql`select ${settingsJson(forDates(sql`o.date`), forDates(sql`c.date`))} as settings`);
  return rowsOf<{ settings: CapacitySettings }>(result)[0]!.settings;
}

/**
 * `readCapacitySettings` for one date as a JSON subquery of another statement (checkout reads it
 * with the basket and the address; settlement with the locked checkout). `date` may be a column.
 */
export function capacitySettingsJsonOf(date: SQLWrapper | string): SQL<unknown> {
  return settingsJson(sql`o.date = ${date}`, sql`c.date = ${date}`);
}

/** The settings as one JSON object, the overrides and closed dates limited by the two conditions. */
function settingsJson(overrideDates: SQL, closedDates: SQL): SQL<unknown> {
  return sql`jsonb_build_object(
    'leadTimeMinutes', coalesce((select s.lead_time_minutes from ${deliverySettings} s limit 1), 0),
    'defaults', coalesce((select jsonb_agg(jsonb_build_object('slot', d.slot, 'capacity', d.capacity)) from ${deliverySlotDefaults} d), '[]'::jsonb),
    'overrides', coalesce((select jsonb_agg(jsonb_build_object('date', o.date, 'slot', o.slot, 'capacity', o.capacity) order by o.date, o.slot)
      from ${deliverySlotOverrides} o where ${overrideDates}), '[]'::jsonb),
    'closedDates', coalesce((select jsonb_agg(jsonb_build_object('date', c.date, 'reason', c.reason) order by c.date)
      from ${deliveryClosedDates} c where ${closedDates}), '[]'::jsonb))`;
}

/** Which places in a slot to count: pending checkouts hold one from `holdSince` on. */
export interface TakenFilter {
  holdSince: Date;
  /** This customer's own pending checkouts are not counted: a new one replaces them. */
  exceptUserId?: string;
  /** At payment, orders already accepted beyond capacity do not count against the one being settled. */
  withoutOverbooked?: boolean;
}

function orderConditions(dates: string[], filter: TakenFilter): SQL[] {
  const conditions = [inArray(orders.deliveryDate, dates), ne(orders.status, "Canceled")];
  if (filter.withoutOverbooked) conditions.push(isNull(orders.overbooked));
  return conditions;
}

function checkoutConditions(dates: string[], filter: TakenFilter): SQL[] {
  const conditions = [inArray(checkouts.deliveryDate, dates), eq(checkouts.status, "pending"), gt(checkouts.createdAt, filter.holdSince)];
  if (filter.exceptUserId) conditions.push(ne(checkouts.userId, filter.exceptUserId));
  return conditions;
}

/**
 * Places taken per date and slot: orders that are not cancelled, plus customers with a pending
 * checkout still within its hold (one place per customer, however often they pressed Pay).
 */
export async function countTaken(db: Database, dates: string[], filter: TakenFilter): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  // One statement (orders, then held checkouts), so it runs as well inside a transaction.
  const rows = await unionAll(
    db
      .select({ date: orders.deliveryDate, slot: orders.slot, n: count() })
      .from(orders)
      .where(and(...orderConditions(dates, filter)))
      .groupBy(orders.deliveryDate, orders.slot),
    db
      .select({ date: checkouts.deliveryDate, slot: checkouts.slot, n: countDistinct(checkouts.userId) })
      .from(checkouts)
      .where(and(...checkoutConditions(dates, filter)))
      .groupBy(checkouts.deliveryDate, checkouts.slot),
  );
  const taken = new Map<string, number>();
  for (const row of rows) taken.set(slotKey(row.date, row.slot), (taken.get(slotKey(row.date, row.slot)) ?? 0) + row.n);
  return taken;
}

export const slotKey = (date: string, slot: string) => `${date} ${slot}`;

/**
 * Serialises every check-and-take of one slot on one date until the transaction ends, in every
 * process. A transaction-level advisory lock, so it works through PgBouncer in transaction mode
 * and is released even if the process dies mid-way.
 */
export async function lockSlot(tx: Database, date: string, slot: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, hashtext(${`${date} ${slot}`}))`);
}
// The first key of the two-key advisory lock: a name space of its own for slot locks.
const SLOT_LOCK_SPACE = 7_340_200;

export async function saveSettings(
  db: Database,
  leadTimeMinutes: number,
  defaults: { slot: string; capacity: number | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(deliverySettings)
      .values({ id: 1, leadTimeMinutes })
      .onConflictDoUpdate({ target: deliverySettings.id, set: { leadTimeMinutes, updatedAt: sql`now()` } });
    for (const { slot, capacity } of defaults) {
      if (capacity === null) await tx.delete(deliverySlotDefaults).where(eq(deliverySlotDefaults.slot, slot));
      else
        await tx
          .insert(deliverySlotDefaults)
          .values({ slot, capacity })
          .onConflictDoUpdate({ target: deliverySlotDefaults.slot, set: { capacity, updatedAt: sql`now()` } });
    }
  });
}

export async function upsertOverride(db: Database, value: { date: string; slot: string; capacity: number }): Promise<void> {
  await db
    .insert(deliverySlotOverrides)
    .values(value)
    .onConflictDoUpdate({
      target: [deliverySlotOverrides.date, deliverySlotOverrides.slot],
      set: { capacity: value.capacity, updatedAt: sql`now()` },
    });
}

export async function deleteOverride(db: Database, date: string, slot: string): Promise<boolean> {
  const rows = await db
    .delete(deliverySlotOverrides)
    .where(and(eq(deliverySlotOverrides.date, date), eq(deliverySlotOverrides.slot, slot)))
    .returning({ date: deliverySlotOverrides.date });
  return rows.length > 0;
}

export async function upsertClosedDate(db: Database, date: string, reason: string): Promise<void> {
  await db.insert(deliveryClosedDates).values({ date, reason }).onConflictDoUpdate({ target: deliveryClosedDates.date, set: { reason } });
}

export async function deleteClosedDate(db: Database, date: string): Promise<boolean> {
  const rows = await db.delete(deliveryClosedDates).where(eq(deliveryClosedDates.date, date)).returning({ date: deliveryClosedDates.date });
  return rows.length > 0;
}
