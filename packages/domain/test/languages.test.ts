import { describe, expect, it } from "vitest";
import { requestLocale } from "../src/index.ts";

describe("the visitor's language as the server sees it", () => {
  it("is the cookie's choice, whatever the browser's languages", () => {
    expect(requestLocale("a=1; taaza-locale=mr", "en-IN,en")).toBe("mr");
    expect(requestLocale("taaza-locale=en", "hi-IN,hi")).toBe("en");
  });

  it("else the first of Accept-Language the shop speaks, else English", () => {
    expect(requestLocale(undefined, "fr-FR,hi;q=0.8,en;q=0.5")).toBe("hi");
    expect(requestLocale("taaza-locale=xx", "mr-IN")).toBe("mr");
    expect(requestLocale(undefined, "fr-FR,de")).toBe("en");
    expect(requestLocale(undefined, undefined)).toBe("en");
  });
});
