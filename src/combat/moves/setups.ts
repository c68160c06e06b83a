import { requireChoice, requireInteger } from "../../rules/errors";
import { successes } from "../../rules/okrpg/rolling";
import { SETUP_KINDS, type Setup } from "../../rules/okrpg/setups";
import { OKRPG_ROLES, type OkrpgRole } from "../../rules/okrpg/schema";
import { AVERAGE } from "../../rules/ranks";
import { ladder } from "../../rules/sequencing";
import type { LadderState } from "../../rules/sequencing/ladder";
import { REFUSED, Refusal } from "../refusal";
import type { CombatSnapshot } from "../snapshot";
import { unchanged, type MoveOutcome } from "./apply";
import type { Control } from "./controls";
import { facesFor, signedTerm, type Rolled, type RollRequest } from "./dice";
import { pushed } from "./history";
import { factsOf, type FactsById } from "./participants";
import { CONTROL_LABEL } from "./step";

/*
 * RULES 1.8 setups on the action-point ladder: a combatant spends its action (3 AP) setting up
 * another. A free setup always works; a hard or a general one rolls a role the player names
 * against the successes the GM asks (the rule text leaves both to the table). The setup is kept on
 * the ladder's state until the set-up action uses it (free, hard) or the target acts (general);
 * the attack dialog reads it from there.
 */

export type SetUpControl = Extract<Control, { action: "setUp" }>;

/** The most successes a setup roll may ask: wide enough for any table, narrow enough for typos. */
export const MOST_NEEDED = 30;

/** The setup the control describes, checked. */
function setupOf(control: SetUpControl): Setup {
  return {
    kind: requireChoice("setup kind", control.kind, SETUP_KINDS),
    by: control.combatantId,
    target: control.target,
  };
}

function rolls(control: SetUpControl): boolean {
  return control.kind !== "free";
}

function ladderState(snapshot: CombatSnapshot): LadderState {
  if (snapshot.mode !== "ladder" || snapshot.state === null)
    throw new Refusal(`${REFUSED}.NotInMode`, { action: "setUp" });
  return snapshot.state as LadderState;
}

function roleOf(control: SetUpControl): OkrpgRole {
  return requireChoice("setup role", control.role, OKRPG_ROLES);
}

function neededOf(control: SetUpControl): number {
  return requireInteger("successes the setup needs", control.needed, {
    min: 0,
    max: MOST_NEEDED,
  });
}

/**
 * The setup's roll, checked first so no die is rolled for a refused click (the ladder must let
 * the combatant act, the target be on it); null for a free setup, which rolls nothing.
 * Interpretation: the impairment penalty applies to the setup's roll, as to any roll.
 */
export function setUpRoll(
  snapshot: CombatSnapshot,
  control: SetUpControl,
  facts: FactsById,
): RollRequest | null {
  ladder.setUp(ladderState(snapshot), setupOf(control)); // throws when it is not allowed now
  if (!rolls(control)) return null;
  neededOf(control);
  const own = factsOf(facts, control.combatantId).okrpg;
  const base = own?.roleSteps?.[roleOf(control)] ?? AVERAGE;
  const one = snapshot.combatants.find((c) => c.id === control.combatantId);
  return {
    key: `setUp.${control.combatantId}`,
    formula: `4dF${signedTerm(base)}${signedTerm(own?.impairment ?? 0)}`,
    combatantId: control.combatantId,
    flavorKey: "ACTION_ENGINE.Tracker.Roll.SetUp",
    hidden: one?.hidden ?? false,
    blind: false,
  };
}

/** What the setup did: the action spent, and whether the setup is kept. */
export interface SetUpDone {
  readonly outcome: MoveOutcome;
  readonly kept: boolean;
  /** the setup roll's successes (null for a free setup) */
  readonly rolled: number | null;
}

/** RULES 1.8: the action is spent; the setup is kept when it is free or its roll reached `needed`. */
export function setUpDone(
  snapshot: CombatSnapshot,
  control: SetUpControl,
  facts: FactsById,
  rolled: Rolled,
): SetUpDone {
  const state = ladderState(snapshot);
  const setup = setupOf(control);
  let rolledSuccesses: number | null = null;
  if (rolls(control)) {
    const own = factsOf(facts, control.combatantId).okrpg;
    const base = own?.roleSteps?.[roleOf(control)] ?? AVERAGE;
    const faces = facesFor(rolled, `setUp.${control.combatantId}`);
    rolledSuccesses = successes(base, faces, own?.impairment ?? 0);
  }
  const kept = rolledSuccesses === null || rolledSuccesses >= neededOf(control);
  return {
    outcome: {
      ...unchanged(snapshot),
      state: kept ? ladder.setUp(state, setup) : ladder.act(state, setup.by),
      history: pushed(snapshot, `${CONTROL_LABEL}.${kept ? "SetUp" : "SetUpFailed"}`),
    },
    kept,
    rolled: rolledSuccesses,
  };
}
