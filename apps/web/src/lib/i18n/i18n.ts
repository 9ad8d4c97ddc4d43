import { firstShopLocale, isShopLocale, LOCALE_COOKIE, SHOP_LOCALES, type ShopLocale } from "@taaza/domain";
import { compileMessage } from "./compile-message.ts";
import { formatMessage } from "./format-message.ts";

/**
 * The storefront's languages (docs/decisions/016-languages.md). English is the source: its texts
 * live in code (messages/<namespace>.ts) and are never downloaded as a catalogue. Marathi and
 * Hindi catalogues are one module per language and namespace (catalogs/<locale>/<namespace>.ts),
 * each a lazy chunk that loads only when that language is chosen.
 */
export const LOCALES = SHOP_LOCALES;
export type Locale = ShopLocale;

/** Each language named in its own script, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", mr: "मराठी", hi: "हिंदी" };

/** The namespaces of catalogues; one per feature or group of screens. */
export const NAMESPACES = [
  "shell",
  "home",
  "catalog",
  "basket",
  "auth",
  "server",
  "search",
  "browse",
  "about",
  "bulk",
  "contact",
  "policy",
  "refund",
  "privacy",
  "terms",
  "reviews",
  "checkout",
  "orders",
  "account",
  "ledger",
  "rider",
  "care",
  "location",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the first screen of any page needs; page namespaces load with their page's chunk. */
// "search" is the header's search box, on every page.
export const FIRST_SCREEN: readonly Namespace[] = ["shell", "home", "catalog", "basket", "auth", "server", "search"];

const STORAGE_KEY = "taaza.locale";

// The active language and every catalogue text loaded so far, by language and "<namespace>.<key>".
// Messages are ICU text, compiled on first use (compile-message.ts) and filled in by
// format-message.ts: the shop's own runtime, in place of Lingui's (decision 042).
let active: Locale = "en";
const texts: Record<Locale, Record<string, string>> = { en: {}, mr: {}, hi: {} };
const listeners = new Set<() => void>();

/** Calls `listener` after each change of language; returns the way to stop. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A text of the shop: its stable id and its English source. */
export type Message = { readonly id: string; readonly message: string };
export type MessagesOf<T extends Record<string, string>> = { readonly [K in keyof T]: Message };
/** A Marathi or Hindi catalogue for a namespace: exactly the English keys, all translated. */
export type Catalogue<T extends Record<string, Message>> = { readonly [K in keyof T]: string };

/** Declares a namespace's English texts; ids are "<namespace>.<key>". */
export function defineMessages<const T extends Record<string, string>>(namespace: Namespace, texts: T): MessagesOf<T> {
  const out: Record<string, Message> = {};
  for (const [key, message] of Object.entries(texts)) out[key] = { id: `${namespace}.${key}`, message };
  return out as MessagesOf<T>;
}

/**
 * Strict mode (development, tests, or `localStorage["taaza.i18n-strict"] = "1"`) marks a text that
 * has no translation in the active language as ⟦id⟧, so a test that renders every screen in
 * Marathi and Hindi fails on any untranslated text instead of quietly showing English.
 */
// Read on the first missing text only: the first localStorage read of a visit is not free.
let strict: boolean | undefined;
const isStrict = () => (strict ??= import.meta.env.DEV || readStorage("taaza.i18n-strict") === "1");

/** The text in the active language, with its {placeholders} filled. */
export function t(message: Message, values?: Record<string, unknown>): string {
  const text = texts[active][message.id];
  if (text === undefined && active !== "en" && isStrict()) return `⟦${message.id}⟧`;
  return formatMessage(compileMessage(text ?? message.message), values ?? {}, active);
}

/** A translation by id, falling back to English text (used for server error codes). */
export function translateById(id: string, english: string, values?: Record<string, unknown>): string {
  const text = texts[active][id];
  return text === undefined ? english : formatMessage(compileMessage(text), values ?? {}, active);
}

export function activeLocale(): Locale {
  return active;
}

type CatalogueModule = { default: Record<string, string> };
const catalogues = import.meta.glob<CatalogueModule>("./catalogs/*/*.ts");
const loaded = new Set<string>();
const wanted = new Set<Namespace>(FIRST_SCREEN);

/** Loads the active language's catalogues for these namespaces (nothing for English). */
export async function loadNamespaces(namespaces: readonly Namespace[], locale: Locale = activeLocale()): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  if (locale === "en") return;
  await Promise.all(
    namespaces.map(async (namespace) => {
      const key = `${locale}/${namespace}`;
      if (loaded.has(key)) return;
      const load = catalogues[`./catalogs/${key}.ts`];
      if (!load) throw new Error(`No catalogue ${key}`);
      const { default: catalogue } = await load();
      for (const [id, text] of Object.entries(catalogue)) texts[locale][`${namespace}.${id}`] = text;
      loaded.add(key);
    }),
  );
}

/** Wraps a lazy page import so the page's catalogues arrive with its code. */
export function withNamespaces<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

/** The saved choice, else the first of the browser's languages the shop speaks, else English. */
export function detectLocale(): Locale {
  const saved = readStorage(STORAGE_KEY);
  if (isLocale(saved)) return saved;
  return firstShopLocale(typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));
}

/** Loads what the language needs for the screens seen so far, then switches to it. */
export async function activateLocale(next: Locale, remember = false): Promise<void> {
  await loadNamespaces([...wanted], next);
  if (remember) writeStorage(STORAGE_KEY, next);
  if (typeof document !== "undefined") {
    // Only when it changes: writing <html lang>, even its own value again, makes the browser
    // restyle every element of the page (`:lang()` may match differently), and a drawn page is
    // activated in the language it was drawn in just before it hydrates.
    if (document.documentElement.lang !== next) document.documentElement.lang = next;
    // The server draws each page in this language; the cookie tells it (it cannot read localStorage).
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
  }
  // Counts in plurals ("# वस्तू") keep Latin digits, as prices and weights do (Marathi's CLDR
  // default would write १): format-message.ts.
  active = next;
  for (const listener of listeners) listener();
}

export const isLocale = isShopLocale;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}
