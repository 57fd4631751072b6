import { describe, expect, it } from 'vitest';
import { fakeBooking } from '../../test/fakeBooking';
import { bookAgainPath } from './api/bookings';
import { calendarEventOf, googleCalendarUrl, outlookCalendarUrl } from './calendarLinks';

describe('add to calendar links', () => {
  const event = calendarEventOf(fakeBooking({ note: 'Bring a mat' }), 'Session');

  it('names the service and the other party, at the place', () => {
    expect(event).toMatchObject({
      title: 'Private yoga class: Aino Virtanen',
      place: 'Kallio, Helsinki',
      details: 'Bring a mat',
    });
    const forProfessional = calendarEventOf(
      fakeBooking({ my_party: 'professional', service: null }),
      'Session',
    );
    expect(forProfessional.title).toBe('Session: Ville Asiakas');
  });

  it('fills in Google Calendar with UTC times', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20300610T070000Z/20300610T083000Z');
    expect(url.searchParams.get('location')).toBe('Kallio, Helsinki');
  });

  it('fills in Outlook with ISO times', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('Private yoga class: Aino Virtanen');
    expect(url.searchParams.get('startdt')).toBe('2030-06-10T07:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2030-06-10T08:30:00.000Z');
  });
});

describe('book again', () => {
  it('opens the flow with the same professional, service and place', () => {
    expect(bookAgainPath(fakeBooking())).toBe('/book/aino?service=1&location=1');
    expect(bookAgainPath(fakeBooking({ service: null }))).toBeNull();
  });
});
