import type {
  TAvailabilityRequest,
  TBooking,
  TManualBookingRequest,
} from '@fitmarket/core/api/bookings';

import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRO_BOOKINGS_KEYS } from '../../../lib/bookingQueries';
import { ME_QUERY_KEY } from '../../../lib/me';
import type { ActionPayload } from '../bookingActions';

const bookingsApi = () => import('@fitmarket/core/api/bookings');

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
