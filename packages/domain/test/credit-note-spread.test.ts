import { describe, expect, it } from "vitest";
import { billLines, spreadCreditNote } from "../src/index.ts";

const bill = billLines(
  [
    { name: "Surmai", hsnCode: "0304", gstRate: 0, weightGrams: 500, quantity: 1, unitPricePaise: 69_900 },
    { name: "Basa", hsnCode: "0304", gstRate: 5, weightGrams: 500, quantity: 3, unitPricePaise: 29_900 },
  ],
  2_900,
);

const sum = (lines: { totalPaise: number }[]) => lines.reduce((n, l) => n + l.totalPaise, 0);

describe("spreading a credit note over its bill's lines", () => {
  it("takes a whole bill back line by line, to the paisa and every unit", () => {
    const lines = spreadCreditNote(bill, {
      amountPaise: bill.totalPaise,
      taxablePaise: bill.taxablePaise,
      cgstPaise: bill.cgstPaise,
      sgstPaise: bill.sgstPaise,
    });
    expect(lines.map((l) => [l.totalPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.quantity])).toEqual(
      bill.lines.map((l) => [l.totalPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.quantity]),
    );
  });

  it("shares a part refund so the shares add up exactly to the note", () => {
    const note = { amountPaise: 29_901, taxablePaise: 20_000, cgstPaise: 501, sgstPaise: 500 };
    const lines = spreadCreditNote(bill, note);
    expect(sum(lines)).toBe(note.amountPaise);
    expect(lines.reduce((n, l) => n + l.cgstPaise, 0)).toBe(note.cgstPaise);
    expect(lines.filter((l) => l.gstRate > 0).reduce((n, l) => n + l.taxablePaise, 0)).toBe(note.taxablePaise);
  });
});
