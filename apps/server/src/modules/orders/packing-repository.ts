import { and, asc, eq } from "drizzle-orm";
import type { PackableLine } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { orderItems } from "./orders-tables.ts";

/** An order's lines as packing reads them (in `db`, under the order's lock). */
export async function packableLines(db: Database, orderId: string): Promise<(PackableLine & { id: string })[]> {
  return db
    .select({
      id: orderItems.id,
      weightGrams: orderItems.weightGrams,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
      packedGrams: orderItems.packedGrams,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

export async function setPackedGrams(db: Database, orderId: string, line: { lineId: string; grams: number }, by: string, at: Date) {
  await db
    .update(orderItems)
    .set({ packedGrams: line.grams, packedBy: by, packedAt: at })
    .where(and(eq(orderItems.id, line.lineId), eq(orderItems.orderId, orderId)));
}
