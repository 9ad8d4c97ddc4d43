-- A line may be refunded in parts (units or grams, issue 33): one row per refund and line, with
-- the grams it paid for; rows from before were whole lines.
ALTER TABLE "refund_lines" DROP CONSTRAINT "refund_lines_pkey";--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_item_id_refund_id_pk" PRIMARY KEY("order_item_id","refund_id");--> statement-breakpoint
ALTER TABLE "refund_lines" ADD COLUMN "grams" integer;--> statement-breakpoint
UPDATE "refund_lines" SET "grams" = oi."weight_grams" * oi."quantity" FROM "order_items" oi WHERE oi."id" = "refund_lines"."order_item_id";--> statement-breakpoint
ALTER TABLE "refund_lines" ALTER COLUMN "grams" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_grams_check" CHECK ("refund_lines"."grams" > 0);
