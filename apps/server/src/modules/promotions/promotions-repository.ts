import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { basketCoupons, couponUses, coupons, freeDeliveryOffer, freeDeliveryPincodes } from "./promotions-tables.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, "id" | "createdAt" | "endedAt">;

export async function insertCoupon(db: Database, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(db: Database, id: string, values: CouponValues): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
}

/** The coupon, locked until the transaction ends. */
export async function lockCoupon(db: Database, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for("update").limit(1);
  return row;
}

export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

/** Deletes a code nobody has used; a used one is ended instead (its bills keep its name). */
export async function deleteOrEndCoupon(db: Database, id: string, now: Date): Promise<"deleted" | "ended" | "not-found"> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for("update");
    if (!locked) return "not-found";
    const [use] = await tx.select({ id: couponUses.id }).from(couponUses).where(eq(couponUses.couponId, id)).limit(1);
    if (use) {
      await tx.update(coupons).set({ endedAt: now, paused: true }).where(eq(coupons.id, id));
      return "ended";
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    return "deleted";
  });
}

export async function readFreeDeliveryMin(db: Database): Promise<number | null> {
  const [row] = await db.select().from(freeDeliveryOffer).limit(1);
  return row?.minItemsTotalPaise ?? null;
}

/** Each pincode's own threshold, by pincode. */
export async function readPincodeFreeDelivery(db: Database): Promise<{ pincode: string; minItemsTotalPaise: number }[]> {
  return db.select().from(freeDeliveryPincodes).orderBy(freeDeliveryPincodes.pincode);
}

/**
 * The shop-wide threshold (null: none), and, when given, every pincode's own threshold in place
 * of the ones kept: one transaction, so a basket never reads half of a change.
 */
export async function writeFreeDelivery(
  db: Database,
  minPaise: number | null,
  pincodes: { pincode: string; minItemsTotalPaise: number }[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (minPaise === null) await tx.delete(freeDeliveryOffer);
    else
      await tx
        .insert(freeDeliveryOffer)
        .values({ id: 1, minItemsTotalPaise: minPaise })
        .onConflictDoUpdate({ target: freeDeliveryOffer.id, set: { minItemsTotalPaise: minPaise } });
    if (pincodes === undefined) return;
    await tx.delete(freeDeliveryPincodes);
    if (pincodes.length > 0) await tx.insert(freeDeliveryPincodes).values(pincodes);
  });
}

export async function setBasketCoupon(db: Database, userId: string, couponId: string): Promise<void> {
  await db
    .insert(basketCoupons)
    .values({ userId, couponId })
    .onConflictDoUpdate({ target: basketCoupons.userId, set: { couponId, createdAt: sql`now()` } });
}

export async function clearBasketCoupon(db: Database, userId: string): Promise<void> {
  await db.delete(basketCoupons).where(eq(basketCoupons.userId, userId));
}
