-- Product search (docs/decisions/014-product-search.md): trigram similarity over names and other
-- names. Both engines fold the text the same way, in the database: NFKD without accents, lower
-- case, ASCII punctuation as spaces, and Devanagari written in Latin letters (inherent vowel,
-- final schwa dropped, anusvara as m before p/ph/b/bh/m, n elsewhere). The folded text is
-- plain ASCII, so pg_trgm finds its trigrams under any locale (PGlite and a C-locale server give
-- none for Devanagari itself), and "बांगडा" meets "bangada", "पॉम्फ्रेट" meets "pomfret".
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
create or replace function taaza_search_fold(t text) returns text
language sql immutable strict parallel safe
return trim(both ' ' from regexp_replace(
  translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
      lower(regexp_replace(normalize(t, NFKD), '[\u0300-\u036f\u093c]', '', 'g')),
      '([\u0915-\u0939\u0958-\u095f])(?![\u093e-\u094d])', '\1a', 'g'),
      '([\u0915-\u0939\u0958-\u095f])a(?![\u0900-\u097f])', '\1', 'g'),
      '[\u0901\u0902](?=[\u092a-\u092e])', 'm', 'g'),
      '[\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b\u007d\u007e\u0964\u0965]', ' ', 'g'),
    'ख', 'kh'), 'घ', 'gh'), 'छ', 'chh'), 'च', 'ch'), 'झ', 'jh'), 'ठ', 'th'), 'ढ', 'dh'), 'थ', 'th'), 'ध', 'dh'), 'भ', 'bh'), 'श', 'sh'), 'ष', 'sh'),
    'ऐ', 'ai'), 'ै', 'ai'), 'औ', 'au'), 'ौ', 'au'), 'ृ', 'ri'),
    'अआइईउऊएओऍऑऋािीुूेोॅॉकगजटडणतदनपफबमयरलळवसहञङंँः०१२३४५६७८९्',
    'aaiiuueoeoraiiuueoeokgjtdntdnpfbmyrllvshnnnnh0123456789'),
  '\s+', ' ', 'g'));--> statement-breakpoint
-- '|name|other|other|': the bars mark where each name starts and ends, for exact and prefix ranks.
create or replace function taaza_search_text(name text, alt_names text[]) returns text
language sql immutable strict parallel safe
return '|' || regexp_replace(taaza_search_fold(array_to_string(array_prepend(replace(name, '|', ' '), alt_names), '|')), ' ?\| ?', '|', 'g') || '|';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alt_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (taaza_search_text(name, alt_names)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_alt_names_check" CHECK (cardinality("products"."alt_names") <= 12);