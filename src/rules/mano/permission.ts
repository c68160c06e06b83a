import {
  RulesRangeError,
  notAllowed,
  requireBoolean,
  requireString,
  requireChoice,
  requireList,
  requireObject,
  requireWithin,
} from "../errors";
import { ACTION_IDS, action, type ActionId, type ManoAction } from "./actions";
import { GRIPS, HEALTH_STATES, POSTURES, type Grip, type HealthState, type Posture } from "./types";

/** Where a character stands when it picks an action. Only health and posture are required. */
export interface ActionSituation {
  health: HealthState;
  posture: Posture;
  /** Grappling unless "none" (the default). */
  grip?: Grip;
  /** Carrying more than its carrying capacity. */
  encumbered?: boolean;
  /** The action is a step of a combo. */
  inCombo?: boolean;
  /** Holding a bow drawn: nothing else can be done until it is fired. */
  bowDrawn?: boolean;
  /** Climbing: only quick actions. */
  climbing?: boolean;
}

/** Why an action is refused; a sheet can show the matching lang entry. */
export const REFUSALS = [
  "incapacitated",
  "strenuousUnlessHealthy",
  "strenuousWhenEncumbered",
  "comboUnlessHealthy",
  "comboOnlyQuick",
  "notFromGround",
  "onlyFromGround",
  "notWhileGrappling",
  "bowDrawn",
  "climbingOnlyQuick",
] as const;
export type Refusal = (typeof REFUSALS)[number];

const REFUSAL_REASON: Record<Refusal, string> = {
  incapacitated: "an incapacitated character cannot act",
  strenuousUnlessHealthy: "strenuous actions need a healthy character",
  strenuousWhenEncumbered: "an encumbered character cannot do strenuous actions",
  comboUnlessHealthy: "only a healthy character can do a combo",
  comboOnlyQuick: "only quick actions can be part of a combo",
  notFromGround: "it cannot be done from the ground",
  onlyFromGround: "the character is already standing",
  notWhileGrappling: "it cannot be done while grappling",
  bowDrawn: "a drawn bow must be fired before anything else",
  climbingOnlyQuick: "a climbing character can only do quick actions",
};

/** The bow actions still possible while the bow is held drawn (aim, then fire). */
const WITH_BOW_DRAWN: ReadonlySet<ActionId> = new Set<ActionId>([
  "aim",
  "quickShot",
  "strategicShot",
  "cautiousShot",
]);

function readSituation(s: ActionSituation): Required<ActionSituation> {
  requireObject("situation", s);
  return {
    health: requireChoice("health", s.health, HEALTH_STATES),
    posture: requireChoice("posture", s.posture, POSTURES),
    grip: requireChoice("grip", s.grip ?? "none", GRIPS),
    encumbered: requireBoolean("encumbered", s.encumbered, false),
    inCombo: requireBoolean("inCombo", s.inCombo, false),
    bowDrawn: requireBoolean("bowDrawn", s.bowDrawn, false),
    climbing: requireBoolean("climbing", s.climbing, false),
  };
}

function firstRefusal(a: ManoAction, s: Required<ActionSituation>): Refusal | null {
  // RULES 5 health: incapacitated characters cannot act; injured ones lose strenuous actions
  // and combos.
  if (s.health === "incapacitated") return "incapacitated";
  if (s.inCombo && s.health !== "healthy") return "comboUnlessHealthy";
  if (s.inCombo && !a.quick) return "comboOnlyQuick";
  if (a.strenuous && s.health !== "healthy") return "strenuousUnlessHealthy";
  if (a.strenuous && s.encumbered) return "strenuousWhenEncumbered";
  if (a.standing && s.posture === "ground") return "notFromGround";
  if (a.fromGroundOnly && s.posture === "standing") return "onlyFromGround";
  if (a.notWhileGrappling && s.grip !== "none") return "notWhileGrappling";
  if (s.bowDrawn && !WITH_BOW_DRAWN.has(a.id)) return "bowDrawn";
  if (s.climbing && !a.quick) return "climbingOnlyQuick";
  return null;
}

/** Why this action is not allowed in this situation, or null when it is. */
export function refusal(id: string, situation: ActionSituation): Refusal | null {
  return firstRefusal(action(id), readSituation(situation));
}

/** The ids of every action allowed in this situation, in list order. */
export function allowedActions(situation: ActionSituation): ActionId[] {
  const s = readSituation(situation);
  return ACTION_IDS.filter((id) => firstRefusal(action(id), s) === null);
}

