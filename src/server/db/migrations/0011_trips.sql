CREATE TABLE "account_trip_lists" (
	"user_id" integer NOT NULL,
	"list_id" varchar(64) NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "account_trip_lists_user_id_list_id_pk" PRIMARY KEY("user_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "shared_trips" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"start_date" varchar(10),
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_trip_lists" ADD CONSTRAINT "account_trip_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_trips_expires_idx" ON "shared_trips" USING btree ("expires_at");