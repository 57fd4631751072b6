import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { FollowingRoute } from './FollowingRoute';

const routes: RouteObject[] = [{ path: '/account/following', Component: FollowingRoute }];

const pagination = (total: number) => ({
  pagination: {
    filtered: total,
    total,
    per_page: 10,
    current_page: 1,
    last_page: 1,
    from: total ? 1 : 0,
    to: total,
  },
});

const aino = {
  id: 42,
  slug: 'aino',
  first_name: 'Aino',
  last_name: 'Virtanen',
  image: null,
  specialities: ['Yoga'],
  followed_at: '2026-01-02T10:00:00.000Z',
};

describe('FollowingRoute', () => {
  it('lists whom the user follows, and unfollows after asking', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let following = [aino];
    const seen = fakeApi({
      'GET /v1/me/following?page=1': () => ({
        status: 200,
        body: { data: following, meta: pagination(following.length) },
      }),
      'DELETE /v1/professionals/aino/follow': () => {
        following = [];
        return ok({ professional_id: 42, following: false, follower_count: 0 });
      },
    });
    renderRoutes(routes, '/account/following');
    const link = await screen.findByRole('link', { name: 'Aino Virtanen' });
    expect(link.getAttribute('href')).toBe('/professionals/aino');
    expect(screen.getByText('Yoga')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Stop following Aino Virtanen' }));
    const dialog = await screen.findByRole('dialog');
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('You no longer follow Aino Virtanen.')).toBeTruthy();
    expect(await screen.findByTestId('following-empty')).toBeTruthy();
  });
});
