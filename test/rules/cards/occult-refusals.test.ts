import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/occult";
import { toddInput } from "../../chat/fixtures";

/*
 * Every check of the Occult Ops card names what it refuses, in full: a card's input that is not
 * what the roll dialog makes (or a stored card read back), and each click that does not fit the
 * card as it is.
 *
 * Seed 001's example: Todd (Strike +10, skill +10) shoots the bandit 20 ft away (Defense +10,
 * partial cover) in a 50 HP flak jacket with a USP9 (2d6, 100 ft, 15 loaded).
 */

const input = toddInput(45);
const { d100: _d100, ...choices } = input;
const bandit = input.targets[0];
const { armor: _armor, ...unarmored } = bandit;
const HP = "system.hp.value";
const ARMOR = "items.flak.system.hp.value";
const LOADED = "system.magazine.loaded";
const frag = (d100: number, more = {}) =>
  card.create(
    toddInput(d100, {
      weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
      targets: [{ ...bandit, zone: "M" }],
      ...more,
    }),
  );
const mp5 = (targets = input.targets) =>
  card.create(
    toddInput(12, {
      weapon: {
        name: "MP5",
        kind: "firearm",
        dice: "2d6",
        maxRange: 150,
        magazine: { capacity: 30, loaded: 30 },
      },
      situation: { skill: 10, burst: "short" },
      targets,
    }),
  );

describe("a card's input that is not what the roll dialog makes is refused, each named", () => {
  it.each([
    [null, "card input must be a group of fields, got null."],
    [{ ...choices, attacker: null }, "attacker null is not allowed: expected a character."],
    [
      { ...choices, attacker: { ...input.attacker, strike: 1.5 } },
      "attacker's strike must be a whole number, got 1.5.",
    ],
    [{ ...choices, weapon: null }, "weapon must be a group of fields, got null."],
    [{ ...choices, weapon: { ...input.weapon, name: 5 } }, "weapon name must be text, got 5."],
    [
      { ...choices, weapon: { ...input.weapon, kind: "laser" } },
      /weapon kind must be one of .*"laser"/,
    ],
    [{ ...choices, weapon: { ...input.weapon, dice: "banana" } }, /banana/],
    [
      { ...choices, weapon: { ...input.weapon, effect: "sneeze" } },
      /effect must be one of .*"sneeze"/,
    ],
    [
      { ...choices, weapon: { ...input.weapon, physicalAttack: "headbutt" } },
      /physical attack must be one of .*"headbutt"/,
    ],
    [
      { ...choices, weapon: { ...input.weapon, maxRange: 0 } },
      "maxRange must be at least 1, got 0.",
    ],
    [
      { ...choices, weapon: { ...input.weapon, radii: { S: 10, M: 5 } } },
      "radius M must be at least 10, got 5.",
    ],
    [
      { ...choices, weapon: { ...input.weapon, magazine: 5 } },
      "magazine must be a group of fields, got 5.",
    ],
    [
      { ...choices, weapon: { ...input.weapon, magazine: { capacity: -1, loaded: 0 } } },
      "magazine capacity must be at least 0, got -1.",
    ],
    [
      { ...choices, weapon: { ...input.weapon, magazine: { capacity: 15, loaded: 16 } } },
      "rounds loaded must be between 0 and 15, got 16.",
    ],
    [{ ...choices, situation: 5 }, "situation must be a group of fields, got 5."],
    [{ ...choices, situation: { skill: 1.5 } }, "weapon skill must be a whole number, got 1.5."],
    [
      { ...choices, situation: { strikeModifiers: ["luck"] } },
      /strike modifier must be one of .*"luck"/,
    ],
    [
      { ...choices, situation: { thrownAt: { name: "Bandit", defence: 10 } } },
      "aiming at Bandit is not allowed: only a grenade is thrown at someone.",
    ],
    [
      {
        ...choices,
        weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
        situation: { thrownAt: { name: "Bandit", defence: 1.5 } },
      },
      "Bandit's defense must be a whole number, got 1.5.",
    ],
    [
      { ...choices, targets: [{ ...bandit, defence: 1.5 }] },
      "Bandit's defense must be a whole number, got 1.5.",
    ],
    [
      { ...choices, targets: [{ ...bandit, defenceModifiers: ["luck"] }] },
      /defense modifier must be one of .*"luck"/,
    ],
    [
      { ...choices, targets: [{ ...bandit, defenceModifiers: "cover" }] },
      /defense modifiers .*"cover"/,
    ],
    [
      { ...choices, targets: [{ ...bandit, distanceFt: -1 }] },
      "distanceFt must be at least 0, got -1.",
    ],
    [
      { ...choices, targets: [{ ...bandit, distanceBy: "guess" }] },
      /distanceBy must be one of .*"guess"/,
    ],
    [{ ...choices, targets: [{ ...bandit, zone: "XL" }] }, /blast zone must be one of .*"XL"/],
    [
      { ...choices, targets: [{ ...bandit, armor: 5 }] },
      "Bandit's armor must be a group of fields, got 5.",
    ],
    [
      { ...choices, targets: [{ ...bandit, armor: { ...bandit.armor, name: 3 } }] },
      "armor name must be text, got 3.",
    ],
    [
      { ...choices, targets: [{ ...bandit, armor: { ...bandit.armor, itemId: "" } }] },
      'item: no combatant or entry with id "".',
    ],
    [
      { ...choices, targets: [{ ...bandit, armor: { ...bandit.armor, hp: -1 } }] },
      "armor hp must be at least 0, got -1.",
    ],
    [
      { ...choices, targets: [{ ...bandit, armor: { ...bandit.armor, hp: 1.5 } }] },
      "armor hp must be a whole number, got 1.5.",
    ],
  ])("%j is refused: %s", (bad, message) => {
    expect(() => card.requireCardInput(bad as never)).toThrow(message);
  });

  it("a list of strike modifiers that is no list is refused by name", () => {
    const situation = { strikeModifiers: "aim" as never };
    expect(() => card.requireCardInput({ ...choices, situation })).toThrow(
      /strike modifiers .*"aim"/,
    );
  });

  it("a target measured by no one, or not measured, is accepted", () => {
    const { distanceBy: _by, ...unmeasured } = bandit;
    const targets = [unmeasured, { ...bandit, id: "b2", distanceBy: null, distanceFt: null }];
    expect(() => card.requireCardInput({ ...choices, targets: targets as never })).not.toThrow();
  });

  it("a doubled attack not on the list, a burst of an unknown kind or with no magazine", () => {
    const doubling = { attack: "headbutt" } as never;
    expect(() =>
      card.requireCardInput({ ...choices, weapon: { ...input.weapon, doubling } }),
    ).toThrow(/doubled attack must be one of .*"headbutt"/);
    expect(() => card.create({ ...input, situation: { burst: "endless" as never } })).toThrow(
      /burst must be one of .*"endless"/,
    );
    const { magazine: _m, ...noMagazine } = input.weapon;
    expect(() =>
      card.create({ ...input, weapon: noMagazine, situation: { burst: "short" } }),
    ).toThrow("a short burst is not allowed: the weapon has no magazine.");
  });

  it("a card the dialog made is an Occult Ops card", () => {
    expect(card.create(input).ruleset).toBe("occult");
  });
});

