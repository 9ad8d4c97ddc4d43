import { describe, expect, it } from "vitest";
import {
  addressAddBody,
  availableSlots,
  formatIndiaDate,
  formatIndiaDateTime,
  normaliseIndianPhone,
  parseDeliveryHours,
  PASSWORD_RULE,
  reorderMessage,
} from "../src/index.ts";

describe("Indian phone numbers as people type them", () => {
  it.each([
    ["98201 23456", "9820123456"],
    ["+91 98201 23456", "9820123456"],
    ["+919820123456", "9820123456"],
    ["91 98201-23456", "9820123456"],
    ["098201 23456", "9820123456"],
    ["(98201) 23456", "9820123456"],
    ["9198201234", "9198201234"],
  ])("%s is stored as %s", (typed, stored) => {
    expect(normaliseIndianPhone(typed)).toBe(stored);
  });

  it("an address keeps the 10 digits, and a short or lettered number still gets the spec's message", () => {
    const base = {
      firstName: "Asha",
      lastName: "Patil",
      address: "12 Marine Drive",
      landmark: "Oval",
      state: "Maharashtra",
      city: "Mumbai",
      pincode: "400001",
      tag: "home1",
    };
    expect(addressAddBody.parse({ ...base, phoneNo: "+91 98201 23456" }).phoneNo).toBe("9820123456");
    for (const bad of ["98201 2345", "+44 98201 23456", "98201abcde"]) {
      const result = addressAddBody.safeParse({ ...base, phoneNo: bad });
      expect(result.error?.issues.map((i) => i.message)).toEqual(["Phone number must be exactly 10 digits"]);
    }
  });
});

describe("dates in India time", () => {
  it("a review written at 00:30 IST on 24 November reads 24 Nov, not the UTC 23rd", () => {
    const instant = "2026-11-23T19:00:00.000Z";
    expect(formatIndiaDate(instant)).toBe("24 Nov 2026");
    expect(formatIndiaDateTime(new Date(instant))).toMatch(/^24 Nov 2026, 12:30\s?am$/i);
  });
});

describe("passwords", () => {
  it("any symbol counts as the special character", () => {
    for (const good of ["Fresh#Fish2026", "Fresh@Fish2026", "Fresh_Fish2026", "Fresh.Fish2026", "Fresh€Fish2026"])
      expect(PASSWORD_RULE.test(good)).toBe(true);
    for (const bad of ["FreshFish2026", "fresh#fish2026", "FRESH#FISH2026", "Fresh#Fish", "Fr#1a", "Fresh Fish2026"])
      expect(PASSWORD_RULE.test(bad)).toBe(false);
  });
});

describe("delivery hours", () => {
  it("parses HH:MM-HH:MM and refuses nonsense", () => {
    expect(parseDeliveryHours("07:00-21:00")).toEqual({ opensAt: 420, closesAt: 1260 });
    expect(parseDeliveryHours("21:00-07:00")).toBeNull();
    expect(parseDeliveryHours("7-21")).toBeNull();
  });

  it("offers the 90-minute slot only while riders are out", () => {
    const hours = { opensAt: 420, closesAt: 1260 };
    expect(availableSlots("Today", new Date("2026-11-22T23:00:00Z"), hours)).not.toContain("90mins"); // 04:30 IST
    expect(availableSlots("Today", new Date("2026-11-23T01:30:00Z"), hours)).toContain("90mins"); // 07:00 IST
  });
});

describe("reorder message", () => {
  it("names what could not be added", () => {
    expect(reorderMessage({ added: ["Pomfret"], skipped: [] })).toBe("Added 1 item to your basket at today's prices.");
    expect(reorderMessage({ added: ["Pomfret", "Crab"], skipped: ["Prawns"] })).toBe(
      "Added 2 items to your basket at today's prices. Not available today: Prawns.",
    );
    expect(reorderMessage({ added: [], skipped: ["Prawns"] })).toBe("None of these items can be ordered today (Prawns).");
  });
});
