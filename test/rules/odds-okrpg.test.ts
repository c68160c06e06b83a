import { describe, expect, it } from "vitest";
import { scripted } from "../../src/rules/dice";
import { okrpgModel, type OkrpgHealth } from "../../src/rules/odds/okrpg";
import type { Fighting } from "../../src/rules/odds/model";
import type { OddsInput } from "../../src/rules/odds";
import {
  bystander,
  fudgeOf,
  goon,
  okrpgFighter,
  okrpgInput,
  OPTIONS,
  PIPE,
  SMG,
} from "./odds-okrpg-fixture";

/*
 * OK RPG in the odds (RULES 1.2–1.9), on a hired goon (base 4) hitting a bystander (defence 2,
 * DR 2, no armor): he needs 2 successes, so 4dF of −2 is a marginal hit and every step above it
 * an extra success, spent on full damage first and then on more damage (RULES 1.4). The lead
 * pipe (damage 4, lethality −2: half the points lethal, [I-4]) does, by its damage less the DR:
 * marginal 2 − 2 = 0 → 1 point; full 4 − 2 = +1 FR → 2; then +3 HR → 3, +2 FR → 5, +5 HR → 7,
 * +3 FR → 10, +7 HR → 15 (RULES 1.6).
 */

/** The fighters of `input` as a fight starts them, standing, with the model's health. */
function fightingIn(input: OddsInput, model: ReturnType<typeof okrpgModel>) {
  return input.fighters.map(
    (f, index) =>
      ({
        index,
        id: f.id,
        side: f.side,
        health: model.health(f),
        defeated: false,
        fled: false,
      }) as Fighting<OkrpgHealth>,
  );
}

function arena(
  victim = bystander(),
  weapons = [PIPE],
  o: { attacker?: Record<string, unknown>; input?: Partial<OddsInput>; recoveryStep?: number } = {},
) {
  const input = okrpgInput(
    [
      okrpgFighter("hitter", "hostile", bystander(o.attacker), weapons, [victim]),
      okrpgFighter(victim.id as string, "friendly", victim, [], [], {
        recoveryStep: o.recoveryStep,
      }),
    ],
    o.input,
  );
  const model = okrpgModel(input);
  const fighters = fightingIn(input, model);
  const hit = (sum: number, guarded = false, k = 0) =>
    model.attack(fighters[0], k, fighters[1], scripted(fudgeOf(sum)), guarded).band;
  return { model, input, fighters, hitter: fighters[0], victim: fighters[1], hit };
}

const woundsAfter = (sum: number, guarded = false) => {
  const a = arena();
  const band = a.hit(sum, guarded);
  const w = a.victim.health.wounds!;
  return [band, w.lethal, w.nonlethal];
};