describe("RULES 2 rounds: a gun with a magazine fires them, a burst's are spent before its damage", () => {
  it("only a firearm with a magazine fires rounds; a single shot's damage may come before its round", () => {
    const magazine = { capacity: 3, loaded: 3 };
    expect(card.firesRounds({ ...input.weapon, kind: "thrown", magazine })).toBe(false);
    expect(card.firesRounds({ ...input.weapon, magazine })).toBe(true);
    const single = card.create(input);
    expect(card.roundsUnspent(single)).toBe(false);
    expect(card.rollDamage(single, [4, 6]).targets[0].result.damage).not.toBeNull();
  });

  it("the rounds go back as many as were spent, never beyond the magazine: 3 back onto 10 is 13, onto 29 is 30", () => {
    const spent = card.commitAmmo(mp5(), 30).card;
    expect(card.undoAmmo(spent, 10, 30).patch).toEqual({ [LOADED]: 13 });
    expect(card.undoAmmo(spent, 29, 30).patch).toEqual({ [LOADED]: 30 });
    expect(() => card.undoAmmo(spent, -1, 30)).toThrow("rounds loaded must be at least 0, got -1.");
    expect(() => card.undoAmmo(spent, 27, -1)).toThrow(
      "magazine capacity must be at least 0, got -1.",
    );
  });

  it("damage rolled against any one target keeps the rounds spent", () => {
    const two = [bandit, { ...bandit, id: "b2", name: "Bandit 2" }];
    const spent = card.commitAmmo(mp5(two), 30).card;
    const rolled = card.rollDamage(spent, [3, 4], "b2");
    expect(() => card.undoAmmo(rolled, 27, 30)).toThrow(
      "giving the rounds back is not allowed: damage is already rolled from them.",
    );
  });

  it("a knife fires none: nothing to spend or give back", () => {
    const knife = card.create({ ...input, weapon: { name: "Knife", kind: "melee", dice: "1d6" } });
    expect(() => card.commitAmmo(knife, 3)).toThrow(
      "spending rounds is not allowed: the attack fires none.",
    );
    expect(card.undoAmmo(knife, 3, 3)).toEqual({ card: knife, patch: null });
    expect(card.roundsUnspent(knife)).toBe(false);
    expect(() => card.commitAmmo(mp5(), -1)).toThrow("rounds loaded must be at least 0, got -1.");
  });
});

