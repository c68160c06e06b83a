import { describe, expect, it } from "vitest";
import { scripted, seeded, type DiceSource } from "../../src/rules/dice";
import { arena, playFight } from "../../src/rules/odds/fight";
import { blow, type Fighting, type OddsModel } from "../../src/rules/odds/model";
import type { OddsFighter, OddsInput, OddsPolicy } from "../../src/rules/odds";
import { standard } from "../../src/rules/sequencing";
import { actionDuel, actionFighter, actionTarget } from "./odds-duel";

/*
 * One fight played out (src/rules/odds/fight.ts) with a model of its own: each fighter has its
 * Hits as health, and an attack rolls a d6 that takes a Hit on 4 or more. The tracker's standard
 * initiative orders the turns (a d20 each, highest first, rolled once per fight), so every face
 * of a fight is scripted, and a fight that rolls one die more or less runs out of them.
 */

interface Hp {
  hp: number;
}

const log: string[] = [];

function model(over: Partial<OddsModel<Hp>> = {}): OddsModel<Hp> {
  return {
    defence: "none",
    harmUnit: "test",
    health: (f: OddsFighter) => ({ hp: (f as { hits: number }).hits }),
    down: (_f, h) => h.hp <= 0,
    defeated: (_f, h) => h.hp <= 0,
    harm: (_f, before, after) => before.hp - after.hp,
    margin: (_f, h) => h.hp,
    rollPenalty: () => 0,
    nonDamaged: (_f, h) => h.hp,
    choose: () => 0,
    attack(a: Fighting<Hp>, _k: number, t: Fighting<Hp>, dice: DiceSource, guarded: boolean) {
      const face = dice.roll(6);
      log.push(`${a.id}>${t.id}${guarded ? " guarded" : ""}`);
      if (face >= 4) t.health = { hp: t.health.hp - 1 };
      return blow(face >= 4 ? "hit" : "miss");
    },
    notes: [],
    ...over,
  };
}

const policy = (over: Partial<OddsPolicy> = {}): OddsPolicy => ({
  focus: "weakest",
  defensive: false,
  flee: "never",
  ...over,
});

const KNIFE = [{ name: "Knife", skill: 8, damage: 3 }];
/** a fighter with a knife on each of `foes` (ids), `hits` Hits */
const fighter = (
  id: string,
  side: "friendly" | "hostile",
  hits: number,
  foes: string[],
  over = {},
) =>
  ({
    ...actionFighter(id, side, {
      hits,
      weapons: foes.length ? KNIFE : [],
      foes: foes.map((f) => actionTarget(f, 10, 4)),
    }),
    ...over,
  }) as OddsFighter;

function play(input: Partial<OddsInput>, faces: number[], m = model()) {
  log.length = 0;
  const full = { ...actionDuel(), ...input } as OddsInput;
  const { record, fighters } = playFight(arena(full, m), scripted(faces));
  return { record, fighters, log: [...log] };
}

