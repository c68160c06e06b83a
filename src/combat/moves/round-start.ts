import { tideOfBattle, tideRollDue } from "../../rules/okrpg/tide";
import { ladder, readyHp, shots, standard, turns } from "../../rules/sequencing";
import type { LadderState } from "../../rules/sequencing/ladder";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import type { ShotsState } from "../../rules/sequencing/shots";
import type { StandardState } from "../../rules/sequencing/standard";
import type { TurnsState } from "../../rules/sequencing/turns";
import { compareTieBreak } from "../../rules/rounds/acting-order";
import { engineOf } from "../engines";
import {
  ladderBase,
  newStances,
  occultModifier,
  reachOf,
  readyHpEntry,
  shotsEntry,
  turnsEntry,
} from "../inputs";
import {
  SIDES,
  type CombatantData,
  type CombatantSnapshot,
  type CombatSnapshot,
  type EngineState,
  type Side,
  type TideState,
} from "../snapshot";
import { unchanged, type MoveOutcome } from "./apply";
import { facesFor, poolDice, rollOffPool, type Rolled, type RollRequest } from "./dice";
import { initiativeRoll, initiativeValue, joinEngine } from "./entries";
import { pushed } from "./history";
import { factsOf, fighters, type FactsById, type RoundOptions } from "./participants";
import { okrpgRecovery, type ActorRecovery } from "./recovery";
import {
  gumptionResets,
  mookRallies,
  roundActorUpdates,
  type ActorUpdate,
  type MookRally,
} from "./round-actors";
import { CONTROL_LABEL } from "./step";

/**
 * Starting a round (the encounter's first, or the next): who rolls what, then — with the faces —
 * the engine's new state, the Tide of Battle and the OK RPG recoveries it brings.
 */

/** RULES 1.9: a side's Tide of Battle die: one d6, or two keeping the worse or the better. */
function tideRoll(side: Side, tide: TideState): RollRequest {
  const luck = tide[side].luck;
  return {
    key: `tide.${side}`,
    formula: luck === "normal" ? "1d6" : luck === "unlucky" ? "2d6kl" : "2d6kh",
    combatantId: null,
    flavorKey: `ACTION_ENGINE.Tracker.Roll.Tide.${side}`,
    hidden: true,
    blind: true,
  };
}

/** The round a start leads to: 1 for the first, else the next. */
function nextRoundNumber(snapshot: CombatSnapshot): number {
  return snapshot.round + 1;
}

/** Whether the new round continues the engine's state, or starts one afresh (first round, new mode). */
function continues(snapshot: CombatSnapshot): boolean {
  return snapshot.state !== null;
}

/** Those already in the engine and those who join it as the round starts. */
function split(snapshot: CombatSnapshot): { kept: string[]; joining: CombatantSnapshot[] } {
  const active = fighters(snapshot);
  if (!continues(snapshot)) return { kept: [], joining: active };
  const ids = new Set(engineOf(snapshot.mode).ids(snapshot.state!));
  return {
    kept: active.filter((one) => ids.has(one.id)).map((one) => one.id),
    joining: active.filter((one) => !ids.has(one.id)),
  };
}

/**
 * Whether a fresh round is a surprise round (shot counter RULES 3, ready hit points RULES 4).
 * Interpretation: the GM marks the surprised before the start; the first round is then the
 * surprise round.
 */
function surpriseRound(snapshot: CombatSnapshot): boolean {
  return snapshot.round === 0 && fighters(snapshot).some((one) => one.system.surprised);
}

/**
 * RULES 4: in a surprise round of the ready hit points, those the GM did not mark surprised used
 * stealth or a trick on the others, so they decide how to act first. Interpretation: the seed's
 * surprise is the stealthy side's; marking its victims names it.
 */
function surprises(one: CombatantSnapshot): boolean {
  return !one.system.surprised;
}

