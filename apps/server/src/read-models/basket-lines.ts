import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { cartLines } from "../modules/basket/basket-tables.ts";
import { products, productVariants } from "../modules/catalog/catalog-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { rowFromJson } from "../platform/database/json-rows.ts";
import { firstRow } from "../platform/database/raw-rows.ts";

/** A product as the catalog stores it. */
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** A basket line with its product and variant as they are now, and the product's other variants. */
export interface BasketLineRow {
  id: string;
  userId: string;
  quantity: number;
  product: ProductRow;
  /** The cut and pack on the line, which prices it. */
  variant: VariantRow;
  /** All the product's variants, default first (the line's product is shown with them). */
  variants: VariantRow[];
}

/** What pricing a line reads of its product: the checkout and the settlement need no more. */
export type PricedProduct = Pick<ProductRow, "id" | "name" | "category" | "images" | "isArchived">;

/**
 * A basket line as the checkout and the settlement price it: the product's few fields they use
 * and the line's variant, without the product's other columns and variants (a basket line as the
 * customer reads it, `BasketLineRow`, is one too).
 */
export interface PricedLineRow {
  id: string;
  userId: string;
  quantity: number;
  product: PricedProduct;
  variant: VariantRow;
}

/** Basket lines with their products, oldest first: one query, however many lines. */
export async function findBasketLines(db: Database, userId: string): Promise<BasketLineRow[]> {
  const row = firstRow<{ lines: unknown }>(await db.execute(sql`select ${basketLinesJson(userId)} as lines`));
  return basketLinesFromJson(row?.lines ?? []);
}

/**
 * The same lines (oldest first, with their products) as a JSON subquery of a read-model
 * statement, so it reads them with other rows in one round trip; `userId` is the outer query's
 * user id column or a value. With `lock`, the lines are locked: settlement reads them in the
 * statement that locks the checkout (which is locked first, so two settlements queue on the
 * checkout, never on each other's lines).
 */
export function basketLinesJson(userId: SQLWrapper | string, options: { lock?: boolean } = {}): SQL<unknown> {
  const lock = options.lock ? sql` for update` : sql``;
  return linesJsonFrom(sql`select * from ${cartLines} user_line where user_line.user_id = ${userId}${lock}`);
}

/**
 * Basket lines (rows of `source`, shaped like cart_lines) with their products, oldest first, as
 * JSON. Each line's product is looked up by its key (a `limit 1` subquery the planner keeps as a
 * lookup): a join let it read every product into a hash for a basket of two lines.
 */
export function linesJsonFrom(source: SQL): SQL<unknown> {
  return sql`(select coalesce(jsonb_agg(jsonb_build_object('line', to_jsonb(l), 'product', to_jsonb(p), 'variant', to_jsonb(v),
      'variants', (select jsonb_agg(to_jsonb(pv) order by pv.position, pv.id) from ${productVariants} pv where pv.product_id = p.id))
      order by l.created_at, l.id), '[]'::jsonb)
    from (${source}) l cross join lateral (select * from ${products} product where product.id = l.product_id limit 1) p
    cross join lateral (select * from ${productVariants} variant where variant.id = l.variant_id limit 1) v)`;
}

/**
 * The customer's basket lines as `PricedLineRow`s, oldest first, as a JSON subquery (see
 * `basketLinesJson`, whose `lock` it takes too): every order's checkout and settlement read it,
 * so it carries only what pricing needs.
 */
export function pricedLinesJson(userId: SQLWrapper | string, options: { lock?: boolean } = {}): SQL<unknown> {
  const lock = options.lock ? sql` for update` : sql``;
  return sql`(select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'quantity', l.quantity,
      'product', jsonb_build_object('id', p.id, 'name', p.name, 'category', p.category, 'images', p.images, 'isArchived', p.is_archived),
      'variant', to_jsonb(v)) order by l.created_at, l.id), '[]'::jsonb)
    from (select * from ${cartLines} user_line where user_line.user_id = ${userId}${lock}) l
    cross join lateral (select * from ${products} product where product.id = l.product_id limit 1) p
    cross join lateral (select * from ${productVariants} variant where variant.id = l.variant_id limit 1) v)`;
}

/** The lines a `pricedLinesJson` subquery brought back, for the customer `userId`. */
export function pricedLinesFromJson(json: unknown, userId: string): PricedLineRow[] {
  return (json as { id: string; quantity: number; product: PricedProduct; variant: Record<string, unknown> }[]).map((line) => ({
    id: line.id,
    userId,
    quantity: line.quantity,
    product: line.product,
    variant: rowFromJson(productVariants, line.variant),
  }));
}

type LineJson = {
  line: Record<string, unknown>;
  product: Record<string, unknown>;
  variant: Record<string, unknown>;
  variants: Record<string, unknown>[];
};

/** The lines a `basketLinesJson` subquery brought back. */
export function basketLinesFromJson(json: unknown): BasketLineRow[] {
  return (json as LineJson[]).map(({ line, product, variant, variants }) => {
    const row = rowFromJson(cartLines, line);
    return {
      id: row.id,
      userId: row.userId,
      quantity: row.quantity,
      product: rowFromJson(products, product),
      variant: rowFromJson(productVariants, variant),
      variants: variants.map((v) => rowFromJson(productVariants, v)),
    };
  });
}

/**
 * A basket write to run inside another statement: `cte` (a WITH item), `written` (true when it
 * wrote) and `lines`, the basket after it in `basketLinesJson`'s form.
 */
export interface BasketLineWrite {
  cte: SQL;
  written: SQL;
  lines: (userId: SQL) => SQL;
}

/**
 * Sets a line's quantity, checking the product and its variant (the one named, else the default)
 * in the same statement: they must exist and belong together, and an unavailable one may only be
 * reduced (not added or increased); `written` is false when nothing was written, and the caller
 * then finds out why. A data-modifying CTE (`written_line`, the row
 * written or none) for the statement that reads the account, with the basket it should show: the
 * lines as they were, the written one in place of its old version (a statement's subqueries
 * cannot see its own CTE's writes).
 */
export function buyableLineWrite(
  userId: SQLWrapper | string,
  productId: SQLWrapper | string,
  variantId: SQLWrapper | string | null,
  quantity: SQLWrapper | number,
): BasketLineWrite {
  return {
    cte: sql`written_line as (
      insert into ${cartLines} (user_id, product_id, variant_id, quantity)
      select ${userId}::uuid, p.id, v.id, ${quantity}::int from ${products} p
      cross join lateral (select * from ${productVariants} pv where pv.product_id = p.id and (pv.id = ${variantId}::uuid or ${variantId}::uuid is null)
        order by pv.position, pv.id limit 1) v
      where p.id = ${productId}::uuid
        and ((not p.is_archived and v.in_stock)
          or ${quantity}::int <= coalesce((select c.quantity from ${cartLines} c where c.user_id = ${userId}::uuid and c.variant_id = v.id), 0))
      on conflict (user_id, variant_id) do update set quantity = excluded.quantity, updated_at = now()
      returning *)`,
    written: sql`exists (select 1 from written_line)`,
    lines: (ownerId) =>
      linesJsonFrom(sql`select * from ${cartLines} user_line where user_line.user_id = ${ownerId}
          and not exists (select 1 from written_line w where w.variant_id = user_line.variant_id)
        union all select * from written_line`),
  };
}
