-- The live event log becomes the one change log: every write that changes what visitors see, with the places it changed, and its live event when open pages are told. Renamed, not recreated: the kept events and their ids go on (pages' Last-Event-ID).
ALTER TABLE "live_events" RENAME TO "change_log";--> statement-breakpoint
ALTER SEQUENCE "live_events_id_seq" RENAME TO "change_log_id_seq";--> statement-breakpoint
ALTER TABLE "change_log" RENAME CONSTRAINT "live_events_pkey" TO "change_log_pkey";--> statement-breakpoint
ALTER TABLE "change_log" RENAME CONSTRAINT "live_events_dedupe_key_unique" TO "change_log_dedupe_key_unique";--> statement-breakpoint
ALTER INDEX "live_events_created_idx" RENAME TO "change_log_created_idx";--> statement-breakpoint
ALTER TABLE "change_log" ALTER COLUMN "kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "change_log" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "change_log" ADD COLUMN "place_ids" integer[];--> statement-breakpoint
UPDATE "change_log" SET "place_ids" = CASE WHEN "data" ? 'establishmentId' THEN ARRAY[("data"->>'establishmentId')::integer] ELSE '{}'::integer[] END;