/** The shot-counter mode the coming round runs in. */
function comingShotsMode(snapshot: CombatSnapshot, options: RoundOptions): shots.ShotsMode {
  if (options.simplified) return "simplified";
  if (!continues(snapshot) && surpriseRound(snapshot)) return "surprise";
  return "shots";
}

/**
 * Sides with an OK RPG combatant roll a Tide of Battle when one is due (RULES 1.9).
 * Interpretation: the tide is an OK RPG rule, so it follows OK RPG characters into any tracker
 * mode, and only the sides they are on roll. Interpretation: a side whose OK RPG combatants have
 * all fallen still rolls, since a 6 raises its downed mooks (RULES 1.7).
 */
function tideSides(snapshot: CombatSnapshot, facts: FactsById, options: RoundOptions): Side[] {
  if (!tideRollDue(nextRoundNumber(snapshot), { tideEveryRound: options.tideEveryRound }))
    return [];
  const sides = new Set(
    snapshot.combatants
      .filter((one) => factsOf(facts, one.id).okrpg !== null)
      .map((one) => one.side),
  );
  return SIDES.filter((side) => sides.has(side));
}

/** How many of `items` tie with another under `compare` (each of them rolls in a roll-off). */
function tied<T>(items: readonly T[], compare: (a: T, b: T) => number): number {
  const sorted = [...items].sort(compare);
  let count = 0;
  for (let i = 0; i < sorted.length; i++) {
    const withPrevious = i > 0 && compare(sorted[i - 1], sorted[i]) === 0;
    const withNext = i + 1 < sorted.length && compare(sorted[i], sorted[i + 1]) === 0;
    if (withPrevious || withNext) count += 1;
  }
  return count;
}

/**
 * How many roll-off d20s to roll first: one per combatant in a tie the roll-off settles (RULES 4
 * reach and bonus; RULES 5 reach). Ties rolled again call for more (see OutOfDice).
 */
function rollOffsNeeded(snapshot: CombatSnapshot, facts: FactsById): number {
  const active = fighters(snapshot);
  if (snapshot.mode === "readyHp")
    return tied(
      active.map((one) => {
        const entry = readyHpEntry(one, factsOf(facts, one.id));
        return {
          reach: entry.reach ?? 0,
          missile: entry.missile ?? false,
          bonus: entry.bonus ?? 0,
          distance: entry.distance ?? null,
        };
      }),
      (a, b) => compareTieBreak(a, b),
    );
  if (snapshot.mode === "turns" && !continues(snapshot))
    return tied(
      active.map((one) => reachOf(factsOf(facts, one.id))),
      (a, b) => b - a,
    );
  return 0;
}

/** Every roll a round start needs, in the order they are made. */
export function roundRolls(
  snapshot: CombatSnapshot,
  facts: FactsById,
  options: RoundOptions,
): RollRequest[] {
  const requests: RollRequest[] = tideSides(snapshot, facts, options).map((side) =>
    tideRoll(side, snapshot.tide),
  );
  const shotsMode = comingShotsMode(snapshot, options);
  for (const one of fighters(snapshot)) {
    const request = initiativeRoll(snapshot.mode, one, factsOf(facts, one.id), shotsMode);
    if (request && !(snapshot.mode === "standard" && continues(snapshot) && isKept(snapshot, one)))
      requests.push(request);
  }
  const pool = rollOffsNeeded(snapshot, facts);
  if (pool > 0) requests.push(rollOffPool(pool));
  return requests;
}

function isKept(snapshot: CombatSnapshot, one: CombatantSnapshot): boolean {
  return split(snapshot).kept.includes(one.id);
}

/** RULES 1.9: each side's tide for the new round, from its die (or two). */
function rolledTide(snapshot: CombatSnapshot, sides: Side[], rolled: Rolled): TideState {
  const round = nextRoundNumber(snapshot);
  const tide = { ...snapshot.tide };
  for (const side of sides) {
    const { luck } = tide[side];
    const result = tideOfBattle([...facesFor(rolled, `tide.${side}`)], luck);
    tide[side] = { luck, round, ...result };
  }
  return tide;
}

