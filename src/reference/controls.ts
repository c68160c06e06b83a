import { cardActions } from "../chat/card/actions";
import {
  SEQUENCING_MODES,
  defaultSequencing,
  type RulesetId,
  type SequencingMode,
} from "../rules/rulesets";
import type { ReferenceTable } from "./tables";

/*
 * The quick reference's Tracker page: the buttons of the ruleset's tracker mode and of its attack
 * card, each with what it does (our own short wording, lang/en.json ACTION_ENGINE.Reference).
 * Button names are the tracker's own labels (ACTION_ENGINE.Tracker.Control.*); the card's actions
 * come from the card's action table itself (src/chat/card/actions.ts).
 */

const R = "ACTION_ENGINE.Reference";
const CONTROL = "ACTION_ENGINE.Tracker.Control";

/** The row buttons each mode's tracker shows (labels as its view model names them). */
export const MODE_BUTTONS: Readonly<Record<SequencingMode, readonly string[]>> = {
  ladder: ["Act", "Gumption", "SetUp", "Hold", "Defend", "Pass", "DeferAll"],
  shots: [
    "Spend3",
    "Spend1",
    "ActiveDefence",
    "Spend0",
    "SpendAll",
    "FortuneInitiative",
    "LoseShot",
  ],
  readyHp: ["SpendHp", "Passive", "Hesitate", "Interfere", "ChooseCarryOver"],
  turns: [
    "ReadyToCounter",
    "Done",
    "Skip",
    "Counter",
    "Evade",
    "CounterReady",
    "MoveUp",
    "MoveDown",
  ],
  standard: [
    "Next",
    "OpenInterrupt",
    "TakeInterrupt",
    "InterruptDone",
    "CloseInterrupt",
    "TieUp",
    "TieDown",
  ],
};

/** The GM's encounter buttons, in every mode (Foundry's four core controls among them). */
export const ENCOUNTER_BUTTONS: readonly string[] = [
  "StartCombat",
  "PreviousRound",
  "PreviousTurn",
  "NextTurn",
  "NextRound",
  "Undo",
  "EndCombat",
  "Surprised",
];

/** Encounter buttons whose meaning is the mode's (src/combat/moves/core-turns.ts). */
export const MEANT_BY_MODE: readonly string[] = ["PreviousTurn", "NextTurn"];

/** What a button does, said for the mode where the mode decides it. */
function doesKey(name: string, mode: SequencingMode): string {
  return MEANT_BY_MODE.includes(name) ? `${R}.Control.${name}.${mode}` : `${R}.Control.${name}`;
}

/** The tracker buttons of the ruleset's default mode, then the encounter's. */
export function trackerButtons(ruleset: RulesetId): ReferenceTable {
  const mode = defaultSequencing(ruleset);
  return {
    id: "trackerButtons",
    columns: [`${R}.Column.button`, `${R}.Column.does`],
    rows: [...MODE_BUTTONS[mode], ...ENCOUNTER_BUTTONS].map((name) => [
      { key: `${CONTROL}.${name}` },
      { key: doesKey(name, mode) },
    ]),
  };
}

/** The attack card's buttons. */
export function cardButtons(ruleset: RulesetId): ReferenceTable {
  return {
    id: "cardButtons",
    columns: [`${R}.Column.button`, `${R}.Column.does`],
    rows: cardActions(ruleset).map((action) => [
      { key: `${R}.CardAction.${action}.Name` },
      { key: `${R}.CardAction.${action}.Does` },
    ]),
  };
}

/**
 * The row buttons of every other tracker mode (a world may pick any mode in its settings), and
 * what Previous turn and Next turn mean there, one table each; their titles and notes are shared
 * by every ruleset.
 */
export function otherModeButtons(ruleset: RulesetId): ReferenceTable[] {
  const own = defaultSequencing(ruleset);
  return SEQUENCING_MODES.filter((mode) => mode !== own).map((mode) => ({
    id: `${mode}Buttons`,
    text: `${R}.Mode.${mode}`,
    columns: [`${R}.Column.button`, `${R}.Column.does`],
    rows: [...MODE_BUTTONS[mode], ...MEANT_BY_MODE].map((name) => [
      { key: `${CONTROL}.${name}` },
      { key: doesKey(name, mode) },
    ]),
  }));
}
