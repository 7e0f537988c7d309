ALTER TABLE "establishments" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "hours_es" text;--> statement-breakpoint
-- A generated column's expression cannot be altered on every supported PostgreSQL (nor PGlite): the folded
-- search text is dropped and made again with the Spanish description. It holds only derived data, so
-- nothing is lost; the database computes it again for every row.
ALTER TABLE "establishments" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(name, '') || chr(31) || coalesce(description, '') || chr(31) || coalesce(description_es, '') || chr(31) || coalesce(address, ''), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "place_reports" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;
