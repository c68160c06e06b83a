import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/okrpg";
import { parseRank } from "../../../src/rules/ranks";
import { okrpgInput } from "../../chat/fixtures";

/*
 * Every check of the OK RPG card names what it refuses and why, in full: a card's input (made
 * by the roll dialog, or read back from a stored message), a stored card whose spending no
 * longer fits its roll, and every click that does not fit the card as it is.
 *
 * The fixture: Ines (Grt, 6) rolls +1 +1 0 0 with her sword (Gd+, cutting) against the
 * Duellist (defence Gd, DR Avg+, Gd mail of coverage 2): 8 successes against 4.
 */

const [duel] = okrpgInput([]).targets;
const input = okrpgInput([1, 1, 0, 0]);
const goon = {
  id: "goon",
  name: "Goon",
  actorUuid: null,
  defence: parseRank("Avg"),
  dr: parseRank("Avg"),
  handToHand: parseRank("Avg"),
  system: "mook" as const,
};
/** Ines against the Duellist (needs 4) and a goon (needs 2), 8 successes rolled. */
const pair = () => card.create(okrpgInput([1, 1, 0, 0], { targets: [duel, goon] }));
const WOUNDS = { "system.wounds.lethal": 0, "system.wounds.nonlethal": 3 };
const applied = () => card.apply(card.spend(card.create(input), "fullDamage"), "duel", WOUNDS).card;

describe("a card's input that is not what the roll dialog makes is refused, each named", () => {
  it.each([
    [null, /card input must be a group of fields, got null/],
    [{ ...input, attacker: null }, /attacker null is not allowed: expected a character/],
    [
      { ...input, attacker: { ...input.attacker, base: 6.5 } },
      /attacker's base successes must be a whole number, got 6.5/,
    ],
    [
      { ...input, attacker: { ...input.attacker, handToHand: 3.5 } },
      /attacker's hand-to-hand damage must be a whole number, got 3.5/,
    ],
    [
      { ...input, attacker: { ...input.attacker, strength: 4.5 } },
      /attacker's strength must be a whole number, got 4.5/,
    ],
    [{ ...input, weapon: undefined }, /weapon undefined is not allowed: expected a named weapon/],
    [
      { ...input, weapon: { ...input.weapon, damage: 5.5 } },
      /weapon damage must be a whole number, got 5.5/,
    ],
    [
      { ...input, weapon: { ...input.weapon, reach: -1 } },
      /weapon reach must be at least 0, got -1/,
    ],
    [{ ...input, fudge: "+1+1" }, /Fudge faces "\+1\+1" is not allowed: a roll reads 4 faces/],
    [{ ...input, situation: { setup: 1.5 } }, /setup bonus must be a whole number, got 1.5/],
    [{ ...input, situation: { impairment: 2 } }, /impairment penalty must be at most 0, got 2/],
    [{ ...input, situation: { other: 0.5 } }, /other modifier must be a whole number, got 0.5/],
    [
      { ...input, situation: { combined: { required: 2.5 } } },
      /part #2 required successes must be a whole number, got 2.5/,
    ],
  ])("%#", (bad, message) => {
    // read back from a stored card, the input is checked before anything is worked out
    expect(() => card.requireCardInput(bad as never)).toThrow(message);
  });

  it("a ranged weapon (no reach) and a card with no situation are accepted", () => {
    const bow = card.create({ ...input, weapon: { ...input.weapon, name: "Bow", reach: null } });
    expect(bow.weapon.reach).toBeNull();
    expect(bow.situation).toEqual({});
    expect(bow.ruleset).toBe("okrpg");
  });
});

