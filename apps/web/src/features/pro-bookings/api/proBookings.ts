import type {
  TAvailabilityRequest,
  TBooking,
  TManualBookingRequest,
} from '@fitmarket/core/api/bookings';
import { MIN_PAGE_SIZE } from '@fitmarket/core/limits';

import type { ShownBookingStatus } from '@fitmarket/core/rules/bookings/transitions';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/me';
import type { ActionPayload } from '../bookingActions';

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
  when?: 'upcoming' | 'past' | 'all';
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

/** GET /v1/me/bookings/{id}: one booking as it is now. */
export function useBooking(id: number | null) {
  return useQuery({
    queryKey: PRO_BOOKINGS_KEYS.one(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/me/bookings/${id}`, {
        schema: async () => (await bookingsApi()).ZBookingSchema,
        signal,
      }),
    enabled: id !== null,
  });
}

/**
 * One action of the confirmation modal: POST /v1/me/bookings/{id}/{action}, or DELETE to remove
 * it from the list. Every list reloads after it, whatever the answer: a refusal for a stale
 * version (1350) means the screen shows an old booking.
 */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: ActionPayload): Promise<TBooking | null> =>
      action === 'delete'
        ? apiRequest(`/v1/me/bookings/${id}?version=${body.version}`, {
            method: 'DELETE',
            schema: async () => (await import('zod')).z.null(),
          })
        : apiRequest(`/v1/me/bookings/${id}/${action}`, {
            method: 'POST',
            body,
            schema: async () => (await bookingsApi()).ZBookingSchema,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRO_BOOKINGS_KEYS.all }),
  });
}

/** POST /v1/me/bookings/manual. */
export function useManualBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TManualBookingRequest) =>
      apiRequest('/v1/me/bookings/manual', {
        method: 'POST',
        body,
        schema: async () => (await bookingsApi()).ZBookingSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRO_BOOKINGS_KEYS.all }),
  });
}

/** GET /v1/me/availability: the saved rules, or the defaults until first saved. */
export function useAvailability() {
  return useQuery({
    queryKey: PRO_BOOKINGS_KEYS.availability,
    queryFn: ({ signal }) =>
      apiRequest('/v1/me/availability', {
        schema: async () => (await bookingsApi()).ZAvailabilitySchema,
        signal,
      }),
  });
}

/** PUT /v1/me/availability; the answer (with its new version) replaces the cached one. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAvailabilityRequest) =>
      apiRequest('/v1/me/availability', {
        method: 'PUT',
        body,
        schema: async () => (await bookingsApi()).ZAvailabilitySchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PRO_BOOKINGS_KEYS.availability, saved);
      void queryClient.invalidateQueries({ queryKey: [...ME_QUERY_KEY, 'slots-preview'] });
    },
  });
}

/** The next open slots as customers see them (public GET /v1/professionals/{slug}/slots). */
export function useSlotsPreview(slug: string | null) {
  return useQuery({
    queryKey: [...ME_QUERY_KEY, 'slots-preview', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug ?? '')}/slots?duration=60`, {
        schema: async () => (await bookingsApi()).ZSlotsSchema,
        signal,
      }),
    enabled: slug !== null,
    retry: false,
  });
}
