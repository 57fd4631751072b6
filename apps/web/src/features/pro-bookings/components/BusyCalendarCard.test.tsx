import type { TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import type { TBusyCalendar } from '@fitmarket/core/api/busy-calendar';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { fakeProfile } from '../../profile-editor/test/fakeProfile';
import { AvailabilityRoute } from '../routes/AvailabilityRoute';

const stored: TAvailabilityRequest = {
  time_zone: 'Europe/Helsinki',
  fixed_hours: true,
  min_notice_minutes: 120,
  horizon_days: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  weekly: [],
  exceptions: [],
  version: 2,
};
const none: TBusyCalendar = {
  connected: false,
  host: null,
  imported_at: null,
  error: null,
  busy_count: 0,
};

describe('BusyCalendarCard', () => {
  it('accepts only an http(s) address, sends it once and shows only its host', {
    timeout: 20_000,
  }, async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const sent: unknown[] = [];
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional')),
      'GET /v1/me/professional': ok(fakeProfile()),
      'GET /v1/me/availability': ok(stored),
      'GET /v1/me/availability/busy-calendar': ok(none),
      'PUT /v1/me/availability/busy-calendar': (body) => {
        sent.push(body);
        return ok({ ...none, connected: true, host: 'calendar.example.com' });
      },
    });
    renderRoutes(
      [{ path: '/account/availability', Component: AvailabilityRoute }],
      '/account/availability',
    );
    const field = await screen.findByLabelText(/Secret calendar address/);
    fireEvent.change(field, { target: { value: 'ftp://calendar.example.com/x.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect the calendar' }));
    expect(await screen.findByText(/Enter an address that starts with/)).toBeTruthy();
    expect(sent).toEqual([]);

    const secret = 'https://calendar.example.com/private-abc123/basic.ics';
    fireEvent.change(field, { target: { value: secret } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect the calendar' }));
    await waitFor(() => expect(sent).toEqual([{ url: secret }]));
    expect(
      await screen.findByText('Connected to a calendar at calendar.example.com.'),
    ).toBeTruthy();
    // The address is not kept on the screen once saved.
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain('private-abc123');
    expect(screen.getByRole('button', { name: 'Replace the address' })).toBeTruthy();
  });
});
