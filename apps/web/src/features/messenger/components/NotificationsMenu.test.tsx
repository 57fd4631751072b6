import type { TNotification } from '@fitmarket/core/api/notifications';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { NotificationsMenu } from './NotificationsMenu';

/** The live socket is the API's; here it never connects. */
class QuietSocket {
  send() {}
  close() {}
}

const notification = (id: number, overrides: Partial<TNotification>): TNotification => ({
  id,
  type: 'booking_confirmed',
  actor: { id: 2, first_name: 'Aino', last_name: 'Virtanen', image: null },
  data: { booking_id: 41, party: 'customer' },
  read: false,
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

describe('NotificationsMenu', () => {
  it('tells of booking changes and reminders in words, and opens the reader’s bookings', async () => {
    vi.stubGlobal('WebSocket', QuietSocket);
    fakeApi({
      'GET /v1/conversations/unread-count': ok({ count: 0 }),
      'GET /v1/notifications/unread-count': ok({ count: 2 }),
      'GET /v1/notifications?per_page=20': {
        status: 200,
        body: {
          data: [
            notification(2, {
              type: 'booking_reminder',
              data: {
                booking_id: 41,
                party: 'customer',
                lead: '2h',
                starts_at: '2026-12-02T08:00:00.000Z',
                time_zone: 'Europe/Helsinki',
              },
            }),
            notification(1, {}),
          ],
          meta: {
            pagination: {
              filtered: 2,
              total: 2,
              per_page: 20,
              current_page: 1,
              last_page: 1,
              from: 1,
              to: 2,
            },
          },
        },
      },
      'POST /v1/notifications/1/read': ok({ marked: 1 }),
    });
    const routes: RouteObject[] = [
      { path: '/', element: <NotificationsMenu token="token" /> },
      { path: '/account/bookings-history', element: <p>History</p> },
    ];
    const { router } = renderRoutes(routes, '/');
    fireEvent.click(await screen.findByTestId('notifications-bell'));
    const items = await screen.findAllByTestId('notification');
    expect(items[0]?.textContent).toContain('Your session with Aino Virtanen starts in 2 hours');
    expect(items[0]?.textContent).toContain('Wednesday, 2 December 2026 at 10:00 EET');
    expect(
      within(items[1] as HTMLElement).getByText('Aino Virtanen confirmed your booking'),
    ).toBeTruthy();
    fireEvent.click(items[1] as HTMLElement);
    await screen.findByText('History');
    expect(router.state.location.hash).toBe('#booking-41');
    vi.unstubAllGlobals();
  });

  it("links the header to a professional's bookings with the requests waiting, and to messages", async () => {
    vi.stubGlobal('WebSocket', QuietSocket);
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional')),
      'GET /v1/conversations/unread-count': ok({ count: 1 }),
      'GET /v1/notifications/unread-count': ok({ count: 0 }),
      'GET /v1/me/bookings?as=professional&when=all&status=pending&per_page=1': {
        status: 200,
        body: {
          data: [],
          meta: {
            pagination: {
              filtered: 2,
              total: 2,
              per_page: 1,
              current_page: 1,
              last_page: 2,
              from: 0,
              to: 0,
            },
          },
        },
      },
    });
    renderRoutes([{ path: '/', element: <NotificationsMenu token="token" /> }], '/');
    const bookings = await screen.findByTestId('bookings-link');
    await waitFor(() =>
      expect(bookings.getAttribute('aria-label')).toBe('Bookings: 2 requests waiting'),
    );
    expect(bookings.getAttribute('href')).toBe('/account/bookings');
    expect(screen.getByTestId('messages-link').getAttribute('href')).toBe('/messages');
    vi.unstubAllGlobals();
  });
});
