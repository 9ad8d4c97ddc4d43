#!/usr/bin/env node
/**
 * Which style recalculations a page's load makes, and what asked for each (a helper for issue
 * 27's Total Blocking Time): loads the page in Chromium at 412 px as Lighthouse's phone does,
 * records a trace with the browser's style-invalidation tracking, and prints every recalculation
 * that restyled more than --min elements (default 25), with the reasons the browser gave and the
 * elements they name, most frequent first. A write that restyles the whole page (an attribute of
 * <html> the selectors do not even use, as `lang` was: docs/performance.md, 28 Nov 2026) shows as
 * one recalculation of every element with one reason on <head> or <html>.
 *
 *   node scripts/bench/trace-restyles.mjs [--path /category/SeaWater] [--lang en] [--min 25]
 *
 * `--path product` picks the demo's product page. Build first (`npm run build -w apps/web`).
 */
/* global document, fetch */
import { arg, launchChromium, pageParse } from "./chromium.mjs";
import { startShop } from "./start-shop.mjs";

const lang = arg("--lang", "en");
const min = Number(arg("--min", "25"));

/**
 * The parts of a trace event read here.
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent
 */

const shop = await startShop();
const browser = await launchChromium();
/** @type {TraceEvent[]} */
let events;
try {
  let route = arg("--path", "/category/SeaWater");
  if (route === "product") {
    /** @type {{ _id: string, inStock: boolean, bestseller: boolean }[]} */
    const products = await (await fetch(`${shop.url}/api/products`)).json();
    route = `/product/${(products.find((p) => p.inStock && p.bestseller) ?? products[0])._id}`;
  }
  const url = `${shop.url}${route}${lang === "en" ? "" : `${route.includes("?") ? "&" : "?"}lang=${lang}`}`;
  await fetch(url);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "disabled-by-default-devtools.timeline.invalidationTracking",
    ],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.script !== undefined, undefined, { timeout: 30_000 });
  await page.waitForTimeout(2500);
  events = JSON.parse((await browser.stopTracing()).toString("utf8")).traceEvents;
  await context.close();
  console.log(`Style recalculations of more than ${min} elements while loading ${route} (${lang}), 412 px, CPU not slowed`);
} finally {
  await browser.close();
  await shop.stop();
}

// The page's main thread: the one that parsed its HTML (the browser's own pages have renderers too).
const parse = pageParse(events, shop.url);
if (!parse) {
  console.error("The trace holds no parse of the page.");
  process.exit(1);
}
const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid).sort((a, b) => a.ts - b.ts);
let since = parse.ts;
for (const recalc of mine.filter((e) => e.name === "UpdateLayoutTree" && e.ph === "X")) {
  const elements = recalc.args?.elementCount ?? 0;
  if (elements > min) {
    console.log(`at ${Math.round((recalc.ts - parse.ts) / 1000)} ms: ${elements} elements, ${((recalc.dur ?? 0) / 1000).toFixed(1)} ms`);
    /** @type {Map<string, number>} */
    const reasons = new Map();
    for (const e of mine) {
      if (e.ts < since || e.ts >= recalc.ts || e.name !== "StyleRecalcInvalidationTracking") continue;
      const data = e.args?.data ?? {};
      const key = `${data.reason} on ${data.nodeName}${data.subtree ? " and all inside it" : ""}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    for (const [key, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`   ${count} x ${key}`);
  }
  since = recalc.ts + (recalc.dur ?? 0);
}
