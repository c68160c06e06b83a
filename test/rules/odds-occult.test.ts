import { describe, expect, it } from "vitest";
import { scripted } from "../../src/rules/dice";
import { meanDamage, occultModel, type OccultHealth } from "../../src/rules/odds/occult";
import type { Fighting } from "../../src/rules/odds/model";
import type { OddsInput } from "../../src/rules/odds";
import type { OccultFighter } from "../../src/rules/odds/types";
import { toDice } from "../../src/rules/occult";
import { actionDuel } from "./odds-duel";

/*
 * Occult Ops in the odds (RULES 2), on a bandit (strike +10) with a machete (2d4, +1) against a
 * man of defence 10 in a flak jacket (50 HP, DR 10%): the melee base of 50 makes a target number
 * of 50. A d100 under 50 hits (49 does, 50 does not), under 25 strikes past the armor, under 5 is
 * a critical (the maximum 8, a d6 and the +1), over 90 an epic fumble.
 */

const FLAK = { itemId: "flak", name: "Flak jacket", hp: 50, drPercent: 10 };

const target = (id: string, o: Record<string, unknown> = {}) => ({
  id,
  name: id,
  actorUuid: null,
  tokenUuid: null,
  defence: 10,
  defenceModifiers: [],
  armor: FLAK,
  ...o,
});

type Weapon = {
  name: string;
  kind?: string;
  dice: string | null;
  bonus?: number;
  maxRange?: number;
};
const MACHETE: Weapon = { name: "Machete", kind: "melee", dice: "2d4", bonus: 1 };

function occultFighter(
  id: string,
  side: "friendly" | "hostile",
  o: {
    hp?: number;
    armor?: typeof FLAK | null;
    weapons?: Weapon[];
    foes?: ReturnType<typeof target>[];
  } = {},
): OccultFighter {
  const foes = o.foes ?? [];
  return {
    ruleset: "occult",
    id,
    name: id,
    side,
    npc: side === "hostile",
    out: false,
    turn: { standard: { modifier: 0 } },
    target: target(id, { armor: o.armor === undefined ? FLAK : o.armor }),
    hp: o.hp ?? 25,
    attacks: (o.weapons ?? []).map((w) => ({
      weaponId: w.name,
      weapon: w.name,
      card: {
        attacker: { name: id, actorUuid: null, tokenUuid: null, strike: 10 },
        weapon: { itemId: w.name, magazine: null, bonus: 0, kind: "melee", ...w },
        situation: { strikeModifiers: [], burst: null },
        options: { epicFumbleTable: true },
      },
      targets: Object.fromEntries(foes.map((t) => [t.id, t])),
      guarded: Object.fromEntries(foes.map((t) => [t.id, { ...t, defenceModifiers: ["dodge"] }])),
    })),
  } as unknown as OccultFighter;
}

function fight(
  o: {
    victim?: Record<string, unknown>;
    weapons?: Weapon[];
    victimHp?: number;
    armor?: typeof FLAK | null;
  } = {},
) {
  const victim = target("man", { armor: o.armor === undefined ? FLAK : o.armor, ...o.victim });
  const input = {
    ...actionDuel(),
    ruleset: "occult",
    options: { epicFumbleTable: true },
    fighters: [
      occultFighter("bandit", "hostile", { weapons: o.weapons ?? [MACHETE], foes: [victim] }),
      occultFighter("man", "friendly", {
        hp: o.victimHp ?? 25,
        armor: victim.armor as typeof FLAK,
      }),
    ],
  } as unknown as OddsInput;
  const model = occultModel(input);
  const [bandit, man] = input.fighters.map(
    (f, index) =>
      ({ index, id: f.id, side: f.side, health: model.health(f) }) as Fighting<OccultHealth>,
  );
  const attack = (faces: number[], guarded = false, k = 0) =>
    model.attack(bandit, k, man, scripted(faces), guarded).band;
  return { model, bandit, man, attack, input };
}

