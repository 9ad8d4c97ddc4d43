import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed by a person are letters to look for, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ASCII digits, spaces and punctuation: lower() leaves them as they are and makes them of nothing else. */
const CASELESS = /^[\x20-\x40\x5b-\x60\x7b-\x7e]*$/;
const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * Whether pg_trgm can take a trigram from `%text%`, so that a trigram index narrows the search.
 * It reads the words (runs of letters and digits) and pads a word with two blanks before it and
 * one after it where a separator, not the pattern's wildcard, stands next to it: "#4" gives
 * "  4", "47 " gives "47 ", but "47" or "7q" alone give nothing, and an index asked for them
 * returns every row.
 */
export function holdsTrigram(text: string): boolean {
  for (const word of text.matchAll(WORDS)) {
    const before = word.index > 0 ? 2 : 0;
    const after = word.index + word[0].length < text.length ? 1 : 0;
    if (before + [...word[0]].length + after >= 3) return true;
  }
  return false;
}

/**
 * `text` anywhere in `column`, in any case: the rows ILIKE finds (PostgreSQL's ILIKE lowercases
 * both sides with lower() and compares them with LIKE), written so that a trigram index on
 * `lower(column)` answers it, and so that a scan lowercases the pattern once, not on every row.
 * Text without letters ("47", "#4") finds the same rows as it is; a scan tries that plain
 * comparison first, which costs a third as much and leaves lower() only the rows that match.
 *
 * Text that holds no trigram ("47", "7q") is written so that the index cannot answer it at all.
 * Named statements (DATABASE_NAMED_STATEMENTS) keep one generic plan per statement text, made
 * without seeing the pattern; for the text the index serves that plan reads the index, which
 * for "47" meant reading all of it and rechecking every row: 65 ms instead of 8 at 100,000 orders.
 * A statement of its own for such text gets a plan that scans.
 */
export function containsIgnoringCase(column: SQLWrapper, text: string): SQL {
  const pattern = likePattern(text);
  const caseless = CASELESS.test(text);
  if (!holdsTrigram(text)) return caseless ? sql`${column} like ${pattern}` : sql`${column} ilike ${pattern}`;
  const folded = sql`lower(${column}) like lower(${pattern})`;
  return caseless ? sql`(${column} like ${pattern} and ${folded})` : folded;
}
