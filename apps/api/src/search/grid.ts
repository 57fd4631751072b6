import { kmBetween } from './earth';

/**
 * Two grids over the globe: a coarse one (0.2° of latitude by 0.4° of longitude, about 22 km
 * square in Finland) and a fine one (0.05° by 0.1°, about 5.5 km). Each search document lists
 * the cells of both grids its places lie in (`grid_cells`, in the text's GIN index), so a place
 * search intersects a text's matches with the cells around the place in one bitmap, before the
 * exact distance is checked. The fine cells follow a 30 km circle closely: the coarse box
 * around Porvoo reaches central Helsinki, and its thousands of matches each failed the exact
 * test. Wide areas use the coarse cells, so the number of cells stays small.
 */
interface Grid {
  lat: number;
  lon: number;
  /** Added to the cell numbers, so the grids' cells never share a number. */
  offset: number;
}

const COARSE: Grid = { lat: 0.2, lon: 0.4, offset: 0 };
const FINE: Grid = { lat: 0.05, lon: 0.1, offset: 1_000_000 };
/** Beyond this many cells the grid would not narrow much; the globe index does the work. */
export const MAX_SEARCH_CELLS = 400;
const KM_PER_DEGREE = 111.2;

const columns = (grid: Grid) => Math.ceil(360 / grid.lon);
const row = (grid: Grid, lat: number) => Math.floor((lat + 90) / grid.lat);
const column = (grid: Grid, lon: number) =>
  Math.min(columns(grid) - 1, Math.floor((lon + 180) / grid.lon));
const cellNumber = (grid: Grid, r: number, c: number) => grid.offset + r * columns(grid) + c;

/** The cells, one of each grid, a place lies in. */
export function cellsOf(lat: number, lon: number): number[] {
  return [COARSE, FINE].map((grid) => cellNumber(grid, row(grid, lat), column(grid, lon)));
}

/** Search cells: all that may hold a match, and those that hold nothing but matches. */
export interface SearchCells {
  cells: number[];
  /** Wholly inside the circle or box: a place in one of these needs no exact test. */
  inner: number[];
  /** When `cells` are fine ones: the coarse cells over the same area (fewer keys to look up). */
  coarse: number[] | null;
}

type CellFit = 'out' | 'edge' | 'inner';

function boxCells(
  grid: Grid,
  box: { south: number; west: number; north: number; east: number },
  classify: (south: number, west: number) => CellFit,
): SearchCells | null {
  const rows = row(grid, box.north) - row(grid, box.south) + 1;
  const cols = column(grid, box.east) - column(grid, box.west) + 1;
  if (rows * cols > MAX_SEARCH_CELLS * 2) return null;
  const found: SearchCells = { cells: [], inner: [], coarse: null };
  for (let r = row(grid, box.south); r <= row(grid, box.north); r += 1) {
    for (let c = column(grid, box.west); c <= column(grid, box.east); c += 1) {
      const cellFit = classify(r * grid.lat - 90, c * grid.lon - 180);
      if (cellFit !== 'out') found.cells.push(cellNumber(grid, r, c));
      if (cellFit === 'inner') found.inner.push(cellNumber(grid, r, c));
    }
  }
  return found.cells.length <= MAX_SEARCH_CELLS ? found : null;
}

/** Every cell the box touches (fine ones when few enough), or null when there are too many. */
export function cellsInBox(
  south: number,
  west: number,
  north: number,
  east: number,
): SearchCells | null {
  const box = { south, west, north, east };
  const classifier = (grid: Grid) => (cellSouth: number, cellWest: number) =>
    cellSouth >= south &&
    cellSouth + grid.lat <= north &&
    cellWest >= west &&
    cellWest + grid.lon <= east
      ? 'inner'
      : 'edge';
  return bestCells(
    boxCells(FINE, box, classifier(FINE)),
    boxCells(COARSE, box, classifier(COARSE)),
  );
}

/** The fine cells when there are few enough of them, with the coarse ones beside; else the coarse. */
function bestCells(fine: SearchCells | null, coarse: SearchCells | null): SearchCells | null {
  return fine ? { ...fine, coarse: coarse?.cells ?? null } : coarse;
}

/** The cells that reach into a circle (fine ones when few enough), or null when too many. */
export function cellsAround(lat: number, lon: number, radiusKm: number): SearchCells | null {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLon = radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const box = {
    south: Math.max(-90, lat - dLat),
    west: Math.max(-180, lon - dLon),
    north: Math.min(90, lat + dLat),
    east: Math.min(180, lon + dLon),
  };
  const centre = { lat, lon };
  // A cell reaches into the circle when its point nearest the centre is within the radius, and
  // lies inside when its farthest corner does; the margins cover taking the nearest point on
  // the map rather than on the globe.
  const classifier =
    (grid: Grid) =>
    (south: number, west: number): CellFit => {
      const nearest = {
        lat: Math.min(Math.max(lat, south), south + grid.lat),
        lon: Math.min(Math.max(lon, west), west + grid.lon),
      };
      if (kmBetween(centre, nearest) > radiusKm * 1.03 + 0.5) return 'out';
      const corners = [south, south + grid.lat].flatMap((cornerLat) =>
        [west, west + grid.lon].map((cornerLon) => ({ lat: cornerLat, lon: cornerLon })),
      );
      const inside = corners.every((corner) => kmBetween(centre, corner) <= radiusKm * 0.98 - 0.3);
      return inside ? 'inner' : 'edge';
    };
  return bestCells(
    boxCells(FINE, box, classifier(FINE)),
    boxCells(COARSE, box, classifier(COARSE)),
  );
}
