-- This migration used to create the pg_trgm extension and a trigram index on search_text (decision 4).
-- Nothing has read that index since search moved into the app (decision 12): 0003 drops both where
-- they exist, and a new database never creates them, so no PGlite needs the extension.
ALTER TABLE "establishments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(name, '') || chr(31) || coalesce(description, '') || chr(31) || coalesce(address, ''), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
CREATE INDEX "establishments_active_name_idx" ON "establishments" USING btree ("name","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "establishments_active_category_area_name_idx" ON "establishments" USING btree ("category_id","area_id","name","id") WHERE is_active;