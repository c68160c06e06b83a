import type { DiceSource } from "../dice";
import type { OddsFighter, OddsNote, OddsSide } from "./types";

/*
 * One fight as it is played out, and what each ruleset brings to it (its model): the fighters'
 * health, what puts them down, and an attack from the dice to the target's new health, through
 * the same rules functions the attack cards call.
 */

/** One fighter during one fight. */
export interface Fighting<H = unknown> {
  readonly index: number;
  readonly id: string;
  readonly side: OddsSide;
  readonly npc: boolean;
  /** down now: it cannot act until it gets up (an OK RPG recovery or a mook's rally) */
  down: boolean;
  /** the tracker's defeated mark: out of the sequence */
  defeated: boolean;
  /** went down at least once this fight */
  wentDown: boolean;
  fled: boolean;
  /** times it was attacked this fight (the "spread" focus evens them out) */
  attacked: number;
  /** RULES 1.8: the attackers it defends against actively this round */
  defendingAgainst: string[];
  /** its defensive option taken on its own turn holds until its next turn (dodge, cautious strike) */
  guarded: boolean;
  health: H;
  /** harm taken this fight, in the ruleset's unit */
  harm: number;
  /** attacks made with each of its attacks (by index) */
  used: number[];
  /** it is in the engine's state (the tracker's sequence) */
  engaged: boolean;
}

export const standing = (f: Fighting): boolean => !f.down && !f.fled;

/** What a ruleset's attack did, for the fight's record. */
export interface Blow {
  /** the band of the roll, as the roll dialog names it (cards/odds.ts band ids) */
  readonly band: string;
}

const blows = new Map<string, Blow>();
/** The blow of a band: one shared value each (a fight makes thousands). */
export function blow(band: string): Blow {
  let made = blows.get(band);
  if (!made) blows.set(band, (made = Object.freeze({ band })));
  return made;
}

/**
 * A ruleset's part in the odds. Built once per simulation over its fighters: the expensive rules
 * calls are memoised there (the rules are pure, so an outcome computed once for the same inputs
 * is the same outcome every time).
 */
export interface OddsModel<H = unknown> {
  /** how its defensive option is taken: answering an attack (a reaction) or on its own turn */
  readonly defence: "reaction" | "turn" | "none";
  /** the unit its harm is counted in: ACTION_ENGINE.Odds.Harm.<unit> */
  readonly harmUnit: string;
  /** the fighter's health as the fight starts (a fresh value: attacks replace it) */
  health(f: OddsFighter): H;
  /** it can no longer act: the ruleset's down */
  down(f: OddsFighter, h: H): boolean;
  /**
   * the tracker's defeated mark (the ruleset's out of the fight), which takes it out of the
   * sequence; only OK RPG tells the two apart (Down from 7 points, Out from 10, RULES 1.6)
   */
  defeated(f: OddsFighter, h: H): boolean;
  /** harm between two healths, in the ruleset's unit */
  harm(f: OddsFighter, before: H, after: H): number;
  /** how much more harm puts it down: the weakest has the least */
  margin(f: OddsFighter, h: H): number;
  /** RULES 1.6: the penalty harm puts on every roll, initiative included (0 or negative) */
  rollPenalty(f: OddsFighter, h: H): number;
  /** RULES 4: its hit points not taken by stun or damage (the ready hit points come from them) */
  nonDamaged(f: OddsFighter, h: H): number;
  /**
   * The attack it makes on `target` (an index into its attacks), or -1 when it has none that
   * reaches: the one of best expected effect, the ruleset's defensive option first when
   * `defensive` asks for it and the rules allow it now.
   */
  choose(attacker: Fighting<H>, target: Fighting<H>, defensive: boolean): number;
  /** whether it takes its defensive option on its own turn instead of attacking (occult dodge) */
  keepsGuard?(self: Fighting<H>, target: Fighting<H>): boolean;
  /**
   * One attack: the dice rolled, the target's new health written to `target.health`. `guarded`:
   * the target's defensive option holds against it (the dialog's reading of it as defending);
   * `evading`: RULES 5, its defence bonus until its first turn.
   */
  attack(
    attacker: Fighting<H>,
    index: number,
    target: Fighting<H>,
    dice: DiceSource,
    guarded: boolean,
    evading?: number,
  ): Blow;
  /**
   * RULES 1.3, 1.7, 1.9: what a new round brings, in the tracker's order: the Tide of Battle is
   * rolled before the initiative rolls ("tide"), recovery and rallies follow them ("recovery").
   */
  roundStart?(
    fighters: readonly Fighting<H>[],
    round: number,
    dice: DiceSource,
    step: "tide" | "recovery",
  ): void;
  /** RULES 5: what the end of its own turn brings (stun recovered) */
  turnEnd?(self: Fighting<H>): void;
  /** what the model assumed, for the panel */
  readonly notes: readonly OddsNote[];
}
