import { type DiceSource } from "../dice";
import { face, fudgeFaces } from "./dice";
import { interpretRoll } from "../action/roll";
import { successes } from "../okrpg/rolling";
import { AVERAGE } from "../ranks";
import type { SequencingMode } from "../rulesets";
import { ladder, readyHp, shots, standard, turns } from "../sequencing";
import type { LadderState } from "../sequencing/ladder";
import type { EngineStates } from "../sequencing/read-state";
import type { ReadyHpCombatant, ReadyHpState } from "../sequencing/ready-hp";
import { maxCarryOver } from "../sequencing/ready-hp";
import type { ShotsCombatant, ShotsMode, ShotsState } from "../sequencing/shots";
import { INITIATIVE_DIE, type StandardState } from "../sequencing/standard";
import type { TurnsCombatant, TurnsState } from "../sequencing/turns";
import type { OddsSide, OddsTurnFacts } from "./types";

/*
 * The tracker's sequencing engines (src/rules/sequencing) driving a simulated fight: who acts now,
 * what an attack costs, the round's start with the rolls each mode makes, and the defensive
 * actions a mode prices (RULES 1.8 on the ladder, RULES 3 on the shot counter). The rolls and the
 * engines' inputs are the tracker's own (src/combat/moves/round-start.ts, src/combat/inputs.ts).
 */

export type EngineState = EngineStates[SequencingMode];

/** A fighter as the engines see it. */
export interface ModeFighter {
  readonly id: string;
  readonly side: OddsSide;
  readonly turn: OddsTurnFacts;
  /** RULES 1.6: the penalty on its initiative roll (an OK RPG impairment) */
  penalty(): number;
  /** RULES 4: the hit points its ready hit points come from */
  nonDamaged(): number;
  /** RULES 5: its longest reach, for the default order (src/combat/inputs.ts reachOf) */
  readonly reach: number;
}

/** What a round start reads beside the fighters. */
export interface RoundStart {
  /** the first round of the fight (the surprise round, when anyone is surprised) */
  readonly first: boolean;
  /** RULES 3: the world's simplified shot initiative */
  readonly simplified: boolean;
}

export interface ModeDriver<S = EngineState> {
  /** a fresh state for these fighters (the fight's first round, or the mode's first) */
  start(fighters: readonly ModeFighter[], at: RoundStart, dice: DiceSource): S;
  /** the next round for those in the state, then those standing again joining */
  nextRound(s: S, kept: readonly ModeFighter[], dice: DiceSource): S;
  join(s: S, fighter: ModeFighter, dice: DiceSource): S;
  leave(s: S, id: string): S;
  ids(s: S): readonly string[];
  /** who acts now, or null when the round is over */
  actor(s: S): string | null;
  /** whether the one acting now may attack (Action Rounds' carry-over turns are for moving) */
  mayAttack(s: S): boolean;
  /** the one acting attacked: its action's cost */
  attacked(s: S, id: string): S;
  /** the one acting does nothing now */
  passes(s: S, id: string): S;
  /** its defensive action in answer to an attack, or null when the mode prices none or it cannot */
  react(s: S, id: string): S | null;
  /** whether its defensive action holds now */
  reacting(s: S, id: string): boolean;
  /** RULES 5: its defence bonus while it evades, until its first turn (0 in other modes) */
  evading(s: S, id: string): number;
  /**
   * RULES 4: harm taken mid-round comes off the ready hit points (src/combat/moves/ready-hp.ts
   * harmControl): the engine's count less the hit points not damaged now
   */
  harmed(s: S, id: string, nonDamaged: number): S;
  /** modes where each fighter has a turn of its own, which ends after it acts */
  readonly turnEnds: boolean;
  /** RULES 4: the mode follows harm taken mid-round (the ready hit points) */
  readonly followsHarm: boolean;
}

/** RULES 1.10 [I-1]: initiative successes, base + 4dF with the impairment. */
function ladderRoll(f: ModeFighter, dice: DiceSource): number {
  return successes(f.turn.ladder?.base ?? AVERAGE, fudgeFaces(dice), f.penalty());
}

/** RULES 3: a closed Reflexes roll (the positive die, then the negative). */
function closedRoll(dice: DiceSource): number {
  const plus = face(dice, 6);
  const minus = face(dice, 6);
  return interpretRoll({ closed: true }, [plus], [minus]).result;
}