describe("RULES 1.2–1.6: the goon's lead pipe on the bystander, by the roll", () => {
  it.each([
    [-3, "miss", 0, 0],
    [-2, "marginalHit", 1, 0],
    [-1, "extraSuccesses", 1, 1],
    [0, "extraSuccesses", 2, 1],
    [1, "extraSuccesses", 3, 2],
    [2, "extraSuccesses", 4, 3],
    [3, "extraSuccesses", 5, 5],
    [4, "extraSuccesses", 8, 7],
  ])("4dF %i: %s, %i lethal and %i nonlethal", (sum, band, lethal, nonlethal) => {
    expect(woundsAfter(sum)).toEqual([band, lethal, nonlethal]);
  });

  it("RULES 1.8 active defence (+3 against him): 4dF +1 is now the marginal hit, and 0 a miss", () => {
    expect(woundsAfter(1, true)).toEqual(["marginalHit", 1, 0]);
    expect(woundsAfter(0, true)).toEqual(["miss", 0, 0]);
    expect(woundsAfter(4, true)).toEqual(["extraSuccesses", 3, 2]);
  });

  it("the same sum on the guard and off it reads apart in one fight", () => {
    const a = arena();
    expect(a.hit(0, true)).toBe("miss");
    expect(a.hit(0, false)).toBe("extraSuccesses");
    expect(a.hit(0, true)).toBe("miss");
    expect(a.victim.health.wounds).toMatchObject({ lethal: 2, nonlethal: 1 });
  });

  it("wounds add up hit after hit", () => {
    const a = arena();
    a.hit(-1);
    a.hit(-1);
    expect(a.victim.health.wounds).toMatchObject({ lethal: 2, nonlethal: 2 });
  });

  it("the submachine gun (damage 5, lethality 0: every point lethal) at 4dF 0: +5 HR → 5 points", () => {
    const a = arena(bystander(), [SMG]);
    a.hit(0);
    expect(a.victim.health.wounds).toMatchObject({ lethal: 5, nonlethal: 0 });
  });

  it("RULES 1.6 impaired (5 points taken): −2 on his roll, so 4dF 0 is only the marginal hit", () => {
    const a = arena(bystander(), [PIPE], { attacker: { wounds: { lethal: 3, nonlethal: 2 } } });
    a.hitter.health = { wounds: { lethal: 3, nonlethal: 2 }, mook: null };
    expect(a.hit(0)).toBe("marginalHit");
    a.hitter.health = { wounds: { lethal: 0, nonlethal: 4 }, mook: null };
    expect(a.hit(0)).toBe("extraSuccesses");
  });

  it("RULES 1.8 his other roll modifiers count (a setup of +2): 4dF −4 is his marginal hit, 1 point", () => {
    const input = okrpgInput([
      okrpgFighter("hitter", "hostile", bystander(), [PIPE], [bystander()], {
        situation: { setup: 2 },
      }),
      okrpgFighter("bystander", "friendly", bystander(), [], []),
    ]);
    const model = okrpgModel(input);
    const [a, t] = input.fighters.map(
      (f, index) => ({ index, id: f.id, health: model.health(f) }) as Fighting<OkrpgHealth>,
    );
    expect(model.attack(a, 0, t, scripted(fudgeOf(-4)), false).band).toBe("marginalHit");
    expect(t.health.wounds).toMatchObject({ lethal: 1, nonlethal: 0 });
  });
});

describe("RULES 1.5 and 1.7: a mook behind armor (defence 4, DR 3, armor 2 of coverage 1)", () => {
  it("the marginal pipe (2) does not get through armor 2: a hit that does nothing", () => {
    const a = arena(goon());
    expect(a.hit(0)).toBe("marginalHit");
    expect(a.victim.health).toEqual({ wounds: null, mook: { system: "mook", points: 0 } });
  });

  it("RULES 1.5 [I-3] a vest (protection 3) stops the marginal pipe: a simplest mook stays standing", () => {
    const a = arena(
      goon({
        system: "simplest",
        mook: { system: "simplest", down: false },
        armor: { protection: 3, coverage: 1 },
      }),
    );
    expect(a.hit(0)).toBe("marginalHit");
    expect(a.victim.health).toEqual({ wounds: null, mook: { system: "simplest", down: false } });
  });

  it("one extra success on full damage or the bypass: −1 HR past the DR, 1 mook point", () => {
    const a = arena(goon());
    expect(a.hit(1)).toBe("extraSuccesses");
    expect(a.victim.health.mook).toEqual({ system: "mook", points: 1 });
  });

  it("a mook's points count from where it stands", () => {
    const a = arena(goon({ mook: { system: "mook", points: 3 } }));
    a.hit(1);
    expect(a.victim.health.mook).toEqual({ system: "mook", points: 4 });
  });
});

