import { describe, expect, it } from "vitest";
import * as mano from "../../../src/rules/cards/mano";
import * as rounds from "../../../src/rules/cards/rounds";

/*
 * Action Rounds RULES 4 outreached attackers on the card: the Clone's fists reach 1 m, Steven's
 * spear 2 m, his knife 0.5 m. Outreached, the Clone may strike only the spear, and only while
 * Steven attacks him with it; a knife shorter than the fists lets him hit Steven. Closer than half
 * the spear's reach (1 m), the Clone is inside it [interpretation in strikes()].
 */
const spear = (more: Partial<mano.ManoReach> = {}): mano.ManoReach => ({
  attacker: 1,
  target: 2,
  attacking: false,
  attackReach: 2,
  distance: null,
  ...more,
});
const strikes = (action: string, outreach?: mano.ManoReach) =>
  mano.strikes({ situation: { action } }, { outreach });
const steven = (outreach?: mano.ManoReach): mano.ManoTargetInput => ({
  id: "steven",
  name: "Steven",
  actorUuid: null,
  defences: { melee: 14, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
  strength: 6,
  ...(outreach ? { outreach } : {}),
});
const fistsCard = (outreach?: mano.ManoReach) =>
  rounds.create({
    attacker: { name: "Clone", actorUuid: null, modifier: 2 },
    weapon: { name: "Fists", power: 3, sharpness: "blunt" },
    situation: { action: "quickStrike" },
    d20: 14,
    targets: [steven(outreach)],
  });

describe("Action Rounds RULES 4: what an outreached attacker strikes", () => {
  it("a target no longer reach is told of is struck itself", () => {
    expect(strikes("quickStrike")).toBe("target");
  });

  it("the spear outreaches the fists: nothing while Steven is not attacking, the spear while he attacks with it, Steven while he attacks with the knife", () => {
    expect(strikes("quickStrike", spear())).toBe("none");
    expect(strikes("quickStrike", spear({ attacking: true }))).toBe("weapon");
    expect(strikes("quickStrike", spear({ attacking: true, attackReach: 0.5 }))).toBe("target");
  });

  it("a throw or a shot is never outreached", () => {
    expect(strikes("quickThrow", spear())).toBe("target");
    expect(strikes("quickShot", spear())).toBe("target");
  });

  it("closer than half the spear's reach (1 m) the Clone is inside it; at 1 m or further, or at a distance unknown, he is outreached", () => {
    expect(strikes("quickStrike", spear({ distance: 0.5 }))).toBe("target");
    expect(strikes("quickStrike", spear({ distance: 0.99 }))).toBe("target");
    expect(strikes("quickStrike", spear({ distance: 1 }))).toBe("none");
    expect(strikes("quickStrike", spear({ distance: 1.5 }))).toBe("none");
    expect(strikes("quickStrike", spear({ distance: null }))).toBe("none");
  });

  it("refuses a card, situation, target, reach or distance that is not one, naming it", () => {
    expect(() => mano.strikes(5 as never, {})).toThrow("card must be a group of fields, got 5.");
    expect(() => mano.strikes({} as never, {})).toThrow(/^situation must be a group of fields/);
    expect(() => mano.strikes({ situation: { action: "quickStrike" } }, 5 as never)).toThrow(
      "target must be a group of fields, got 5.",
    );
    expect(() => strikes("quickStrike", 5 as never)).toThrow(
      "reach must be a group of fields, got 5.",
    );
    expect(() => strikes("quickStrike", spear({ distance: -1 }))).toThrow(
      "distance must be at least 0, got -1.",
    );
  });
});

describe("Action Rounds RULES 4: the outreached attack on the card", () => {
  it("while Steven is not attacking, no card: the Clone may strike only his weapon, and only while he attacks", () => {
    expect(() => fistsCard(spear())).toThrow(
      "attacking Steven is not allowed: it outreaches the attacker, who may strike only its weapon and only while it attacks.",
    );
  });

  it("while he attacks with the spear, 14 + 2 beats 14 on the spear only: no stun or damage to apply", () => {
    const card = fistsCard(spear({ attacking: true }));
    expect(card.targets[0].result).toEqual({
      total: 16,
      difficulty: 14,
      success: true,
      automatic: false,
      power: 3,
      stun: 0,
      damage: 0,
      weaponOnly: true,
    });
    expect(mano.applyBlocked(card, "steven")).toBe("weaponOnly");
  });

  it("while he attacks with the knife, the Clone hits Steven: 2 stun, 1 damage", () => {
    const card = fistsCard(spear({ attacking: true, attackReach: 0.5 }));
    expect(card.targets[0].result).toEqual({
      total: 16,
      difficulty: 14,
      success: true,
      automatic: false,
      power: 3,
      stun: 2,
      damage: 1,
    });
    expect(mano.applyBlocked(card, "steven")).toBeNull();
  });

  it("a Mano a Mano target has no reach to outreach with; a stored reach is checked as the card is made", () => {
    expect(() =>
      mano.requireCardInput({
        attacker: { name: "Clone", actorUuid: null, modifier: 2 },
        weapon: { name: "Fists", power: 3, sharpness: "blunt" },
        situation: { action: "quickStrike" },
        targets: [{ ...steven(spear()), strength: undefined }],
      }),
    ).toThrow("reach on a Mano a Mano target is not allowed: only Action Rounds outreaches.");
    expect(() => fistsCard(spear({ attacking: true, distance: -1 }))).toThrow(
      "distance must be at least 0, got -1.",
    );
    expect(() => fistsCard({ ...spear(), target: -2 })).toThrow(/^opponent reach /);
  });
});
