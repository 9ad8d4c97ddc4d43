ALTER TABLE "creatives" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gross_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pieces" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serves" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_link_check" CHECK ("creatives"."link" is null or (left("creatives"."link", 1) = '/' and left("creatives"."link", 2) not in ('//', '/\')));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_details_check" CHECK (("products"."net_weight_grams" is null or "products"."net_weight_grams" > 0) and ("products"."gross_weight_grams" is null or "products"."gross_weight_grams" > 0) and ("products"."pieces" is null or "products"."pieces" > 0) and ("products"."serves" is null or "products"."serves" > 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_gross_check" CHECK ("products"."net_weight_grams" is null or "products"."gross_weight_grams" is null or "products"."net_weight_grams" <= "products"."gross_weight_grams");