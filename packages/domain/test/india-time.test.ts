import { describe, expect, it } from "vitest";
import { financialYear, formatBillDate, indiaDayBounds, indiaTime, nextIndiaMidnight } from "../src/index.ts";

describe("India time, the shop's one clock face", () => {
  it("a range of India days runs from the first day's midnight to the midnight after the last", () => {
    expect(indiaDayBounds("2026-11-23", "2026-11-25")).toEqual({
      start: new Date("2026-11-22T18:30:00Z"),
      end: new Date("2026-11-25T18:30:00Z"),
    });
  });

  it("the next midnight in India is the end of the India day an instant falls in", () => {
    expect(nextIndiaMidnight(new Date("2026-11-23T18:29:59Z"))).toEqual(new Date("2026-11-23T18:30:00Z"));
    expect(nextIndiaMidnight(new Date("2026-11-23T18:30:00Z"))).toEqual(new Date("2026-11-24T18:30:00Z"));
  });

  it("bill dates and financial years turn with India's date, not UTC's", () => {
    const lastMinute = new Date("2027-03-31T18:29:00Z");
    const firstMinute = new Date("2027-03-31T18:30:00Z");
    expect([indiaTime(lastMinute).date, formatBillDate(lastMinute), financialYear(lastMinute)]).toEqual([
      "2027-03-31",
      "31/03/2027",
      "26-27",
    ]);
    expect([indiaTime(firstMinute).date, formatBillDate(firstMinute), financialYear(firstMinute)]).toEqual([
      "2027-04-01",
      "01/04/2027",
      "27-28",
    ]);
  });
});
