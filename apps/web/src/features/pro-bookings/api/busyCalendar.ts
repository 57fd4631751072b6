import type { TBusyCalendar } from '@fitmarket/core/api/busy-calendar';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRO_BOOKINGS_KEYS } from '../../../lib/bookingQueries';

const busyCalendarApi = () => import('@fitmarket/core/api/busy-calendar');
const BUSY_CALENDAR_KEY = [...PRO_BOOKINGS_KEYS.availability, 'busy-calendar'] as const;
const PATH = '/v1/me/availability/busy-calendar';

/** GET /v1/me/availability/busy-calendar: the connected calendar's host and last import. */
export function useBusyCalendar() {
  return useQuery({
    queryKey: BUSY_CALENDAR_KEY,
    queryFn: ({ signal }) =>
      apiRequest(PATH, {
        schema: async () => (await busyCalendarApi()).ZBusyCalendarSchema,
        signal,
      }),
  });
}

/** PUT (an address) or DELETE (null) the calendar; the answer replaces the cached one. */
export function useSaveBusyCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null): Promise<TBusyCalendar> =>
      apiRequest(PATH, {
        method: url === null ? 'DELETE' : 'PUT',
        ...(url === null ? {} : { body: { url } }),
        schema: async () => (await busyCalendarApi()).ZBusyCalendarSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(BUSY_CALENDAR_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: PRO_BOOKINGS_KEYS.all });
    },
  });
}
