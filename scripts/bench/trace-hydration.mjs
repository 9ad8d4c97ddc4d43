#!/usr/bin/env node
/**
 * What the long main-thread tasks of loading "/" are made of (a helper for issue 27's hydration
 * budget): loads the page as hydration-longest-task.mjs does (375 px, CPU 4x slower), records a
 * Chromium trace, and prints each task over 50 ms with the events inside it that took longest
 * (script evaluation by file, function calls, style, layout, parsing); then how long the main
 * thread was busy in all, and how much of that V8 spent compiling functions on their first call;
 * last, the questions the page asked the font service (Chromium on Linux) and the families named.
 *
 *   node scripts/bench/trace-hydration.mjs [--path /] [--lang en] [--out /tmp/trace.json]
 */
/* global document */
import { writeFileSync } from "node:fs";
import { arg, launchChromium, pageParse } from "./chromium.mjs";
import { startShop } from "./start-shop.mjs";

const route = arg("--path", "/");
const lang = arg("--lang", "en");
const out = arg("--out", "");

const shop = await startShop();
const browser = await launchChromium();
let trace;
try {
  const url = `${shop.url}${route}${lang === "en" ? "" : `${route.includes("?") ? "&" : "?"}lang=${lang}`}`;
  await fetch(url);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "v8",
      "blink.user_timing",
      "toplevel",
      "disabled-by-default-v8.compile",
      "fonts",
    ],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.script !== undefined, undefined, { timeout: 30_000 });
  await page.waitForTimeout(4000);
  trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  await context.close();
} finally {
  await browser.close();
  await shop.stop();
}
if (out) writeFileSync(out, JSON.stringify(trace));
const events = trace.traceEvents;
// The page's main thread: the one that parsed its HTML (the browser's own pages have renderers too).
const parse = pageParse(events, shop.url);
if (!parse) {
  console.error("The trace holds no parsing of the page's HTML: no main thread to read.");
  process.exit(1);
}
const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && typeof e.dur === "number";
const main = events.filter(onMain).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
// A task is an event no other encloses (the scheduler's event names change between versions).
const topLevel = [];
for (const e of main) if (!topLevel.length || e.ts >= topLevel.at(-1).ts + topLevel.at(-1).dur) topLevel.push(e);
const tasks = topLevel.filter((e) => e.dur > 50_000);
const label = (e) => {
  const d = e.args?.data ?? {};
  if (e.name === "EvaluateScript" || e.name === "v8.compile" || e.name === "v8.compileModule" || e.name === "v8.evaluateModule")
    return `${e.name} ${String(d.url ?? e.args?.fileName ?? "")
      .split("/")
      .pop()}`;
  if (e.name === "FunctionCall")
    return `FunctionCall ${d.functionName || "(anon)"} ${String(d.url ?? "")
      .split("/")
      .pop()}:${d.lineNumber ?? ""}`;
  if (e.name === "TimerFire" || e.name === "FireAnimationFrame" || e.name === "EventDispatch") return `${e.name} ${d.type ?? ""}`;
  return e.name;
};
const t0 = Math.min(...main.map((e) => e.ts));
for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
  console.log(`\ntask at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms`);
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 3000);
  for (const e of inside.sort((a, b) => a.ts - b.ts).slice(0, 40))
    console.log(`  +${((e.ts - task.ts) / 1000).toFixed(1)} ${(e.dur / 1000).toFixed(1)} ms  ${label(e)}`);
}
// V8 compiles a function the first time it is called, on the main thread, unless the file asked
// for all of it to be compiled as it downloads (apps/web/compile-hints.ts).
let compiling = 0;
let compiledUntil = 0;
for (const e of main)
  if ((e.name === "V8.CompileCode" || e.name === "V8.ParseFunction") && e.ts >= compiledUntil) {
    compiling += e.dur;
    compiledUntil = e.ts + e.dur;
  }
const busy = topLevel.reduce((sum, e) => sum + e.dur, 0);
console.log(
  `\nmain thread busy ${(busy / 1000).toFixed(0)} ms, of which V8 compiling functions lazily ${(compiling / 1000).toFixed(0)} ms`,
);
// Each face the page's letters reach, in each size and weight, is a question to the browser's
// font service on Linux, asked in the middle of a layout (docs/performance.md, 28 Nov 2026).
const outermost = (name) => {
  let sum = 0;
  let until = 0;
  const events = main.filter((e) => e.name === name);
  for (const e of events)
    if (e.ts >= until) {
      sum += e.dur;
      until = e.ts + e.dur;
    }
  return `${events.length} (${(sum / 1000).toFixed(0)} ms)`;
};
const families = main.filter((e) => e.name === "FontDataManager::onMatchFamilyStyle").map((e) => e.args?.family_name);
console.log(
  `font lookups ${outermost("FontCache::GetFontPlatformData")}, render-style questions ${outermost("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike")}; families asked for: ${families.join(", ")}`,
);
