import type { TBooking } from '@fitmarket/core/api/bookings';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { BookingDetail } from './BookingDetail';

const person = (id: number, first: string) => ({
  id,
  first_name: first,
  last_name: 'Virtanen',
  image: null,
  slug: null,
});

const booking: TBooking = {
  id: 7,
  version: 3,
  status: 'pending',
  my_party: 'professional',
  actions: ['accept', 'decline', 'suggest'],
  professional: person(1, 'Aino'),
  customer: person(2, 'Liisa'),
  title: '',
  service: { id: 5, name: 'Personal training' },
  location: { id: 6, formatted: 'Kallio, Helsinki' },
  preferred_location: null,
  starts_at: '2030-06-10T07:00:00.000Z',
  ends_at: '2030-06-10T08:00:00.000Z',
  duration_minutes: 60,
  time_zone: 'Europe/Helsinki',
  date_chosen_by: 'professional',
  note: 'Bad knee.',
  expectations: '',
  notes: '',
  price_minor: 6000,
  currency: 'eur',
  package: null,
  cancellation_notice_hours: 24,
  canceled_by: null,
  cancel_reason: null,
  late_cancellation: false,
  no_show_of: null,
  suggested_starts_at: null,
  expires_at: '2030-06-09T07:00:00.000Z',
  created_at: '2030-06-08T07:00:00.000Z',
  reviewable: false,
};

function Detail() {
  const ready = useSectionTexts('proBookings');
  if (!ready) return <PageLoader label="Loading" />;
  return <BookingDetail bookingId={7} onClose={() => {}} onDone={() => {}} />;
}
const routes: RouteObject[] = [{ path: '/account/bookings', Component: Detail }];

describe('BookingDetail', () => {
  it('shows the price to the professional, and reloads a booking that changed meanwhile', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let current = booking;
    let sent: unknown;
    fakeApi({
      'GET /v1/me/bookings/7': () => ok(current),
      'POST /v1/me/bookings/7/accept': (body) => {
        sent = body;
        // The customer withdrew the request in another tab.
        current = { ...booking, version: 4, status: 'canceled', actions: ['delete'] };
        return {
          status: 409,
          body: { errors: [{ code: 1350, message: 'This booking has changed in the meantime.' }] },
        };
      },
    });
    renderRoutes(routes, '/account/bookings');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Bad knee.')).toBeTruthy();
    expect(within(dialog).getByText(/€/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    expect(
      await within(dialog).findByText('The booking changed meanwhile; here it is as it is now.'),
    ).toBeTruthy();
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(sent).toEqual({ version: 3 });
  });

  it('checks a suggested time with core’s rule before sending it', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let sent: unknown;
    fakeApi({
      'GET /v1/me/bookings/7': ok(booking),
      'POST /v1/me/bookings/7/suggest': (body) => {
        sent = body;
        return ok({ ...booking, status: 'suggested', version: 4 });
      },
    });
    renderRoutes(routes, '/account/bookings');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Suggest another time' }));
    const date = await within(dialog).findByLabelText(/Date/);
    // The asked time itself is no other time.
    fireEvent.change(date, { target: { value: '2030-06-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest another time' }));
    expect(
      await within(dialog).findByText(
        'Please suggest a time in the future, other than the one asked for.',
      ),
    ).toBeTruthy();
    expect(sent).toBeUndefined();
    fireEvent.change(date, { target: { value: '2030-06-11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest another time' }));
    await waitFor(() => expect(sent).toEqual({ version: 3, starts_at: '2030-06-11T07:00:00Z' }));
  });
});
