import { describe, expect, it } from "vitest";
import { named } from "../refusal-cases";
import {
  checkInterference,
  checkSpend,
  checkWeaponsOncePerTurn,
  compareActingOrder,
  compareTieBreak,
  minimumReady,
  nonDamagedHp,
  reachable,
  resolveAttack,
  survivesInterference,
  type RoundsAttackInput,
} from "../../../src/rules/rounds";

/*
 * Action Rounds take their figures from the ready-HP tracker and the attack dialog, which a player
 * may have filled with anything: each bad value is refused with a message naming its field.
 */
const fighter = { ready: 4, reach: 1, bonus: 0 };
const fresher = { ...fighter, ready: 6 };
const attack: RoundsAttackInput = {
  action: "quickStrike",
  natural: 14,
  hpSpent: 1,
  attacker: { modifier: 4 },
  weapon: { power: 5, sharpness: "sharp" },
  target: {
    defences: { melee: 12, missile: 10, grapple: 13 },
    stun: 0,
    damage: 0,
    toughness: 7,
    stamina: 14,
  },
};

describe("Action Rounds rules refuse bad input, each named in full", () => {
  it.each(
    named([
      [() => nonDamagedHp(1001, 0, 0), /hit points must be between 0 and 1000, got 1001/],
      [() => nonDamagedHp(10, -1, 0), /stun must be at least 0, got -1/],
      [() => nonDamagedHp(10, 0, -1), /damage must be at least 0, got -1/],
      [() => minimumReady(-1), /non-damaged hit points must be between 0 and 1000, got -1/],
      [() => minimumReady(1001), /non-damaged hit points must be between 0 and 1000, got 1001/],
      [() => reachable(null as never, { reach: 1 }), /self must be a group of fields, got null/],
      [
        () => reachable({ reach: 1 }, null as never),
        /opponent must be a group of fields, got null/,
      ],
      [() => reachable({ reach: -1 }, { reach: 1 }), /reach must be at least 0, got -1/],
      [
        () => reachable({ reach: 1, missile: "yes" as never }, { reach: 1 }),
        /missile must be true or false, got "yes"/,
      ],
      [() => reachable({ reach: 1 }, { reach: -1 }), /opponent reach must be at least 0, got -1/],
      [
        () => reachable({ reach: 1 }, { reach: 1, attacking: 1 as never }),
        /opponent attacking must be true or false, got 1/,
      ],
      [
        () => reachable({ reach: 1 }, { reach: 1, attackReach: -1 }),
        /opponent attack reach must be at least 0, got -1/,
      ],
      [() => resolveAttack(null as never), /attack must be a group of fields, got null/],
      [
        () => resolveAttack({ ...attack, target: null as never }),
        /target must be a group of fields, got null/,
      ],
      [
        () => resolveAttack({ ...attack, target: { ...attack.target, defenceBonus: 1.5 } }),
        /target defense bonus must be a whole number, got 1.5/,
      ],
      [
        () => resolveAttack({ ...attack, coveredBy: { ...attack.target, defenceBonus: 0.5 } }),
        /coverer defense bonus must be a whole number, got 0.5/,
      ],
      [() => checkSpend(-1, 1), /ready hit points must be at least 0, got -1/],
      [() => checkInterference(1, 0), /hit points of the action must be at least 1, got 0/],
      [() => checkInterference(0, 3), /interfering hit points must be at least 1, got 0/],
      [() => survivesInterference(null as never), /interference results must be a list, got null/],
      [
        () => survivesInterference([false, "no" as never]),
        /interference #2 must be true or false, got "no"/,
      ],
      [() => checkWeaponsOncePerTurn(null as never), /weapons must be a list, got null/],
      [() => checkWeaponsOncePerTurn(["sword", 3 as never]), /weapon must be text, got 3/],
      // refused even where the ready hit points alone decide and no tie-break is read
      [
        () => compareActingOrder({ ...fighter, reach: -1 }, fresher),
        /first reach must be at least 0, got -1/,
      ],
      [
        () => compareActingOrder(fighter, { ...fresher, distance: -2 }),
        /second distance must be at least 0, got -2/,
      ],
      [() => compareActingOrder(fighter, fresher, -1), /distance must be at least 0, got -1/],
      [() => compareTieBreak(null as never, fighter), /first must be a group of fields, got null/],
      [
        () => compareTieBreak(fighter, { ...fighter, reach: -1 }),
        /second reach must be at least 0, got -1/,
      ],
      [
        () => compareTieBreak({ ...fighter, missile: "no" as never }, fighter),
        /first missile must be true or false, got "no"/,
      ],
      [
        () => compareTieBreak(fighter, { ...fighter, bonus: Number.NaN }),
        /second bonus must be a finite number, got NaN/,
      ],
      [
        () => compareTieBreak(fighter, { ...fighter, distance: -1 }),
        /second distance must be at least 0, got -1/,
      ],
      [() => compareTieBreak(fighter, fighter, -3), /distance must be at least 0, got -3/],
    ]),
  )("refused: %s", (_, call, message) => {
    expect(call).toThrow(message);
  });

  it("an interference spending more than the act is refused with both figures (RULES 4)", () => {
    expect(() => checkInterference(4, 3)).toThrow(
      "Interfering with 4 HP is more than the act it opposes spent (3 HP)",
    );
  });

  it("a weapon striking twice in a turn is refused by name (RULES 4 multiple weapons)", () => {
    expect(() => checkWeaponsOncePerTurn(["sword", "dagger", "sword"])).toThrow(
      "sword has already struck this turn",
    );
  });
});

describe("RULES 4 outreached: an attack exactly as long as the defender's reach", () => {
  it("is not shorter, so the defender may still strike only the weapon", () => {
    expect(reachable({ reach: 1 }, { reach: 3, attacking: true, attackReach: 1 })).toBe("weapon");
  });
});
