import type { DistanceSource } from "../../rules/cards/shared";

/*
 * How far a target stands, from the two tokens' places on one scene. Foundry measures in the
 * scene's grid units (`scene.grid.distance` per `scene.grid.size` pixels, named by
 * `scene.grid.units`); the rules want feet (RULES 2) or metres (RULES 5).
 */

/**
 * A token's place: top-left corner in pixels, its size in grid squares, and its elevation in the
 * scene's units (Foundry's TokenDocument#elevation; 0 when absent).
 */
export interface TokenPlace {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly elevation?: number;
}

/** A scene's grid: pixels per square, units per square, the units' name; type 0 is gridless. */
export interface GridSpec {
  readonly size: number;
  readonly distance: number;
  readonly units: string;
  readonly gridless?: boolean;
}

/**
 * How a distance was measured: "scene" by core's measurement on the scene in view, which follows
 * the scene's own grid (its diagonal rule, hexes); "estimate" by this system's fallback below
 * (centre to centre, a diagonal one square), where the scene is not in view.
 */
export type MeasuredBy = DistanceSource;

/** A distance in the grid's units, and how it was measured. */
export interface Measured {
  readonly distance: number;
  readonly by: MeasuredBy;
}

/**
 * Measures between two tokens of one scene, given by its id (the Foundry adapter uses that
 * scene's own grid when it is the one in view).
 */
export type Measure = (
  a: TokenPlace,
  b: TokenPlace,
  grid: GridSpec,
  sceneId: string | null,
) => Measured;

/** The fallback: the system's own estimate (gridDistance). */
export const estimate: Measure = (a, b, grid) => ({
  distance: gridDistance(a, b, grid),
  by: "estimate",
});

function centre(place: TokenPlace, size: number): { x: number; y: number } {
  return { x: place.x + (place.width * size) / 2, y: place.y + (place.height * size) / 2 };
}

/**
 * The fallback estimate, where core cannot measure on the scene (it is not the one in view).
 * Centre-to-centre distance in the grid's units. On a square grid a diagonal step counts as one
 * square, as Foundry v13 measures by default (the "equidistant" diagonal rule), so a token in
 * any of the eight neighbouring squares is one square away; a gridless scene measures straight.
 * A difference in elevation counts the same way: a token on a balcony two squares up stands two
 * squares away even when it is right above (straight-line on a gridless scene).
 */
export function gridDistance(a: TokenPlace, b: TokenPlace, grid: GridSpec): number {
  const from = centre(a, grid.size);
  const to = centre(b, grid.size);
  const dx = Math.abs(to.x - from.x) / grid.size;
  const dy = Math.abs(to.y - from.y) / grid.size;
  const dz = Math.abs((b.elevation ?? 0) - (a.elevation ?? 0)) / grid.distance;
  const squares = grid.gridless ? Math.hypot(dx, dy, dz) : Math.max(dx, dy, dz);
  return squares * grid.distance;
}

const FEET: Readonly<Record<string, number>> = {
  ft: 1,
  "ft.": 1,
  feet: 1,
  foot: 1,
  m: 1 / 0.3048,
  meter: 1 / 0.3048,
  meters: 1 / 0.3048,
  metre: 1 / 0.3048,
  metres: 1 / 0.3048,
  yd: 3,
  yards: 3,
};

/** The distance in whole feet (rounded), or null when the scene's units are not a length we know. */
export function inFeet(distance: number, units: string): number | null {
  const factor = FEET[units.trim().toLowerCase()];
  return factor === undefined ? null : Math.round(distance * factor);
}

/** The distance in metres (to a tenth), or null when the units are not a length we know. */
export function inMetres(distance: number, units: string): number | null {
  const feet = FEET[units.trim().toLowerCase()];
  return feet === undefined ? null : Math.round(distance * feet * 0.3048 * 10) / 10;
}
