#!/usr/bin/env node
/**
 * How long a reader waits for a drawn page nobody asked for within its minute (a drawn page is
 * kept a minute at most: storefront-pages-routes.ts): starts the shop in production mode on a
 * fresh database with the demo catalog, then asks once for each of its first --count product
 * pages in English and in Marathi, each a page not kept yet, and prints the median and the 90th
 * percentile of the time to the last byte. Build first (`npm run build -w apps/web`): without the
 * web build the server sends the single-page app's shell and draws nothing.
 *
 *   node scripts/bench/cold-pages.mjs [--count 30]
 */
/* global fetch */
import { arg } from "./chromium.mjs";
import { startShop } from "./start-shop.mjs";

const count = Math.max(1, Number(arg("--count", "30")));
const shop = await startShop();
try {
  /** @type {{ _id: string }[]} */
  const products = await (await fetch(`${shop.url}/api/products`)).json();
  /** @type {number[]} */
  const times = [];
  for (const product of products.slice(0, count))
    for (const lang of ["en", "mr"]) {
      const started = performance.now();
      const page = await fetch(`${shop.url}/product/${product._id}?lang=${lang}`, { headers: { "accept-encoding": "br" } });
      await page.arrayBuffer();
      times.push(performance.now() - started);
    }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(0);
  console.log(`${times.length} product pages drawn afresh (en, mr), ${new Date().toISOString()}`);
  console.log(`to the last byte: median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
} finally {
  await shop.stop();
}
