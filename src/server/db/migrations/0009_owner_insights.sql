CREATE TABLE "insight_counts" (
	"establishment_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "insight_counts_establishment_id_day_kind_pk" PRIMARY KEY("establishment_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "insight_update_reach" (
	"status_update_id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_counts_day_idx" ON "insight_counts" USING btree ("day");