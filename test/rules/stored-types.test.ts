import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { actionActor } from "../../src/rules/action/schema";
import { manoActor } from "../../src/rules/mano/schema";
import { occultWeapon } from "../../src/rules/occult/schema";
import { okrpgArmor } from "../../src/rules/okrpg/schema";
import { roundsActor } from "../../src/rules/rounds/schema";
import { problemKey, validate, type Problem } from "../../src/rules/schema";

/*
 * What an actor or item stored is read through its type's schema: a malformed value is a problem
 * naming the field, with a lang key the sheet shows.
 */

/** Each problem as the sheet shows it: the field's path and the localised words. */
function shown(problems: Problem[]): string[] {
  const words = en.ACTION_ENGINE.Error as Record<string, string>;
  return problems.map((problem) => {
    const key = problemKey(problem).replace("ACTION_ENGINE.Error.", "");
    const text = words[key].replace(/\{(\w+)\}/g, (_, k: string) => String(problem.details[k]));
    return `${problem.path}: ${text}`;
  });
}

describe("each ruleset's stored data refused field by field, in the lang file's words", () => {
  it("RULES 5 combos: a combo step naming no Mano a Mano action (Action Rounds too, [I-7])", () => {
    const stored = { combo: [{ action: "fly", weapon: "" }] };
    for (const type of [manoActor, roundsActor])
      expect(shown(validate(type.schema, stored))[0]).toMatch(
        /^combo\.0\.action: action must be one of .*, got "fly"\.$/,
      );
    expect(validate(manoActor.schema, { combo: [{ action: "quickStrike", weapon: "" }] })).toEqual(
      [],
    );
  });

  it("RULES 2: an Occult Ops weapon's damage that is no dice formula; rounds loaded beyond the magazine", () => {
    expect(shown(validate(occultWeapon.schema, { damage: "fireball" }))).toEqual([
      'damage: "fireball" is not a dice expression (expected something like 2d6+1, 1d4-1 or 3d6x2).',
    ]);
    expect(validate(occultWeapon.schema, { damage: "" })).toEqual([]);
    expect(
      shown(validate(occultWeapon.schema, { magazine: { capacity: 10, loaded: 12 } })),
    ).toEqual(["magazine.loaded: magazine.loaded must be at most 10, got 12."]);
  });

  it("RULES 1.5: OK RPG armor covering 4 successes", () => {
    expect(shown(validate(okrpgArmor.schema, { coverage: 4 }))).toEqual([
      "coverage: coverage must be between 1 and 3, got 4.",
    ]);
  });

  it("RULES 3: an Action character's attribute out of its range, or a field no Action actor has", () => {
    expect(shown(validate(actionActor.schema, { focused: "yes", wounds: 1 }))).toEqual([
      'focused: focused must be true or false, got "yes".',
      "wounds: wounds is not a field of this type.",
    ]);
  });
});
