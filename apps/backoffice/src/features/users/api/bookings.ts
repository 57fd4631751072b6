import type { BookingParty } from '@fitmarket/core/rules/bookings/transitions';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** GET /v1/admin/users/{id}/bookings: the person's bookings, latest first, read-only. */
export function useUserBookings(id: number, side: BookingParty | null, page: number) {
  const query = new URLSearchParams({ ...(side ? { as: side } : {}), page: String(page) });
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'users', 'bookings', id, query.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/users/${id}/bookings?${query}`, {
        schema: async () => {
          const [{ pagedEnvelope }, { ZAdminBookingSchema }] = await Promise.all([
            import('@fitmarket/core/api/envelope'),
            import('@fitmarket/core/api/admin-bookings'),
          ]);
          return pagedEnvelope(ZAdminBookingSchema);
        },
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