describe("RULES 2 the range band and the blast zone chosen on the card", () => {
  const unknown = (weapon = input.weapon) =>
    card.create({ ...input, weapon, targets: [{ ...bandit, distanceFt: null }] });

  it("a throw has bands too; a melee attack has none", () => {
    const knife = { name: "Knife", kind: "thrown" as const, dice: "1d6", maxRange: 30 };
    expect(card.setRange(unknown(knife), "bandit", "short").targets[0].band).toBe("short");
    const melee = { name: "Knife", kind: "melee" as const, dice: "1d6" };
    expect(() => card.setRange(unknown(melee), "bandit", "short")).toThrow(
      "setting a range band for a melee attack is not allowed: only shots and throws have bands.",
    );
  });

  it("the band stays once damage is rolled or the hit applied", () => {
    const rolled = card.rollDamage(card.setRange(unknown(), "bandit", "short"), [4, 6]);
    expect(() => card.setRange(rolled, "bandit", "long")).toThrow(
      "setting Bandit's range is not allowed: damage is already rolled against this target.",
    );
    const applied = card.apply(rolled, "bandit", { [ARMOR]: 50 }).card;
    expect(() => card.setRange(applied, "bandit", "long")).toThrow(
      "setting Bandit's range is not allowed: it is applied to Bandit; undo that first.",
    );
  });

  it("only a grenade has zones; a zone not on the list is refused; no one is moved once hit", () => {
    expect(() => card.setZone(card.create(input), "bandit", "S")).toThrow(
      "setting a blast zone is not allowed: only grenades have one.",
    );
    expect(() => card.setZone(frag(30), "bandit", "XL" as never)).toThrow(
      /blast zone must be one of .*"XL"/,
    );
    const rolled = card.rollDamage(frag(30), [6, 5, 4, 3]);
    const applied = card.apply(rolled, "bandit", { [ARMOR]: 50 }).card;
    expect(() => card.setZone(applied, "bandit", "S")).toThrow(
      "moving Bandit in the blast is not allowed: it is applied to Bandit; undo that first.",
    );
  });
});

describe("RULES 2 the damage roll, each refusal named", () => {
  it("the first target's damage when none is named; a card with no target has none to roll", () => {
    const c = card.create(toddInput(4)); // a critical rolls only the extra d6
    expect(card.damageFormula(c)).toBe(card.damageFormula(c, "bandit"));
    expect(card.damageDiceFor(c)).toEqual([6]);
    const nobody = card.create({ ...input, targets: [] });
    expect(() => card.damageDiceFor(nobody)).toThrow("target id must be text, got undefined.");
    expect(() => card.rollDamage(nobody, [4, 6])).toThrow("target id must be text, got undefined.");
  });

  it("a grenade's blast needs no target, but a named one must be on the card", () => {
    const empty = frag(30, { targets: [] });
    expect(card.damageDiceFor(empty)).toEqual([6, 6, 6, 6]);
    expect(card.damageFormula(empty)).toBe("4d6");
    expect(() => card.damageDiceFor(frag(30), "nobody")).toThrow(/nobody/);
    expect(() => card.damageFormula(frag(30), "nobody")).toThrow(/nobody/);
    expect(() => card.rollDamage(frag(30), [6, 5, 4, 3], "nobody")).toThrow(/nobody/);
  });

  it("the blast is rolled once; each face fits its die, named by place", () => {
    const rolled = card.rollDamage(frag(30), [6, 5, 4, 3]);
    expect(card.rollDamage(rolled, [1, 1, 1, 1])).toBe(rolled);
    expect(() => card.rollDamage(frag(30), [6, 7, 4, 3])).toThrow(
      "damage face #2 must be between 1 and 6, got 7.",
    );
    expect(() => card.rollDamage(frag(30), [0, 5, 4, 3])).toThrow(
      "damage faces #1 must be at least 1, got 0.",
    );
    expect(() => card.rollDamage(frag(70), [6, 5, 4, 3])).toThrow(
      "rolling the blast is not allowed: roll where the grenade scatters first.",
    );
  });

  it("a miss and an unspent burst are refused by name", () => {
    expect(() => card.rollDamage(card.create(toddInput(70)), [4, 6])).toThrow(
      "rolling damage against Bandit is not allowed: the attack missed them.",
    );
    expect(() => card.rollDamage(mp5(), [4, 6])).toThrow(
      "rolling damage against Bandit is not allowed: spend the burst's rounds first.",
    );
    expect(() => card.rollEffect(card.create(input), 3, "bandit")).toThrow(
      "rolling USP9's effect on Bandit is not allowed: it has no die to roll.",
    );
  });
});

