ALTER TABLE "search_documents" ADD COLUMN "service_prices" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "last_free_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "availability_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_documents_availability_checked_idx" ON "search_documents" USING btree ("availability_checked_at" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_documents_last_free_idx" ON "search_documents" USING btree ("last_free_at");--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "service_prices" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "search_documents" d SET "service_prices" = coalesce(
  (SELECT array_agg(DISTINCT ps."price_minor") FROM "professional_services" ps WHERE ps."user_id" = d."user_id"),
  '{}'::int[]);
