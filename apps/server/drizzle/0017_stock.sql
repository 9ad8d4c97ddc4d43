CREATE TABLE "stock" (
	"product_id" uuid NOT NULL,
	"date" date NOT NULL,
	"stocked_grams" integer,
	"held_grams" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_product_id_date_pk" PRIMARY KEY("product_id","date"),
	CONSTRAINT "stock_stocked_check" CHECK ("stock"."stocked_grams" is null or "stock"."stocked_grams" >= 0),
	CONSTRAINT "stock_held_check" CHECK ("stock"."held_grams" >= 0 and ("stock"."stocked_grams" is null or "stock"."held_grams" <= "stock"."stocked_grams"))
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"checkout_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"date" date NOT NULL,
	"grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_checkout_id_product_id_pk" PRIMARY KEY("checkout_id","product_id"),
	CONSTRAINT "stock_holds_grams_check" CHECK ("stock_holds"."grams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_date_idx" ON "stock" USING btree ("date");--> statement-breakpoint
CREATE INDEX "stock_holds_product_date_idx" ON "stock_holds" USING btree ("product_id","date");