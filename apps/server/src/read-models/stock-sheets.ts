import { and, asc, eq, gt, sql } from "drizzle-orm";
import { products, productVariants } from "../modules/catalog/catalog-tables.ts";
import { orderItems, orders } from "../modules/orders/orders-tables.ts";
import { checkouts } from "../modules/checkout/checkout-tables.ts";
import { stock, stockHolds } from "../modules/stock/stock-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { rowsOf } from "../platform/database/raw-rows.ts";

// Stock's reads that join the catalog's products and the checkout's checkouts: staff's sheet for
// a date, the day's report, the customers' levels, and what a checkout needs to know before it
// holds grams. They answer rows; the stock module maps them.

/** A product with its weights (for gramsPerUnit) and its stock for a date, if any. */
export interface StockSheetRow {
  productId: string;
  name: string;
  weightGrams: number;
  grossWeightGrams: number | null;
  /** Whether the date has a row for it at all (a lifted limit keeps its row, with stocked null). */
  hasRow: boolean;
  stockedGrams: number | null;
  heldGrams: number;
}

/** Every listed product, by name, with its stock for `date`. */
export async function readStockSheet(db: Database, date: string): Promise<StockSheetRow[]> {
  const result = await db.execute(sql`
    select p.id as "productId", p.name, p.weight_grams as "weightGrams", p.gross_weight_grams as "grossWeightGrams",
      s.product_id is not null as "hasRow", s.stocked_grams as "stockedGrams", coalesce(s.held_grams, 0) as "heldGrams"
    from ${products} p left join ${stock} s on s.product_id = p.id and s.date = ${date}
    where not p.is_archived
    order by p.name, p.id`);
  return rowsOf<StockSheetRow>(result);
}

/** A product's weights, for the grams one unit uses (undefined for no such product). */
/**
 * What one unit of a product weighs as the checkout's order sold it: the variant on its order line
 * (the line `lineId` names, else the first, when the order had the product in several cuts), else
 * the product's own weights.
 */
export async function readUnitWeights(
  db: Database,
  checkoutId: string,
  productId: string,
  lineId?: string,
): Promise<{ weight: number; grossWeight: number | null } | undefined> {
  const named = lineId && /^[0-9a-f-]{36}$/i.test(lineId) ? sql`(i.id = ${lineId}::uuid) desc, ` : sql``;
  const result = await db.execute(sql`
    select coalesce(v.weight_grams, p.weight_grams) as weight,
      case when v.weight_grams is null then p.gross_weight_grams else v.gross_weight_grams end as "grossWeight"
    from ${products} p
    left join lateral (
      select pv.weight_grams, pv.gross_weight_grams
      from ${orderItems} i
      join ${orders} o on o.id = i.order_id
      join ${productVariants} pv on pv.id = i.variant_id
      where o.checkout_id = ${checkoutId}::uuid and i.product_id = p.id
      order by ${named}i.position limit 1
    ) v on true
    where p.id = ${productId}::uuid limit 1`);
  return rowsOf<{ weight: number; grossWeight: number | null }>(result)[0];
}

/** Listed, buyable products stocked for `date` (more than 0 g), by name: the home page's "Today's catch". */
export async function readStockedCatalog(db: Database, date: string, limit: number): Promise<(typeof products.$inferSelect)[]> {
  return db
    .select({ product: products })
    .from(products)
    .innerJoin(stock, and(eq(stock.productId, products.id), eq(stock.date, date)))
    .where(and(eq(products.isArchived, false), eq(products.inStock, true), gt(stock.stockedGrams, 0)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit)
    .then((rows) => rows.map((r) => r.product));
}

/** A product stocked on some of `dates`, with its weights and the stock of each of them. */
export interface StockedProductRow {
  productId: string;
  weightGrams: number;
  grossWeightGrams: number | null;
  date: string;
  stockedGrams: number | null;
  heldGrams: number;
}

/** The stock rows of `dates` with their products' weights (listed products only). */
export async function readStockedProducts(db: Database, dates: string[]): Promise<StockedProductRow[]> {
  const result = await db.execute(sql`
    select s.product_id as "productId", p.weight_grams as "weightGrams", p.gross_weight_grams as "grossWeightGrams",
      to_char(s.date, 'YYYY-MM-DD') as date, s.stocked_grams as "stockedGrams", s.held_grams as "heldGrams"
    from ${stock} s join ${products} p on p.id = s.product_id
    where s.date in (${sql.join(
      dates.map((d) => sql`${d}::date`),
      sql`, `,
    )}) and not p.is_archived`);
  return rowsOf<StockedProductRow>(result);
}

/** A product's day: what was stocked, and the grams its paid orders still hold (sold). */
export interface StockReportSource {
  productId: string;
  name: string;
  stockedGrams: number;
  soldGrams: number;
}

/**
 * The day's report: each product stocked for `date`, the grams held by paid checkouts (their
 * orders; a cancelled order or a refunded line gave its grams back) as sold.
 */
export async function readStockReport(db: Database, date: string): Promise<StockReportSource[]> {
  const result = await db.execute(sql`
    select s.product_id as "productId", p.name, s.stocked_grams as "stockedGrams",
      coalesce((select sum(h.grams) from ${stockHolds} h join ${checkouts} c on c.id = h.checkout_id
        where h.product_id = s.product_id and h.date = s.date and c.status = 'paid'), 0)::int as "soldGrams"
    from ${stock} s join ${products} p on p.id = s.product_id
    where s.date = ${date} and s.stocked_grams is not null
    order by p.name, p.id`);
  return rowsOf<StockReportSource>(result);
}
