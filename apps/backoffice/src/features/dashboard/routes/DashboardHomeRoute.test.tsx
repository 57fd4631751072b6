import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentStaffContext } from '../../../lib/currentStaff';
import { fakeProfile, renderRoutes } from '../../../test/renderRoutes';
import { DashboardHomeRoute } from './DashboardHomeRoute';

function renderHome() {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <CurrentStaffContext value={fakeProfile('admin', { first_name: 'Aino' })}>
            <DashboardHomeRoute />
          </CurrentStaffContext>
        ),
      },
    ],
    '/dashboard',
  );
}

describe('DashboardHomeRoute', { timeout: 20_000 }, () => {
  it('greets and shows the numbers, each linking to its page', async () => {
    fakeApi({
      'GET /v1/admin/dashboard': ok({
        new_users: 4,
        professionals_unpublished: 2,
        ads_awaiting_approval: 3,
        searches_today: 17,
        feedbacks_this_week: 1,
      }),
    });
    renderHome();
    expect(screen.getByRole('heading', { name: 'Hello, Aino!' })).toBeTruthy();
    expect((await screen.findByTestId('dashboard-searches-today')).textContent).toBe('17');
    expect(screen.getByTestId('dashboard-new-users').textContent).toBe('4');
    expect(screen.getByRole('link', { name: 'See the statistics' }).getAttribute('href')).toBe(
      '/dashboard/statistics',
    );
    expect(screen.getByTestId('dashboard-ads').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'See the ads' }).getAttribute('href')).toBe(
      '/dashboard/ads',
    );
  });

  it('shows a failure as a red alert', async () => {
    fakeApi({ 'GET /v1/admin/dashboard': failure(403, 1317) });
    renderHome();
    expect(await screen.findByText(errorText(1317, 'en'))).toBeTruthy();
  });
});
