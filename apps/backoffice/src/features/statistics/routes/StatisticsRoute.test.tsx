import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { StatisticsRoute } from './StatisticsRoute';

const RANGE = 'from=2026-03-01&to=2026-03-02';

const SUMMARY = {
  from: '2026-03-01',
  to: '2026-03-02',
  searches: 3,
  zero_results: 1,
  per_day: [
    { day: '2026-03-01', searches: 2, zero_results: 0 },
    { day: '2026-03-02', searches: 1, zero_results: 1 },
  ],
  top_terms: [{ term: 'jooga', searches: 2 }],
  top_places: [{ place: 'Turku', searches: 2 }],
  top_zero_result_terms: [{ term: 'kalliokiipeily', searches: 1 }],
  top_dropped_words: [{ word: 'ohjaaja', searches: 1 }],
  map_places: [{ place: 'Turku', lat: 60.45, lon: 22.27, searches: 2 }],
};

const LOGS = {
  data: [
    {
      id: 3,
      search: 'kalliokiipeily',
      location_formatted: null,
      created: '2026-03-02T10:00:00.000Z',
      geolocation_coords: { lat: 65.01, lon: 25.47 },
      location_coords: null,
      language: 'fi',
      result_count: 0,
      dropped_words: [],
    },
    {
      id: 2,
      search: 'jooga',
      location_formatted: 'Turku',
      created: '2026-03-01T09:00:00.000Z',
      geolocation_coords: null,
      location_coords: { lat: 60.45, lon: 22.27 },
      language: 'fi',
      result_count: 4,
      dropped_words: ['ohjaaja'],
    },
  ],
  meta: {
    pagination: {
      filtered: 12,
      total: 12,
      per_page: 10,
      current_page: 1,
      last_page: 2,
      from: 1,
      to: 10,
    },
  },
};

function renderPage(query: string) {
  return renderRoutes(
    [{ path: '/dashboard/statistics', Component: StatisticsRoute }],
    `/dashboard/statistics?${query}`,
  );
}

describe('StatisticsRoute', { timeout: 20_000 }, () => {
  it('shows the period: totals, top lists and the searches with their user location', async () => {
    fakeApi({
      [`GET /v1/admin/statistics/search/summary?${RANGE}`]: ok(SUMMARY),
      [`GET /v1/admin/statistics/search?${RANGE}&page=1`]: { status: 200, body: LOGS },
    });
    renderPage(RANGE);
    expect((await screen.findByTestId('summary-searches')).textContent).toBe('3');
    const zeroList = screen.getByRole('heading', { name: 'Top terms without results' });
    expect(within(zeroList.parentElement as HTMLElement).getByText('kalliokiipeily')).toBeTruthy();
    // Turku is a top place and, once the searches load, a search's location: look in the list.
    const placesList = screen.getByRole('heading', { name: 'Top places' });
    expect(within(placesList.parentElement as HTMLElement).getByText('Turku')).toBeTruthy();
    const table = await screen.findByTestId('search-log-table');
    expect(within(table).getByText('25.4700, 65.0100')).toBeTruthy();
    // The words a search left out: the most frequent in a list, each search's in a column.
    const droppedList = screen.getByRole('heading', { name: /^Words most often left out/ });
    expect(within(droppedList.parentElement as HTMLElement).getByText('ohjaaja')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Words left out' })).toBeTruthy();
    expect(within(table).getByText('ohjaaja', { selector: 'td' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of searches' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Searched places' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeTruthy();
  });

  it('says when the period is upside down, and asks for nothing', async () => {
    const seen = fakeApi({});
    renderPage('from=2026-03-05&to=2026-03-01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start must not be after the end.',
    );
    expect(seen).toEqual([]);
  });

  it('shows a refusal as a red alert', async () => {
    fakeApi({
      [`GET /v1/admin/statistics/search/summary?${RANGE}`]: failure(403, 1317),
      [`GET /v1/admin/statistics/search?${RANGE}&page=1`]: failure(403, 1317),
    });
    renderPage(RANGE);
    expect((await screen.findAllByText(errorText(1317, 'en'))).length).toBeGreaterThan(0);
  });
});
