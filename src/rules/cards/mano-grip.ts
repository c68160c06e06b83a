import { notAllowed, requireChoice } from "../errors";
import { GRIPS, gripAfterGrapple, opponentGrip, type Grip, type GripChoice } from "../mano";
import { findTarget, requirePatch, type AppliedRecord, type Patch } from "./shared";
import { resolveTarget, type ManoCard, type ManoTarget } from "./mano";

/*
 * RULES 5 grappling positions on the attack card (seed 004, Grappling): after a grappling action
 * the one who decides picks the hold, and the card writes the pair of positions to both sheets at
 * once: a success lets the attacker take the dominant position or let go; a failure lets the
 * target release a hold already there or keep it (nobody gains dominance by it). Undo puts both
 * back.
 */

/** Where a Mano a Mano (or Action Rounds) actor keeps its grappling position. */
export const GRIP_PATH = "system.grip";

/** Who picks the hold: the attacker after a success, the target after a failure. */
export type GripChooser = "attacker" | "target";

/** The hold picked for one target and both positions it wrote. */
export interface GripRecord {
  readonly choice: GripChoice;
  /** the attacker's `system.grip` before and after */
  readonly attacker: AppliedRecord;
  /** the target's `system.grip` before and after */
  readonly target: AppliedRecord;
}

/** What a grip choice or its undo writes: each actor's patch, null when it does not change. */
export interface GripResult {
  readonly card: ManoCard;
  readonly attacker: Patch | null;
  readonly target: Patch | null;
}

const GRIP_CHOICES: readonly GripChoice[] = ["hold", "release"];

function gripNow(now: Patch, who: string): Grip {
  requirePatch(`${who} now`, now);
  return requireChoice(`${who} grip`, now[GRIP_PATH] ?? "none", GRIPS);
}

/**
 * Who picks the hold for this target, or null when there is nothing to pick: not a grappling
 * action, the actor is gone, or a failure when the attacker held nobody. Interpretation: a failed
 * grab starts no hold the target could keep or release.
 */
export function gripChooser(card: ManoCard, targetId: string): GripChooser | null {
  const target = findTarget(card.targets, targetId);
  if (target.missing) return null;
  const chooser = resolveTarget(card, target).gripChooser;
  if (chooser === "target" && (card.attacker.grip ?? "none") === "none") return null;
  return chooser;
}

function withGrip(card: ManoCard, targetId: string, grip: GripRecord | undefined): ManoCard {
  return {
    ...card,
    targets: card.targets.map((t): ManoTarget => {
      if (t.id !== targetId) return t;
      const copy = { ...t };
      if (grip) copy.hold = grip;
      else delete copy.hold;
      return copy;
    }),
  };
}

function changed(record: AppliedRecord): Patch | null {
  return record.before[GRIP_PATH] === record.after[GRIP_PATH]
    ? null
    : { [GRIP_PATH]: record.after[GRIP_PATH] };
}

/**
 * RULES 5: `chooser` picks the hold for this target (only the one gripChooser names may): the
 * attacker's new position is gripAfterGrapple of its position now, the target's the opposite
 * (opponentGrip). `attackerNow` and `targetNow` hold each one's `system.grip` now. Picking again
 * changes nothing: the first choice stands until it is undone.
 */
export function chooseGrip(
  card: ManoCard,
  targetId: string,
  chooser: GripChooser,
  choice: GripChoice,
  attackerNow: Patch,
  targetNow: Patch,
): GripResult {
  const target = findTarget(card.targets, targetId);
  requireChoice("grip chooser", chooser, ["attacker", "target"] as const);
  requireChoice("grip choice", choice, GRIP_CHOICES);
  const before = gripNow(attackerNow, "attacker");
  const targetBefore = gripNow(targetNow, "target");
  if (target.hold) return { card, attacker: null, target: null };
  const allowed = gripChooser(card, targetId);
  if (allowed !== chooser)
    throw notAllowed(
      `the ${chooser} picking the hold on ${target.name}`,
      allowed === null ? "there is no hold to pick" : `the ${allowed} picks it`,
    );
  const after = gripAfterGrapple(before, target.result.success, choice);
  const record: GripRecord = {
    choice,
    attacker: { before: { [GRIP_PATH]: before }, after: { [GRIP_PATH]: after } },
    target: {
      before: { [GRIP_PATH]: targetBefore },
      after: { [GRIP_PATH]: opponentGrip(after) },
    },
  };
  return {
    card: withGrip(card, targetId, record),
    attacker: changed(record.attacker),
    target: changed(record.target),
  };
}

/** Puts one side back, unless its position changed again since (then it is left alone). */
function restore(record: AppliedRecord, now: Grip): Patch | null {
  return now === record.after[GRIP_PATH] && now !== record.before[GRIP_PATH]
    ? { [GRIP_PATH]: record.before[GRIP_PATH] }
    : null;
}

/** Takes the picked hold back: each side returns to its position before, if it still has the one written. */
export function undoGrip(
  card: ManoCard,
  targetId: string,
  attackerNow: Patch,
  targetNow: Patch,
): GripResult {
  const target = findTarget(card.targets, targetId);
  const attackerGrip = gripNow(attackerNow, "attacker");
  const targetGrip = gripNow(targetNow, "target");
  if (!target.hold) return { card, attacker: null, target: null };
  return {
    card: withGrip(card, targetId, undefined),
    attacker: restore(target.hold.attacker, attackerGrip),
    target: restore(target.hold.target, targetGrip),
  };
}
