import {
  COUPON_CODE_PATTERN,
  indiaTime,
  normalizeCouponCode,
  paiseToRupees,
  priceWithOffers,
  PROMOTION_MESSAGES,
  rupeesToPaise,
  toCsv,
  effectivePrice,
  type BasketOffers,
  type Coupon,
  type CouponBody,
  type CouponReportRow,
  type CouponTerms,
  type FreeDelivery,
  type FreeDeliveryBody,
  type OfferLine,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { changedFields, recordAudit, type Actor } from "../audit/index.ts";
import type { BasketLineRow } from "../../read-models/basket-lines.ts";
import { readBasketOffers, type BasketOffersReading } from "../../read-models/basket-offers.ts";
import { couponReport, listCoupons, takeCouponUse } from "../../read-models/coupon-uses.ts";
import {
  clearBasketCoupon,
  deleteOrEndCoupon,
  findCouponByCode,
  insertCoupon,
  lockCoupon,
  readFreeDeliveryMin,
  readPincodeFreeDelivery,
  setBasketCoupon,
  updateCoupon,
  writeFreeDelivery,
  type CouponRow,
  type CouponValues,
} from "./promotions-repository.ts";

export interface PromotionsDeps {
  db: Database;
  clock: Clock;
  /** How long a checkout being paid holds a code's use (CHECKOUT_EXPIRY_MINUTES). */
  couponHoldMs: number;
}

/** Uses of checkouts started after this are still being paid, and count. */
export function holdSince(deps: Pick<PromotionsDeps, "couponHoldMs">, now: Date): Date {
  return new Date(now.getTime() - deps.couponHoldMs);
}

export function termsOf(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    maxDiscountPaise: row.maxDiscountPaise,
    minBasketPaise: row.minBasketPaise,
    validFrom: row.validFrom,
    validTo: row.validTo,
    firstOrderOnly: row.firstOrderOnly,
    perCustomer: row.perCustomer,
    totalUses: row.totalUses,
    categories: row.categories,
    productIds: row.productIds,
    paused: row.paused,
    ended: row.endedAt !== null,
  };
}

/** Basket lines as offers see them: each line's amount after sale prices. */
export function offerLinesOf(
  lines: readonly { productId: string; category: string; unitPricePaise: number; quantity: number }[],
): OfferLine[] {
  return lines.map((l) => ({ productId: l.productId, category: l.category, amountPaise: l.unitPricePaise * l.quantity }));
}

export function basketOfferLines(basket: readonly BasketLineRow[]): OfferLine[] {
  return offerLinesOf(
    basket
      .filter((l) => !l.product.isArchived && l.variant.inStock)
      .map((l) => ({
        productId: l.product.id,
        category: l.product.category,
        unitPricePaise: effectivePrice({ default: l.variant.defaultPricePaise, sale: l.variant.salePricePaise }),
        quantity: l.quantity,
      })),
  );
}

function toCoupon(row: CouponRow & { used: number }): Coupon {
  const isPercent = row.kind === "percent";
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: isPercent ? row.value : paiseToRupees(row.value),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minBasket: row.minBasketPaise === null ? null : paiseToRupees(row.minBasketPaise),
    validFrom: row.validFrom,
    validTo: row.validTo,
    firstOrderOnly: row.firstOrderOnly,
    perCustomer: row.perCustomer,
    totalUses: row.totalUses,
    categories: row.categories,
    productIds: row.productIds,
    paused: row.paused,
    ended: row.endedAt !== null,
    used: row.used,
    createdAt: row.createdAt.toISOString(),
  };
}

function valuesOf(body: CouponBody): CouponValues {
  if (body.kind === "percent" && (!Number.isInteger(body.value) || body.value > 100)) throw invalid(PROMOTION_MESSAGES.badPercent);
  if (body.validFrom !== null && body.validTo !== null && body.validTo < body.validFrom) throw invalid(PROMOTION_MESSAGES.badDates);
  return {
    code: normalizeCouponCode(body.code),
    kind: body.kind,
    value: body.kind === "percent" ? body.value : rupeesToPaise(body.value),
    maxDiscountPaise: body.maxDiscount === null ? null : rupeesToPaise(body.maxDiscount),
    minBasketPaise: body.minBasket === null ? null : rupeesToPaise(body.minBasket),
    validFrom: body.validFrom,
    validTo: body.validTo,
    firstOrderOnly: body.firstOrderOnly,
    perCustomer: body.perCustomer,
    totalUses: body.totalUses,
    categories: body.categories,
    productIds: body.productIds,
    paused: body.paused,
  };
}

function duplicateAsConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(PROMOTION_MESSAGES.duplicateCode);
  throw error;
}

export async function coupons(deps: PromotionsDeps): Promise<Coupon[]> {
  return (await listCoupons(deps.db)).map(toCoupon);
}

export async function addCoupon(deps: PromotionsDeps, actor: Actor, body: CouponBody): Promise<Coupon> {
  const row = await inTransaction(deps.db, async (tx) => {
    const row = await insertCoupon(tx, valuesOf(body));
    const coupon = toCoupon({ ...row, used: 0 });
    await recordAudit(tx, actor, { action: "coupon.add", entity: "coupon", entityId: row.id, after: audited(coupon) }, deps.clock.now());
    return row;
  }).catch(duplicateAsConflict);
  return toCoupon({ ...row, used: 0 });
}

export async function changeCoupon(deps: PromotionsDeps, actor: Actor, id: string, body: CouponBody): Promise<Coupon> {
  const row = await inTransaction(deps.db, async (tx) => {
    const before = await lockCoupon(tx, id);
    const row = await updateCoupon(tx, id, valuesOf(body));
    if (before && row) {
      const fields = changedFields(audited(toCoupon({ ...before, used: 0 })), audited(toCoupon({ ...row, used: 0 })));
      await recordAudit(tx, actor, { action: "coupon.change", entity: "coupon", entityId: id, ...fields }, deps.clock.now());
    }
    return row;
  }).catch(duplicateAsConflict);
  if (!row) throw notFound(PROMOTION_MESSAGES.couponNotFound);
  const used = (await listCoupons(deps.db)).find((c) => c.id === id)?.used ?? 0;
  return toCoupon({ ...row, used });
}

/** A code nobody used is deleted; a used one is ended, so its bills keep pointing at it. */
export async function removeCoupon(deps: PromotionsDeps, actor: Actor, id: string): Promise<{ deleted: boolean; message?: string }> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const before = await lockCoupon(tx, id);
    const outcome = await deleteOrEndCoupon(tx, id, deps.clock.now());
    if (before && outcome !== "not-found") {
      const action = outcome === "deleted" ? "coupon.delete" : "coupon.end";
      const after = outcome === "deleted" ? null : { paused: true, endedAt: deps.clock.now().toISOString() };
      await recordAudit(
        tx,
        actor,
        { action, entity: "coupon", entityId: id, before: audited(toCoupon({ ...before, used: 0 })), after },
        deps.clock.now(),
      );
    }
    return outcome;
  });
  if (outcome === "not-found") throw notFound(PROMOTION_MESSAGES.couponNotFound);
  return outcome === "deleted" ? { deleted: true } : { deleted: false, message: PROMOTION_MESSAGES.usedCannotBeDeleted };
}

/** A coupon as the audit log keeps it: its terms, without the count of uses (not a staff change). */
function audited(coupon: Coupon): Record<string, unknown> {
  const { used: _used, _id: _ignored, ...terms } = coupon;
  return terms;
}

export async function freeDelivery(deps: PromotionsDeps): Promise<FreeDelivery> {
  const [min, pincodes] = await Promise.all([readFreeDeliveryMin(deps.db), readPincodeFreeDelivery(deps.db)]);
  return {
    minItemsTotal: min === null ? null : paiseToRupees(min),
    pincodes: pincodes.map((p) => ({ pincode: p.pincode, minItemsTotal: paiseToRupees(p.minItemsTotalPaise) })),
  };
}

export async function setFreeDelivery(deps: PromotionsDeps, actor: Actor, body: FreeDeliveryBody): Promise<FreeDelivery> {
  await inTransaction(deps.db, async (tx) => {
    const [before, pincodesBefore] = await Promise.all([readFreeDeliveryMin(tx), readPincodeFreeDelivery(tx)]);
    const after = body.minItemsTotal === null ? null : rupeesToPaise(body.minItemsTotal);
    const pincodes = body.pincodes?.map((p) => ({ pincode: p.pincode, minItemsTotalPaise: rupeesToPaise(p.minItemsTotal) }));
    await writeFreeDelivery(tx, after, pincodes);
    const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
    const perPincode = (list: { pincode: string; minItemsTotalPaise: number }[]) =>
      list.map((p) => ({ pincode: p.pincode, minItemsTotal: paiseToRupees(p.minItemsTotalPaise) }));
    await recordAudit(
      tx,
      actor,
      {
        action: "free-delivery.set",
        entity: "settings",
        entityId: "free-delivery",
        before: { minItemsTotal: rupees(before), pincodes: perPincode(pincodesBefore) },
        after: { minItemsTotal: rupees(after), pincodes: perPincode(pincodes ?? pincodesBefore) },
      },
      deps.clock.now(),
    );
  });
  return freeDelivery(deps);
}

