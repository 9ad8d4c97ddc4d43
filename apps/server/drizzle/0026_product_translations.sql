-- A product's name, description and note in Marathi and Hindi (issue 33). Search folds their
-- names beside the other names, so "सुरमई" and "surmai" keep finding the product; the generated
-- column is drawn again with them (dropping it drops its trigram index, made again below).
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (taaza_search_text(name, alt_names || array_remove(array[translations->'mr'->>'name', translations->'hi'->>'name'], null))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
