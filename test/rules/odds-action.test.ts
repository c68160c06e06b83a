import { describe, expect, it } from "vitest";
import { scripted } from "../../src/rules/dice";
import { actionModel, type ActionHealth } from "../../src/rules/odds/action";
import type { Fighting } from "../../src/rules/odds/model";
import type { OddsInput } from "../../src/rules/odds";
import { actionDuel, actionFighter, actionTarget } from "./odds-duel";

/*
 * Action in the odds (RULES 3), on Fred (skill 8, heavy revolver of damage 5, fists of damage 2 at
 * skill 9) against Madame Viper (defence 14, soak 6, 6 Hits): the open d6s read as the card reads
 * them, the check against the defence, a Hit when the outcome plus the weapon's damage reaches the
 * soak. Against her, the revolver needs a result of 6 to succeed and 7 to land a Hit.
 */

function fightersOf(input: OddsInput) {
  const model = actionModel(input);
  const fighting = input.fighters.map(
    (f, index) =>
      ({ index, id: f.id, side: f.side, health: model.health(f) }) as Fighting<ActionHealth>,
  );
  return { model, fighting };
}

/** Fred's attack `k` on Madame Viper with these faces (positive chain first, then negative). */
function fredAttacks(faces: number[], k = 0, guarded = false, input = actionDuel()) {
  const { model, fighting } = fightersOf(input);
  const [fred, viper] = fighting;
  const blow = model.attack(fred, k, viper, scripted(faces), guarded);
  return { band: blow.band, hits: viper.health.hits };
}

