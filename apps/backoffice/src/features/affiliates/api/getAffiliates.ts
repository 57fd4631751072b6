import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** GET /v1/admin/users/affiliates: one page of professionals with partner and code. */
export function useAffiliates(search: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'affiliates', search, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (search) query.set('search', search);
      return apiRequest(`/v1/admin/users/affiliates?${query}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          const { ZAffiliateSchema } = await import('@fitmarket/core/api/affiliates');
          return pagedEnvelope(ZAffiliateSchema);
        },
        envelope: true,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}
