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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("creatives_tag_position_key").on(t.tag, t.position),
    check("creatives_tag_check", sql`${t.tag} in ('desktop', 'mobile')`),
    check("creatives_link_check", sql`${t.link} is null or (left(${t.link}, 1) = '/' and left(${t.link}, 2) not in ('//', '/\\'))`),
    check("creatives_position_check", sql`${t.position} between 1 and 4`),
  ],
);
