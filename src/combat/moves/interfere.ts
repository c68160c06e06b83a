import { readyHp } from "../../rules/sequencing";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import { REFUSED, Refusal } from "../refusal";
import type { CombatSnapshot } from "../snapshot";
import { unchanged, type MoveOutcome } from "./apply";
import type { Control } from "./controls";
import { facesFor, signedTerm, type Rolled, type RollRequest } from "./dice";
import { pushed } from "./history";
import { factsOf, type FactsById } from "./participants";
import { CONTROL_LABEL } from "./step";

/*
 * RULES 4 interfering on the ready hit points (seed 003, "Interfering"): one still to act in this
 * turn spends HP (no more than the act spent) on one d20 roll against the act's own roll; several
 * may roll against one act, and it fails if any of them succeeds. The tracker rolls the d20
 * through Foundry, then writes the HP and the result in the Combat's one update.
 * Interpretation: the interference's modifier is the interferer's bonus for its action, the one
 * the reach tie-break reads (its ready weapon's attack modifier).
 */

type Interfere = Extract<Control, { action: "interfere" }>;

function stateOf(snapshot: CombatSnapshot): ReadyHpState {
  if (snapshot.mode !== "readyHp")
    throw new Refusal(`${REFUSED}.NotInMode`, { action: "interfere" });
  if (snapshot.state === null)
    throw new Refusal(snapshot.started ? `${REFUSED}.RoundOver` : `${REFUSED}.NotStarted`);
  return snapshot.state as ReadyHpState;
}

function modifierOf(facts: FactsById, id: string): number {
  return factsOf(facts, id).mano?.bonus ?? 0;
}

/** The act's roll total the interference is rolled against: the one given, else the one kept. */
function againstOf(state: ReadyHpState, control: Interfere): number | null {
  const given = control.against;
  return given != null && Number.isFinite(given) ? given : (readyHp.lastAct(state)?.total ?? null);
}

/** The interference as the engine takes it, with the d20's face. */
function withInterference(
  state: ReadyHpState,
  control: Interfere,
  facts: FactsById,
  natural: number,
) {
  const against = againstOf(state, control);
  return readyHp.interfereWithLast(state, control.combatantId, control.hp, {
    natural,
    modifier: modifierOf(facts, control.combatantId),
    against,
  });
}

/**
 * The d20 to roll, checked first so that no die is rolled for a refused click: the engine must
 * take the interference (a face of 1 stands in for the roll), and the act's roll must be known.
 */
export function interferenceRoll(
  snapshot: CombatSnapshot,
  control: Interfere,
  facts: FactsById,
): RollRequest {
  const state = stateOf(snapshot);
  const target = readyHp.lastAct(state);
  if (target !== null && target.id !== control.combatantId && againstOf(state, control) === null)
    throw new Refusal(`${REFUSED}.InterfereNeedsRoll`);
  withInterference(state, control, facts, 1);
  const combatant = (id: string) => snapshot.combatants.find((one) => one.id === id);
  const interferer = combatant(control.combatantId);
  const actor = combatant(target!.id);
  return {
    key: `interfere.${control.combatantId}`,
    formula: `1d20${signedTerm(modifierOf(facts, control.combatantId))}`,
    combatantId: control.combatantId,
    flavorKey: "ACTION_ENGINE.Tracker.Roll.Interfere",
    data: { act: actor?.name ?? "", against: againstOf(state, control)! },
    // the flavour names both: a hidden one's name stays with the GM
    hidden: (interferer?.hidden ?? false) || (actor?.hidden ?? false),
    blind: false,
  };
}

/** The Combat's new state: the interferer's HP spent and its roll's result kept with the act. */
export function interfered(
  snapshot: CombatSnapshot,
  control: Interfere,
  facts: FactsById,
  rolled: Rolled,
): MoveOutcome {
  const [natural] = facesFor(rolled, `interfere.${control.combatantId}`);
  return {
    ...unchanged(snapshot),
    state: withInterference(stateOf(snapshot), control, facts, natural),
    history: pushed(snapshot, `${CONTROL_LABEL}.Interfere`),
  };
}
