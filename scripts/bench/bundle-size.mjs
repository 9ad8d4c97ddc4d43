#!/usr/bin/env node
/**
 * The storefront's initial JavaScript for "/", gzipped, from the production build: the entry
 * script in apps/web/dist/index.html plus every chunk it loads before the first render (the
 * modulepreload links, and anything those import statically). Lazy chunks (other pages, the
 * sign-in panel, the banner carousel) load afterwards and are listed separately.
 *
 * Fails (exit 1) if the total is over budget, if an admin chunk is among the initial ones, or if
 * any text of the domain's admin or checkout messages (packages/domain/src/admin-messages.ts,
 * checkout-messages.ts) is in the initial JavaScript: those texts ship with their own pages only.
 *
 *   npm run build -w apps/web && node scripts/bench/bundle-size.mjs [--budget-kb 110]
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
const budgetArg = process.argv.indexOf("--budget-kb");
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 110;

const indexFile = path.join(dist, "index.html");
if (!existsSync(indexFile)) {
  console.error(`No build at ${dist}. Run: npm run build -w apps/web`);
  process.exit(2);
}
const html = readFileSync(indexFile, "utf8");

/** @type {(tag: string, name: string) => string | undefined} */
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entries = tags.filter((t) => t.startsWith("<script") && attr(t, "type") === "module").map((t) => attr(t, "src"));
const preloads = tags.filter((t) => t.startsWith("<link") && attr(t, "rel") === "modulepreload").map((t) => attr(t, "href"));
const styles = tags.filter((t) => t.startsWith("<link") && attr(t, "rel") === "stylesheet").map((t) => attr(t, "href"));

/** @param {string} url */
const fileOf = (url) => path.join(dist, url.replace(/^\//, ""));
/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(file)).length;
// kB = 1000 bytes, the unit Vite prints, so the numbers match the build output.
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

// Follow static imports too, in case a chunk is imported without a modulepreload link.
/** @type {Set<string>} */
const initial = new Set();
const queue = [...entries, ...preloads].flatMap((url) => (url ? [fileOf(url)] : []));
while (queue.length) {
  const file = /** @type {string} */ (queue.shift());
  if (initial.has(file)) continue;
  initial.add(file);
  const code = readFileSync(file, "utf8");
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    queue.push(path.resolve(path.dirname(file), match[1]));
  }
}

let total = 0;
console.log(`Initial JavaScript for "/" (gzip):`);
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(`  ${kb(size).padStart(10)}  ${path.relative(dist, file)}`);
}
const cssTotal = styles.reduce((sum, url) => sum + gz(fileOf(url)), 0);
console.log(`  ${kb(total).padStart(10)}  TOTAL JS (budget ${budgetKb} kB)`);
console.log(`  ${kb(cssTotal).padStart(10)}  CSS (not counted in the JS budget)`);

const lazy = readdirSync(path.join(dist, "assets"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => path.join(dist, "assets", name))
  .filter((file) => !initial.has(file));
console.log(`Lazy chunks (loaded later, on demand): ${lazy.length}, ${kb(lazy.reduce((s, f) => s + gz(f), 0))} gzip in all`);

/** @type {string[]} */
const problems = [];
if (total > budgetKb * 1000) problems.push(`initial JS ${kb(total)} is over the ${budgetKb} kB budget`);
const adminChunks = [...initial].filter((file) => /admin/i.test(path.basename(file)));
if (adminChunks.length) problems.push(`admin code in the initial download: ${adminChunks.map((f) => path.basename(f)).join(", ")}`);

// Every quoted text of the admin and checkout message modules must be absent from the first
// download, except the few the storefront says itself: in its own domain module ("No orders
// found.") or in the English texts of the home page's screens (the location popup's "Please
// enter a valid 6-digit pincode.").
/** The texts of a messages module: each property's quoted value, 12 characters or more. @param {string} file */
const textsOf = (file) => [...readFileSync(path.join(root, file), "utf8").matchAll(/:\s*"([^"\\]{12,})"/g)].map((m) => m[1]);
const firstScreen = ["shell", "home", "catalog", "basket", "auth", "search"].map((ns) => `apps/web/src/lib/i18n/messages/${ns}.ts`);
const storefrontTexts = new Set(["packages/domain/src/storefront-messages.ts", ...firstScreen].flatMap(textsOf));
const featureTexts = ["admin-messages.ts", "checkout-messages.ts"]
  .flatMap((file) => textsOf(`packages/domain/src/${file}`))
  .filter((text) => !storefrontTexts.has(text));
const initialCode = [...initial].map((file) => readFileSync(file, "utf8")).join("\n");
const leaked = featureTexts.filter((text) => initialCode.includes(text));
if (featureTexts.length < 40)
  problems.push(`found only ${featureTexts.length} admin and checkout texts to look for; has the message split moved?`);
if (leaked.length)
  problems.push(`admin or checkout texts in the initial download: ${leaked.map((text) => JSON.stringify(text)).join(", ")}`);
if (problems.length) {
  for (const p of problems) console.error(`FAIL: ${p}`);
  process.exit(1);
}
console.log(`OK: within budget, no admin chunk and none of ${featureTexts.length} admin and checkout texts in the initial download.`);
