CREATE TABLE "listing_confirm_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"establishment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_confirm_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "place_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"message" text,
	"email" text,
	"reporter_key" varchar(64) NOT NULL,
	"idempotency_key" varchar(100),
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"outcome" varchar(16),
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "place_reports_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "checked_by" varchar(8) DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "establishments" ADD COLUMN "reported_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_confirm_tokens" ADD CONSTRAINT "listing_confirm_tokens_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_confirm_tokens" ADD CONSTRAINT "listing_confirm_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reports" ADD CONSTRAINT "place_reports_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reports" ADD CONSTRAINT "place_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_confirm_tokens_place_idx" ON "listing_confirm_tokens" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "place_reports_establishment_idx" ON "place_reports" USING btree ("establishment_id","status","created_at");--> statement-breakpoint
CREATE INDEX "place_reports_status_idx" ON "place_reports" USING btree ("status","created_at");--> statement-breakpoint
-- Places listed before checks were recorded: their last change is the best known check, by whoever made them.
UPDATE "establishments" SET "checked_at" = "updated_at", "checked_by" = CASE "source" WHEN 'seed' THEN 'seed' WHEN 'google' THEN 'import' WHEN 'owner' THEN 'owner' ELSE 'admin' END;
