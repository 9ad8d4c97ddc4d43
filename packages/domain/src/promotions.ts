import { z } from "zod";
import { formatRupees, paiseToRupees, type Paise } from "./money.ts";

// Offers (issue 32): a free-delivery threshold and coupon codes. Every discount is computed here,
// in paise, by the server; the web app only shows what the server answered. Amounts in the API
// are rupees, like the rest of it.

export const COUPON_KINDS = ["percent", "flat"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Codes are 4-20 letters and digits, any case; they are kept and compared in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const PROMOTION_MESSAGES = {
  badCode: "A code is 4-20 letters and digits",
  unknown: "This code is not valid",
  paused: "This code is paused for now",
  notStarted: "This code is not valid yet",
  expired: "This code has expired",
  usedUp: "This code has been used up",
  alreadyUsed: "You have already used this code",
  firstOrderOnly: "This code is for a first order only",
  notForTheseItems: "This code is not for the items in your basket",
  duplicateCode: "A coupon with this code already exists",
  couponNotFound: "Coupon not found",
  badPercent: "A percentage is a whole number from 1 to 100",
  badDates: "The end date must not be before the start date",
  usedCannotBeDeleted: "This code has been used, so it was ended rather than deleted",
  /** Told at checkout when the code's last use went to another customer meanwhile. */
  takenMeanwhile: "This code has just been used up. Remove it to pay without it.",
} as const;

/** "Add ₹150 more to use this code": the minimum basket not reached yet. */
export function minimumBasketMessage(missingPaise: Paise, minBasketPaise: Paise): string {
  return `Add ${formatRupees(paiseToRupees(missingPaise))} more to use this code (minimum basket ${formatRupees(paiseToRupees(minBasketPaise))})`;
}

/** What staff set for a coupon, in paise (the repository's shape, not the API's). */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  /** Percent (1-100) for "percent", paise off for "flat". */
  value: number;
  maxDiscountPaise: Paise | null;
  minBasketPaise: Paise | null;
  /** India dates (YYYY-MM-DD), both days included; null: no bound. */
  validFrom: string | null;
  validTo: string | null;
  firstOrderOnly: boolean;
  perCustomer: number | null;
  totalUses: number | null;
  /** Category names; with productIds, the lines the code is for (both empty: every line). */
  categories: readonly string[];
  productIds: readonly string[];
  paused: boolean;
  /** A used code staff deleted: kept for the bills that name it, never applied again. */
  ended: boolean;
}

/** A basket line as offers see it: what it costs after sale prices. */
export interface OfferLine {
  productId: string;
  category: string;
  amountPaise: Paise;
}

/** Where the customer stands with a code: orders placed, and uses counted so far. */
export interface CouponStanding {
  /** The customer's placed orders (any status): a first-order code needs none. */
  placedOrders: number;
  /** This customer's uses of the code (placed orders). */
  customerUses: number;
  /** Every use of the code counted now: placed orders, and other customers' checkouts being paid. */
  totalUses: number;
}

export type CouponRefusal =
  "unknown" | "paused" | "not-started" | "expired" | "min-basket" | "used-up" | "already-used" | "first-order-only" | "not-for-these-items";

export type CouponJudgement =
  { ok: true; discountPaise: Paise; eligiblePaise: Paise } | { ok: false; reason: CouponRefusal; message: string };

export function itemsTotal(lines: readonly OfferLine[]): Paise {
  return lines.reduce((sum, l) => sum + l.amountPaise, 0);
}

/** Whether a line is one the code takes money off. */
export function couponCovers(terms: Pick<CouponTerms, "categories" | "productIds">, line: OfferLine): boolean {
  if (terms.categories.length === 0 && terms.productIds.length === 0) return true;
  return terms.categories.includes(line.category) || terms.productIds.includes(line.productId);
}

/**
 * The discount of a code on an amount it covers: a percentage rounded down to the paisa and held
 * under its cap, or a flat amount never more than the amount itself.
 */
export function couponDiscount(terms: Pick<CouponTerms, "kind" | "value" | "maxDiscountPaise">, eligiblePaise: Paise): Paise {
  const raw = terms.kind === "percent" ? Math.floor((eligiblePaise * terms.value) / 100) : terms.value;
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  return Math.max(0, Math.min(capped, eligiblePaise));
}

/**
 * Whether a code applies to a basket now, and how much it takes off; a refusal says why in words.
 * `today` is the India date (india-time.ts). Checked in the order a customer can act on last:
 * the code itself, its dates, its limits, then the basket.
 */
