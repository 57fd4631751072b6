DROP INDEX "search_documents_document_idx";--> statement-breakpoint
DROP INDEX "search_documents_grid_cells_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "quality_tiers" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
-- Hand-written. The small columns every candidate test reads (grid cells, filters' arrays, names)
-- stay in the row: under toast_tuple_target = 256 (migration 0009) they went out of line with
-- the vectors, and a place search read two TOAST pages per match to test its grid cells.
ALTER TABLE "search_documents" ALTER COLUMN "grid_cells" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "speciality_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "service_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "languages" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "names" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "quality_tiers" SET STORAGE MAIN;--> statement-breakpoint
-- Existing rows: their tiers (the expression of search/quality-tiers.ts), and new copies of the
-- small columns, which the new storage keeps in the row. Before the index, which is built once.
UPDATE "search_documents" SET
  "quality_tiers" = array(select generate_series(1, floor("quality" * 20)::int))::smallint[],
  "grid_cells" = "grid_cells" || '{}'::int[],
  "speciality_ids" = "speciality_ids" || '{}'::int[],
  "service_ids" = "service_ids" || '{}'::int[],
  "languages" = "languages" || '{}'::text[],
  "names" = "names" || '';--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document","quality_tiers","grid_cells");
--> statement-breakpoint
-- Rewritten in quality order, so a tier's few hundred rows (quality-tiers.ts) lie on a few dozen
-- pages instead of hundreds. The update's old row versions stay until a later CLUSTER or VACUUM
-- FULL (this transaction deleted them, so it must keep them): the heap is about twice its size.
CLUSTER "search_documents" USING "search_documents_quality_idx";--> statement-breakpoint
-- Statistics of the rewritten table and its new index: until autovacuum gets to it, the old ones
-- lead the planner to read every match of a broad word (at 100,000: a search's p50 161 ms, 0.8 ms
-- after ANALYZE).
ANALYZE "search_documents";
