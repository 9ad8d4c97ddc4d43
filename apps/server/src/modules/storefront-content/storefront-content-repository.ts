import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { CREATIVES_PER_GROUP, type Creative, type CreativeLanguage } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { creatives } from "./storefront-content-tables.ts";
import { firstRow } from "../../platform/database/raw-rows.ts";

const creativeColumns = {
  _id: creatives.id,
  tag: creatives.tag,
  media: creatives.media,
  alt: creatives.alt,
  link: creatives.link,
  language: creatives.language,
};

/** Every banner, each group in its order: the every-language ones first, then each language's. */
export async function listCreatives(db: Database): Promise<Creative[]> {
  return db
    .select(creativeColumns)
    .from(creatives)
    .orderBy(asc(creatives.tag), sql`${creatives.language} nulls first`, asc(creatives.position));
}

/** How many banners one group (a shape and a language, null = every language) holds. */
export async function countCreatives(db: Database, tag: Creative["tag"], language: CreativeLanguage | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creatives)
    .where(and(eq(creatives.tag, tag), language === null ? isNull(creatives.language) : eq(creatives.language, language)));
  return row?.n ?? 0;
}

/** The image in its group's lowest free position (1-4), or undefined when the group is full. */
export async function insertCreativeInFreePosition(
  db: Database,
  creative: { tag: Creative["tag"]; language: CreativeLanguage | null; media: string; alt: string; link: string | null },
): Promise<Creative | undefined> {
  const { tag, language, media, alt, link } = creative;
  const result = await db.execute(sql`
    insert into ${creatives} (tag, language, position, media, alt, link)
    select ${tag}::text, ${language}::text, free.position, ${media}::text, ${alt}::text, ${link}::text
    from (select p as position from generate_series(1, ${CREATIVES_PER_GROUP}::int) p
          where not exists (select 1 from ${creatives} c
                            where c.tag = ${tag}::text and c.language is not distinct from ${language}::text and c.position = p)
          order by p limit 1) free
    returning id, tag, language, media, alt, link`);
  const row = firstRow<{
    id: string;
    tag: Creative["tag"];
    language: CreativeLanguage | null;
    media: string;
    alt: string;
    link: string | null;
  }>(result);
  return row && { _id: row.id, tag: row.tag, media: row.media, alt: row.alt, link: row.link, language: row.language };
}

/** A banner's description and link; undefined when there is no such banner. */
export async function updateCreativeDetails(
  db: Database,
  id: string,
  details: { alt: string; link: string | null },
): Promise<Creative | undefined> {
  const [row] = await db.update(creatives).set(details).where(eq(creatives.id, id)).returning(creativeColumns);
  return row;
}

/** Removes the creative and answers its file name, or undefined if it did not exist. */
/** The banner, locked until the transaction ends. */
export async function findCreative(db: Database, id: string): Promise<Creative | undefined> {
  const [row] = await db.select(creativeColumns).from(creatives).where(eq(creatives.id, id)).for("update").limit(1);
  return row;
}

export async function deleteCreative(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.delete(creatives).where(eq(creatives.id, id)).returning({ media: creatives.media });
  return row?.media;
}
