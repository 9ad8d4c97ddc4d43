import { describe, expect, it } from "vitest";
import { errorCodeOf, firstShortLine, formatGrams, gramsNeeded, gramsPerUnit, stockLevel, stockShortMessage } from "../src/index.ts";

describe("grams per unit: the one rule a variant will be handed", () => {
  it("staff's own figure, else the gross weight, else the pack's weight", () => {
    expect(gramsPerUnit({ weight: 450 })).toBe(450);
    expect(gramsPerUnit({ weight: 450, grossWeight: 500 })).toBe(500);
    expect(gramsPerUnit({ weight: 450, grossWeight: null })).toBe(450);
    expect(gramsPerUnit({ weight: 450, grossWeight: 500, stockGrams: 600 })).toBe(600);
    expect(gramsNeeded({ weight: 250 }, 3)).toBe(750);
  });
});

describe("stock levels and messages", () => {
  it("sold out when not one unit fits, few under three units, never a count", () => {
    expect(stockLevel(null, 500)).toBeNull();
    expect(stockLevel(499, 500)).toBe("soldOut");
    expect(stockLevel(500, 500)).toBe("few");
    expect(stockLevel(1499, 500)).toBe("few");
    expect(stockLevel(1500, 500)).toBe("available");
  });

  it("names the product, what is left and the day; each message has its code", () => {
    expect(formatGrams(800)).toBe("800 g");
    expect(formatGrams(1250)).toBe("1.3 kg");
    const short = stockShortMessage("Surmai steaks", 800, "Tomorrow");
    expect(short).toBe("Only 800 g of Surmai steaks left for tomorrow. Please change the quantity.");
    expect(errorCodeOf(short)).toEqual({ code: "order.stockShortTomorrow", params: { left: "800 g", name: "Surmai steaks" } });
    const gone = stockShortMessage("Surmai steaks", 0, "Today");
    expect(gone).toBe("Surmai steaks is sold out for today. Please remove it or choose another day.");
    expect(errorCodeOf(gone)).toEqual({ code: "order.stockSoldOutToday", params: { name: "Surmai steaks" } });
  });

  it("finds the first line its product cannot hold, counting the customer's own earlier hold as left", () => {
    const lines = [
      { productId: "a", name: "Rohu", grams: 1000 },
      { productId: "b", name: "Surmai", grams: 600 },
    ];
    const stock = [
      { productId: "a", stockedGrams: null, heldGrams: 5000 },
      { productId: "b", stockedGrams: 1000, heldGrams: 600 },
    ];
    expect(firstShortLine(lines, stock)).toEqual({ line: lines[1], leftGrams: 400 });
    expect(firstShortLine(lines, stock, new Map([["b", 200]]))).toBeNull();
    expect(firstShortLine(lines, [])).toBeNull();
  });
});