describe("RULES 2 epic fumbles and the scatter, each refusal named", () => {
  it("the table is drawn only above 90, in a world that draws it, with a d20", () => {
    expect(() => card.drawFumble(card.create(input), 5)).toThrow(
      "drawing an epic fumble is not allowed: the roll was 45, not above 90.",
    );
    const narrated = card.create({ ...toddInput(97), options: { epicFumbleTable: false } });
    expect(() => card.drawFumble(narrated, 5)).toThrow(
      "drawing an epic fumble is not allowed: this world has the GM narrate epic fumbles.",
    );
    expect(card.fumbleEntry(narrated)).toBeNull();
    expect(() => card.drawFumble(card.create(toddInput(95)), 21)).toThrow(
      "d20 must be between 1 and 20, got 21.",
    );
  });

  it("a d20 on a card that did not fumble draws nothing", () => {
    expect(card.fumbleEntry({ ...card.create(input), fumbleD20: 14 })).toBeNull();
  });

  it("a scatter of 5 squares is no d4; a grenade that landed does not scatter", () => {
    expect(() => card.scatter(frag(70), 3, 5)).toThrow("distance must be between 1 and 4, got 5.");
    expect(() => card.scatter(frag(30), 3, 2)).toThrow(
      "scattering is not allowed: only a missed grenade scatters.",
    );
    expect(card.scatterLanding(frag(70))).toBeNull();
  });

  it("a wall only after the scatter, within the squares travelled, and before the blast is applied", () => {
    expect(() => card.setWall(frag(70), 1)).toThrow(
      "placing a wall is not allowed: roll where the grenade scatters first.",
    );
    const scattered = card.scatter(frag(70), 3, 4);
    expect(() => card.setWall(scattered, 4)).toThrow(
      "squares before the wall must be between 0 and 3, got 4.",
    );
    const rolled = card.rollDamage(card.setZone(scattered, "bandit", "S"), [6, 5, 4, 3]);
    const applied = card.apply(rolled, "bandit", { [ARMOR]: 50 }).card;
    expect(() => card.setWall(applied, 1)).toThrow(
      "moving the blast is not allowed: it is applied to Bandit; undo that first.",
    );
  });
});

describe("RULES 2 Apply and Undo, each refusal named", () => {
  const hitUnarmored = () =>
    card.rollDamage(card.create({ ...input, targets: [unarmored] }), [4, 6]);

  it("a hit on someone unarmored goes to the person: 30 HP less 10 is 20; Undo caps at the maximum", () => {
    expect(card.applyBlocked(hitUnarmored(), "bandit")).toBeNull();
    const once = card.apply(hitUnarmored(), "bandit", { [HP]: 30 });
    expect(once.patch).toEqual({ [HP]: 20 });
    // sent to the armor the second time: it is applied already, so nothing changes
    expect(card.apply(once.card, "bandit", { [HP]: 20 }, "armor").patch).toBeNull();
    expect(card.undo(once.card, "bandit", { [HP]: 25, "system.hp.max": 30 }).patch).toEqual({
      [HP]: 30,
    });
  });

  it("a place to send the hit that is neither armor nor person, and a gone target, are refused", () => {
    expect(() => card.applyBlocked(hitUnarmored(), "bandit", "shield" as never)).toThrow(
      /apply to must be one of .*"shield"/,
    );
    const once = card.apply(hitUnarmored(), "bandit", { [HP]: 30 }).card;
    expect(() => card.apply(once, "bandit", { [HP]: 20 }, "shield" as never)).toThrow(
      /apply to must be one of .*"shield"/,
    );
    const gone = card.markMissing(hitUnarmored(), "bandit");
    expect(card.applyBlocked(gone, "bandit")).toBe("missing");
    expect(() => card.apply(gone, "bandit", { [HP]: 30 })).toThrow(
      "applying the hit to Bandit is not allowed: the actor no longer exists.",
    );
  });

  it("Apply and Undo need the actor's current values", () => {
    expect(() => card.apply(hitUnarmored(), "bandit", null as never)).toThrow(
      "current must be a group of fields, got null.",
    );
    expect(() => card.undo(hitUnarmored(), "bandit", null as never)).toThrow(
      "current must be a group of fields, got null.",
    );
  });
});
