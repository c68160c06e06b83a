import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireInteger,
  requireObject,
} from "../errors";
import { MOOK_SYSTEMS, type MookSystem, type OkrpgOptions, withDefaults } from "../options";
import { FULL_RANK, HALF_RANK } from "../ranks";
import { damagePoints } from "./damage";

/** RULES 1.7: the three simplified damage systems for mooks. */
export type SimplifiedSystem = "mook" | "evenSimpler" | "simplest";
export const SIMPLIFIED_SYSTEMS: readonly SimplifiedSystem[] = ["mook", "evenSimpler", "simplest"];

/** RULES 1.7 mook system: 5 points down, 7 out. */
export const MOOK_DOWN_AT = 5;
export const MOOK_OUT_AT = 7;
/** A downed mook that gets up on a Tide of Battle 6 sheds this many points. */
export const MOOK_RALLY_POINTS = 2;

export type MookStatus = "fighting" | "down" | "out";
export type TagStatus = "up" | "tagged" | "down" | "out";
export type TagResult = "none" | "tag" | "down" | "out";

export interface MookState {
  readonly system: "mook";
  readonly points: number;
}
export interface EvenSimplerState {
  readonly system: "evenSimpler";
  readonly status: TagStatus;
}
export interface SimplestState {
  readonly system: "simplest";
  readonly down: boolean;
}
/** A mook's damage under one of the simplified systems: plain data kept on the actor. */
export type SimplifiedState = MookState | EvenSimplerState | SimplestState;

const TAG_STATUSES: readonly TagStatus[] = ["up", "tagged", "down", "out"];
const TAG_SEVERITY: Readonly<Record<TagResult, number>> = { none: 0, tag: 1, down: 2, out: 3 };

/** An undamaged mook under a simplified system. */
export function freshMook(system: SimplifiedSystem): SimplifiedState {
  switch (requireChoice("mook system", system, SIMPLIFIED_SYSTEMS)) {
    case "mook":
      return { system: "mook", points: 0 };
    case "evenSimpler":
      return { system: "evenSimpler", status: "up" };
    case "simplest":
      return { system: "simplest", down: false };
  }
}

/** RULES 1.7: a mook with this many points is fighting, down (5) or out (7). */
export function mookStatus(points: number): MookStatus {
  const p = requireInteger("mook points", points, { min: 0 });
  return p >= MOOK_OUT_AT ? "out" : p >= MOOK_DOWN_AT ? "down" : "fighting";
}

/**
 * RULES 1.7: the line written on a mook's scrap of paper: the least damage rank doing each number
 * of points, from 1 up to out.
 */
export function mookChart(drStep: number): { damage: number; points: number }[] {
  const dr = requireInteger("DR step", drStep);
  const rows: { damage: number; points: number }[] = [];
  for (let damage = dr - FULL_RANK; rows.at(-1)?.points !== MOOK_OUT_AT; damage++) {
    const { points } = damagePoints(damage, dr);
    if (points > (rows.at(-1)?.points ?? 0))
      rows.push({ damage, points: Math.min(points, MOOK_OUT_AT) });
  }
  return rows;
}

/** RULES 1.7 mook system: a hit adds its points by the usual table, lethality ignored. */
export function mookHit(state: MookState, damageStep: number, drStep: number): MookState {
  requireObject("mook", state);
  const points = requireInteger("mook points", state.points, { min: 0 });
  return { system: "mook", points: points + damagePoints(damageStep, drStep).points };
}

/** RULES 1.7: on a Tide of Battle 6 a downed (not out) mook may get up, two points lighter. */
export function rallyMook(state: MookState): MookState {
  requireObject("mook", state);
  if (mookStatus(state.points) !== "down")
    throw notAllowed(`rallying a mook with ${state.points} points`, "only a downed mook gets up");
  return { system: "mook", points: state.points - MOOK_RALLY_POINTS };
}

/**
 * [I-5] Even simpler: below DR nothing; up to four half-ranks above a Tag; the next half-rank
 * Down; more is Out.
 */
export function evenSimplerResult(damageStep: number, drStep: number): TagResult {
  const margin = requireInteger("damage step", damageStep) - requireInteger("DR step", drStep);
  if (margin < 0) return "none";
  if (margin < 2 * FULL_RANK) return "tag";
  if (margin < 2 * FULL_RANK + HALF_RANK) return "down";
  return "out";
}

/** [I-5] Results add up: two Tags are Down, Down and a Tag (either order) are Out. */
export function evenSimplerHit(
  state: EvenSimplerState,
  damageStep: number,
  drStep: number,
): EvenSimplerState {
  requireObject("mook", state);
  const status = requireChoice("mook status", state.status, TAG_STATUSES);
  // Tag 1, Down 2, Out 3 add up, capped at Out; so Down + Down is Out too (interpretation).
  const severity =
    TAG_STATUSES.indexOf(status) + TAG_SEVERITY[evenSimplerResult(damageStep, drStep)];
  return {
    system: "evenSimpler",
    status: TAG_STATUSES[Math.min(severity, TAG_STATUSES.length - 1)],
  };
}

/** RULES 1.7 simplest: damage of DR + 3 half-ranks or more puts the mook down. */
export function simplestHit(
  state: SimplestState,
  damageStep: number,
  drStep: number,
): SimplestState {
  requireObject("mook", state);
  const down = requireBoolean("mook down", state.down);
  const margin = requireInteger("damage step", damageStep) - requireInteger("DR step", drStep);
  // Stryker disable next-line ArithmeticOperator: HALF_RANK is 1, so 3 / HALF_RANK is 3 * HALF_RANK
  return { system: "simplest", down: down || margin >= 3 * HALF_RANK };
}

/** RULES 1.7: one hit on a mook under whichever simplified system it uses. */
export function simplifiedHit(
  state: SimplifiedState,
  damageStep: number,
  drStep: number,
): SimplifiedState {
  requireObject("mook", state);
  switch (requireChoice("mook system", state.system, SIMPLIFIED_SYSTEMS)) {
    case "mook":
      return mookHit(state as MookState, damageStep, drStep);
    case "evenSimpler":
      return evenSimplerHit(state as EvenSimplerState, damageStep, drStep);
    case "simplest":
      return simplestHit(state as SimplestState, damageStep, drStep);
  }
}

/** Whether a mook no longer fights, under any simplified system. */
export function mookFallen(state: SimplifiedState): boolean {
  requireObject("mook", state);
  switch (requireChoice("mook system", state.system, SIMPLIFIED_SYSTEMS)) {
    case "mook":
      return mookStatus((state as MookState).points) !== "fighting";
    case "evenSimpler":
      return ["down", "out"].includes(
        requireChoice("mook status", (state as EvenSimplerState).status, TAG_STATUSES),
      );
    case "simplest":
      return requireBoolean("mook down", (state as SimplestState).down);
  }
}

/** RULES 1.7: the damage system an actor uses: its own choice, else the world's default. */
export function damageSystemFor(
  actorChoice: MookSystem | null | undefined,
  options: Partial<OkrpgOptions> = {},
): MookSystem {
  withDefaults("okrpg", options);
  if (actorChoice != null) return requireChoice("damage system", actorChoice, MOOK_SYSTEMS);
  return withDefaults("okrpg", options).defaultMookSystem; // a choice of MOOK_SYSTEMS, checked
}
