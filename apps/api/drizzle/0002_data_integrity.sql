CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
-- MEMBERSHIPS in packages/core; here because the foreign key below needs them for existing users.
INSERT INTO "memberships" ("id", "title") VALUES (1, 'Free'), (2, 'Basic'), (3, 'Premium');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (rating_sum::float8 / nullif(rating_count, 0)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_invitations_invited_by_idx" ON "staff_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "users_membership_idx" ON "users" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "users_listed_professionals_featured_idx" ON "users" USING btree ("membership_id" DESC NULLS LAST,"rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."role" = 'professional' and "users"."published" and not "users"."blocked";--> statement-breakpoint
ALTER TABLE "professional_locations" ADD CONSTRAINT "professional_locations_coordinates_check" CHECK ("professional_locations"."lat" between -90 and 90 and "professional_locations"."lon" between -180 and 180);--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_currency_check" CHECK ("professional_profiles"."currency" in ('eur', 'usd', 'gbp', 'aud', 'sek', 'yen'));--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_languages_check" CHECK (array_to_string("professional_profiles"."languages", ',') ~ '^([a-z]{2}(,[a-z]{2})*)?$');--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_price_check" CHECK ("professional_services"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_currency_check" CHECK ("professional_services"."currency" in ('eur', 'usd', 'gbp', 'aud', 'sek', 'yen'));--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_duration_check" CHECK ("professional_services"."duration_minutes" in (15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180, 240, 300, 360, 420, 480));--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_discount_check" CHECK ("professional_services"."discount_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_first_session_discount_check" CHECK ("professional_services"."first_session_discount_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_sessions_check" CHECK ("professional_services"."sessions" >= 1);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_slug_check" CHECK ("users"."slug" ~* '^[a-z0-9-]+$' and char_length("users"."slug") <= 20);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rating_check" CHECK ("users"."rating_count" >= 0 and "users"."rating_sum" between "users"."rating_count" * 1 and "users"."rating_count" * 5);--> statement-breakpoint
-- Rating figures of existing reviews, before the triggers below keep them.
UPDATE "users" SET "rating_count" = "figures"."count", "rating_sum" = "figures"."sum"
FROM (
	SELECT "professional_id", count(*)::int AS "count", sum("rating")::int AS "sum"
	FROM "reviews" GROUP BY "professional_id"
) AS "figures"
WHERE "users"."id" = "figures"."professional_id";--> statement-breakpoint
-- users.rating_count and rating_sum follow the reviews in the same transaction, whatever writes
-- them: the demo seed, the benchmark generator, the review routes to come, staff moderation and
-- cascades. A trigger cannot be forgotten by a new write path, as a service function could be.
-- It runs once per statement over the transition tables, so a bulk insert of many reviews costs
-- one UPDATE, and it adds deltas (x = x + d) rather than recounting: under concurrent reviews of
-- one professional the row lock orders the updates and each adds its own, where a recount could
-- miss a review committed meanwhile.
CREATE FUNCTION "reviews_keep_rating_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	-- One entry per review added (+1, +rating) or removed (-1, -rating) by the statement.
	ids int[];
	counts int[];
	sums int[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "users" SET "rating_count" = 0, "rating_sum" = 0 WHERE "rating_count" <> 0;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg("professional_id"), array_agg(1), array_agg("rating")
		INTO ids, counts, sums FROM "added_reviews";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("professional_id"), array_agg(-1), array_agg(-"rating")
		INTO ids, counts, sums FROM "removed_reviews";
	ELSE
		SELECT array_agg("professional_id"), array_agg("count"), array_agg("sum")
		INTO ids, counts, sums
		FROM (
			SELECT "professional_id", 1 AS "count", "rating" AS "sum" FROM "added_reviews"
			UNION ALL
			SELECT "professional_id", -1, -"rating" FROM "removed_reviews"
		) AS "changes";
	END IF;
	UPDATE "users"
	SET "rating_count" = "users"."rating_count" + "delta"."count",
		"rating_sum" = "users"."rating_sum" + "delta"."sum"
	FROM (
		SELECT "id", sum("count")::int AS "count", sum("sum")::int AS "sum"
		FROM unnest(ids, counts, sums) AS "changes"("id", "count", "sum")
		GROUP BY "id"
	) AS "delta"
	-- An update that keeps each review's professional and rating (say, its author deleting their
	-- account) changes nothing.
	WHERE "users"."id" = "delta"."id" AND ("delta"."count" <> 0 OR "delta"."sum" <> 0);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_rating_figures_insert" AFTER INSERT ON "reviews"
	REFERENCING NEW TABLE AS "added_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_rating_figures"();--> statement-breakpoint
CREATE TRIGGER "reviews_rating_figures_update" AFTER UPDATE ON "reviews"
	REFERENCING OLD TABLE AS "removed_reviews" NEW TABLE AS "added_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_rating_figures"();--> statement-breakpoint
CREATE TRIGGER "reviews_rating_figures_delete" AFTER DELETE ON "reviews"
	REFERENCING OLD TABLE AS "removed_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_rating_figures"();--> statement-breakpoint
CREATE TRIGGER "reviews_rating_figures_truncate" AFTER TRUNCATE ON "reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_rating_figures"();