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
  const fighters = input.fighters.map(
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

  it("RULES 1.8 his other roll modifiers count (a setup of +2)", () => {
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
  });
});

describe("RULES 1.5 and 1.7: a mook behind armor (defence 4, DR 3, armor 2 of coverage 1)", () => {
  it("the marginal pipe (2) does not get through armor 2: a hit that does nothing", () => {
    const a = arena(goon());
    expect(a.hit(0)).toBe("marginalHit");
    expect(a.victim.health).toEqual({ wounds: null, mook: { system: "mook", points: 0 } });
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
