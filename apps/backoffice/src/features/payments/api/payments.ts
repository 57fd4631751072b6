import type { AdminPaymentList, TAdminPaymentFilters } from '@fitmarket/core/api/admin-payments';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** `from=…&to=…&q=…&status=…` of the filters that are set. */
export function filterQuery(filters: TAdminPaymentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, String(value));
  }
  return params.toString();
}

/** GET /v1/admin/payments/{list}: one page of payments, refunds, subscriptions or receipts. */
export function usePaymentList(
  list: AdminPaymentList,
  filters: TAdminPaymentFilters,
  page: number,
) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'payments', list, query, page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/payments/${list}?page=${page}${query ? `&${query}` : ''}`, {
        schema: async () =>
          (await import('@fitmarket/core/api/admin-payments')).ZAdminPaymentListSchema,
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
