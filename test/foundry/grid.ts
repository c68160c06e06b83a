/**
 * Test double for the grid of the scene in view (`canvas.grid`, a BaseGrid; sources in
 * test/foundry/BEHAVIOURS.md, "Grids and distances"): its `size`, `distance`, `units`, `type`
 * (CONST.GRID_TYPES: 0 gridless, 1 square, 2–5 hexagonal rows/columns, odd/even) and, on square
 * grids, `diagonals` (CONST.GRID_DIAGONALS); `measurePath(waypoints, options)` gives the distance
 * along the waypoints, `{x, y, elevation}` points in pixels with elevation in the scene's units:
 * - a square grid counts the spaces moved, each diagonal per the scene's rule (equidistant 1,
 *   exact √2, approximate 1.5, rectilinear 2, alternating 1-2 or 2-1, illegal: two straight moves);
 * - a hex grid counts hexes (neighbours are one step);
 * - a gridless scene measures a straight line.
 * A difference in elevation is folded in as one more axis, measured by the same rule (no source
 * found for how core counts elevation on a grid; this is the double's own).
 */

export const GRID_TYPES = {
  GRIDLESS: 0,
  SQUARE: 1,
  HEXODDR: 2,
  HEXEVENR: 3,
  HEXODDQ: 4,
  HEXEVENQ: 5,
} as const;

export const GRID_DIAGONALS = {
  EQUIDISTANT: 0,
  EXACT: 1,
  APPROXIMATE: 2,
  RECTILINEAR: 3,
  ALTERNATING_1: 4,
  ALTERNATING_2: 5,
  ILLEGAL: 6,
} as const;

export interface GridData {
  size: number;
  distance: number;
  units: string;
  type: number;
  diagonals?: number;
}

interface Waypoint {
  x: number;
  y: number;
  elevation?: number;
}

/** Spaces for `straight` orthogonal and `diagonal` diagonal moves under a diagonal rule. */
function squareSpaces(straight: number, diagonal: number, rule: number): number {
  switch (rule) {
    case GRID_DIAGONALS.EXACT:
      return straight + diagonal * Math.SQRT2;
    case GRID_DIAGONALS.APPROXIMATE:
      return straight + diagonal * 1.5;
    case GRID_DIAGONALS.RECTILINEAR:
    case GRID_DIAGONALS.ILLEGAL:
      return straight + diagonal * 2;
    case GRID_DIAGONALS.ALTERNATING_1:
      return straight + diagonal + Math.floor(diagonal / 2);
    case GRID_DIAGONALS.ALTERNATING_2:
      return straight + diagonal + Math.ceil(diagonal / 2);
    default:
      return straight + diagonal;
  }
}

/** Spaces between two offsets along two axes, by the rule. */
function byRule(da: number, db: number, rule: number): number {
  const [long, short] = [Math.max(da, db), Math.min(da, db)];
  return squareSpaces(long - short, short, rule);
}

export class GridDouble {
  constructor(private readonly data: GridData) {}

  get size(): number {
    return this.data.size;
  }
  get sizeX(): number {
    return this.data.size;
  }
  get sizeY(): number {
    return this.data.size;
  }
  get distance(): number {
    return this.data.distance;
  }
  get units(): string {
    return this.data.units;
  }
  get type(): number {
    return this.data.type;
  }
  get diagonals(): number {
    return this.data.diagonals ?? GRID_DIAGONALS.EQUIDISTANT;
  }
  get isHexagonal(): boolean {
    return this.type >= GRID_TYPES.HEXODDR;
  }

  /**
   * The hex a point lies in, as cube coordinates. The double lays hexes out in rows (types 2 and
   * 3; columns, 4 and 5, are the same turned): a row is `size` wide per hex and 0.75 × `size`
   * below the last, odd (2) or even (3) rows shifted half a hex right.
   */
  private cube(point: Waypoint): { q: number; r: number; s: number } {
    const columns = this.type >= GRID_TYPES.HEXODDQ;
    const odd = this.type === GRID_TYPES.HEXODDR || this.type === GRID_TYPES.HEXODDQ;
    const [along, across] = columns ? [point.y, point.x] : [point.x, point.y];
    const r = Math.round((across - this.size / 2) / (0.75 * this.size));
    const shifted = odd ? (r & 1) === 1 : (r & 1) === 0;
    const col = Math.round((along - this.size / 2 - (shifted ? this.size / 2 : 0)) / this.size);
    const q = odd ? col - (r - (r & 1)) / 2 : col - (r + (r & 1)) / 2;
    return { q, r, s: -q - r };
  }

  /** The distance along the waypoints, in the scene's units (BaseGrid#measurePath). */
  measurePath(waypoints: readonly Waypoint[], _options: object = {}): { distance: number } {
    let spaces = 0;
    for (let i = 1; i < waypoints.length; i++) {
      const [a, b] = [waypoints[i - 1], waypoints[i]];
      const up = Math.abs((b.elevation ?? 0) - (a.elevation ?? 0)) / this.distance;
      if (this.type === GRID_TYPES.GRIDLESS) {
        spaces += Math.hypot((b.x - a.x) / this.size, (b.y - a.y) / this.size, up);
      } else if (this.isHexagonal) {
        const [p, q] = [this.cube(a), this.cube(b)];
        const across = Math.max(Math.abs(p.q - q.q), Math.abs(p.r - q.r), Math.abs(p.s - q.s));
        spaces += Math.max(across, up);
      } else {
        const di = Math.abs(Math.floor(b.y / this.size) - Math.floor(a.y / this.size));
        const dj = Math.abs(Math.floor(b.x / this.size) - Math.floor(a.x / this.size));
        spaces += byRule(byRule(di, dj, this.diagonals), up, this.diagonals);
      }
    }
    return { distance: spaces * this.distance };
  }
}
