-- The places' points in the search document's row (search/professional-search.ts): a search tested
-- each candidate's places and measured its distance through search_locations' index, a third of the
-- buffers a search around a town read. In the row (STORAGE MAIN: a few dozen bytes) they come with
-- the row the search has already read. Documents written from now on carry them
-- (search/search-document.ts); the release step fills the existing ones after the migrations
-- (`fillSearchDocumentPoints`): an UPDATE here would share the migrations' transaction with the
-- CLUSTER that puts the rows back in quality order, which then keeps every old row version.
ALTER TABLE "search_documents" ADD COLUMN "points" "cube"[] DEFAULT '{}'::cube[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "points" SET STORAGE MAIN;
