import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_VIEW, mapBoundsPoints } from './map';

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