/** The action, or a NotAllowed error saying why it cannot be done in this situation. */
export function checkAction(id: string, situation: ActionSituation): ManoAction {
  const a = action(id);
  const why = firstRefusal(a, readSituation(situation));
  if (why !== null) throw notAllowed(id, REFUSAL_REASON[why]);
  return a;
}

/** The English phrase for a refusal (used in error messages). */
export function refusalReason(why: Refusal): string {
  return REFUSAL_REASON[requireChoice("refusal", why, REFUSALS)];
}

/**
 * RULES 5 combos: one quick action per point of speed, rounded up (so ¼ and ½ speed still get
 * one), plus one when the combo uses several weapons.
 */
export function quickActions(speed: number, multipleWeapons: boolean): number {
  requireWithin("speed", speed, { min: 0 });
  return Math.ceil(speed) + (requireBoolean("multipleWeapons", multipleWeapons) ? 1 : 0);
}

/** One step of a combo: an action and, when it uses one, the weapon (any id the sheet uses). */
export interface ComboStep {
  action: ActionId;
  weapon?: string;
}

/** Why a whole combo is refused: one of its steps' refusals, or too many steps for the speed. */
export type ComboRefusal = Refusal | "comboTooLong";

/**
 * The NotAllowed error of a refused combo. Its details also carry the refusal, the step (1-based)
 * and the limit, so a dialog can show the refusal's own lang entry beside the English message.
 */
function comboError(
  what: string,
  reason: string,
  more: { refusal: ComboRefusal; step: number; limit: number },
) {
  return new RulesRangeError("NotAllowed", { what, reason, ...more });
}

/**
 * Checks a whole combo (RULES 5) and returns its actions: only a healthy character, only quick
 * actions, at most quickActions(speed, several weapons used) of them, each step allowed from the
 * posture the previous steps left (drop / stand change it). The extra action needs a second
 * weapon: in the seed's example a speed-1 fighter uses his machete once and kicks for the extra.
 */
export function checkCombo(
  speed: number,
  steps: readonly ComboStep[],
  situation: ActionSituation,
): ManoAction[] {
  const s = readSituation(situation);
  requireList<ComboStep>("combo", steps).forEach((step, i) =>
    requireObject(`combo step #${i + 1}`, step),
  );
  const weapons = new Set(
    steps.flatMap((step) => (step.weapon === undefined ? [] : [step.weapon])),
  );
  const limit = quickActions(speed, weapons.size > 1);
  if (steps.length === 0) throw notAllowed("an empty combo", "a combo needs at least one action");
  let posture = s.posture;
  const actions = steps.map((step, i) => {
    const a = action(step.action);
    const why = firstRefusal(a, { ...s, posture, inCombo: true });
    if (why !== null)
      throw comboError(a.id, REFUSAL_REASON[why], { refusal: why, step: i + 1, limit });
    if (a.id === "drop") posture = "ground";
    if (a.fromGroundOnly) posture = "standing";
    return a;
  });
  if (steps.length > limit)
    throw comboError(
      `a combo of ${steps.length} actions`,
      `speed ${speed} with ${weapons.size > 1 ? "several weapons" : "one weapon"} allows ${limit}`,
      { refusal: "comboTooLong", step: steps.length, limit },
    );
  return actions;
}

/**
 * RULES 5 combos: the posture a character had before the combo steps it has taken already, from
 * the posture it has now (a drop in them put it on the ground, a stand got it up), so the whole
 * combo can be checked again from its start when a step is added.
 */
export function postureBeforeCombo(taken: readonly ComboStep[], now: Posture): Posture {
  let posture = requireChoice("posture", now, POSTURES);
  for (const [i, step] of [...requireList<ComboStep>("combo", taken).entries()].reverse()) {
    const a = action(requireObject(`combo step #${i + 1}`, step).action as string);
    if (a.id === "drop") posture = "standing";
    else if (a.fromGroundOnly) posture = "ground";
  }
  return posture;
}

/**
 * RULES 5 combos: the turn's steps as a sheet stores them (`system.combo`), as checkCombo reads
 * them: a step stored with no weapon (a drop, a stand) uses none, so it adds no second weapon.
 */
export function storedCombo(stored: readonly { action: string; weapon?: string }[]): ComboStep[] {
  return requireList<{ action: string; weapon?: string }>("combo", stored).map((step, i) => {
    requireObject(`combo step #${i + 1}`, step);
    const id = action(step.action).id;
    const weapon =
      step.weapon === undefined ? "" : requireString(`combo step #${i + 1} weapon`, step.weapon);
    return weapon ? { action: id, weapon } : { action: id };
  });
}
