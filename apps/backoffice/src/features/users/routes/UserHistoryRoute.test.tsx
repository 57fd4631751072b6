import type { TUserHistory } from '@fitmarket/core/api/admin-users';
import { fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { UserHistoryRoute } from './UserHistoryRoute';

const HISTORY: TUserHistory = {
  data: [
    {
      id: 3,
      action: 'user.activate',
      created_at: '2026-03-10T08:00:00.000Z',
      actor: { id: 1, name: 'Olga Owner', email: 'olga@example.fi', role: 'owner' },
      target_type: 'user',
      target_id: 41,
      before: { blocked: true, block_reason: 'Rude messages' },
      after: { blocked: false, block_reason: null },
      reason: null,
    },
  ],
  meta: {
    pagination: {
      filtered: 1,
      total: 1,
      per_page: 10,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
    },
    user: { id: 41, name: 'Mikko Laine' },
  },
};

describe('UserHistoryRoute', () => {
  it('names the person and the fields in words, with All users in the trail, opened from a link', async () => {
    fakeApi({
      'GET /v1/admin/users/41/history?page=1': { status: 200, body: HISTORY },
    });
    renderRoutes(
      [{ path: '/dashboard/users/:id/history', element: <UserHistoryRoute /> }],
      '/dashboard/users/41/history',
    );
    expect(await screen.findByRole('heading', { name: 'History of Mikko Laine' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'All users' }).getAttribute('href')).toBe(
      '/dashboard/users',
    );
    const entry = screen.getByTestId('audit-entry');
    expect(entry.textContent).toContain('Reason for the block: Rude messages → –');
    expect(entry.textContent).not.toContain('block_reason');
  });
});
