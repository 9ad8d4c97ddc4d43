import { describe, expect, it } from "vitest";
import {
  effectivePrice,
  formatPricePerGram,
  formatRupees,
  hasSale,
  inPriceBand,
  isPriceBand,
  paiseToRupees,
  rupeesToPaise,
} from "../src/index.ts";

describe("money", () => {
  it("converts rupees to whole paise without float drift", () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(899.5)).toBe(89950);
    expect(paiseToRupees(89950)).toBe(899.5);
  });

  it("formats rupees with Indian digit grouping", () => {
    expect(formatRupees(1299)).toBe("₹1,299");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(899.5)).toBe("₹899.5");
  });

  it("formats rupees in Marathi and Hindi with Indian grouping and Latin digits", () => {
    // CLDR's Marathi groups Latin digits by thousands (₹123,456); the shop keeps ₹1,23,456.
    // One formatter serves every language: the storefront passes no locale.
    expect(formatRupees(123456)).toBe("₹1,23,456");
    expect(formatRupees(123456.5)).toBe("₹1,23,456.5");
    expect(formatRupees(1299)).toBe("₹1,299");
    expect(formatRupees(100000)).not.toMatch(/[०-९]/);
  });

  it("writes every amount exactly as Intl's en-IN and hi-IN currency formats do", () => {
    // formatRupees is hand-written (a phone's first Intl currency formatter is slow): Intl is the reference.
    const intl = (locale: string) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "INR",
        numberingSystem: "latn",
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      });
    const references = { en: intl("en-IN"), mr: intl("en-IN"), hi: intl("hi-IN") } as const;
    const amounts = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      1.005,
      2.675,
      9.5,
      12.05,
      99.995,
      99.999,
      999,
      1000,
      1299.5,
      123456.78,
      10_000_000,
      1e12 + 0.5,
      1e13,
      1e-7,
      -150,
      -1234.5,
      -0.001,
      NaN,
      Infinity,
    ];
    // Paise amounts as the shop has them, and sums and shares of them, at random over seven digits.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) amounts.push(Math.round(random() * 1e9) / 100, (random() * 1e7) / 3, -Math.round(random() * 1e6) / 100);
    for (const locale of ["en", "mr", "hi"] as const) {
      for (const amount of amounts) expect([amount, formatRupees(amount)]).toEqual([amount, references[locale].format(amount)]);
    }
  });

  it("shows the unit price per gram to two decimals", () => {
    expect(formatPricePerGram(420, 500)).toBe("₹0.84/g");
    expect(formatPricePerGram(100, 0)).toBe("");
  });
});

describe("effective price", () => {
  it("is the sale price when there is one, else the default; a null sale never makes it 0", () => {
    expect(effectivePrice({ default: 500, sale: 449 })).toBe(449);
    expect(effectivePrice({ default: 500, sale: null })).toBe(500);
    expect(hasSale({ default: 500, sale: null })).toBe(false);
    expect(hasSale({ default: 500, sale: 449 })).toBe(true);
  });
});

describe("price bands", () => {
  it("price1 is up to 300, price2 up to 500, price3 above 500", () => {
    expect(inPriceBand("price1", 300)).toBe(true);
    expect(inPriceBand("price1", 300.5)).toBe(false);
    expect(inPriceBand("price2", 500)).toBe(true);
    expect(inPriceBand("price2", 120)).toBe(true);
    expect(inPriceBand("price3", 500)).toBe(false);
    expect(inPriceBand("price3", 500.01)).toBe(true);
  });

  it("knows which names are bands", () => {
    expect(isPriceBand("price2")).toBe(true);
    expect(isPriceBand("SeaWater")).toBe(false);
    expect(isPriceBand("toString")).toBe(false);
  });
});
