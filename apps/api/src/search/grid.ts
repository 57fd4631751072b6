/**
 * A coarse grid over the globe (0.2° of latitude by 0.4° of longitude: about 22 km square in
 * Finland). Each search document lists the cells of its places (`grid_cells`, GIN-indexed), so a
 * place search intersects a text's matches with the cells around the place in one bitmap,
 * before the exact distance is checked.
 */
const CELL_LAT = 0.2;
const CELL_LON = 0.4;
const COLUMNS = Math.ceil(360 / CELL_LON);
/** Beyond this many cells the grid would not narrow much; the globe index does the work. */
export const MAX_SEARCH_CELLS = 400;
const KM_PER_DEGREE = 111.2;

function row(lat: number) {
  return Math.floor((lat + 90) / CELL_LAT);
}
function column(lon: number) {
  return Math.min(COLUMNS - 1, Math.floor((lon + 180) / CELL_LON));
}

export function cellOf(lat: number, lon: number): number {
  return row(lat) * COLUMNS + column(lon);
}

/** Every cell the box touches, or null when there are too many to be worth it. */
export function cellsInBox(south: number, west: number, north: number, east: number) {
  const rows = row(north) - row(south) + 1;
  const columns = column(east) - column(west) + 1;
  if (rows * columns > MAX_SEARCH_CELLS) return null;
  const cells: number[] = [];
  for (let r = row(south); r <= row(north); r += 1) {
    for (let c = column(west); c <= column(east); c += 1) cells.push(r * COLUMNS + c);
  }
  return cells;
}

/** The cells of the box around a circle. */
export function cellsAround(lat: number, lon: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLon = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return cellsInBox(
    Math.max(-90, lat - dLat),
    Math.max(-180, lon - dLon),
    Math.min(90, lat + dLat),
    Math.min(180, lon + dLon),
  );
}