const ladderDriver: ModeDriver<LadderState> = {
  start: (fighters, _at, dice) =>
    ladder.start(fighters.map((f) => ({ id: f.id, roll: ladderRoll(f, dice) }))),
  nextRound(s, kept, dice) {
    const rolls: Record<string, number> = {};
    for (const f of kept) if (ladder.status(s, f.id) !== "down") rolls[f.id] = ladderRoll(f, dice);
    return ladder.nextRound(s, rolls);
  },
  join: (s, f, dice) => ladder.join(s, { id: f.id, roll: ladderRoll(f, dice) }),
  leave: ladder.leave,
  ids: (s) => s.ids,
  actor: (s) => s.next[0] ?? null,
  mayAttack: () => true,
  attacked: ladder.act,
  passes: ladder.pass,
  // RULES 1.8 and 1.10: a defensive action costs 3 AP; the policy keeps it to those who have them
  react: (s, id) =>
    // Stryker disable next-line ConditionalExpression,StringLiteral: a Down entry holds 0 AP (ladder.down), under the cost anyway
    ladder.status(s, id) !== "down" && ladder.ap(s, id) >= ladder.DEFENSE_COST
      ? ladder.defend(s, id)
      : null,
  reacting: () => false,
  evading: () => 0,
  harmed: (s) => s,
  turnEnds: false,
  followsHarm: false,
};

/**
 * RULES 3: a creature on the shot counter, as the tracker's round start enters it: its entry from
 * src/combat/inputs.ts, a roll when it is named (none in the simplified mode), its stances paid
 * for after the first round.
 */
function shotsCombatant(f: ModeFighter, at: RoundStart, mode: ShotsMode, dice: DiceSource) {
  const facts = f.turn.shots;
  const named = facts?.named ?? true;
  const entry: ShotsCombatant = {
    id: f.id,
    reflexes: facts?.reflexes ?? 3,
    named,
    villain: facts?.villain ?? f.side === "hostile",
    npc: facts?.npc ?? false,
    stances: 0,
  };
  if (mode === "surprise") return { ...entry, surprised: facts?.surprised ?? false };
  if (mode === "simplified") return entry;
  entry.stances = at.first ? (facts?.stances ?? 0) : 0;
  if (named) entry.roll = closedRoll(dice);
  return entry;
}

/** RULES 3: a surprise round is the fight's first when anyone is surprised (not simplified). */
function shotsMode(fighters: readonly ModeFighter[], at: RoundStart): ShotsMode {
  if (at.simplified) return "simplified";
  return at.first && fighters.some((f) => f.turn.shots?.surprised) ? "surprise" : "shots";
}

const shotsDriver: ModeDriver<ShotsState> = {
  start(fighters, at, dice) {
    const mode = shotsMode(fighters, at);
    return shots.start(
      fighters.map((f) => shotsCombatant(f, at, mode, dice)),
      { surpriseRound: mode === "surprise", simplified: mode === "simplified" },
    );
  },
  nextRound(s, kept, dice) {
    const rolls: Record<string, number> = {};
    if (s.mode !== "simplified")
      for (const f of kept) if (f.turn.shots?.named ?? true) rolls[f.id] = closedRoll(dice);
    return shots.nextRound(s, rolls, {});
  },
  join: (s, f, dice) =>
    shots.join(s, shotsCombatant(f, { first: false, simplified: false }, s.mode, dice)),
  leave: shots.leave,
  ids: (s) => s.ids,
  actor: (s) => s.current[0] ?? null,
  mayAttack: () => true,
  attacked: (s, id) => shots.spend(s, id, shots.BASIC_COST),
  passes: (s, id) => shots.spend(s, id, shots.BASIC_COST),
  // RULES 3: active defence is a trigger (1 shot) for one with a shot left
  react: (s, id) =>
    s.mode !== "simplified" && s.current.length > 0 && shots.shot(s, id) >= shots.TRIGGER_COST
      ? shots.activeDefence(s, id)
      : null,
  reacting: (s, id) => shots.defending(s).includes(id),
  evading: () => 0,
  harmed: (s) => s,
  turnEnds: false,
  followsHarm: false,
};

/** RULES 4: a character's entry (src/combat/inputs.ts readyHpEntry) from its hit points now. */
function readyHpCombatant(f: ModeFighter, carryOver: boolean): ReadyHpCombatant {
  const nonDamaged = Math.max(0, Math.floor(f.nonDamaged()));
  const entry = f.turn.readyHp;
  const chosen = carryOver ? (entry?.carryOver ?? 0) : 0;
  return {
    id: f.id,
    nonDamaged,
    carryOver: Math.min(Math.max(0, chosen), maxCarryOver(nonDamaged)),
    // the engine's own defaults for what the tracker left out
    reach: entry?.reach,
    missile: entry?.missile,
    bonus: entry?.bonus,
    distance: entry?.distance,
  };
}

