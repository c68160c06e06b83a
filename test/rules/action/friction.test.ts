import { describe, expect, it } from "vitest";
import { frictionCheck, snakeEyesEffect } from "../../../src/rules/action";

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
