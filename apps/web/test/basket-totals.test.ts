import { describe, expect, it } from "vitest";
import { basketBill, basketCount, basketSubtotalPaise, lineTotal, payableLines } from "../src/lib/basket-totals.ts";
import { buildCartLine, buildProduct } from "./factories.ts";

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
});
