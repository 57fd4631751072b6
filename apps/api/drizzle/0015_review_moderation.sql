ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_reported_by_idx" ON "reviews" USING btree ("reported_by");--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" is not null and "reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.block', 'user.activate', 'user.promote', 'user.publish', 'user.unpublish', 'ad.approve', 'ad.reject', 'user.delete', 'staff.invite', 'staff.withdraw-invitation', 'message.remove', 'message.keep', 'review.hide', 'review.keep'));--> statement-breakpoint
-- A review staff hid no longer counts in its professional's rating figures: the triggers of
-- 0002 now take only visible reviews, so hiding (hidden_at set) moves the figures like a delete,
-- in the hiding's own transaction.
CREATE OR REPLACE FUNCTION "reviews_keep_rating_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	-- One entry per visible review added (+1, +rating) or removed (-1, -rating) by the statement.
	ids int[];
	counts int[];
	sums int[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "users" SET "rating_count" = 0, "rating_sum" = 0 WHERE "rating_count" <> 0;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg("professional_id"), array_agg(1), array_agg("rating")
		INTO ids, counts, sums FROM "added_reviews" WHERE "hidden_at" IS NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("professional_id"), array_agg(-1), array_agg(-"rating")
		INTO ids, counts, sums FROM "removed_reviews" WHERE "hidden_at" IS NULL;
	ELSE
		SELECT array_agg("professional_id"), array_agg("count"), array_agg("sum")
		INTO ids, counts, sums
		FROM (
			SELECT "professional_id", 1 AS "count", "rating" AS "sum" FROM "added_reviews"
			WHERE "hidden_at" IS NULL
			UNION ALL
			SELECT "professional_id", -1, -"rating" FROM "removed_reviews" WHERE "hidden_at" IS NULL
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
	-- An update that keeps each review's professional, rating and visibility (say, its author
	-- deleting their account, or a report) changes nothing.
	WHERE "users"."id" = "delta"."id" AND ("delta"."count" <> 0 OR "delta"."sum" <> 0);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Figures of reviews hidden before now (none are expected: nothing hid them yet).
UPDATE "users" SET
	"rating_count" = (SELECT count(*) FROM "reviews" WHERE "professional_id" = "users"."id" AND "hidden_at" IS NULL),
	"rating_sum" = (SELECT coalesce(sum("rating"), 0) FROM "reviews" WHERE "professional_id" = "users"."id" AND "hidden_at" IS NULL)
WHERE "id" IN (SELECT "professional_id" FROM "reviews" WHERE "hidden_at" IS NOT NULL);
