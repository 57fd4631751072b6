CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('review', 'message', 'ad')),
	CONSTRAINT "reports_resolution_check" CHECK (("reports"."resolved_at" is null) = ("reports"."resolution" is null) and "reports"."resolution" in ('hidden', 'removed', 'dismissed')),
	CONSTRAINT "reports_reason_check" CHECK (char_length("reports"."reason") between 1 and 250)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_unique" ON "reports" USING btree ("target_type","target_id","reporter_id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("target_type","created_at") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by");--> statement-breakpoint
-- One report model for reviews and messages (issue 17). A review kept only its latest report
-- (a new reporter wrote over it): it becomes one row, open while the review is shown and closed
-- with the hiding otherwise.
INSERT INTO "reports" ("target_type", "target_id", "reporter_id", "reason", "created_at", "resolved_at", "resolution")
SELECT 'review', "id", "reported_by", "report_reason", "reported_at", "hidden_at",
	CASE WHEN "hidden_at" IS NOT NULL THEN 'hidden' END
FROM "reviews"
WHERE "reported_at" IS NOT NULL AND "report_reason" IS NOT NULL;--> statement-breakpoint
-- Every message report moves as it is. A closed one was closed by a removal when it was among
-- the message's last decided reports and the message is removed (nothing is reported after a
-- removal), by a dismissal otherwise.
INSERT INTO "reports" ("target_type", "target_id", "reporter_id", "reason", "created_at", "resolved_at", "resolved_by", "resolution")
SELECT 'message', "message_reports"."message_id", "message_reports"."reporter_id", "message_reports"."reason",
	"message_reports"."created_at", "message_reports"."resolved_at", "message_reports"."resolved_by",
	CASE
		WHEN "message_reports"."resolved_at" IS NULL THEN NULL
		WHEN "messages"."removed_at" IS NOT NULL AND "message_reports"."resolved_at" = (
			SELECT max("resolved_at") FROM "message_reports" AS "same" WHERE "same"."message_id" = "message_reports"."message_id"
		) THEN 'removed'
		ELSE 'dismissed'
	END
FROM "message_reports"
JOIN "messages" ON "messages"."id" = "message_reports"."message_id"
ORDER BY "message_reports"."created_at";--> statement-breakpoint
-- A report names its target by type and id, so no foreign key deletes it with the target: these
-- triggers do (a message goes with its conversation, a review with its professional).
CREATE FUNCTION "reports_forget_deleted_targets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "reports"
	WHERE "target_type" = TG_ARGV[0] AND "target_id" IN (SELECT "id" FROM "deleted_targets");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_forget_reports" AFTER DELETE ON "reviews"
	REFERENCING OLD TABLE AS "deleted_targets"
	FOR EACH STATEMENT EXECUTE FUNCTION "reports_forget_deleted_targets"('review');--> statement-breakpoint
CREATE TRIGGER "messages_forget_reports" AFTER DELETE ON "messages"
	REFERENCING OLD TABLE AS "deleted_targets"
	FOR EACH STATEMENT EXECUTE FUNCTION "reports_forget_deleted_targets"('message');--> statement-breakpoint
DROP TABLE "message_reports";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_reported_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "reviews_reported_by_idx";--> statement-breakpoint
DROP INDEX "reviews_reported_idx";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "reported_at";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "report_reason";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "reported_by";