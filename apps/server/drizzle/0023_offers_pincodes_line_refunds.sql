CREATE TABLE "refund_lines" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"refund_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_delivery_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"min_items_total_paise" integer NOT NULL,
	CONSTRAINT "free_delivery_pincodes_min_check" CHECK ("free_delivery_pincodes"."min_items_total_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;