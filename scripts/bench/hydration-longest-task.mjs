#!/usr/bin/env node
/**
 * The longest main-thread task while the browser hydrates "/" (issue 27: at most 100 ms), on a
 * phone's screen (375 px) with the CPU slowed 4x (Chromium's DevTools protocol,
 * Emulation.setCPUThrottlingRate). Long tasks are read with a PerformanceObserver ("longtask",
 * buffered) from the start of the load until the page is hydrated (main.tsx sets
 * `<html data-script>`) and every deferred part has had its turn (the main thread quiet for 2 s).
 * Also printed: the blocking time (each long task's time over 50 ms, summed). It builds nothing:
 * run `npm run build -w apps/web` first. The shop runs in a process of its own (start-shop.mjs).
 *
 *   node scripts/bench/hydration-longest-task.mjs [--runs 5] [--path /] [--lang mr]
 */
/* global document, window, PerformanceObserver */
import { arg, launchChromium } from "./chromium.mjs";
import { startShop } from "./start-shop.mjs";

const runs = Math.max(1, Number(arg("--runs", "5")));
const route = arg("--path", "/");
const lang = arg("--lang", "en");
const BUDGET_MS = 100;

const shop = await startShop();
const browser = await launchChromium();
/** @type {{ longest: number, blocking: number, tasks: number }[]} */
const results = [];
try {
  const url = `${shop.url}${route}${lang === "en" ? "" : `${route.includes("?") ? "&" : "?"}lang=${lang}`}`;
  // Warms the server's drawn-page cache, as real traffic would.
  await fetch(url);
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      /** @type {number[]} */
      const tasks = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.script !== undefined, undefined, { timeout: 30_000 });
    // Every deferred Suspense boundary hydrated: no new long task for 2 s.
    let seen = -1;
    for (;;) {
      await page.waitForTimeout(2000);
      const count = await page.evaluate(() => /** @type {number[]} */ (Reflect.get(window, "__longTasks")).length);
      if (count === seen) break;
      seen = count;
    }
    const tasks = await page.evaluate(() => /** @type {number[]} */ (Reflect.get(window, "__longTasks")));
    results.push({
      longest: Math.round(Math.max(0, ...tasks)),
      blocking: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      tasks: tasks.length,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
const sorted = (key) => results.map((r) => r[key]).sort((a, b) => a - b);
const median = (key) => sorted(key)[Math.floor(results.length / 2)];
console.log(`Hydrating ${route} (${lang}) at 375 px, CPU 4x slower, ${runs} loads, ${new Date().toISOString()}`);
for (const [n, r] of results.entries())
  console.log(`  load ${n + 1}: longest task ${r.longest} ms, blocking ${r.blocking} ms, ${r.tasks} long tasks`);
console.log(`median: longest task ${median("longest")} ms (budget ${BUDGET_MS}), blocking ${median("blocking")} ms`);
process.exit(median("longest") > BUDGET_MS ? 1 : 0);
