import { describe, expect, it } from "vitest";
import { simulate, simulation, HISTOGRAM_ROUNDS, type OddsInput } from "../../src/rules/odds";
import { DECIDING_LOSSES, DECIDING_MOST, DECIDING_SHARE } from "../../src/rules/odds/simulate";
import { actionDuel, actionFighter, actionTarget } from "./odds-duel";

/*
 * The tally of many fights (src/rules/odds/simulate.ts), on Action fights whose every attack is
 * certain (RULES 3): a closed roll reads −5 … +5, so skill 5 against defence 0 always succeeds,
 * and damage 4 against soak 4 always lands a Hit. Each fight then goes the same way, and the
 * shares are exact.
 */

const SURE = [{ name: "Knife", skill: 5, damage: 4, closed: true }];

/** Fred, who always hits, against Viper with `hits` Hits and no weapon (or the other way round). */
function sure(
  o: { viperHits?: number; fredHits?: number; viperArmed?: boolean; fredArmed?: boolean } = {},
  over: Partial<OddsInput> = {},
): OddsInput {
  return actionDuel({
    fighters: [
      actionFighter("fred", "friendly", {
        hits: o.fredHits ?? 3,
        weapons: (o.fredArmed ?? true) ? SURE : [],
        foes: [actionTarget("viper", 0, 4)],
      }),
      actionFighter("viper", "hostile", {
        hits: o.viperHits ?? 2,
        weapons: o.viperArmed ? SURE : [],
        foes: [actionTarget("fred", 0, 4)],
      }),
    ],
    ...over,
  });
}

describe("the tally of the fights", () => {
  it("a Hit a round against 2 Hits: every fight won in its second round", () => {
    const r = simulate(sure());
    expect(r.wins).toEqual({ friendly: 1, hostile: 0 });
    expect(r.undecided).toBe(0);
    expect(r.rounds).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.rounds).toHaveLength(HISTOGRAM_ROUNDS);
    expect(r.fighters).toEqual([
      { id: "fred", name: "fred", side: "friendly", down: 0, fled: 0, harm: 0, weapon: "Knife" },
      { id: "viper", name: "viper", side: "hostile", down: 1, fled: 0, harm: 2, weapon: "" },
    ]);
    expect(r.deciding).toEqual([]);
  });

  it("what was asked comes back: ruleset, mode, runs, seed, policy, round limit, harm unit", () => {
    const r = simulate(sure({}, { seed: 9, runs: 100, roundLimit: 5 }));
    expect([r.ruleset, r.mode, r.runs, r.seed, r.roundLimit, r.harmUnit]).toEqual([
      "action",
      "standard",
      100,
      9,
      5,
      "action",
    ]);
    expect(r.policy).toEqual({ focus: "weakest", defensive: false, flee: "never" });
  });

  it("the margin: half a 95% interval at p = ½, 1.96 × √(¼ / runs)", () => {
    expect(simulate(sure()).margin).toBeCloseTo(0.098, 12);
    expect(simulate(sure({}, { runs: 400 })).margin).toBeCloseTo(0.049, 12);
  });

  it("fights of 10 rounds or more share the histogram's last entry", () => {
    expect(simulate(sure({ viperHits: 10 })).rounds[9]).toBe(1);
    expect(simulate(sure({ viperHits: 13 })).rounds[9]).toBe(1);
    expect(simulate(sure({ viperHits: 1 })).rounds[0]).toBe(1);
  });

  it("a fight not over at the round limit is undecided, in no round's count; the notes say so", () => {
    const r = simulate(sure({ viperHits: 3 }, { roundLimit: 2 }));
    expect(r.undecided).toBe(1);
    expect(r.wins).toEqual({ friendly: 0, hostile: 0 });
    expect(r.rounds.every((n) => n === 0)).toBe(true);
    expect(r.fighters[1]).toMatchObject({ down: 0, harm: 2 });
    expect(r.notes.at(-1)).toEqual({ key: "Undecided", data: { limit: 2, share: 100 } });
  });

  it("the notes: the input's, the model's, then the policy's", () => {
    const r = simulate(sure({}, { notes: [{ key: "RangeAssumed" }] }));
    expect(r.notes.map((n) => n.key)).toEqual([
      "RangeAssumed",
      "ActionNoFortune",
      "ActionSetbacks",
      "Focus.weakest",
      "NoMovement",
      "DefenceOff",
    ]);
  });

  it("the weapon used most, and its action where the attack names one", () => {
    const input = sure();
    const fred = input.fighters[0];
    const named = {
      ...fred,
      attacks: [{ ...fred.attacks[0], action: "quickStrike" }],
    };
    const r = simulate({ ...input, fighters: [named, input.fighters[1]] });
    expect(r.fighters[0]).toMatchObject({ weapon: "Knife", action: "quickStrike" });
  });

  it("of two weapons, the one used (the better) is named", () => {
    const input = sure();
    const fred = actionFighter("fred", "friendly", {
      weapons: [{ name: "Stick", skill: 0, damage: 0, closed: true }, ...SURE],
      foes: [actionTarget("viper", 0, 4)],
    });
    const r = simulate({ ...input, fighters: [fred, input.fighters[1]] });
    expect(r.fighters[0].weapon).toBe("Knife");
  });

  it("NPCs that fled are counted", () => {
    const input = sure();
    const r = simulate({
      ...input,
      policy: { focus: "weakest", defensive: false, flee: "half" },
      fighters: [
        input.fighters[0],
        { ...input.fighters[1], hits: 1 },
        { ...input.fighters[1], id: "goon", name: "goon", hits: 5 },
        { ...input.fighters[1], id: "boss", name: "boss", npc: false, hits: 1 },
      ].map((f, i) =>
        i === 0
          ? actionFighter("fred", "friendly", {
              hits: 3,
              weapons: SURE,
              foes: ["viper", "goon", "boss"].map((id) => actionTarget(id, 0, 4)),
            })
          : f,
      ),
    });
    // Viper and the boss fall in the first two rounds: half the side is down, the goon flees
    expect(r.fighters.map((f) => [f.id, f.down, f.fled])).toEqual([
      ["fred", 0, 0],
      ["viper", 1, 0],
      ["goon", 0, 1],
      ["boss", 1, 0],
    ]);
  });
});

