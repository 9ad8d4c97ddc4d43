-- A search in one statement (docs/decisions/014-product-search.md). It used to take four round
-- trips (BEGIN; set the trigram threshold and rule out sequential scans, fold the text; the ranked
-- select; COMMIT) and to be planned afresh each time. This function carries both settings as its
-- own SET clauses, which hold only while it runs (nothing leaks into the session, so it is safe
-- behind a transaction-mode pooler), and PL/pgSQL keeps one generic plan of its query per
-- connection, read from products_search_idx. Ranking is as before: the shop's own name equal to
-- the text (6), starting with it (5), holding a word starting with it (4); another name equal (3),
-- starting with it or a word in it (2); the text anywhere (1); fuzzy only (0); then word
-- similarity, in stock first, bestsellers, the shorter names, name, id. The filters beside the
-- text are the product list's own (archived, category, price band on the effective price);
-- max_rows null means every match.
create or replace function taaza_search_products(
  search text,
  include_archived boolean,
  in_category text,
  above_paise integer,
  up_to_paise integer,
  max_rows integer,
  skip_rows integer
) returns setof products
language plpgsql stable
set pg_trgm.word_similarity_threshold = 0.5
set enable_seqscan = off
set plan_cache_mode = force_generic_plan
as $$
declare
  q text := taaza_search_fold(replace(search, '|', ' '));
  -- Folding turns ASCII punctuation into spaces, so q holds no LIKE wildcard; escaped all the same.
  q_anywhere text := '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if q = '' then
    return;
  end if;
  return query
    select p.*
    from products p
    -- The text as it is first: that test costs well under a microsecond, so a product that holds
    -- it skips the trigram comparison (15 µs or more) in the recheck of the index's matches.
    where (p.search_text like q_anywhere or p.search_text %> q)
      and (include_archived or not p.is_archived)
      and (in_category is null or p.category = in_category)
      and (above_paise is null or coalesce(p.sale_price_paise, p.default_price_paise) > above_paise)
      and (up_to_paise is null or coalesce(p.sale_price_paise, p.default_price_paise) <= up_to_paise)
    order by
      case
        when split_part(p.search_text, '|', 2) = q then 6
        when starts_with(split_part(p.search_text, '|', 2), q) then 5
        when strpos(' ' || split_part(p.search_text, '|', 2), ' ' || q) > 0 then 4
        when strpos(p.search_text, '|' || q || '|') > 0 then 3
        when strpos(p.search_text, '|' || q) > 0 or strpos(p.search_text, ' ' || q) > 0 then 2
        when strpos(p.search_text, q) > 0 then 1
        else 0
      end desc,
      word_similarity(q, p.search_text) desc,
      p.in_stock desc,
      p.bestseller desc,
      length(p.search_text),
      p.name,
      p.id
    limit max_rows offset skip_rows;
end;
$$;