export function judgeCoupon(terms: CouponTerms, lines: readonly OfferLine[], standing: CouponStanding, today: string): CouponJudgement {
  const refuse = (reason: CouponRefusal, message: string): CouponJudgement => ({ ok: false, reason, message });
  if (terms.ended) return refuse("unknown", PROMOTION_MESSAGES.unknown);
  if (terms.paused) return refuse("paused", PROMOTION_MESSAGES.paused);
  if (terms.validFrom !== null && today < terms.validFrom) return refuse("not-started", PROMOTION_MESSAGES.notStarted);
  if (terms.validTo !== null && today > terms.validTo) return refuse("expired", PROMOTION_MESSAGES.expired);
  if (terms.firstOrderOnly && standing.placedOrders > 0) return refuse("first-order-only", PROMOTION_MESSAGES.firstOrderOnly);
  if (terms.perCustomer !== null && standing.customerUses >= terms.perCustomer)
    return refuse("already-used", PROMOTION_MESSAGES.alreadyUsed);
  if (terms.totalUses !== null && standing.totalUses >= terms.totalUses) return refuse("used-up", PROMOTION_MESSAGES.usedUp);
  const total = itemsTotal(lines);
  if (terms.minBasketPaise !== null && total < terms.minBasketPaise)
    return refuse("min-basket", minimumBasketMessage(terms.minBasketPaise - total, terms.minBasketPaise));
  const eligiblePaise = itemsTotal(lines.filter((l) => couponCovers(terms, l)));
  const discountPaise = couponDiscount(terms, eligiblePaise);
  if (discountPaise === 0) return refuse("not-for-these-items", PROMOTION_MESSAGES.notForTheseItems);
  return { ok: true, discountPaise, eligiblePaise };
}

/** The delivery charge that applies, and how far the basket is from free delivery. */
export interface DeliveryStanding {
  /** The charge the customer pays (0 when free delivery applies). */
  chargePaise: Paise;
  /** The pincode's charge before the offer (shown struck through when waived). */
  fullChargePaise: Paise;
  waived: boolean;
  /** How much more in items makes delivery free; null when it is free or there is no such offer. */
  addForFreePaise: Paise | null;
}

/**
 * Free delivery when the items total (after sale prices, before a code's discount) reaches the
 * threshold; exactly the amount is enough. Null threshold: no such offer.
 */
export function deliveryStanding(itemsTotalPaise: Paise, fullChargePaise: Paise, minItemsTotalPaise: Paise | null): DeliveryStanding {
  if (minItemsTotalPaise === null || fullChargePaise === 0)
    return { chargePaise: fullChargePaise, fullChargePaise, waived: false, addForFreePaise: null };
  if (itemsTotalPaise >= minItemsTotalPaise) return { chargePaise: 0, fullChargePaise, waived: true, addForFreePaise: null };
  return { chargePaise: fullChargePaise, fullChargePaise, waived: false, addForFreePaise: minItemsTotalPaise - itemsTotalPaise };
}

/**
 * A discount spread over lines in proportion to what each line costs, to the paisa: each line
 * gets the floor of its exact share, and the paise left go one each to the lines with the largest
 * remainders (the first line first on a tie). The shares add up to exactly the discount, and no
 * line gets more than it costs.
 */
