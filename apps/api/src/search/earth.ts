import { type SQL, sql } from 'drizzle-orm';

/**
 * Distances to the places search stores as earthdistance points (`search_locations.point`, a
 * `cube` made by `ll_to_earth`), measured on the plain cube. earthdistance's own
 * `earth_distance(a, b::earth)` casts every row's point to its `earth` domain, whose three
 * checks (one calls `earth()`) cost about 20 µs a row: most of a search's time when 300
 * candidates are ranked by distance.
 */

interface Point {
  lat: number;
  lon: number;
}

/** earthdistance's `earth()`: the radius, in metres, `ll_to_earth` puts points at. */
const EARTH_RADIUS_M = 6_378_168;

/** The point `ll_to_earth(lat, lon)` makes, as a cube constant. */
export function earthCube(origin: Point): SQL {
  const lat = (origin.lat * Math.PI) / 180;
  const lon = (origin.lon * Math.PI) / 180;
  const x = EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lon);
  const y = EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lon);
  const z = EARTH_RADIUS_M * Math.sin(lat);
  return sql`${`(${x}, ${y}, ${z})`}::cube`;
}

/** Whether a stored point (`column`) lies within `metres` along the globe of the origin. */
export function withinMetres(origin: Point, column: SQL, metres: number) {
  // The straight line through the globe between two points that far apart along it.
  const chord = 2 * EARTH_RADIUS_M * Math.sin(Math.min(Math.PI / 2, metres / (2 * EARTH_RADIUS_M)));
  return sql`cube_distance(${earthCube(origin)}, ${column}) <= ${chord}::float8`;
}

/** The distance along the globe, in metres, from the origin to a stored point (`column`). */
export function metresTo(origin: Point, column: SQL): SQL {
  const diameter = sql.raw(String(2 * EARTH_RADIUS_M));
  return sql`(${diameter} * asin(least(1::float8, cube_distance(${earthCube(origin)}, ${column}) / ${diameter})))`;
}

/** Great-circle distance in km (the page's few places and the grid's cells; the database measures with metresTo). */
export function kmBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const roundKm = (km: number) => Math.round(km * 10) / 10;
