ALTER TABLE "bookings" ADD COLUMN "package_session" smallint;--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "online" boolean DEFAULT false NOT NULL;