describe("RULES 1.6 and 1.7: health, Down and Out", () => {
  const built = () => {
    const { model, input } = arena();
    return { model, by: input.fighters[1] };
  };
  const w = (lethal: number, nonlethal: number): OkrpgHealth => ({
    wounds: { lethal, nonlethal },
    mook: null,
  });
  const m = (mook: object): OkrpgHealth => ({ wounds: null, mook: mook as never });

  it("a full system starts from its wounds, or none; a mook fresh under its system", () => {
    const { model, by } = built();
    expect(model.health(by)).toEqual({
      wounds: { lethal: 0, nonlethal: 0, mangledLimb: null },
      mook: null,
    });
    expect(model.health({ ...by, target: { ...by.target, wounds: undefined } } as never)).toEqual({
      wounds: { lethal: 0, nonlethal: 0 },
      mook: null,
    });
    const g = okrpgFighter(
      "g",
      "hostile",
      goon({ mook: undefined, system: "evenSimpler" }),
      [],
      [],
    );
    expect(model.health(g)).toEqual({
      wounds: null,
      mook: { system: "evenSimpler", status: "up" },
    });
  });

  it("Down from 7 points, Out from 10", () => {
    const { model, by } = built();
    expect([model.down(by, w(3, 3)), model.defeated(by, w(3, 3))]).toEqual([false, false]);
    expect([model.down(by, w(3, 4)), model.defeated(by, w(3, 4))]).toEqual([true, false]);
    expect([model.down(by, w(5, 5)), model.defeated(by, w(5, 5))]).toEqual([true, true]);
  });

  it("a mook down at 5 points is out of the fight", () => {
    const { model, by } = built();
    expect([
      model.down(by, m({ system: "mook", points: 4 })),
      model.defeated(by, m({ system: "mook", points: 4 })),
    ]).toEqual([false, false]);
    expect([
      model.down(by, m({ system: "mook", points: 5 })),
      model.defeated(by, m({ system: "mook", points: 5 })),
    ]).toEqual([true, true]);
    expect(model.down(by, m({ system: "simplest", down: true }))).toBe(true);
    expect(model.down(by, m({ system: "evenSimpler", status: "tagged" }))).toBe(false);
  });

  it("harm in points, or in a mook system's own steps", () => {
    const { model, by } = built();
    expect(model.harm(by, w(1, 1), w(3, 4))).toBe(5);
    expect(model.harm(by, m({ system: "mook", points: 1 }), m({ system: "mook", points: 4 }))).toBe(
      3,
    );
    expect(
      model.harm(
        by,
        m({ system: "evenSimpler", status: "up" }),
        m({ system: "evenSimpler", status: "down" }),
      ),
    ).toBe(2);
    expect(
      model.harm(
        by,
        m({ system: "evenSimpler", status: "tagged" }),
        m({ system: "evenSimpler", status: "out" }),
      ),
    ).toBe(2);
    expect(
      model.harm(by, m({ system: "simplest", down: false }), m({ system: "simplest", down: true })),
    ).toBe(1);
    expect(
      model.harm(
        by,
        m({ system: "simplest", down: false }),
        m({ system: "simplest", down: false }),
      ),
    ).toBe(0);
  });

  it("the margin: what is left before Down", () => {
    const { model, by } = built();
    expect(model.margin(by, w(2, 2))).toBe(3);
    expect(model.margin(by, m({ system: "mook", points: 1 }))).toBe(4);
    expect(model.margin(by, m({ system: "evenSimpler", status: "up" }))).toBe(2);
    expect(model.margin(by, m({ system: "evenSimpler", status: "tagged" }))).toBe(1);
    expect(model.margin(by, m({ system: "evenSimpler", status: "down" }))).toBe(0);
    expect(model.margin(by, m({ system: "simplest", down: false }))).toBe(1);
    expect(model.margin(by, m({ system: "simplest", down: true }))).toBe(0);
  });

  it("the health bar: points left before Out (a mook's 7), never below 0", () => {
    const { model, by } = built();
    expect(model.nonDamaged(by, w(2, 2))).toBe(6);
    expect(model.nonDamaged(by, w(8, 8))).toBe(0);
    expect(model.nonDamaged(by, m({ system: "mook", points: 2 }))).toBe(5);
    expect(model.nonDamaged(by, m({ system: "mook", points: 9 }))).toBe(0);
    expect(model.nonDamaged(by, m({ system: "evenSimpler", status: "tagged" }))).toBe(1);
    expect(model.nonDamaged(by, m({ system: "evenSimpler", status: "out" }))).toBe(0);
  });

  it("RULES 1.6 impaired from 5 points: −1 FR (−2 steps) on every roll; none for a mook", () => {
    const { model, by } = built();
    expect(model.rollPenalty(by, w(2, 2))).toBe(0);
    expect(model.rollPenalty(by, w(2, 3))).toBe(-2);
    expect(model.rollPenalty(by, w(0, 5))).toBe(-2);
    expect(model.rollPenalty(by, m({ system: "mook", points: 4 }))).toBe(0);
  });
});