export async function couponReportRows(deps: PromotionsDeps): Promise<CouponReportRow[]> {
  return (await couponReport(deps.db)).map((r) => ({
    _id: r.id,
    code: r.code,
    orders: r.orders,
    discountGiven: paiseToRupees(r.discountPaise),
    itemSales: paiseToRupees(r.itemSalesPaise),
  }));
}

export async function couponReportCsv(deps: PromotionsDeps): Promise<string> {
  const rows = await couponReportRows(deps);
  return toCsv([
    ["Code", "Orders", "Discount given (₹)", "Item sales (₹)"],
    ...rows.map((r) => [r.code, r.orders, r.discountGiven, r.itemSales]),
  ]);
}

/** The basket's offers as the customer reads them (GET /api/users/{id}). */
export async function basketOffers(deps: PromotionsDeps, userId: string): Promise<BasketOffers> {
  const now = deps.clock.now();
  return offersFrom(await readBasketOffers(deps.db, userId, holdSince(deps, now)), now);
}

function offersFrom(read: BasketOffersReading, now: Date): BasketOffers {
  const priced = priceWithOffers(basketOfferLines(read.basket), {
    fullChargePaise: read.deliveryChargePaise ?? 0,
    freeDeliveryMinPaise: read.freeDeliveryMinPaise,
    coupon: read.basketCoupon && { terms: termsOf(read.basketCoupon.coupon), standing: read.basketCoupon.standing },
    today: indiaTime(now).date,
  });
  const min = read.freeDeliveryMinPaise;
  const addForFree = min !== null && priced.itemsTotalPaise < min ? min - priced.itemsTotalPaise : null;
  return {
    coupon: read.basketCoupon && {
      code: read.basketCoupon.coupon.code,
      refusal: priced.coupon && !priced.coupon.ok ? priced.coupon.message : null,
    },
    discount: paiseToRupees(priced.discountPaise),
    deliveryCharge: read.deliveryChargePaise === null ? null : paiseToRupees(priced.delivery.chargePaise),
    fullDeliveryCharge: read.deliveryChargePaise === null ? null : paiseToRupees(read.deliveryChargePaise),
    addForFreeDelivery: addForFree === null ? null : paiseToRupees(addForFree),
    freeDeliveryMinItemsTotal: min === null ? null : paiseToRupees(min),
  };
}

/**
 * A code typed for the basket: kept only when it applies to the basket now; otherwise refused
 * with the reason in words (400), and the basket keeps what it had.
 */
export async function applyBasketCoupon(deps: PromotionsDeps, userId: string, typed: string): Promise<BasketOffers> {
  const code = normalizeCouponCode(typed);
  if (!COUPON_CODE_PATTERN.test(code)) throw invalid(PROMOTION_MESSAGES.badCode);
  const coupon = await findCouponByCode(deps.db, code);
  if (!coupon || coupon.endedAt !== null) throw invalid(PROMOTION_MESSAGES.unknown);
  const now = deps.clock.now();
  const offers = offersFrom(await readBasketOffers(deps.db, userId, holdSince(deps, now), coupon.id), now);
  if (offers.coupon?.refusal) throw invalid(offers.coupon.refusal);
  await setBasketCoupon(deps.db, userId, coupon.id);
  return offers;
}

export async function removeBasketCoupon(deps: PromotionsDeps, userId: string): Promise<BasketOffers> {
  await clearBasketCoupon(deps.db, userId);
  return basketOffers(deps, userId);
}

/** Takes a code's use for a checkout stored in `tx`; 409 when its last use went to someone else. */
export async function reserveCouponUse(
  deps: PromotionsDeps,
  tx: Database,
  use: { couponId: string; userId: string; checkoutId: string; discountPaise: number; now: Date },
): Promise<void> {
  const taken = await takeCouponUse(tx, { ...use, since: holdSince(deps, use.now) });
  if (!taken) throw conflict(PROMOTION_MESSAGES.takenMeanwhile);
}
