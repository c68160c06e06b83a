import type { ActionCardInput, ActionTargetInput } from "../cards/action";
import type { ManoCardInput, ManoTargetInput } from "../cards/mano";
import type { OccultCardInput, OccultTargetInput } from "../cards/occult";
import type { OkrpgCardInput, OkrpgTargetInput } from "../cards/okrpg";
import type { Band } from "../occult/range";
import type { RuleOptions } from "../options";
import type { TideLuck } from "../okrpg/tide";
import type { RulesetId, SequencingMode } from "../rulesets";
import type { EngineStates } from "../sequencing/read-state";
import type { ReadyHpCombatant } from "../sequencing/ready-hp";
import type { ShotsCombatant } from "../sequencing/shots";
import type { TurnsCombatant } from "../sequencing/turns";
import type { OddsPolicy } from "./policy";

/*
 * What the odds of a fight start from and what they come to: the encounter as the table has it
 * (its fighters read the way the roll dialog reads them, its tracker's state, the world's
 * options) and, played out many times through the rules, how it tends to go. Every shape is plain
 * JSON: it crosses to a Web Worker and back.
 */

/** The two sides of a fight (the tracker's: heroes and friends, villains). */
export const ODDS_SIDES = ["friendly", "hostile"] as const;
export type OddsSide = (typeof ODDS_SIDES)[number];

/**
 * What a sequencing mode needs from a fighter each round, as the tracker reads it from the actor
 * and the combatant (src/combat/inputs.ts): the engine's entry less the rolls, which the
 * simulation makes. A fighter carries the part of the encounter's mode; what harm changes (an OK
 * RPG impairment, Action Rounds' non-damaged hit points) comes from its health as the fight goes.
 */
export interface OddsTurnFacts {
  /** RULES 1.10: the initiative role's step */
  readonly ladder?: { readonly base: number };
  /** RULES 2: the initiative modifier added to the d20 */
  readonly standard?: { readonly modifier: number };
  /** RULES 3: as the first round would enter it (its stances, its surprise) */
  readonly shots?: Omit<ShotsCombatant, "id" | "roll">;
  /** RULES 4: as the next round would enter it (its carry-over choice, reach, distance) */
  readonly readyHp?: Omit<ReadyHpCombatant, "id" | "nonDamaged"> & { readonly surprised?: boolean };
  /** RULES 5 */
  readonly turns?: Omit<TurnsCombatant, "id">;
  /** RULES 5 default order: its longest reach (src/combat/inputs.ts reachOf) */
  readonly reach?: number;
}

/** The card input an attack starts from, less what the roll and its targets bring. */
export type OkrpgAttackCard = Omit<OkrpgCardInput, "fudge" | "targets" | "interrupt">;
export type OccultAttackCard = Omit<OccultCardInput, "d100" | "targets">;
export type ActionAttackCard = Omit<ActionCardInput, "dice" | "targets">;
export type ManoAttackCard = Omit<ManoCardInput, "d20" | "targets">;

/**
 * One way a fighter attacks: a weapon in use (and, where the ruleset has several, one of the
 * actions it offers), with each possible target as the roll dialog reads it against this attack:
 * plainly, and while the target's defensive option holds (`guarded`).
 */
export interface OddsAttack<A, T> {
  readonly weaponId: string;
  readonly weapon: string;
  /** Mano a Mano and Action Rounds: the action (quick strike, powerful strike …) */
  readonly action?: string;
  /** the attack is the ruleset's defensive option itself (a cautious strike) */
  readonly defensive?: boolean;
  readonly card: A;
  readonly targets: Readonly<Record<string, T>>;
  readonly guarded: Readonly<Record<string, T>>;
}

interface FighterBase {
  /** the combatant's id (a target's id on the cards) */
  readonly id: string;
  readonly name: string;
  readonly side: OddsSide;
  /** no player owns it: it may flee (the policy's threshold) */
  readonly npc: boolean;
  /** already out of the fight (the tracker's defeated mark) */
  readonly out: boolean;
  readonly turn: OddsTurnFacts;
}

export interface OkrpgFighter extends FighterBase {
  readonly ruleset: "okrpg";
  /** how it reads as a target: defence, DR, armor, damage system and damage so far */
  readonly target: OkrpgTargetInput;
  readonly attacks: readonly OddsAttack<OkrpgAttackCard, OkrpgTargetInput>[];
  /** RULES 1.3: the recovery role's step (nonlethal points back each round) */
  readonly recoveryStep: number;
}

