CREATE TABLE "search_vocabulary" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_lexeme_trgm_idx" ON "search_vocabulary" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_locations_point_idx" ON "professional_locations" USING gist (point("lon", "lat"));--> statement-breakpoint
CREATE INDEX "search_logs_summary_idx" ON "search_logs" USING btree ("created_at","result_count","search","location_formatted");