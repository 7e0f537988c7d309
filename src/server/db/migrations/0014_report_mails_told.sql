ALTER TABLE "place_reports" ADD COLUMN "owners_told_at" timestamp with time zone;--> statement-breakpoint
-- Reports made before owners' mails went hourly were each mailed when made: none waits for a digest.
UPDATE "place_reports" SET "owners_told_at" = "created_at";
