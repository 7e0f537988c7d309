CREATE TABLE "accommodation_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_id" integer NOT NULL,
	"date" date NOT NULL,
	"available_rooms" integer DEFAULT 0 NOT NULL,
	"rate" double precision,
	"minimum_stay" integer DEFAULT 1 NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accommodation_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"room_type" text NOT NULL,
	"base_rate" double precision NOT NULL,
	"peak_rate" double precision,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"max_occupancy" integer DEFAULT 2 NOT NULL,
	"bed_configuration" text,
	"room_size" text,
	"amenities" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "areas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"rate_id" integer,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"adults" integer DEFAULT 2 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"total_rate" double precision,
	"special_requests" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"booking_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "booking_requests_booking_reference_unique" UNIQUE("booking_reference")
);
--> statement-breakpoint
CREATE TABLE "business_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"establishment_id" integer NOT NULL,
	"business_name" text,
	"owner_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"whatsapp" text,
	"website" text,
	"description" text,
	"hours" text,
	"specialties" text,
	"amenities" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reviewer_notes" text,
	"reviewed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_ownership" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"establishment_id" integer NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"establishment_id" integer,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"verification_code" text NOT NULL,
	"business_license" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"submitted_data" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" varchar(16) NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"records_processed" integer DEFAULT 0 NOT NULL,
	"records_total" integer DEFAULT 0 NOT NULL,
	"error_log" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"area_id" integer,
	"category_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"coordinate_quality" varchar(16),
	"phone" text,
	"whatsapp" text,
	"whatsapp_booking" text,
	"website" text,
	"logo_url" text,
	"address" text,
	"hours" text,
	"price_range" varchar(8),
	"menu" text,
	"amenities" text,
	"allergy_info" text,
	"specialties" text,
	"accepted_payments" text,
	"parking_info" text,
	"accessibility_info" text,
	"social_media" text,
	"google_place_id" text,
	"google_rating" double precision,
	"google_review_count" integer,
	"last_rating_update" timestamp with time zone,
	"hero_image_url" text,
	"featured_image_url" text,
	"image_gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source" varchar(16) DEFAULT 'admin' NOT NULL,
	"owner_edited_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "establishments_google_place_id_unique" UNIQUE("google_place_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer,
	"content_type" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"pms_type" text NOT NULL,
	"api_endpoint" text,
	"api_key" text,
	"property_id" text,
	"webhook_url" text,
	"last_sync" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"commission_rate" double precision
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"establishment_id" integer NOT NULL,
	"message" text NOT NULL,
	"type" varchar(32) DEFAULT 'announcement' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" varchar(128) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text,
	"area_id" integer,
	"is_staying_location" boolean DEFAULT false NOT NULL,
	"accuracy" double precision,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"password_hash" text NOT NULL,
	"role" varchar(16) DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "accommodation_availability" ADD CONSTRAINT "accommodation_availability_rate_id_accommodation_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."accommodation_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_rates" ADD CONSTRAINT "accommodation_rates_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_rate_id_accommodation_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."accommodation_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_ownership" ADD CONSTRAINT "business_ownership_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_ownership" ADD CONSTRAINT "business_ownership_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_registrations" ADD CONSTRAINT "business_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_registrations" ADD CONSTRAINT "business_registrations_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_integrations" ADD CONSTRAINT "property_integrations_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_updates" ADD CONSTRAINT "status_updates_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_updates" ADD CONSTRAINT "status_updates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accommodation_availability_rate_date_idx" ON "accommodation_availability" USING btree ("rate_id","date");--> statement-breakpoint
CREATE INDEX "accommodation_rates_establishment_idx" ON "accommodation_rates" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "business_claims_status_idx" ON "business_claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "business_claims_user_idx" ON "business_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_ownership_user_establishment_idx" ON "business_ownership" USING btree ("user_id","establishment_id");--> statement-breakpoint
CREATE INDEX "business_ownership_establishment_idx" ON "business_ownership" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "business_registrations_status_idx" ON "business_registrations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "business_registrations_user_idx" ON "business_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_imports_created_idx" ON "data_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "establishments_category_idx" ON "establishments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "establishments_area_idx" ON "establishments" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "establishments_active_category_area_idx" ON "establishments" USING btree ("is_active","category_id","area_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "status_updates_establishment_idx" ON "status_updates" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "status_updates_live_idx" ON "status_updates" USING btree ("is_active","expires_at");