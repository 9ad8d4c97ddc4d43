import { describe, expect, it } from "vitest";
import {
  basketBill,
  basketCount,
  basketSavingsPaise,
  basketSubtotalPaise,
  lineProduct,
  lineTotal,
  lineVariantLabel,
  payableLines,
} from "../src/lib/basket-totals.ts";
import { buildCartLine, buildProduct, buildVariant } from "./factories.ts";

const pomfret = buildCartLine({ productId: buildProduct({ name: "Pomfret", price: { default: 499, sale: 449 } }), quantity: 2 });
const prawns = buildCartLine({ productId: buildProduct({ name: "Prawns", price: { default: 349.5, sale: null } }), quantity: 3 });
const soldOut = buildCartLine({
  productId: buildProduct({ name: "Surmai", price: { default: 899, sale: null }, inStock: false }),
  quantity: 1,
  available: false,
});

describe("basket totals", () => {
  it("leave out lines that can no longer be bought, but keep them in the basket", () => {
    expect(payableLines([pomfret, soldOut, prawns])).toEqual([pomfret, prawns]);
    expect(basketCount([pomfret, soldOut, prawns])).toBe(5);
  });

  it("say what the payable lines save against their struck prices (issue 33)", () => {
    // 2 pomfret at 449 instead of 499; prawns have no sale; the sold-out surmai is not counted.
    expect(basketSavingsPaise([pomfret, prawns, soldOut])).toBe(10_000);
    expect(basketSavingsPaise([prawns])).toBe(0);
  });

  it("price a line at the sale price when there is one", () => {
    expect(lineTotal(pomfret)).toBe(898);
    expect(lineTotal(prawns)).toBe(1048.5);
  });

  it("add up in paise, so rupee fractions do not drift", () => {
    const tenths = buildCartLine({ productId: buildProduct({ price: { default: 0.1, sale: null } }), quantity: 3 });
    expect(basketSubtotalPaise([tenths])).toBe(30);
    expect(basketSubtotalPaise([pomfret, soldOut, prawns])).toBe(89_800 + 104_850);
  });

  it("bill the payable lines with the pincode's delivery charge and no taxes", () => {
    expect(basketBill([pomfret, soldOut, prawns], 1_900)).toEqual({
      subtotalPaise: 194_650,
      deliveryChargePaise: 1_900,
      taxesPaise: 0,
      totalPaise: 196_550,
    });
  });

  it("bill an empty or wholly unavailable basket at the delivery charge alone", () => {
    expect(basketBill([soldOut], 0).totalPaise).toBe(0);
    expect(basketCount([])).toBe(0);
  });

  it("price and name a line by its variant, not by the product's default", () => {
    const surmai = buildProduct({ name: "Surmai", price: { default: 799, sale: 699 } });
    const steaks = buildVariant({ label: "Steaks · 1 kg", preparation: "Steaks", weight: 1000, price: { default: 1549, sale: 1349 } });
    const line = buildCartLine({ productId: surmai, variant: steaks, quantity: 2 });
    expect(lineTotal(line)).toBe(2698);
    expect(basketSubtotalPaise([line, pomfret])).toBe(269800 + 89800);
    expect(lineProduct(line)).toMatchObject({ weight: 1000, price: steaks.price });
    expect(lineVariantLabel(line)).toBe("Steaks · 1 kg");
    // A product sold one way is named by its weight, as before.
    expect(lineVariantLabel(pomfret)).toBeNull();
  });
});