describe("RULES 1.3 and 1.9: the round's start", () => {
  // recovery attribute Grt (step 6): 1 nonlethal point a round
  const hurt = (
    tideFaces: number[],
    o: { round?: number; luck?: object; step?: "tide" | "recovery"; onlyFriendly?: boolean } = {},
  ) => {
    const a = arena(bystander(), [PIPE], {
      recoveryStep: 6,
      input: o.luck ? ({ tideLuck: o.luck } as never) : {},
    });
    a.victim.health = { wounds: { lethal: 1, nonlethal: 3 }, mook: null };
    a.hitter.health = { wounds: null, mook: { system: "mook", points: 5 } };
    const all = o.onlyFriendly ? [a.victim] : a.fighters;
    a.model.roundStart!(all, o.round ?? 1, scripted(tideFaces), "tide");
    a.model.roundStart!(all, o.round ?? 1, scripted([]), "recovery");
    return a;
  };

  it("a calm tide (friendly 3, hostile 4): one recovery, a nonlethal point back", () => {
    expect(hurt([3, 4]).victim.health.wounds).toMatchObject({ lethal: 1, nonlethal: 2 });
  });

  it("a 6 for the side: it recovers twice", () => {
    expect(hurt([6, 4]).victim.health.wounds).toMatchObject({ lethal: 1, nonlethal: 1 });
  });

  it("a 1 for the side: no recovery", () => {
    expect(hurt([1, 4]).victim.health.wounds).toMatchObject({ lethal: 1, nonlethal: 3 });
  });

  it("RULES 1.7: a downed mook gets up with 2 points off on its side's 6, not otherwise", () => {
    expect(hurt([3, 6]).hitter.health.mook).toEqual({ system: "mook", points: 3 });
    expect(hurt([3, 5]).hitter.health.mook).toEqual({ system: "mook", points: 5 });
  });

  it("RULES 1.7: a mook still up (3 points) stays as it is on its side's 6", () => {
    const a = arena(bystander(), [PIPE]);
    a.hitter.health = { wounds: null, mook: { system: "mook", points: 3 } };
    a.model.roundStart!(a.fighters, 1, scripted([3, 6]), "tide");
    a.model.roundStart!(a.fighters, 1, scripted([]), "recovery");
    expect(a.hitter.health.mook).toEqual({ system: "mook", points: 3 });
  });

  it("no tide after the first round unless the world rolls it every round: a plain recovery", () => {
    expect(hurt([], { round: 2 }).victim.health.wounds).toMatchObject({ nonlethal: 2 });
  });

  it("only a side with fighters rolls", () => {
    expect(hurt([6], { onlyFriendly: true }).victim.health.wounds).toMatchObject({ nonlethal: 1 });
  });

  it("an unlucky side rolls two dice and keeps the worse", () => {
    expect(
      hurt([6, 1, 4], { luck: { friendly: "unlucky", hostile: "normal" } }).victim.health.wounds,
    ).toMatchObject({
      nonlethal: 3,
    });
  });

  it("no recovery for one out of the fight, or fled", () => {
    const a = arena(bystander(), [PIPE], { recoveryStep: 6 });
    a.victim.health = { wounds: { lethal: 1, nonlethal: 3 }, mook: null };
    a.victim.defeated = true;
    a.model.roundStart!(a.fighters, 2, scripted([]), "recovery");
    expect(a.victim.health.wounds).toMatchObject({ nonlethal: 3 });
    a.victim.defeated = false;
    a.victim.fled = true;
    a.model.roundStart!(a.fighters, 2, scripted([]), "recovery");
    expect(a.victim.health.wounds).toMatchObject({ nonlethal: 3 });
  });

  it("a tide rolled in an earlier round does not count in a later one", () => {
    const a = arena(bystander(), [PIPE], { recoveryStep: 6 });
    a.model.roundStart!(a.fighters, 1, scripted([6, 6]), "tide");
    a.victim.health = { wounds: { lethal: 0, nonlethal: 3 }, mook: null };
    a.model.roundStart!(a.fighters, 2, scripted([]), "tide");
    a.model.roundStart!(a.fighters, 2, scripted([]), "recovery");
    expect(a.victim.health.wounds).toMatchObject({ nonlethal: 2 });
  });
});

describe("RULES 1.4: the weapon of the most points expected", () => {
  it("the submachine gun over the lead pipe on the bystander", () => {
    const a = arena(bystander(), [PIPE, SMG]);
    expect(a.model.choose(a.hitter, a.victim, false)).toBe(1);
    const b = arena(bystander(), [SMG, PIPE]);
    expect(b.model.choose(b.hitter, b.victim, false)).toBe(0);
  });
});

