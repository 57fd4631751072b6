import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '../limits';

export interface LatLng {
  lat: number;
  lng: number;
}

export const MAP_DEFAULT_VIEW = { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM } as const;

/**
 * The points the map fits its view to (SPEC §2): the markers, plus the default centre when
 * there are fewer than two, so a single marker does not zoom the map all the way in.
 */
export function mapBoundsPoints(markers: readonly LatLng[]): LatLng[] {
  return markers.length < 2 ? [...markers, MAP_DEFAULT_CENTER] : [...markers];
}

/**
 * A map place's id: its coordinates to about a metre, so a search result's places and the
 * map's markers (built from the answer's places) meet.
 */
export function placeKey(coordinates: { lat: number; lon: number }): string {
  return `${coordinates.lat.toFixed(5)},${coordinates.lon.toFixed(5)}`;
}
