// @vitest-environment-options {"settings": {"disableCSSFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { server } from "./msw-server.ts";

// The classic script the server puts at the end of each drawn page (first-paint.ts), run here
// on a drawn page in miniature: its images held as data-src/data-srcset, its code named. (The
// test's DOM loads no stylesheet link itself: the script fetches what it needs, answered by MSW.)

// A stylesheet, and the copy of the rules a page uses that the server puts before its link.
// Rules with the same selector are all in the copy or none are (the server keeps a rule by its
// selector), in several places: .hero and .menu twice, each @media condition twice.
const WHOLE =
  ":root{--ink:#123}.hero{display:block}.menu{display:flex}.hero{color:red}.menu{margin:0}" +
  "@media (min-width:800px){.hero{width:50%}.menu{gap:1px}}@media (max-width:400px){.menu{gap:2px}}" +
  "@media (min-width:800px){.menu{padding:0}.hero{margin:0}}@keyframes spin{to{rotate:1turn}}";
const COPY =
  ":root{--ink:#123}.hero{display:block}.hero{color:red}@media (min-width:800px){.hero{width:50%}}@media (max-width:400px){}" +
  "@media (min-width:800px){.hero{margin:0}}@keyframes spin{to{rotate:1turn}}";
/** The rules the copy lacks: the .menu rules, top-level and in each @media rule. */
const MISSING = 5;

async function drawnPage(entry: string | null, { modules = ["/assets/app.js"], moreImages = 0, href = "/assets/index.css" } = {}) {
  document.head.innerHTML = `<style class="copy">${COPY}</style><link rel="stylesheet" href="${href}" disabled>`;
  document.body.innerHTML =
    '<div id="root">' +
    '<img class="lead" src="/uploads/banner.webp" fetchpriority="high" alt="">' +
    '<picture><source media="(max-width: 480px)" data-srcset="/uploads/tile-m.w240.webp 240w"><img class="tile" data-src="/uploads/tile.webp" data-srcset="/uploads/tile.w240.webp 240w" loading="lazy" alt=""></picture>' +
    Array.from({ length: moreImages }, (_, i) => `<img class="more" data-src="/uploads/more-${i}.webp" alt="">`).join("") +
    "</div>";
  // jsdom neither decodes images nor loads stylesheets.
  Object.defineProperty(HTMLImageElement.prototype, "decode", { value: () => Promise.resolve(), configurable: true });
  // Run as the page runs it, as the document's current script at the end of the body (jsdom
  // runs no scripts here: the file is imported afresh instead).
  const boot = document.createElement("script");
  if (entry) {
    boot.dataset.entry = entry;
    boot.dataset.modules = modules.join(" ");
  }
  document.body.append(boot);
  Object.defineProperty(document, "currentScript", { value: boot, configurable: true });
  vi.resetModules();
  await import("../src/load-after-paint.js");
}

const tile = () => document.querySelector<HTMLImageElement>("img.tile")!;
const copy = () => document.querySelector<HTMLStyleElement>("style.copy");
/** Each rule as the browser writes it, a grouping rule's own rules after it, indented. */
const rulesOf = (list: CSSRuleList, depth = 0): string[] =>
  [...list].flatMap((rule) =>
    rule instanceof CSSGroupingRule
      ? [" ".repeat(depth) + rule.cssText.slice(0, rule.cssText.indexOf("{")), ...rulesOf(rule.cssRules, depth + 1)]
      : [" ".repeat(depth) + rule.cssText],
  );
const parsed = (css: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return rulesOf(sheet.cssRules);
};
let stylesheetAsked = 0;
beforeEach(() => {
  stylesheetAsked = 0;
  server.use(
    http.get("*/assets/index.css", () => (stylesheetAsked++, new HttpResponse(WHOLE, { headers: { "content-type": "text/css" } }))),
  );
});

// What the script adds to the head, kept from jsdom, which would try to load it.
let added: (string | null)[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(element: T) => {
    if (element instanceof Element) added.push(element.getAttribute("src") ?? element.getAttribute("href"));
    return element;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "currentScript");
});

it("gives the held images their addresses back, sources included, once the largest image is painted; then the code", async () => {
  vi.useFakeTimers();
  await drawnPage("/assets/index.js");
  expect(tile().getAttribute("src")).toBeNull();

  // Decoded, a frame later (no largest-paint reports in jsdom): images back, stylesheet enabled.
  await vi.runAllTimersAsync();
  expect(tile().getAttribute("src")).toBe("/uploads/tile.webp");
  expect(tile().getAttribute("srcset")).toBe("/uploads/tile.w240.webp 240w");
  expect(document.querySelector("source")!.getAttribute("srcset")).toBe("/uploads/tile-m.w240.webp 240w");
  expect(document.querySelectorAll("[data-src], [data-srcset]")).toHaveLength(0);
  // The stylesheet's other rules join the first paint's copy, each where it stands in the
  // stylesheet (inside its @media rule too); the link stays disabled, then the code.
  await vi.waitFor(() => expect(rulesOf(copy()!.sheet!.cssRules)).toEqual(parsed(WHOLE)));
  expect(stylesheetAsked).toBe(1);
  expect(document.querySelector('link[rel="stylesheet"]')!.hasAttribute("disabled")).toBe(true);
  await vi.runAllTimersAsync();
  expect(added).toEqual(["/assets/app.js", "/assets/index.js"]);
  // The lead image was never touched.
  expect(document.querySelector("img.lead")!.getAttribute("src")).toBe("/uploads/banner.webp");
});

