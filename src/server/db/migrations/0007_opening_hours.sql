ALTER TABLE "establishments" ADD COLUMN "opening_hours" text;--> statement-breakpoint
-- Databases seeded before this column: the seeded places whose source gives opening times (the seed's
-- SEED_OPENING_HOURS), only while their free-text hours are still the seeded ones (no one edited them).
UPDATE "establishments" SET "opening_hours" = 'Mo-Su 11:00-22:00' WHERE "source" = 'seed' AND "name" = 'The Truck Stop' AND "opening_hours" IS NULL AND "hours" = 'Daily 11:00 AM-10:00 PM (2021)';--> statement-breakpoint
UPDATE "establishments" SET "opening_hours" = 'Mo-Sa 08:30-16:00' WHERE "source" = 'seed' AND "name" = 'Marco Gonzalez Maya Site' AND "opening_hours" IS NULL AND "hours" = 'Mon-Sat 8:30 AM-4:00 PM; BZ$20 non-resident admission (2019)';--> statement-breakpoint
UPDATE "establishments" SET "opening_hours" = '24/7' WHERE "source" = 'seed' AND "name" = 'Ambergris Hope Hospital (pharmacy)' AND "opening_hours" IS NULL AND "hours" = '24-hour emergency care';
