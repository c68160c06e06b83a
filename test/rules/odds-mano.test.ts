import { describe, expect, it } from "vitest";
import { scripted } from "../../src/rules/dice";
import { manoModel, type ManoHealth } from "../../src/rules/odds/mano";
import type { Fighting } from "../../src/rules/odds/model";
import type { OddsInput } from "../../src/rules/odds";
import type { ManoFighter } from "../../src/rules/odds/types";
import { actionDuel } from "./odds-duel";

/*
 * Mano a Mano in the odds (RULES 5), on a man-at-arms (success modifier +2) striking a road warrior
 * of melee defence 13 who wears nothing: d20 + 2 must beat 13, so 12 hits and 11 misses; a natural
 * 20 always hits. His hands (power 3, blunt) do floor(3 / 2) = 1 damage and the other 2 as stun;
 * a longsword (power 5, sharp) does 5 damage. The warrior's toughness is 8 and stamina 16.
 */

const warrior = (o: Record<string, unknown> = {}) => ({
  id: "warrior",
  name: "warrior",
  actorUuid: null,
  tokenUuid: null,
  defences: { melee: 13, missile: 10, grapple: 12 },
  posture: "standing",
  grip: "none",
  stance: "default",
  armor: [],
  stun: 0,
  damage: 0,
  toughness: 8,
  stamina: 16,
  swimming: 1,
  defenceBonus: 0,
  avoid: [],
  distance: null,
  footingModifier: 2,
  ...o,
});

type Strike = {
  weapon: string;
  power: number;
  sharpness: string;
  action: string;
  defensive?: boolean;
};
const HANDS: Strike = { weapon: "Hands", power: 3, sharpness: "blunt", action: "quickStrike" };
const SWORD: Strike = { weapon: "Longsword", power: 5, sharpness: "sharp", action: "quickStrike" };
const CAUTIOUS: Strike = { ...HANDS, action: "cautiousStrike", defensive: true };
const POWERFUL: Strike = { ...SWORD, action: "powerfulStrike" };

function manoFighter(
  id: string,
  side: "friendly" | "hostile",
  strikes: Strike[],
  me: Record<string, unknown>,
  foe: Record<string, unknown> | null,
  ruleset: "mano" | "rounds" = "mano",
): ManoFighter {
  return {
    ruleset,
    id,
    name: id,
    side,
    npc: side === "hostile",
    out: false,
    turn: { turns: { speed: 1 }, reach: 1 },
    target: { ...warrior(), id, name: id, ...me },
    hitPoints: 10,
    attacks: strikes.map((s) => ({
      weaponId: s.weapon,
      weapon: s.weapon,
      action: s.action,
      defensive: s.defensive ?? false,
      card: {
        ruleset,
        attacker: {
          name: id,
          actorUuid: null,
          tokenUuid: null,
          modifier: 2,
          posture: "standing",
          grip: "none",
          aimed: false,
        },
        weapon: {
          name: s.weapon,
          itemId: s.weapon,
          power: s.power,
          sharpness: s.sharpness,
          range: null,
        },
        situation: {
          action: s.action,
          light: "lit",
          chargeMetres: 0,
          fromAbove: false,
          grapplingEachOther: false,
          modifier: 0,
          difficulty: 0,
        },
        options: { randomDamage: false, criticalHit: false },
      },
      targets: foe ? { [foe.id as string]: foe } : {},
      guarded: foe ? { [foe.id as string]: { ...foe, defenceBonus: 5 } } : {},
    })),
  } as unknown as ManoFighter;
}

