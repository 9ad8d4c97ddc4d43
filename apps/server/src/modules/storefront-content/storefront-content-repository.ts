import { asc, count, eq, sql } from "drizzle-orm";
import { CREATIVES_PER_GROUP, type Creative } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { creatives, deals, products } from "../../platform/database/schema.ts";
import { firstRow } from "../../platform/database/raw-rows.ts";
import type { ProductRow } from "../catalog/index.ts";

/** Deal slots, as held by the database (deals.slot between 1 and 4, unique). */
export const DEAL_SLOTS = 4;

export async function listCreatives(db: Database): Promise<Creative[]> {
  return db
    .select({ _id: creatives.id, tag: creatives.tag, media: creatives.media, alt: creatives.alt, link: creatives.link })
    .from(creatives)
    .orderBy(asc(creatives.tag), asc(creatives.position));
}

/** Deals with their products in one query; a deal whose product is archived is hidden. */
export async function listVisibleDeals(db: Database): Promise<{ id: string; product: ProductRow }[]> {
  return db
    .select({ id: deals.id, product: products })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(eq(products.isArchived, false))
    .orderBy(asc(deals.slot));
}

/**
 * Makes the product a deal in the lowest free slot, only if it is in stock and not archived, in
 * one statement. Answers the new deal's id; undefined when nothing was inserted (no free slot,
 * or the product is not eligible); throws the unique violation when another admin took the slot.
 */
export async function insertDealInFreeSlot(db: Database, productId: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    insert into ${deals} (slot, product_id)
    select free.slot, p.id
    from ${products} p,
      (select s as slot from generate_series(1, ${DEAL_SLOTS}::int) s
       where not exists (select 1 from ${deals} d where d.slot = s)
       order by s limit 1) free
    where p.id = ${productId} and p.in_stock and not p.is_archived
    returning id`);
  return firstRow<{ id: string }>(result)?.id;
}

export async function findDealWithProduct(db: Database, id: string): Promise<{ id: string; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ id: deals.id, product: products })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(eq(deals.id, id))
    .limit(1);
  return row;
}

export async function findDealOfProduct(db: Database, productId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: deals.id }).from(deals).where(eq(deals.productId, productId)).limit(1);
  return row?.id;
}

export async function deleteDeal(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  return rows.length > 0;
}

export async function countCreatives(db: Database, tag: Creative["tag"]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creatives).where(eq(creatives.tag, tag));
  return row?.n ?? 0;
}

/** The image in its group's lowest free position (1-4), or undefined when the group is full. */
export async function insertCreativeInFreePosition(
  db: Database,
  creative: { tag: Creative["tag"]; media: string; alt: string; link: string | null },
): Promise<Creative | undefined> {
  const { tag, media, alt, link } = creative;
  const result = await db.execute(sql`
    insert into ${creatives} (tag, position, media, alt, link)
    select ${tag}::text, free.position, ${media}::text, ${alt}::text, ${link}::text
    from (select p as position from generate_series(1, ${CREATIVES_PER_GROUP}::int) p
          where not exists (select 1 from ${creatives} c where c.tag = ${tag}::text and c.position = p)
          order by p limit 1) free
    returning id, tag, media, alt, link`);
  const row = firstRow<{ id: string; tag: Creative["tag"]; media: string; alt: string; link: string | null }>(result);
  return row && { _id: row.id, tag: row.tag, media: row.media, alt: row.alt, link: row.link };
}

/** A banner's description and link; undefined when there is no such banner. */
export async function updateCreativeDetails(
  db: Database,
  id: string,
  details: { alt: string; link: string | null },
): Promise<Creative | undefined> {
  const [row] = await db
    .update(creatives)
    .set(details)
    .where(eq(creatives.id, id))
    .returning({ _id: creatives.id, tag: creatives.tag, media: creatives.media, alt: creatives.alt, link: creatives.link });
  return row;
}

/** Removes the creative and answers its file name, or undefined if it did not exist. */
export async function deleteCreative(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.delete(creatives).where(eq(creatives.id, id)).returning({ media: creatives.media });
  return row?.media;
}
