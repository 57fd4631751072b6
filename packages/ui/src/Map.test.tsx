import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MapPlace, PlacesMap } from './Map';
import { fakeApi, ok } from './testing/fakeApi';
import { renderRoutes } from './testing/renderRoutes';

const aino = {
  slug: 'aino',
  first_name: 'Aino',
  last_name: 'A',
  image: null,
  specialities: ['Yoga'],
};
const eero = { slug: 'eero', first_name: 'Eero', last_name: 'E', image: null, specialities: [] };

const places: MapPlace[] = [
  { id: 'a', lat: 60.17, lon: 24.94, title: 'Kallio', users: [aino] },
  // The same spot: one marker for both.
  { id: 'b', lat: 60.17, lon: 24.94, title: 'Kallio', users: [eero] },
  { id: 'c', lat: 60.45, lon: 22.27, title: 'Turku', users: [aino] },
];

function renderMap(highlightedPlaceId: string | null = null, shown = places) {
  const seen = fakeApi({
    'GET /v1/map-settings': ok({
      tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: 'Tiles example',
    }),
  });
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <PlacesMap
            places={shown}
            highlightedPlaceIds={highlightedPlaceId ? [highlightedPlaceId] : []}
            height={300}
            ariaLabel="Places"
          />
        ),
      },
    ],
    '/',
    'common.productName',
  );
  return { ...view, seen };
}

describe('Map', () => {
  it('groups places at the same coordinates into one marker, whose popup lists everyone there', async () => {
    const { container } = renderMap();
    const region = await screen.findByRole('region', { name: 'Places' });
    await waitFor(() => expect(container.querySelectorAll('.fm-map-marker')).toHaveLength(2));
    expect(region.getAttribute('data-markers')).toBe('2');
    // Markers are HTML, not images from elsewhere.
    expect(container.querySelector('.fm-map-marker img')).toBeNull();

    const [kallio] = container.querySelectorAll<HTMLElement>('.fm-map-marker');
    expect(kallio?.getAttribute('title')).toBe('Kallio');
    expect(kallio?.textContent).toBe('2');
    fireEvent.click(kallio as HTMLElement);
    const ainoLink = await screen.findByRole('link', { name: 'Aino A' });
    expect(ainoLink.getAttribute('href')).toBe('/professionals/aino');
    expect(screen.getByRole('link', { name: 'Eero E' }).getAttribute('href')).toBe(
      '/professionals/eero',
    );
  });

  it('makes the highlighted place stand out', async () => {
    const { container } = renderMap('c');
    await waitFor(() => expect(container.querySelectorAll('.fm-map-marker')).toHaveLength(2));
    const highlighted = container.querySelectorAll('.fm-map-highlighted');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.getAttribute('title')).toBe('Turku');
  });

  it('draws the tiles of the settings, with their attribution', async () => {
    const { container, seen } = renderMap();
    await waitFor(() =>
      expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
        'Tiles example',
      ),
    );
    // Nothing else is fetched: markers need no network.
    expect(new Set(seen.map((request) => request.path))).toEqual(new Set(['/v1/map-settings']));
  });

  it('shows an empty map at the default view', async () => {
    const { container } = renderMap(null, []);
    await screen.findByRole('region', { name: 'Places' });
    expect(container.querySelectorAll('.fm-map-marker')).toHaveLength(0);
  });
});