function bout(
  strikes: Strike[] = [HANDS],
  o: {
    warrior?: Record<string, unknown>;
    attacker?: Record<string, unknown>;
    ruleset?: "mano" | "rounds";
  } = {},
) {
  const foe = warrior(o.warrior);
  const input = {
    ...actionDuel(),
    ruleset: o.ruleset ?? "mano",
    mode: "turns",
    options: { randomDamage: false, criticalHit: false },
    fighters: [
      manoFighter("man", "hostile", strikes, o.attacker ?? {}, foe, o.ruleset),
      manoFighter("warrior", "friendly", [], foe, null, o.ruleset),
    ],
  } as unknown as OddsInput;
  const model = manoModel(input);
  const [man, target] = input.fighters.map(
    (f, index) =>
      ({ index, id: f.id, side: f.side, health: model.health(f) }) as Fighting<ManoHealth>,
  );
  const strike = (d20: number, k = 0, guarded = false, evading = 0) =>
    model.attack(man, k, target, scripted([d20]), guarded, evading).band;
  return { model, man, target, strike, input };
}

describe("RULES 5: the d20 against the difficulty, and the harm a hit does", () => {
  it("12 + 2 beats 13: his hands do 1 damage and 2 stun", () => {
    const { target, strike } = bout();
    expect(strike(12)).toBe("success");
    expect(target.health).toEqual({ stun: 2, damage: 1 });
  });

  it("11 + 2 = 13 does not beat 13: a miss, no harm", () => {
    const { target, strike } = bout();
    expect(strike(11)).toBe("failure");
    expect(target.health).toEqual({ stun: 0, damage: 0 });
  });

  it("a natural 20 is named apart", () => {
    expect(bout().strike(20)).toBe("natural20");
  });

  it("harm adds up hit after hit: a longsword's 5 damage on top", () => {
    const { target, strike } = bout([HANDS, SWORD]);
    strike(12, 0);
    strike(12, 1);
    expect(target.health).toEqual({ stun: 2, damage: 6 });
  });

  it("guarded (a cautious strike's +5), 16 + 2 = 18 does not beat 18; 17 does", () => {
    const { strike } = bout();
    expect(strike(16, 0, true)).toBe("failure");
    expect(strike(16, 0, false)).toBe("success");
    expect(strike(17, 0, true)).toBe("success");
  });

  it("RULES 5 evading: +4 until its first turn; 15 + 2 does not beat 17", () => {
    const { strike } = bout();
    expect(strike(15, 0, false, 4)).toBe("failure");
    expect(strike(16, 0, false, 4)).toBe("success");
    expect(strike(15, 0, false, 0)).toBe("success");
    expect(strike(15, 0, false, 4)).toBe("failure");
  });

  it("evading and a cautious strike's +5 never add up: the larger counts", () => {
    const { strike } = bout();
    expect(strike(17, 0, true, 4)).toBe("success");
    expect(strike(16, 0, true, 4)).toBe("failure");
    expect(strike(16, 0, true, 6)).toBe("failure");
    expect(strike(18, 0, true, 6)).toBe("success");
  });

  it("one already hurt reads the same roll alike: the card reads no stun or damage", () => {
    const { strike, target } = bout([HANDS], { warrior: { stun: 3, damage: 2 } });
    expect(strike(12)).toBe("success");
    expect(target.health).toEqual({ stun: 5, damage: 3 });
  });
});

describe("RULES 5 health: incapacitated is out", () => {
  const built = () => {
    const { model, input } = bout();
    return { model, w: input.fighters[1] };
  };
  it("stun and damage under the stamina of 16 stand; at 16 it is down and out", () => {
    const { model, w } = built();
    expect(model.health(w)).toEqual({ stun: 0, damage: 0 });
    expect(model.down(w, { stun: 10, damage: 5 })).toBe(false);
    expect(model.defeated(w, { stun: 10, damage: 5 })).toBe(false);
    expect(model.down(w, { stun: 10, damage: 6 })).toBe(true);
    expect(model.defeated(w, { stun: 6, damage: 10 })).toBe(true);
  });
  it("harm is stun and damage taken; the margin what is left to the stamina", () => {
    const { model, w } = built();
    expect(model.harm(w, { stun: 1, damage: 1 }, { stun: 3, damage: 4 })).toBe(5);
    expect(model.margin(w, { stun: 3, damage: 4 })).toBe(9);
    expect(model.rollPenalty(w, { stun: 3, damage: 4 })).toBe(0);
  });
  it("RULES 4 [I-7]: the hit points not taken by stun or damage (10 − 3 − 4)", () => {
    const { model, w } = built();
    expect(model.nonDamaged(w, { stun: 3, damage: 4 })).toBe(3);
  });
});

