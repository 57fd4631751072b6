CREATE TYPE "public"."message_kind" AS ENUM('text', 'booking');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_expired';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_no_show';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_suggested';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_reminder';--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"booking_id" integer NOT NULL,
	"lead" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_booking_id_lead_starts_at_pk" PRIMARY KEY("booking_id","lead","starts_at"),
	CONSTRAINT "booking_reminders_lead_check" CHECK ("booking_reminders"."lead" in ('24h', '2h'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" "message_kind" DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "booking_event" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_booking_idx" ON "messages" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_event_key_unique" ON "messages" USING btree ("event_key");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (("messages"."kind" = 'text') = ("messages"."booking_id" is null and "messages"."booking_event" is null and "messages"."event_key" is null));