describe("RULES 2: a d100 under the target number, and the damage where it lands", () => {
  it("49 hits the armor: 3 + 4 + 1 = 8, DR 5 absorbs 5, the jacket is left with 47", () => {
    const { man, attack } = fight();
    expect(attack([49, 3, 4])).toBe("armorHit");
    expect(man.health).toEqual({ hp: 25, armor: 47 });
  });

  it("[I-6] 50 is no hit: a miss, no damage rolled", () => {
    const { man, attack } = fight();
    expect(attack([50])).toBe("miss");
    expect(man.health).toEqual({ hp: 25, armor: 50 });
  });

  it("over 90 is an epic fumble", () => {
    expect(fight().attack([91])).toBe("epicFumble");
    expect(fight().attack([90])).toBe("miss");
  });

  it("24 strikes past the armor: 1 + 1 + 1 = 3 off the person", () => {
    const { man, attack } = fight();
    expect(attack([24, 1, 1])).toBe("pastArmor");
    expect(man.health).toEqual({ hp: 22, armor: 50 });
  });

  it("25 only reaches the armor", () => {
    const { man, attack } = fight();
    expect(attack([25, 1, 1])).toBe("armorHit");
    expect(man.health.hp).toBe(25);
  });

  it("4 is a critical: the machete's maximum 8, a d6 of 6 and the +1: 15 off the person", () => {
    const { man, attack } = fight();
    expect(attack([4, 6])).toBe("critical");
    expect(man.health).toEqual({ hp: 10, armor: 50 });
  });

  it("5 is no critical", () => {
    expect(fight().attack([5, 1, 1])).toBe("pastArmor");
  });

  it("the person's hit points stop at 0, and 0 is down", () => {
    const { man, attack, model, input } = fight({ victimHp: 2 });
    attack([24, 4, 4]);
    expect(man.health.hp).toBe(0);
    expect(model.down(input.fighters[1], man.health)).toBe(true);
    expect(model.defeated(input.fighters[1], man.health)).toBe(true);
    expect(model.down(input.fighters[1], { hp: 1, armor: null })).toBe(false);
    expect(model.defeated(input.fighters[1], { hp: 1, armor: null })).toBe(false);
  });

  it("without armor, or with the armor gone, an armor hit strikes the person", () => {
    const bare = fight({ armor: null });
    expect(bare.attack([49, 3, 4])).toBe("armorHit");
    expect(bare.man.health).toEqual({ hp: 17, armor: null });
    const gone = fight({ armor: { ...FLAK, hp: 0 } });
    gone.attack([49, 3, 4]);
    expect(gone.man.health).toEqual({ hp: 17, armor: 0 });
  });

  it("dodging, the target number is 30: 35 misses him; plainly, it hits", () => {
    const { attack } = fight();
    expect(attack([35], true)).toBe("miss");
    expect(attack([35, 1, 1], false)).toBe("armorHit");
    expect(attack([35], true)).toBe("miss");
  });

  it("a weapon that does no damage (a hold) hits and rolls nothing more", () => {
    const { man, attack } = fight({
      weapons: [
        {
          name: "Hold",
          kind: "physical",
          dice: null,
          bonus: 2,
          physicalAttack: "hold",
          effect: "held",
        } as Weapon,
      ],
    });
    expect(attack([10])).toBe("pastArmor");
    expect(man.health).toEqual({ hp: 25, armor: 50 });
  });

  it("out of range there is no shot: a miss (the d100 still rolled)", () => {
    const pistol: Weapon = { name: "Pistol", kind: "firearm", dice: "3d6", maxRange: 65 };
    const { attack, model, bandit, man } = fight({
      weapons: [pistol],
      victim: { distanceFt: 100 },
    });
    expect(attack([1])).toBe("miss");
    expect(model.choose(bandit, man, false)).toBe(-1);
  });

  it("RULES 2 range: the band the dialog assumed counts (short: base 60, 55 hits)", () => {
    const pistol: Weapon = { name: "Pistol", kind: "firearm", dice: "3d6", maxRange: 65 };
    const { attack } = fight({ weapons: [pistol], victim: { band: "short" } });
    expect(attack([55, 1, 1, 1])).toBe("armorHit");
  });

  it("health, harm and margin in hit points; no roll penalty", () => {
    const { model, input } = fight();
    const man = input.fighters[1];
    expect(model.health(man)).toEqual({ hp: 25, armor: 50 });
    expect(model.health({ ...man, target: { ...man.target, armor: null } } as never)).toEqual({
      hp: 25,
      armor: null,
    });
    expect(model.harm(man, { hp: 25, armor: 50 }, { hp: 19, armor: 40 })).toBe(6);
    expect(model.margin(man, { hp: 7, armor: null })).toBe(7);
    expect(model.nonDamaged(man, { hp: 7, armor: null })).toBe(7);
    expect(model.rollPenalty(man, { hp: 7, armor: null })).toBe(0);
  });
});

