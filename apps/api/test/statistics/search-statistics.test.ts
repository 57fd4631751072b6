import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZSearchStatisticSchema,
  ZSearchStatisticsSummarySchema,
} from '@fitmarket/core/api/search-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BATCH_SIZE } from '../../src/csv/csv-export';
import { searchLogs } from '../../src/db/schema';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

const ZListSchema = pagedEnvelope(ZSearchStatisticSchema);
const ZSummaryResponseSchema = dataEnvelope(ZSearchStatisticsSummarySchema);

let t: TestApp;
let staffToken = '';

const log = (
  created: string,
  search: string,
  resultCount: number,
  place: string | null = null,
  user: { lat: number; lon: number } | null = null,
  droppedWords: string[] = [],
) => ({
  createdAt: new Date(created),
  droppedWords,
  search,
  resultCount,
  language: 'fi',
  locationFormatted: place,
  lat: place ? 60.45 : null,
  lon: place ? 22.27 : null,
  userLat: user?.lat ?? null,
  userLon: user?.lon ?? null,
});

beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
  const db = t.deps.database.db;
  await db.insert(searchLogs).values([
    log('2026-03-01T08:00:00Z', 'jooga', 3, 'Turku'),
    log('2026-03-01T09:00:00Z', ' Jooga ', 2, 'Turku'),
    log('2026-03-01T23:59:00Z', 'hieroja', 1, 'Tampere'),
    log('2026-03-03T10:00:00Z', 'kalliokiipeily', 0),
    log('2026-03-03T11:00:00Z', 'kalliokiipeily', 0, 'Oulu', { lat: 65.01, lon: 25.47 }),
    log('2026-03-04T00:00:00Z', '', 12, 'Helsinki'),
    // Searches that left words out, on a day of their own.
    log('2026-02-20T08:00:00Z', 'pilates teacher', 4, null, null, ['teacher']),
    log('2026-02-20T09:00:00Z', 'ohjaaja jooga opettaja', 2, null, null, ['ohjaaja', 'opettaja']),
    log('2026-02-20T10:00:00Z', 'ohjaaja pilateksessa', 1, null, null, ['ohjaaja']),
  ]);
  const admin = await createUser(db, { role: 'owner' });
  staffToken = await signInStaff(t, admin.email);
});
afterAll(() => t.close());

function get(url: string, token: string | null = staffToken) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('GET /v1/admin/statistics/search', () => {
  it('lists the searches newest first in the SPEC shape, paged', async () => {
    const response = await get('/v1/admin/statistics/search?from=2026-03-01&per_page=2');
    expect(response.statusCode, response.body).toBe(200);
    const answer = ZListSchema.parse(response.json());
    expect(answer.data.map((row) => row.search)).toEqual(['', 'kalliokiipeily']);
    expect(answer.data[1]).toMatchObject({
      location_formatted: 'Oulu',
      created: '2026-03-03T11:00:00.000Z',
      geolocation_coords: { lat: 65.01, lon: 25.47 },
      location_coords: { lat: 60.45, lon: 22.27 },
      language: 'fi',
      result_count: 0,
      dropped_words: [],
    });
    expect(answer.meta.pagination).toEqual({
      filtered: 6,
      total: 6,
      per_page: 2,
      current_page: 1,
      last_page: 3,
      from: 1,
      to: 2,
    });
    const last = ZListSchema.parse(
      (await get('/v1/admin/statistics/search?from=2026-03-01&per_page=4&page=2')).json(),
    );
    expect(last.data.map((row) => row.search)).toEqual([' Jooga ', 'jooga']);
    expect(last.meta.pagination).toMatchObject({ from: 5, to: 6 });
  });

  it('filters by a range of UTC days, both ends included', async () => {
    const answer = ZListSchema.parse(
      (await get('/v1/admin/statistics/search?from=2026-03-01&to=2026-03-01')).json(),
    );
    expect(answer.data.map((row) => row.search)).toEqual(['hieroja', ' Jooga ', 'jooga']);
    const since = ZListSchema.parse(
      (await get('/v1/admin/statistics/search?from=2026-03-03')).json(),
    );
    expect(since.meta.pagination.total).toBe(3);
  });

  it('lists the words each search left out', async () => {
    const answer = ZListSchema.parse(
      (await get('/v1/admin/statistics/search?from=2026-02-20&to=2026-02-20')).json(),
    );
    expect(answer.data.map((row) => [row.search, row.dropped_words])).toEqual([
      ['ohjaaja pilateksessa', ['ohjaaja']],
      ['ohjaaja jooga opettaja', ['ohjaaja', 'opettaja']],
      ['pilates teacher', ['teacher']],
    ]);
  });

  it('refuses a bad range with 422 and 1301', async () => {
    expectRefusal(
      await get('/v1/admin/statistics/search?from=2026-03-05&to=2026-03-01'),
      422,
      1301,
    );
    expectRefusal(await get('/v1/admin/statistics/search?from=March'), 422, 1301);
    expectRefusal(await get('/v1/admin/statistics/search?per_page=500'), 422, 1301);
  });

  it('is for staff only: signed out 401, customers and professionals 403', async () => {
    const db = t.deps.database.db;
    for (const url of [
      '/v1/admin/statistics/search',
      '/v1/admin/statistics/search/summary',
      '/v1/admin/statistics/search/export.csv',
    ]) {
      expectRefusal(await get(url, null), 401, 1002);
      for (const role of ['customer', 'professional'] as const) {
        const user = await createUser(db, { role });
        expectRefusal(await get(url, await signIn(t.app, user.email)), 403, 1317);
      }
    }
  });
});