describe("RULES 5: stun recovered at the end of its own turn", () => {
  const ended = (stun: number, damage: number, ruleset: "mano" | "rounds" = "mano") => {
    const { model, target } = bout([HANDS], { ruleset });
    target.health = { stun, damage };
    model.turnEnd?.(target);
    return target.health;
  };
  it("1 stun a turn while it stands", () => {
    expect(ended(3, 2)).toEqual({ stun: 2, damage: 2 });
  });
  it("incapacitated: half the stun, rounded up", () => {
    expect(ended(15, 5)).toEqual({ stun: 7, damage: 5 });
  });
  it("no stun, nothing to recover", () => {
    expect(ended(0, 4)).toEqual({ stun: 0, damage: 4 });
  });
  it("the same harm recovers alike every time", () => {
    const { model, target } = bout();
    target.health = { stun: 3, damage: 2 };
    model.turnEnd!(target);
    target.health = { stun: 3, damage: 2 };
    model.turnEnd!(target);
    expect(target.health).toEqual({ stun: 2, damage: 2 });
    target.health = { stun: 3, damage: 3 };
    model.turnEnd!(target);
    expect(target.health).toEqual({ stun: 2, damage: 3 });
  });
  it("[I-7] Action Rounds recovers no stun at the turn's end", () => {
    expect(ended(3, 2, "rounds")).toEqual({ stun: 3, damage: 2 });
  });
});

describe("RULES 5: the strike of best expected harm, as the health allows", () => {
  it("the longsword (5 a hit) over the hands (3 a hit)", () => {
    const { model, man, target } = bout([HANDS, SWORD]);
    expect(model.choose(man, target, false)).toBe(1);
  });

  it("a cautious strike only when the policy defends, and then first", () => {
    const { model, man, target } = bout([SWORD, CAUTIOUS]);
    expect(model.choose(man, target, false)).toBe(0);
    expect(model.choose(man, target, true)).toBe(1);
  });

  it("injured, no strenuous action: no powerful strike", () => {
    const healthy = bout([SWORD, POWERFUL]);
    expect(healthy.model.choose(healthy.man, healthy.target, false)).toBe(1);
    const hurt = bout([SWORD, POWERFUL], { attacker: { stun: 4, damage: 5 } });
    expect(hurt.model.choose(hurt.man, hurt.target, false)).toBe(0);
  });

  it("the choice follows the attacker's health as it changes", () => {
    const { model, man, target } = bout([SWORD, POWERFUL]);
    expect(model.choose(man, target, false)).toBe(1);
    man.health = { stun: 4, damage: 5 };
    expect(model.choose(man, target, false)).toBe(0);
  });

  it("nobody to strike: none", () => {
    const { model, man, target } = bout([HANDS]);
    expect(model.choose(target, man, false)).toBe(-1);
  });
});

describe("each attack is checked as the card checks it, before a fight is played", () => {
  it("a weapon's power that is no number", () => {
    const { input } = bout();
    const [man, w] = input.fighters as ManoFighter[];
    const attack = man.attacks[0];
    const bad = {
      ...man,
      attacks: [
        { ...attack, card: { ...attack.card, weapon: { ...attack.card.weapon, power: "x" } } },
      ],
    };
    expect(() => manoModel({ ...input, fighters: [bad, w] } as OddsInput)).toThrow(/power/);
  });
});

describe("RULES 5: of strikes as good, the first", () => {
  it("two strikes of the same harm: the first", () => {
    const { model, man, target } = bout([HANDS, { ...HANDS, weapon: "Fists" }]);
    expect(model.choose(man, target, false)).toBe(0);
  });
});

