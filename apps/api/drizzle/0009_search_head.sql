ALTER TABLE "search_documents" ADD COLUMN "head_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Hand-written: documents built before the column get their A and B lexemes from the document.
UPDATE "search_documents" SET "head_vector" = ts_filter("document", '{a,b}');
