import type { DiceSource } from "../dice";
import { ladder as ladderEngine } from "../sequencing";
import type { LadderState } from "../sequencing/ladder";
import { driverOf, reactsIn, type EngineState, type ModeDriver, type ModeFighter } from "./modes";
import { standing, type Fighting, type OddsModel } from "./model";
import { fleeShare } from "./policy";
import type { OddsInput, OddsSide } from "./types";

/*
 * One fight played out from where the encounter stands, the way the table plays it: the
 * tracker's engine says who acts, the policy picks the target and the attack, the ruleset's model
 * rolls it through the rules, and the tracker's own follow-ups happen (a fighter defeated leaves
 * the sequence, one back on its feet rejoins it, Down loses its AP on the ladder, harm comes off
 * the ready hit points). It ends when a side has nobody standing, or undecided at the round limit.
 */

/** Defending against nobody (shared: a fighter's list is replaced, never changed in place). */
const NOBODY: string[] = [];

/** The most rounds a fight is played before it counts as undecided. */
export const ROUND_LIMIT = 30;

/** How one fight went. */
export interface FightRecord {
  readonly winner: OddsSide | null;
  /** rounds played from now: the round under way counts as the first */
  readonly rounds: number;
  /** the roll that put the first friendly fighter down, if one went down */
  readonly firstDown: {
    readonly attacker: number;
    readonly victim: number;
    readonly band: string;
  } | null;
}

/** A simulation's fixed parts, shared by all its fights. */
export interface Arena {
  readonly input: OddsInput;
  readonly model: OddsModel;
  readonly driver: ModeDriver;
  readonly flee: number;
  /** whom each fighter has an attack on, by index */
  readonly reaches: readonly (readonly boolean[])[];
  /** each fighter as the engines see it, reading the health of the fight being played */
  readonly entries: readonly ModeFighter[];
  /** the fight being played */
  readonly playing: { fighters: readonly Fighting[] };
}

export function arena(input: OddsInput, model: OddsModel): Arena {
  const playing: Arena["playing"] = { fighters: [] };
  return {
    input,
    model,
    driver: driverOf(input.mode),
    flee: fleeShare(input.policy.flee),
    reaches: input.fighters.map((f) =>
      input.fighters.map((t) => f.attacks.some((one) => t.id in one.targets)),
    ),
    entries: input.fighters.map((source, index) => ({
      id: source.id,
      side: source.side,
      turn: source.turn,
      reach: source.turn.reach ?? 0,
      penalty: () => model.rollPenalty(source, playing.fighters[index].health),
      nonDamaged: () => model.nonDamaged(source, playing.fighters[index].health),
    })),
    playing,
  };
}

