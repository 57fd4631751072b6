import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { intendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { keepValue } from '@fitmarket/ui/lib/keptValue';
import { deferred, failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeBooking } from '../../../test/fakeBooking';
import { fakeProfile } from '../../../test/fakeProfile';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { BookingFlowRoute } from './BookingFlowRoute';

const routes: RouteObject[] = [
  { path: '/book/:slug', element: <BookingFlowRoute /> },
  { path: '/signin', element: <h1>Sign-in page</h1> },
];

const SLOT = '2030-06-10T07:00:00.000Z';
const SLOTS_PATH = 'GET /v1/professionals/aino/slots?duration=90&location_id=1&service_id=1';
const slots = (starts: string[], fixedHours = true) =>
  ok({
    time_zone: 'Europe/Helsinki',
    fixed_hours: fixedHours,
    min_notice_minutes: 0,
    horizon_days: 60,
    slots: starts.map((start) => ({ start, end: start })),
  });
const BOOKING_DRAFT_KEY = 'booking_draft:aino';
const PROFILE = { 'GET /v1/professionals/aino': ok(fakeProfile()) };

describe('BookingFlowRoute', () => {
  it('keeps a guest’s choices in the address and the note out of it, for after signing in', async () => {
    fakeApi({ ...PROFILE, [SLOTS_PATH]: slots([SLOT]) });
    renderRoutes(routes, '/book/aino?service=1&location=1');
    expect(await screen.findByText(/Times are in the time zone Europe\/Helsinki/)).toBeTruthy();
    expect(screen.getByTestId('cancellation-notice').textContent).toMatch(/24 hours before/);
    fireEvent.click(screen.getByRole('button', { name: /10:00 EEST/ }));
    expect((await screen.findByTestId('chosen-time')).textContent).toMatch(/10 Jun 2030.*10:00/);
    fireEvent.change(screen.getByLabelText('Note to Aino Virtanen'), {
      target: { value: 'My knee hurts' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to send the request' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    const intended = new URL(intendedRoute() ?? '', 'http://localhost');
    expect(intended.pathname).toBe('/book/aino');
    // Health details stay out of the address (browser history, server logs).
    expect(Object.fromEntries(intended.searchParams)).toEqual({
      service: '1',
      location: '1',
      start: SLOT,
    });
    expect(JSON.stringify(localStorage)).not.toMatch(/knee/);
    expect(sessionStorage.getItem(BOOKING_DRAFT_KEY)).toMatch(/My knee hurts/);
  });

  it('is a 404 page for an unknown or hidden profile, and offers a retry when loading fails', async () => {
    fakeApi({
      'GET /v1/professionals/ghost': failure(404, 1302),
      'GET /v1/professionals/aino': failure(500, 1001),
    });
    const { unmount } = renderRoutes(routes, '/book/ghost');
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    unmount();
    renderRoutes(routes, '/book/aino');
    expect(await screen.findByTestId('load-failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('gives the half-filled booking back from session storage until it expires', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const api = {
      'GET /v1/me': ok(fakeMe('customer')),
      ...PROFILE,
      [SLOTS_PATH]: slots([SLOT]),
      'POST /v1/bookings/holds': ok({ expires_at: '2030-06-01T07:10:00.000Z' }),
    };
    fakeApi(api);
    keepValue('session', BOOKING_DRAFT_KEY, {
      note: 'My knee hurts',
      expectations: 'Run again',
      preferred_location: '',
    });
    const first = renderRoutes(routes, `/book/aino?service=1&location=1&start=${SLOT}&note=Old`);
    const note = (await screen.findByLabelText('Note to Aino Virtanen')) as HTMLTextAreaElement;
    expect(note.value).toBe('My knee hurts');
    // A note in an old address is taken out of it.
    await waitFor(() => expect(first.router.state.location.search).not.toMatch(/note/));
    first.unmount();

    // Kept longer than stored values live (SPEC §9), it is forgotten.
    const kept = JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_KEY) ?? '{}');
    sessionStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({ ...kept, expires_at: Date.now() - 1 }),
    );
    fakeApi(api);
    renderRoutes(routes, `/book/aino?service=1&location=1&start=${SLOT}`);
    const again = (await screen.findByLabelText('Note to Aino Virtanen')) as HTMLTextAreaElement;
    expect(again.value).toBe('');
  });

  it('holds the resumed slot, then sends the request and confirms it', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let sent: unknown;
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      ...PROFILE,
      [SLOTS_PATH]: slots([SLOT]),
      'POST /v1/bookings/holds': ok({ expires_at: '2030-06-01T07:10:00.000Z' }),
      'POST /v1/bookings': (body) => {
        sent = body;
        return { status: 201, body: { data: fakeBooking() } };
      },
    });
    keepValue('session', BOOKING_DRAFT_KEY, {
      note: 'Hi',
      expectations: '',
      preferred_location: '',
    });
    renderRoutes(routes, `/book/aino?service=1&location=1&start=${SLOT}`);
    expect((await screen.findByTestId('hold')).textContent).toMatch(/until 10:10 EEST/);
    expect((screen.getByLabelText('Note to Aino Virtanen') as HTMLTextAreaElement).value).toBe(
      'Hi',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(sent).toEqual({
      professional_id: 42,
      service_id: 1,
      location_id: 1,
      preferred_location: null,
      starts_at: SLOT,
      duration_minutes: 90,
      note: 'Hi',
      expectations: '',
    });
    expect(seen.some((request) => request.path === '/v1/bookings/holds')).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your bookings' })).toBeTruthy();
    // Sent, the draft is gone.
    expect(sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it('shows the missing time under the form and sends nothing (core rule 1257)', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      ...PROFILE,
      [SLOTS_PATH]: slots([SLOT]),
    });
    renderRoutes(routes, '/book/aino?service=1&location=1');
    expect(await screen.findByRole('button', { name: /10:00 EEST/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect((await screen.findByTestId('time-error')).textContent).toBe(
      'Please choose a date and time.',
    );
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
    // Choosing a time takes the error away, and the request can go.
    fireEvent.click(screen.getByRole('button', { name: /10:00 EEST/ }));
    await waitFor(() => expect(screen.queryByTestId('time-error')).toBeNull());
  });

  it('sends the slot tapped just before send, while the address is still being drawn with it', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let sent: { starts_at?: string } | undefined;
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      ...PROFILE,
      [SLOTS_PATH]: slots([SLOT]),
      'POST /v1/bookings/holds': ok({ expires_at: '2030-06-01T07:10:00.000Z' }),
      'POST /v1/bookings': (body) => {
        sent = body as typeof sent;
        return { status: 201, body: { data: fakeBooking() } };
      },
    });
    renderRoutes(routes, '/book/aino?service=1&location=1');
    const slot = await screen.findByRole('button', { name: /10:00 EEST/ });
    // Both taps before React draws the new address.
    act(() => {
      fireEvent.click(slot);
      fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    });
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(sent?.starts_at).toBe(SLOT);
    expect(screen.queryByTestId('time-error')).toBeNull();
  });

  it('shows a location the professional travels to as required before sending', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      'GET /v1/professionals/aino': ok(fakeProfile({ flexible: true })),
      'GET /v1/professionals/aino/slots?duration=90&service_id=1': slots([SLOT]),
      'POST /v1/bookings/holds': ok({ expires_at: '2030-06-01T07:10:00.000Z' }),
    });
    renderRoutes(routes, `/book/aino?service=1&location=preferred&start=${SLOT}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the request' }));
    const place = await screen.findByRole('textbox', { name: /Your preferred place/ });
    await waitFor(() => expect(place.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please choose a location.')).toBeTruthy();
    expect(seen.some((request) => request.path === '/v1/bookings')).toBe(false);
  });

  it('tells when the slot was taken meanwhile and shows the open times again', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let slotAsks = 0;
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      ...PROFILE,
      [SLOTS_PATH]: () => {
        slotAsks += 1;
        return slots(slotAsks === 1 ? [SLOT] : []);
      },
      'POST /v1/bookings/holds': ok({ expires_at: '2030-06-01T07:10:00.000Z' }),
      'POST /v1/bookings': failure(409, 1358),
    });
    const { router } = renderRoutes(routes, `/book/aino?service=1&location=1&start=${SLOT}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the request' }));
    expect(await screen.findByTestId('slot-taken')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('no-slots')).toBeTruthy());
    expect(router.state.location.search).toBe('?service=1&location=1');
    await waitFor(() => expect(screen.queryByTestId('chosen-time')).toBeNull());
  });

  it('asks for a proposed time when the professional has no fixed hours', async () => {
    fakeApi({ ...PROFILE, [SLOTS_PATH]: slots([], false) });
    renderRoutes(routes, '/book/aino?service=1&location=1');
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: '2030-06-10' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '10:00' } });
    expect((await screen.findByTestId('chosen-time')).textContent).toMatch(/10:00 EEST/);
  });

  it('sends a proposed time chosen before the professional’s hours have loaded (no 1257)', async () => {
    // Issue 18: with the date and time in the address (back from signing in, a reload), a send
    // before the slots answered treated the professional as having fixed hours and no zone,
    // so the request lacked its time and "Please choose a date and time." showed under it.
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const hours = deferred<ReturnType<typeof ok>>();
    let sent: { starts_at?: unknown } | undefined;
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      ...PROFILE,
      [SLOTS_PATH]: () => hours.promise,
      'POST /v1/bookings': (body) => {
        sent = body as { starts_at?: unknown };
        return { status: 201, body: { data: fakeBooking() } };
      },
    });
    renderRoutes(routes, '/book/aino?service=1&location=1&date=2030-06-10&time=10:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the request' }));
    hours.resolve(slots([], false));
    expect((await screen.findByTestId('chosen-time')).textContent).toMatch(/10:00 EEST/);
    expect(screen.queryByText('Please choose a date and time.')).toBeNull();
    expect(seen.some((request) => request.path === '/v1/bookings/holds')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(sent?.starts_at).toBe('2030-06-10T10:00:00+03:00');
  });

  it('shows a guest the price, the length and the total with the first-session discount', async () => {
    fakeApi({ ...PROFILE, [SLOTS_PATH]: slots([SLOT]) });
    renderRoutes(routes, '/book/aino?service=1&location=1');
    const summary = await screen.findByTestId('price-summary');
    // €45 for 90 minutes, 20 % off the first session: €36.
    expect(summary.textContent).toMatch(/Price · 1 h 30 min/);
    expect(summary.textContent).toMatch(/€45/);
    expect(summary.textContent).toMatch(/You pay \(first session 20 % off\)/);
    expect(screen.getByTestId('price-total').textContent).toBe('€36');
  });

  it('shows the server’s total before sending, then the stored price and a confirmed booking', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const instant = fakeProfile();
    const [service] = instant.services;
    if (!service) throw new Error('no service');
    instant.services = [{ ...service, instant_booking: true, sessions: 5 }];
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      'GET /v1/professionals/aino': ok(instant),
      [SLOTS_PATH]: slots([SLOT]),
      'GET /v1/bookings/price?service_id=1': ok({
        price_minor: 0,
        currency: 'eur',
        first_session_discount: false,
        package_session: 2,
        sessions_left: 3,
      }),
      'POST /v1/bookings/holds': ok({ expires_at: '2030-06-01T07:10:00.000Z' }),
      'POST /v1/bookings': {
        status: 201,
        body: {
          data: fakeBooking({
            status: 'confirmed',
            price_minor: 0,
            package: { session: 2, sessions: 5, sessions_left: 3 },
          }),
        },
      },
    });
    renderRoutes(routes, `/book/aino?service=1&location=1&start=${SLOT}`);
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('€0'));
    expect(screen.getByText(/Session 2 of 5 of the package/)).toBeTruthy();
    expect(screen.getByTestId('package-left').textContent).toMatch(/3 sessions of the package/);
    expect(screen.getByTestId('booking-kind').textContent).toMatch(/Booked at once/);
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Booking confirmed')).toBeTruthy();
    expect(screen.queryByText('Request sent')).toBeNull();
    expect(screen.getByTestId('booking-price').textContent).toBe(
      'Price: €0 · session 2 of 5 of the package, 3 left',
    );
  });

  it('says when a request will be answered, and does not call it confirmed', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      ...PROFILE,
      [SLOTS_PATH]: slots([SLOT]),
      'GET /v1/bookings/price?service_id=1': ok({
        price_minor: 3600,
        currency: 'eur',
        first_session_discount: true,
        package_session: 1,
        sessions_left: 0,
      }),
      'POST /v1/bookings/holds': ok({ expires_at: '2030-06-01T07:10:00.000Z' }),
    });
    renderRoutes(routes, `/book/aino?service=1&location=1&start=${SLOT}`);
    // The session is years away: the answer is due 48 hours from now, not at its start.
    const kind = await screen.findByTestId('booking-kind');
    expect(kind.textContent).toMatch(/A request: Aino Virtanen answers by/);
    expect(kind.textContent).not.toMatch(/10 Jun 2030/);
    expect(screen.getByTestId('price-total').textContent).toBe('€36');
  });
});
