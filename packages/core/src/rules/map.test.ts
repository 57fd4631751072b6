import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_VIEW, mapBoundsPoints, placeKey } from './map';

const tampere = { lat: 61.4978, lng: 23.761 };
const oulu = { lat: 65.0121, lng: 25.4651 };
const helsinki = { lat: 60.1699, lng: 24.9384 };

describe('mapBoundsPoints', () => {
  it('shows Helsinki when there are no markers', () => {
    expect(mapBoundsPoints([])).toEqual([helsinki]);
  });

  it('keeps Helsinki in view next to a single marker', () => {
    expect(mapBoundsPoints([oulu])).toEqual([oulu, helsinki]);
  });

  it('fits just the markers when there are two or more', () => {
    expect(mapBoundsPoints([oulu, tampere])).toEqual([oulu, tampere]);
  });
});

describe('MAP_DEFAULT_VIEW', () => {
  it('opens on Helsinki at zoom 6', () => {
    expect(MAP_DEFAULT_VIEW).toEqual({ center: helsinki, zoom: 6 });
  });
});

describe('placeKey', () => {
  it('names a place by its coordinates to about a metre, so nearby floats still meet', () => {
    expect(placeKey({ lat: 60.1699, lon: 24.9384 })).toBe('60.16990,24.93840');
    expect(placeKey({ lat: 60.169900001, lon: 24.938399999 })).toBe(
      placeKey({ lat: 60.1699, lon: 24.9384 }),
    );
  });
});
