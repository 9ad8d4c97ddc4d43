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
import { SourceMapConsumer } from "source-map-js";
import { arg, launchChromium } from "./chromium.mjs";
import { ROOT, startShop } from "./start-shop.mjs";

const route = arg("--path", "/");
const top = Number(arg("--top", "40"));

const shop = await startShop();
const browser = await launchChromium();
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
const dt = profile.timeDeltas;
// The longest stretch of samples without "(idle)" or "(program)" (the browser's own work between
// tasks) is the longest JavaScript task; its files are printed after the whole load's.
// Only the page's own JavaScript counts: a sample whose stack reaches a script of the shop (the
// test driver's injected scripts have no http address).
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n);
const pageCode = new Map();
const ofPage = (node) => {
  if (!node) return false;
  if (!pageCode.has(node)) pageCode.set(node, node.callFrame.url.startsWith("http") || ofPage(parent.get(node.id)));
  return pageCode.get(node);
};
const busy = (node) => ofPage(node);
let longest = { from: 0, to: 0, us: 0 };
for (let i = 0, start = 0, us = 0; i < profile.samples.length; i++) {
  if (busy(byId.get(profile.samples[i]))) {
    us += dt[i] ?? 0;
    if (us > longest.us) longest = { from: start, to: i + 1, us };
  } else {
    start = i + 1;
    us = 0;
  }
}
const selfTime = (from, to) => {
  const self = new Map();
  for (let i = from; i < to; i++) {
    const node = byId.get(profile.samples[i]);
    self.set(node, (self.get(node) ?? 0) + (dt[i] ?? 0));
  }
  return self;
};
const consumers = new Map();
function consumerFor(url) {
  if (consumers.has(url)) return consumers.get(url);
  const file = path.join(ROOT, "apps/web/dist", new URL(url).pathname + ".map");
  const c = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null;
  consumers.set(url, c);
  return c;
}
function place({ url, lineNumber, columnNumber }) {
  const pos = consumerFor(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return pos?.source ? `${pos.source.replace(/^.*node_modules\//, "npm:").replace(/^(\.\.\/)+/, "")}:${pos.line}` : url.split("/").pop();
}
function perFile(self) {
  const files = new Map();
  for (const [node, us] of self) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let key = url ? url.split("/").pop() : `(${functionName || "native"})`;
    // A browser function (appendChild) is named with the page's code that called it.
    if (!url && parent.get(node.id)?.callFrame.url.startsWith("http")) key += ` from ${place(parent.get(node.id).callFrame)}`;
    if (url.startsWith("http")) {
      const pos = consumerFor(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (pos?.source) key = pos.source.replace(/^.*node_modules\//, "npm:").replace(/^(\.\.\/)+/, "");
    }
    files.set(key, (files.get(key) ?? 0) + us);
  }
  return files;
}
function print(title, files) {
  const total = [...files.values()].reduce((a, b) => a + b, 0);
  console.log(`${title}: ${(total / 1000).toFixed(0)} ms of samples; top files:`);
  for (const [file, us] of [...files].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${file}`);
}
print("the whole load", perFile(selfTime(0, profile.samples.length)));
print("\nthe longest JavaScript stretch", perFile(selfTime(longest.from, longest.to)));
