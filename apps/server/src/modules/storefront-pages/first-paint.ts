import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { attributesOf, renameAttributes, TAG_REST, tagsNamed } from "./html-tags.ts";
import { usedCss } from "./used-css.ts";

/**
 * What lets a drawn page paint from its HTML alone, in one round trip: the rules of its
 * stylesheets it uses inline, its largest image asked for before anything else, and its code
 * after that image is on screen. See docs/decisions/017-server-rendered-first-view.md, "Towards
 * LCP 1.5 s".
 */

/** Reads a built stylesheet (`index-abc.css` in dist/assets), or null if there is none. */
export type ReadStylesheet = (file: string) => string | null;

const LINK = tagsNamed("link");
const BUILT_STYLESHEET = /^\/assets\/([\w.-]+\.css)$/;

/**
 * Each `<link rel="stylesheet">` to a built stylesheet becomes a `<style>` holding the rules the
 * page's HTML (`html`) can use (used-css.ts), so the first paint waits for no other download.
 * The link stays, `disabled` (a disabled stylesheet is not fetched): before the page's code
 * loads, load-after-paint.js fetches the whole stylesheet and inserts the rules the copy lacks
 * into it, each in its place, which restyles only what those rules match; Vite's loader, seeing
 * the link, does not add it again when the landing page's lazy code loads. A stylesheet that
 * cannot be read keeps its plain link.
 */
export function inlineStylesheets(head: string, read: ReadStylesheet, html: string): string {
  return head.replace(LINK, (tag) => {
    const attributes = attributesOf(tag);
    const file = attributes.get("rel") === "stylesheet" ? BUILT_STYLESHEET.exec(attributes.get("href") ?? "")?.[1] : undefined;
    const css = file ? read(file) : null;
    if (!file || css === null) return tag;
    // `</style` inside the CSS (only possible in a string) would end the element early.
    return `<style>${usedCss(css, html).replace(/<\/style/gi, "<\\/style")}</style><link rel="stylesheet" href="/assets/${file}" disabled>`;
  });
}

/**
 * The web build's dist/load-after-paint.js (apps/web/src/load-after-paint.js, minified), which
 * every drawn page holds inline at the end of its body, and its hash for the page's
 * Content-Security-Policy, which allows no other inline script.
 */
export interface LoadAfterPaint {
  script: string;
  /** `'sha256-...'`, as script-src takes it. */
  cspSource: string;
}

/** dist/load-after-paint.js of the web build at `distDir`, or null when the build has none. */
export function readLoadAfterPaint(distDir: string | null): LoadAfterPaint | null {
  const file = distDir ? path.join(distDir, "load-after-paint.js") : null;
  return file && existsSync(file) ? loadAfterPaintOf(readFileSync(file, "utf8").trim()) : null;
}

export function loadAfterPaintOf(script: string): LoadAfterPaint {
  // Only a "</script" could end the element early; the minifier writes none.
  if (/<\/script/i.test(script)) throw new Error("load-after-paint.js holds </script");
  return { script, cspSource: `'sha256-${createHash("sha256").update(script).digest("base64")}'` };
}

/**
 * The page's module script and module preloads leave its head; the inline load-after-paint.js at
 * the end of its body names them and adds them once a `fetchpriority="high"` image of the page is
 * painted. A drawn page is whole without its code, which only makes it interactive: without
 * this, on a slow line the code (about 100 kB) shared the line with the largest image and then
 * ran before it could be painted. Hydration comes that much later; the controls say so
 * (disabled until then). Inline, the script costs no request of its own: fetched, it took a
 * connection of its own and a share of the line while the largest image was on its way.
 */
export function codeAfterLeadImage(head: string, loader: LoadAfterPaint): { head: string; bodyEnd: string } {
  const modules: string[] = [];
  const withoutPreloads = head.replace(LINK, (tag) => {
    const href = attributesOf(tag).get("rel") === "modulepreload" ? attributesOf(tag).get("href") : undefined;
    if (!href) return tag;
    modules.push(href);
    return "";
  });
  let entry: string | undefined;
  const withoutEntry = withoutPreloads.replace(/<script\b[^>]*>\s*<\/script>/gi, (tag) => {
    const attributes = attributesOf(tag);
    if (entry !== undefined || attributes.get("type") !== "module" || !attributes.get("src")) return tag;
    entry = attributes.get("src");
    return "";
  });
  // Without an entry the script only gives the held images back (holdImagesUntilPaint).
  if (entry === undefined) return { head, bodyEnd: `<script>${loader.script}</script>` };
  return { head: withoutEntry, bodyEnd: `<script data-entry="${entry}" data-modules="${modules.join(" ")}">${loader.script}</script>` };
}