describe("RULES 4 outreached (Action Rounds): what the strike reaches", () => {
  // his reach 1 against the warrior's 2, no closer than half of it: outreached
  const outreach = (attacking: boolean) => ({
    attacker: 1,
    target: 2,
    attacking,
    attackReach: 2,
    distance: null,
  });

  it("a target of longer reach, not attacking: nothing to strike, even a natural 20 fails", () => {
    const { strike, target } = bout([HANDS], {
      ruleset: "rounds",
      warrior: { outreach: outreach(false) },
    });
    expect(strike(20)).toBe("failure");
    expect(target.health).toEqual({ stun: 0, damage: 0 });
  });

  it("attacking with a weapon as long as his reach: 12 + 2 hits its weapon only, no harm", () => {
    const { strike, target } = bout([HANDS], {
      ruleset: "rounds",
      warrior: { outreach: outreach(true) },
    });
    expect(strike(12)).toBe("success");
    expect(target.health).toEqual({ stun: 0, damage: 0 });
  });
});

describe("RULES 5: the strike chosen by its expected harm over all twenty faces", () => {
  it("defence 40: only a natural 20 hits, so the longsword (5) still beats the hands (3)", () => {
    const { model, man, target } = bout([HANDS, SWORD], {
      warrior: { defences: { melee: 40, missile: 40, grapple: 40 } },
    });
    expect(model.choose(man, target, false)).toBe(1);
  });

  // a cautious strike of power 1 (1 stun a hit) against a longsword hitting on every face (5):
  // the defensive policy puts the cautious strike first, whatever the harm (a bonus of 1000
  // outweighs any expected harm, 5 at most here)
  const WEAK_CAUTIOUS: Strike = { ...CAUTIOUS, weapon: "Stick", power: 1 };
  const open = { warrior: { defences: { melee: 0, missile: 0, grapple: 0 } } };

  it("defending: the cautious strike first, though the longsword does more", () => {
    const { model, man, target } = bout([SWORD, WEAK_CAUTIOUS], open);
    expect(model.choose(man, target, true)).toBe(1);
  });

  it("defending after attacking: the longsword's harm as first weighed, the cautious strike first", () => {
    const { model, man, target } = bout([SWORD, WEAK_CAUTIOUS], open);
    expect(model.choose(man, target, false)).toBe(0);
    expect(model.choose(man, target, true)).toBe(1);
  });
});

describe("RULES 5: a strike whose card names no posture or grip", () => {
  it("is read as standing with no grip, so a quick strike is allowed", () => {
    const { input } = bout();
    const [man, w] = input.fighters as ManoFighter[];
    const attack = man.attacks[0];
    const { posture: _p, grip: _g, ...attacker } = attack.card.attacker;
    const bare = { ...man, attacks: [{ ...attack, card: { ...attack.card, attacker } }] };
    const model = manoModel({ ...input, fighters: [bare, w] } as OddsInput);
    const [a, t] = [bare, w].map(
      (f, index) =>
        ({ index, id: f.id, side: f.side, health: model.health(f) }) as Fighting<ManoHealth>,
    );
    expect(model.choose(a, t, false)).toBe(0);
  });
});

/**
 * The man-at-arms against three road warriors of melee defence 13, 15 and 16 (warrior, squire,
 * sergeant; the squire's stamina is 30), every strike of his able to reach each: one fight, so whatever the model keeps from
 * one strike or choice is there when the next is made.
 */