describe("RULES 3: an attack's roll, check and Hit", () => {
  it("a 6 rolls again and adds: 6+2 against 1 is 7, a success by 1, and 1 + 5 reaches the soak of 6", () => {
    expect(fredAttacks([6, 2, 1])).toEqual({ band: "success", hits: 5 });
  });

  it("6+1 against 1 is 6: a marginal success, and 0 + 5 falls short of the soak: no Hit", () => {
    expect(fredAttacks([6, 1, 1])).toEqual({ band: "marginalSuccess", hits: 6 });
  });

  it("the negative die is open too: 6 against 6+1 is −1, a failure", () => {
    expect(fredAttacks([5, 6, 1])).toEqual({ band: "failure", hits: 6 });
  });

  it("boxcars with a success is a windfall (and still a Hit when the damage reaches the soak)", () => {
    expect(fredAttacks([6, 6, 2, 6, 1])).toEqual({ band: "windfall", hits: 5 });
  });

  it("boxcars with a failure is a fumble", () => {
    expect(fredAttacks([6, 1, 6, 6, 1])).toEqual({ band: "boxcarsFumble", hits: 6 });
  });

  it("a closed roll's six does not roll again: 6 against 1 is 5, two dice in all", () => {
    const duel = actionDuel();
    const fred = actionFighter("fred", "friendly", {
      weapons: [{ name: "Closed", skill: 9, damage: 5, closed: true }],
      foes: [actionTarget("viper", 14, 6)],
    });
    const input = { ...duel, fighters: [fred, duel.fighters[1]] };
    // 9 + 5 = 14 against 14: marginal; an open die would read the third face
    expect(fredAttacks([6, 1], 0, false, input)).toEqual({ band: "marginalSuccess", hits: 6 });
  });

  it("RULES 3 active defence: guarded, she is defence 17 and the same 7 fails", () => {
    const { model, fighting } = fightersOf(actionDuel());
    const [fred, viper] = fighting;
    expect(model.attack(fred, 0, viper, scripted([6, 2, 1]), false).band).toBe("success");
    expect(model.attack(fred, 0, viper, scripted([6, 2, 1]), true).band).toBe("failure");
    expect(model.attack(fred, 0, viper, scripted([6, 2, 1]), false).band).toBe("success");
    expect(viper.health.hits).toBe(4);
  });

  it("a target with no guarded reading is read plainly", () => {
    const duel = actionDuel();
    const [fred, viper] = duel.fighters;
    const plain = { ...fred, attacks: [{ ...fred.attacks[0], guarded: {} }] } as typeof fred;
    expect(fredAttacks([6, 2, 1], 0, true, { ...duel, fighters: [plain, viper] })).toEqual({
      band: "success",
      hits: 5,
    });
  });

  it("the same result reads differently with another weapon: fists (skill 9, damage 2) succeed by 2 and do no Hit", () => {
    const { model, fighting } = fightersOf(actionDuel());
    const [fred, viper] = fighting;
    expect(model.attack(fred, 0, viper, scripted([6, 2, 1]), false).band).toBe("success");
    expect(viper.health.hits).toBe(5);
    expect(model.attack(fred, 1, viper, scripted([6, 2, 1]), false).band).toBe("success");
    expect(viper.health.hits).toBe(5);
  });

  it("the same result reads differently from the other side: Viper's katana (skill 14) on Fred", () => {
    const { model, fighting } = fightersOf(actionDuel());
    const [fred, viper] = fighting;
    expect(model.attack(fred, 0, viper, scripted([1, 2]), false).band).toBe("failure");
    expect(model.attack(fred, 1, viper, scripted([1, 2]), true).band).toBe("failure");
    expect(model.attack(fred, 1, viper, scripted([1, 2]), false).band).toBe("failure");
    // 14 − 1 = 13 against Fred's defence 10: outcome 3, 3 + 5 reaches his soak of 4
    expect(model.attack(viper, 0, fred, scripted([1, 2]), false).band).toBe("success");
    expect(fred.health.hits).toBe(3);
  });

  it("boxcars reads apart from a plain roll of the same result", () => {
    const { model, fighting } = fightersOf(actionDuel());
    const [fred, viper] = fighting;
    expect(model.attack(fred, 0, viper, scripted([6, 6, 2, 6, 1]), false).band).toBe("windfall");
    expect(model.attack(fred, 0, viper, scripted([6, 2, 1]), false).band).toBe("success");
  });

  it("confident: the higher die is positive, 1 against 3 reads +2", () => {
    const duel = actionDuel();
    const fred = actionFighter("fred", "friendly", {
      weapons: [{ name: "Revolver", skill: 12, damage: 5 }],
      foes: [actionTarget("viper", 14, 6)],
    });
    (fred.attacks[0].card.situation as { confident: boolean }).confident = true;
    const input = { ...duel, fighters: [fred, duel.fighters[1]] };
    // 12 + 2 = 14: marginal; read standard it would be 12 − 2 = 10, a failure
    expect(fredAttacks([1, 3], 0, false, input).band).toBe("marginalSuccess");
  });

  it("the last Hit puts her out: 0 Hits is down and defeated", () => {
    const duel = actionDuel();
    const viper = { ...duel.fighters[1], hits: 1 };
    const input = { ...duel, fighters: [duel.fighters[0], viper] };
    const { model, fighting } = fightersOf(input);
    model.attack(fighting[0], 0, fighting[1], scripted([6, 2, 1]), false);
    expect(fighting[1].health).toEqual({ hits: 0 });
    expect(model.down(viper, fighting[1].health)).toBe(true);
    expect(model.defeated(viper, fighting[1].health)).toBe(true);
  });
});

describe("RULES 3: health in Hits", () => {
  const viper = actionDuel().fighters[1];
  it("starts at the Hits left; one left is standing", () => {
    const { model } = fightersOf(actionDuel());
    expect(model.health(viper)).toEqual({ hits: 6 });
    expect(model.down(viper, { hits: 1 })).toBe(false);
    expect(model.defeated(viper, { hits: 1 })).toBe(false);
  });
  it("harm is Hits lost; the margin is the Hits left; no roll penalty; the Hits are the hit points", () => {
    const { model } = fightersOf(actionDuel());
    expect(model.harm(viper, { hits: 6 }, { hits: 4 })).toBe(2);
    expect(model.margin(viper, { hits: 3 })).toBe(3);
    expect(model.rollPenalty(viper, { hits: 1 })).toBe(0);
    expect(model.nonDamaged(viper, { hits: 5 })).toBe(5);
  });
});

