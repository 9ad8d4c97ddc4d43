import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed by a person are letters to look for, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `text` anywhere in `column`, in any case: the rows ILIKE finds (PostgreSQL's ILIKE lowercases
 * both sides with lower() and compares them with LIKE), written so that a trigram index on
 * `lower(column)` answers it, and so that a scan lowercases the pattern once, not on every row.
 */
export function containsIgnoringCase(column: SQLWrapper, text: string): SQL {
  return sql`lower(${column}) like lower(${likePattern(text)})`;
}
