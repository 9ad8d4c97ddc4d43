import type { FastifyInstance } from "fastify";
import { CATEGORY_PAGE_SIZE, categoryPageNumber, isPriceBand, type Category } from "@taaza/domain";

/**
 * Whether `/category/{category}?page={page}` is a page the shop has: a category it sells (or a
 * price band) and, past the first, a page number within its products. Anything else is not
 * drawn: each drawing costs tens of milliseconds of CPU, and made-up pages would push real ones
 * out of the drawn-page cache. Read from the public API's own (cached) answers, as the sitemap is.
 */
export async function isRealCategoryPage(app: FastifyInstance, category: string, pageText: string | undefined): Promise<boolean> {
  if (pageText !== undefined && !(/^\d+$/.test(pageText) && categoryPageNumber(pageText) === Number(pageText))) return false;
  if (!isPriceBand(category)) {
    const categories = await app.inject({ method: "GET", url: "/api/categories" });
    if (categories.statusCode !== 200 || !categories.json<Category[]>().some((known) => known.name === category)) return false;
  }
  const page = categoryPageNumber(pageText ?? null);
  if (page === 1) return true;
  const products = await app.inject({
    method: "GET",
    url: `/api/products?category=${encodeURIComponent(category)}&page=1&limit=1`,
  });
  const total = Number(products.headers["x-total-count"]);
  return products.statusCode === 200 && Number.isFinite(total) && page <= Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
}
