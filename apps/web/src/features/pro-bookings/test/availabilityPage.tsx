import type { TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import type { TBusyCalendar } from '@fitmarket/core/api/busy-calendar';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { fakeProfile } from '../../profile-editor/test/fakeProfile';
import { AvailabilityRoute } from '../routes/AvailabilityRoute';

/** A GET /v1/me/availability answer: Mondays 09:00-17:00 in Helsinki unless overridden. */
export function fakeAvailability(
  overrides: Partial<TAvailabilityRequest> = {},
): TAvailabilityRequest {
  return {
    time_zone: 'Europe/Helsinki',
    fixed_hours: true,
    min_notice_minutes: 120,
    horizon_days: 60,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    weekly: [{ weekday: 1, start: '09:00', end: '17:00', location_id: null }],
    exceptions: [],
    version: 2,
    ...overrides,
  };
}

/** A GET /v1/me/availability/busy-calendar answer: no calendar connected. */
export const NO_BUSY_CALENDAR: TBusyCalendar = {
  connected: false,
  host: null,
  imported_at: null,
  error: null,
  busy_count: 0,
};

/**
 * The availability page of a signed-in professional whose hours are `stored`, on the fake API
 * with `handlers` for the rest of the calls the test expects.
 */
export function renderAvailabilityPage(
  stored: TAvailabilityRequest,
  handlers: Parameters<typeof fakeApi>[0],
) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
  fakeApi({
    'GET /v1/me': ok(fakeMe('professional')),
    'GET /v1/me/professional': ok(fakeProfile()),
    'GET /v1/me/availability': ok(stored),
    ...handlers,
  });
  renderRoutes(
    [{ path: '/account/availability', Component: AvailabilityRoute }],
    '/account/availability',
  );
}
