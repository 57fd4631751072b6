ALTER TABLE "search_documents" ADD COLUMN "head_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Hand-written. Rows of a few hundred bytes: the vectors (about 1.3 kB a row) go out of line, so
-- a bitmap of a broad word's matches reads a few thousand small pages, all in memory, to find
-- their quality; the vectors are read only for the few candidates ranked.
ALTER TABLE "search_documents" SET (toast_tuple_target = 256);--> statement-breakpoint
-- Documents built before the column get their A and B lexemes from the document (and every row
-- is rewritten under the new target).
UPDATE "search_documents" SET "head_vector" = ts_filter("document", '{a,b}');
