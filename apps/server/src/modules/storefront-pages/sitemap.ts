import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { PRICE_BANDS, SHOP_LOCALES, type Category, type Product } from "@taaza/domain";
import { sendKeptAnswer } from "../../platform/http/compression.ts";
import type { CachedVersion } from "../../platform/http/cached-version.ts";
import { RenderedPageCache } from "./rendered-page-cache.ts";

const SITEMAP_MAX_AGE_MS = 60_000;

/**
 * /sitemap.xml for search engines: the home page, every category and price band, and every
 * product customers can see, each in English (its bare address), Marathi (`?lang=mr`) and Hindi
 * (`?lang=hi`), as the pages' hreflang links name them (docs/languages.md). Built from the public API's own answers (archived products are
 * already left out there) and kept per catalog version like the pages.
 */
export function sitemapRoutes({ version, publicUrl }: { version: CachedVersion; publicUrl: string }): FastifyPluginAsync {
  return async (app) => {
    const cache = new RenderedPageCache(SITEMAP_MAX_AGE_MS, 1);
    app.cachedVersions.add(cache);

    app.get("/sitemap.xml", { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const current = await version.get();
      const now = Date.now();
      let entry = cache.get("sitemap", current, now);
      if (!entry) {
        const drawing = cache.begin();
        entry = await drawing.keep("sitemap", current, sitemapXml(publicUrl, await publicPaths(app)), now);
      }
      return sendKeptAnswer(request, reply, entry, "application/xml; charset=utf-8", "public, no-cache");
    });
  };
}

async function publicPaths(app: FastifyInstance): Promise<string[]> {
  const [categories, products] = await Promise.all([
    readJson<Category[]>(app, "/api/categories"),
    readJson<Product[]>(app, "/api/products"),
  ]);
  const paths = [
    "/",
    ...categories.map((category) => `/category/${encodeURIComponent(category.name)}`),
    ...Object.keys(PRICE_BANDS).map((band) => `/category/${band}`),
    ...products.map((product) => `/product/${encodeURIComponent(product._id)}`),
  ];
  return paths.flatMap((path) => [path, ...SHOP_LOCALES.filter((code) => code !== "en").map((code) => `${path}?lang=${code}`)]);
}

async function readJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const answer = await app.inject({ method: "GET", url });
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  return answer.json<T>();
}

function sitemapXml(origin: string, paths: readonly string[]): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const urls = paths.map((path) => `<url><loc>${escape(origin + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
