import { fortuneReroll, interpretRoll, spendFortune } from "../../rules/action";
import { shots } from "../../rules/sequencing";
import type { ShotsState } from "../../rules/sequencing/shots";
import { REFUSED, Refusal } from "../refusal";
import type { CombatSnapshot } from "../snapshot";
import { unchanged, type MoveOutcome } from "./apply";
import { facesFor, type Rolled, type RollRequest } from "./dice";
import { pushed } from "./history";
import { factsOf, type FactsById } from "./participants";
import { CONTROL_LABEL } from "./step";

/*
 * RULES 3 (seed 002, shots): Fortune buys a reroll of a named creature's initiative, made as a
 * closed confident roll, before the countdown starts. The GM's client rolls it, writes the new
 * first shot in the Combat's one update and takes the Fortune point off the actor.
 * Interpretation: each Fortune point buys one reroll until anyone has spent a shot, and the new
 * roll stands even when it is lower.
 */

/** The actor path the spent Fortune point is written to. */
export const FORTUNE_PATH = "system.fortune.value";

/** The closed roll every initiative is, rerolled with Fortune: closed and confident. */
const REROLL = fortuneReroll({ closed: true });

function stateOf(snapshot: CombatSnapshot): ShotsState {
  if (snapshot.mode !== "shots") throw new Refusal(`${REFUSED}.NotInMode`, { action: "fortune" });
  if (snapshot.state === null)
    throw new Refusal(snapshot.started ? `${REFUSED}.RoundOver` : `${REFUSED}.NotStarted`);
  return snapshot.state as ShotsState;
}

/** The Fortune points the creature has left, checked against what the reroll needs. */
function fortuneLeft(snapshot: CombatSnapshot, id: string, facts: FactsById): number {
  const state = stateOf(snapshot);
  // the engine's own checks (shot mode, countdown not begun, a named creature), before any dice
  shots.reroll(state, id, 0);
  const points = factsOf(facts, id).action?.fortune ?? 0;
  spendFortune(points);
  return points;
}

/** The roll to make; refused (before any dice) when the reroll cannot be bought now. */
export function fortuneInitiativeRoll(
  snapshot: CombatSnapshot,
  id: string,
  facts: FactsById,
): RollRequest {
  fortuneLeft(snapshot, id, facts);
  const hidden = snapshot.combatants.find((one) => one.id === id)?.hidden ?? false;
  return {
    key: `fortune.${id}`,
    formula: "2d6",
    combatantId: id,
    flavorKey: "ACTION_ENGINE.Tracker.Roll.Fortune",
    hidden,
    blind: false,
  };
}

/** What the reroll writes: the Combat's new state, and the Fortune left on the actor. */
export interface FortuneInitiative {
  outcome: MoveOutcome;
  fortune: number;
  /** the closed confident roll's result (0 to 5) */
  roll: number;
}

/** RULES 3: the new first shot from the rolled faces (the first die positive, as every roll). */
export function fortuneInitiative(
  snapshot: CombatSnapshot,
  id: string,
  facts: FactsById,
  rolled: Rolled,
): FortuneInitiative {
  const points = fortuneLeft(snapshot, id, facts);
  const [plus, minus] = facesFor(rolled, `fortune.${id}`);
  const roll = interpretRoll(REROLL, [plus], [minus]).result;
  const state = shots.reroll(stateOf(snapshot), id, roll);
  return {
    outcome: {
      ...unchanged(snapshot),
      state,
      history: pushed(snapshot, `${CONTROL_LABEL}.FortuneInitiative`),
    },
    fortune: spendFortune(points),
    roll,
  };
}