describe("RULES 2 dodge: a fighter at half its hit points or less dodges its turn, unless its foe is too", () => {
  const at = (hp: number, full: number) => ({ hp, full });
  const keeps = (self: { hp: number; full: number }, foe: { hp: number; full: number }) => {
    const { input } = fight();
    const fighters = [
      { ...input.fighters[0], hp: self.full },
      { ...input.fighters[1], hp: foe.full },
    ];
    const m = occultModel({ ...input, fighters } as OddsInput);
    return m.keepsGuard!(
      { index: 0, health: { hp: self.hp, armor: null } } as Fighting<OccultHealth>,
      { index: 1, health: { hp: foe.hp, armor: null } } as Fighting<OccultHealth>,
    );
  };
  it("12 of 25 dodges a fresh foe; 13 of 26 too (exactly half); 13 of 25 does not", () => {
    expect(keeps(at(12, 25), at(25, 25))).toBe(true);
    expect(keeps(at(13, 26), at(25, 25))).toBe(true);
    expect(keeps(at(13, 25), at(25, 25))).toBe(false);
  });
  it("not against a foe as hurt", () => {
    expect(keeps(at(12, 25), at(10, 25))).toBe(false);
  });
});

describe("the weapon of best expected harm", () => {
  it("the mean of a roll from the rules' own reading of every face: 2d4 + 1 is 6; a critical 8 + 3.5 + 1", () => {
    const plain = { dice: toDice("2d4"), bonus: 1 };
    expect(meanDamage(plain as never)).toBe(6);
    expect(meanDamage({ ...plain, critical: true } as never)).toBe(12.5);
    expect(meanDamage({ dice: toDice("4d6"), bonus: 0 } as never)).toBe(14);
  });

  it("past 4,096 face combinations, the faces' middle: 5d6 reads 3 each, 15", () => {
    expect(meanDamage({ dice: toDice("5d6"), bonus: 0 } as never)).toBe(15);
    expect(meanDamage({ dice: toDice("3d16"), bonus: 0 } as never)).toBe(25.5);
  });

  // at 50: 4% criticals, 20% more past the armor, 25% armor hits. A d20 (10.5, critical 23.5)
  // against a d2 + 10 (11.5, critical 15.5): 3.04 against 2.92 through armor, where only the hits
  // past it count; 5.665 against 5.795 without armor, where every hit does.
  const D20: Weapon = { name: "Big", kind: "melee", dice: "1d20", bonus: 0 };
  const D2: Weapon = { name: "Steady", kind: "melee", dice: "1d2", bonus: 10 };
  it("through armor the one with the better criticals", () => {
    const { model, bandit, man } = fight({ weapons: [D2, D20] });
    expect(model.choose(bandit, man, false)).toBe(1);
  });
  it("without armor the one of the better mean", () => {
    const { model, bandit, man } = fight({ weapons: [D20, D2], armor: null });
    expect(model.choose(bandit, man, false)).toBe(1);
  });
  it("a weapon doing no damage is never the better", () => {
    const hold = {
      name: "Hold",
      kind: "physical",
      dice: null,
      bonus: 2,
      physicalAttack: "hold",
      effect: "held",
    } as Weapon;
    const { model, bandit, man } = fight({ weapons: [MACHETE, hold] });
    expect(model.choose(bandit, man, false)).toBe(0);
    const { model: m2, bandit: b2, man: t2 } = fight({ weapons: [hold, MACHETE] });
    expect(m2.choose(b2, t2, false)).toBe(1);
  });
});

describe("each attack is checked as the card checks it, before a fight is played", () => {
  it("a target's defence that is no number", () => {
    expect(() => fight({ victim: { defence: "high" } })).toThrow(/defen[cs]e/i);
  });
});
