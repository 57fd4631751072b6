import {
  type TProfessionalSearchRequest,
  ZProfessionalSearchRequestSchema,
} from '@fitmarket/core/api/search';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/catalogue/reference-data';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { sharedAnalyser } from '../../src/search/language/analyser';
import { queryWords } from '../../src/search/language/query-text';
import type { SearchedPlace } from '../../src/search/professional-search';
import { listingQueries } from '../../src/search/search-calls';
import { createSearchState } from '../../src/search/search-deps';
import { summaryQueries } from '../../src/statistics/search-statistics';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The back-office search reads `users` rather than the search documents, and the statistics read
 * a log that grows with every search: neither may read a whole table per request.
 */
const PROFESSIONALS = 20_000;
const SEARCHES = 50_000;

let database: DatabaseHandle;
const { analyser } = sharedAnalyser();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedCatalogue(db);
  await db.execute(sql`
    insert into users (email, role, first_name, last_name, published, blocked, slug)
    select 'pro' || g || '@example.com', 'professional', substr(md5(g::text), 1, 6),
      substr(md5((g % 997)::text), 7, 8), g % 7 <> 0, g % 31 = 0, 'pro-' || g
    from generate_series(1, ${PROFESSIONALS}) g`);
  await db.execute(sql`
    insert into professional_locations (user_id, formatted, city, lat, lon)
    select id, 'Place', 'Place', 60 + (id % 70) / 10.0, 21 + (id % 90) / 10.0 from users`);
  // Every tenth teaches yoga.
  await db.execute(sql`
    insert into professional_specialities (user_id, speciality_id, position)
    select u.id, s.id, 0 from users u, specialities s
    where s.slug = case when u.id % 10 = 0 then 'yoga' else 'personal-training' end`);
  await db.execute(sql`
    insert into search_logs (search, location_formatted, language, result_count, created_at,
      dropped_words)
    select 'term' || (g % 500), case when g % 3 = 0 then 'Turku' end, 'fi', g % 4,
      timestamptz '2026-01-01' + (g * interval '10 minutes'),
      case when g % 50 = 0 then array['word' || (g % 20)] else '{}' end
    from generate_series(1, ${SEARCHES}) g`);
  for (const table of ['users', 'professional_locations', 'professional_specialities']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  await db.execute(sql`analyze search_logs`);
}, 180_000);
afterAll(() => database.close());

const turku: SearchedPlace = {
  lat: 60.45,
  lon: 22.27,
  formatted: 'Turku',
  radiusKm: 30,
  fromText: false,
};

async function planOf(query: SQL) {
  const rows = await queryRows<Record<string, string>>(database.db, sql`explain ${query}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

async function listing(
  call: 'search' | 'search-names' | 'search-service',
  body: Partial<TProfessionalSearchRequest>,
  place: SearchedPlace | null,
) {
  const query = ZProfessionalSearchRequestSchema.parse(body);
  const deps = {
    db: database.db,
    indexedPlanDb: database.indexedPlanDb,
    indexedPlanRows: database.indexedPlanRows,
    analyser,
    geocoder: undefined as never,
    ...createSearchState(database.db, analyser, console),
  };
  const text = query.search
    ? queryWords(analyser, query.search)
        .map((word) => word.word)
        .join(' ')
    : '';
  return listingQueries(deps, call, 'staff', query, text, place, place);
}

const WHOLE_TABLE =
  /Seq Scan on (users|professional_locations|professional_specialities|search_logs)/;

describe('the back-office search plans', () => {
  it.each([
    ['a name with a typo', 'search-names', { search: 'virtsnen' }, null],
    ['an e-mail address', 'search-names', { search: 'pro17@example.com' }, null],
    ['a speciality by name', 'search-service', { search: 'jooga' }, null],
    ['everything for a word', 'search', { search: 'jooga' }, null],
    ['a name around a place', 'search-names', { search: 'virtsnen' }, turku],
  ] as const)('%s reads no table whole, page and count', async (_name, call, body, place) => {
    const { page, count } = await listing(call, body, place);
    for (const plan of [await planOf(page), await planOf(count)]) {
      expect(plan, plan).not.toMatch(WHOLE_TABLE);
    }
  });

  it.each([
    ['nothing, newest first', {}, null],
    ['a place alone', {}, turku],
  ] as const)('%s: the page reads no table whole', async (_name, body, place) => {
    const plan = await planOf((await listing('search', body, place)).page);
    expect(plan, plan).not.toMatch(WHOLE_TABLE);
  });
});

describe('the search statistics plans', () => {
  it('a month of the summary reads only that month, through the index', async () => {
    const queries = summaryQueries('2026-02-01', '2026-02-28');
    for (const query of Object.values(queries)) {
      const plan = await planOf(query);
      expect(plan, plan).not.toMatch(WHOLE_TABLE);
      expect(plan, plan).toMatch(/search_logs_(summary|created|dropped)_idx/);
    }
    // Only the searches that dropped words, through their partial index.
    expect(await planOf(queries.topDroppedWords)).toMatch(/search_logs_dropped_idx/);
  });
});
