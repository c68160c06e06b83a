import { SEQUENCING_MODES, type SequencingMode } from "../../rules/rulesets";
import type { TideLuck } from "../../rules/okrpg/tide";
import { engineOf } from "../engines";
import type { CombatSnapshot, Side } from "../snapshot";
import type { Control, ControlAction, ShotCost } from "./controls";

/**
 * Every control a tracker button (or the mode select) can stand for: the Foundry tracker maps
 * each one's data-action to its handler, so no button drawn is left without one.
 */
export const BUTTON_CONTROLS = [
  "act",
  "gumption",
  "hold",
  "defend",
  "pass",
  "hesitate",
  "next",
  "skip",
  "counter",
  "evade",
  "fireCounter",
  "openInterrupt",
  "takeInterrupt",
  "closeInterrupt",
  "moveUp",
  "moveDown",
  "toggleSide",
  "toggleSurprised",
  "toggleOpening",
  "loseShot",
  "fortuneInitiative",
  "activeDefence",
  "spend",
  "spendHp",
  "interfere",
  "deferAll",
  "undo",
  "startCombat",
  "previousRound",
  "previousTurn",
  "nextTurn",
  "nextRound",
  "restartRound",
  "tideLuck",
  "setMode",
] as const satisfies readonly ControlAction[];

/** Controls made elsewhere: by a dialog (setUp, carryOverChoice), a drag, or the GM's client. */
type NotAButton =
  "setUp" | "carryOverChoice" | "reorder" | "down" | "revive" | "harm" | "join" | "leave";
// a control added to Control must be given a button here or named above: tsc says which
type Unlisted = Exclude<ControlAction, (typeof BUTTON_CONTROLS)[number] | NotAButton>;
const EVERY_CONTROL_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
void EVERY_CONTROL_LISTED;

/** The control a button stands for, from its data-action ("aeAct") and data-* attributes. */
export function controlFromButton(
  dataAction: string,
  data: Readonly<Record<string, string | undefined>>,
  input: number | null = null,
  against: number | null = null,
): Control | null {
  if (!dataAction.startsWith("ae")) return null;
  const action = `${dataAction[2].toLowerCase()}${dataAction.slice(3)}` as ControlAction;
  const combatantId = data.combatantId ?? "";
  switch (action) {
    case "act":
    case "gumption":
    case "hold":
    case "defend":
    case "pass":
    case "hesitate":
    case "next":
    case "skip":
    case "counter":
    case "evade":
    case "fireCounter":
    case "openInterrupt":
    case "takeInterrupt":
    case "closeInterrupt":
    case "moveUp":
    case "moveDown":
    case "toggleSide":
    case "toggleSurprised":
    case "toggleOpening":
    case "loseShot":
    case "fortuneInitiative":
    case "activeDefence":
      return { action, combatantId };
    case "spend":
      return {
        action,
        combatantId,
        cost: (data.cost === "all" ? "all" : Number(data.cost)) as ShotCost,
      };
    case "spendHp":
      return { action, combatantId, hp: input ?? 1, passive: data.passive === "true" };
    // RULES 4: the act's roll total from the row's second field (blank: the one the tracker kept)
    case "interfere":
      return {
        action,
        combatantId,
        hp: input ?? 1,
        against: against !== null && Number.isFinite(against) ? against : null,
      };
    case "deferAll":
    case "undo":
    case "startCombat":
    case "previousRound":
    case "previousTurn":
    case "nextTurn":
    case "nextRound":
    case "restartRound":
      return { action };
    case "tideLuck":
      return { action, side: data.side as Side, luck: data.luck as TideLuck };
    case "setMode":
      return (SEQUENCING_MODES as readonly string[]).includes(data.mode ?? "")
        ? { action, mode: data.mode as SequencingMode }
        : null;
    default:
      return null;
  }
}

/**
 * RULES 5: the GM drags `dragged` onto `target` in the turn order; it takes the target's place and
 * the rest keep their order. Every combatant of the engine is named once, as reorder requires.
 */
export function dropReorder(
  snapshot: CombatSnapshot,
  dragged: string,
  target: string,
): Control | null {
  if (snapshot.state === null || snapshot.mode !== "turns" || dragged === target) return null;
  const order = engineOf("turns").order(snapshot.state);
  if (!order.includes(dragged) || !order.includes(target)) return null;
  const without = order.filter((id) => id !== dragged);
  const at = without.indexOf(target) + (order.indexOf(dragged) < order.indexOf(target) ? 1 : 0);
  return { action: "reorder", ids: [...without.slice(0, at), dragged, ...without.slice(at)] };
}
