CREATE TABLE "busy_calendars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"next_import_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busy_calendars_error_check" CHECK ("busy_calendars"."last_error" in ('fetch', 'parse'))
);
--> statement-breakpoint
CREATE TABLE "busy_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "busy_times_range_check" CHECK ("busy_times"."ends_at" > "busy_times"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "buffer_before_minutes" smallint;--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "buffer_after_minutes" smallint;--> statement-breakpoint
ALTER TABLE "busy_calendars" ADD CONSTRAINT "busy_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_user_id_busy_calendars_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."busy_calendars"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_calendars_next_import_idx" ON "busy_calendars" USING btree ("next_import_at");--> statement-breakpoint
CREATE INDEX "busy_times_user_start_idx" ON "busy_times" USING btree ("user_id","starts_at");--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_buffers_check" CHECK ("professional_services"."buffer_before_minutes" between 0 and 120
        and "professional_services"."buffer_after_minutes" between 0 and 120);