describe("each attack is checked as the card checks it, before a fight is played", () => {
  it("an attacker's base that is no number", () => {
    const input = okrpgInput([
      okrpgFighter("hitter", "hostile", bystander(), [PIPE], [bystander()], { base: "x" as never }),
      okrpgFighter("bystander", "friendly", bystander(), [], []),
    ]);
    expect(() => okrpgModel(input)).toThrow(/base/);
  });

  it("the impairment the card was read with does not count: the fight's own does", () => {
    const input = okrpgInput([
      okrpgFighter("hitter", "hostile", bystander(), [PIPE], [bystander()], {
        situation: { impairment: -2 },
      }),
      okrpgFighter("bystander", "friendly", bystander(), [], []),
    ]);
    const model = okrpgModel(input);
    const [a, t] = input.fighters.map(
      (f, index) => ({ index, id: f.id, health: model.health(f) }) as Fighting<OkrpgHealth>,
    );
    expect(model.attack(a, 0, t, scripted(fudgeOf(-2)), false).band).toBe("marginalHit");
  });
});

describe("RULES 1.3: recovery only of nonlethal points", () => {
  it("with none taken, nothing to recover and nothing carried to the next round", () => {
    const a = arena(bystander(), [PIPE], { recoveryStep: 4 });
    a.victim.health = { wounds: { lethal: 2, nonlethal: 0 }, mook: null };
    a.model.roundStart!(a.fighters, 2, scripted([]), "recovery");
    expect(a.victim.health.wounds).toEqual({ lethal: 2, nonlethal: 0 });
  });

  it("Gd (step 4) recovers 2/3 a round: the fraction carried, a point back in the second round", () => {
    const a = arena(bystander(), [PIPE], { recoveryStep: 4 });
    a.victim.health = { wounds: { lethal: 0, nonlethal: 3 }, mook: null };
    a.model.roundStart!(a.fighters, 2, scripted([]), "recovery");
    expect(a.victim.health.wounds).toMatchObject({
      nonlethal: 3,
      recoveryCarry: { num: 2, den: 3 },
    });
    a.model.roundStart!(a.fighters, 3, scripted([]), "recovery");
    expect(a.victim.health.wounds).toMatchObject({
      nonlethal: 2,
      recoveryCarry: { num: 1, den: 3 },
    });
  });

  it("a mangled limb stays while the total is 5 or more, and goes once it is under (recoverRound)", () => {
    const a = arena(bystander(), [PIPE], { recoveryStep: 6 });
    a.victim.health = {
      wounds: { lethal: 3, nonlethal: 3, mangledLimb: "leftArm" } as never,
      mook: null,
    };
    a.model.roundStart!(a.fighters, 2, scripted([]), "recovery");
    expect(a.victim.health.wounds).toMatchObject({ nonlethal: 2, mangledLimb: "leftArm" });
    a.model.roundStart!(a.fighters, 3, scripted([]), "recovery");
    expect(a.victim.health.wounds).toMatchObject({ nonlethal: 1, mangledLimb: null });
  });
});

/*
 * A fight keeps what it has worked out (a hit's resolution, a row of rolls, the wounds after a
 * hit, a round's recovery, a condition) under a key of what the rules read. A key that let two
 * states share it would hand one state the other's result: each case below is played in one model
 * after all the others, and must come out as it does in a model of its own.
 */
