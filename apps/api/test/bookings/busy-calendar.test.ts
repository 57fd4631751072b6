import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBusyCalendar, queueDueImports } from '../../src/bookings/busy-import/busy-calendar';
import { fetchFeed } from '../../src/bookings/busy-import/feed-fetch';
import { busyCalendars } from '../../src/db/schema';
import { bearer } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bookableProfessional, signedInCustomer, ZONE } from './booking-helpers';

/**
 * Issue 18: busy times from the professional's own calendar block their slots. The feed is
 * served by a local HTTP server; the test changes it and runs the import again.
 */

let t: TestApp;
let pro: Awaited<ReturnType<typeof bookableProfessional>>;
let server: http.Server;
let feedUrl: string;
/** What the local calendar server answers; null answers 500. */
let feed: string | null = null;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    if (feed === null) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-4f9a/basic.ics`;
  t = await createTestApp();
  pro = await bookableProfessional(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A local Helsinki wall time `days` from today. */
const local = (days: number, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.now()
    .setZone(ZONE)
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 });
};
/** iCalendar local date-time: 20261201T100000. */
const icalLocal = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
const icalUtc = (time: DateTime) => time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");

function calendar(...events: string[][]) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Busy//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The start times ("HH:MM") of the open 60-minute slots on a day `days` from today. */
async function slotTimes(days: number): Promise<string[]> {
  const date = local(days, '00:00').toISODate();
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/professionals/${pro.user.slug}/slots?duration=60&from=${date}&to=${date}`,
  });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.slots.map((slot: { start: string }) =>
      DateTime.fromISO(slot.start, { zone: ZONE }).toFormat('HH:mm'),
    );
}

/** The next round of imports: the scan claims the calendars due, the worker runs the jobs. */
async function importAgain() {
  await t.deps.database.db
    .update(busyCalendars)
    .set({ nextImportAt: new Date(Date.now() - 1000) })
    .where(eq(busyCalendars.userId, pro.user.id));
  expect(await queueDueImports(t.deps)).toBeGreaterThanOrEqual(1);
  await t.deps.jobs.drain();
}

function connect(token: string, url: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/v1/me/availability/busy-calendar',
    headers: bearer(token),
    payload: { url },
  });
}

