import type { TAvailabilityRequest } from '@fitmarket/core/api/bookings';
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
  weekly: [{ weekday: 1, start: '09:00', end: '17:00', location_id: null }],
  exceptions: [],
  version: 2,
};

describe('copying hours and time off', () => {
  it('copies a row to the days chosen and makes a date range days off', {
    timeout: 20_000,
  }, async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let sent: TAvailabilityRequest | undefined;
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional')),
      'GET /v1/me/professional': ok(fakeProfile()),
      'GET /v1/me/availability': ok(stored),
      'GET /v1/me/availability/busy-calendar': ok({
        connected: false,
        host: null,
        imported_at: null,
        error: null,
        busy_count: 0,
      }),
      'PUT /v1/me/availability': (body) => {
        sent = body as TAvailabilityRequest;
        return ok({ ...stored, version: 3 });
      },
    });
    renderRoutes(
      [{ path: '/account/availability', Component: AvailabilityRoute }],
      '/account/availability',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the hours of row 1' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Thursday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getAllByTestId('weekly-row')).toHaveLength(3));

    fireEvent.change(screen.getByLabelText('First day off'), { target: { value: '2030-07-30' } });
    fireEvent.change(screen.getByLabelText('Last day off'), { target: { value: '2030-08-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the time off' }));
    await waitFor(() => expect(screen.getAllByTestId('exception-row')).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.weekly.map((row) => row.weekday)).toEqual([1, 2, 4]);
    expect(sent?.exceptions.map((row) => [row.date, row.kind, row.start])).toEqual([
      ['2030-07-30', 'off', null],
      ['2030-07-31', 'off', null],
      ['2030-08-01', 'off', null],
      ['2030-08-02', 'off', null],
    ]);
  });
});
