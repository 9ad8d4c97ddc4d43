CREATE TABLE "pincode_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pincode" text NOT NULL,
	"contact_kind" text NOT NULL,
	"contact" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pincode_demands_person_unique" UNIQUE("pincode","contact"),
	CONSTRAINT "pincode_demands_format_check" CHECK ("pincode_demands"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "pincode_demands_kind_check" CHECK ("pincode_demands"."contact_kind" in ('email', 'phone'))
);
