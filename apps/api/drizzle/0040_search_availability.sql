CREATE TABLE "search_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_free_at" timestamp with time zone,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "search_documents_availability_checked_idx";--> statement-breakpoint
DROP INDEX "search_documents_last_free_idx";--> statement-breakpoint
ALTER TABLE "search_availability" ADD CONSTRAINT "search_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_availability_checked_idx" ON "search_availability" USING btree ("checked_at" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_availability_last_free_idx" ON "search_availability" USING btree ("last_free_at");--> statement-breakpoint
-- The free slots leave the documents' rows (db/schema/search.ts searchAvailability), as they were.
INSERT INTO "search_availability" ("user_id", "last_free_at", "checked_at")
  SELECT "user_id", "last_free_at", "availability_checked_at" FROM "search_documents";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "last_free_at";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "availability_checked_at";