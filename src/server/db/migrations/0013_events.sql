CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_local" varchar(16) NOT NULL,
	"end_local" varchar(16) NOT NULL,
	"repeat_frequency" varchar(8),
	"repeat_days" text[] DEFAULT '{}' NOT NULL,
	"repeat_until" varchar(10),
	"skip_dates" text[] DEFAULT '{}' NOT NULL,
	"first_starts_at" timestamp with time zone NOT NULL,
	"last_ends_at" timestamp with time zone NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_establishment_idx" ON "events" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "events_window_idx" ON "events" USING btree ("last_ends_at","first_starts_at");