import { ZProfessionalSearchRequestSchema } from '@fitmarket/core/api/search';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { sharedAnalyser } from '../../src/search/language/analyser';
import { queryWords } from '../../src/search/language/query-text';
import {
  pageQuery,
  rankingQuery,
  type SearchedPlace,
  searchArea,
  withIndexedPlan,
} from '../../src/search/professional-search';
import {
  createQualityTiers,
  type QualityTier,
  qualityTiersOf,
} from '../../src/search/quality-tiers';
import {
  reorderSearchDocuments,
  searchDocumentsOutOfOrder,
} from '../../src/search/search-document';
import { professionalsNamedQuery } from '../../src/search/suggestions';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Search must stay fast at 100,000 professionals, so no plan of its main query may read a
 * whole table. With a few thousand documents (statistics gathered), the planner already
 * prefers the indexes where a full scan would hurt at scale.
 */
const PROFESSIONALS = 20_000;

let database: DatabaseHandle;
const { analyser } = sharedAnalyser();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`
    insert into users (email, role, first_name, last_name, published, slug)
    select 'pro' || g || '@example.com', 'professional', substr(md5(g::text), 1, 6),
      substr(md5((g % 997)::text), 7, 8), true,
      'pro-' || g
    from generate_series(1, ${PROFESSIONALS}) g`);
  // Every tenth teaches yoga; the rest are trainers: a broad word and a rarer one.
  await db.execute(sql`
    insert into search_documents (user_id, document, name_vector, speciality_vector, names,
      quality, ranking_weight, membership_id, rating, rating_count, min_price_minor, currency,
      languages, speciality_ids, service_ids, grid_cells, analyser)
    select u.id,
      setweight(to_tsvector('simple', case when u.id % 10 = 0 then 'jooga yoga' else 'pt personal trainer valmentaja' end), 'A')
        || setweight(to_tsvector('simple', 'kaupunki' || (u.id % 50)), 'D'),
      to_tsvector('simple', u.first_name || ' ' || u.last_name), ''::tsvector,
      lower(u.first_name || ' ' || u.last_name || ' ' || u.slug),
      (u.id % 100) / 100.0, 1, 1, 3 + (u.id % 3), u.id % 20, 2000 + (u.id % 80) * 100, 'eur',
      array['fi'], array[1 + u.id % 12], array[1 + u.id % 20], '{}'::int[], 'voikko'
    from users u`);
  await db.execute(sql`
    insert into search_locations (user_id, position, lat, lon, point)
    select user_id, 0, 60 + (user_id % 70) / 10.0, 21 + (user_id % 90) / 10.0,
      ll_to_earth(60 + (user_id % 70) / 10.0, 21 + (user_id % 90) / 10.0)
    from search_documents`);
  await db.execute(
    sql`update search_documents set quality_tiers = ${qualityTiersOf(sql`quality`)}`,
  );
  await db.execute(sql`update search_documents d set grid_cells = array[
    (floor((l.lat + 90) / 0.2) * 900 + floor((l.lon + 180) / 0.4))::int,
    (1000000 + floor((l.lat + 90) / 0.05) * 3600 + floor((l.lon + 180) / 0.1))::int]
    from search_locations l where l.user_id = d.user_id`);
  // Each has two prices; a third has a free slot this week (issue 18's filters).
  await db.execute(sql`update search_documents set
    service_prices = array[min_price_minor, min_price_minor + 3000]`);
  await db.execute(sql`insert into search_availability (user_id, last_free_at, checked_at)
    select user_id, case when user_id % 3 = 0 then now() + interval '3 days' end, now()
    from search_documents`);
  await db.execute(sql`analyze search_availability`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_locations`);
}, 120_000);
afterAll(() => database.close());

/** Read afresh each time: the test's documents are all made before. */
const qualityTiers = () => createQualityTiers(database.db);
const steps = (tiers: QualityTier[]) => tiers.map((tier) => tier.step);

const turku: SearchedPlace = {
  lat: 60.45,
  lon: 22.27,
  formatted: 'Turku',
  radiusKm: 30,
  fromText: false,
};

async function planOf(body: Record<string, unknown>, place: SearchedPlace | null) {
  const query = ZProfessionalSearchRequestSchema.parse(body);
  const words = query.search ? queryWords(analyser, query.search) : [];
  const tiers = await qualityTiers().candidateTiers();
  const rows = await withIndexedPlan(database, (tx) =>
    queryRows<Record<string, string>>(
      tx,
      sql`explain ${pageQuery(analyser, query, words, place, place, tiers, searchArea(query, place), 'fi')}`,
    ),
  );
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the search query plans', () => {
  it.each([
    ['a broad word', { search: 'valmentaja' }, null],
    ['two broad words', { search: 'personal trainer' }, null],
    ['a broad word by rating', { search: 'valmentaja', sort: 'rating' }, null],
    [
      'a broad word in the visible map',
      { search: 'valmentaja', bounds: { south: 60.3, west: 22.0, north: 60.6, east: 22.6 } },
      null,
    ],
    ['a rarer word', { search: 'joogaa' }, null],
    ['a name with a typo', { search: 'virtsnen' }, null],
    ['a word around a place', { search: 'jooga' }, turku],
    ['a place alone', {}, turku],
    ['nothing, by relevance', {}, null],
    ['nothing, by price', { sort: 'price' }, null],
    ['nothing, by rating', { sort: 'rating' }, null],
    ['a speciality', { speciality: 3 }, null],
    [
      'a broad word in a price range',
      { search: 'valmentaja', price_min: 4000, price_max: 5000 },
      null,
    ],
    ['a price range alone', { price_min: 4000, price_max: 5000 }, null],
    ['a price maximum alone, by price', { price_max: 3000, sort: 'price' }, null],
    ['a broad word, available this week', { search: 'valmentaja', available: true }, null],
    ['available this week around a place', { available: true }, turku],
    ['available this week', { available: true }, null],
  ])('%s reads no table whole', async (_name, body, place) => {
    const plan = await planOf(body, place);
    expect(plan, plan).not.toMatch(/Seq Scan on (search_documents|search_locations|users)/);
    // A document is tested only through its GIN index: testing it row by row reads it from
    // TOAST, which cost more than everything else (a walk of the quality index did that).
    expect(plan, plan).not.toMatch(/Filter: .*document @@/);
  });

  it('a broad word starts from the best quality tier, with the place in the same index scan', async () => {
    expect(steps(await qualityTiers().candidateTiers())).toEqual([18, 16, 12]);
    const plan = await planOf({ search: 'valmentaja' }, turku);
    expect(plan, plan).toMatch(
      /Index Cond: \(\(document @@ .*\) AND \(quality_tiers @> '\{18\}'::smallint\[\]\) AND \(grid_cells && /,
    );
  });

  it('reads the coarse cells through the index and filters by the fine ones, to the same page', async () => {
    const query = ZProfessionalSearchRequestSchema.parse({ search: 'valmentaja' });
    const words = queryWords(analyser, 'valmentaja');
    const fine = searchArea(query, turku);
    const coarse = fine?.cells.coarse ? { ...fine, indexCells: fine.cells.coarse } : null;
    expect(coarse).not.toBeNull();
    const run = (area: typeof fine, explain: boolean) =>
      withIndexedPlan(database, (tx) =>
        queryRows<Record<string, unknown>>(
          tx,
          sql`${explain ? sql`explain ` : sql``}${rankingQuery(analyser, query, words, turku, turku, [], area)}`,
        ),
      );
    const plan = (await run(coarse, true)).map((row) => Object.values(row)[0]).join('\n');
    expect(plan, plan).toMatch(/Index Cond: \(\(document @@ .*\) AND \(grid_cells && '\{\d{6},/);
    expect(plan, plan).toMatch(/Filter: .*\(grid_cells && '\{1\d{7},/);
    const page = await run(coarse, false);
    expect(page.length).toBeGreaterThan(0);
    expect(page).toEqual(await run(fine, false));
  });

  it("leaves out the tiers too few of a place's documents are in to fill", async () => {
    const cells =
      searchArea(ZProfessionalSearchRequestSchema.parse({}), turku)?.cells.cells ?? null;
    // Around Turku are a few hundred of the test's documents: no tier could hold 300 matches.
    expect(steps(await qualityTiers().candidateTiers(cells))).toEqual([]);
    // For fewer candidates, tiers of that area: the first with three times as many documents,
    // each next with twice the one before.
    expect(steps(await qualityTiers().candidateTiers(cells, 10))).toEqual([17, 14]);
    expect(steps(await qualityTiers().candidateTiers(null))).toEqual([18, 16, 12]);
  });

  it.each([
    ['a broad word', { search: 'valmentaja' }, null],
    ['a broad word around a place', { search: 'valmentaja' }, turku],
    ['a rarer word', { search: 'jooga', per_page: 50 }, null],
    // Few of the first tier pass: the tiers that could not fill are skipped.
    ['a broad word with a strict filter', { search: 'valmentaja', rating_min: 4.5 }, null],
    [
      'a broad word, available, by price',
      { search: 'valmentaja', available: true, sort: 'price' },
      null,
    ],
  ])(
    '%s finds the same page through the tiers as through all matches',
    async (_name, body, place) => {
      const query = ZProfessionalSearchRequestSchema.parse(body);
      const words = queryWords(analyser, query.search ?? '');
      const page = (tiers: QualityTier[]) =>
        withIndexedPlan(database, (tx) =>
          queryRows(tx, rankingQuery(analyser, query, words, place, place, tiers)),
        );
      const tiered = await page(await qualityTiers().candidateTiers());
      expect(tiered.length).toBeGreaterThan(0);
      expect(tiered).toEqual(await page([]));
    },
  );
});

describe('the search statement as the search pool prepares it', () => {
  const textOf = async (body: Record<string, unknown>, lang: 'en' | 'fi') => {
    const query = ZProfessionalSearchRequestSchema.parse(body);
    const words = queryWords(analyser, query.search ?? '');
    const tiers = await qualityTiers().candidateTiers();
    const statement = pageQuery(analyser, query, words, turku, turku, tiers, null, lang);
    return new PgDialect().sqlToQuery(statement).sql;
  };

  it('is one text whatever the filters, sort and language (each new text is planned again)', async () => {
    const plain = await textOf({ search: 'valmentaja' }, 'fi');
    for (const [body, lang] of [
      [{ search: 'valmentaja', sort: 'rating' }, 'en'],
      [{ search: 'valmentaja', sort: 'price', price_max: 5000 }, 'fi'],
      [{ search: 'valmentaja', price_min: 3000, price_max: 6000, available: true }, 'fi'],
      [{ search: 'valmentaja', rating_min: 4, language: 'en', speciality: 3, service: 2 }, 'en'],
      [{ search: 'valmentaja', sort: 'distance', page: 3 }, 'en'],
    ] as const) {
      expect(await textOf(body, lang)).toBe(plain);
    }
    // The number of words does make another text.
    expect(await textOf({ search: 'valmentaja jooga' }, 'fi')).not.toBe(plain);
  });
});

/**
 * The plan the suggestions' name query runs with: on PostgreSQL a prepared statement of the
 * search pool, with its generic plan (the pool's plan_cache_mode); on PGlite planned per call on
 * the ordinary connection.
 */
async function suggestionsPlan(query: SQL): Promise<string> {
  const planText = (rows: Record<string, string>[]) =>
    rows.map((row) => Object.values(row)[0]).join('\n');
  if (!database.indexedPlanDb) {
    return planText(await queryRows<Record<string, string>>(database.db, sql`explain ${query}`));
  }
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const pool = (database.indexedPlanDb as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query(`prepare names_plan as ${text}`);
    const values = params.map((value) => pg.escapeLiteral(String(value))).join(', ');
    const { rows } = await client.query(`explain execute names_plan(${values})`);
    await client.query('deallocate names_plan');
    return planText(rows);
  } finally {
    client.release();
  }
}

describe('the suggestions query plans', () => {
  it.each([
    ['one word', 'abc'],
    ['two words', 'abc def'],
    ['a word and a letter', 'abc d'],
    ['two short words', 'ab c'],
  ])('%s reads the names through the trigram index', async (_name, typed) => {
    const query = professionalsNamedQuery(typed);
    if (!query) throw new Error('no query');
    const plan = await suggestionsPlan(query);
    expect(plan, plan).not.toMatch(/Seq Scan on (search_documents|users)/);
    expect(plan, plan).toMatch(/Bitmap Index Scan on search_documents_names_trgm_idx/);
    // First the best by quality, names read from the quality index alone (migration 0036).
    expect(plan, plan).toMatch(/Index Only Scan using search_documents_quality_idx/);
  });

  it('a word of one or two letters alone looks for nobody', () => {
    expect(professionalsNamedQuery('ab')).toBeNull();
  });
});

// Last: it reorders the table the tests above read.
describe("the documents' order", () => {
  it('is found out of quality order when written in another, and in order once reordered', async () => {
    expect(await searchDocumentsOutOfOrder(database.db)).toBe(true);
    await reorderSearchDocuments(database.db);
    expect(await searchDocumentsOutOfOrder(database.db)).toBe(false);
  });
});
