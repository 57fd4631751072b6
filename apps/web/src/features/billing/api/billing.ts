import type { TMembershipCheckoutRequest } from '@fitmarket/core/api/memberships';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';

const MEMBERSHIP_KEY = ['account-membership'] as const;

const membershipSchema = async () =>
  (await import('@fitmarket/core/api/memberships')).ZAccountMembershipSchema;

/** GET /v1/account/membership: the level, its subscription, prices and the test mode. */
export function useAccountMembership() {
  return useQuery({
    queryKey: MEMBERSHIP_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/v1/account/membership', { schema: membershipSchema, signal }),
    // A paid checkout's month is added by a job a moment after the buyer returns.
    refetchInterval: (query) =>
      query.state.data?.subscription?.status === 'pending' ? 1000 : false,
  });
}

/** POST /v1/account/membership/checkout: answers where to pay. */
export function useMembershipCheckout() {
  return useMutation({
    mutationFn: (body: TMembershipCheckoutRequest) =>
      apiRequest('/v1/account/membership/checkout', {
        method: 'POST',
        body,
        schema: async () =>
          (await import('@fitmarket/core/api/memberships')).ZCheckoutStartedSchema,
      }),
  });
}

/** Cancel at the period's end, or (test mode) renew now; both answer the new state. */
export function useMembershipAction(action: 'cancel' | 'test-renew') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/account/membership/${action}`, { method: 'POST', schema: membershipSchema }),
    onSuccess: (state) => {
      queryClient.setQueryData(MEMBERSHIP_KEY, state);
      void queryClient.invalidateQueries({ queryKey: ['receipts'] });
      // The renewal's month is added by a job: read again a moment later.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY }), 1500);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

/** GET /v1/account/insights (Premium only). */
export function useInsights(enabled: boolean) {
  return useQuery({
    queryKey: ['insights'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/v1/account/insights', {
        schema: async () => (await import('@fitmarket/core/api/memberships')).ZInsightsSchema,
        signal,
      }),
  });
}

/** GET /v1/account/receipts: the buyer's receipts, newest first. */
export function useReceipts() {
  return useQuery({
    queryKey: ['receipts'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/account/receipts', {
        schema: async () => (await import('@fitmarket/core/api/receipts')).ZReceiptsSchema,
        signal,
      }),
  });
}

/** GET /v1/account/receipts/{id}: one receipt (404 for anyone else's). */
export function useReceipt(id: number) {
  return useQuery({
    queryKey: ['receipts', id],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/account/receipts/${id}`, {
        schema: async () => (await import('@fitmarket/core/api/receipts')).ZReceiptSchema,
        signal,
      }),
  });
}
