import type { TBooking } from '@fitmarket/core/api/bookings';
import { ApiError } from '@fitmarket/ui/lib/apiClient';
import { getAuthToken } from '@fitmarket/ui/lib/authToken';
import { currentLanguage } from '@fitmarket/ui/lib/i18n';

/**
 * "Add to calendar" for one booking (issue 18): the API's calendar file (the same event, UID and
 * SEQUENCE as the private feed and the e-mails) and the "add event" pages of Google Calendar and
 * Outlook, which take the event in the address. Times go in UTC, so no zone can move them.
 */

export interface CalendarEvent {
  title: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  details: string;
}

/** The event as the viewer sees it: the other party's name in the title, as in the file. */
export function calendarEventOf(booking: TBooking, session: string): CalendarEvent {
  const other =
    booking.my_party === 'professional'
      ? booking.title ||
        `${booking.customer?.first_name ?? ''} ${booking.customer?.last_name ?? ''}`.trim()
      : `${booking.professional.first_name} ${booking.professional.last_name}`.trim();
  const service = booking.service?.name ?? session;
  return {
    title: other ? `${service}: ${other}` : service,
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
    place: booking.location?.formatted ?? booking.preferred_location,
    details: booking.note,
  };
}

/** 20260610T070000Z */
const basicUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "add event" page, filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.startsAt)}/${basicUtc(event.endsAt)}`,
  });
  if (event.details) params.set('details', event.details);
  if (event.place) params.set('location', event.place);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's (outlook.com and Microsoft 365 on the web) "new event" page, filled in. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
  });
  if (event.details) params.set('body', event.details);
  if (event.place) params.set('location', event.place);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/**
 * Downloads the booking's calendar file (GET /v1/me/bookings/{id}/calendar.ics needs the bearer
 * token, so not a plain link) under the name the server gave it. A refusal throws an ApiError.
 */
export async function downloadBookingCalendar(bookingId: number): Promise<void> {
  const path = `/v1/me/bookings/${bookingId}/calendar.ics`;
  const headers = new Headers({ Accept: 'text/calendar', 'Accept-Language': currentLanguage() });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const { ZApiErrorResponseSchema } = await import('@fitmarket/core/api/envelope');
    const parsed = ZApiErrorResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new Error(`${path} answered ${response.status}`);
    throw new ApiError(response.status, parsed.data.errors);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `booking-${bookingId}.ics`;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
