-- Trigram matching for the search index (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(name, '') || chr(31) || coalesce(description, '') || chr(31) || coalesce(address, ''), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
CREATE INDEX "establishments_search_text_trgm_idx" ON "establishments" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "establishments_active_name_idx" ON "establishments" USING btree ("name","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "establishments_active_category_area_name_idx" ON "establishments" USING btree ("category_id","area_id","name","id") WHERE is_active;