describe("one fight, turn by turn", () => {
  const duel = (fredHits = 1, viperHits = 1) => ({
    fighters: [
      fighter("fred", "friendly", fredHits, ["viper"]),
      fighter("viper", "hostile", viperHits, ["fred"]),
    ],
  });

  it("the higher initiative acts first; a side with nobody standing has lost", () => {
    // d20s 20 (Fred) and 1 (Viper); Fred's 6 takes her last Hit
    const { record, fighters, log } = play(duel(), [20, 1, 6]);
    expect(record).toEqual({ winner: "friendly", rounds: 1, firstDown: null });
    expect(log).toEqual(["fred>viper"]);
    expect(fighters[1]).toMatchObject({
      down: true,
      defeated: true,
      wentDown: true,
      harm: 1,
      attacked: 1,
    });
    expect(fighters[0]).toMatchObject({ down: false, wentDown: false, harm: 0, used: [1] });
  });

  it("the first friendly fighter down is noted with the attacker and the band of the roll", () => {
    const { record, log } = play(duel(), [20, 1, 1, 5]);
    expect(log).toEqual(["fred>viper", "viper>fred"]);
    expect(record).toEqual({
      winner: "hostile",
      rounds: 1,
      firstDown: { attacker: 1, victim: 0, band: "hit" },
    });
  });

  it("a round over, the next starts without new initiative rolls; rounds are counted", () => {
    // round 1: both miss; round 2: Fred hits
    const { record } = play(duel(), [20, 1, 1, 1, 6]);
    expect(record).toEqual({ winner: "friendly", rounds: 2, firstDown: null });
  });

  it("undecided at the round limit: nobody won, the limit's rounds played", () => {
    const { record } = play({ ...duel(), roundLimit: 2 }, [20, 1, 1, 1, 1, 1]);
    expect(record).toEqual({ winner: null, rounds: 2, firstDown: null });
  });

  it("harm and attacks add up over the fight", () => {
    const { fighters } = play(duel(3, 2), [20, 1, 6, 1, 6]);
    expect(fighters[1]).toMatchObject({ harm: 2, attacked: 2, down: true });
    expect(fighters[0]).toMatchObject({ harm: 0, attacked: 1, used: [2] });
  });

  it("a fighter marked defeated stays out though its health would stand: the other side wins at once", () => {
    const { record, fighters } = play(
      {
        fighters: [
          fighter("fred", "friendly", 1, ["viper"]),
          fighter("viper", "hostile", 1, ["fred"], { out: true }),
        ],
      },
      [20],
    );
    expect(record).toEqual({ winner: "friendly", rounds: 1, firstDown: null });
    expect(fighters[1]).toMatchObject({ down: true, defeated: true, wentDown: true });
  });

  it("nobody standing on either side: nobody wins", () => {
    const { record } = play(
      {
        fighters: [
          fighter("fred", "friendly", 0, ["viper"]),
          fighter("viper", "hostile", 0, ["fred"]),
        ],
      },
      [],
    );
    expect(record.winner).toBeNull();
  });

  it("one with no attack that reaches anyone passes its turn", () => {
    const { record, log } = play(
      {
        fighters: [fighter("fred", "friendly", 1, []), fighter("viper", "hostile", 1, ["fred"])],
      },
      [20, 1, 6],
    );
    expect(log).toEqual(["viper>fred"]);
    expect(record.winner).toBe("hostile");
  });

  it("one whose model picks no attack passes its turn", () => {
    const m = model({ choose: (a) => (a.id === "fred" ? -1 : 0) });
    const { log } = play(duel(), [20, 1, 6], m);
    expect(log).toEqual(["viper>fred"]);
  });

  it("from the tracker's state mid-round: no new initiative, the round under way counts as the first", () => {
    const state = standard.start([
      { id: "viper", roll: 15, modifier: 0 },
      { id: "fred", roll: 5, modifier: 0 },
    ]);
    const { record, log } = play({ ...duel(), now: { round: 3, state } }, [6]);
    expect(log).toEqual(["viper>fred"]);
    expect(record).toEqual({
      winner: "hostile",
      rounds: 1,
      firstDown: { attacker: 1, victim: 0, band: "hit" },
    });
  });
});

describe("whom each fighter attacks", () => {
  const three = (focus: "weakest" | "spread") => ({
    policy: policy({ focus }),
    fighters: [
      fighter("fred", "friendly", 5, ["tough", "frail"]),
      fighter("tough", "hostile", 3, []),
      fighter("frail", "hostile", 2, []),
    ],
  });

  it("weakest: the enemy closest to going down, again and again", () => {
    // inits 20, 1, 1; Fred misses three rounds, then the round limit
    const { log } = play({ ...three("weakest"), roundLimit: 3 }, [20, 1, 1, 1, 1, 1]);
    expect(log).toEqual(["fred>frail", "fred>frail", "fred>frail"]);
  });

  it("spread: the one attacked least so far, the weaker of equals first", () => {
    const { log } = play({ ...three("spread"), roundLimit: 3 }, [20, 1, 1, 1, 1, 1]);
    expect(log).toEqual(["fred>frail", "fred>tough", "fred>frail"]);
  });

  it("never a friend, never one down", () => {
    const { log } = play(
      {
        roundLimit: 2,
        fighters: [
          fighter("fred", "friendly", 5, ["ally", "weak", "goon"]),
          fighter("ally", "friendly", 1, []),
          fighter("weak", "hostile", 1, []),
          fighter("goon", "hostile", 3, []),
        ],
      },
      [20, 1, 1, 1, 6, 1],
    );
    expect(log).toEqual(["fred>weak", "fred>goon"]);
  });
});

