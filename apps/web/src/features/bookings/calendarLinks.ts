import type { TBooking } from '@fitmarket/core/api/bookings';
import { downloadFile } from '@fitmarket/ui/lib/downloadFile';

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
export function downloadBookingCalendar(bookingId: number): Promise<void> {
  return downloadFile(`/v1/me/bookings/${bookingId}/calendar.ics`, {
    accept: 'text/calendar',
    fallbackName: `booking-${bookingId}.ics`,
  });
}
