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

const cache = new WeakMap<Database, { at: number; tiers: Promise<number[]> }>();

/**
 * The tiers to try, best first, from the current documents (one index-only walk of the quality
 * order, refreshed each minute); empty while there are too few documents for any.
 */
export function candidateTiers(db: Database): Promise<number[]> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && now - cached.at < REFRESH_MS) return cached.tiers;
  const tiers = readTiers(db);
  cache.set(db, { at: now, tiers });
  // A failed read is tried again on the next search rather than kept for a minute.
  tiers.catch(() => {
    if (cache.get(db)?.tiers === tiers) cache.delete(db);
  });
  return tiers;
}

async function readTiers(db: Database): Promise<number[]> {
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
  return [...new Set(found)].sort((a, b) => b - a);
}
