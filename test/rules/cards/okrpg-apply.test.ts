import { describe, expect, it } from "vitest";
import { setAdjustment } from "../../../src/rules/cards/adjustment";
import * as card from "../../../src/rules/cards/okrpg";
import type { OkrpgDamageSystem } from "../../../src/rules/cards/okrpg";
import { LETHALITY } from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";
import { okrpgInput } from "../../chat/fixtures";

/*
 * RULES 1.4–1.7 what Apply writes to the target: the damage under each damage system, the
 * special effects' state, the mangled limb, and what Undo gives back.
 *
 * Ines (Grt, 6) rolls +1 +1 0 0: 8 successes. The Duellist (defence Gd, DR Avg+, Gd mail of
 * coverage 2, already on 3 nonlethal) needs 4: 4 extra.
 */

const WOUNDS = { "system.wounds.lethal": 0, "system.wounds.nonlethal": 3 };
const rolled8 = (more: Parameters<typeof okrpgInput>[1] = {}) =>
  card.create(okrpgInput([1, 1, 0, 0], more));
const buy = (c: card.OkrpgCard, ...options: Parameters<typeof card.spend>[1][]) =>
  options.reduce((next, option) => card.spend(next, option), c);

/**
 * A club (regular bashing) of the given damage step against a target of defence Avg and DR Gd (4)
 * without armor, full damage bought: the damage that reaches the target is the club's.
 */
const clubbed = (system: OkrpgDamageSystem, damage: number) =>
  card.spend(
    rolled8({
      weapon: { name: "Club", damage, lethality: LETHALITY.regularBashing, reach: 1 },
      targets: [
        {
          id: "t",
          name: "Target",
          actorUuid: null,
          defence: parseRank("Avg"),
          dr: parseRank("Gd"),
          handToHand: parseRank("Avg"),
          system,
        },
      ],
    }),
    "fullDamage",
  );

describe("RULES 1.6–1.7 whether the damage does anything depends on the damage system", () => {
  const DR = parseRank("Gd");

  it("full system: damage 1 FR below DR still does 1 point; lower does none", () => {
    expect(card.applyBlocked(clubbed("full", DR - 2), "t")).toBeNull();
    expect(
      card.apply(clubbed("full", DR - 2), "t", {
        "system.wounds.lethal": 0,
        "system.wounds.nonlethal": 0,
      }).patch,
    ).toEqual({ "system.wounds.nonlethal": 1 });
    expect(card.applyBlocked(clubbed("full", DR - 3), "t")).toBe("noDamage");
  });

  it("mook system: the same table; 1 point takes a mook on 4 to 5, Down", () => {
    expect(card.apply(clubbed("mook", DR - 2), "t", { "system.mook.points": 4 }).patch).toEqual({
      "system.mook.points": 5,
    });
    expect(card.applyBlocked(clubbed("mook", DR - 3), "t")).toBe("noDamage");
  });

  it("[I-5] even simpler: below DR nothing, though the table would give a point; at DR a Tag", () => {
    expect(card.applyBlocked(clubbed("evenSimpler", DR - 1), "t")).toBe("noDamage");
    expect(
      card.apply(clubbed("evenSimpler", DR), "t", { "system.mook.status": "up" }).patch,
    ).toEqual({ "system.mook.status": "tagged" });
  });

  it("simplest: DR + 2 steps does nothing (2 points on the table); DR + 3 puts the mook down", () => {
    expect(card.applyBlocked(clubbed("simplest", DR + 2), "t")).toBe("noDamage");
    expect(
      card.apply(clubbed("simplest", DR + 3), "t", { "system.mook.down": false }).patch,
    ).toEqual({ "system.mook.down": true });
  });

  it("[I-3] armor that stops the blow leaves a mook untouched, under every system", () => {
    for (const system of ["full", "mook", "evenSimpler", "simplest"] as const) {
      const stopped = card.spend(
        rolled8({
          weapon: { name: "Knife", damage: parseRank("Avg"), lethality: LETHALITY.cutting },
          targets: [
            {
              id: "t",
              name: "Target",
              actorUuid: null,
              defence: parseRank("Avg"),
              dr: parseRank("Def"),
              handToHand: parseRank("Avg"),
              armor: { protection: parseRank("Gd"), coverage: 3 },
              system,
            },
          ],
        }),
        "fullDamage",
      );
      expect(card.resolutions(stopped)[0].damage, system).toBeNull();
      expect(card.applyBlocked(stopped, "t"), system).toBe("noDamage");
      expect(() => card.apply(stopped, "t", {}), system).toThrow(
        /applying the result to Target is not allowed: the hit does nothing to them/,
      );
    }
  });

  it("Apply is refused while fewer targets are bought than the roll hit", () => {
    const goon = {
      id: "goon",
      name: "Goon",
      actorUuid: null,
      defence: parseRank("Avg"),
      dr: parseRank("Avg"),
      handToHand: parseRank("Avg"),
      system: "mook" as const,
    };
    const [duel] = okrpgInput([]).targets;
    const both = card.spend(rolled8({ targets: [duel, goon] }), "fullDamage");
    expect(() => card.apply(both, "goon", { "system.mook.points": 0 })).toThrow(
      /applying the result to Goon is not allowed: buy enough multiple targets first/,
    );
    // only the goon hit: one target needs no multiple-targets purchase
    const goonOnly = card.spend(
      card.setBasicHit(rolled8({ targets: [duel, goon] }), 2),
      "fullDamage",
    );
    expect(card.applyBlocked(goonOnly, "goon")).toBeNull();
  });
});

