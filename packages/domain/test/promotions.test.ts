import { describe, expect, it } from "vitest";
import {
  billLines,
  couponBody,
  couponDiscount,
  deliveryStanding,
  judgeCoupon,
  normalizeCouponCode,
  orderShortWeightPaise,
  paidForLines,
  paidPerLine,
  PROMOTION_MESSAGES,
  splitDiscount,
  type CouponTerms,
  type OfferLine,
} from "../src/index.ts";

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: "WELCOME10",
  kind: "percent",
  value: 10,
  maxDiscountPaise: null,
  minBasketPaise: null,
  validFrom: null,
  validTo: null,
  firstOrderOnly: false,
  perCustomer: null,
  totalUses: null,
  categories: [],
  productIds: [],
  paused: false,
  ended: false,
  ...over,
});
const fish: OfferLine = { productId: "p-fish", category: "SeaWater", amountPaise: 60_000 };
const chicken: OfferLine = { productId: "p-chicken", category: "Chicken", amountPaise: 40_000 };
const fresh = { placedOrders: 0, customerUses: 0, totalUses: 0 };
const today = "2026-11-27";

describe("judging a coupon", () => {
  it("takes a percentage off every line when the code is for the whole basket", () => {
    expect(judgeCoupon(terms(), [fish, chicken], fresh, today)).toEqual({ ok: true, discountPaise: 10_000, eligiblePaise: 100_000 });
  });

  it("holds a percentage under its cap, and rounds it down to the paisa", () => {
    expect(couponDiscount({ kind: "percent", value: 10, maxDiscountPaise: 5_000 }, 100_000)).toBe(5_000);
    expect(couponDiscount({ kind: "percent", value: 10, maxDiscountPaise: 5_000 }, 49_999)).toBe(4_999);
    expect(couponDiscount({ kind: "percent", value: 15, maxDiscountPaise: null }, 333)).toBe(49);
  });

  it("takes a flat amount off, never more than the lines it covers", () => {
    expect(couponDiscount({ kind: "flat", value: 10_000, maxDiscountPaise: null }, 60_000)).toBe(10_000);
    expect(couponDiscount({ kind: "flat", value: 10_000, maxDiscountPaise: null }, 7_000)).toBe(7_000);
  });

  it("counts only the categories and products the code is for", () => {
    expect(judgeCoupon(terms({ categories: ["Chicken"] }), [fish, chicken], fresh, today)).toMatchObject({ discountPaise: 4_000 });
    expect(judgeCoupon(terms({ productIds: ["p-fish"] }), [fish, chicken], fresh, today)).toMatchObject({ discountPaise: 6_000 });
  });

  it.each([
    ["ended", terms({ ended: true }), fresh, "unknown", PROMOTION_MESSAGES.unknown],
    ["paused", terms({ paused: true }), fresh, "paused", PROMOTION_MESSAGES.paused],
    ["before its first day", terms({ validFrom: "2026-11-28" }), fresh, "not-started", PROMOTION_MESSAGES.notStarted],
    ["after its last day", terms({ validTo: "2026-11-26" }), fresh, "expired", PROMOTION_MESSAGES.expired],
    [
      "for a first order, after one",
      terms({ firstOrderOnly: true }),
      { ...fresh, placedOrders: 1 },
      "first-order-only",
      PROMOTION_MESSAGES.firstOrderOnly,
    ],
    ["used by this customer", terms({ perCustomer: 1 }), { ...fresh, customerUses: 1 }, "already-used", PROMOTION_MESSAGES.alreadyUsed],
    ["used up", terms({ totalUses: 5 }), { ...fresh, totalUses: 5 }, "used-up", PROMOTION_MESSAGES.usedUp],
    ["not for these items", terms({ categories: ["Mutton"] }), fresh, "not-for-these-items", PROMOTION_MESSAGES.notForTheseItems],
  ])("refuses a code %s, and says why", (_name, t, standing, reason, message) => {
    expect(judgeCoupon(t, [fish, chicken], standing, today)).toEqual({ ok: false, reason, message });
  });

  it("refuses a basket under the minimum, saying how much more is needed", () => {
    expect(judgeCoupon(terms({ minBasketPaise: 150_000 }), [fish, chicken], fresh, today)).toEqual({
      ok: false,
      reason: "min-basket",
      message: "Add ₹500 more to use this code (minimum basket ₹1,500)",
    });
    expect(judgeCoupon(terms({ minBasketPaise: 100_000 }), [fish, chicken], fresh, today).ok).toBe(true);
  });

  it("is valid on its first and last India day, both included", () => {
    expect(judgeCoupon(terms({ validFrom: today, validTo: today }), [fish], fresh, today).ok).toBe(true);
  });
});

describe("free delivery", () => {
  it("waives the charge at exactly the threshold", () => {
    expect(deliveryStanding(50_000, 4_000, 50_000)).toEqual({
      chargePaise: 0,
      fullChargePaise: 4_000,
      waived: true,
      addForFreePaise: null,
    });
  });

  it("charges one paisa under it, and says how much more makes it free", () => {
    expect(deliveryStanding(49_999, 4_000, 50_000)).toEqual({
      chargePaise: 4_000,
      fullChargePaise: 4_000,
      waived: false,
      addForFreePaise: 1,
    });
  });

  it("charges as always with no threshold", () => {
    expect(deliveryStanding(900_000, 4_000, null)).toMatchObject({ chargePaise: 4_000, waived: false, addForFreePaise: null });
  });
});

