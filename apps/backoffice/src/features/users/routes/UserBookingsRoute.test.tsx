import type { TAdminBooking } from '@fitmarket/core/api/admin-bookings';
import { type FakeAnswer, fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { UserBookingsRoute } from './UserBookingsRoute';

const CANCELED: TAdminBooking = {
  id: 7,
  party: 'professional',
  status: 'canceled',
  starts_at: '2026-03-10T08:00:00.000Z',
  ends_at: '2026-03-10T09:00:00.000Z',
  time_zone: 'Europe/Helsinki',
  suggested_starts_at: null,
  professional: { id: 41, name: 'Mikko Laine' },
  customer: { id: 42, name: 'Jenni Nieminen' },
  title: '',
  service: 'Personal training',
  canceled_by: 'customer',
  cancel_reason: 'My knee hurts, sorry',
  late_cancellation: true,
  no_show_of: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-09T10:00:00.000Z',
};

const MANUAL: TAdminBooking = {
  ...CANCELED,
  id: 6,
  status: 'passed',
  starts_at: '2026-03-03T08:00:00.000Z',
  customer: null,
  title: 'Walk-in client',
  canceled_by: null,
  cancel_reason: null,
  late_cancellation: false,
};

function paged(bookings: TAdminBooking[], page = 1, total = bookings.length): FakeAnswer {
  return {
    status: 200,
    body: {
      data: bookings,
      meta: {
        pagination: {
          filtered: total,
          total,
          per_page: 10,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / 10)),
          from: bookings.length ? (page - 1) * 10 + 1 : 0,
          to: bookings.length ? (page - 1) * 10 + bookings.length : 0,
        },
      },
    },
  };
}

function renderPage(query = '') {
  return renderRoutes(
    [{ path: '/dashboard/users/:id/bookings', element: <UserBookingsRoute /> }],
    `/dashboard/users/41/bookings${query}`,
  );
}

describe('UserBookingsRoute', { timeout: 20_000 }, () => {
  it('lists the bookings with status, time in its zone, and who cancelled and why', async () => {
    fakeApi({ 'GET /v1/admin/users/41/bookings?page=1': paged([CANCELED, MANUAL]) });
    renderPage();
    const rows = await screen.findAllByTestId('admin-booking');
    expect(rows).toHaveLength(2);
    const [canceled, manual] = rows as [HTMLElement, HTMLElement];
    expect(within(canceled).getByText('Cancelled')).toBeTruthy();
    // 08:00 UTC is 10:00 in Helsinki in March, whatever the test machine's zone.
    expect(within(canceled).getByText(/10:00/)).toBeTruthy();
    expect(within(canceled).getByText('Jenni Nieminen')).toBeTruthy();
    expect(within(canceled).getByText('By the customer · Late cancellation')).toBeTruthy();
    expect(within(canceled).getByText('“My knee hurts, sorry”')).toBeTruthy();
    expect(within(manual).getByText('Took place')).toBeTruthy();
    expect(within(manual).getByText(/Walk-in client/)).toBeTruthy();
    // Read-only: nothing to press but the side and the pages.
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
  });

  it('keeps the side in the address and asks the API for it', async () => {
    const seen = fakeApi({
      'GET /v1/admin/users/41/bookings?page=1': paged([CANCELED]),
      'GET /v1/admin/users/41/bookings?as=customer&page=1': paged([]),
    });
    const { router } = renderPage();
    await screen.findAllByTestId('admin-booking');
    fireEvent.click(screen.getByText('As customer'));
    await waitFor(() => expect(router.state.location.search).toBe('?as=customer'));
    expect(await screen.findByTestId('bookings-empty')).toBeTruthy();
    expect(seen.map((request) => request.path)).toContain(
      '/v1/admin/users/41/bookings?as=customer&page=1',
    );
  });
});
