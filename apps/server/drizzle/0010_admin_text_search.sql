-- Staff's text searches (docs/decisions/015-checkout-and-admin-read-path.md): part of a bill id,
-- or of a customer's code or name, in any case. The queries ask lower(column) LIKE lower(pattern)
-- (what ILIKE answers), so these trigram indexes on the same expressions find every search with
-- three characters in a row (or a "#" and two) without reading every row.
CREATE INDEX "orders_bill_id_search_idx" ON "orders" USING gin (lower("bill_id") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_code_search_idx" ON "users" USING gin (lower("user_code") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (lower("username") gin_trgm_ops) WITH (fastupdate=false);