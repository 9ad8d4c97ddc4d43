import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed by a person are letters to look for, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ASCII digits, spaces and punctuation: lower() leaves them as they are and makes them of nothing else. */
const CASELESS = /^[\x20-\x40\x5b-\x60\x7b-\x7e]*$/;

/**
 * `text` anywhere in `column`, in any case: the rows ILIKE finds (PostgreSQL's ILIKE lowercases
 * both sides with lower() and compares them with LIKE), written so that a trigram index on
 * `lower(column)` answers it, and so that a scan lowercases the pattern once, not on every row.
 * Text without letters ("47", "#4") finds the same rows as it is; a scan tries that plain
 * comparison first, which costs a third as much and leaves lower() only the rows that match.
 */
export function containsIgnoringCase(column: SQLWrapper, text: string): SQL {
  const pattern = likePattern(text);
  const folded = sql`lower(${column}) like lower(${pattern})`;
  return CASELESS.test(text) ? sql`(${column} like ${pattern} and ${folded})` : folded;
}
