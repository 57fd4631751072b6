import { fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { AffiliatesRoute } from './AffiliatesRoute';

const page = (rows: unknown[], total = rows.length) => ({
  status: 200,
  body: {
    data: rows,
    meta: {
      pagination: {
        filtered: rows.length,
        total,
        per_page: 10,
        current_page: 1,
        last_page: 1,
        from: rows.length ? 1 : 0,
        to: rows.length,
      },
    },
  },
});

const AINO = {
  id: 1,
  user_id: 7,
  first_name: 'Aino',
  last_name: 'Virtanen',
  image: null,
  slug: 'aino',
  name: 'Urheiluaitta Oy',
  code: 'AITTA-AINO15',
  created: '2026-03-01T09:00:00.000Z',
};

describe('AffiliatesRoute', { timeout: 20_000 }, () => {
  it('lists name, partner and code, and searches from the address', async () => {
    const seen = fakeApi({
      'GET /v1/admin/users/affiliates?page=1': page([AINO]),
      'GET /v1/admin/users/affiliates?page=1&search=nobody': page([], 1),
    });
    renderRoutes(
      [{ path: '/dashboard/professionals-affiliates', Component: AffiliatesRoute }],
      '/dashboard/professionals-affiliates',
    );
    const table = await screen.findByTestId('affiliate-table');
    expect(within(table).getByText('Aino Virtanen')).toBeTruthy();
    expect(within(table).getByText('Urheiluaitta Oy')).toBeTruthy();
    expect(within(table).getByText('AITTA-AINO15')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeTruthy();
    await waitFor(() =>
      expect(seen.map((request) => request.path)).toContain(
        '/v1/admin/users/affiliates?page=1&search=nobody',
      ),
    );
  });
});
