import { resolvedPreferences } from '@fitmarket/core/rules/notifications';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMe } from '../../../lib/me';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { NotificationsSection } from './NotificationsSection';

function Page() {
  const me = useMe().data;
  return me ? <NotificationsSection me={me} /> : null;
}

describe('NotificationsSection', () => {
  it('shows booking and account notices as always on and saves one type and channel', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    const sent: unknown[] = [];
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer', { email_notifications: false })),
      'PUT /v1/me/settings': (body) => {
        sent.push(body);
        return ok(
          fakeMe('customer', {
            email_notifications: false,
            notification_preferences: resolvedPreferences({ new_review: { in_app: false } }),
          }),
        );
      },
    });
    renderRoutes([{ path: '/', Component: Page }], '/');
    expect(await screen.findByText('Always on')).toBeTruthy();
    expect(
      screen.getByText(/Booking requests, confirmations, cancellations and reminders/),
    ).toBeTruthy();
    // With the e-mail switch off, no optional e-mail can be chosen; the app's notices can.
    const reviewEmail = screen.getByLabelText<HTMLInputElement>('New reviews: By email');
    expect(reviewEmail.disabled).toBe(true);
    expect(reviewEmail.checked).toBe(false);
    fireEvent.click(screen.getByLabelText('New reviews: In the app'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('New reviews: In the app').checked).toBe(
        false,
      ),
    );
    expect(sent).toEqual([{ notification_preferences: { new_review: { in_app: false } } }]);
  });
});
