import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { deliveryClosedDates, deliverySettings, deliverySlotDefaults, deliverySlotOverrides } from "./delivery-slots-tables.ts";

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
  await inTransaction(db, async (tx) => {
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

export async function upsertOverride(db: Database, value: { date: string; slot: string; capacity: number; reason: string }): Promise<void> {
  await db
    .insert(deliverySlotOverrides)
    .values(value)
    .onConflictDoUpdate({
      target: [deliverySlotOverrides.date, deliverySlotOverrides.slot],
      set: { capacity: value.capacity, reason: value.reason, updatedAt: sql`now()` },
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
