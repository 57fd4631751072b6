import type { TBooking } from '@fitmarket/core/api/bookings';
import { pagination } from '@fitmarket/core/api/envelope';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBooking } from '../../../test/fakeBooking';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { BookingsHistoryRoute } from './BookingsHistoryRoute';

const routes: RouteObject[] = [
  { path: '/account/bookings-history', element: <BookingsHistoryRoute /> },
];

const page = (bookings: TBooking[]) => ({
  status: 200,
  body: {
    data: bookings,
    meta: { pagination: pagination(bookings.length, 1, 20, bookings.length) },
  },
});
const UPCOMING = 'GET /v1/me/bookings?as=customer&when=upcoming&page=1';
const PAST = 'GET /v1/me/bookings?as=customer&when=past&page=1';
const HOUR_MS = 3_600_000;

describe('BookingsHistoryRoute', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token'));

  it('cancels with a required reason, counted, and warns of a late cancellation', async () => {
    // Confirmed, starting in 3 hours: inside its 24-hour notice.
    const soon = fakeBooking({
      status: 'confirmed',
      starts_at: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
      ends_at: new Date(Date.now() + 4 * HOUR_MS).toISOString(),
    });
    let sent: unknown;
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      [UPCOMING]: page([soon]),
      'POST /v1/me/bookings/7/cancel': (body) => {
        sent = body;
        return ok({ ...soon, status: 'canceled' });
      },
    });
    renderRoutes(routes, '/account/bookings-history');
    const card = await screen.findByTestId('booking');
    expect(within(card).getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(within(card).getByTestId('booking-time').textContent).toMatch(/EE(S)?T|GMT\+/);
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByTestId('late-cancellation').textContent).toMatch(/24 hours/);
    const confirm = within(modal).getByRole('button', { name: 'Cancel booking' });
    // Core's rule: a reason is required; nothing is sent without one.
    fireEvent.change(within(modal).getByLabelText(/Reason/), { target: { value: '   ' } });
    fireEvent.click(confirm);
    expect(await within(modal).findByText('This field is required.')).toBeTruthy();
    expect(sent).toBeUndefined();
    fireEvent.change(within(modal).getByLabelText(/Reason/), { target: { value: 'I am ill' } });
    expect(within(modal).getByText('8 / 100')).toBeTruthy();
    fireEvent.click(confirm);
    expect(await screen.findByText('The booking is cancelled.')).toBeTruthy();
    expect(sent).toEqual({ version: 1, reason: 'I am ill' });
  });

  it('answers a time the professional suggested: shown with its zone, accepted after a confirmation', async () => {
    const suggested = fakeBooking({
      status: 'suggested',
      actions: ['accept_suggestion', 'decline_suggestion', 'cancel'],
      version: 2,
      suggested_starts_at: '2030-06-11T14:00:00.000Z',
    });
    let sent: unknown;
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      [UPCOMING]: page([suggested]),
      'POST /v1/me/bookings/7/accept_suggestion': (body) => {
        sent = body;
        return ok({ ...suggested, status: 'confirmed', suggested_starts_at: null, actions: [] });
      },
    });
    renderRoutes(routes, '/account/bookings-history');
    const card = await screen.findByTestId('booking');
    expect(within(card).getByTestId('booking-status').textContent).toBe('New time suggested');
    expect(within(card).getByTestId('suggested-time').textContent).toMatch(
      /Aino cannot make the time you asked for and suggests .*17:00.*(EEST|GMT\+3)/,
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Accept the new time' }));
    const modal = await screen.findByRole('dialog');
    expect(
      within(modal).getByText(/Booking it confirms your session with .* at .*17:00/),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('The session is booked at the new time.')).toBeTruthy();
    expect(sent).toEqual({ version: 2 });
  });

  it('moves a session to an open time in one step', async () => {
    const booking = fakeBooking({ status: 'confirmed', actions: ['cancel', 'reschedule'] });
    const slot = { start: '2030-06-12T08:00:00.000Z', end: '2030-06-12T09:30:00.000Z' };
    let sent: unknown;
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      [UPCOMING]: page([booking]),
      'GET /v1/professionals/aino/slots?duration=90&location_id=1': ok({
        time_zone: 'Europe/Helsinki',
        fixed_hours: true,
        min_notice_minutes: 0,
        horizon_days: 60,
        slots: [slot],
      }),
      'POST /v1/me/bookings/7/reschedule': (body) => {
        sent = body;
        return ok({ ...booking, version: 2, starts_at: slot.start, ends_at: slot.end });
      },
    });
    renderRoutes(routes, '/account/bookings-history');
    const card = await screen.findByTestId('booking');
    expect(within(card).getByTestId('add-to-calendar')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Change the time' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(/until 24 hours before the session/)).toBeTruthy();
    fireEvent.click(await within(modal).findByTestId('slot'));
    fireEvent.click(within(modal).getByTestId('confirm-reschedule'));
    expect(await screen.findByText('The session is moved to the new time.')).toBeTruthy();
    expect(sent).toEqual({ version: 1, starts_at: slot.start });
  });

  it('checks a review before sending it, and shows the server’s refusal', async () => {
    const passed = fakeBooking({ status: 'passed', actions: ['no_show'], reviewable: true });
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      [UPCOMING]: page([]),
      [PAST]: page([passed]),
      'POST /v1/me/bookings/7/review': failure(422, 1362),
    });
    renderRoutes(routes, '/account/bookings-history');
    expect(await screen.findByTestId('bookings-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    const form = await screen.findByTestId('review-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    // Core's rules, under their fields, before anything is sent.
    expect(within(form).getByText('Please choose a rating.')).toBeTruthy();
    expect(within(form).getByText('Please write a message.')).toBeTruthy();
    fireEvent.keyDown(within(form).getByRole('radio', { name: '4 / 5' }), { key: 'Enter' });
    fireEvent.change(within(form).getByLabelText(/Your review/), {
      target: { value: 'Too short' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByText(/at least 10 characters/)).toBeTruthy();
    expect(within(form).queryByText('Please choose a rating.')).toBeNull();
    expect(seen.filter(({ method }) => method === 'POST')).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/Your review/), {
      target: { value: 'A calm and clear session.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    const codes = () =>
      within(form)
        .queryAllByTestId('error-alert')
        .map((alert) => alert.getAttribute('data-error-code'));
    await waitFor(() => expect(codes()).toEqual(['1362']));
  });
});
