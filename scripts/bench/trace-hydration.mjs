#!/usr/bin/env node
/**
 * What the long main-thread tasks of loading "/" are made of (a helper for issue 27's hydration
 * budget): loads the page as hydration-longest-task.mjs does (375 px, CPU 4x slower), records a
 * Chromium trace, and prints each task over 50 ms with the events inside it that took longest
 * (script evaluation by file, function calls, style, layout, parsing).
 *
 *   node scripts/bench/trace-hydration.mjs [--path /] [--lang en] [--out /tmp/trace.json]
 */
/* global document */
import { writeFileSync } from "node:fs";
import { chromium } from "playwright";
import { startShop } from "./start-shop.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const route = arg("--path", "/");
const lang = arg("--lang", "en");
const out = arg("--out", "");

const shop = await startShop();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
let trace;
try {
  const url = `${shop.url}${route}${lang === "en" ? "" : `${route.includes("?") ? "&" : "?"}lang=${lang}`}`;
  await fetch(url);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "blink.user_timing", "toplevel"],
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
const threadName = new Map();
for (const e of events) if (e.ph === "M" && e.name === "thread_name") threadName.set(`${e.pid}:${e.tid}`, e.args.name);
const main = events.filter((e) => threadName.get(`${e.pid}:${e.tid}`) === "CrRendererMain" && e.ph === "X" && typeof e.dur === "number");
const tasks = main.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask").filter((e) => e.dur > 50_000);
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