describe("one fight's memory answers only the state it was worked out for", () => {
  // the goon (base 4) and a bodyguard (base 5; defence 3, DR 3, armor 2 of coverage 1), each with
  // the lead pipe and the submachine gun, each hitting the other
  const bodyguard = bystander({
    id: "bodyguard",
    name: "bodyguard",
    defence: 3,
    dr: 3,
    armor: { protection: 2, coverage: 1 },
  });
  const hitter = bystander({ id: "hitter", name: "hitter" });
  const duel = (options: Record<string, unknown> = {}) => {
    const input = okrpgInput(
      [
        okrpgFighter("hitter", "hostile", hitter, [PIPE, SMG], [bodyguard], { recoveryStep: 3 }),
        okrpgFighter("bodyguard", "friendly", bodyguard, [PIPE, SMG], [hitter], {
          base: 5,
          recoveryStep: 6,
        }),
      ],
      { options: { ...OPTIONS, ...options } } as never,
    );
    const model = okrpgModel(input);
    const fighters = fightingIn(input, model);
    return { model, fighters };
  };
  const wounds = (lethal: number, nonlethal: number, more: object = {}): OkrpgHealth => ({
    wounds: { lethal, nonlethal, ...more },
    mook: null,
  });

  interface Blow {
    by: number;
    k: number;
    guarded: boolean;
    hurt: [number, number];
    hit: [number, number];
    sum: number;
  }
  /** the band and the target's wounds after one attack, in `d`'s model */
  const play = (d: ReturnType<typeof duel>, b: Blow) => {
    const [a, t] = b.by === 0 ? d.fighters : [d.fighters[1], d.fighters[0]];
    a.health = wounds(...b.hurt);
    t.health = wounds(...b.hit);
    const band = d.model.attack(a, b.k, t, scripted(fudgeOf(b.sum)), b.guarded).band;
    return [band, t.health.wounds!.lethal, t.health.wounds!.nonlethal];
  };

  it("every attack, by attacker, weapon, guard, impairment, the target's wounds and the 4dF sum", () => {
    const sums = [-4, -3, -2, -1, 0, 1, 2, 3, 4];
    const blows: Blow[] = [];
    for (const by of [0, 1])
      for (const k of [0, 1])
        for (const guarded of [false, true])
          for (const hurt of [
            [0, 0],
            [2, 3],
          ] as [number, number][])
            for (const hit of [
              [0, 0],
              [1, 0],
              [2, 0],
              [0, 1],
              [1, 1],
              [3, 3],
            ] as [number, number][])
              for (const sum of [...sums, ...sums.reverse()])
                blows.push({ by, k, guarded, hurt, hit, sum });
    const shared = duel();
    const alone = new Map<string, string>();
    const wrong = blows.filter((b) => {
      const name = JSON.stringify(b);
      if (!alone.has(name)) alone.set(name, JSON.stringify(play(duel(), b)));
      return JSON.stringify(play(shared, b)) !== alone.get(name);
    });
    expect(wrong).toEqual([]);
  });

  it("RULES 1.3, 1.9: every round's recovery, by wounds, carried fraction, mangled limb and tide", () => {
    // the goon recovers at Def (step 3, 1/3 a round), the bodyguard at Grt (step 6, 1 a round)
    const states: OkrpgHealth[] = [];
    for (const [lethal, nonlethal] of [
      [0, 1],
      [1, 0],
      [0, 2],
      [0, 3],
      [1, 2],
      [2, 1],
      [3, 3],
    ])
      for (const carry of [undefined, { num: 1, den: 3 }, { num: 2, den: 3 }, { num: 1, den: 2 }])
        for (const limb of [null, "leftArm", "rightLeg"])
          states.push(wounds(lethal, nonlethal, { recoveryCarry: carry, mangledLimb: limb }));
    // a tide die of 6 recovers twice, 1 not at all, 3 once
    const tides = [
      [3, 3],
      [6, 1],
      [1, 6],
      [6, 6],
    ];
    const round = (
      d: ReturnType<typeof duel>,
      [hostile, friendly]: OkrpgHealth[],
      tide: number[],
    ) => {
      d.fighters[0].health = hostile;
      d.fighters[1].health = friendly;
      // the friendly side rolls first
      d.model.roundStart!(d.fighters, 1, scripted(tide), "tide");
      d.model.roundStart!(d.fighters, 1, scripted([]), "recovery");
      return d.fighters.map((f) => f.health.wounds);
    };
    const cases = states.flatMap((one, i) =>
      tides.map((tide) => ({ pair: [one, states[(i * 7) % states.length]], tide })),
    );
    const shared = duel({ limbMangling: true });
    const wrong = [...cases, ...cases.reverse()].filter(
      ({ pair, tide }) =>
        JSON.stringify(round(shared, pair, tide)) !==
        JSON.stringify(round(duel({ limbMangling: true }), pair, tide)),
    );
    expect(wrong).toEqual([]);
  });
});

