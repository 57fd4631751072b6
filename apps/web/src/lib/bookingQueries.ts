import type { TBookingsQuery } from '@fitmarket/core/api/bookings';
import { MIN_PAGE_SIZE } from '@fitmarket/core/limits';
import type { ShownBookingStatus } from '@fitmarket/core/rules/bookings/transitions';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './me';

/**
 * The booking queries more than one feature reads or refreshes: the account menu's badge, the
 * live updates, the customer's history and the professional's lists.
 */

/** Every query of the customer's own bookings starts with this. */
export const MY_BOOKINGS_KEY = ['my-bookings'] as const;

const bookingsApi = () => import('@fitmarket/core/api/bookings');
const envelope = () => import('@fitmarket/core/api/envelope');

/** Under the user's key, so signing out drops them with the rest (lib/session.ts). */
export const PRO_BOOKINGS_KEYS = {
  all: [...ME_QUERY_KEY, 'pro-bookings'] as const,
  list: (query: object) => [...ME_QUERY_KEY, 'pro-bookings', 'list', query] as const,
  one: (id: number) => [...ME_QUERY_KEY, 'pro-bookings', 'one', id] as const,
  availability: [...ME_QUERY_KEY, 'availability'] as const,
};

export interface ProBookingsQuery {
  when?: TBookingsQuery['when'];
  status?: ShownBookingStatus;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

/** GET /v1/me/bookings?as=professional: one page of the professional's side. */
export function useProBookings(query: ProBookingsQuery, enabled = true) {
  const params = new URLSearchParams({ as: 'professional' });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return useQuery({
    queryKey: PRO_BOOKINGS_KEYS.list(query),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/me/bookings?${params}`, {
        schema: async () => (await envelope()).pagedEnvelope((await bookingsApi()).ZBookingSchema),
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many requests wait for the professional's answer (the account menu's badge). */
export function usePendingCount(enabled: boolean) {
  const pending = useProBookings(
    { when: 'all', status: 'pending', per_page: MIN_PAGE_SIZE },
    enabled,
  );
  return pending.data?.meta.pagination.total ?? 0;
}
