import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/demo/random';
import { kmBetween } from '../../src/search/earth';
import {
  cellsAround,
  cellsInBox,
  cellsOf,
  MAX_SEARCH_CELLS,
  type SearchCells,
} from '../../src/search/grid';

const helsinki = { lat: 60.1699, lon: 24.9384 };
const porvoo = { lat: 60.3923, lon: 25.6651 };
const rovaniemi = { lat: 66.5039, lon: 25.7294 };

function covers(cells: SearchCells | null, place: { lat: number; lon: number }) {
  return cellsOf(place.lat, place.lon).some((cell) => cells?.cells.includes(cell));
}

function inside(cells: SearchCells | null, place: { lat: number; lon: number }) {
  return cellsOf(place.lat, place.lon).some((cell) => cells?.inner.includes(cell));
}

describe('the search grid', () => {
  it('covers every place within the radius, east, west, north and south', () => {
    const cells = cellsAround(helsinki.lat, helsinki.lon, 30);
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
      expect(covers(cells, { lat, lon })).toBe(true);
    }
    expect(covers(cells, { lat: 61.4978, lon: 23.761 })).toBe(false); // Tampere
  });

  it('covers every random place within the radius and counts none beyond it as inside', () => {
    const random = createRandom(11);
    for (const [centre, radiusKm] of [
      [helsinki, 30],
      [porvoo, 30],
      [rovaniemi, 50],
      [helsinki, 5],
    ] as const) {
      const cells = cellsAround(centre.lat, centre.lon, radiusKm);
      for (let n = 0; n < 2000; n += 1) {
        const place = {
          lat: centre.lat + (random.int(-1000, 1000) / 1000) * (radiusKm / 111.2),
          lon: centre.lon + (random.int(-1000, 1000) / 1000) * (radiusKm / 40),
        };
        const km = kmBetween(centre, place);
        if (km <= radiusKm) expect(covers(cells, place)).toBe(true);
        // A cell counted as inside holds nothing beyond the radius.
        if (km > radiusKm) expect(inside(cells, place)).toBe(false);
      }
    }
  });

  it('follows the circle: 30 km around Porvoo does not reach central Helsinki, 47 km away', () => {
    expect(covers(cellsAround(porvoo.lat, porvoo.lon, 30), helsinki)).toBe(false);
  });

  it('counts the cells wholly inside a map box as inside, those across its edge not', () => {
    const box = cellsInBox(60.12, 24.83, 60.28, 25.17);
    expect(inside(box, { lat: 60.2, lon: 25 })).toBe(true);
    // In the box, but its cell reaches out of it: measured.
    expect(covers(box, { lat: 60.125, lon: 24.835 })).toBe(true);
    expect(inside(box, { lat: 60.125, lon: 24.835 })).toBe(false);
    expect(covers(box, { lat: 60.35, lon: 25 })).toBe(false);
  });

  it('gives up on areas too big to narrow anything', () => {
    expect(cellsAround(65, 25, 900)).toBeNull();
    expect(cellsInBox(59, 19, 70, 32)).toBeNull();
    expect(cellsInBox(60, 24, 60.5, 25.5)?.cells.length).toBeLessThanOrEqual(MAX_SEARCH_CELLS);
    expect(cellsAround(65, 25, 100)?.cells.length).toBeLessThanOrEqual(MAX_SEARCH_CELLS);
  });
});
