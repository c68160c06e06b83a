import { describe, expect, it } from "vitest";
import {
  ACTION_IDS,
  ACTIONS,
  action,
  aimKept,
  isAttack,
  type ActionId,
} from "../../../src/rules/mano";

type Flags = [quick: boolean, strenuous: boolean, standing: boolean, doublePower: boolean];

// RULES 5 action list: quick / strenuous / standing / double power as the seed flags them.
// Strategic, cautious and powerful attacks of every kind are standing (the seed's stance section).
const FLAGS: Record<ActionId, Flags> = {
  quickStrike: [true, false, false, false],
  strategicStrike: [false, true, true, false],
  cautiousStrike: [false, true, true, false],
  powerfulStrike: [false, true, true, true],
  quickThrow: [true, false, false, false],
  powerfulThrow: [false, true, true, true],
  heave: [false, true, false, true],
  aim: [true, false, false, false],
  quickShot: [true, false, false, false],
  strategicShot: [false, true, true, false],
  cautiousShot: [false, true, true, false],
  drawAndFire: [false, true, false, false],
  draw: [true, false, false, false],
  unload: [true, false, false, false],
  load: [true, false, false, false],
  push: [true, false, false, false],
  trip: [false, true, false, true],
  slam: [false, true, false, false],
  hold: [true, false, false, false],
  wrench: [false, true, false, true],
  choke: [false, true, false, true],
  disarm: [false, true, false, true],
  drop: [true, false, true, false],
  stand: [true, false, false, false],
  instantStand: [false, true, false, false],
  rest: [false, false, false, false],
  cover: [false, false, false, false],
  evade: [false, false, false, false],
  readyWeapon: [true, false, false, false],
  stowAmmunition: [true, false, false, false],
};

describe("RULES 5 the action list as data", () => {
  it.each(ACTION_IDS)("%s carries the seed's quick/strenuous/standing/double-power flags", (id) => {
    const a = ACTIONS[id];
    expect([a.quick, a.strenuous, a.standing, a.doublePower]).toEqual(FLAGS[id]);
  });

  it("hand-to-hand, thrown, shot and grappling actions roll against the matching defence", () => {
    expect(action("powerfulStrike").roll).toBe("handToHand");
    expect(action("heave").roll).toBe("thrown");
    expect(action("drawAndFire").roll).toBe("shot");
    expect(action("hold").roll).toBe("grapple");
    expect(action("rest").roll).toBeNull();
  });

  it("strategic attacks get +5 to hit, heaving −5, aiming +5 on the next attack", () => {
    expect(ACTIONS.strategicStrike.attackModifier).toBe(5);
    expect(ACTIONS.strategicShot.attackModifier).toBe(5);
    expect(ACTIONS.heave.attackModifier).toBe(-5);
    expect(ACTIONS.aim.nextAttackBonus).toBe(5);
  });

  it("cautious attacks, rest, instant stand and evading give +5 defence until the next turn", () => {
    for (const id of ["cautiousStrike", "cautiousShot", "rest", "instantStand", "evade"] as const)
      expect(ACTIONS[id].defenceBonus).toBe(5);
    expect(ACTIONS.quickStrike.defenceBonus).toBe(0);
  });

  it("disarm is against defence + 5; cover uses the coverer's defence + 5", () => {
    expect(ACTIONS.disarm.difficultyModifier).toBe(5);
    expect(ACTIONS.cover.coverBonus).toBe(5);
  });

  it("choke only stuns, at least 2; wrench hurts like a blunt weapon; rest clears all stun", () => {
    expect(ACTIONS.choke).toMatchObject({ sharpness: "padded", minimumStun: 2 });
    expect(ACTIONS.wrench.sharpness).toBe("blunt");
    expect(ACTIONS.rest.recoversAllStun).toBe(true);
  });

  it("slam doubles only when falling onto the target and always floors it", () => {
    expect(ACTIONS.slam).toMatchObject({ doublePowerWhenFallingOnto: true, floors: true });
  });

  it("push and trip unbalance; push and hold are grappling rolls that do no harm", () => {
    expect(ACTIONS.push.unbalances && ACTIONS.trip.unbalances).toBe(true);
    expect([isAttack("push"), isAttack("hold"), isAttack("trip")]).toEqual([false, false, true]);
  });

  it("strategic and cautious strikes and aiming cannot be done while grappling", () => {
    const barred = ACTION_IDS.filter((id) => ACTIONS[id].notWhileGrappling);
    expect(barred).toEqual([
      "strategicStrike",
      "cautiousStrike",
      "aim",
      "strategicShot",
      "cautiousShot",
    ]);
  });

  it("bows must be drawn with two hands; quick and powerful throws refuse unwieldy weapons", () => {
    expect(ACTIONS.draw).toMatchObject({ needs: "bow", twoHands: true });
    expect(ACTIONS.quickThrow.notUnwieldy && ACTIONS.powerfulThrow.notUnwieldy).toBe(true);
    expect(ACTIONS.heave.notUnwieldy).toBe(false);
  });

  it("the aim bonus is lost if the aimer takes stun or damage before the attack", () => {
    expect(aimKept(0, 0)).toBe(true);
    expect(aimKept(1, 0)).toBe(false);
    expect(aimKept(0, 2)).toBe(false);
    expect(aimKept(1, 1)).toBe(false);
    expect(() => aimKept(1, -1)).toThrow(/damage taken must be at least 0, got -1/);
    expect(() => aimKept(-1, 0)).toThrow(/stun taken must be at least 0, got -1/);
    expect(() => aimKept(0, 0.5)).toThrow(/damage taken must be a whole number, got 0.5/);
  });

  it("rejects an unknown action, naming it", () => {
    expect(() => action("roundhouse")).toThrow(/action must be one of .*got "roundhouse"/);
  });
});