it("writes out only the rules the copy lacks: a page's stylesheets have hundreds, most already in it", async () => {
  // Writing each rule of both sheets as text to compare them was half the work of completing
  // the copy (profile of a category page's load, 28 Nov 2026: docs/performance.md).
  const written = [CSSStyleRule, CSSMediaRule, CSSKeyframesRule].map((type) => vi.spyOn(type.prototype, "cssText", "get"));
  vi.useFakeTimers();
  await drawnPage("/assets/index.js");
  await vi.runAllTimersAsync();
  const count = (list: CSSRuleList): number =>
    [...list].reduce((n, rule) => n + 1 + (rule instanceof CSSMediaRule ? count(rule.cssRules) : 0), 0);
  await vi.waitFor(() => expect(count(copy()!.sheet!.cssRules)).toBe(14));
  const calls = written.reduce((n, spy) => n + spy.mock.calls.length, 0);
  expect(rulesOf(copy()!.sheet!.cssRules)).toEqual(parsed(WHOLE));
  expect(calls).toBeLessThanOrEqual(MISSING);
});

it("on a page with no code to load, gives the images back at once", async () => {
  await drawnPage(null);
  expect(tile().getAttribute("src")).toBe("/uploads/tile.webp");
  expect(added).toEqual([]);
});

it("gives images back and preloads the code a few per task, the entry last, so no one task starts every fetch", async () => {
  vi.useFakeTimers();
  const modules = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
  let answer: (response: Response) => void = () => undefined;
  vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  await drawnPage("/assets/index.js", { modules, moreImages: 9 });
  const held = () => document.querySelectorAll("#root [data-src], #root [data-srcset]").length;
  expect(held()).toBe(11);

  // Once the image is decoded and a frame drawn, four held images (or sources) a turn.
  const seen: number[] = [];
  while (held() > 0) {
    await vi.advanceTimersToNextTimerAsync();
    if (seen.at(-1) !== held()) seen.push(held());
  }
  expect(seen.filter((n) => n < 11)).toEqual([7, 3, 0]);

  // Then the stylesheet, then the code: four preloads a turn, the entry with the last.
  expect(added).toEqual([]);
  answer({ ok: true, text: () => Promise.resolve(WHOLE) } as Response);
  // (The stylesheet is in after a few microtasks; no timer runs meanwhile.)
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(added).toHaveLength(4);
  await vi.advanceTimersToNextTimerAsync();
  expect(added).toHaveLength(8);
  await vi.advanceTimersToNextTimerAsync();
  expect(added).toEqual([...modules, "/assets/index.js"]);
});

it("keeps the first paint's copy as it was when the stylesheet cannot be fetched, and still loads the code", async () => {
  server.use(http.get("*/assets/index.css", () => new HttpResponse("Not found", { status: 404 })));
  vi.useFakeTimers();
  await drawnPage("/assets/index.js");
  await vi.runAllTimersAsync();
  await vi.waitFor(() => expect(added).toEqual(["/assets/app.js", "/assets/index.js"]));
  expect(rulesOf(copy()!.sheet!.cssRules)).toEqual(parsed(COPY));
});

it("in a browser that cannot complete the copy, enables the whole stylesheet in its place; one that fails keeps the copy", async () => {
  vi.stubGlobal("CSSStyleSheet", undefined);
  vi.useFakeTimers();
  // (No address: the test's DOM would fetch it once enabled.)
  await drawnPage("/assets/index.js", { href: "" });
  await vi.runAllTimersAsync();
  const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  expect(stylesheet.disabled).toBe(false);
  expect(added).toEqual([]);
  stylesheet.dispatchEvent(new Event("load"));
  expect(copy()).toBeNull();
  await vi.runAllTimersAsync();
  expect(added).toEqual(["/assets/app.js", "/assets/index.js"]);

  added = [];
  await drawnPage("/assets/index.js", { href: "" });
  await vi.runAllTimersAsync();
  document.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("error"));
  await vi.runAllTimersAsync();
  expect(copy()).not.toBeNull();
  expect(added).toEqual(["/assets/app.js", "/assets/index.js"]);
});
