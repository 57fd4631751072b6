import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** The schemas (and zod) load with the first request, not with the page. */
const schemas = () => import('@fitmarket/core/api/search-statistics');

/** UTC days, both included; a side left empty is open. */
export interface DayRange {
  from: string;
  to: string;
}

export function rangeQuery(range: DayRange): URLSearchParams {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return query;
}

/** GET /v1/admin/statistics/search: one page of the logged searches, newest first. */
export function useSearchLogs(range: DayRange, page: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...ADMIN_QUERY_KEY, 'statistics', 'search', range, page],
    queryFn: ({ signal }) => {
      const query = rangeQuery(range);
      query.set('page', String(page));
      return apiRequest(`/v1/admin/statistics/search?${query}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          return pagedEnvelope((await schemas()).ZSearchStatisticSchema);
        },
        envelope: true,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/admin/statistics/search/summary: searches per day and the top lists of the range. */
export function useSearchSummary(range: DayRange, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...ADMIN_QUERY_KEY, 'statistics', 'summary', range],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/statistics/search/summary?${rangeQuery(range)}`, {
        schema: async () => (await schemas()).ZSearchStatisticsSummarySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
