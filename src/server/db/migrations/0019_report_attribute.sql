-- Which attribute (domain/amenities.ts) a visitor's report of kind `amenity` is about, when they named one.
ALTER TABLE "place_reports" ADD COLUMN "attribute" varchar(32);