describe('busy times from the professional calendar', () => {
  it('refuses an address that is not http(s) and anyone but a professional', async () => {
    for (const url of ['ftp://example.com/cal.ics', 'javascript:alert(1)', 'not a url']) {
      const refused = await connect(pro.token, url);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({ code: 1301, field: 'url' });
    }
    const customer = await signedInCustomer(t);
    expect((await connect(customer.token, feedUrl)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/me/availability/busy-calendar',
      headers: bearer(customer.token),
    });
    expect(read.statusCode).toBe(403);
  });

  it('an imported busy time blocks its slot and a booking; a cancelled one frees it', async () => {
    const busyStart = local(3, '10:00');
    const event = [
      'UID:dentist-1@test',
      `DTSTAMP:${icalUtc(DateTime.now())}`,
      `DTSTART:${icalUtc(busyStart)}`,
      `DTEND:${icalUtc(busyStart.plus({ hours: 1 }))}`,
      'SUMMARY:Dentist',
    ];
    const free = [
      'UID:free-1@test',
      `DTSTAMP:${icalUtc(DateTime.now())}`,
      `DTSTART;TZID=${ZONE}:${icalLocal(local(3, '15:00'))}`,
      `DTEND;TZID=${ZONE}:${icalLocal(local(3, '16:00'))}`,
      'TRANSP:TRANSPARENT',
      'SUMMARY:Shown as free',
    ];
    feed = calendar(event, free);
    expect(await slotTimes(3)).toContain('10:00');

    const connected = await connect(pro.token, feedUrl);
    expect(connected.statusCode).toBe(200);
    await t.deps.jobs.drain();

    const status = await t.app.inject({
      method: 'GET',
      url: '/v1/me/availability/busy-calendar',
      headers: bearer(pro.token),
    });
    expect(status.json().data).toMatchObject({
      connected: true,
      host: new URL(feedUrl).host,
      error: null,
      busy_count: 1,
    });
    // The secret part of the address is never answered.
    expect(status.body).not.toContain('private-4f9a');
    expect(connected.body).not.toContain('private-4f9a');

    const blocked = await slotTimes(3);
    expect(blocked).not.toContain('09:15');
    expect(blocked).not.toContain('10:00');
    expect(blocked).not.toContain('10:45');
    expect(blocked).toContain('09:00');
    expect(blocked).toContain('11:00');
    // Marked free: blocks nothing.
    expect(blocked).toContain('15:00');

    const customer = await signedInCustomer(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/bookings',
      headers: bearer(customer.token),
      payload: {
        professional_id: pro.user.id,
        service_id: pro.serviceId,
        location_id: pro.locationId,
        starts_at: busyStart.toUTC().toISO(),
        duration_minutes: 60,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe(1358);

    // The calendar cancels the appointment: the next import frees the time.
    feed = calendar([...event, 'STATUS:CANCELLED', 'SEQUENCE:1']);
    await importAgain();
    expect(await slotTimes(3)).toContain('10:00');

    // Dropped from the feed altogether: nothing stays either.
    feed = calendar(event);
    await importAgain();
    expect(await slotTimes(3)).not.toContain('10:00');
    feed = calendar();
    await importAgain();
    expect(await slotTimes(3)).toContain('10:00');
  });

  it('a weekly event blocks each week, in its time zone, except the dates left out', async () => {
    const first = local(2, '14:00');
    const skipped = first.plus({ weeks: 2 });
    const moved = first.plus({ weeks: 1 });
    feed = calendar(
      [
        'UID:weekly-1@test',
        `DTSTAMP:${icalUtc(DateTime.now())}`,
        // Written in another zone (Stockholm is an hour behind Helsinki).
        `DTSTART;TZID=Europe/Stockholm:${icalLocal(first.setZone('Europe/Stockholm'))}`,
        `DTEND;TZID=Europe/Stockholm:${icalLocal(first.plus({ hours: 1 }).setZone('Europe/Stockholm'))}`,
        'RRULE:FREQ=WEEKLY;COUNT=5',
        `EXDATE;TZID=Europe/Stockholm:${icalLocal(skipped.setZone('Europe/Stockholm'))}`,
        'SUMMARY:Weekly team meeting',
      ],
      [
        // The second week's meeting moved to 17:00.
        'UID:weekly-1@test',
        `DTSTAMP:${icalUtc(DateTime.now())}`,
        `RECURRENCE-ID;TZID=Europe/Stockholm:${icalLocal(moved.setZone('Europe/Stockholm'))}`,
        `DTSTART;TZID=Europe/Stockholm:${icalLocal(moved.set({ hour: 17 }).setZone('Europe/Stockholm'))}`,
        `DTEND;TZID=Europe/Stockholm:${icalLocal(moved.set({ hour: 18 }).setZone('Europe/Stockholm'))}`,
        'SUMMARY:Weekly team meeting (moved)',
      ],
    );
    await importAgain();
    // Local 14:00 in Helsinki, whatever the clocks do between the weeks.
    expect(await slotTimes(2)).not.toContain('14:00');
    const movedDay = await slotTimes(9);
    expect(movedDay).toContain('14:00');
    expect(movedDay).not.toContain('17:00');
    expect(await slotTimes(16)).toContain('14:00');
    expect(await slotTimes(23)).not.toContain('14:00');
    expect(await slotTimes(30)).not.toContain('14:00');
    expect(await slotTimes(37)).toContain('14:00');
  });

  it('keeps the last busy times when the feed fails, and says why', async () => {
    const busyStart = local(4, '12:00');
    feed = calendar([
      'UID:lunch@test',
      `DTSTAMP:${icalUtc(DateTime.now())}`,
      `DTSTART:${icalUtc(busyStart)}`,
      `DTEND:${icalUtc(busyStart.plus({ hours: 1 }))}`,
    ]);
    await importAgain();
    expect(await slotTimes(4)).not.toContain('12:00');

    feed = null;
    await importAgain();
    expect(await slotTimes(4)).not.toContain('12:00');
    const failed = await t.app.inject({
      method: 'GET',
      url: '/v1/me/availability/busy-calendar',
      headers: bearer(pro.token),
    });
    expect(failed.json().data.error).toBe('fetch');

    feed = 'this is not a calendar';
    await importAgain();
    expect(await slotTimes(4)).not.toContain('12:00');
    const unreadable = await t.app.inject({
      method: 'GET',
      url: '/v1/me/availability/busy-calendar',
      headers: bearer(pro.token),
    });
    expect(unreadable.json().data).toMatchObject({ error: 'parse', busy_count: 1 });

    // Disconnecting forgets the address and its busy times at once.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/v1/me/availability/busy-calendar',
      headers: bearer(pro.token),
    });
    expect(removed.json().data).toMatchObject({ connected: false, busy_count: 0 });
    expect(await slotTimes(4)).toContain('12:00');
  });

  it("outside the demo, reads no calendar on the server's own network", async () => {
    feed = calendar();
    expect((await connect(pro.token, feedUrl)).statusCode).toBe(200);
    expect(await importBusyCalendar(t.deps.database.db, pro.user.id, new Date())).toBe('fetch');
    expect(
      await fetchFeed('http://169.254.169.254/latest/meta-data', { allowInternal: false }),
    ).toBeNull();
    expect(await fetchFeed('http://[::1]:9/x.ics', { allowInternal: false })).toBeNull();
    expect(await fetchFeed(feedUrl, { allowInternal: true })).toContain('BEGIN:VCALENDAR');
  });
});
