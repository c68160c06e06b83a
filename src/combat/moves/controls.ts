import type { TideLuck } from "../../rules/okrpg/tide";
import type { SetupKind } from "../../rules/okrpg/setups";
import type { OkrpgRole } from "../../rules/okrpg/schema";
import type { SequencingMode } from "../../rules/rulesets";
import type { Side } from "../snapshot";

/** The farthest distance to an opponent (metres) the ready-HP tracker takes: a bow's long range. */
export const MAX_DISTANCE = 10000;

/** RULES 3 shot costs a tracker button can spend: basic, trigger or stance, focus, limit break. */
export type ShotCost = 3 | 1 | 0 | "all";
export const SHOT_COSTS: readonly ShotCost[] = [3, 1, 0, "all"];

/**
 * Every control of the tracker, as plain data. A button's data-action names the control; the
 * rest comes from its data-* attributes. Controls on a combatant carry its id.
 */
export type Control =
  // ladder (RULES 1.10)
  | { action: "act"; combatantId: string }
  | { action: "hold"; combatantId: string }
  | { action: "defend"; combatantId: string }
  | { action: "pass"; combatantId: string }
  | { action: "deferAll" }
  /** RULES 1.6 optional gumption: an impaired combatant's action, rolling willpower */
  | { action: "gumption"; combatantId: string }
  /**
   * RULES 1.8: an action spent setting up `target` (another combatant). A hard or general setup
   * rolls the named role against `needed` successes; a free one rolls nothing.
   */
  | {
      action: "setUp";
      combatantId: string;
      kind: SetupKind;
      target: string;
      role?: OkrpgRole;
      needed?: number;
    }
  // shots (RULES 3)
  | { action: "spend"; combatantId: string; cost: ShotCost }
  /** the GM takes a shot off a creature another's stunt made lose it */
  | { action: "loseShot"; combatantId: string }
  /** RULES 3 active defense: a 1-shot trigger that holds on the shot being called */
  | { action: "activeDefence"; combatantId: string }
  /** a Fortune point buys a reroll of the creature's initiative (needs dice) */
  | { action: "fortuneInitiative"; combatantId: string }
  // ready hit points (RULES 4)
  /**
   * an attack names the weapon (its item id) it strikes with (RULES 4 multiple weapons) and, made
   * on a card, its roll total (what an interference is rolled against)
   */
  | {
      action: "spendHp";
      combatantId: string;
      hp: number;
      passive: boolean;
      weapon?: string;
      total?: number | null;
    }
  | { action: "hesitate"; combatantId: string }
  /** RULES 4 interfering: its HP, and the act's roll total when the tracker does not know it */
  | { action: "interfere"; combatantId: string; hp: number; against?: number | null }
  /** the next round's carry-over and (when given) metres to the opponent, null when not known */
  | { action: "carryOverChoice"; combatantId: string; hp: number; distance?: number | null }
  // turns (RULES 5) and standard initiative (RULES 2): the acting combatant is done
  | { action: "next"; combatantId: string }
  | { action: "skip"; combatantId: string }
  | { action: "counter"; combatantId: string }
  | { action: "evade"; combatantId: string }
  | { action: "fireCounter"; combatantId: string }
  | { action: "toggleOpening"; combatantId: string }
  | { action: "reorder"; ids: string[] }
  | { action: "moveUp"; combatantId: string }
  // standard initiative (RULES 2): interrupt attacks
  | { action: "openInterrupt"; combatantId: string }
  | { action: "takeInterrupt"; combatantId: string }
  | { action: "closeInterrupt"; combatantId: string }
  | { action: "moveDown"; combatantId: string }
  // the GM's encounter controls
  | { action: "setMode"; mode: SequencingMode }
  | { action: "toggleSide"; combatantId: string }
  | { action: "toggleSurprised"; combatantId: string }
  | { action: "tideLuck"; side: Side; luck: TideLuck }
  | { action: "undo" }
  | { action: "startCombat" }
  /** Foundry's four core controls, as each mode means them (core-turns.ts) */
  | { action: "previousRound" }
  | { action: "previousTurn" }
  | { action: "nextTurn" }
  | { action: "nextRound" }
  /** a damaged engine state: the round rolled again from the combatants, in one write */
  | { action: "restartRound" }
  // raised by the GM's client when documents change (Down, harmed, defeated, added, removed)
  | { action: "down"; combatantId: string }
  | { action: "revive"; combatantId: string }
  | { action: "harm"; combatantId: string; amount: number }
  | { action: "join"; combatantId: string }
  | { action: "leave"; combatantId: string };

export type ControlAction = Control["action"];

/**
 * The controls the rules let a combatant use again and again on one turn or round: a hold
 * (RULES 1.10), shots spent on the counter (RULES 3), ready hit points spent (RULES 4), and the
 * GM moving a row on. Each click still counts only on the state it was shown on (see
 * ControlRequest): a double click is one click for these too.
 */
export const REPEATABLE_CONTROLS: ReadonlySet<ControlAction> = new Set([
  "hold",
  "spend",
  "loseShot",
  "spendHp",
  "moveUp",
  "moveDown",
]);

/**
 * Whether a click on a control counts. The browser numbers the clicks of a double click (a click
 * event's `detail`: 1, then 2); the second is the same click again, and counts only for the
 * controls the rules let a combatant use again (REPEATABLE_CONTROLS). The revision check alone
 * misses it when the tracker is drawn again between the two clicks (the playground writes at
 * once), so the second would land on the new state. A keyboard press (detail 0) always counts.
 */
export function clickCounts(action: ControlAction, clickCount: number): boolean {
  return clickCount <= 1 || REPEATABLE_CONTROLS.has(action);
}

/** Controls a combatant's owner may use on it; every other control is the GM's. */
export const OWNER_CONTROLS: ReadonlySet<ControlAction> = new Set<ControlAction>([
  "act",
  "gumption",
  "setUp",
  "hold",
  "defend",
  "pass",
  "spend",
  "activeDefence",
  "fortuneInitiative",
  "spendHp",
  "hesitate",
  "interfere",
  "carryOverChoice",
  "next",
  "skip",
  "counter",
  "evade",
  "fireCounter",
  "toggleOpening",
  "openInterrupt",
  "takeInterrupt",
  "closeInterrupt",
]);

/**
 * Controls that write only the combatant's own inputs for what comes next (its carry-over choice,
 * how it opens a fight): one Combatant update, which Foundry lets the combatant's owner make.
 */
export const COMBATANT_INPUT_CONTROLS: ReadonlySet<ControlAction> = new Set<ControlAction>([
  "carryOverChoice",
  "toggleOpening",
]);

/** Controls that go back in the encounter's history: Foundry's update direction is −1. */
export const BACKWARD_CONTROLS: ReadonlySet<ControlAction> = new Set<ControlAction>([
  "undo",
  "previousTurn",
  "previousRound",
]);

/** Controls that need dice rolled (through Foundry) before their pure part runs. */
export const ROLLING_CONTROLS: ReadonlySet<ControlAction> = new Set<ControlAction>([
  "gumption",
  "setUp",
  "startCombat",
  "nextRound",
  "restartRound",
  "join",
  "fortuneInitiative",
  "interfere",
]);

/** The combatant a control acts on, if any. */
export function combatantOf(control: Control): string | null {
  return "combatantId" in control ? control.combatantId : null;
}

/** A control as a client sends it: the revision of the state it was clicked on. */
export interface ControlRequest {
  combatId: string;
  /** the Combat's revision when the control was shown; an older one is ignored */
  revision: number;
  control: Control;
}