describe("spreading a discount over lines", () => {
  it("gives each line its share to the paisa, adding up to exactly the discount", () => {
    const shares = splitDiscount([33_333, 33_333, 33_334], 10_001);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_001);
    expect(shares).toEqual([3_334, 3_333, 3_334]);
  });

  it("adds up exactly for awkward amounts, and never gives a line more than it costs", () => {
    for (const [amounts, discount] of [
      [[1, 1, 1], 2],
      [[999, 1, 7_777, 12_345], 4_321],
      [[50_000], 50_000],
      [[100, 200], 1_000],
    ] as const) {
      const shares = splitDiscount(amounts, discount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(
        Math.min(
          discount,
          amounts.reduce((a, b) => a + b, 0),
        ),
      );
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(amounts[i]!));
    }
  });

  it("says what each line really cost, summing to what was paid for the items", () => {
    const paid = paidPerLine([60_000, 40_000], 10_000);
    expect(paid).toEqual([54_000, 36_000]);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(90_000);
  });
});

describe("coupon codes", () => {
  it("are compared in capitals", () => {
    expect(normalizeCouponCode(" welcome10 ")).toBe("WELCOME10");
  });

  it("are 4-20 letters and digits", () => {
    expect(couponBody.safeParse({ code: "AB1", kind: "flat", value: 50 }).success).toBe(false);
    expect(couponBody.safeParse({ code: "WELCOME-10", kind: "flat", value: 50 }).success).toBe(false);
    expect(couponBody.safeParse({ code: "welcome10", kind: "flat", value: 50 }).success).toBe(true);
  });
});

describe("short weight after a discount", () => {
  it("gives back from what the lines really cost, and all of it never more than was paid for the goods", () => {
    const lines = [
      { weightGrams: 500, unitPricePaise: 33_333, quantity: 1, packedGrams: 0 },
      { weightGrams: 250, unitPricePaise: 12_345, quantity: 3, packedGrams: 0 },
      { weightGrams: 1000, unitPricePaise: 99_999, quantity: 1, packedGrams: 0 },
    ];
    const goods = 33_333 + 12_345 * 3 + 99_999;
    // Nothing was packed: every line gives back exactly what it cost after its share of ₹123.45.
    expect(orderShortWeightPaise(lines, 0, 12_345)).toBe(goods - 12_345);
    expect(orderShortWeightPaise(lines, 0)).toBe(goods);
    // Half of one line missing: half of what that line really cost (its price less its share), rounded up.
    const packed = [
      { weightGrams: 1000, unitPricePaise: 10_001, quantity: 1, packedGrams: 500 },
      { weightGrams: 500, unitPricePaise: 33_333, quantity: 1, packedGrams: 500 },
    ];
    expect(paidPerLine([10_001, 33_333], 1_000)).toEqual([9_770, 32_564]);
    expect(orderShortWeightPaise(packed, 0, 1_000)).toBe(4_885);
  });
});

describe("a bill with a discount", () => {
  it("prints the discount as its own line and takes 5% lines' taxable value after it, summing to what was paid", () => {
    const bill = billLines(
      [
        { name: "Frozen prawns", hsnCode: "0306", gstRate: 5, weightGrams: 500, quantity: 1, unitPricePaise: 60_000 },
        { name: "Pomfret", hsnCode: "0302", gstRate: 0, weightGrams: 500, quantity: 1, unitPricePaise: 40_000 },
      ],
      0,
      10_000,
    );
    expect(bill.discountPaise).toBe(10_000);
    expect(bill.lines.map((l) => [l.totalPaise, l.discountPaise])).toEqual([
      [54_000, 6_000],
      [36_000, 4_000],
    ]);
    // ₹540 with 5% in it: ₹514.29 taxable.
    expect(bill.taxablePaise).toBe(51_429);
    expect(bill.totalPaise).toBe(90_000);
    expect(bill.taxablePaise + bill.cgstPaise + bill.sgstPaise + bill.exemptPaise).toBe(90_000);
  });
});

describe("paidForLines", () => {
  const lines = [
    { id: "a", amountPaise: 33_333 },
    { id: "b", amountPaise: 19_999 },
    { id: "c", amountPaise: 46_667 },
  ];
  it("when every line is refunded alone, then the refunds add up exactly to the items less the discount", () => {
    const each = lines.map((l) => paidForLines(lines, 10_001, [l.id]));
    expect(each).toEqual([29_999, 17_999, 42_000]);
    expect(each.reduce((a, b) => a + b, 0)).toBe(99_999 - 10_001);
  });
  it("when lines are chosen together, then they cost the sum of their shares; no discount, their amounts", () => {
    expect(paidForLines(lines, 10_001, ["a", "c"])).toBe(71_999);
    expect(paidForLines(lines, 0, ["b"])).toBe(19_999);
  });
});
