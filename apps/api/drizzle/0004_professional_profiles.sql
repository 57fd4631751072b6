CREATE TYPE "public"."notification_type" AS ENUM('new_review', 'new_message', 'new_booking', 'new_follower');--> statement-breakpoint
CREATE TABLE "feedback_answers" (
	"feedback_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"rating" smallint NOT NULL,
	CONSTRAINT "feedback_answers_feedback_id_position_pk" PRIMARY KEY("feedback_id","position"),
	CONSTRAINT "feedback_answers_rating_check" CHECK ("feedback_answers"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"id_number" text,
	"title" text NOT NULL,
	"image_file_id" uuid,
	"image" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_certificates_image_is_a_file" CHECK (("professional_certificates"."image" is null) = ("professional_certificates"."image_file_id" is null))
);
--> statement-breakpoint
CREATE TABLE "professional_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"image" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"professional_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_professional_id_pk" PRIMARY KEY("follower_id","professional_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."professional_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "notification_type" NOT NULL,
	"actor_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_kind_known";--> statement-breakpoint
ALTER TABLE "professional_locations" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "registration_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "package_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_services" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_lifetime" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_certificates" ADD CONSTRAINT "professional_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_certificates" ADD CONSTRAINT "professional_certificates_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_photos" ADD CONSTRAINT "professional_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_photos" ADD CONSTRAINT "professional_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "professional_certificates_user_idx" ON "professional_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "professional_certificates_image_file_idx" ON "professional_certificates" USING btree ("image_file_id");--> statement-breakpoint
CREATE INDEX "professional_photos_user_idx" ON "professional_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "professional_photos_file_idx" ON "professional_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "follows_professional_idx" ON "follows" USING btree ("professional_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_known" CHECK ("files"."kind" in ('avatar', 'photo', 'certificate'));--> statement-breakpoint
-- users.follower_count follows the follows table in the same transaction, as rating_count
-- follows reviews (0002 says why a trigger): one UPDATE per statement, adding deltas.
CREATE FUNCTION "follows_keep_follower_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "users" SET "follower_count" = "users"."follower_count" + "delta"."count"
		FROM (SELECT "professional_id", count(*)::int AS "count" FROM "added_follows" GROUP BY 1) AS "delta"
		WHERE "users"."id" = "delta"."professional_id";
	ELSE
		UPDATE "users" SET "follower_count" = "users"."follower_count" - "delta"."count"
		FROM (SELECT "professional_id", count(*)::int AS "count" FROM "removed_follows" GROUP BY 1) AS "delta"
		WHERE "users"."id" = "delta"."professional_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "follows_follower_count_insert" AFTER INSERT ON "follows"
	REFERENCING NEW TABLE AS "added_follows"
	FOR EACH STATEMENT EXECUTE FUNCTION "follows_keep_follower_count"();--> statement-breakpoint
CREATE TRIGGER "follows_follower_count_delete" AFTER DELETE ON "follows"
	REFERENCING OLD TABLE AS "removed_follows"
	FOR EACH STATEMENT EXECUTE FUNCTION "follows_keep_follower_count"();--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_follower_count_check" CHECK ("follower_count" >= 0);
