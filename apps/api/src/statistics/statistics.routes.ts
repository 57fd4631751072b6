import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import {
  SEARCH_STATISTICS_DEFAULT_DAYS,
  SEARCH_STATISTICS_MAX_DAYS,
  SEARCH_STATISTICS_TOP,
  ZSearchStatisticSchema,
  ZSearchStatisticsExportQuerySchema,
  ZSearchStatisticsQuerySchema,
  ZSearchStatisticsSummaryQuerySchema,
  ZSearchStatisticsSummarySchema,
} from '@fitmarket/core/api/search-statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { sendCsv } from '../csv/csv-export';
import {
  listSearchLogs,
  SEARCH_LOG_CSV_HEADER,
  searchLogCsvRows,
  summariseSearchLogs,
} from './search-statistics';

/** The back-office statistics (SPEC §2 back-office 9); registered in the staff-only scope. */
export const adminStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/statistics/search',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Marketplace searches, newest first, paged',
        description:
          'Staff only (no token 401 with 1002, not staff 403 with 1317). SPEC §3 "Search ' +
          'statistic" (search, location_formatted, created, geolocation_coords: the ' +
          "visitor's own position) plus the searched place's coordinates, language, result " +
          'count and `dropped_words` (the words the search left out). `from` and `to` are UTC days (YYYY-MM-DD), both included; page from 1, ' +
          'per_page 1-100 (default 10). Bad values or `from` after `to`: 422 with 1301.',
        querystring: ZSearchStatisticsQuerySchema,
        response: { 200: pagedEnvelope(ZSearchStatisticSchema) },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'statistics.read', null);
      const { page, per_page, ...range } = request.query;
      return listSearchLogs(db, range, page, per_page);
    },
  );

  app.get(
    '/statistics/search/summary',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Searches per day and the top terms, places and zero-result terms of a range',
        description:
          'Staff only (401 with 1002, 403 with 1317). `from` and `to` are UTC days, both ' +
          `included, at most ${SEARCH_STATISTICS_MAX_DAYS} days apart; without them the last ` +
          `${SEARCH_STATISTICS_DEFAULT_DAYS} days. Every day of the range is listed, empty ` +
          `ones too; the top lists (terms, places, zero-result terms, dropped words) hold ` +
          `${SEARCH_STATISTICS_TOP} entries, terms lower-cased. ` +
          'Bad days, `from` after `to` or a longer range: 422 with 1301.',
        querystring: ZSearchStatisticsSummaryQuerySchema,
        response: { 200: dataEnvelope(ZSearchStatisticsSummarySchema) },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'statistics.read', null);
      return { data: await summariseSearchLogs(db, request.query) };
    },
  );

  app.get(
    '/statistics/search/export.csv',
    {
      schema: {
        tags: ['back-office'],
        summary: 'The searches of a range as a CSV file, newest first',
        description:
          'Staff only (401 with 1002, 403 with 1317). `from` and `to` as in GET ' +
          '/statistics/search, both optional; a bad range is 422 with 1301. Streamed in ' +
          'batches (UTF-8 with a byte order mark, RFC 4180, a header row of the column names).',
        querystring: ZSearchStatisticsExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      authorize(currentUser(request), 'statistics.read', null);
      const { from, to } = request.query;
      const name = `searches${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return sendCsv(reply, name, SEARCH_LOG_CSV_HEADER, searchLogCsvRows(db, request.query));
    },
  );
};
