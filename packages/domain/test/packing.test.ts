import { describe, expect, it } from "vitest";
import { orderShortWeightPaise, packedBody, PACKING_MESSAGES, shortWeightRefundPaise } from "../src/index.ts";

// Surmai steaks, 500 g at ₹649.00 (64,900 paise), two packs: 1,000 g ordered for 1,29,800 paise.
const surmai = { weightGrams: 500, unitPricePaise: 64_900, quantity: 2 };

describe("short-weight refund", () => {
  it("gives nothing back within the tolerance, or before the line is weighed, or when it is heavier", () => {
    expect(shortWeightRefundPaise({ ...surmai, packedGrams: null }, 40)).toBe(0);
    expect(shortWeightRefundPaise({ ...surmai, packedGrams: 960 }, 40)).toBe(0);
    expect(shortWeightRefundPaise({ ...surmai, packedGrams: 1_000 }, 40)).toBe(0);
    expect(shortWeightRefundPaise({ ...surmai, packedGrams: 1_250 }, 40)).toBe(0);
  });

  it("beyond the tolerance gives back the value of every missing gram, to the paisa", () => {
    // 41 g missing of 1,000 g: 1,29,800 × 41 / 1,000 = 5,321.8 paise, rounded up for the customer.
    expect(shortWeightRefundPaise({ ...surmai, packedGrams: 959 }, 40)).toBe(5_322);
    // 200 g missing: exactly a fifth of the line.
    expect(shortWeightRefundPaise({ ...surmai, packedGrams: 800 }, 40)).toBe(25_960);
    expect(shortWeightRefundPaise({ ...surmai, packedGrams: 800 }, 250)).toBe(0);
  });

  it("what is paid after the refund is never more than the value of what was packed", () => {
    for (let packed = 1; packed <= 1_000; packed += 7) {
      const refund = shortWeightRefundPaise({ ...surmai, packedGrams: packed }, 0);
      const paid = surmai.unitPricePaise * surmai.quantity - refund;
      expect(paid).toBeLessThanOrEqual((surmai.unitPricePaise * surmai.quantity * packed) / 1_000);
      expect(paid).toBeGreaterThan((surmai.unitPricePaise * surmai.quantity * packed) / 1_000 - 1);
    }
  });

  it("adds up over an order's lines", () => {
    const prawns = { weightGrams: 250, unitPricePaise: 39_900, quantity: 1, packedGrams: 150 };
    expect(orderShortWeightPaise([{ ...surmai, packedGrams: 800 }, prawns], 40)).toBe(25_960 + 15_960);
  });
});

describe("the packed weights body", () => {
  const line = "6f1c7a52-0c59-4b4a-9d4c-2b7f2ad5f0a1";
  it("takes each line once with whole grams", () => {
    expect(packedBody.safeParse({ lines: [{ lineId: line, grams: 480 }] }).success).toBe(true);
    for (const [body, message] of [
      [{ lines: [] }, PACKING_MESSAGES.lines],
      [{ lines: [{ lineId: line, grams: 0 }] }, PACKING_MESSAGES.grams],
      [{ lines: [{ lineId: line, grams: 12.5 }] }, PACKING_MESSAGES.grams],
      [{ lines: [{ lineId: line, grams: "480" }] }, PACKING_MESSAGES.grams],
      [
        {
          lines: [
            { lineId: line, grams: 480 },
            { lineId: line, grams: 470 },
          ],
        },
        PACKING_MESSAGES.repeated,
      ],
    ] as const) {
      expect(packedBody.safeParse(body).error?.issues[0]?.message, JSON.stringify(body)).toBe(message);
    }
  });
});
