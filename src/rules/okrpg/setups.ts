import { requireChoice, requireList, requireObject, requireString, unknownId } from "../errors";
import { FULL_RANK } from "../ranks";

/**
 * RULES 1.8: a free setup (+1 FR for the set-up action), a hard setup (a roll, +2 FR) or a
 * general setup (a roll, +1 FR to everyone's actions against the target until its next action).
 */
export type SetupKind = "free" | "hard" | "general";
export const SETUP_KINDS: readonly SetupKind[] = ["free", "hard", "general"];
export const SETUP_BONUS: Readonly<Record<SetupKind, number>> = {
  free: FULL_RANK,
  hard: 2 * FULL_RANK,
  general: FULL_RANK,
};

/** A setup in play: who made it, against whom. Plain data, kept on the combat. */
export interface Setup {
  readonly kind: SetupKind;
  readonly by: string;
  readonly target: string;
}

function requireSetup(setup: Setup, name: string): Setup {
  requireObject(name, setup);
  requireChoice(`${name} kind`, setup.kind, SETUP_KINDS);
  if (typeof setup.by !== "string" || !setup.by) throw unknownId(`${name} by`, setup.by);
  if (typeof setup.target !== "string" || !setup.target)
    throw unknownId(`${name} target`, setup.target);
  return setup;
}

function personal(setup: Setup): boolean {
  return setup.kind !== "general";
}

/** RULES 1.8: the bonus in steps a setup of this kind gives. */
export function setupBonus(kind: SetupKind): number {
  return SETUP_BONUS[requireChoice("setup kind", kind, SETUP_KINDS)];
}

/**
 * RULES 1.8: `actor` has just taken an action. Its own free or hard setup is used by this action
 * or lost to it, and general setups against it end (the target acted).
 */
export function afterAction(setups: readonly Setup[], actor: string): Setup[] {
  requireString("actor", actor);
  return requireList<Setup>("setups", setups).filter((s, i) => {
    requireSetup(s, `setup #${i + 1}`);
    return !(personal(s) && s.by === actor) && s.target !== actor;
  });
}

/** RULES 1.8: records a successful setup; taking it is the setter's action (see afterAction). */
export function setupTaken(setups: readonly Setup[], setup: Setup): Setup[] {
  requireSetup(setup, "setup");
  return [
    ...afterAction(setups, setup.by),
    { kind: setup.kind, by: setup.by, target: setup.target },
  ];
}

/**
 * RULES 1.8: the setup bonus to `actor`'s action against `target`: its own free or hard setup on
 * that target, plus the best general setup against the target. Interpretation: general setups
 * do not add up with each other, but do with the actor's own setup.
 */
export function setupModifier(setups: readonly Setup[], actor: string, target: string): number {
  requireList("setups", setups);
  requireString("actor", actor);
  requireString("target", target);
  let own = 0;
  let general = 0;
  setups.forEach((s, i) => {
    requireSetup(s, `setup #${i + 1}`);
    if (s.target !== target) return;
    if (personal(s) && s.by === actor) own = Math.max(own, SETUP_BONUS[s.kind]);
    if (!personal(s)) general = Math.max(general, SETUP_BONUS[s.kind]);
  });
  return own + general;
}