describe("RULES 3: the weapon of best chance to land a Hit", () => {
  const pick = (weapons: { name: string; skill: number; damage: number }[]) => {
    const duel = actionDuel();
    const fred = actionFighter("fred", "friendly", {
      weapons,
      foes: [actionTarget("viper", 14, 6)],
    });
    const input = { ...duel, fighters: [fred, duel.fighters[1]] };
    const { model, fighting } = fightersOf(input);
    return model.choose(fighting[0], fighting[1], false);
  };

  it("the revolver (needs 7) over the fists (need 9 to beat defence 14 and soak 4 more)", () => {
    expect(
      pick([
        { name: "Revolver", skill: 8, damage: 5 },
        { name: "Fists", skill: 9, damage: 2 },
      ]),
    ).toBe(0);
  });

  it("fists at skill 12 (need 6) over the revolver (needs 7)", () => {
    expect(
      pick([
        { name: "Revolver", skill: 8, damage: 5 },
        { name: "Fists", skill: 12, damage: 2 },
      ]),
    ).toBe(1);
  });

  it("damage beyond the soak lowers no difficulty: damage 10 at skill 8 needs 6, damage 6 at skill 9 needs 5", () => {
    expect(
      pick([
        { name: "Cannon", skill: 8, damage: 10 },
        { name: "Pistol", skill: 9, damage: 6 },
      ]),
    ).toBe(1);
  });
});

describe("each attack is checked as the card checks it, before a fight is played", () => {
  const broken = (change: (f: ReturnType<typeof actionDuel>["fighters"][number]) => unknown) => {
    const duel = actionDuel();
    return () =>
      actionModel({ ...duel, fighters: [change(duel.fighters[0]), duel.fighters[1]] } as OddsInput);
  };
  it("a skill below 0", () => {
    expect(
      broken((f) => ({
        ...f,
        attacks: [
          {
            ...f.attacks[0],
            card: { ...f.attacks[0].card, attacker: { ...f.attacks[0].card.attacker, skill: -1 } },
          },
        ],
      })),
    ).toThrow("skill must be at least 0, got -1.");
  });
  it("a guarded reading of the target with a defence below 0", () => {
    expect(
      broken((f) => ({
        ...f,
        attacks: [
          { ...f.attacks[0], guarded: { viper: { ...actionTarget("viper", 14, 6), defence: -1 } } },
        ],
      })),
    ).toThrow(/^viper's defense must be at least 0/);
  });
});

describe("each attacker, target, attack and guard reads a roll of its own", () => {
  // a result of +1: Fred's 8 or 9 falls short of Viper's 14 (17 guarded); her 14 + 1 beats Fred's 10
  it("Fred's guarded reading is not Viper's plain one", () => {
    const { model, fighting } = fightersOf(actionDuel());
    const [fred, viper] = fighting;
    expect(model.attack(fred, 0, viper, scripted([2, 1]), true).band).toBe("failure");
    expect(model.attack(viper, 0, fred, scripted([2, 1]), false).band).toBe("success");
  });

  it("with a third fighter, Fred's fists on Viper are not Viper's katana on Fred", () => {
    const duel = actionDuel();
    const goon = actionFighter("goon", "hostile", { hits: 1 });
    const { model, fighting } = fightersOf({ ...duel, fighters: [...duel.fighters, goon] });
    const [fred, viper] = fighting;
    expect(model.attack(fred, 1, viper, scripted([2, 1]), false).band).toBe("failure");
    expect(model.attack(viper, 0, fred, scripted([2, 1]), false).band).toBe("success");
  });

  it("in a crowd of 33, the first's +2 on the second is not the 32nd's +1 on the third", () => {
    // skill 14: 14 + 2 beats the second's defence of 15; 14 + 1 falls short of the third's 20
    const crowd = Array.from({ length: 33 }, (_, i) => {
      const foe = i === 0 ? actionTarget("c1", 15, 4) : i === 31 ? actionTarget("c2", 20, 4) : null;
      return actionFighter(`c${i}`, i < 31 ? "friendly" : "hostile", {
        defence: i === 1 ? 15 : i === 2 ? 20 : 10,
        weapons: foe ? [{ name: "Sabre", skill: 14, damage: 3 }] : [],
        foes: foe ? [foe] : [],
      });
    });
    const { model, fighting } = fightersOf(actionDuel({ fighters: crowd }));
    expect(model.attack(fighting[0], 0, fighting[1], scripted([3, 1]), false).band).toBe("success");
    expect(model.attack(fighting[31], 0, fighting[2], scripted([2, 1]), false).band).toBe(
      "failure",
    );
  });
});
