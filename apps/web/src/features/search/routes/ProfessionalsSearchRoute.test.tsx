import type {
  TProfessionalSearchResponse,
  TProfessionalSearchResult,
} from '@fitmarket/core/api/search';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { impressionsCountedByPage } from '../api/sponsored';
import { ProfessionalsSearchRoute } from './ProfessionalsSearchRoute';

const result: TProfessionalSearchResult = {
  id: 1,
  slug: 'jussi-ahonen',
  first_name: 'Jussi',
  last_name: 'Ahonen',
  image: null,
  rating: 4.5,
  rating_count: 4,
  description: 'Hatha and yin yoga teacher, also a physiotherapist.',
  specialities: [{ id: 2, slug: 'yoga', label: 'Yoga' }],
  membership: { id: 1 },
  locations: {
    places: [
      { coordinates: { lat: 60.17, lon: 24.94 }, formatted: 'Kamppi, Helsinki', distance_km: 0.4 },
    ],
  },
  distance_km: 0.4,
  price_from: { amount_minor: 1500, currency: 'eur' },
  matches: ['speciality', 'location'],
};

function answer(
  data: TProfessionalSearchResult[],
  droppedWords: string[] = [],
): { data: unknown; meta: unknown } {
  const meta: TProfessionalSearchResponse['meta'] = {
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
      coordinates: found.locations.places[0]?.coordinates ?? { lat: 0, lon: 0 },
      formatted: 'Kamppi, Helsinki',
      users: [
        {
          slug: found.slug,
          first_name: found.first_name,
          last_name: found.last_name,
          image: null,
          specialities: ['Yoga'],
        },
      ],
    })),
    location: { formatted: 'Helsinki', lat: 60.17, lon: 24.94, radius_km: 30, from_text: false },
    text: 'yoga',
    dropped_words: droppedWords,
  };
  return { data, meta };
}

const common = {
  'GET /v1/catalogue': ok({ specialities: [], services: [] }),
  'GET /v1/map-settings': ok({
    tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
    attribution: 'x',
  }),
};

function renderPage(path: string) {
  return renderRoutes(
    [{ path: '/professionals', element: <ProfessionalsSearchRoute lang="en" /> }],
    path,
  );
}

