import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isShopLocale, LOCALE_COOKIE, requestLocale, type ShopLocale } from "@taaza/domain";
import { sendKeptAnswer } from "../../platform/http/compression.ts";
import type { CachedVersion } from "../../platform/http/cached-version.ts";
import { RenderedPageCache } from "./rendered-page-cache.ts";
import { isRealCategoryPage } from "./category-pages.ts";
import type { LoadAfterPaint, ReadStylesheet } from "./first-paint.ts";
import { pageKey, pageTemplate, renderedDocument, type DocumentParts } from "./page-document.ts";
import type { ApiTransport, StorefrontRenderer } from "./storefront-renderer.ts";

/** How long a drawn page may be kept when nothing says it changed (banners, deals, a deal ending). */
const PAGE_MAX_AGE_MS = 60_000;

export interface StorefrontPagesOptions {
  renderer: StorefrontRenderer;
  indexHtml: string;
  /** A built stylesheet's text by file name (dist/assets), inlined in the pages' heads. */
  readStylesheet: ReadStylesheet;
  /** The script each drawn page ends with (first-paint.ts). */
  loader: LoadAfterPaint;
  /** Answers with the single-page app's shell, as every other page does. */
  sendShell: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  /** The catalog's version, which the drawn pages are kept by. */
  version: CachedVersion;
  /** The shop's public address, for canonical and Open Graph URLs. */
  publicUrl: string;
}

/**
 * The storefront's landing pages (home, a category or price band, a product, search results)
 * drawn on the server by the web app's own components in the reader's language (`?lang=`, else the
 * language cookie, else Accept-Language), cached per catalog version and language, then hydrated
 * in the browser. Anything that cannot be drawn (an unknown product, a failed read) gets the
 * shell, exactly as before. `/lang?to=mr&back=/path` is the language switch that works without
 * the script: it sets the cookie and goes back (docs/languages.md).
 */
export function registerStorefrontPages(
  app: FastifyInstance,
  { renderer, indexHtml, readStylesheet, loader, sendShell, version, publicUrl }: StorefrontPagesOptions,
): boolean {
  const template = pageTemplate(indexHtml);
  if (!template) {
    app.log.warn('index.html has no <div id="root"> to draw pages into; the storefront is served as a single-page app');
    return false;
  }
  const parts: DocumentParts = { template, readStylesheet, loader };
  renderer.setApiTransport(inProcessTransport(app));
  const cache = new RenderedPageCache(PAGE_MAX_AGE_MS);
  app.cachedVersions.add(cache);

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page's words depend on these: a shared cache must keep one copy per language.
    reply.header("vary", "cookie, accept-language");
    const { cat } = request.params as { cat?: string };
    if (cat !== undefined && !(await isRealCategoryPage(app, cat, (request.query as { page?: string }).page))) {
      // Not a page the shop has: the shell says so, with a 404, and nothing is drawn or kept.
      return sendShell(request, reply.code(404));
    }
    const locale = pageLocale(request);
    const path = pageKey(request.url);
    const key = `${path}#${locale}`;
    const current = await version.get();
    const now = Date.now();
    let page = cache.get(key, current, now);
    if (!page) {
      const drawing = cache.begin();
      const rendered = await drawPage(app, renderer, parts, path, locale, publicUrl);
      if (!rendered) return sendShell(request, reply);
      page = await drawing.keep(key, current, rendered, now);
    }
    return sendKeptAnswer(request, reply, page, "text/html; charset=utf-8", "no-cache");
  };

  app.get("/", send);
  app.get("/category/:cat", send);
  app.get("/product/:id", send);
  app.get("/search", send);
  app.get("/lang", (request, reply) => switchLanguage(request, reply));
  return true;
}

/** The language a page is drawn in: the address's `?lang=` first, then the reader's own. */
function pageLocale(request: FastifyRequest): ShopLocale {
  const asked = new URLSearchParams(request.url.split("?")[1] ?? "").get("lang");
  return isShopLocale(asked) ? asked : requestLocale(request.headers.cookie, request.headers["accept-language"]);
}

/**
 * GET /lang?to=mr&back=/category/SeaWater: remembers the language in the cookie the browser's own
 * switch sets too (a year, whole site) and sends the reader back, to a path of this shop only.
 */
function switchLanguage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const params = new URLSearchParams(request.url.split("?")[1] ?? "");
  const to = params.get("to");
  const back = params.get("back") ?? "/";
  if (!isShopLocale(to)) return reply.code(400).send({ error: "Unknown language", code: "UNKNOWN_LANGUAGE" });
  const target = /^\/(?![/\\])/.test(back) ? back : "/";
  reply.header("set-cookie", `${LOCALE_COOKIE}=${to}; Path=/; Max-Age=31536000; SameSite=Lax`);
  reply.header("cache-control", "no-store");
  return reply.redirect(target, 303);
}

async function drawPage(
  app: FastifyInstance,
  renderer: StorefrontRenderer,
  parts: DocumentParts,
  path: string,
  locale: ShopLocale,
  origin: string,
): Promise<string | null> {
  try {
    const page = await renderer.renderPage(path, origin, locale);
    return page ? renderedDocument(parts, page, locale) : null;
  } catch (error) {
    app.log.error({ err: error, url: path, locale }, "could not draw a storefront page on the server");
    return null;
  }
}

/** The renderer's reads go to this app's own API without leaving the process. */
function inProcessTransport(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const method =
      init.method === "POST" || init.method === "PUT" || init.method === "PATCH" || init.method === "DELETE" ? init.method : "GET";
    const answer = await app.inject({ method, url, headers });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (typeof value === "string") answerHeaders.set(name, value);
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}