describe("NPCs flee at the policy's share of their side down", () => {
  const side = (flee: OddsPolicy["flee"], npc = true) => ({
    policy: policy({ flee }),
    fighters: [
      fighter("fred", "friendly", 5, ["a", "b"]),
      fighter("a", "hostile", 1, [], { npc }),
      fighter("b", "hostile", 3, [], { npc }),
    ],
  });

  it("half: one of two down, the other flees and the fight is won", () => {
    const { record, fighters } = play(side("half"), [20, 1, 1, 6]);
    expect(record.winner).toBe("friendly");
    expect(fighters[2]).toMatchObject({ fled: true, down: false });
    expect(fighters[1]).toMatchObject({ fled: false, down: true });
  });

  it("three quarters: one of two down is not enough", () => {
    const { record, fighters } = play({ ...side("threeQuarters"), roundLimit: 1 }, [20, 1, 1, 6]);
    expect(record.winner).toBeNull();
    expect(fighters[2].fled).toBe(false);
  });

  it("players' characters never flee", () => {
    const { fighters } = play({ ...side("half", false), roundLimit: 1 }, [20, 1, 1, 6]);
    expect(fighters[2].fled).toBe(false);
  });
});

describe("the defensive options as the policy takes them", () => {
  const unnamed = (reflexes: number) => ({
    shots: { reflexes, named: false, villain: false, npc: false, stances: 0 },
  });
  const onShots = (defensive: boolean, viperReflexes = 4) => ({
    mode: "shots" as const,
    roundLimit: 1,
    policy: policy({ defensive }),
    fighters: [
      fighter("fred", "friendly", 5, ["viper"], { turn: unnamed(7) }),
      fighter("viper", "hostile", 5, ["fred"], { turn: unnamed(viperReflexes) }),
    ],
  });

  it("RULES 3: on the shot counter the target answers with active defence, when the policy defends", () => {
    // shot 7: Fred attacks, Viper defends (1 shot); shot 4 → 3: Viper; shot 4: Fred again; then 1: Fred
    const { log } = play(onShots(true), [1, 1, 1, 1], model({ defence: "reaction" }));
    expect(log[0]).toBe("fred>viper guarded");
  });

  it("not when the policy does not defend, nor when the ruleset defends on its own turn", () => {
    const misses = new Array(10).fill(1);
    expect(play(onShots(false), misses, model({ defence: "reaction" })).log[0]).toBe("fred>viper");
    expect(play(onShots(true), misses, model({ defence: "turn" })).log[0]).toBe("fred>viper");
  });

  it("RULES 1.6 a mode that prices no reaction: none taken", () => {
    const { log } = play(
      {
        policy: policy({ defensive: true }),
        roundLimit: 1,
        fighters: onShots(true).fighters.map((f) => ({
          ...f,
          turn: { standard: { modifier: 0 } },
        })),
      },
      [20, 1, 1, 1],
      model({ defence: "reaction" }),
    );
    expect(log).toEqual(["fred>viper", "viper>fred"]);
  });

  it("RULES 2 dodge: one keeping its guard on its turn does not attack, and is guarded against the next attack", () => {
    const m = model({ defence: "turn", keepsGuard: (self) => self.id === "viper" });
    const { log } = play(
      {
        policy: policy({ defensive: true }),
        roundLimit: 2,
        fighters: [
          fighter("viper", "hostile", 5, ["fred"]),
          fighter("fred", "friendly", 5, ["viper"]),
        ],
      },
      [20, 1, 1, 1],
      m,
    );
    expect(log).toEqual(["fred>viper guarded", "fred>viper guarded"]);
  });

  it("keeping the guard is the policy's choice: without it, it attacks", () => {
    const m = model({ defence: "turn", keepsGuard: () => true });
    const { log } = play(
      {
        roundLimit: 1,
        fighters: [
          fighter("viper", "hostile", 5, ["fred"]),
          fighter("fred", "friendly", 5, ["viper"]),
        ],
      },
      [20, 1, 1, 1],
      m,
    );
    expect(log).toEqual(["viper>fred", "fred>viper"]);
  });

  it("RULES 5 a cautious strike guards its striker until its next turn", () => {
    const viper = fighter("viper", "hostile", 5, ["fred"]);
    const cautious = {
      ...viper,
      attacks: [{ ...viper.attacks[0], defensive: true }],
    } as OddsFighter;
    const { log } = play(
      { roundLimit: 2, fighters: [cautious, fighter("fred", "friendly", 5, ["viper"])] },
      [20, 1, 1, 1, 1, 1],
    );
    expect(log).toEqual(["viper>fred", "fred>viper guarded", "viper>fred", "fred>viper guarded"]);
  });
});

