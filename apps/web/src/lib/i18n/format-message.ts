import { indianGrouping, type ShopLocale } from "@taaza/domain";
import type { Choices, CompiledMessage } from "./compile-message.ts";

/**
 * Fills a compiled message in with its values, as Lingui's runtime did, without the browser's
 * Intl: the first `Intl.PluralRules` and `Intl.NumberFormat` of a page cost 12-24 ms together on a
 * fast machine (about four times that on a phone), in the task that hydrates a category, product
 * or search page, for "3 items" (docs/decisions/042-message-runtime.md). The shop's three
 * languages have two cardinal plural forms each, written out below from CLDR; a unit test checks
 * them and the counts against Intl for every language.
 */
export function formatMessage(message: CompiledMessage, values: Record<string, unknown>, locale: ShopLocale): string {
  return fill(message, values, locale, undefined);
}

function fill(message: CompiledMessage, values: Record<string, unknown>, locale: ShopLocale, count: string | undefined): string {
  let out = "";
  for (const token of message) {
    if (typeof token === "string") out += token === "#" && count !== undefined ? count : token;
    else if (token.length === 1) out += text(values[token[0]]);
    else {
      const [name, kind, choices] = token;
      const value = values[name];
      if (kind === "select") {
        out += fill(choice(choices, text(value)) ?? [], values, locale, undefined);
        continue;
      }
      const n = Number(value) - (choices.offset ?? 0);
      const category = kind === "plural" ? pluralCategory(locale, n) : ordinalCategory(locale, n);
      out += fill(choice(choices, text(value), category) ?? [], values, locale, formatCount(n, locale));
    }
  }
  return out;
}

/** A value as its text: texts' values are words and numbers; anything else is left out. */
const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** An exact "=N" choice first, then the plural category, then "other". */
function choice(choices: Choices, exact: string, category?: string): CompiledMessage | undefined {
  const pick = (key: string | undefined) => (key === undefined || key === "offset" ? undefined : choices[key]);
  const found = pick(exact) ?? pick(category) ?? choices.other;
  return typeof found === "object" ? found : undefined;
}

/**
 * CLDR's cardinal plural category: English "one" is 1 with no decimals (i = 1 and v = 0),
 * Marathi's is n = 1, Hindi's is i = 0 or n = 1 (so 0 and 0.5 are "one" too).
 */
export function pluralCategory(locale: ShopLocale, n: number): "one" | "other" {
  const size = Math.abs(n);
  if (locale === "hi") return size < 1 || size === 1 ? "one" : "other";
  return size === 1 ? "one" : "other";
}

/** Ordinals ("1st", "2nd") are in no text of the shop today; Intl answers them when one is. */
function ordinalCategory(locale: ShopLocale, n: number): string {
  return new Intl.PluralRules(`${locale}-IN`, { type: "ordinal" }).select(n);
}

/**
 * A plural's count ("#") as Intl writes it for the shop's languages with Latin digits: Indian
 * grouping ("1,23,456"), up to three decimals. Whole counts, the shop's only kind, are written
 * by hand; any other number asks Intl.
 */
export function formatCount(n: number, locale: ShopLocale): string {
  if (Number.isSafeInteger(n)) return `${n < 0 ? "-" : ""}${indianGrouping(String(Math.abs(n)))}`;
  return new Intl.NumberFormat(`${locale}-IN-u-nu-latn`).format(n);
}