describe("RULES 1.6–1.7: each state read on its own in one fight", () => {
  it("a simplest mook down or not, an even simpler one by its status: each asked after the others", () => {
    const { model, input } = arena();
    const by = input.fighters[1];
    const m = (mook: object): OkrpgHealth => ({ wounds: null, mook: mook as never });
    const states: [object, boolean][] = [
      [{ system: "simplest", down: false }, false],
      [{ system: "simplest", down: true }, true],
      [{ system: "evenSimpler", status: "up" }, false],
      [{ system: "evenSimpler", status: "tagged" }, false],
      [{ system: "evenSimpler", status: "down" }, true],
      [{ system: "evenSimpler", status: "out" }, true],
      [{ system: "mook", points: 4 }, false],
      [{ system: "mook", points: 5 }, true],
    ];
    for (const [state, down] of [...states, ...states.reverse()])
      expect([state, model.down(by, m(state))]).toEqual([state, down]);
  });

  it("RULES 1.6 a mangled limb (with limb mangling) halves the impairment: −1 step, not −2, in one fight", () => {
    const { model, input } = arena(bystander(), [PIPE], {
      input: { options: { ...OPTIONS, limbMangling: true } } as never,
    });
    const by = input.fighters[1];
    const hurt = (mangledLimb: string | null): OkrpgHealth => ({
      wounds: { lethal: 3, nonlethal: 3, mangledLimb } as never,
      mook: null,
    });
    expect(model.rollPenalty(by, hurt(null))).toBe(-2);
    expect(model.rollPenalty(by, hurt("leftArm"))).toBe(-1);
    expect(model.rollPenalty(by, hurt(null))).toBe(-2);
  });

  it("RULES 1.8 weighing his weapons reads the target off guard: a guarded 4dF 0 still misses after", () => {
    const a = arena(bystander(), [PIPE, SMG]);
    expect(a.model.choose(a.hitter, a.victim, false)).toBe(1);
    expect(a.hit(0, true, 1)).toBe("miss");
    expect(a.hit(0, false, 1)).toBe("extraSuccesses");
  });
});

/*
 * RULES 1.4–1.5: the pipe (damage 4) on a bystander (DR 2) in armor: armor of protection A lowers
 * it by A + 4 − 4 = A steps; buying a bypass costs the armor's coverage. The policy takes
 * whichever lets the most points through, and of two alike the more lethal.
 */
describe("RULES 1.4–1.5: full damage or a bought bypass, whichever gets more through", () => {
  const row = (armor: object) =>
    [-2, -1, 0, 1, 2, 3, 4].map((sum) => {
      const a = arena(bystander({ armor }));
      a.hit(sum);
      const w = a.victim.health.wounds!;
      return [w.lethal, w.nonlethal];
    });

  it("a coat (protection 1, coverage 3): 3 successes to bypass 1 step is never worth it", () => {
    // 4dF −2 marginal 2 − 1 − 2 = −1 HR → 1*; then full damage +1 HR → 2*, +1 FR → 2, +3 HR → 3,
    // +2 FR → 5, +5 HR → 7, +3 FR → 10 (at +1 the bypass would leave 2 − 2 = 0 → 1 point)
    expect(row({ protection: 1, coverage: 3 })).toEqual([
      [0, 1],
      [1, 1],
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 5],
    ]);
  });

  it("armor 1 of coverage 1, one success: full damage's 2 points (1 lethal), not the bypass's 1", () => {
    const a = arena(bystander({ armor: { protection: 1, coverage: 1 } }));
    a.hit(-1);
    expect(a.victim.health.wounds).toMatchObject({ lethal: 1, nonlethal: 1 });
  });

  it("armor 2 of coverage 1, the submachine gun at one success: of two ways alike (2 points), the more lethal", () => {
    const a = arena(bystander({ armor: { protection: 2, coverage: 1 } }), [SMG]);
    a.hit(-1);
    expect(a.victim.health.wounds).toMatchObject({ lethal: 2, nonlethal: 0 });
  });

  it("a vest (protection 3, coverage 1): the bypass, and at one success the more lethal point", () => {
    // the marginal 2 does not get through 3 ([I-3]); one success: full damage 4 − 3 − 2 = −1 HR
    // → 1* (nonlethal), or the bypass 2 − 2 = 0 → 1 (lethal): the bypass; then both, +1 FR → 2, …
    expect(row({ protection: 3, coverage: 1 })).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 5],
    ]);
  });
});