describe("RULES 1.7 a mook's current state is read as its system keeps it", () => {
  it("even simpler: Down and a Tag is Out; a state outside the four is refused", () => {
    const tag = clubbed("evenSimpler", parseRank("Gd"));
    expect(card.apply(tag, "t", { "system.mook.status": "down" }).patch).toEqual({
      "system.mook.status": "out",
    });
    expect(() => card.apply(tag, "t", { "system.mook.status": "gone" })).toThrow(
      /current system.mook.status must be one of up, tagged, down, out, got "gone"/,
    );
  });

  it("mook points below zero and a simplest state that is not true or false are refused", () => {
    expect(() =>
      card.apply(clubbed("mook", parseRank("Gd")), "t", { "system.mook.points": -1 }),
    ).toThrow(/current system.mook.points must be at least 0, got -1/);
    expect(() =>
      card.apply(clubbed("simplest", parseRank("Gd") + 3), "t", { "system.mook.down": "no" }),
    ).toThrow(/current system.mook.down "no" is not allowed: expected true or false/);
  });

  it("undo after the mook was healed meanwhile never takes its points below 0", () => {
    // DR + 1 step: 2 points (rounded up from 1.5)
    const once = card.apply(clubbed("mook", parseRank("Gd+")), "t", { "system.mook.points": 0 });
    expect(once.patch).toEqual({ "system.mook.points": 2 });
    const back = card.undo(once.card, "t", { "system.mook.points": 1 });
    expect(back.patch).toEqual({ "system.mook.points": 0 });
  });
});

