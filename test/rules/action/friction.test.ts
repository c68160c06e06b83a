import { describe, expect, it } from "vitest";
import {
  frictionCheck,
  frictionConditionsOf,
  isUnderFriction,
  snakeEyesEffect,
} from "../../../src/rules/action";

describe("RULES 3 friction check (d6)", () => {
  it("1–3 trigger the limitation given that number, if there is one", () => {
    expect(frictionCheck(2, { limitations: [2] })).toEqual({
      face: 2,
      row: "limitation",
      triggered: true,
      limitation: 2,
    });
    expect(frictionCheck(3, { limitations: [1, 2] })).toMatchObject({
      row: "limitation",
      triggered: false,
      limitation: null,
    });
  });

  it("4 is heavy friction, only with improvised gear, lack of resources or poor supply", () => {
    expect(frictionCheck(4, { heavy: true })).toMatchObject({ row: "heavy", triggered: true });
    expect(frictionCheck(4)).toMatchObject({ row: "heavy", triggered: false });
  });

  it("5 is light friction, only without maintenance or a nearby base", () => {
    expect(frictionCheck(5, { light: true })).toMatchObject({ row: "light", triggered: true });
    expect(frictionCheck(5, { heavy: true })).toMatchObject({ row: "light", triggered: false });
  });

  it("6 is always minor friction", () => {
    expect(frictionCheck(6)).toMatchObject({ row: "minor", triggered: true });
  });

  it("rejects a face off the d6 and a limitation numbered above 3, naming them", () => {
    expect(() => frictionCheck(7)).toThrow(/friction d6 must be between 1 and 6, got 7/);
    expect(() => frictionCheck(1, { limitations: [4] })).toThrow(
      /limitation #1 must be between 1 and 3, got 4/,
    );
  });
});

describe("RULES 3 snake eyes", () => {
  it("jury-rigged effects fail; under friction a Friction Check follows", () => {
    expect(snakeEyesEffect({ juryRigged: true })).toEqual({
      juryRiggedFails: true,
      frictionCheck: false,
    });
    expect(snakeEyesEffect({ underFriction: true })).toEqual({
      juryRiggedFails: false,
      frictionCheck: true,
    });
    expect(snakeEyesEffect({})).toEqual({ juryRiggedFails: false, frictionCheck: false });
  });
});

describe("RULES 3 the conditions a Friction Check reads, from the sheet and the dialog", () => {
  it("nothing said: no heavy or light friction, no limitation", () => {
    expect(frictionConditionsOf({})).toEqual({ heavy: false, light: false, limitations: [] });
  });

  it("the dialog's heavy and light friction and numbered limitations carry over", () => {
    expect(
      frictionConditionsOf({ friction: { heavy: true, light: true, limitations: [2] } }),
    ).toEqual({ heavy: true, light: true, limitations: [2] });
  });

  it("jury-rigged gear is improvised gear: heavy friction (our reading)", () => {
    expect(frictionConditionsOf({ juryRigged: true }).heavy).toBe(true);
    expect(frictionConditionsOf({ juryRigged: false }).heavy).toBe(false);
  });

  it("the character's limitations add their numbers, each number once", () => {
    expect(
      frictionConditionsOf({
        friction: { limitations: [1] },
        limitations: [
          { name: "Vertigo", number: 3 },
          { name: "Old wound", number: 1 },
        ],
      }).limitations,
    ).toEqual([1, 3]);
  });
});

describe("RULES 3 a roll is under friction when said so or when any condition holds", () => {
  it("said so, or none of the table's conditions: under friction only when said", () => {
    expect(isUnderFriction({ underFriction: true })).toBe(true);
    expect(isUnderFriction({})).toBe(false);
    expect(isUnderFriction({ underFriction: false, friction: {} })).toBe(false);
  });

  it("improvised or jury-rigged gear, poor upkeep, or a limitation each bring it", () => {
    expect(isUnderFriction({ friction: { heavy: true } })).toBe(true);
    expect(isUnderFriction({ juryRigged: true })).toBe(true);
    expect(isUnderFriction({ friction: { light: true } })).toBe(true);
    expect(isUnderFriction({ limitations: [{ name: "Vertigo", number: 2 }] })).toBe(true);
    expect(isUnderFriction({ friction: { limitations: [3] } })).toBe(true);
  });
});
