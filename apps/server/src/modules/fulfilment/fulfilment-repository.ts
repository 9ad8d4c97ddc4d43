import { eq } from "drizzle-orm";
import type { FailedDeliveryReason, FulfilmentStep } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { fulfilmentSteps, orderFulfilment } from "./fulfilment-tables.ts";

export type FulfilmentRow = typeof orderFulfilment.$inferSelect;

/** The order's fulfilment row, locked until `tx` ends (the caller holds the order's lock too). */
export async function lockFulfilmentRow(tx: Database, orderId: string): Promise<FulfilmentRow | undefined> {
  const [row] = await tx.select().from(orderFulfilment).where(eq(orderFulfilment.orderId, orderId)).for("update");
  return row;
}

export async function insertFulfilmentRow(
  tx: Database,
  values: { orderId: string; step: FulfilmentStep; riderId: string | null; at: Date },
) {
  const [row] = await tx
    .insert(orderFulfilment)
    .values({ orderId: values.orderId, step: values.step, riderId: values.riderId, updatedAt: values.at })
    .returning();
  return row!;
}

export async function updateFulfilmentRow(
  tx: Database,
  orderId: string,
  changes: Partial<{
    step: FulfilmentStep;
    riderId: string | null;
    deliveryCode: string | null;
    wrongCodes: number;
    lockedAt: Date | null;
    failedReason: FailedDeliveryReason | null;
  }>,
  at: Date,
): Promise<FulfilmentRow> {
  const [row] = await tx
    .update(orderFulfilment)
    .set({ ...changes, updatedAt: at })
    .where(eq(orderFulfilment.orderId, orderId))
    .returning();
  return row!;
}

export async function insertStep(
  tx: Database,
  values: {
    orderId: string;
    step: string;
    riderId: string | null;
    by: string | null;
    at: Date;
    reason?: string | null;
    photo?: string | null;
  },
) {
  await tx.insert(fulfilmentSteps).values({ ...values, reason: values.reason ?? null, photo: values.photo ?? null });
}