/** An `<img>`, or a whole `<picture>` with its sources. */
const IMAGE = new RegExp(`<picture\\b[\\s\\S]*?</picture>|<img\\b${TAG_REST}>`, "gi");
const IMG = tagsNamed("img");
const isLead = (imgTag: string) => attributesOf(imgTag).get("fetchpriority")?.toLowerCase() === "high";
const heldName = (name: string) => (name === "src" || name === "srcset" ? `data-${name}` : null);

/**
 * Every image of the page but its `fetchpriority="high"` ones (the banner, a product's photo, a
 * category's first cards) is drawn with `data-src` and `data-srcset` for `src` and `srcset`, and
 * load-after-paint.js gives them back once the largest of those is painted, before the code
 * that hydrates them runs. Until then the largest image has the line to itself: the shelves'
 * photos, lazy or not, were asked for as soon as the page was laid out, while it was still on
 * its way (about 70 kB beside the banner's 40 kB on the home page). A `<picture>` is held whole,
 * or left whole when its `<img>` leads.
 */
export function holdImagesUntilPaint(html: string): string {
  return html.replace(IMAGE, (found) => {
    const imgTag = /^<img/i.test(found) ? found : (found.match(IMG)?.[0] ?? "");
    if (isLead(imgTag)) return found;
    return found.replace(tagsNamed("img|source"), (tag) => renameAttributes(tag, heldName));
  });
}

/** The most images a page asks for ahead of its scripts: a category's first row or two. */
const MAX_LEAD_IMAGES = 4;

/**
 * `<link rel="preload" as="image">` for the images the page marks `fetchpriority="high"` (the
 * banner, a product's photo, a category's first cards), with the same srcset and sizes as the
 * `<img>`, so the browser fetches the very file the page will show. An image inside a
 * `<picture>` gets one preload per `<source media>` and one for the `<img>` under the opposite
 * media query, so a phone fetches only the phone's banner.
 */
export function leadImagePreloads(html: string): string {
  const links: string[] = [];
  for (const match of html.matchAll(IMG)) {
    if (links.length >= MAX_LEAD_IMAGES) break;
    if (!isLead(match[0])) continue;
    const img = attributesOf(match[0]);
    const sources = pictureSources(html, match.index);
    for (const source of sources)
      links.push(
        preloadLink(source.get("srcset"), source.get("sizes"), source.get("srcset") ? undefined : source.get("src"), source.get("media")),
      );
    const media =
      sources.length === 0 ? undefined : sources.length === 1 && sources[0]?.get("media") ? `not all and ${sources[0].get("media")}` : null;
    if (media !== null) links.push(preloadLink(img.get("srcset"), img.get("sizes"), img.get("src"), media));
  }
  return links.join("");
}

function preloadLink(srcset: string | undefined, sizes: string | undefined, src: string | undefined, media: string | undefined): string {
  const attributes = [`rel="preload"`, `as="image"`];
  if (srcset) {
    attributes.push(`imagesrcset="${srcset}"`);
    if (sizes) attributes.push(`imagesizes="${sizes}"`);
  } else if (src) attributes.push(`href="${src}"`);
  if (media) attributes.push(`media="${media}"`);
  attributes.push(`fetchpriority="high"`);
  return `<link ${attributes.join(" ")}>`;
}

/** The `<source>`s before the `<img>` at `at`, when it is inside a `<picture>`. */
function pictureSources(html: string, at: number): Map<string, string>[] {
  const before = html.slice(0, at);
  const start = before.lastIndexOf("<picture");
  if (start < 0 || before.lastIndexOf("</picture>") > start) return [];
  return [...before.slice(start).matchAll(tagsNamed("source"))].map((source) => attributesOf(source[0]));
}
