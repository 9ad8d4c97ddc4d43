import { describe, expect, it } from "vitest";
import {
  expressDeadline,
  indiaDayBounds,
  isCalendarDate,
  isSameSitePath,
  linkNeedsAlt,
  refundForLines,
  REFUND_LINES_MESSAGES,
} from "../src/index.ts";

describe("banner links", () => {
  it("lead only to pages of this shop", () => {
    for (const link of ["/", "/category/SeaWater", "/product/abc?from=banner#top"]) expect(isSameSitePath(link), link).toBe(true);
    for (const link of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "category/SeaWater",
      "",
      "/a b",
      "/a\u0000b",
      "/a\u007fb",
      `/${"a".repeat(300)}`,
    ]) {
      expect(isSameSitePath(link), JSON.stringify(link)).toBe(false);
    }
  });

  it("need words when they lead somewhere", () => {
    expect(linkNeedsAlt({ alt: " ", link: "/category/Crab" })).toBe(true);
    expect(linkNeedsAlt({ alt: "", link: null })).toBe(false);
  });
});

describe("staff's delivery days", () => {
  it("know a real date from a look-alike", () => {
    expect(isCalendarDate("2026-11-24")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const text of ["2026-02-29", "2026-13-01", "24-11-2026", "2026-11-24T00:00", "today"])
      expect(isCalendarDate(text), text).toBe(false);
  });

  it("start an India day at 18:30 UTC the evening before", () => {
    expect(indiaDayBounds("2026-11-24")).toEqual({ start: new Date("2026-11-23T18:30:00Z"), end: new Date("2026-11-24T18:30:00Z") });
  });

  it("give an express order 90 minutes from when it was placed", () => {
    expect(expressDeadline("2026-11-24T04:30:00.000Z")).toEqual(new Date("2026-11-24T06:00:00.000Z"));
  });
});

describe("a refund by picked lines", () => {
  const lines = [
    { id: "a", weightGrams: 500, unitPricePaise: 69900, quantity: 2 },
    { id: "b", weightGrams: 250, unitPricePaise: 40000, quantity: 1 },
  ];
  it("costs what the picked units or grams cost, after each line's share of the discount", () => {
    expect(refundForLines(lines, 0, [{ lineId: "a", quantity: 1 }])).toEqual({ ok: true, amountPaise: 69900 });
    expect(refundForLines(lines, 0, [{ lineId: "b", grams: 100 }])).toEqual({ ok: true, amountPaise: 16000 });
    // A ₹179.80 discount on ₹1,798 of goods: a tenth off every line.
    expect(
      refundForLines(lines, 17980, [
        { lineId: "a", quantity: 2 },
        { lineId: "b", quantity: 1 },
      ]),
    ).toEqual({
      ok: true,
      amountPaise: 179800 - 17980,
    });
  });
  it("refuses a line not in the order and more than was sold", () => {
    expect(refundForLines(lines, 0, [{ lineId: "z", quantity: 1 }])).toEqual({ ok: false, message: REFUND_LINES_MESSAGES.notALine });
    expect(refundForLines(lines, 0, [{ lineId: "a", quantity: 3 }])).toEqual({ ok: false, message: REFUND_LINES_MESSAGES.tooMuch });
    expect(refundForLines(lines, 0, [{ lineId: "b", grams: 251 }])).toEqual({ ok: false, message: REFUND_LINES_MESSAGES.tooMuch });
  });
});
