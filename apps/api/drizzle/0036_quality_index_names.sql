-- The quality index carries the names, so the search field's suggestions test the best
-- professionals' names from the index alone (search/suggestions.ts). Drizzle's schema has no
-- INCLUDE: db/schema/search.ts says so beside the index. The table stays clustered on it.
DROP INDEX "search_documents_quality_idx";--> statement-breakpoint
CREATE INDEX "search_documents_quality_idx" ON "search_documents" USING btree ("quality" DESC NULLS LAST,"user_id") INCLUDE ("names");--> statement-breakpoint
ALTER TABLE "search_documents" CLUSTER ON "search_documents_quality_idx";
