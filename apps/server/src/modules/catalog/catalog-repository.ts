import { and, asc, count, desc, eq, gt, ilike, lte, sql, type SQL } from "drizzle-orm";
import { PRICE_BANDS, rupeesToPaise, type PriceBand } from "@taaza/domain";
import type { Database } from "../../db/client.ts";
import { likePattern } from "../../db/like-pattern.ts";
import { firstRow } from "../../db/raw-rows.ts";
import { categories, products, productTags } from "../../db/schema.ts";
import type { ProductRow } from "./product-view.ts";

export interface ProductFilter {
  includeArchived: boolean;
  search?: string | undefined;
  /** A category name. */
  category?: string | undefined;
  /** A price band on the effective price (sale, else default). */
  band?: PriceBand | undefined;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** What the customer pays, in paise, in SQL: the sale price when there is one. */
const effectivePricePaise = sql<number>`coalesce(${products.salePricePaise}, ${products.defaultPricePaise})`;

/** A search's products beyond this many are never read unless a page is asked for. */
export const SEARCH_RESULTS_MAX = 50;
/**
 * How close (pg_trgm word similarity, 0..1) the typed text must come to a stretch of a product's
 * names to count as a match: "pomfrett" scores 0.78 on "pomfret", "mutten" 0.57 on "mutton".
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Text with no letter or digit at all ("%", "_"): nothing to fold, so a plain substring of the name. */
function isSymbolsOnly(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

/**
 * What a search looks for: the typed text folded by the database exactly as products' names are
 * (`taaza_search_fold`, migration 0007: lower case, no accents, punctuation as spaces, Devanagari
 * in Latin letters), or, for text of symbols only, that text in the name as it is.
 */
type SearchTerm = { folded: string } | { plain: string };

/**
 * A product matches when the folded text comes close to a stretch of its names (pg_trgm word
 * similarity) or appears in them. The matching ids come from the GIN trigram index alone, in a
 * subquery the planner runs once (`array(...)`), before any other condition.
 */
function searchCondition(term: SearchTerm): SQL {
  if ("plain" in term) return ilike(products.name, likePattern(term.plain));
  return sql`${products.id} = any(array(select s.id from ${products} s where s.search_text %> ${term.folded} or s.search_text like ${likePattern(term.folded)}))`;
}

/**
 * Best first: the shop's own name equal to, starting with, or holding a word starting with what
 * was typed; then another name equal to it, starting with it, holding it; then the closest fuzzy
 * matches. Within a rank: the closest first, then what is in stock, bestsellers, and the more
 * focused (shorter) names.
 */
function searchOrder(term: SearchTerm): SQL[] {
  if ("plain" in term) return [asc(products.name), asc(products.id)];
  const q = term.folded;
  const all = products.searchText;
  const name = sql`split_part(${all}, '|', 2)`;
  const rank = sql`case
    when ${name} = ${q} then 6
    when starts_with(${name}, ${q}) then 5
    when strpos(' ' || ${name}, ' ' || ${q}) > 0 then 4
    when strpos(${all}, '|' || ${q} || '|') > 0 then 3
    when strpos(${all}, '|' || ${q}) > 0 or strpos(${all}, ' ' || ${q}) > 0 then 2
    when strpos(${all}, ${q}) > 0 then 1
    else 0 end`;
  return [
    sql`${rank} desc`,
    sql`word_similarity(${q}, ${all}) desc`,
    desc(products.inStock),
    desc(products.bestseller),
    // Fewer other names: a more focused match (and no second trigram comparison per product).
    sql`length(${all})`,
    asc(products.name),
    asc(products.id),
  ];
}

/**
 * A search runs in its own transaction with two settings for that transaction only (safe behind a
 * transaction-mode pooler, gone at commit): pg_trgm's similarity threshold, and no sequential
 * scans, because the planner cannot price trigram comparisons (it would rather compare every
 * product than read the index). The same statement folds the typed text once.
 */
function withSearch<T>(db: Database, text: string, read: (tx: Database, term: SearchTerm) => Promise<T>, none: T): Promise<T> {
  if (isSymbolsOnly(text)) return read(db, { plain: text });
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true), taaza_search_fold(${text.replaceAll("|", " ")}) as folded`,
    );
    const folded = firstRow<{ folded: string | null }>(result)?.folded ?? "";
    return folded === "" ? none : read(tx, { folded });
  });
}

function productConditions(filter: ProductFilter, term?: SearchTerm): SQL | undefined {
  const conditions: SQL[] = [];
  if (!filter.includeArchived) conditions.push(eq(products.isArchived, false));
  if (term) conditions.push(searchCondition(term));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.band) {
    const { min, max } = PRICE_BANDS[filter.band];
    if (min !== null) conditions.push(gt(effectivePricePaise, rupeesToPaise(min)));
    if (max !== null) conditions.push(lte(effectivePricePaise, rupeesToPaise(max)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Newest first; the id breaks ties so pages never repeat or skip a product. A search is ranked
 * instead (`searchOrder`) and, without a page, bounded to SEARCH_RESULTS_MAX products.
 */
export async function listProducts(db: Database, filter: ProductFilter, page?: PageRequest): Promise<ProductRow[]> {
  const { search } = filter;
  if (search) {
    const bounds = page ?? { limit: SEARCH_RESULTS_MAX, offset: 0 };
    return withSearch(
      db,
      search,
      (tx, term) =>
        tx
          .select()
          .from(products)
          .where(productConditions(filter, term))
          .orderBy(...searchOrder(term))
          .limit(bounds.limit)
          .offset(bounds.offset),
      [],
    );
  }
  const query = db
    .select()
    .from(products)
    .where(productConditions(filter))
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const read = async (on: Database, term?: SearchTerm) => {
    const [row] = await on.select({ n: count() }).from(products).where(productConditions(filter, term));
    return Number(row?.n ?? 0);
  };
  return filter.search ? withSearch(db, filter.search, read, 0) : read(db);
}

export async function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/**
 * A cheap fingerprint of the catalog: it changes whenever a product is added, edited or removed,
 * so a list can be answered from cache and revalidated by ETag without reading every row.
 */
export async function catalogVersion(db: Database): Promise<string> {
  const result = await db.execute(
    sql`select concat(count(*), '-', coalesce(floor(extract(epoch from max(${products.updatedAt})) * 1000000)::bigint, 0), '-', coalesce(sum(hashtext(${products.id}::text)), 0)) as v from ${products}`,
  );
  return String(firstRow<{ v: string | null }>(result)?.v ?? "0");
}

export async function listCategories(db: Database) {
  return db.select({ _id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.createdAt), asc(categories.name));
}

export async function listProductTags(db: Database) {
  return db.select({ _id: productTags.id, name: productTags.name }).from(productTags).orderBy(asc(productTags.name));
}
