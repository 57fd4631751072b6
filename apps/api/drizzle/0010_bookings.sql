CREATE TYPE "public"."availability_exception_kind" AS ENUM('off', 'extra');--> statement-breakpoint
CREATE TYPE "public"."booking_party" AS ENUM('customer', 'professional');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'canceled', 'declined', 'expired', 'no_show');--> statement-breakpoint
CREATE TABLE "availability_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" "availability_exception_kind" NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	"location_id" integer,
	CONSTRAINT "availability_exceptions_range_check" CHECK (("availability_exceptions"."start_minute" is null and "availability_exceptions"."end_minute" is null and "availability_exceptions"."kind" = 'off')
        or (0 <= "availability_exceptions"."start_minute" and "availability_exceptions"."start_minute" < "availability_exceptions"."end_minute" and "availability_exceptions"."end_minute" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "availability_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"location_id" integer,
	CONSTRAINT "availability_hours_weekday_check" CHECK ("availability_hours"."weekday" between 1 and 7),
	CONSTRAINT "availability_hours_range_check" CHECK (0 <= "availability_hours"."start_minute" and "availability_hours"."start_minute" < "availability_hours"."end_minute" and "availability_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "availability_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Europe/Helsinki' NOT NULL,
	"fixed_hours" boolean DEFAULT true NOT NULL,
	"min_notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" smallint DEFAULT 60 NOT NULL,
	"buffer_before_minutes" smallint DEFAULT 0 NOT NULL,
	"buffer_after_minutes" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "availability_settings_limits_check" CHECK ("availability_settings"."min_notice_minutes" between 0 and 20160
        and "availability_settings"."horizon_days" between 1 and 365
        and "availability_settings"."buffer_before_minutes" between 0 and 120
        and "availability_settings"."buffer_after_minutes" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_holds_times_check" CHECK ("booking_holds"."starts_at" < "booking_holds"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"customer_id" integer,
	"service_id" integer,
	"location_id" integer,
	"preferred_location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/Helsinki' NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"date_chosen_by" "booking_party" DEFAULT 'professional' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expectations" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"price_minor" integer,
	"currency" text,
	"cancellation_notice_hours" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expiry_reminded_at" timestamp with time zone,
	"canceled_by" "booking_party",
	"cancel_reason" text,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"no_show_of" "booking_party",
	"hidden_for_customer" boolean DEFAULT false NOT NULL,
	"hidden_for_professional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at"),
	CONSTRAINT "bookings_texts_check" CHECK (char_length("bookings"."note") <= 1000
        and char_length("bookings"."expectations") <= 1000
        and char_length("bookings"."notes") <= 1000
        and char_length("bookings"."title") <= 120),
	CONSTRAINT "bookings_cancellation_check" CHECK (("bookings"."status" = 'canceled') = ("bookings"."canceled_by" is not null)
        and ("bookings"."canceled_by" is null) = ("bookings"."cancel_reason" is null)
        and char_length("bookings"."cancel_reason") between 1 and 100),
	CONSTRAINT "bookings_no_show_check" CHECK (("bookings"."status" = 'no_show') = ("bookings"."no_show_of" is not null)),
	CONSTRAINT "bookings_notice_check" CHECK ("bookings"."cancellation_notice_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "cancellation_notice_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_location_id_professional_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."professional_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_hours" ADD CONSTRAINT "availability_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_hours" ADD CONSTRAINT "availability_hours_location_id_professional_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."professional_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD CONSTRAINT "availability_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_professional_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."professional_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_professional_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."professional_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_user_date_idx" ON "availability_exceptions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "availability_exceptions_location_idx" ON "availability_exceptions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "availability_hours_user_idx" ON "availability_hours" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "availability_hours_location_idx" ON "availability_hours" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_holder_unique" ON "booking_holds" USING btree ("professional_id","customer_id");--> statement-breakpoint
CREATE INDEX "booking_holds_customer_idx" ON "booking_holds" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "booking_holds_expiry_idx" ON "booking_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookings_professional_start_idx" ON "bookings" USING btree ("professional_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_start_idx" ON "bookings" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_service_idx" ON "bookings" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "bookings_location_idx" ON "bookings" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_unique" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_cancellation_notice_check" CHECK ("professional_services"."cancellation_notice_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null) and char_length("reviews"."reply") <= 1000);--> statement-breakpoint
-- Hand-written (issue 10). No double booking, whatever the code does: one professional's
-- confirmed sessions never overlap. btree_gist lets the GiST index compare the professional id
-- with = beside the time range's &&; PGlite loads it from its contrib (db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"professional_id" WITH =,
	tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" = 'confirmed');
