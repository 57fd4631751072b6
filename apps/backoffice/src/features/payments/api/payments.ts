import type { AdminPaymentList, TAdminPaymentFilters } from '@fitmarket/core/api/admin-payments';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** `from=…&to=…&q=…&status=…` of the filters that are set. */
export function filterQuery(filters: TAdminPaymentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, String(value));
  }
  return params.toString();
}

const PAYMENTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'payments'] as const;

/** GET /v1/admin/payments/{list}: one page of payments, refunds, subscriptions or receipts. */
export function usePaymentList(
  list: AdminPaymentList,
  filters: TAdminPaymentFilters,
  page: number,
) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, list, query, page],
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

/**
 * POST /v1/admin/payments/{id}/refund: a membership payment refunded in full (a job at the
 * provider); the lists are read again so its status and the subscription follow.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(`/v1/admin/payments/${id}/refund`, {
        method: 'POST',
        body: reason ? { reason } : {},
        schema: async () => (await import('@fitmarket/core/api/admin-payments')).ZAdminRefundSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
