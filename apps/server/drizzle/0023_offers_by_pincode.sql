CREATE TABLE "free_delivery_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"min_items_total_paise" integer NOT NULL,
	CONSTRAINT "free_delivery_pincodes_min_check" CHECK ("free_delivery_pincodes"."min_items_total_paise" > 0)
);