describe("the weapon each fought with most", () => {
  /** Fred with a knife for each goon; the goons, unarmed, fall after `hits` Hits each */
  const twoGoons = (hits: [number, number]) => {
    const fred = actionFighter("fred", "friendly", {
      weapons: [
        { name: "Knife", skill: 5, damage: 4, closed: true },
        { name: "Sword", skill: 5, damage: 4, closed: true },
      ],
      foes: [actionTarget("g1", 0, 4), actionTarget("g2", 0, 4)],
    });
    // the knife reaches the first goon only, the sword the second
    const only = (k: number, id: string) => ({
      ...fred.attacks[k],
      targets: { [id]: fred.attacks[k].targets[id] },
      guarded: { [id]: fred.attacks[k].guarded[id] },
    });
    const armed = { ...fred, attacks: [only(0, "g1"), only(1, "g2")] } as typeof fred;
    return simulate(
      actionDuel({
        fighters: [
          armed,
          actionFighter("g1", "hostile", { hits: hits[0] }),
          actionFighter("g2", "hostile", { hits: hits[1] }),
        ],
      }),
    );
  };

  it("the knife, used three times, over the sword used twice", () => {
    expect(twoGoons([3, 2]).fighters[0].weapon).toBe("Knife");
  });

  it("the sword, used three times, over the knife used twice", () => {
    expect(twoGoons([2, 3]).fighters[0].weapon).toBe("Sword");
  });

  it("of two used as often, the first", () => {
    expect(twoGoons([2, 2]).fighters[0].weapon).toBe("Knife");
  });

  it("one armed that never attacked (no foe in reach) fought with nothing", () => {
    const input = sure();
    const viper = actionFighter("viper", "hostile", { hits: 2, weapons: SURE, foes: [] });
    expect(simulate({ ...input, fighters: [input.fighters[0], viper] }).fighters[1].weapon).toBe(
      "",
    );
  });
});

