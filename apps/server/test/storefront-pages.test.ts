import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { holdImagesUntilPaint, leadImagePreloads } from "../src/modules/storefront-pages/first-paint.ts";
import { usedCss } from "../src/modules/storefront-pages/used-css.ts";
import { buildProduct } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

/**
 * The server's side of the first view, with a renderer in miniature beside a miniature build
 * (dist/index.html and dist-server/entry-server.js): it reads the API through the transport the
 * server gives it, as the real one does, and numbers its drawings so caching shows. The real
 * renderer's HTML (products, prices, the LCP image) is checked by the Playwright journey
 * e2e/tests/server-rendered-pages.spec.ts on the production build.
 */
const HERO =
  '<picture><source media="(max-width: 480px)" srcSet="/uploads/hero-mobile.w240.webp 240w, /uploads/hero-mobile.webp 960w" sizes="100vw"/>' +
  '<img class="hero" src="/uploads/hero-desktop.webp" srcSet="/uploads/hero-desktop.w240.webp 240w, /uploads/hero-desktop.webp 960w" sizes="(min-width: 1280px) 1232px, 100vw" fetchPriority="high"/></picture>' +
  '<img class="later" src="/uploads/later.webp" loading="lazy"/>';
const FIXTURE_RENDERER = `
const HERO = ${JSON.stringify(HERO)};
let transport;
let drawings = 0;
export function setApiTransport(next) { transport = next; }
export async function renderPage(url, origin, locale) {
  drawings += 1;
  const product = /^\\/product\\/([^/?]+)/.exec(url);
  const answer = await transport(product ? "/api/products/" + product[1] : "/api/products", { method: "GET", headers: { accept: "application/json" } });
  if (!answer.ok) return null;
  const data = await answer.json();
  const names = (Array.isArray(data) ? data : [data]).map((p) => "<li>" + p.name + " ₹" + p.price.default + "</li>").join("");
  return {
    html: "<ul>" + names + "</ul><p>drawing " + drawings + " drawn in " + locale + "</p>" + HERO,
    stateScript: '<script type="application/json" id="taaza-state">[]</script>',
    head: "<title>Drawn " + url + "</title><link rel=\\"canonical\\" href=\\"" + origin + url + "\\">",
  };
}
`;
// As Vite builds it: the entry, its module preloads and its stylesheet in the head.
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The shell's description" /><title>Taaza shell</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/app-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"><div aria-hidden="true"><header class="site-header"></header></div></div><noscript>Taaza needs JavaScript.</noscript></body></html>`;
// Rules the drawn page uses (the hero, list items, :root, a lazy image), rules it does not (a menu
// that opens once interactive, a toast's attributes), and ones kept whole (keyframes). A brace in
// a string must not confuse it.
const INDEX_CSS =
  ':root{--ink:#123}#root{display:flex}li{margin:0}.hero{display:block}.menu--open{display:flex}.hero:not(.menu--open)::after{content:"{"}' +
  "img[loading=lazy]{opacity:.9}[data-toast]>*{opacity:0}li:not([data-toast]){order:1}" +
  "@media (min-width:800px){.hero,.menu--open{width:50%}.menu--open li{gap:1px}}@media (max-width:400px){.menu--open{gap:2px}}" +
  "@keyframes spin{to{rotate:1turn}}";

// The build's minified script, as the drawn page ends with it.
const LOAD_AFTER_PAINT = "document.currentScript.dataset.entry;";

let ctx: TestContext;
let web: FastifyInstance;
let build: string;

beforeAll(async () => {
  // Direct database writes below: the catalog version is read on every request.
  ctx = await createTestContext({ CATALOG_CACHE_MS: "0", PUBLIC_URL: "https://taaza.example" });
  build = mkdtempSync(path.join(tmpdir(), "taaza-web-"));
  mkdirSync(path.join(build, "dist", "assets"), { recursive: true });
  writeFileSync(path.join(build, "dist", "assets", "index-1.css"), INDEX_CSS);
  mkdirSync(path.join(build, "dist-server"));
  writeFileSync(path.join(build, "dist", "index.html"), INDEX_HTML);
  writeFileSync(path.join(build, "dist", "load-after-paint.js"), LOAD_AFTER_PAINT);
  writeFileSync(path.join(build, "dist-server", "entry-server.js"), FIXTURE_RENDERER);
  web = await buildApp(ctx.platform, { webDist: path.join(build, "dist") });
  await web.ready();
}, 120_000);
afterAll(async () => {
  await web.close();
  await ctx.close();
  rmSync(build, { recursive: true, force: true });
});

