import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import type { TStaffProfessionalSearchResult } from '@fitmarket/core/api/search';
import { errorText } from '@fitmarket/core/errors/error-text';
import { deferred, type FakeAnswer, failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentStaffContext } from '../../../lib/currentStaff';
import { fakeProfile, renderRoutes } from '../../../test/renderRoutes';
import { ProfessionalsRoute } from './ProfessionalsRoute';

const FOUND: TStaffProfessionalSearchResult = {
  id: 41,
  slug: 'mikko-laine',
  first_name: 'Mikko',
  last_name: 'Laine',
  image: null,
  rating: 4.5,
  rating_count: 12,
  description:
    'Personal trainer and nutrition coach in Turku, helping busy people get stronger with short, focused sessions.',
  specialities: [{ id: 2, slug: 'strength', label: 'Strength training' }],
  membership: { id: 2 },
  locations: {
    places: [{ coordinates: { lat: 60.45, lon: 22.27 }, formatted: 'Turku', distance_km: null }],
  },
  distance_km: null,
  price_from: null,
  matches: [],
  full_text_specialities_en: 'Strength training',
  published: true,
  blocked: false,
  block_reason: null,
};

const ADMIN_USER: TAdminUser = {
  id: 41,
  first_name: 'Mikko',
  last_name: 'Laine',
  name: 'Mikko Laine',
  email: 'mikko@example.fi',
  image: null,
  role: 'professional',
  role_id: 3,
  description: FOUND.description,
  membership_id: 2,
  membership_lifetime: false,
  blocked: false,
  block_reason: null,
  published: false,
  slug: 'mikko-laine',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-02-03T10:00:00.000Z',
  last_login: null,
};

function answer(data: TStaffProfessionalSearchResult[]): FakeAnswer {
  return {
    status: 200,
    body: {
      data,
      meta: {
        pagination: {
          filtered: data.length,
          total: data.length,
          per_page: 20,
          current_page: 1,
          last_page: 1,
          from: data.length ? 1 : 0,
          to: data.length,
        },
        places: data.map((found) => ({
          coordinates: { lat: 60.45, lon: 22.27 },
          formatted: 'Turku',
          users: [
            {
              slug: found.slug,
              first_name: found.first_name,
              last_name: found.last_name,
              image: null,
              specialities: ['Strength training'],
            },
          ],
        })),
        location: null,
        text: '',
        dropped_words: [],
      },
    },
  };
}

const MAP_SETTINGS = {
  'GET /v1/map-settings': ok({
    tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
    attribution: '',
  }),
};

function renderPage(query = '') {
  return renderRoutes(
    [
      {
        path: '/dashboard/professionals',
        element: (
          <CurrentStaffContext value={fakeProfile('admin', { id: 1 })}>
            <ProfessionalsRoute />
          </CurrentStaffContext>
        ),
      },
    ],
    `/dashboard/professionals${query}`,
  );
}

describe('ProfessionalsRoute', { timeout: 20_000 }, () => {
  it('searches with the address, shows the result as SPEC lists it, and its place on the map', async () => {
    const search = deferred<FakeAnswer>();
    const bodies: unknown[] = [];
    fakeApi({
      ...MAP_SETTINGS,
      'POST /v1/admin/professionals/search': (body) => {
        bodies.push(body);
        return search.promise;
      },
    });
    const { router, container } = renderPage('?search=trainer');
    expect(await screen.findByText('Searching pros…')).toBeTruthy();
    search.resolve(answer([FOUND]));

    const card = (await screen.findByRole('heading', { name: 'Mikko Laine' })).closest(
      'li',
    ) as HTMLElement;
    expect(bodies[0]).toMatchObject({ search: 'trainer', location: '#', page: 1, per_page: 20 });
    // Cut at a word, not inside "sessions".
    expect(
      within(card).getByText(
        'Personal trainer and nutrition coach in Turku, helping busy people get stronger with short, focused…',
      ),
    ).toBeTruthy();
    expect(within(card).getByText('Strength training')).toBeTruthy();
    expect(within(card).getByTestId('published-status').textContent).toBe('Published');
    expect(within(card).getByTestId('membership').textContent).toBe('Basic');
    const view = within(card).getByRole('link', { name: /^View profile of Mikko Laine/ });
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('href')).toMatch(/^\/v1\/professionals\/mikko-laine\/page\?lang=en$/);

    await waitFor(() => expect(container.querySelectorAll('.fm-map-marker')).toHaveLength(1));
    fireEvent.mouseEnter(card);
    await waitFor(() => expect(container.querySelectorAll('.fm-map-highlighted')).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'jooga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=jooga'));
  });

  it('unpublishes in place, and shows a refusal on the card', async () => {
    let sent: unknown;
    fakeApi({
      ...MAP_SETTINGS,
      'POST /v1/admin/professionals/search': answer([FOUND]),
      'POST /v1/admin/users/unpublish': (body) => {
        sent = body;
        return ok(ADMIN_USER);
      },
      'POST /v1/admin/users/publish': failure(409, 1343, 'Not complete'),
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Mikko Laine' })).closest(
      'li',
    ) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Unpublish Mikko Laine' }));
    await waitFor(() => expect(sent).toEqual({ id: 41 }));
    await waitFor(() =>
      expect(within(card).getByTestId('published-status').textContent).toBe('Not published'),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Publish Mikko Laine' }));
    expect(await within(card).findByText(errorText(1343, 'en'))).toBeTruthy();
    expect(within(card).getByTestId('published-status').textContent).toBe('Not published');
  });

  it('says when nobody matches', async () => {
    fakeApi({ ...MAP_SETTINGS, 'POST /v1/admin/professionals/search': answer([]) });
    renderPage('?search=kalliokiipeily');
    expect((await screen.findByTestId('professionals-empty')).textContent).toBe(
      'No professionals match this search.',
    );
  });
});
