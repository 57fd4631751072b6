import type {
  TBooking,
  TBookingActionRequest,
  TBookingHoldRequest,
  TBookingRequest,
  TBookingsQuery,
} from '@fitmarket/core/api/bookings';
import type { TReviewRequest } from '@fitmarket/core/api/reviews';
import type { BookingAction } from '@fitmarket/core/rules/bookings/transitions';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_BOOKINGS_KEY } from '../../../lib/bookingQueries';

const bookingsSchemas = () => import('@fitmarket/core/api/bookings');

export interface SlotsQuery {
  duration: number;
  locationId: number | null;
  /** The service to book: its own buffers shape the slots (issue 18). */
  serviceId?: number | null;
  /** The week's first local date; none: the professional's today. */
  from: string | null;
  to: string | null;
}

/** GET /v1/professionals/{slug}/slots: the open times of one week for one session length. */
export function useSlots(slug: string, query: SlotsQuery | null) {
  const params = new URLSearchParams();
  if (query) {
    params.set('duration', String(query.duration));
    if (query.locationId) params.set('location_id', String(query.locationId));
    if (query.serviceId) params.set('service_id', String(query.serviceId));
    if (query.from && query.to) {
      params.set('from', query.from);
      params.set('to', query.to);
    }
  }
  return useQuery({
    queryKey: ['slots', slug, params.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/slots?${params}`, {
        schema: async () => (await bookingsSchemas()).ZSlotsSchema,
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/bookings/price: what booking the service costs me (signed in only). */
export function useBookingPrice(serviceId: number | null) {
  return useQuery({
    queryKey: ['booking-price', serviceId],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/bookings/price?service_id=${serviceId}`, {
        schema: async () => (await bookingsSchemas()).ZBookingPriceSchema,
        signal,
      }),
    enabled: serviceId !== null,
  });
}

/** POST /v1/bookings/holds: keeps the chosen time while the request is written. */
export function useHold() {
  return useMutation({
    mutationFn: (hold: TBookingHoldRequest) =>
      apiRequest('/v1/bookings/holds', {
        method: 'POST',
        body: hold,
        schema: async () => (await bookingsSchemas()).ZBookingHoldSchema,
      }),
  });
}

/** POST /v1/bookings: the request; my bookings reload. */
export function useRequestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TBookingRequest) =>
      apiRequest('/v1/bookings', {
        method: 'POST',
        body: request,
        schema: async () => (await bookingsSchemas()).ZBookingSchema,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      // The next booking may cost otherwise (the first-session discount, a package's count).
      void queryClient.invalidateQueries({ queryKey: ['booking-price'] });
    },
  });
}

/** The customer's history has two tabs; the professional's list also has "all". */
export type BookingsWhen = Exclude<TBookingsQuery['when'], 'all'>;

/** GET /v1/me/bookings: one page of my bookings as a customer. */
export function useMyBookings(when: BookingsWhen, page: number) {
  return useQuery({
    queryKey: [...MY_BOOKINGS_KEY, when, page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/me/bookings?as=customer&when=${when}&page=${page}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          return pagedEnvelope((await bookingsSchemas()).ZBookingSchema);
        },
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The booking actions a customer has (core's transition table). */
export type CustomerAction = Extract<
  BookingAction,
  'cancel' | 'no_show' | 'delete' | 'accept_suggestion' | 'decline_suggestion'
>;

/** An action on one of my bookings (POST …/{action}, or DELETE), then my bookings reload. */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      booking,
      action,
      reason,
    }: {
      booking: TBooking;
      action: CustomerAction;
      reason?: string;
    }) => {
      if (action === 'delete') {
        return apiRequest(`/v1/me/bookings/${booking.id}?version=${booking.version}`, {
          method: 'DELETE',
          schema: async () => (await import('zod')).z.null(),
        });
      }
      const body: TBookingActionRequest = { version: booking.version, reason };
      return apiRequest(`/v1/me/bookings/${booking.id}/${action}`, {
        method: 'POST',
        body,
        schema: async () => (await bookingsSchemas()).ZBookingSchema,
      });
    },
    // A refusal (say, the booking changed meanwhile) also shows the list as it is now.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY }),
  });
}

/**
 * POST /v1/me/bookings/{id}/reschedule: the session moves to `startsAt` in one step (the old
 * time freed); my bookings and the open times reload, a refusal (1358, 1378) too.
 */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, startsAt }: { booking: TBooking; startsAt: string }) => {
      const body: TBookingActionRequest = { version: booking.version, starts_at: startsAt };
      return apiRequest(`/v1/me/bookings/${booking.id}/reschedule`, {
        method: 'POST',
        body,
        schema: async () => (await bookingsSchemas()).ZBookingSchema,
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}

/** The booking flow with a past session's professional, service and place chosen again. */
export function bookAgainPath(booking: TBooking): string | null {
  const { slug } = booking.professional;
  if (!slug || !booking.service) return null;
  const params = new URLSearchParams({ service: String(booking.service.id) });
  if (booking.location) params.set('location', String(booking.location.id));
  return `/book/${encodeURIComponent(slug)}?${params}`;
}

/** POST /v1/me/bookings/{id}/review; the bookings and the professional's profile reload. */
export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, review }: { bookingId: number; review: TReviewRequest }) =>
      apiRequest(`/v1/me/bookings/${bookingId}/review`, {
        method: 'POST',
        body: review,
        schema: async () => {
          const { z } = await import('zod');
          return z.object({ id: z.number() });
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['public-profile'] });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}

/** POST /v1/me/calendar-feed: a new private address of my bookings (the old one stops). */
export function useCalendarFeed() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/v1/me/calendar-feed', {
        method: 'POST',
        schema: async () => (await bookingsSchemas()).ZCalendarFeedSchema,
      }),
  });
}
