import { CARE_MESSAGES, indiaTime, RATING_CHANGE_WINDOW_MS, SERVER_MESSAGES, type Order, type RatingBody } from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, forbidden, notFound } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import { ratingsPerRider, ratingsPerSlot } from "../../read-models/rating-summary.ts";
import type { Orders } from "../orders/index.ts";
import { eraseRatingTexts, findRating, insertRating, updateRating } from "./ratings-repository.ts";

export interface RatingsDeps {
  db: Database;
  clock: Clock;
  orders: Pick<Orders, "lockOrder" | "orderView">;
}

/**
 * The owner rates a delivered order: one rating per order, written the first time (201) and
 * changed in place (200) for 7 days after it was first given; later changes are refused (409).
 * Written under the order's lock, so two posts at once make one rating.
 */
export async function rateOrder(
  deps: RatingsDeps,
  caller: Principal,
  orderId: string,
  body: RatingBody,
): Promise<{ order: Order; created: boolean }> {
  if (caller.userType !== "User") throw forbidden(CARE_MESSAGES.rating.ownerOnly);
  const created = await inTransaction(deps.db, async (tx) => {
    const order = await deps.orders.lockOrder(tx, orderId);
    if (!order || order.userId !== caller.id) throw notFound(SERVER_MESSAGES.order.notFound);
    if (order.status !== "Delivered") throw conflict(CARE_MESSAGES.rating.notDelivered);
    const now = deps.clock.now();
    const existing = await findRating(tx, order.id);
    if (!existing) {
      await insertRating(tx, { ...body, orderId: order.id, userId: caller.id, at: now });
      return true;
    }
    if (now.getTime() - existing.createdAt.getTime() > RATING_CHANGE_WINDOW_MS) throw conflict(CARE_MESSAGES.rating.changeWindow);
    await updateRating(tx, order.id, body, now);
    return false;
  });
  return { order: await deps.orders.orderView(orderId), created };
}

/** Ratings per delivery day and slot, and per rider, from `from` to `to` (India dates; today by default). */
export async function ratingSummary(deps: RatingsDeps, query: { from?: string; to?: string }) {
  const today = indiaTime(deps.clock.now()).date;
  const [from, to] = [query.from ?? today, query.to ?? query.from ?? today];
  const [data, riders] = await Promise.all([ratingsPerSlot(deps.db, from, to), ratingsPerRider(deps.db, from, to)]);
  return { data, riders };
}

export { eraseRatingTexts };
