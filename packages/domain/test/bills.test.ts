import { describe, expect, it } from "vitest";
import {
  amountInWords,
  billLines,
  billTax,
  exportRangeQuery,
  financialYear,
  formatBillAmount,
  formatBillDate,
  formatBillNumber,
  indiaDayBounds,
  packingSummary,
  toCsv,
  BILL_NUMBER_PATTERN,
  type BillableLine,
} from "../src/index.ts";

const line = (over: Partial<BillableLine>): BillableLine => ({
  name: "Surmai",
  hsnCode: "0302",
  gstRate: 0,
  weightGrams: 500,
  quantity: 1,
  unitPricePaise: 10_000,
  ...over,
});

describe("billTax", () => {
  it("leaves an exempt line all taxable value and no tax", () => {
    expect(billTax(12_345, 0)).toEqual({ taxablePaise: 12_345, cgstPaise: 0, sgstPaise: 0 });
  });

  it("splits a 5% line into taxable value rounded half up and equal halves of tax", () => {
    // 10500 * 100 / 105 = 10000 exactly: 500 tax, 250 + 250.
    expect(billTax(10_500, 5)).toEqual({ taxablePaise: 10_000, cgstPaise: 250, sgstPaise: 250 });
    // 49900 * 100 / 105 = 47523.8: taxable 47524, tax 2376.
    expect(billTax(49_900, 5)).toEqual({ taxablePaise: 47_524, cgstPaise: 1188, sgstPaise: 1188 });
  });

  it("gives an odd paisa of tax to SGST, and the parts always add up to the price", () => {
    // 100 * 100 / 105 = 95.24 -> 95, tax 5 -> 2 + 3.
    expect(billTax(100, 5)).toEqual({ taxablePaise: 95, cgstPaise: 2, sgstPaise: 3 });
    for (let total = 0; total < 5000; total += 7) {
      const t = billTax(total, 5);
      expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(total);
      expect(Math.abs(t.taxablePaise - (total * 100) / 105)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe("billLines", () => {
  it("makes a mixed bill an invoice-cum-bill of supply with tax on the taxable lines only", () => {
    const bill = billLines(
      [line({ unitPricePaise: 45_000, quantity: 2 }), line({ name: "Frozen prawns", hsnCode: "0306", gstRate: 5, unitPricePaise: 52_500 })],
      3000,
    );
    expect(bill.type).toBe("Invoice-cum-Bill of Supply");
    expect(bill.totalPaise).toBe(90_000 + 52_500 + 3000);
    expect(bill.taxablePaise).toBe(50_000);
    expect(bill.cgstPaise).toBe(1250);
    expect(bill.sgstPaise).toBe(1250);
    // Delivery follows the exempt fresh goods.
    expect(bill.exemptPaise).toBe(90_000 + 3000);
    expect(bill.lines.at(-1)).toMatchObject({ name: "Delivery charges", gstRate: 0, totalPaise: 3000 });
  });

  it("names an all-exempt bill a bill of supply and an all-taxable one a tax invoice", () => {
    expect(billLines([line({})], 0).type).toBe("Bill of Supply");
    const taxed = billLines([line({ gstRate: 5, unitPricePaise: 21_000 })], 2100);
    expect(taxed.type).toBe("Tax Invoice");
    expect(taxed.cgstPaise + taxed.sgstPaise).toBe(1000 + 100);
    expect(taxed.lines).toHaveLength(2);
  });
});

describe("bill numbers and dates", () => {
  it("rolls the financial year over at midnight India time on 1 April", () => {
    expect(financialYear(new Date("2027-03-31T23:59:00+05:30"))).toBe("26-27");
    expect(financialYear(new Date("2027-04-01T00:00:00+05:30"))).toBe("27-28");
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("27-28");
    expect(financialYear(new Date("2099-12-31T12:00:00Z"))).toBe("99-00");
  });

  it("formats numbers within 16 characters of letters, digits, - and /", () => {
    const n = formatBillNumber("TZ", "26-27", 123);
    expect(n).toBe("TZ/26-27/000123");
    expect(formatBillNumber("CN", "26-27", 9_999_999)).toHaveLength(16);
    expect(BILL_NUMBER_PATTERN.test(n)).toBe(true);
    expect(() => formatBillNumber("TZ", "26-27", 0)).toThrow();
    expect(() => formatBillNumber("TZ", "26-27", 10_000_000)).toThrow();
  });

  it("writes dates in India time and amounts with Indian grouping", () => {
    expect(formatBillDate(new Date("2027-03-31T18:29:00Z"))).toBe("31/03/2027");
    expect(formatBillDate(new Date("2027-03-31T18:30:00Z"))).toBe("01/04/2027");
    expect(formatBillAmount(12_345_678_90)).toBe("1,23,45,678.90");
    expect(formatBillAmount(5)).toBe("0.05");
  });
});

describe("amountInWords", () => {
  it("writes rupees and paise in the Indian system", () => {
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(145_550)).toBe("Rupees One Thousand Four Hundred Fifty Five and Fifty Paise Only");
    expect(amountInWords(1_20_000_00)).toBe("Rupees One Lakh Twenty Thousand Only");
    expect(amountInWords(12_34_56_789_05)).toBe(
      "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only",
    );
    expect(amountInWords(101)).toBe("Rupees One and One Paise Only");
  });
});

describe("dispatch and exports", () => {
  it("sums packs per product and weight", () => {
    const summary = packingSummary([
      { name: "Surmai Steaks", weightGrams: 500, quantity: 4 },
      { name: "Prawns", weightGrams: 250, quantity: 1 },
      { name: "Surmai Steaks", weightGrams: 500, quantity: 10 },
      { name: "Surmai Steaks", weightGrams: 1000, quantity: 1 },
    ]);
    expect(summary.map((s) => s.label)).toEqual(["Surmai Steaks 500 g x 14", "Prawns 250 g x 1", "Surmai Steaks 1 kg x 1"]);
  });

  it("escapes CSV cells and defuses formulas", () => {
    expect(toCsv([["=HYPERLINK(1)", "+91 98200", "-5", "@x", 'say "hi", ok', -12.5, "plain"]])).toBe(
      `'=HYPERLINK(1),'+91 98200,'-5,'@x,"say ""hi"", ok",-12.5,plain\r\n`,
    );
  });

  it("quotes a cell holding a semicolon, which semicolon-separated spreadsheets would split", () => {
    expect(toCsv([["Flat 4; Marine Drive", "=1;2", "plain"]])).toBe(`"Flat 4; Marine Drive","'=1;2",plain\r\n`);
  });

  it("bounds export ranges to a year and never backwards", () => {
    expect(exportRangeQuery.safeParse({ from: "2026-04-01", to: "2027-03-31" }).success).toBe(true);
    expect(exportRangeQuery.safeParse({ from: "2026-04-01", to: "2027-04-01" }).success).toBe(true);
    expect(exportRangeQuery.safeParse({ from: "2026-04-01", to: "2027-04-02" }).success).toBe(false);
    expect(exportRangeQuery.safeParse({ from: "2026-04-02", to: "2026-04-01" }).success).toBe(false);
    expect(exportRangeQuery.safeParse({ from: "2026-02-30", to: "2026-03-01" }).success).toBe(false);
    expect(indiaDayBounds("2027-04-01", "2027-04-01")).toEqual({
      start: new Date("2027-03-31T18:30:00Z"),
      end: new Date("2027-04-01T18:30:00Z"),
    });
  });
});