describe("what the tracker brings as the fight goes", () => {
  it("each round's start: the tide before the rolls, recovery after; each own turn's end", () => {
    const steps: string[] = [];
    const m = model({
      roundStart: (_all, round, _dice, step) => void steps.push(`${step} ${round}`),
      turnEnd: (self) => void steps.push(`end ${self.id}`),
    });
    play(
      {
        roundLimit: 2,
        fighters: [fighter("fred", "friendly", 5, ["viper"]), fighter("viper", "hostile", 5, [])],
      },
      [20, 1, 1, 1],
      m,
    );
    expect(steps).toEqual([
      "tide 1",
      "recovery 1",
      "end fred",
      "end viper",
      "tide 2",
      "recovery 2",
      "end fred",
      "end viper",
    ]);
  });

  it("from the encounter's round: a fight begun in round 3 plays round 4 next", () => {
    const rounds: number[] = [];
    const state = standard.start([
      { id: "fred", roll: 15, modifier: 0 },
      { id: "viper", roll: 5, modifier: 0 },
    ]);
    play(
      {
        now: { round: 3, state },
        roundLimit: 2,
        fighters: [fighter("fred", "friendly", 5, ["viper"]), fighter("viper", "hostile", 5, [])],
      },
      [1, 1],
      model({ roundStart: (_a, round, _d, step) => void (step === "tide" && rounds.push(round)) }),
    );
    expect(rounds).toEqual([4]);
  });

  it("RULES 1.10 on the ladder: one Down loses its AP, and one back up rolls again at the next round", () => {
    // down at 1 Hit or less, out at 0; each round's recovery gives Viper a Hit back. Every 4dF
    // reads 0 (Fred 6 AP, Viper 3, the goon 0); Fred's first attack hits, the rest miss.
    const m = model({
      down: (_f, h) => h.hp <= 1,
      defeated: (_f, h) => h.hp <= 0,
      roundStart: (all, _round, _dice, step) => {
        if (step === "recovery")
          for (const f of all) if (f.id === "viper") f.health = { hp: f.health.hp + 1 };
      },
    });
    const attacks = [6];
    const dice = { roll: (max: number) => (max === 3 ? 2 : (attacks.shift() ?? 1)) };
    log.length = 0;
    const input = {
      ...actionDuel(),
      mode: "ladder",
      roundLimit: 3,
      fighters: [
        { ...fighter("fred", "friendly", 5, ["viper", "goon"]), turn: { ladder: { base: 6 } } },
        { ...fighter("viper", "hostile", 1, ["fred"]), turn: { ladder: { base: 3 } } },
        { ...fighter("goon", "hostile", 5, []), turn: { ladder: { base: 0 } } },
      ],
    } as OddsInput;
    const { fighters } = playFight(arena(input, m), dice);
    expect(fighters[1].wentDown).toBe(true);
    expect(log).toEqual([
      // round 1: Viper up again (2 Hits) is hit Down; Fred's second attack goes to the goon
      "fred>viper",
      "fred>goon",
      // round 2: Viper, back up by the recovery, has no AP until the next roll
      "fred>viper",
      "fred>viper",
      // round 3: it rolls again (3 AP) and acts once Fred is down to 3 too (ties in roster order)
      "fred>viper",
      "fred>viper",
      "viper>fred",
    ]);
  });
});

