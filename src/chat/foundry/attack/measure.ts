import { estimate, type Measure, type TokenPlace } from "../../attack/distance";

/*
 * Distances as the scene measures them. On the scene in view, core's grid measures the path
 * between the two tokens' centres (BaseGrid#measurePath, with their elevations): the scene's
 * diagonal rule, hexes and gridless scenes are its own business, as the ruler shows them.
 * Elsewhere (a card read while the GM looks at another scene) nothing of core's can measure, so
 * the system's estimate stands, and the dialog and card say so.
 */

interface Point {
  readonly x: number;
  readonly y: number;
}

interface GridLike {
  readonly size: number;
  readonly sizeX?: number;
  readonly sizeY?: number;
  measurePath(
    waypoints: readonly (Point & { elevation: number })[],
    options: object,
  ): { distance: number };
}

interface ViewedCanvas {
  readonly scene?: { readonly id: string | null } | null;
  readonly grid?: GridLike | null;
}

/** A token's centre: its placeable's (TokenDocument#object, drawn), else from its size in spaces. */
function centreOf(token: TokenPlace, grid: GridLike): Point {
  const drawn = (token as { object?: { center?: Point } | null }).object?.center;
  if (drawn) return drawn;
  return {
    x: token.x + (token.width * (grid.sizeX ?? grid.size)) / 2,
    y: token.y + (token.height * (grid.sizeY ?? grid.size)) / 2,
  };
}

/** The grid of the scene in view, when it is this one. */
function gridInView(sceneId: string | null): GridLike | null {
  const view = (globalThis as { canvas?: ViewedCanvas | null }).canvas;
  if (!sceneId || view?.scene?.id !== sceneId) return null;
  return typeof view.grid?.measurePath === "function" ? view.grid : null;
}

/** Measures with the scene's own grid where it is in view, else the system's estimate. */
export const sceneMeasure: Measure = (a, b, spec, sceneId) => {
  const grid = gridInView(sceneId);
  if (!grid) return estimate(a, b, spec, sceneId);
  const waypoint = (token: TokenPlace) => ({
    ...centreOf(token, grid),
    elevation: token.elevation ?? 0,
  });
  return { distance: grid.measurePath([waypoint(a), waypoint(b)], {}).distance, by: "scene" };
};
