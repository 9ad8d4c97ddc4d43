import { describe, expect, it } from "vitest";
import { formatPricePerGram, formatPricePerKg } from "@taaza/domain";
import { priceNote, productFacts } from "../src/features/catalog/weight-copy.ts";

describe("how much fish a shopper gets", () => {
  it("shows the price of a kilogram beside the spec's price per gram", () => {
    expect(formatPricePerGram(799, 500)).toBe("₹1.60/g");
    expect(formatPricePerKg(799, 500)).toBe("₹1,598/kg");
    expect(formatPricePerKg(449, 250)).toBe("₹1,796/kg");
    expect(formatPricePerKg(1249, 1000)).toBe("₹1,249/kg");
    expect(formatPricePerKg(100, 0)).toBe("");
  });

  it("says the price is for the weight shown and does not change with 30-40 g", () => {
    expect(priceNote({ netWeight: 500 })).toBe(
      "You pay for the net weight shown; the price does not change if the actual weight varies by 30-40 g.",
    );
    expect(priceNote({ netWeight: null })).toBe(
      "You pay for the weight shown; the price does not change if the actual weight varies by 30-40 g.",
    );
  });

  it("lists only the details staff filled in", () => {
    expect(productFacts({ netWeight: 500, grossWeight: 650, pieces: 3, serves: 1 })).toEqual([
      { label: "Net weight", value: "500 g" },
      { label: "Gross weight", value: "650 g" },
      { label: "Pieces", value: "3" },
      { label: "Serves", value: "1 person" },
    ]);
    expect(productFacts({ netWeight: null, grossWeight: undefined, pieces: null, serves: 4 })).toEqual([
      { label: "Serves", value: "4 people" },
    ]);
  });
});
