CREATE TABLE "delivery_closed_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"lead_time_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_check" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_lead_time_check" CHECK ("delivery_settings"."lead_time_minutes" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_defaults" (
	"slot" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slot_defaults_capacity_check" CHECK ("delivery_slot_defaults"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_overrides" (
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slot_overrides_date_slot_pk" PRIMARY KEY("date","slot"),
	CONSTRAINT "delivery_slot_overrides_capacity_check" CHECK ("delivery_slot_overrides"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "overbooked" text;--> statement-breakpoint
CREATE INDEX "checkouts_slot_idx" ON "checkouts" USING btree ("delivery_date","slot","status");--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("delivery_date","slot");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_overbooked_check" CHECK ("orders"."overbooked" is null or "orders"."overbooked" in ('full', 'closed', 'cut-off'));