/** A fresh engine state for the round's fighters (first round, or the first after a mode switch). */
function freshState(
  snapshot: CombatSnapshot,
  facts: FactsById,
  rolled: Rolled,
  options: RoundOptions,
): EngineState {
  const active = fighters(snapshot);
  const value = (id: string) => initiativeValue(snapshot.mode, factsOf(facts, id), rolled, id);
  const dice = () => poolDice(rolled.rollOff ?? []);
  switch (snapshot.mode) {
    case "ladder":
      return ladder.start(
        active.map((one) => ({
          id: one.id,
          roll: value(one.id) ?? 0,
          down: ladderBase(factsOf(facts, one.id)).down,
        })),
      );
    case "shots": {
      const mode = comingShotsMode(snapshot, options);
      return shots.start(
        active.map((one) => {
          const entry = shotsEntry(one, factsOf(facts, one.id), value(one.id), mode === "surprise");
          return mode === "simplified" ? { ...entry, roll: undefined, stances: 0 } : entry;
        }),
        { surpriseRound: mode === "surprise", simplified: mode === "simplified" },
      );
    }
    case "readyHp": {
      // RULES 4 surprise: whoever caught the others unawares decides first in the first round
      const surprise = surpriseRound(snapshot);
      return readyHp.start(
        active.map((one) => ({
          ...readyHpEntry(one, factsOf(facts, one.id)),
          ...(surprise ? { surprise: surprises(one) } : {}),
        })),
        dice(),
      );
    }
    case "turns": {
      // RULES 5 default order: longer reach first, a roll-off among equal reaches
      const order = turns.defaultOrder(
        active.map((one) => ({ id: one.id, reach: reachOf(factsOf(facts, one.id)) })),
        dice(),
      );
      const byId = new Map(active.map((one) => [one.id, one]));
      return turns.start(order.map((id) => turnsEntry(byId.get(id)!, factsOf(facts, id))));
    }
    case "standard":
      return standard.start(
        active.map((one) => ({
          id: one.id,
          roll: value(one.id) as number,
          modifier: occultModifier(factsOf(facts, one.id)),
        })),
      );
  }
}

/**
 * RULES 1.10: Down follows the actor: one healed back up before the round rolls again, and one
 * gone Down without the tracker hearing of it loses its AP now.
 */
function ladderSynced(s: LadderState, facts: FactsById): LadderState {
  let state = s;
  for (const id of s.ids) {
    const down = ladderBase(factsOf(facts, id)).down;
    const status = ladder.status(state, id);
    if (down && status !== "down") state = ladder.down(state, id);
    if (!down && status === "down") state = ladder.revive(state, id);
  }
  return state;
}

/** The engine's next round for those already in it. */
function continuedState(
  snapshot: CombatSnapshot,
  kept: readonly string[],
  facts: FactsById,
  rolled: Rolled,
  options: RoundOptions,
): EngineState {
  const engine = engineOf(snapshot.mode);
  let state = snapshot.state!;
  // defeated ones drop out before the new round
  for (const id of engine.ids(state)) if (!kept.includes(id)) state = engine.leave(state, id);
  const value = (id: string) => initiativeValue(snapshot.mode, factsOf(facts, id), rolled, id);
  const byId = new Map(snapshot.combatants.map((one) => [one.id, one]));
  switch (snapshot.mode) {
    case "ladder": {
      const synced = ladderSynced(state as LadderState, facts);
      const rolls: Record<string, number> = {};
      for (const id of synced.ids)
        if (ladder.status(synced, id) !== "down") rolls[id] = value(id) ?? 0;
      return ladder.nextRound(synced, rolls);
    }
    case "shots": {
      const s = state as ShotsState;
      const rolls: Record<string, number> = {};
      const stances: Record<string, number> = {};
      for (const id of s.ids) {
        const roll = value(id);
        if (roll !== undefined && !options.simplified) rolls[id] = roll;
        stances[id] = newStances(byId.get(id)!, factsOf(facts, id));
      }
      return shots.nextRound(s, rolls, options.simplified ? {} : stances);
    }
    case "readyHp": {
      const s = state as ReadyHpState;
      const changes = Object.fromEntries(
        s.ids.map((id) => {
          const { nonDamaged, carryOver, reach, missile, bonus, distance } = readyHpEntry(
            byId.get(id)!,
            factsOf(facts, id),
          );
          return [id, { nonDamaged, carryOver, reach, missile, bonus, distance }];
        }),
      );
      return readyHp.nextRound(s, poolDice(rolled.rollOff ?? []), changes);
    }
    case "turns":
      return turns.nextRound(state as TurnsState);
    case "standard":
      // Interpretation: RULES 2 names no new roll each round; as in Foundry's own tracker,
      // initiative is rolled once per fight (and by those who join)
      return standard.nextRound(state as StandardState);
  }
}