export interface OccultFighter extends FighterBase {
  readonly ruleset: "occult";
  readonly target: OccultTargetInput;
  readonly attacks: readonly OddsAttack<
    OccultAttackCard,
    OccultTargetInput & { readonly band?: Band }
  >[];
  /** RULES 2: the person's hit points now */
  readonly hp: number;
}

export interface ActionFighter extends FighterBase {
  readonly ruleset: "action";
  readonly target: ActionTargetInput;
  readonly attacks: readonly OddsAttack<ActionAttackCard, ActionTargetInput>[];
  /** RULES 3: the Hits it has left */
  readonly hits: number;
}

export interface ManoFighter extends FighterBase {
  readonly ruleset: "mano" | "rounds";
  /** stun, damage, toughness and stamina (and Action Rounds' strength) are the target's */
  readonly target: ManoTargetInput;
  readonly attacks: readonly OddsAttack<ManoAttackCard, ManoTargetInput>[];
  /** RULES 4 [I-7]: its hit points (2 × strength), which the ready hit points come from */
  readonly hitPoints: number;
}

export type OddsFighter = OkrpgFighter | OccultFighter | ActionFighter | ManoFighter;

/** What the simulation reads. */
export interface OddsInput {
  readonly ruleset: RulesetId;
  /** the encounter's tracker mode (the GM may run a ruleset in another's) */
  readonly mode: SequencingMode;
  /** the world's optional rules for the ruleset */
  readonly options: RuleOptions[RulesetId];
  /** RULES 1.9 and RULES 3: the world's round settings */
  readonly round: { readonly tideEveryRound: boolean; readonly simplified: boolean };
  /** where the encounter stands: its round (0 before Start) and engine state (null before Start) */
  readonly now: {
    readonly round: number;
    readonly state: EngineStates[SequencingMode] | null;
  };
  /** RULES 1.9: each side's luck with the Tide of Battle (normal, unlucky or blessed) */
  readonly tideLuck?: Readonly<Record<OddsSide, TideLuck>>;
  readonly fighters: readonly OddsFighter[];
  /**
   * What the input could not know and assumed, each a lang key under ACTION_ENGINE.Odds.Note with
   * its placeholders (a range unknown, a fighter with no weapon …); shown beside the figures.
   */
  readonly notes: readonly OddsNote[];
  readonly policy: OddsPolicy;
  readonly runs: number;
  readonly seed: number;
  /** the most rounds a fight is played before it counts as undecided (default ROUND_LIMIT) */
  readonly roundLimit?: number;
}

/** A remark shown beside the figures: a lang key under ACTION_ENGINE.Odds.Note and its values. */
export interface OddsNote {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/** How one fighter fared over all the fights. */
export interface OddsFighterResult {
  readonly id: string;
  readonly name: string;
  readonly side: OddsSide;
  /** the share of fights in which it went down (the ruleset's out of the fight) */
  readonly down: number;
  /** the share of fights in which it fled (NPCs, by the policy's threshold) */
  readonly fled: number;
  /** the harm it took on average, in the ruleset's unit (see `OddsResult.harmUnit`) */
  readonly harm: number;
  /** the weapon it fought with most, or "" when it never attacked */
  readonly weapon: string;
  /** Mano a Mano and Action Rounds: the action it made most with that weapon */
  readonly action?: string;
}

/** A roll that put the first of the friendly side down in many of the fights they lost. */
export interface OddsDecidingRoll {
  readonly attacker: string;
  readonly victim: string;
  /** the band of the roll, as the roll dialog names it (ACTION_ENGINE.Dialog.Band.<id>) */
  readonly band: string;
  /** its share of the fights the friendly side lost */
  readonly share: number;
}

export interface OddsResult {
  readonly ruleset: RulesetId;
  readonly mode: SequencingMode;
  readonly runs: number;
  readonly seed: number;
  readonly policy: OddsPolicy;
  /** the share of fights each side won; the rest hit the round limit undecided */
  readonly wins: Readonly<Record<OddsSide, number>>;
  readonly undecided: number;
  /** half the width of a 95% interval around a share of `runs` fights at its widest (p = ½) */
  readonly margin: number;
  /** fights ending in each round from now: entry i counts round i + 1, the last entry that many or more */
  readonly rounds: readonly number[];
  /** the most rounds a fight is played before it counts as undecided */
  readonly roundLimit: number;
  readonly fighters: readonly OddsFighterResult[];
  /** the lang key naming the unit of harm (ACTION_ENGINE.Odds.Harm.<ruleset>) */
  readonly harmUnit: string;
  /** the rolls that decided most of the fights the friendly side lost, biggest share first */
  readonly deciding: readonly OddsDecidingRoll[];
  /** the choices the policy made and what was assumed, each beside the figures it limits */
  readonly notes: readonly OddsNote[];
}
