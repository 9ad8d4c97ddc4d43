ALTER TABLE "order_items" ADD COLUMN "packed_grams" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packed_by" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_packed_grams_check" CHECK ("order_items"."packed_grams" is null or "order_items"."packed_grams" > 0);