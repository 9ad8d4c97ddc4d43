import { inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  deliveryClosedDates,
  deliverySettings,
  deliverySlotDefaults,
  deliverySlotOverrides,
} from "../modules/delivery-slots/delivery-slots-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { rowsOf } from "../platform/database/raw-rows.ts";

/** Staff's capacity settings, as stored. */
export interface CapacitySettings {
  leadTimeMinutes: number;
  defaults: { slot: string; capacity: number }[];
  overrides: { date: string; slot: string; capacity: number; reason: string }[];
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
 * `readCapacitySettings` for one date as a JSON subquery of another read-model statement (the
 * checkout reads it with the basket and the address; settlement with the locked checkout).
 * `date` may be a column.
 */
export function capacitySettingsJson(date: SQLWrapper | string): SQL<unknown> {
  return settingsJson(sql`o.date = ${date}`, sql`c.date = ${date}`);
}

/** The settings a `capacitySettingsJson` subquery brought back. */
export function capacitySettingsFromJson(json: unknown): CapacitySettings {
  return json as CapacitySettings;
}

/** The settings as one JSON object, the overrides and closed dates limited by the two conditions. */
function settingsJson(overrideDates: SQL, closedDates: SQL): SQL<unknown> {
  return sql`jsonb_build_object(
    'leadTimeMinutes', coalesce((select s.lead_time_minutes from ${deliverySettings} s limit 1), 0),
    'defaults', coalesce((select jsonb_agg(jsonb_build_object('slot', d.slot, 'capacity', d.capacity)) from ${deliverySlotDefaults} d), '[]'::jsonb),
    'overrides', coalesce((select jsonb_agg(jsonb_build_object('date', o.date, 'slot', o.slot, 'capacity', o.capacity, 'reason', o.reason) order by o.date, o.slot)
      from ${deliverySlotOverrides} o where ${overrideDates}), '[]'::jsonb),
    'closedDates', coalesce((select jsonb_agg(jsonb_build_object('date', c.date, 'reason', c.reason) order by c.date)
      from ${deliveryClosedDates} c where ${closedDates}), '[]'::jsonb))`;
}