describe('ProfessionalsSearchRoute', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });

  it("searches what the address says, with '#' for the empty place", async () => {
    const bodies: unknown[] = [];
    fakeApi({
      ...common,
      'POST /v1/professionals/search': (body) => {
        bodies.push(body);
        return { status: 200, body: answer([result]) };
      },
    });
    renderPage('/professionals?search=yoga&sort=rating');
    const card = await screen.findByRole('article', { name: 'Jussi Ahonen' });
    expect(bodies[0]).toMatchObject({
      search: 'yoga',
      location: '#',
      lat: '#',
      lng: '#',
      sort: 'rating',
      page: 1,
    });
    expect(within(card).getByText('from €15')).toBeTruthy();
    expect(within(card).getByText('0.4 km away')).toBeTruthy();
    expect(within(card).getByText('Matches: speciality, location')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Jussi Ahonen' }).getAttribute('href')).toBe(
      '/professionals/jussi-ahonen',
    );
    expect(screen.getByTestId('result-count').textContent).toBe('1 professional around Helsinki');
    expect(
      await screen.findByRole('region', { name: 'Map of the professionals found' }),
    ).toBeTruthy();
  });

  it('says which words the search left out', async () => {
    fakeApi({
      ...common,
      'POST /v1/professionals/search': () => ({ status: 200, body: answer([result], ['teacher']) }),
    });
    renderPage('/professionals?search=yoga%20teacher');
    await screen.findByRole('article', { name: 'Jussi Ahonen' });
    expect(screen.getByTestId('dropped-words').textContent).toBe(
      'Showing results without “teacher”',
    );
  });

  it('keeps the sort of a shared address that asks for distance without a place', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      ...common,
      'POST /v1/professionals/search': (body) => {
        bodies.push(body);
        const { data, meta } = answer([result]);
        return { status: 200, body: { data, meta: { ...(meta as object), location: null } } };
      },
    });
    renderPage('/professionals?search=yoga&sort=distance');
    await screen.findByRole('article', { name: 'Jussi Ahonen' });
    expect(bodies[0]).toMatchObject({ sort: 'distance', location: '#' });
    expect(within(screen.getByTestId('search-filters')).getByDisplayValue('Nearest')).toBeTruthy();
  });

  it('after nothing found offers the same words wider and the nearest matches beyond the radius', async () => {
    const bodies: { per_page?: number }[] = [];
    fakeApi({
      ...common,
      'POST /v1/professionals/search': (body) => {
        bodies.push(body as { per_page?: number });
        const nearest = (body as { per_page?: number }).per_page === 5;
        return { status: 200, body: answer(nearest ? [{ ...result, distance_km: 140 }] : []) };
      },
    });
    renderPage('/professionals?search=zumba&location=Oulu&rating=4&price_max=50');
    expect(await screen.findByText('No professionals found')).toBeTruthy();
    // The words and the place stay: nothing offers to drop the words.
    expect(screen.queryByRole('link', { name: /Search without/ })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Search “zumba” within 120 km' }).getAttribute('href'),
    ).toBe('/professionals?search=zumba&location=Oulu&rating=4&price_max=50&radius=120');
    expect(screen.getByRole('link', { name: 'Remove the filters' }).getAttribute('href')).toBe(
      '/professionals?search=zumba&location=Oulu',
    );
    const nearest = await screen.findByTestId('nearest-matches');
    expect(within(nearest).getByRole('article', { name: 'Jussi Ahonen' })).toBeTruthy();
    expect(within(nearest).getByText('140 km away')).toBeTruthy();
    expect(bodies.find((body) => body.per_page === 5)).toMatchObject({
      search: 'zumba',
      location: 'Oulu',
      radius_km: 1000,
      sort: 'distance',
      rating_min: 4,
      price_max: 5000,
    });
  });

  it('offers a search without the words when there was no place to keep', async () => {
    fakeApi({
      ...common,
      'POST /v1/professionals/search': () => {
        const { data, meta } = answer([]);
        return { status: 200, body: { data, meta: { ...(meta as object), location: null } } };
      },
    });
    renderPage('/professionals?search=zumba&service=3');
    expect(await screen.findByText('No professionals found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search without “zumba”' }).getAttribute('href')).toBe(
      '/professionals?service=3',
    );
    expect(screen.queryByTestId('nearest-matches')).toBeNull();
  });

  it('filters by a price range and by a free slot this week, each a new address', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      ...common,
      'POST /v1/professionals/search': (body) => {
        bodies.push(body);
        return { status: 200, body: answer([result]) };
      },
    });
    const { router } = renderPage('/professionals?search=yoga&price_min=20');
    await screen.findByRole('article', { name: 'Jussi Ahonen' });
    expect(bodies[0]).toMatchObject({ price_min: 2000, price_max: null, available: false });
    const filters = within(screen.getByTestId('search-filters'));
    const max = filters.getByRole('textbox', { name: 'Price up to (€)' });
    fireEvent.change(max, { target: { value: '60' } });
    expect(router.state.location.search).toBe('?search=yoga&price_min=20');
    fireEvent.blur(max);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=yoga&price_min=20&price_max=60'),
    );
    fireEvent.click(filters.getByRole('checkbox', { name: 'Available in the next 7 days' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=yoga&price_min=20&price_max=60&available=week',
      ),
    );
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ price_min: 2000, price_max: 6000, available: true }),
    );
    // Three searches of a page with its map: a few seconds on a busy machine.
  }, 15_000);

  it('says when the search failed, with a retry', async () => {
    fakeApi({ ...common, 'POST /v1/professionals/search': failure(500, 1001) });
    renderPage('/professionals?search=yoga');
    expect(await screen.findByText('The search did not work')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ProfessionalsSearchRoute sponsored items', () => {
  const other: TProfessionalSearchResult = {
    ...result,
    id: 2,
    slug: 'ville-virtanen',
    first_name: 'Ville',
    last_name: 'Virtanen',
  };
  const reason = { sponsor: 'Ville Virtanen', keyword: 'yoga', place: null, text: 'Sponsored.' };
  const boosted = {
    ...other,
    sponsored: {
      type: 'search',
      campaign_id: 7,
      label: 'Sponsored',
      reason,
      ad: null,
      position: 0,
    },
  };
  const ad = {
    ...other,
    sponsored: {
      type: 'ads',
      campaign_id: 8,
      label: 'Sponsored',
      reason,
      ad: {
        ad_title: 'Mats on sale',
        ad_description: '<p>Mats</p>',
        ad_image: null,
        ad_url: 'https://shop.example/mats?a=1&b=2',
        ad_cta_label: 'Shop',
        affiliate: null,
      },
      position: 4,
    },
  };

  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });

  it("links the ad through its counting address, and leaves out what the server's page counted", async () => {
    const reported: unknown[] = [];
    const seen = fakeApi({
      ...common,
      'POST /v1/professionals/search': { status: 200, body: answer([result, other]) },
      'POST /v1/professionals/search-boosted': { status: 200, body: answer([boosted as never]) },
      'POST /v1/professionals/search-ads': { status: 200, body: answer([ad as never]) },
      'POST /v1/campaigns/impressions': (body) => {
        reported.push(body);
        return ok({ counted: 1 });
      },
    });
    // The page the server rendered counted the first place's impression (adoptServerState).
    impressionsCountedByPage([{ type: 'search', id: 7 }]);
    renderPage('/professionals?search=yoga');
    const card = await screen.findByTestId('ad-card');
    const link = within(card).getByRole('link', { name: 'Shop' });
    expect(link.getAttribute('href')).toBe(
      `/v1/campaigns/ads/8/click?to=${encodeURIComponent('https://shop.example/mats?a=1&b=2')}`,
    );
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    // The ad's impression is reported (again as the first place arrives beside it: the API's
    // per-viewer day makes that a no-op); the first place's never.
    await waitFor(() => expect(reported.length).toBeGreaterThan(0));
    await screen.findByTestId('search-result-sponsored');
    for (const body of reported) expect(body).toEqual({ items: [{ type: 'ads', id: 8 }] });
    // The link itself counts the click on the server: the page sends nothing of it.
    fireEvent.click(link);
    expect(seen.some((request) => request.path.includes('/v1/campaigns/clicks'))).toBe(false);
  });
});
