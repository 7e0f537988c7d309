-- One idempotency mechanism for every write kept offline: a visitor's report takes its key in the
-- idempotency module's table, in the `visitor` scope, instead of a column of its own. An account's
-- keys keep their account (`user:<id>`). Reports' keys from before are not carried over: a report
-- kept on a phone across this change and sent again after a lost reply would be stored twice.
ALTER TABLE "place_reports" DROP CONSTRAINT "place_reports_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "place_reports" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "scope" varchar(40);--> statement-breakpoint
UPDATE "idempotency_keys" SET "scope" = 'user:' || "user_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "scope" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key");
