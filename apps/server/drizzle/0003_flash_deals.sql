ALTER TABLE "products" ADD COLUMN "flash_deal_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_flash_deal_idx" ON "products" USING btree ("flash_deal_ends_at");