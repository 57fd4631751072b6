import type { MapPlace, MapUser } from '../Map';

/** One marker: every place at the same coordinates, and everyone found there. */
export interface MarkerGroup {
  key: string;
  lat: number;
  lon: number;
  placeIds: string[];
  titles: string[];
  users: MapUser[];
}

/** About a metre: places closer than this are one marker. */
const PRECISION = 5;

/** Places grouped by their coordinates, in the order they first appear; users once per marker. */
export function groupPlaces(places: readonly MapPlace[]): MarkerGroup[] {
  const groups = new Map<string, MarkerGroup>();
  for (const place of places) {
    const key = `${place.lat.toFixed(PRECISION)},${place.lon.toFixed(PRECISION)}`;
    const group = groups.get(key) ?? {
      key,
      lat: place.lat,
      lon: place.lon,
      placeIds: [],
      titles: [],
      users: [],
    };
    group.placeIds.push(place.id);
    if (!group.titles.includes(place.title)) group.titles.push(place.title);
    for (const user of place.users ?? []) {
      if (!group.users.some((known) => known.slug === user.slug)) group.users.push(user);
    }
    groups.set(key, group);
  }
  return [...groups.values()];
}