describe("on the ladder (RULES 1.8, 1.10), every 4dF reading 0 and every attack missing", () => {
  const flat = { roll: (max: number) => (max === 3 ? 2 : 1) };
  const on = (id: string, side: "friendly" | "hostile", base: number, foes: string[]) =>
    ({ ...fighter(id, side, 5, foes), turn: { ladder: { base } } }) as OddsFighter;
  const ladderFight = (
    fighters: OddsFighter[],
    m = model({ defence: "reaction" }),
    defensive = true,
  ) => {
    log.length = 0;
    const input = {
      ...actionDuel(),
      mode: "ladder",
      roundLimit: 1,
      policy: policy({ defensive }),
      fighters,
    } as OddsInput;
    playFight(arena(input, m), flat);
    return [...log];
  };

  it("one defence (3 AP) holds against the same attacker all round; another attacker finds it spent", () => {
    expect(
      ladderFight([
        on("fred", "friendly", 6, ["viper"]),
        on("viper", "hostile", 3, []),
        on("ally", "friendly", 3, ["viper"]),
      ]),
    ).toEqual(["fred>viper guarded", "fred>viper guarded", "ally>viper"]);
  });

  it("RULES 1.6 the impairment lowers the initiative roll: Viper's 6 less 3 acts after Fred's 4", () => {
    const m = model({ rollPenalty: (f) => (f.id === "viper" ? -3 : 0) });
    const both = [on("viper", "hostile", 6, ["fred"]), on("fred", "friendly", 4, ["viper"])];
    expect(ladderFight(both, m, false)[0]).toBe("fred>viper");
    expect(ladderFight(both, model(), false)[0]).toBe("viper>fred");
  });

  it("an attacker goes only for the enemies it has an attack on, however weak the others", () => {
    const weak = { ...on("weak", "hostile", 0, []), hits: 1 } as OddsFighter;
    expect(
      ladderFight(
        [on("fred", "friendly", 3, ["goon"]), weak, on("goon", "hostile", 0, [])],
        model(),
        false,
      ),
    ).toEqual(["fred>goon"]);
  });
});

describe("RULES 4 on ready hit points", () => {
  it("harm mid-round comes off the ready hit points: Viper (4 HP, all ready) hit once has 3 attacks left", () => {
    // Fred's first attack hits, every other misses (whatever the engine rolls for its order)
    let hits = 1;
    const m = model({
      attack(a, _k, t) {
        log.push(`${a.id}>${t.id}`);
        const hit = a.id === "fred" && hits-- > 0;
        if (hit) t.health = { hp: t.health.hp - 1 };
        return blow(hit ? "hit" : "miss");
      },
    });
    log.length = 0;
    const input = {
      ...actionDuel(),
      mode: "readyHp",
      roundLimit: 1,
      fighters: [
        { ...fighter("fred", "friendly", 10, ["viper"]), turn: { readyHp: {} } },
        { ...fighter("viper", "hostile", 4, ["fred"]), turn: { readyHp: {} } },
      ],
    } as OddsInput;
    playFight(arena(input, m), seeded(1));
    expect(log.filter((l) => l === "viper>fred")).toHaveLength(3);
    expect(log.filter((l) => l === "fred>viper")).toHaveLength(10);
  });
});

