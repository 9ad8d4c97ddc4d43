import { describe, expect, it } from "vitest";
import { SHOP_LOCALES } from "@taaza/domain";
import { compileMessage } from "../src/lib/i18n/compile-message.ts";
import { formatCount, formatMessage, pluralCategory } from "../src/lib/i18n/format-message.ts";

const numbers = [
  ...Array.from({ length: 2100 }, (_, i) => i - 100),
  0.5,
  -0.5,
  1.5,
  2.25,
  1.0005,
  12345,
  123456,
  1234567,
  987654321,
  Number.MAX_SAFE_INTEGER,
];

describe.each(SHOP_LOCALES)("counts in %s", (locale) => {
  // What Lingui's runtime asked the browser for: the language in India with Latin digits.
  const intlLocales = [`${locale}-IN-u-nu-latn`, "en"];

  it("picks Intl's cardinal plural category for every number", () => {
    const rules = new Intl.PluralRules(intlLocales);
    for (const n of numbers) expect(pluralCategory(locale, n), String(n)).toBe(rules.select(n));
  });

  it("writes a plural's count as Intl does", () => {
    const format = new Intl.NumberFormat(intlLocales);
    for (const n of numbers) expect(formatCount(n, locale), String(n)).toBe(format.format(n));
  });
});

describe("formatMessage", () => {
  const items = compileMessage("{count, plural, one {# item} other {# items}} in {where}");

  it("fills plurals, counts and plain arguments", () => {
    expect(formatMessage(items, { count: 1, where: "basket" }, "en")).toBe("1 item in basket");
    expect(formatMessage(items, { count: 0, where: "basket" }, "en")).toBe("0 items in basket");
    expect(formatMessage(items, { count: 123456, where: "basket" }, "en")).toBe("1,23,456 items in basket");
    // Hindi counts 0 as "one".
    expect(formatMessage(items, { count: 0, where: "टोकरी" }, "hi")).toBe("0 item in टोकरी");
  });

  it("prefers an exact =N choice, honours an offset, and selects by value", () => {
    const guests = compileMessage("{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}");
    expect(formatMessage(guests, { n: 0 }, "en")).toBe("nobody");
    expect(formatMessage(guests, { n: 1 }, "en")).toBe("you");
    expect(formatMessage(guests, { n: 2 }, "en")).toBe("you and 1 other");
    expect(formatMessage(guests, { n: 4 }, "en")).toBe("you and 3 others");
    const cut = compileMessage("{kind, select, whole {Whole fish} other {Cut: {kind}}}");
    expect(formatMessage(cut, { kind: "whole" }, "en")).toBe("Whole fish");
    expect(formatMessage(cut, { kind: "steaks" }, "en")).toBe("Cut: steaks");
  });

  it("leaves a missing argument out, as Lingui did", () => {
    expect(formatMessage(compileMessage("Hello {name}!"), {}, "en")).toBe("Hello !");
  });

  it("refuses number, date and time arguments when compiling, so no text needs Intl", () => {
    expect(() => compileMessage("{total, number}")).toThrow(/Unsupported argument type "number"/);
    expect(() => compileMessage("{day, date, short}")).toThrow(SyntaxError);
  });
});
