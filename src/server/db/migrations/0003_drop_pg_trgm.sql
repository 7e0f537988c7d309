-- The trigram index of decision 4 and its extension, unused since search moved into the app (decision 12).
-- IF EXISTS: databases made after 0001 stopped creating them have neither.
DROP INDEX IF EXISTS "establishments_search_text_trgm_idx";--> statement-breakpoint
DROP EXTENSION IF EXISTS pg_trgm;