describe("who acts, and who does not", () => {
  /** down at 1 Hit or less, out of the fight at 0 (OK RPG's Down before Out) */
  const downAtOne = () => model({ down: (_f, h) => h.hp <= 1, defeated: (_f, h) => h.hp <= 0 });

  it("one Down from the start stands for nobody: its side has lost before a blow", () => {
    const { record, log } = play(
      {
        fighters: [
          fighter("fred", "friendly", 3, ["viper"]),
          fighter("viper", "hostile", 1, ["fred"]),
        ],
      },
      [20, 1],
      downAtOne(),
    );
    expect(record.winner).toBe("friendly");
    expect(log).toEqual([]);
  });

  it("one Down keeps its turns but does not attack, and its turn brings no turn's end", () => {
    const ends: string[] = [];
    const m = model({
      down: (_f, h) => h.hp <= 1,
      defeated: (_f, h) => h.hp <= 0,
      turnEnd: (self) => void ends.push(self.id),
    });
    const { log } = play(
      {
        roundLimit: 1,
        fighters: [
          fighter("ally", "friendly", 1, ["viper"]),
          fighter("fred", "friendly", 3, ["viper"]),
          fighter("viper", "hostile", 5, []),
        ],
      },
      [20, 19, 1, 1],
      m,
    );
    expect(log).toEqual(["fred>viper"]);
    expect(ends).toEqual(["fred", "viper"]);
  });

  it("RULES 5 default order on turns: the longer reach acts first", () => {
    const { log } = play(
      {
        mode: "turns",
        roundLimit: 1,
        fighters: [
          { ...fighter("fred", "friendly", 5, ["viper"]), turn: { reach: 1 } } as OddsFighter,
          { ...fighter("viper", "hostile", 5, ["fred"]), turn: { reach: 2 } } as OddsFighter,
        ],
      },
      [1, 1],
    );
    expect(log).toEqual(["viper>fred", "fred>viper"]);
  });

  it("RULES 3 stances are paid in the fight's first round: Fred's 7 less 5 acts after Viper's 4", () => {
    const unnamed = (reflexes: number, stances: number) => ({
      shots: { reflexes, named: false, villain: false, npc: false, stances },
    });
    const { log } = play(
      {
        mode: "shots",
        roundLimit: 1,
        fighters: [
          { ...fighter("fred", "friendly", 5, ["viper"]), turn: unnamed(7, 5) } as OddsFighter,
          { ...fighter("viper", "hostile", 5, ["fred"]), turn: unnamed(4, 0) } as OddsFighter,
        ],
      },
      new Array(10).fill(1),
    );
    expect(log[0]).toBe("viper>fred");
  });

  it("of two foes as weak, the first listed; spread, of two attacked as often and as weak, the first", () => {
    const two = (focus: "weakest" | "spread") => ({
      roundLimit: 1,
      policy: policy({ focus }),
      fighters: [
        fighter("fred", "friendly", 5, ["g1", "g2"]),
        fighter("g1", "hostile", 2, []),
        fighter("g2", "hostile", 2, []),
      ],
    });
    expect(play(two("weakest"), [20, 1, 1, 1]).log).toEqual(["fred>g1"]);
    expect(play(two("spread"), [20, 1, 1, 1]).log).toEqual(["fred>g1"]);
  });

  it("the first friendly fighter down is the one noted, whatever falls after", () => {
    const { record } = play(
      {
        fighters: [
          fighter("viper", "hostile", 1, ["fred", "ally"]),
          fighter("fred", "friendly", 2, ["viper"]),
          fighter("ally", "friendly", 1, ["viper"]),
        ],
      },
      // Viper fells the ally; Fred fells Viper
      [20, 10, 5, 6, 6],
    );
    expect(record).toEqual({
      winner: "friendly",
      rounds: 1,
      firstDown: { attacker: 0, victim: 2, band: "hit" },
    });
  });

  it("an NPC that fled attacks no more: its side fights on with the player's character alone", () => {
    const { log, fighters } = play(
      {
        roundLimit: 2,
        policy: policy({ flee: "quarter" }),
        fighters: [
          fighter("fred", "friendly", 9, ["a", "boss"]),
          fighter("a", "hostile", 1, [], { npc: true }),
          fighter("b", "hostile", 3, ["fred"], { npc: true }),
          fighter("boss", "hostile", 5, [], { npc: false }),
        ],
      },
      // Fred fells a first; b flees at once (1 of 3 down is a quarter); round 2: Fred misses
      [20, 2, 10, 1, 6, 1],
    );
    expect(fighters[2].fled).toBe(true);
    expect(log).toEqual(["fred>a", "fred>boss"]);
  });
});