/** What a round start writes and what follows it on the actors. */
export interface RoundStart {
  outcome: MoveOutcome;
  /** RULES 1.3/1.9: OK RPG nonlethal recovery, one actor update per combatant that changed */
  recoveries: ActorRecovery[];
  /** RULES 1.7/1.9: downed mooks getting up on their side's Tide of Battle 6 */
  rallies: MookRally[];
  /** what the host writes to the actors after the round's write: one update per actor */
  actorUpdates: ActorUpdate[];
  /** the Foundry hook the start fires: the encounter's first round, or a new one */
  hook: "combatStart" | "combatRound";
}

/** The combatants' inputs a round start consumes: stances paid, carry-over choices used. */
function consumedInputs(
  snapshot: CombatSnapshot,
  facts: FactsById,
  shotsMode: shots.ShotsMode,
): Record<string, Partial<CombatantData>> {
  const inputs: Record<string, Partial<CombatantData>> = {};
  for (const one of fighters(snapshot)) {
    if (snapshot.mode === "shots" && shotsMode === "shots")
      inputs[one.id] = { stancesPaid: factsOf(facts, one.id).action?.stanceShots ?? 0 };
    if (snapshot.mode === "readyHp") inputs[one.id] = { carryOverChoice: 0 };
  }
  return inputs;
}

/**
 * The round start with the dice rolled (see roundRolls). Throws OutOfDice when the roll-offs need
 * more d20s than were rolled; the caller rolls more and calls again with the same faces first.
 */
export function startRound(
  snapshot: CombatSnapshot,
  facts: FactsById,
  rolled: Rolled,
  options: RoundOptions,
): RoundStart {
  const { kept, joining } = split(snapshot);
  const shotsMode = comingShotsMode(snapshot, options);
  let state: EngineState;
  if (continues(snapshot)) {
    state = continuedState(snapshot, kept, facts, rolled, options);
    for (const one of joining)
      state = joinEngine(snapshot.mode, state, one, factsOf(facts, one.id), rolled);
  } else state = freshState(snapshot, facts, rolled, options);
  const tide = rolledTide(snapshot, tideSides(snapshot, facts, options), rolled);
  const round = nextRoundNumber(snapshot);
  const first = snapshot.round === 0;
  const outcome: MoveOutcome = {
    ...unchanged(snapshot),
    round,
    state,
    tide,
    history: first ? [] : pushed(snapshot, `${CONTROL_LABEL}.NextRound`),
    inputs: consumedInputs(snapshot, facts, shotsMode),
  };
  const recoveries = okrpgRecovery(fighters(snapshot), facts, tide, round);
  const rallies = mookRallies(snapshot.combatants, facts, tide, round);
  return {
    outcome,
    recoveries,
    rallies,
    actorUpdates: roundActorUpdates(
      recoveries,
      rallies,
      gumptionResets(snapshot.combatants, facts),
    ),
    hook: first ? "combatStart" : "combatRound",
  };
}