describe("RULES 1.4 special effects Apply writes", () => {
  it("a knockdown that does no damage still puts the target down; on one already down it records nothing", () => {
    // knockdown (2): the marginal Avg+ loses 3 steps to the Gd mail and does no points
    const c = card.spend(rolled8(), "knockdown");
    expect(card.resolutions(c)[0].points).toBe(0);
    expect(card.applyBlocked(c, "duel")).toBeNull();
    expect(card.apply(c, "duel", { ...WOUNDS, "system.knockedDown": false }).patch).toEqual({
      "system.knockedDown": true,
    });
    const down = card.apply(c, "duel", { ...WOUNDS, "system.knockedDown": true });
    expect(down.card.targets[0].applied).toEqual({ before: {}, after: {} });
  });

  it("a throw (3) puts the target down too", () => {
    const c = card.spend(rolled8(), "throw");
    expect(card.applyBlocked(c, "duel")).toBeNull();
    expect(card.apply(c, "duel", { ...WOUNDS, "system.knockedDown": false }).patch).toEqual({
      "system.knockedDown": true,
    });
  });

  it("a grab that does not hold and does no damage does nothing to the target", () => {
    // power Avg+ (3) against hand-to-hand Grt (6) less a full rank (4): it does not hold
    const [duel] = okrpgInput([]).targets;
    const strong = { ...duel, handToHand: parseRank("Grt") };
    const c = card.spend(rolled8({ targets: [strong] }), "grab");
    expect(card.resolutions(c)[0].spend?.effects.grab?.holds).toBe(false);
    expect(card.applyBlocked(c, "duel")).toBe("noDamage");
  });

  it("a grab that holds replaces a weaker hold, recording it for Undo; an equal hold stays", () => {
    const c = card.spend(rolled8(), "grab"); // power Avg+ (3)
    const weaker = card.apply(c, "duel", { ...WOUNDS, "system.grabbed": parseRank("Avg") });
    expect(weaker.patch).toEqual({ "system.grabbed": parseRank("Avg+") });
    expect(weaker.card.targets[0].applied?.before).toEqual({ "system.grabbed": parseRank("Avg") });
    const equal = card.apply(c, "duel", { ...WOUNDS, "system.grabbed": parseRank("Avg+") });
    expect(equal.patch).toBeNull();
    expect(equal.card.targets[0].applied).toEqual({ before: {}, after: {} });
    // a target whose sheet has no hold field yet is free
    expect(card.apply(c, "duel", WOUNDS).patch).toEqual({ "system.grabbed": parseRank("Avg+") });
  });

  it("the GM's adjustment of a hit that does no damage (marginal damage avoided) adds none", () => {
    const c = buy(rolled8(), "grab", "avoidMarginalDamage");
    expect(card.resolutions(c)[0].damage).toBeNull();
    const raised = setAdjustment(c, "duel", { amount: 2, reason: "a wall" }, true);
    expect(card.apply(raised, "duel", { ...WOUNDS, "system.grabbed": null }).patch).toEqual({
      "system.grabbed": parseRank("Avg+"),
    });
  });
});

describe("RULES 1.6 lethality and the mangled limb as Apply writes them", () => {
  it("lethality bought down a row: Grt through DR Avg+ is 3 points, cutting 2 lethal, one row less 1", () => {
    const [duel] = okrpgInput([]).targets;
    const bare = rolled8({ targets: [{ ...duel, armor: null }] });
    const none = { "system.wounds.lethal": 0, "system.wounds.nonlethal": 0 };
    expect(card.apply(buy(bare, "fullDamage", "moreDamage"), "duel", none).patch).toEqual({
      "system.wounds.lethal": 2,
      "system.wounds.nonlethal": 1,
    });
    const down = buy(bare, "fullDamage", "moreDamage", "lethalityDown");
    expect(card.apply(down, "duel", none).patch).toEqual({
      "system.wounds.lethal": 1,
      "system.wounds.nonlethal": 2,
    });
  });

  const impairing = () =>
    card.setLimb(
      buy(rolled8({ options: { limbMangling: true } }), "fullDamage", "bypassArmor", "moreDamage"),
      "left arm",
    );

  it("limb-mangling: the hit that takes 3 to 6 (past 5) mangles the limb named; Undo takes it back", () => {
    const once = card.apply(impairing(), "duel", WOUNDS);
    expect(once.patch).toEqual({
      "system.wounds.lethal": 2,
      "system.wounds.nonlethal": 4,
      "system.wounds.mangledLimb": "left arm",
    });
    expect(once.card.targets[0].applied?.before).toEqual({
      ...WOUNDS,
      "system.wounds.mangledLimb": null,
    });
    const back = card.undo(once.card, "duel", { ...WOUNDS, ...once.patch });
    expect(back.patch).toEqual({ ...WOUNDS, "system.wounds.mangledLimb": null });
  });

  it("a hit that mangles nothing records no limb, and an earlier mangled limb stays", () => {
    const before = { "system.wounds.lethal": 0, "system.wounds.nonlethal": 0 };
    const light = card.apply(impairing(), "duel", before);
    expect(light.card.targets[0].applied?.before).toEqual(before);
    const mangled = { ...WOUNDS, "system.wounds.mangledLimb": "right leg" };
    const past = { "system.wounds.lethal": 2, "system.wounds.nonlethal": 4 };
    expect(card.apply(impairing(), "duel", { ...mangled, ...past }).patch).toEqual({
      "system.wounds.lethal": 4,
      "system.wounds.nonlethal": 5,
    });
  });
});