describe("the rolls that decided the lost fights", () => {
  const lost = () => sure({ fredHits: 1, fredArmed: false, viperArmed: true });

  it(`named once the friendly side lost ${DECIDING_LOSSES} fights, each at ${DECIDING_SHARE * 100}% of them or more, ${DECIDING_MOST} at most`, () => {
    expect([DECIDING_LOSSES, DECIDING_SHARE, DECIDING_MOST]).toEqual([20, 0.1, 3]);
  });

  it("Viper's sure Hit puts Fred down in every fight: a success, or a windfall on boxcars (1 in 36)", () => {
    const r = simulate(lost());
    expect(r.wins.hostile).toBe(1);
    expect(r.deciding).toHaveLength(1);
    const [roll] = r.deciding;
    expect(roll).toMatchObject({ attacker: "viper", victim: "fred", band: "success" });
    expect(roll.share).toBeGreaterThan(0.9);
    expect(roll.share).toBeLessThan(1);
  });

  it("four foes, each first to act in about a quarter of the fights: the three biggest shares, biggest first", () => {
    const fred = actionFighter("fred", "friendly", { hits: 1 });
    const foes = ["a", "b", "c", "d"].map((id) =>
      actionFighter(id, "hostile", { weapons: SURE, foes: [actionTarget("fred", 0, 4)] }),
    );
    const r = simulate(actionDuel({ fighters: [fred, ...foes], runs: 400 }));
    expect(r.wins.hostile).toBe(1);
    expect(r.deciding).toHaveLength(3);
    const shares = r.deciding.map((d) => d.share);
    expect([...shares].sort((x, y) => y - x)).toEqual(shares);
    for (const d of r.deciding) {
      expect(d).toMatchObject({ victim: "fred", band: "success" });
      expect(d.share).toBeGreaterThan(0.15);
      expect(d.share).toBeLessThan(0.35);
    }
  });

  it("only the fights lost count: a friend down first in a fight won is no deciding roll", () => {
    // Viper (2 Hits) cuts the ally down first every fight; she then wins when she acts before Fred
    const ally = actionFighter("ally", "friendly", { hits: 1 });
    const fred = actionFighter("fred", "friendly", {
      hits: 1,
      weapons: SURE,
      foes: [actionTarget("viper", 0, 4)],
    });
    const viper = actionFighter("viper", "hostile", {
      hits: 2,
      weapons: SURE,
      foes: [actionTarget("ally", 0, 4), actionTarget("fred", 0, 4)],
    });
    const r = simulate(actionDuel({ fighters: [ally, fred, viper] }));
    expect(r.wins.hostile).toBeGreaterThan(0.2);
    expect(r.wins.friendly).toBeGreaterThan(0.2);
    expect(r.deciding[0]).toMatchObject({ attacker: "viper", victim: "ally", band: "success" });
    expect(r.deciding[0].share).toBeGreaterThan(0.9);
    expect(r.deciding[0].share).toBeLessThanOrEqual(1);
  });

  it("none before the 20th lost fight", () => {
    const s = simulation(lost());
    s.play(19);
    expect(s.result().deciding).toEqual([]);
    s.play(1);
    expect(s.result().deciding).toHaveLength(1);
  });
});

describe("a simulation played in slices", () => {
  it("gives the same result as played at once", () => {
    const input = sure({ viperHits: 3, fredHits: 2, viperArmed: true }, { runs: 200 });
    const s = simulation(input);
    s.play(30);
    expect(s.played).toBe(30);
    s.play(2.9);
    expect(s.played).toBe(32);
    s.play(-4);
    expect(s.played).toBe(32);
    s.play(1000);
    expect(s.played).toBe(200);
    expect(s.runs).toBe(200);
    expect(s.result()).toEqual(simulate(input));
  });

  it("its result so far counts the fights played so far", () => {
    const s = simulation(sure());
    expect(s.result().wins).toEqual({ friendly: 0, hostile: 0 });
    expect(s.result().runs).toBe(1);
    s.play(10);
    expect(s.result().runs).toBe(10);
    expect(s.result().fighters[1].harm).toBe(2);
  });

  it("bad input throws before a fight is played", () => {
    expect(() => simulation({ ...sure(), runs: 5 })).toThrow(
      /^runs must be between 100 and 100000/,
    );
  });
});
