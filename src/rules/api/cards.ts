import * as attackCards from "../cards";
import { withStoredChecksIn, type StoredArguments, type StoredKind } from "./entry-checks";
import {
  ACTION_ROLL,
  CARDS,
  INTERRUPT_ROLL,
  MANO_TARGET,
  OCCULT_TARGET,
  OCCULT_WEAPON,
  OKRPG_TARGET,
  TARGET_LIST,
  WITH_TARGETS,
} from "./stored-kinds";

/*
 * The attack cards as the rules API publishes them: every function of a ruleset's card takes the
 * card first and has it checked there (entry-checks.ts), but for those that take the roll
 * dialog's choices or a part of a card.
 */
const TAKES_NO_CARD = [
  "create",
  "requireCardInput",
  "required",
  "chances",
  "chancesFor",
  "strikes",
];

/** Functions handed a part of a card, or a card and a part. */
const PARTS: Readonly<Record<string, StoredArguments>> = {
  "okrpg.interruptOutcome": [
    [0, INTERRUPT_ROLL],
    [1, OKRPG_TARGET],
  ],
  "occult.firesRounds": [[0, OCCULT_WEAPON]],
  "occult.defaultApplyTo": [[0, OCCULT_TARGET]],
  "action.checkAgainst": [
    [0, CARDS.action],
    [2, ACTION_ROLL],
  ],
  "mano.roundsHitPoints": [[0, MANO_TARGET]],
  "rounds.roundsHitPoints": [[0, MANO_TARGET]],
};

function cardFirst(ruleset: string, card: StoredKind) {
  return (name: string): StoredArguments =>
    PARTS[`${ruleset}.${name}`] ?? (TAKES_NO_CARD.includes(name) ? [] : [[0, card]]);
}

/** The helpers every card shares: those reading a card's targets, or a card (its targets). */
const SHARED: Readonly<Record<string, StoredKind>> = {
  findTarget: TARGET_LIST,
  replaceTarget: TARGET_LIST,
  requireNotApplied: TARGET_LIST,
  anyApplied: TARGET_LIST,
  applyToTarget: WITH_TARGETS,
  undoOnTarget: WITH_TARGETS,
  markMissing: WITH_TARGETS,
  markGone: WITH_TARGETS,
};

export const cards: typeof attackCards = Object.freeze({
  ...attackCards,
  shared: withStoredChecksIn(attackCards.shared, (name) =>
    SHARED[name] ? [[0, SHARED[name]]] : [],
  ),
  okrpg: withStoredChecksIn(attackCards.okrpg, cardFirst("okrpg", CARDS.okrpg)),
  occult: withStoredChecksIn(attackCards.occult, cardFirst("occult", CARDS.occult)),
  action: withStoredChecksIn(attackCards.action, cardFirst("action", CARDS.action)),
  mano: withStoredChecksIn(attackCards.mano, cardFirst("mano", CARDS.mano)),
  rounds: withStoredChecksIn(attackCards.rounds, cardFirst("rounds", CARDS.mano)),
});
