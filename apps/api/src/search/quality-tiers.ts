import { SEARCH_CANDIDATE_LIMIT } from '@fitmarket/core/api/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { createRefreshingCache } from '../platform/refreshing-cache';

/**
 * Quality tiers: a broad word's best candidates without reading all of its matches
 * (docs/search.md "The query"). Each search document lists every step of 0.05 its quality
 * reaches (`quality_tiers`: 0.87 → 1 … 17), and that column shares the document's GIN index, so
 * "jooga, quality at least 0.85" is one index scan that hands over a few hundred rows instead of
 * 32,000. The search tries the tiers from the top and stops at the first with enough matches: any
 * row outside a tier has a lower quality than every row in it, so the best matches by quality are
 * exactly the same as from all matches. A narrow word falls through to all of its matches. That
 * holds for any tier, so tiers a minute old (or from another database) cost time, never answers.
 *
 * Which tiers a search tries depends on where it looks: from the number of documents at each
 * step, in all and in each grid cell (read each minute), the first tier holds a few times the
 * candidates wanted (a word a third of the documents hold fills it) and each next one about twice
 * the one before, so a tier that falls short is followed by one that reads at most twice as much.
 * Around a town, tiers that could not fill the candidates whatever the words are left out.
 */

const STEPS_PER_UNIT = 20;
/** The first tier holds at least this many times the candidates wanted. */
const FIRST_TIER_FACTOR = 3;
/** Each further tier holds at least this many times the documents of the one before. */
const TIER_GROWTH = 2;
/** A tier holding more than this share of the documents is not worth its scan: all of them next. */
const MAX_TIER_SHARE = 0.5;
/** Each tier is a scan of its own in the query (and in its planning). */
const MAX_TIERS = 4;
const REFRESH_MS = 60_000;

/** A row's tiers from its stored (real) quality; the migration 0016 uses the same expression. */
export function qualityTiersOf(quality: SQL): SQL {
  return sql`array(select generate_series(1, floor(${quality}::real * ${sql.raw(String(STEPS_PER_UNIT))})::int))::smallint[]`;
}

/**
 * How many documents reach each quality step (index 0 to STEPS_PER_UNIT; index 0 is all of them):
 * in all, and for each grid cell those with a place in it.
 */
interface TierState {
  all: number[];
  perCell: Map<number, number[]>;
}

/** A tier to try: its step, and how many documents reach it (in all, or in the searched cells). */
export interface QualityTier {
  step: number;
  documents: number;
}

/** What a search asks of the tiers; one per process (search-deps.ts), read at most each minute. */
export interface QualityTiers {
  /**
   * The tiers to try, best first: for the whole country, or for the documents with a place in
   * the given grid cells (an upper bound there: a document with places in two of them counts
   * twice).
   */
  candidateTiers(cells?: readonly number[] | null, needed?: number): Promise<QualityTier[]>;
  /** How many documents have a place in the cells (at most: one in two of them counts twice). */
  documentsIn(cells: readonly number[]): Promise<number>;
}

/**
 * A stale state is still used while a fresh one is read, so no search waits for the minute's
 * count of every cell (a pass over the documents, about 150 ms at 100,000); a failed read keeps
 * the old state a while longer (tiers cost time, never answers).
 */
export function createQualityTiers(
  db: Database,
  onError: (error: unknown) => void = () => {},
): QualityTiers {
  const states = createRefreshingCache({
    ttlMs: REFRESH_MS,
    maxEntries: 1,
    load: (_key: 'state') => readTierState(db),
    onError,
  });
  const tierState = () => states.get('state');
  return {
    async candidateTiers(cells = null, needed = SEARCH_CANDIDATE_LIMIT) {
      const { all, perCell } = await tierState();
      const documentsAt = cells
        ? (step: number) => documentsInCells(perCell, cells, step)
        : (step: number) => all[step] ?? 0;
      const total = documentsAt(0);
      const tiers: QualityTier[] = [];
      let atLeast = needed * FIRST_TIER_FACTOR;
      for (let step = STEPS_PER_UNIT; step >= 1 && tiers.length < MAX_TIERS; step -= 1) {
        const documents = documentsAt(step);
        if (documents > total * MAX_TIER_SHARE) break;
        if (documents >= atLeast) {
          tiers.push({ step, documents });
          atLeast = documents * TIER_GROWTH;
        }
      }
      return tiers;
    },
    async documentsIn(cells) {
      return documentsInCells((await tierState()).perCell, cells, 0);
    },
  };
}

function documentsInCells(perCell: Map<number, number[]>, cells: readonly number[], step: number) {
  let documents = 0;
  for (const cell of cells) documents += perCell.get(cell)?.[step] ?? 0;
  return documents;
}

/** Documents per step, made cumulative: those at a step and above. */
function reaching(rows: { step: number; documents: number }[]): number[] {
  const counts = new Array<number>(STEPS_PER_UNIT + 1).fill(0);
  for (const { step, documents } of rows) {
    const index = Math.max(0, Math.min(STEPS_PER_UNIT, step));
    counts[index] = (counts[index] ?? 0) + documents;
  }
  for (let step = STEPS_PER_UNIT - 1; step >= 0; step -= 1) {
    counts[step] = (counts[step] ?? 0) + (counts[step + 1] ?? 0);
  }
  return counts;
}

async function readTierState(db: Database): Promise<TierState> {
  // The step as the tiers have it (qualityTiersOf); a document without quality is in none.
  const step = sql`coalesce(floor(d.quality::real * ${sql.raw(String(STEPS_PER_UNIT))}), 0)::int`;
  const allRows = await queryRows<{ step: number; documents: number }>(
    db,
    sql`select ${step} as step, count(*)::int as documents from search_documents d group by 1`,
  );
  const cellRows = await queryRows<{ cell: number; step: number; documents: number }>(
    db,
    sql`select cell, ${step} as step, count(*)::int as documents
      from search_documents d, unnest(d.grid_cells) as cell group by 1, 2`,
  );
  const byCell = new Map<number, { step: number; documents: number }[]>();
  for (const row of cellRows) {
    const rows = byCell.get(row.cell) ?? [];
    rows.push(row);
    byCell.set(row.cell, rows);
  }
  return {
    all: reaching(allRows),
    perCell: new Map([...byCell].map(([cell, rows]) => [cell, reaching(rows)])),
  };
}
