import type { TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { fakeProfile } from '../../profile-editor/test/fakeProfile';
import { AvailabilityRoute } from './AvailabilityRoute';

const stored: TAvailabilityRequest = {
  time_zone: 'Europe/Helsinki',
  fixed_hours: true,
  min_notice_minutes: 120,
  horizon_days: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  weekly: [{ weekday: 1, start: '09:00', end: '17:00', location_id: null }],
  exceptions: [],
  version: 2,
};

describe('AvailabilityRoute', () => {
  // The time zone picker lists every zone: the page is slow to render under load.
  it('checks the hours with core’s rules before saving, then sends them', {
    timeout: 20_000,
  }, async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let sent: unknown;
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional')),
      'GET /v1/me/professional': ok(fakeProfile()),
      'GET /v1/me/availability': ok(stored),
      'PUT /v1/me/availability': (body) => {
        sent = body;
        return ok({ ...stored, version: 3 });
      },
    });
    renderRoutes(
      [{ path: '/account/availability', Component: AvailabilityRoute }],
      '/account/availability',
    );
    const row = await screen.findByTestId('weekly-row');
    fireEvent.change(within(row).getByLabelText(/Until/), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(row).findByText('The end must come after the start.')).toBeTruthy();
    expect(sent).toBeUndefined();
    // Fixing the field clears its error as it changes.
    fireEvent.change(within(row).getByLabelText(/Until/), { target: { value: '18:00' } });
    expect(within(row).queryByText('The end must come after the start.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        version: 2,
        weekly: [{ weekday: 1, start: '09:00', end: '18:00', location_id: null }],
      }),
    );
  });
});