describe("a target that is not what the roll dialog saw is refused, each named", () => {
  it.each([
    [{ dr: 3.5 }, /Duellist's DR must be a whole number, got 3.5/],
    [{ handToHand: 4.5 }, /Duellist's hand-to-hand damage must be a whole number, got 4.5/],
    [{ size: 2.5 }, /Duellist's size must be a whole number, got 2.5/],
    [{ holding: "fast" }, /Duellist's hold must be a group of fields, got "fast"/],
    [{ holding: { quickness: 1.5 } }, /Duellist's quickness must be a whole number, got 1.5/],
    [{ armor: { protection: 4, coverage: 4 } }, /armor coverage must be between 1 and 3, got 4/],
    [{ wounds: { lethal: -1, nonlethal: 0 } }, /lethal points must be at least 0, got -1/],
    [
      { system: "mook", mook: { system: "evenSimpler", status: "up" } },
      /a "evenSimpler" mook state is not allowed: the target uses mook/,
    ],
  ])("%#", (change, message) => {
    const target = { ...duel, ...change };
    expect(() => card.requireCardInput({ ...input, targets: [target as never] })).toThrow(message);
  });

  it("a target of the right size, and a mook with its own system's state, are accepted", () => {
    const sized = card.create({ ...input, targets: [{ ...duel, size: parseRank("Avg") }] });
    expect(sized.targets[0].size).toBe(parseRank("Avg"));
    const mook = { ...goon, mook: { system: "mook" as const, points: 2 } };
    expect(card.create({ ...input, targets: [mook] }).targets[0].mook).toEqual({
      system: "mook",
      points: 2,
    });
  });
});

describe("RULES 1.8 a holding target: the attacker's quickness roll, checked", () => {
  const holder = { ...duel, holding: { quickness: parseRank("Avg") } };
  const roll = { quickness: parseRank("Gd"), fudge: [0, 0, 0, 0] };

  it.each([
    [undefined, /interrupting a held action is not allowed: no quickness roll was made/],
    ["fast", /interrupt roll must be a group of fields, got "fast"/],
    [{ ...roll, quickness: 4.5 }, /attacker's quickness must be a whole number, got 4.5/],
    [{ ...roll, impairment: 2 }, /interrupt impairment must be at most 0, got 2/],
    [{ ...roll, fudge: [1, 1] }, /Fudge faces \[1,1\] is not allowed: a roll reads 4 faces/],
    [{ ...roll, fudge: "1100" }, /Fudge faces "1100" is not allowed: a roll reads 4 faces/],
    [{ ...roll, fudge: [2, 0, 0, 0] }, /Fudge face #1 must be between -1 and 1, got 2/],
  ])("%#", (interrupt, message) => {
    expect(() =>
      card.requireCardInput({ ...input, targets: [holder], interrupt: interrupt as never }),
    ).toThrow(message);
  });

  it("one holding target among several still needs the quickness roll", () => {
    const other = { ...duel, id: "other", name: "Other" };
    expect(() => card.requireCardInput({ ...input, targets: [other, holder] })).toThrow(
      /interrupting a held action is not allowed: no quickness roll was made/,
    );
  });
});

describe("a stored card whose spending no longer fits its roll is refused on reading", () => {
  it("successes spent on a card whose roll hit no one", () => {
    const miss = card.create(okrpgInput([-1, -1, -1, 0]));
    expect(() => card.refresh({ ...miss, choices: { style: 1 } })).toThrow(
      /spending successes is not allowed: the attack hit no target/,
    );
    expect(card.refresh({ ...miss, choices: { style: 0 } }).targets[0].result.hit).toBe(false);
  });

  it("an armor bypass on a target the basic hit no longer reaches", () => {
    const c = card.setBasicHit(pair(), 2); // the Duellist needs 4: missed
    const bypassed = { ...c, targets: c.targets.map((t) => ({ ...t, bypass: true as const })) };
    expect(() => card.refresh(bypassed)).toThrow(
      /bypassing Duellist's armor is not allowed: the attack missed them/,
    );
  });
});

describe("clicks that do not fit the card are refused, each named", () => {
  it("buying or giving back for a target the card does not have", () => {
    const c = card.spend(card.create(input), "style");
    expect(() => card.spend(c, "style", "nobody")).toThrow(
      /target: no combatant or entry with id "nobody"/,
    );
    expect(() => card.unspend(c, "style", "nobody")).toThrow(
      /target: no combatant or entry with id "nobody"/,
    );
  });

  it("buying, giving back or changing anything once the result is applied", () => {
    const done = applied();
    const undo = /is not allowed: it is applied to Duellist; undo that first/;
    expect(() => card.spend(done, "style")).toThrow(/buying style /);
    expect(() => card.spend(done, "style")).toThrow(undo);
    expect(() => card.unspend(done, "fullDamage")).toThrow(/giving back fullDamage /);
    expect(() => card.setLimb(done, "left arm")).toThrow(/naming the limb struck /);
  });

  it("giving back on a card whose roll hit no one: nothing was bought", () => {
    const miss = card.create(okrpgInput([-1, -1, -1, 0]));
    expect(() => card.unspend(miss, "style")).toThrow(
      /giving back style is not allowed: none was bought/,
    );
  });

  it("several targets: the bypass names its target, and only a target hit", () => {
    const c = card.setBasicHit(pair(), 2);
    expect(() => card.spend(c, "bypassArmor")).toThrow(
      /bypassing armor without naming a target is not allowed: the card has several targets/,
    );
    expect(() => card.spend(c, "bypassArmor", "duel")).toThrow(
      /bypassing Duellist's armor is not allowed: the attack missed them/,
    );
    expect(() => card.unspend(c, "bypassArmor", "duel")).toThrow(
      /giving back Duellist's armor bypass is not allowed: none was bought/,
    );
    // a roll of 3 puts 2 into the goon's basic hit: the one extra could not pay the bypass
    // either, but the miss is what the player is told
    const three = card.create(okrpgInput([-1, -1, -1, 0], { targets: [duel, goon] }));
    expect(() => card.spend(three, "bypassArmor", "duel")).toThrow(
      /bypassing Duellist's armor is not allowed: the attack missed them/,
    );
  });

  it("Apply on a target the attack missed, or with no current values", () => {
    const c = card.spend(card.setBasicHit(pair(), 2), "fullDamage");
    expect(card.applyBlocked(c, "duel")).toBe("missed");
    expect(() => card.apply(c, "duel", WOUNDS)).toThrow(
      /applying the result to Duellist is not allowed: the attack missed them/,
    );
    expect(() => card.apply(c, "goon", null as never)).toThrow(
      /current must be a group of fields, got null/,
    );
  });

  it("RULES 1.4 the basic hit: only on several targets, and never with successes spent", () => {
    expect(() => card.setBasicHit(card.create(input), 3)).toThrow(
      /stating a basic hit is not allowed: only an attack on several targets needs one/,
    );
    const bypassed = card.spend(card.spend(pair(), "fullDamage"), "bypassArmor", "duel");
    expect(() => card.setBasicHit(card.unspend(bypassed, "fullDamage"), 3)).toThrow(
      /changing the basic hit is not allowed: give back the spent successes first/,
    );
    // a stored card may keep a count of 0 beside one spent
    const stored = { ...pair(), choices: { style: 0, fullDamage: 1 } };
    expect(() => card.setBasicHit(stored, 3)).toThrow(/give back the spent successes first/);
    const goonOnly = card.spend(card.setBasicHit(pair(), 2), "fullDamage");
    const done = card.apply(goonOnly, "goon", {
      "system.mook.points": 0,
    });
    expect(() => card.setBasicHit(done.card, 3)).toThrow(
      /changing the basic hit is not allowed: it is applied to Goon; undo that first/,
    );
  });

  it("RULES 1.4 a basic hit stated with the roll: at most the successes rolled", () => {
    const stated = card.create(okrpgInput([1, 1, 0, 0], { targets: [duel, goon], basicHit: 2 }));
    expect(stated.basicHit).toBe(2);
    expect(stated.targets.map((t) => t.result.hit)).toEqual([false, true]);
    expect(() =>
      card.create(okrpgInput([1, 1, 0, 0], { targets: [duel, goon], basicHit: 9 })),
    ).toThrow(/successes for the basic hit must be at most 8, got 9/);
    expect("basicHit" in card.create(input)).toBe(false);
  });

  it("the limb struck is text or nothing", () => {
    const c = card.create(input);
    expect(() => card.setLimb(c, 5 as never)).toThrow(
      /limb 5 is not allowed: expected text or null/,
    );
    expect(card.setLimb(c, "left arm").limb).toBe("left arm");
    expect(card.setLimb(card.setLimb(c, "left arm"), "").limb).toBeNull();
    expect(card.setLimb(card.setLimb(c, "left arm"), null).limb).toBeNull();
  });

  it("the roll dialog's chances need a group of numbers", () => {
    expect(() => card.chances(null as never)).toThrow(
      /chances must be a group of fields, got null/,
    );
  });
});