function melee(strikes: Strike[]) {
  const foes = [
    warrior({ id: "warrior", name: "warrior" }),
    warrior({
      id: "squire",
      name: "squire",
      defences: { melee: 15, missile: 10, grapple: 12 },
      stamina: 30,
    }),
    warrior({
      id: "sergeant",
      name: "sergeant",
      defences: { melee: 16, missile: 10, grapple: 12 },
    }),
  ];
  const man = manoFighter("man", "hostile", strikes, {}, foes[0]);
  const armed = {
    ...man,
    attacks: man.attacks.map((attack) => ({
      ...attack,
      targets: Object.fromEntries(foes.map((f) => [f.id, f])),
      guarded: Object.fromEntries(foes.map((f) => [f.id, { ...f, defenceBonus: 5 }])),
    })),
  };
  const input = {
    ...actionDuel(),
    ruleset: "mano",
    mode: "turns",
    options: { randomDamage: false, criticalHit: false },
    fighters: [armed, ...foes.map((f) => manoFighter(f.id, "friendly", [], f, null))],
  } as unknown as OddsInput;
  const model = manoModel(input);
  const fighting = input.fighters.map(
    (f, index) =>
      ({ index, id: f.id, side: f.side, health: model.health(f) }) as Fighting<ManoHealth>,
  );
  const [attacker, ...targets] = fighting;
  const strike = (target: number, d20: number) =>
    model.attack(attacker, 0, targets[target], scripted([d20]), false).band;
  return { model, attacker, targets, strike, fighting };
}

describe("RULES 5: each target's own defence, each roll its own", () => {
  it("14 + 2 beats the warrior's 13; 12 + 2 not the squire's 15; 13 + 2 not the sergeant's 16", () => {
    const { strike } = melee([HANDS]);
    expect(strike(0, 14)).toBe("success");
    expect(strike(1, 12)).toBe("failure");
    expect(strike(2, 13)).toBe("failure");
    expect(strike(1, 13)).toBe("failure");
    expect(strike(1, 14)).toBe("success");
    expect(strike(2, 15)).toBe("success");
  });
});

describe("RULES 5: a strike chosen for each target, policy and health of its own", () => {
  it("defending against the warrior: cautious; attacking the sergeant: the longsword", () => {
    const { model, attacker, targets } = melee([SWORD, CAUTIOUS]);
    expect(model.choose(attacker, targets[0], true)).toBe(1);
    expect(model.choose(attacker, targets[2], false)).toBe(0);
  });

  it("healthy and defending against the squire: cautious; injured, then the warrior: no strenuous cautious strike", () => {
    const { model, attacker, targets } = melee([SWORD, CAUTIOUS]);
    expect(model.choose(attacker, targets[1], true)).toBe(1);
    attacker.health = { stun: 4, damage: 5 };
    expect(model.choose(attacker, targets[0], true)).toBe(0);
    expect(model.choose(attacker, targets[0], false)).toBe(0);
  });
});

describe("RULES 5: the powerful strike while healthy, the longsword once injured", () => {
  it("healthy against the sergeant: powerful; injured and defending against the warrior: the longsword", () => {
    const { model, attacker, targets } = melee([SWORD, POWERFUL]);
    expect(model.choose(attacker, targets[2], false)).toBe(1);
    attacker.health = { stun: 4, damage: 5 };
    expect(model.choose(attacker, targets[0], true)).toBe(0);
  });
});

describe("RULES 5: stun recovered by each fighter's own stamina", () => {
  it("12 stun: the warrior (17 harm of 16) is incapacitated and keeps 6; the squire (16 of 30) stands and recovers 1", () => {
    const { model, targets } = melee([HANDS]);
    const [w, squire] = targets;
    w.health = { stun: 12, damage: 5 };
    squire.health = { stun: 12, damage: 4 };
    model.turnEnd!(w);
    model.turnEnd!(squire);
    expect(w.health).toEqual({ stun: 6, damage: 5 });
    expect(squire.health).toEqual({ stun: 11, damage: 4 });
  });
});

describe("RULES 5: a push harms no one", () => {
  it("12 + 2 beats his grapple defence of 12: a success, and no stun or damage", () => {
    const PUSH: Strike = { weapon: "Hands", power: 3, sharpness: "blunt", action: "push" };
    const { strike, target } = bout([PUSH]);
    expect(strike(12)).toBe("success");
    expect(target.health).toEqual({ stun: 0, damage: 0 });
  });
});
