ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- One review per customer per product from now on: a shop that already holds several keeps each
-- customer's newest one for the product.
DELETE FROM "reviews" r USING "reviews" newer
WHERE r."product_id" = newer."product_id" AND r."user_id" = newer."user_id"
  AND (r."created_at", r."id") < (newer."created_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_key" ON "reviews" USING btree ("product_id","user_id");
