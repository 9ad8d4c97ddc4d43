import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";

export const creatives = pgTable(
  "creatives",
  {
    id: id(),
    tag: text("tag", { enum: ["desktop", "mobile"] }).notNull(),
    // Positions 1-4, each once per group: the database caps a group at four images.
    position: integer("position").notNull(),
    media: text("media").notNull(),
    // What the banner says, for people who cannot see it ("" only for banners from before).
    alt: text("alt").notNull().default(""),
    // A path of this shop; never another site ("//x" or "/\x" would be one).
    link: text("link"),
    // The readers it is for (en, mr, hi): a banner with words painted in one language; null = every reader.
    language: text("language", { enum: ["en", "mr", "hi"] }),
    createdAt: createdAt(),
  },
  (t) => [
    // Each language's group (and the every-language one) holds its own four places.
    uniqueIndex("creatives_tag_language_position_key").on(t.tag, sql`coalesce(${t.language}, '')`, t.position),
    check("creatives_language_check", sql`${t.language} is null or ${t.language} in ('en', 'mr', 'hi')`),
    check("creatives_tag_check", sql`${t.tag} in ('desktop', 'mobile')`),
    check("creatives_link_check", sql`${t.link} is null or (left(${t.link}, 1) = '/' and left(${t.link}, 2) not in ('//', '/\\'))`),
    check("creatives_position_check", sql`${t.position} between 1 and 4`),
  ],
);
