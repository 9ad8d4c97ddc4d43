CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_username" text NOT NULL,
	"actor_role" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "fulfilment_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fulfilment_steps_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"step" text NOT NULL,
	"rider_id" uuid,
	"by" uuid,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"photo" text
);
--> statement-breakpoint
CREATE TABLE "order_fulfilment" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"rider_id" uuid,
	"delivery_code" text,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"failed_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_fulfilment_step_check" CHECK ("order_fulfilment"."step" in ('placed', 'packed', 'out_for_delivery', 'delivered', 'failed')),
	CONSTRAINT "order_fulfilment_code_check" CHECK ("order_fulfilment"."delivery_code" is null or "order_fulfilment"."delivery_code" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "fulfilment_steps" ADD CONSTRAINT "fulfilment_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_steps" ADD CONSTRAINT "fulfilment_steps_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_steps" ADD CONSTRAINT "fulfilment_steps_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment" ADD CONSTRAINT "order_fulfilment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment" ADD CONSTRAINT "order_fulfilment_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id","at","seq");--> statement-breakpoint
CREATE INDEX "fulfilment_steps_order_idx" ON "fulfilment_steps" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_fulfilment_rider_idx" ON "order_fulfilment" USING btree ("rider_id","step");--> statement-breakpoint
-- hand-written: every Admin of a database being migrated becomes an owner (the spec's admin
-- screens keep working for them); from here on, staff and only staff have a role.
UPDATE "users" SET "staff_role" = 'owner' WHERE "user_type" = 'Admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (("user_type" = 'Admin') = ("staff_role" IS NOT NULL) AND ("staff_role" IS NULL OR "staff_role" IN ('owner', 'manager', 'packer', 'rider')));--> statement-breakpoint
-- hand-written: the audit log is append-only; no statement of the app (or anyone) edits or deletes an entry.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit entries cannot be changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
	FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();
