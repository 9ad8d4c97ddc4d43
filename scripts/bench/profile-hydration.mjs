#!/usr/bin/env node
/**
 * Where the main thread's JavaScript time goes while "/" loads and hydrates (issue 27's helper):
 * a V8 CPU profile at 375 px with the CPU slowed 4x, its self time summed per original source
 * file through the build's source maps (build with `npx vite build --sourcemap` in apps/web
 * first; without maps it sums per bundle file).
 *
 *   node scripts/bench/profile-hydration.mjs [--path /] [--top 40]
 */
/* global document */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { SourceMapConsumer } from "source-map-js";
import { ROOT, startShop } from "./start-shop.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const route = arg("--path", "/");
const top = Number(arg("--top", "40"));

const shop = await startShop();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
let profile;
try {
  const url = `${shop.url}${route}`;
  await fetch(url);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.script !== undefined, undefined, { timeout: 60_000 });
  await page.waitForTimeout(3000);
  ({ profile } = await cdp.send("Profiler.stop"));
  await context.close();
} finally {
  await browser.close();
  await shop.stop();
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  self.set(node, (self.get(node) ?? 0) + (dt[i] ?? 0));
}
const consumers = new Map();
function consumerFor(url) {
  if (consumers.has(url)) return consumers.get(url);
  const file = path.join(ROOT, "apps/web/dist", new URL(url).pathname + ".map");
  const c = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null;
  consumers.set(url, c);
  return c;
}
const perFile = new Map();
for (const [node, us] of self) {
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  let key = url ? url.split("/").pop() : `(${functionName || "native"})`;
  if (url.startsWith("http")) {
    const c = consumerFor(url);
    const pos = c?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (pos?.source) key = pos.source.replace(/^.*node_modules\//, "npm:").replace(/^(\.\.\/)+/, "");
  }
  perFile.set(key, (perFile.get(key) ?? 0) + us);
}
const total = [...perFile.values()].reduce((a, b) => a + b, 0);
console.log(`self time ${(total / 1000).toFixed(0)} ms in all; top files:`);
for (const [file, us] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${file}`);