/** Plays one fight; `fighters` comes back with each one's health, harm and attacks made. */
export function playFight(
  a: Arena,
  dice: DiceSource,
): { record: FightRecord; fighters: readonly Fighting[] } {
  const { input, model, driver } = a;
  const defensive = input.policy.defensive;
  const reactions = defensive && model.defence === "reaction" && reactsIn(input.mode);
  const fighters: Fighting[] = input.fighters.map((f, index) => {
    const health = model.health(f);
    const defeated = f.out || model.defeated(f, health);
    const down = defeated || model.down(f, health);
    return {
      index,
      id: f.id,
      side: f.side,
      npc: f.npc,
      down,
      defeated,
      wentDown: down,
      fled: false,
      attacked: 0,
      defendingAgainst: NOBODY,
      guarded: false,
      health,
      harm: 0,
      used: f.attacks.map(() => 0),
      engaged: false,
    };
  });
  const byId = new Map(fighters.map((f) => [f.id, f]));
  let state: EngineState | null = input.now.state;
  if (state !== null) for (const id of driver.ids(state)) byId.get(id)!.engaged = true;
  /** fighters standing on each side: a side with none has lost */
  const standingOn: Record<OddsSide, number> = { friendly: 0, hostile: 0 };
  for (const f of fighters) if (standing(f)) standingOn[f.side] += 1;
  a.playing.fighters = fighters;
  const entries = a.entries;
  const ladder = input.mode === "ladder";
  const reaches = a.reaches;

  let round = input.now.round;
  let played = 0;
  let firstDown: FightRecord["firstDown"] = null;

  /** the engine takes a fighter in (a round's start, a join) or lets it go (defeated, fled) */
  function joins(f: Fighting): void {
    state = driver.join(state as EngineState, entries[f.index], dice);
    f.engaged = true;
  }
  function leaves(f: Fighting): void {
    state = driver.leave(state as EngineState, f.id);
    f.engaged = false;
  }

  /** src/combat/moves/follow-actor.ts: the engine hears of a fighter's health, as the tracker does. */
  function follow(f: Fighting, joinNow: boolean): void {
    const source = input.fighters[f.index];
    const wasStanding = standing(f);
    // the tracker's defeated mark stays until the GM takes it off, whatever the health says
    f.defeated = source.out || model.defeated(source, f.health);
    f.down = f.defeated || model.down(source, f.health);
    if (f.down) f.wentDown = true;
    if (standing(f) !== wasStanding) standingOn[f.side] += wasStanding ? -1 : 1;
    if (state === null || f.fled) return;
    if (f.engaged) {
      if (f.defeated) leaves(f);
      else if (ladder) state = ladderFollows(state, f);
      else if (driver.followsHarm)
        state = driver.harmed(state, f.id, model.nonDamaged(source, f.health));
    } else if (!f.defeated && joinNow) joins(f);
  }

  /** RULES 1.10: Down loses its AP; one back up gets none until the next round's roll. */
  function ladderFollows(s: EngineState, f: Fighting): EngineState {
    const onLadder = s as LadderState;
    const status = ladderEngine.status(onLadder, f.id);
    if (f.down && status !== "down") return ladderEngine.down(onLadder, f.id);
    if (!f.down && status === "down") return ladderEngine.revive(onLadder, f.id);
    return s;
  }

  function startRound(): void {
    round += 1;
    played += 1;
    for (const f of fighters) f.defendingAgainst = NOBODY;
    model.roundStart?.(fighters, round, dice, "tide");
    const active = fighters.filter((f) => !f.defeated && !f.fled);
    if (state === null) {
      const at = { first: round === 1, simplified: input.round.simplified };
      state = driver.start(
        active.map((f) => entries[f.index]),
        at,
        dice,
      );
      for (const f of active) f.engaged = true;
    } else {
      // the tracker's round start: the defeated drop out, the ladder follows Down, the rest roll
      for (const f of fighters) follow(f, false);
      state = driver.nextRound(
        state,
        active.filter((f) => f.engaged).map((f) => entries[f.index]),
        dice,
      );
      for (const f of active) if (!f.engaged) joins(f);
    }
    // RULES 1.3, 1.7, 1.9: recovery and rallies come after the rolls; the engine hears of them
    model.roundStart?.(fighters, round, dice, "recovery");
    for (const f of fighters) follow(f, true);
  }

  /** RULES 1.8 / RULES 3: the target answers the attack with its defensive action, if it can. */
  function reacts(attacker: Fighting, target: Fighting): boolean {
    if (!reactions || state === null || !target.engaged || target.down) return false;
    if (ladder) {
      if (target.defendingAgainst.includes(attacker.id)) return true;
      const next = driver.react(state, target.id);
      if (next === null) return false;
      state = next;
      target.defendingAgainst = [...target.defendingAgainst, attacker.id];
      return true;
    }
    if (driver.reacting(state, target.id)) return true;
    const next = driver.react(state, target.id);
    if (next === null) return false;
    state = next;
    return driver.reacting(state, target.id);
  }

  /** The enemy the policy names: the closest to going down, or the one attacked least so far. */
  function targetOf(attacker: Fighting): Fighting | null {
    const reach = reaches[attacker.index];
    let best: Fighting | null = null;
    let bestKey = Infinity;
    let bestMargin = Infinity;
    for (const f of fighters) {
      if (f.side === attacker.side || !standing(f)) continue;
      if (!reach[f.index]) continue;
      const margin = model.margin(input.fighters[f.index], f.health);
      const key = input.policy.focus === "spread" ? f.attacked : margin;
      if (key < bestKey || (key === bestKey && margin < bestMargin)) {
        best = f;
        bestKey = key;
        bestMargin = margin;
      }
    }
    return best;
  }

  /** The friendly side's first fighter down, and the roll that did it (RULES: the decisive blow). */
  function noteDown(attacker: Fighting, victim: Fighting, band: string): void {
    if (firstDown === null && victim.side === "friendly")
      firstDown = { attacker: attacker.index, victim: victim.index, band };
  }

  /** The policy's threshold: once that share of a side is down, its standing NPCs flee. */
  function fleeing(side: OddsSide): void {
    const all = fighters.filter((f) => f.side === side);
    const down = all.filter((f) => f.down).length;
    if (down < a.flee * all.length) return;
    for (const f of all)
      if (f.npc && standing(f)) {
        f.fled = true;
        standingOn[side] -= 1;
        if (state !== null && f.engaged) leaves(f);
      }
  }

  function act(id: string): void {
    const s = state as EngineState;
    const actor = byId.get(id)!;
    actor.guarded = false;
    const target = actor.down || !driver.mayAttack(s) ? null : targetOf(actor);
    if (target === null) {
      state = driver.passes(s, id);
      return endTurn(actor);
    }
    if (defensive && model.keepsGuard?.(actor, target)) {
      actor.guarded = true;
      state = driver.passes(s, id);
      return endTurn(actor);
    }
    const index = model.choose(actor, target, defensive);
    if (index < 0) {
      state = driver.passes(s, id);
      return endTurn(actor);
    }
    const guarded = reacts(actor, target);
    const attack = input.fighters[actor.index].attacks[index];
    const wasDown = target.down;
    const before = target.health;
    target.attacked += 1;
    actor.used[index] += 1;
    const evading = driver.evading(state as EngineState, target.id);
    const blow = model.attack(actor, index, target, dice, guarded || target.guarded, evading);
    target.harm += model.harm(input.fighters[target.index], before, target.health);
    if (attack.defensive) actor.guarded = true;
    state = driver.attacked(state as EngineState, id);
    follow(target, true);
    if (target.down && !wasDown) {
      noteDown(actor, target, blow.band);
      fleeing(target.side);
    }
    endTurn(actor);
  }

  function endTurn(actor: Fighting): void {
    if (driver.turnEnds && !actor.down) {
      model.turnEnd?.(actor);
      follow(actor, true);
    }
  }

  if (state === null) startRound();
  else played = 1;
  let winner: OddsSide | null = null;
  for (;;) {
    const friendly = standingOn.friendly > 0;
    const hostile = standingOn.hostile > 0;
    if (!friendly || !hostile) {
      winner = friendly ? "friendly" : hostile ? "hostile" : null;
      break;
    }
    const id = driver.actor(state as EngineState);
    if (id === null) {
      if (played >= (input.roundLimit ?? ROUND_LIMIT)) break;
      startRound();
      continue;
    }
    act(id);
  }
  return { record: { winner, rounds: played, firstDown }, fighters };
}