export function splitDiscount(lineAmountsPaise: readonly Paise[], discountPaise: Paise): Paise[] {
  const total = lineAmountsPaise.reduce((sum, a) => sum + a, 0);
  if (total === 0 || discountPaise === 0) return lineAmountsPaise.map(() => 0);
  const capped = Math.min(discountPaise, total);
  const exact = lineAmountsPaise.map((a) => a * capped);
  const shares = exact.map((e) => Math.floor(e / total));
  let left = capped - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact.map((e, i) => ({ i, rest: e % total })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** What each line really cost the customer: its amount less its share of the discount. */
export function paidPerLine(lineAmountsPaise: readonly Paise[], discountPaise: Paise): Paise[] {
  const shares = splitDiscount(lineAmountsPaise, discountPaise);
  return lineAmountsPaise.map((a, i) => a - shares[i]!);
}

/**
 * What chosen lines of an order really cost: each line's amount less its share of the order's
 * discount. Refunding every line this way gives back exactly the items' total less the discount.
 */
export function paidForLines(lines: readonly { id: string; amountPaise: Paise }[], discountPaise: Paise, chosen: readonly string[]): Paise {
  const paid = paidPerLine(
    lines.map((l) => l.amountPaise),
    discountPaise,
  );
  return lines.reduce((sum, l, i) => (chosen.includes(l.id) ? sum + paid[i]! : sum), 0);
}

// ---- The API's shapes (rupees) ----

const rupees = z.number().nonnegative().max(1_000_000);
const indiaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date is YYYY-MM-DD");
const uses = z.number().int().positive().max(1_000_000);

/** POST /api/admin/coupons and PUT /api/admin/coupons/{id}. */
export const couponBody = z.object({
  code: z.string().trim().regex(COUPON_CODE_PATTERN, PROMOTION_MESSAGES.badCode),
  kind: z.enum(COUPON_KINDS),
  value: z.number().positive().max(1_000_000),
  maxDiscount: z.nullable(rupees).default(null),
  minBasket: z.nullable(rupees).default(null),
  validFrom: z.nullable(indiaDate).default(null),
  validTo: z.nullable(indiaDate).default(null),
  firstOrderOnly: z.boolean().default(false),
  perCustomer: z.nullable(uses).default(null),
  totalUses: z.nullable(uses).default(null),
  categories: z.array(z.string().min(1).max(60)).max(50).default([]),
  productIds: z.array(z.string().uuid()).max(200).default([]),
  paused: z.boolean().default(false),
});
export type CouponBody = z.infer<typeof couponBody>;

/** A coupon as staff read it, with how much it was used. */
export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minBasket: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  firstOrderOnly: z.boolean(),
  perCustomer: z.number().nullable(),
  totalUses: z.number().nullable(),
  categories: z.array(z.string()),
  productIds: z.array(z.string()),
  paused: z.boolean(),
  ended: z.boolean(),
  /** Orders placed with it. */
  used: z.number(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

const threshold = z.number().positive().max(1_000_000);

/** A pincode's own free-delivery threshold: it applies there instead of the shop-wide one. */
export const pincodeFreeDeliverySchema = z.object({
  pincode: z.string().regex(/^[1-9][0-9]{5}$/, "A pincode is 6 digits"),
  minItemsTotal: threshold,
});
export type PincodeFreeDelivery = z.infer<typeof pincodeFreeDeliverySchema>;

/**
 * PUT /api/admin/free-delivery: null turns the shop-wide offer off; `pincodes`, when sent,
 * replaces every pincode's own threshold (left out: they stay as they are).
 */
export const freeDeliveryBody = z.object({
  minItemsTotal: z.nullable(threshold),
  pincodes: z
    .array(pincodeFreeDeliverySchema)
    .max(500)
    .refine((list) => new Set(list.map((p) => p.pincode)).size === list.length, "Each pincode can have one threshold")
    .optional(),
});
export const freeDeliverySchema = z.object({ minItemsTotal: z.number().nullable(), pincodes: z.array(pincodeFreeDeliverySchema) });
export type FreeDelivery = z.infer<typeof freeDeliverySchema>;
export type FreeDeliveryBody = z.infer<typeof freeDeliveryBody>;

/** POST /api/basket/coupon. */
export const basketCouponBody = z.object({ code: z.string().max(40) });

/** A per-offer report row (GET /api/admin/coupons/report). */
export const couponReportRowSchema = z.object({
  _id: z.string(),
  code: z.string(),
  orders: z.number(),
  /** Rupees taken off, over placed orders. */
  discountGiven: z.number(),
  /** Rupees of items sold in those orders (before the discount). */
  itemSales: z.number(),
});
export type CouponReportRow = z.infer<typeof couponReportRowSchema>;

/** A basket priced with its offers: the free-delivery threshold and the code typed, if any. */
export interface OfferedBasket {
  itemsTotalPaise: Paise;
  delivery: DeliveryStanding;
  /** The code's judgement; null when no code was typed. */
  coupon: CouponJudgement | null;
  discountPaise: Paise;
  totalPaise: Paise;
}

/** Prices a basket with its offers: the one rule the basket view, the checkout and the bill agree on. */
export function priceWithOffers(
  lines: readonly OfferLine[],
  offers: {
    fullChargePaise: Paise;
    freeDeliveryMinPaise: Paise | null;
    coupon: { terms: CouponTerms; standing: CouponStanding } | null;
    today: string;
  },
): OfferedBasket {
  const itemsTotalPaise = itemsTotal(lines);
  const delivery = deliveryStanding(itemsTotalPaise, offers.fullChargePaise, offers.freeDeliveryMinPaise);
  const coupon = offers.coupon ? judgeCoupon(offers.coupon.terms, lines, offers.coupon.standing, offers.today) : null;
  const discountPaise = coupon?.ok ? coupon.discountPaise : 0;
  return { itemsTotalPaise, delivery, coupon, discountPaise, totalPaise: itemsTotalPaise + delivery.chargePaise - discountPaise };
}

/** What GET /api/users/{id} adds about the basket's offers (rupees). */
export const basketOffersSchema = z.object({
  /** The code typed for the basket, and why it does not apply now (null when it does). */
  coupon: z.nullable(z.object({ code: z.string(), refusal: z.string().nullable() })),
  /** Rupees the code takes off the items now. */
  discount: z.number(),
  /** The delivery charge that applies to the first address (null: no served address yet). */
  deliveryCharge: z.number().nullable(),
  /** That address's charge before free delivery: shown struck through when it is waived. */
  fullDeliveryCharge: z.number().nullable(),
  /** Rupees more in items that make delivery free; null when it is free or there is no such offer. */
  addForFreeDelivery: z.number().nullable(),
  /** The shop's free-delivery threshold in rupees; null when there is none. */
  freeDeliveryMinItemsTotal: z.number().nullable(),
});
export type BasketOffers = z.infer<typeof basketOffersSchema>;
