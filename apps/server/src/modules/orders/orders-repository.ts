import { randomInt } from "node:crypto";
import { newBillId } from "@taaza/domain";
import type { Database } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema.ts";

export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "billId" | "createdAt">;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "id" | "orderId">;

const BILL_ID_ATTEMPTS = 20;

/**
 * Inserts an order and its items under a fresh bill id. A bill id already taken is skipped
 * without aborting the surrounding transaction (ON CONFLICT on bill_id only) and drawn again;
 * any other clash (the same payment or checkout twice) still fails loudly.
 */
export async function insertOrder(db: Database, order: NewOrder, items: NewOrderItem[], random: (n: number) => number = randomInt): Promise<string> {
  for (let attempt = 0; attempt < BILL_ID_ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(orders)
      .values({ ...order, billId: newBillId(random) })
      .onConflictDoNothing({ target: orders.billId })
      .returning({ id: orders.id });
    if (row) {
      if (items.length > 0) await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      return row.id;
    }
  }
  throw new Error(`No free bill id after ${BILL_ID_ATTEMPTS} attempts`);
}
