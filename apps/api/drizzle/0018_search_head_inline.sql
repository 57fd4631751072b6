-- Hand-written. The head vector (names, specialities, services: about 1.2 kB) is ranked for each of
-- the 300 candidates of a search; out of line (TOAST, as migration 0009 left it under the table's
-- toast_tuple_target of 256) each read cost a TOAST index look-up, 2.5 ms of every search at
-- 100,000. In the row it costs a tenth of that; the heap grows from about 40 to 105 MB.
ALTER TABLE "search_documents" ALTER COLUMN "head_vector" SET STORAGE MAIN;--> statement-breakpoint
-- SET STORAGE applies to rows written from now on: rewrite them (`|| ''` makes a new value).
UPDATE "search_documents" SET "head_vector" = "head_vector" || ''::tsvector;--> statement-breakpoint
CLUSTER "search_documents" USING "search_documents_quality_idx";--> statement-breakpoint
ANALYZE "search_documents";