const readyHpDriver: ModeDriver<ReadyHpState> = {
  start(fighters, at, dice) {
    // RULES 4 surprise: whoever caught the others unawares decides first in the first round
    const surprise = at.first && fighters.some((f) => f.turn.readyHp?.surprised);
    return readyHp.start(
      fighters.map((f) => ({
        ...readyHpCombatant(f, at.first),
        ...(surprise ? { surprise: !f.turn.readyHp?.surprised } : {}),
      })),
      dice,
    );
  },
  nextRound(s, kept, dice) {
    const changes = Object.fromEntries(
      kept.map((f) => {
        const { nonDamaged, carryOver, reach, missile, bonus, distance } = readyHpCombatant(
          f,
          false,
        );
        return [f.id, { nonDamaged, carryOver, reach, missile, bonus, distance }];
      }),
    );
    return readyHp.nextRound(s, dice, changes);
  },
  join: (s, f) => readyHp.join(s, readyHpCombatant(f, false)),
  leave: readyHp.leave,
  ids: (s) => s.ids,
  actor: (s) => (s.at < s.queue.length ? s.ids[s.queue[s.at]] : null),
  mayAttack: (s) => s.phase === "turns",
  // the policy spends one ready hit point per attack (the most attacks a round allows)
  attacked: (s, id) => readyHp.spend(s, id, 1),
  // RULES 4: a carry-over turn moves (the policy stays put); a turn doing nothing hesitates
  passes: (s, id) => (s.phase === "carryOver" ? readyHp.spend(s, id, 0) : readyHp.hesitate(s, id)),
  react: () => null,
  reacting: () => false,
  evading: () => 0,
  harmed(s, id, nonDamaged) {
    const amount = readyHp.nonDamaged(s, id) - Math.max(0, Math.floor(nonDamaged));
    return amount > 0 ? readyHp.harm(s, id, amount) : s;
  },
  turnEnds: false,
  followsHarm: true,
};

/** RULES 5: src/combat/inputs.ts turnsEntry. */
function turnsCombatant(f: ModeFighter): TurnsCombatant {
  return { speed: 1, ...f.turn.turns, id: f.id };
}

const turnsDriver: ModeDriver<TurnsState> = {
  start(fighters, _at, dice) {
    // RULES 5 default order: longer reach first, a roll-off among equal reaches
    const order = turns.defaultOrder(
      fighters.map((f) => ({ id: f.id, reach: f.reach })),
      dice,
    );
    const byId = new Map(fighters.map((f) => [f.id, f]));
    return turns.start(order.map((id) => turnsCombatant(byId.get(id)!)));
  },
  nextRound: (s) => turns.nextRound(s),
  join: (s, f) => turns.join(s, turnsCombatant(f)),
  leave: turns.leave,
  ids: (s) => s.ids,
  actor: (s) => (s.at < s.queue.length ? s.ids[s.queue[s.at]] : null),
  mayAttack: () => true,
  attacked: (s) => turns.advance(s),
  passes: (s) => turns.advance(s),
  react: () => null,
  reacting: () => false,
  evading: (s, id) => turns.defenseBonus(s, id),
  harmed: (s) => s,
  turnEnds: true,
  followsHarm: false,
};

/** RULES 2: d20 plus the initiative modifier, rolled once per fight (src/combat/moves). */
function standardCombatant(f: ModeFighter, dice: DiceSource) {
  return {
    id: f.id,
    roll: face(dice, INITIATIVE_DIE),
    modifier: f.turn.standard?.modifier ?? 0,
  };
}

const standardDriver: ModeDriver<StandardState> = {
  start: (fighters, _at, dice) => standard.start(fighters.map((f) => standardCombatant(f, dice))),
  nextRound: (s) => standard.nextRound(s),
  join: (s, f, dice) => standard.join(s, standardCombatant(f, dice)),
  leave: standard.leave,
  ids: (s) => s.ids,
  actor: (s) => standard.acting(s)[0] ?? null,
  mayAttack: () => true,
  attacked: (s) => standard.advance(s),
  passes: (s) => standard.advance(s),
  react: () => null,
  reacting: () => false,
  evading: () => 0,
  harmed: (s) => s,
  turnEnds: true,
  followsHarm: false,
};

const DRIVERS: { readonly [M in SequencingMode]: ModeDriver<EngineStates[M]> } = {
  ladder: ladderDriver,
  shots: shotsDriver,
  readyHp: readyHpDriver,
  turns: turnsDriver,
  standard: standardDriver,
};

/** The driver of a mode, typed loosely for the fight, which handles every mode alike. */
export function driverOf(mode: SequencingMode): ModeDriver {
  return DRIVERS[mode] as unknown as ModeDriver;
}

/** Whether a mode prices a defensive action in answer to an attack (RULES 1.8, RULES 3). */
export function reactsIn(mode: SequencingMode): boolean {
  return mode === "ladder" || mode === "shots";
}