const drawingOf = (html: string) => Number(/drawing (\d+)/.exec(html)?.[1]);

describe("server-rendered storefront pages", () => {
  it("GET / is drawn with the catalog's products into #root, with its own head, the HTML CSP and an ETag", async () => {
    await buildProduct(ctx, { name: "Surmai Steaks", defaultPricePaise: 69900, salePricePaise: null });
    const res = await web.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    // What a document may do travels with documents (JSON answers go without: security-headers.test.ts).
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toBe("cookie, accept-language, accept-encoding");
    expect(res.body).toMatch(/<div id="root"><ul><li>Surmai Steaks ₹699<\/li>/);
    expect(res.body).toContain('</div><script type="application/json" id="taaza-state">[]</script><script data-entry=');
    // The page's head replaces the shell's title and description; the shell's placeholder and
    // its JavaScript-only note are gone.
    expect(res.body).toContain('<title>Drawn /</title><link rel="canonical" href="https://taaza.example/"></head>');
    expect(res.body).not.toContain("Taaza shell");
    expect(res.body).not.toContain("The shell's description");
    expect(res.body).not.toContain("site-header");
    expect(res.body).not.toContain("<noscript>");

    const again = await web.inject({ method: "GET", url: "/", headers: { "if-none-match": res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    // A browser takes a 304's headers into its stored copy: the page keeps its own policy.
    expect(again.headers["content-security-policy"]).toBe(res.headers["content-security-policy"]);
    expect(again.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("a page is drawn once per catalog version: asked again it is not drawn again; a catalog change draws it afresh", async () => {
    const first = drawingOf((await web.inject({ method: "GET", url: "/category/SeaWater" })).body);
    const second = drawingOf((await web.inject({ method: "GET", url: "/category/SeaWater?utm_source=mail" })).body);
    expect(second).toBe(first);
    await buildProduct(ctx, { name: "Rawas Fillet" });
    const changed = await web.inject({ method: "GET", url: "/category/SeaWater" });
    expect(drawingOf(changed.body)).toBeGreaterThan(first);
    expect(changed.body).toContain("Rawas Fillet");
  });

  it("a category's page number is its own page; a product page shows that product", async () => {
    const product = await buildProduct(ctx, { name: "Tiger Prawns", category: "Prawns", defaultPricePaise: 129900 });
    for (let i = 0; i < 20; i++) await buildProduct(ctx, { name: `Prawns ${i}`, category: "Prawns" });
    const paged = await web.inject({ method: "GET", url: "/category/Prawns?page=2" });
    expect(paged.statusCode).toBe(200);
    expect(paged.body).toContain('<link rel="canonical" href="https://taaza.example/category/Prawns?page=2">');
    const page = await web.inject({ method: "GET", url: `/product/${product.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<li>Tiger Prawns ₹1299</li>");
  });

  it("only known categories and real page numbers are drawn: anything else is a 404 shell, never drawn or kept", async () => {
    await buildProduct(ctx, { name: "Surmai", category: "SeaWater" });
    const real = await web.inject({ method: "GET", url: "/category/SeaWater" });
    expect(real.statusCode).toBe(200);
    expect(drawingOf(real.body)).toBeGreaterThan(0);
    for (const url of [
      "/category/NoSuchThing",
      "/category/NoSuchThing?page=3",
      "/category/SeaWater?page=2",
      "/category/SeaWater?page=999",
      "/category/SeaWater?page=abc",
      "/category/price1?page=5",
    ]) {
      const res = await web.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("Taaza shell");
      expect(Number.isNaN(drawingOf(res.body)), url).toBe(true);
    }
    // The real page was kept and is answered again without a new drawing.
    expect(drawingOf((await web.inject({ method: "GET", url: "/category/SeaWater" })).body)).toBe(drawingOf(real.body));
    expect((await web.inject({ method: "GET", url: "/category/price1" })).statusCode).toBe(200);
  });

  it("draws a page in the reader's language: ?lang=, else the cookie, else Accept-Language; one copy each", async () => {
    const asked = [
      { url: "/?lang=mr", headers: {}, locale: "mr" },
      { url: "/", headers: { cookie: "taaza-locale=mr" }, locale: "mr" },
      { url: "/", headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" }, locale: "hi" },
      // The cookie is the reader's choice and outranks the browser's languages; the address outranks both.
      { url: "/", headers: { cookie: "taaza-locale=en", "accept-language": "hi" }, locale: "en" },
      { url: "/?lang=hi", headers: { cookie: "taaza-locale=mr" }, locale: "hi" },
      { url: "/?lang=xx", headers: { cookie: "taaza-locale=mr" }, locale: "mr" },
    ];
    for (const { url, headers, locale } of asked) {
      const res = await web.inject({ method: "GET", url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, `${url} ${JSON.stringify(headers)}`).toContain(`<html lang="${locale}">`);
      expect(res.body, url).toContain(`drawn in ${locale}`);
      expect(res.body, url).toContain("taaza-state");
      expect(res.headers.vary, url).toContain("accept-language");
    }
    // Each language is its own cached copy: Marathi asked again is the same drawing, not Hindi's.
    const first = await web.inject({ method: "GET", url: "/?lang=mr" });
    const again = await web.inject({ method: "GET", url: "/", headers: { cookie: "taaza-locale=mr" } });
    expect(drawingOf(again.body)).toBe(drawingOf(first.body));
    const hindi = await web.inject({ method: "GET", url: "/?lang=hi" });
    expect(hindi.body).toContain("drawn in hi");
  });

  it("/lang sets the language cookie and goes back to a page of this shop, never elsewhere", async () => {
    const res = await web.inject({ method: "GET", url: "/lang?to=mr&back=%2Fcategory%2FSeaWater%3Fpage%3D2" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/category/SeaWater?page=2");
    expect(res.headers["set-cookie"]).toBe("taaza-locale=mr; Path=/; Max-Age=31536000; SameSite=Lax");
    for (const back of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const away = await web.inject({ method: "GET", url: `/lang?to=hi&back=${encodeURIComponent(back)}` });
      expect(away.headers.location, back).toBe("/");
    }
    const unknown = await web.inject({ method: "GET", url: "/lang?to=xx&back=/" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: "Unknown language", code: "UNKNOWN_LANGUAGE" });
  });

  it("draws /search with its words, the form's own address before the script", async () => {
    const res = await web.inject({ method: "GET", url: "/search?q=+pomfret+" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Drawn /search?q=pomfret</title>");
  });

  it("an unknown product and every other page get the shell, as before", async () => {
    for (const url of ["/product/00000000-0000-4000-8000-000000000000", "/about-us", "/checkout"]) {
      const res = await web.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("Taaza shell");
      expect(res.body, url).not.toContain("taaza-state");
    }
  });
});

describe("the first paint needs nothing but the HTML and the largest image (decision 017)", () => {
  it('keeps the rules for attributes a tag has after a value holding a ">"', () => {
    // Preact writes ">" inside attribute values as it is; the tag does not end there.
    const css = "[data-kind]{order:1}[data-toast]{order:2}";
    expect(usedCss(css, '<img alt="a > b" data-kind="x"/>')).toBe("[data-kind]{order:1}");
  });

  it("holds the stylesheet rules the page uses inline, with the whole stylesheet linked but disabled", async () => {
    const res = await web.inject({ method: "GET", url: "/" });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const style = /<style>([^<]*)<\/style>/.exec(head)?.[1];
    expect(style).toBe(
      // #root's rule too (the body around the drawn page counts), and each @media rule, empty if
      // need be, for load-after-paint.js to fill in place.
      ':root{--ink:#123}#root{display:flex}li{margin:0}.hero{display:block}.hero:not(.menu--open)::after{content:"{"}img[loading=lazy]{opacity:.9}li:not([data-toast]){order:1}' +
        "@media (min-width:800px){.hero,.menu--open{width:50%}}@media (max-width:400px){}@keyframes spin{to{rotate:1turn}}",
    );
    // Not fetched while disabled; load-after-paint.js enables it before the code loads.
    expect(head).toContain('</style><link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  });

  it("asks for the largest image first, per screen, with the <img>'s own srcset and sizes", async () => {
    const res = await web.inject({ method: "GET", url: "/" });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const phone =
      '<link rel="preload" as="image" imagesrcset="/uploads/hero-mobile.w240.webp 240w, /uploads/hero-mobile.webp 960w" imagesizes="100vw" media="(max-width: 480px)" fetchpriority="high">';
    const wider =
      '<link rel="preload" as="image" imagesrcset="/uploads/hero-desktop.w240.webp 240w, /uploads/hero-desktop.webp 960w" imagesizes="(min-width: 1280px) 1232px, 100vw" media="not all and (max-width: 480px)" fetchpriority="high">';
    expect(head).toContain(phone + wider);
    // Before anything else the page asks for.
    expect(head.indexOf(phone)).toBeLessThan(head.search(/<script|<link rel="(?!preload)/));
    // Only these: the lazy image is not preloaded.
    expect(res.body).toContain('<div id="root"><ul>');
    expect(res.body.match(/rel="preload"/g)).toHaveLength(2);
    // An <img> is read to its real end, whatever its alt text says.
    expect(leadImagePreloads('<img alt="pomfret > surmai" src="/uploads/a.webp" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high">',
    );
  });

  it("loads the page's code once that image is on screen: the page ends with the inline script naming the entry and its modules", async () => {
    const res = await web.inject({ method: "GET", url: "/" });
    const script = `<script data-entry="/assets/index-1.js" data-modules="/assets/app-1.js">${LOAD_AFTER_PAINT}</script>`;
    expect(res.body).toContain(`<script type="application/json" id="taaza-state">[]</script>${script}</body>`);
    expect(res.body).not.toContain('type="module"');
    expect(res.body).not.toContain("modulepreload");
    // The page's policy runs no inline script but this one.
    const hash = createHash("sha256").update(LOAD_AFTER_PAINT).digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("holds every image but the largest until it is painted: their src and srcset wait as data-src and data-srcset", async () => {
    const res = await web.inject({ method: "GET", url: "/" });
    // The banner's <picture>, sources and all, is left as drawn...
    expect(res.body).toContain(
      '<source media="(max-width: 480px)" srcSet="/uploads/hero-mobile.w240.webp 240w, /uploads/hero-mobile.webp 960w"',
    );
    expect(res.body).toContain('<img class="hero" src="/uploads/hero-desktop.webp" srcSet=');
    // ...the others are not asked for until load-after-paint.js gives their addresses back.
    expect(res.body).toContain('<img class="later" data-src="/uploads/later.webp" loading="lazy"/>');
    expect(
      holdImagesUntilPaint(
        '<picture><source srcset="/a.w240.webp 240w"/><img src="/a.webp" alt="src=&quot;x&quot; srcset" fetchpriority="low"/></picture>',
      ),
    ).toBe(
      '<picture><source data-srcset="/a.w240.webp 240w"/><img data-src="/a.webp" alt="src=&quot;x&quot; srcset" fetchpriority="low"/></picture>',
    );
  });

  it("is sent Brotli-compressed, at the highest quality once that copy is made, the same page once decompressed", async () => {
    const plain = await web.inject({ method: "GET", url: "/" });
    const quality5 = brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    // Made after the page is kept, so the reader who had it drawn did not wait for quality 11.
    await vi.waitFor(async () => {
      const br = await web.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(quality5.length);
    });
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the home page, every category and price band, and the products customers can see, in each language", async () => {
    const shown = await buildProduct(ctx, { name: "Chicken Curry Cut", category: "Chicken" });
    const archived = await buildProduct(ctx, { name: "Old Stock", isArchived: true });
    // Served without a web build too.
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs).toEqual(
      expect.arrayContaining([
        "https://taaza.example/",
        "https://taaza.example/category/Chicken",
        "https://taaza.example/category/price1",
        "https://taaza.example/category/price3",
        `https://taaza.example/product/${shown.id}`,
        // Each page in every language, as its hreflang links name them.
        "https://taaza.example/?lang=mr",
        "https://taaza.example/?lang=hi",
        `https://taaza.example/product/${shown.id}?lang=hi`,
        "https://taaza.example/category/price1?lang=mr",
      ]),
    );
    expect(locs).not.toContain(`https://taaza.example/product/${archived.id}`);
  });
});
