ALTER TYPE "public"."notification_type" ADD VALUE 'profile_published';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'profile_unpublished';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'membership_changed';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;