import { describe, expect, it } from "vitest";
import { expressDeadline, indiaDayBounds, isCalendarDate, isSameSitePath, linkNeedsAlt } from "../src/index.ts";

describe("banner links", () => {
  it("lead only to pages of this shop", () => {
    for (const link of ["/", "/category/SeaWater", "/product/abc?from=banner#top"]) expect(isSameSitePath(link), link).toBe(true);
    for (const link of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "category/SeaWater",
      "",
      "/a b",
      "/a\u0000b",
      "/a\u007fb",
      `/${"a".repeat(300)}`,
    ]) {
      expect(isSameSitePath(link), JSON.stringify(link)).toBe(false);
    }
  });

  it("need words when they lead somewhere", () => {
    expect(linkNeedsAlt({ alt: " ", link: "/category/Crab" })).toBe(true);
    expect(linkNeedsAlt({ alt: "", link: null })).toBe(false);
  });
});

describe("staff's delivery days", () => {
  it("know a real date from a look-alike", () => {
    expect(isCalendarDate("2026-11-24")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const text of ["2026-02-29", "2026-13-01", "24-11-2026", "2026-11-24T00:00", "today"])
      expect(isCalendarDate(text), text).toBe(false);
  });

  it("start an India day at 18:30 UTC the evening before", () => {
    expect(indiaDayBounds("2026-11-24")).toEqual({ start: new Date("2026-11-23T18:30:00Z"), end: new Date("2026-11-24T18:30:00Z") });
  });

  it("give an express order 90 minutes from when it was placed", () => {
    expect(expressDeadline("2026-11-24T04:30:00.000Z")).toEqual(new Date("2026-11-24T06:00:00.000Z"));
  });
});
