import { sql } from "drizzle-orm";
import type { Database } from "../platform/database/client.ts";
import { firstRow } from "../platform/database/raw-rows.ts";
import { pincodes } from "../modules/delivery/delivery-tables.ts";
import { addresses } from "../modules/addresses/addresses-tables.ts";

/**
 * Deletes a delivery pincode that no saved address uses, in one statement across the two owners
 * (delivery's pincodes, addresses' addresses), so an address saved meanwhile keeps its pincode.
 * Orders keep their own copy of the address and are not affected.
 */
export async function deleteUnusedPincode(db: Database, id: string): Promise<"deleted" | "in-use" | "missing"> {
  const result = await db.execute(sql`
    with target as (select id, pincode from ${pincodes} where id = ${id}::uuid),
    gone as (
      delete from ${pincodes} p using target t
      where p.id = t.id and not exists (select 1 from ${addresses} a where a.pincode = t.pincode)
      returning p.id
    )
    select exists (select 1 from gone) as deleted, exists (select 1 from target) as found`);
  const row = firstRow<{ deleted: boolean; found: boolean }>(result);
  if (row?.deleted) return "deleted";
  return row?.found ? "in-use" : "missing";
}
