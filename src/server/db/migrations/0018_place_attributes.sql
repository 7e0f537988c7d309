-- What a place offers (domain/amenities.ts): attribute key to yes or no; a key left out is not known.
ALTER TABLE "establishments" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;