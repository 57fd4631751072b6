import { describe, expect, it } from 'vitest';
import { cellOf, cellsAround, cellsInBox, MAX_SEARCH_CELLS } from '../../src/search/grid';

describe('the search grid', () => {
  it('covers every place within the radius, east, west, north and south', () => {
    const helsinki = { lat: 60.1699, lon: 24.9384 };
    const cells = new Set(cellsAround(helsinki.lat, helsinki.lon, 30));
    // 29 km away in each direction: a degree of latitude is 111 km, of longitude here 55 km.
    const dLat = 29 / 111.2;
    const dLon = 29 / (111.2 * Math.cos((helsinki.lat * Math.PI) / 180));
    for (const [lat, lon] of [
      [helsinki.lat + dLat, helsinki.lon],
      [helsinki.lat - dLat, helsinki.lon],
      [helsinki.lat, helsinki.lon + dLon],
      [helsinki.lat, helsinki.lon - dLon],
      [60.2055, 24.6559], // Espoo
    ] as const) {
      expect(cells.has(cellOf(lat, lon))).toBe(true);
    }
    expect(cells.has(cellOf(61.4978, 23.761))).toBe(false); // Tampere
  });

  it('gives up on areas too big to narrow anything', () => {
    expect(cellsAround(65, 25, 900)).toBeNull();
    expect(cellsInBox(59, 19, 70, 32)).toBeNull();
    expect(cellsInBox(60, 24, 60.5, 25.5)?.length).toBeLessThanOrEqual(MAX_SEARCH_CELLS);
  });
});
