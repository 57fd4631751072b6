import { SEARCH_CANDIDATE_LIMIT } from '@fitmarket/core/api/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from './rows';

/**
 * Quality tiers: a broad word's best candidates without reading all of its matches
 * (docs/search.md "The query"). Each search document lists every step of 0.05 its quality
 * reaches (`quality_tiers`: 0.87 → 1 … 17), and that column shares the document's GIN index, so
 * "jooga, quality at least 0.85" is one index scan that hands over a few hundred rows instead of
 * 32,000. The search tries the tiers from the top and stops at the first with enough matches: any
 * row outside a tier has a lower quality than every row in it, so the best matches by quality are
 * exactly the same as from all matches. A narrow word falls through to all of its matches. That
 * holds for any tier, so tiers a minute old (or from another database) cost time, never answers.
 */

const STEPS_PER_UNIT = 20;
/**
 * Ranks in the quality order the tiers start at: the tier of the professional at each rank holds
 * at least that many. A word 1 in 3 documents hold fills 300 candidates from the first.
 */
const TIER_RANKS = [1_000, 4_000, 16_000, 50_000];
const REFRESH_MS = 60_000;

/** A row's tiers from its stored (real) quality; the migration 0016 uses the same expression. */
export function qualityTiersOf(quality: SQL): SQL {
  return sql`array(select generate_series(1, floor(${quality}::real * ${sql.raw(String(STEPS_PER_UNIT))})::int))::smallint[]`;
}

/** The tiers, and for each grid cell how many documents it holds in each tier (in order), then in all. */
interface TierState {
  tiers: number[];
  perCell: Map<number, number[]>;
}

const cache = new WeakMap<
  Database,
  { at: number; state: Promise<TierState>; refreshing: boolean }
>();

/**
 * The tiers to try, best first, from the current documents (read each minute); empty while there
 * are too few documents for any. With a place's grid cells, a tier whose documents in those
 * cells number fewer than `needed` is left out: it would fall short whatever the words (the
 * count is an upper bound, a document with places in two cells counts twice), so the walk starts
 * where it can end. Around a town, "jooga" then reads one tier instead of three.
 */
export async function candidateTiers(
  db: Database,
  cells: readonly number[] | null = null,
  needed = SEARCH_CANDIDATE_LIMIT,
): Promise<number[]> {
  const { tiers, perCell } = await tierState(db);
  if (!cells) return tiers;
  return tiers.filter((_, index) => documentsInCells(perCell, cells, index) >= needed);
}

/** How many documents have a place in the cells (at most: one in two of them counts twice). */
export async function documentsIn(db: Database, cells: readonly number[]): Promise<number> {
  const { tiers, perCell } = await tierState(db);
  return documentsInCells(perCell, cells, tiers.length);
}

function documentsInCells(perCell: Map<number, number[]>, cells: readonly number[], index: number) {
  let documents = 0;
  for (const cell of cells) documents += perCell.get(cell)?.[index] ?? 0;
  return documents;
}

/**
 * The cached state; a stale one is still used while a fresh one is read, so no search waits for
 * the minute's count of every cell (a pass over the documents, about 150 ms at 100,000).
 */
function tierState(db: Database): Promise<TierState> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && (now - cached.at < REFRESH_MS || cached.refreshing)) return cached.state;
  const reading = readTierState(db);
  if (!cached) {
    cache.set(db, { at: now, state: reading, refreshing: false });
    // A failed first read is tried again on the next search.
    reading.catch(() => {
      if (cache.get(db)?.state === reading) cache.delete(db);
    });
    return reading;
  }
  cached.refreshing = true;
  reading
    .then((state) =>
      cache.set(db, { at: Date.now(), state: Promise.resolve(state), refreshing: false }),
    )
    // A failed refresh keeps the old state a while longer (tiers cost time, never answers).
    .catch(() => cache.set(db, { ...cached, at: Date.now(), refreshing: false }));
  return cached.state;
}

async function readTierState(db: Database): Promise<TierState> {
  const columns = TIER_RANKS.map(
    (rank, index) => sql`(select floor(quality::real * ${sql.raw(String(STEPS_PER_UNIT))})::int
      from search_documents order by quality desc nulls last, user_id
      offset ${rank - 1} limit 1) as ${sql.raw(`tier${index}`)}`,
  );
  const [row] = await queryRows<Record<string, number | null>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  const found = Object.values(row ?? {}).filter(
    (tier): tier is number => tier !== null && tier > 0,
  );
  // Equal neighbours would only run the same scan twice.
  const tiers = [...new Set(found)].sort((a, b) => b - a);
  const counts = [
    ...tiers.map(
      (tier) => sql`count(*) filter (where d.quality_tiers @> array[${tier}]::smallint[])::int`,
    ),
    sql`count(*)::int`,
  ];
  const cellRows = await queryRows<{ cell: number; counts: number[] }>(
    db,
    sql`select cell, array[${sql.join(counts, sql`, `)}] as counts
      from search_documents d, unnest(d.grid_cells) as cell group by cell`,
  );
  return { tiers, perCell: new Map(cellRows.map((cellRow) => [cellRow.cell, cellRow.counts])) };
}