describe('GET /v1/admin/statistics/search/summary', () => {
  it('counts every day of the range and lists the top terms, places and zero-result terms', async () => {
    const response = await get('/v1/admin/statistics/search/summary?from=2026-03-01&to=2026-03-04');
    expect(response.statusCode, response.body).toBe(200);
    const summary = ZSummaryResponseSchema.parse(response.json()).data;
    expect(summary).toMatchObject({ from: '2026-03-01', to: '2026-03-04', searches: 6 });
    expect(summary.zero_results).toBe(2);
    expect(summary.per_day).toEqual([
      { day: '2026-03-01', searches: 3, zero_results: 0 },
      { day: '2026-03-02', searches: 0, zero_results: 0 },
      { day: '2026-03-03', searches: 2, zero_results: 2 },
      { day: '2026-03-04', searches: 1, zero_results: 0 },
    ]);
    expect(summary.top_terms).toEqual([
      { term: 'jooga', searches: 2 },
      { term: 'kalliokiipeily', searches: 2 },
      { term: 'hieroja', searches: 1 },
    ]);
    expect(summary.top_places[0]).toEqual({ place: 'Turku', searches: 2 });
    expect(summary.top_zero_result_terms).toEqual([{ term: 'kalliokiipeily', searches: 2 }]);
    expect(summary.top_dropped_words).toEqual([]);
    expect(summary.map_places).toEqual([
      { place: 'Turku', lat: 60.45, lon: 22.27, searches: 2 },
      { place: 'Helsinki', lat: 60.45, lon: 22.27, searches: 1 },
      { place: 'Oulu', lat: 60.45, lon: 22.27, searches: 1 },
      { place: 'Tampere', lat: 60.45, lon: 22.27, searches: 1 },
    ]);
  });

  it('lists the words searches left out most often', async () => {
    const summary = ZSummaryResponseSchema.parse(
      (await get('/v1/admin/statistics/search/summary?from=2026-02-20&to=2026-02-20')).json(),
    ).data;
    expect(summary.top_dropped_words).toEqual([
      { word: 'ohjaaja', searches: 2 },
      { word: 'opettaja', searches: 1 },
      { word: 'teacher', searches: 1 },
    ]);
  });

  it('covers the last 30 days without a range, and refuses a range too long', async () => {
    const summary = ZSummaryResponseSchema.parse(
      (await get('/v1/admin/statistics/search/summary')).json(),
    ).data;
    expect(summary.per_day).toHaveLength(30);
    expect(summary.to).toBe(new Date().toISOString().slice(0, 10));
    const openEnded = ZSummaryResponseSchema.parse(
      (await get('/v1/admin/statistics/search/summary?from=2020-01-01')).json(),
    ).data;
    expect(openEnded).toMatchObject({ from: '2020-01-01', to: '2020-12-31' });
    expect(openEnded.per_day).toHaveLength(366);
    expectRefusal(
      await get('/v1/admin/statistics/search/summary?from=2024-01-01&to=2026-01-01'),
      422,
      1301,
    );
  });
});

describe('GET /v1/admin/statistics/search/export.csv', () => {
  it('streams the range as CSV, newest first, across keyset batches', async () => {
    const response = await get(
      '/v1/admin/statistics/search/export.csv?from=2026-03-01&to=2026-03-03',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="searches-from-2026-03-01-to-2026-03-03.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created,search,location_formatted,location_lat,location_lon,user_lat,user_lon,language,result_count,dropped_words',
    );
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'kalliokiipeily',
      'kalliokiipeily',
      'hieroja',
      ' Jooga ',
      'jooga',
    ]);
    expect(lines[1]).toMatch(
      /,2026-03-03T11:00:00.000Z,kalliokiipeily,Oulu,60.45,22.27,65.01,25.47,fi,0,$/,
    );
    const dropped = await get(
      '/v1/admin/statistics/search/export.csv?from=2026-02-20&to=2026-02-20',
    );
    expect(dropped.body).toContain(',ohjaaja jooga opettaja,,,,,,fi,2,ohjaaja opettaja\r\n');
    expectRefusal(
      await get('/v1/admin/statistics/search/export.csv?from=2026-03-05&to=2026-03-01'),
      422,
      1301,
    );
  });

  it('reads past a batch boundary without skipping or repeating rows that share a time', async () => {
    const db = t.deps.database.db;
    // More rows than one batch, all in the same microsecond, on a day of their own.
    const same = new Date('2027-01-01T12:00:00.000Z');
    await db.insert(searchLogs).values(
      Array.from({ length: CSV_BATCH_SIZE + 5 }, (_, index) => ({
        ...log('2027-01-01T12:00:00Z', `batch ${index}`, 1),
        createdAt: same,
      })),
    );
    const response = await get(
      '/v1/admin/statistics/search/export.csv?from=2027-01-01&to=2027-01-01',
    );
    const searches = response.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(searches).toHaveLength(CSV_BATCH_SIZE + 5);
    expect(new Set(searches).size).toBe(CSV_BATCH_SIZE + 5);
  });
});
