-- Hand-written (search/grid.ts): each document lists the cells of both grids its places lie in,
-- the coarse one (0.2° × 0.4°) as before and a fine one (0.05° × 0.1°, numbered from 1,000,000),
-- whose cells follow a search's circle closely: the coarse box around a town next to a city took
-- in the city's thousands of matches, and each failed the exact distance test.
UPDATE "search_documents" d SET "grid_cells" = coalesce((
  SELECT array_agg(DISTINCT cell ORDER BY cell)
  FROM "search_locations" l
  CROSS JOIN LATERAL (VALUES
    ((floor((l.lat + 90) / 0.2) * 900 + least(899, floor((l.lon + 180) / 0.4)))::int),
    ((1000000 + floor((l.lat + 90) / 0.05) * 3600 + least(3599, floor((l.lon + 180) / 0.1)))::int)
  ) AS cells(cell)
  WHERE l.user_id = d.user_id), '{}');--> statement-breakpoint
-- Back in quality order and with fresh statistics, as after migration 0016 (see there).
CLUSTER "search_documents" USING "search_documents_quality_idx";--> statement-breakpoint
ANALYZE "search_documents";
