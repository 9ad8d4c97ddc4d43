DROP INDEX "creatives_tag_position_key";--> statement-breakpoint
ALTER TABLE "delivery_slot_overrides" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "language" text;--> statement-breakpoint
CREATE UNIQUE INDEX "creatives_tag_language_position_key" ON "creatives" USING btree ("tag",coalesce("language", ''),"position");--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_language_check" CHECK ("creatives"."language" is null or "creatives"."language" in ('en', 'mr', 'hi'));