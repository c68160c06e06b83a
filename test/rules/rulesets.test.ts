import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, withDefaults } from "../../src/rules/options";
import {
  defaultSequencing,
  itemRuleset,
  parseRuleset,
  RULESET_IDS,
} from "../../src/rules/rulesets";
import { named } from "./refusal-cases";

describe("the five rulesets and their trackers (RULES.md, the table at the top)", () => {
  it("each ruleset starts an encounter in its own sequencing mode", () => {
    expect(RULESET_IDS.map(defaultSequencing)).toEqual([
      "ladder",
      "standard",
      "shots",
      "readyHp",
      "turns",
    ]);
  });

  it("[I-7] Action Rounds uses Mano a Mano's items; every other ruleset its own", () => {
    expect(RULESET_IDS.map(itemRuleset)).toEqual(["okrpg", "occult", "action", "mano", "mano"]);
  });

  it.each(
    named([
      [() => parseRuleset("dnd"), /^ruleset must be one of okrpg, occult, action, rounds, mano/],
      [() => defaultSequencing("dnd" as never), /^ruleset must be one of/],
      [() => itemRuleset("dnd" as never), /^ruleset must be one of/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});

describe("optional rules: the ruleset's switches, the rest at their defaults", () => {
  it("a switch given replaces its default, the others keep theirs", () => {
    expect(withDefaults("okrpg", { gumption: true, defaultMookSystem: "simplest" })).toEqual({
      ...DEFAULT_OPTIONS.okrpg,
      gumption: true,
      defaultMookSystem: "simplest",
    });
    expect(withDefaults("mano")).toEqual({ randomDamage: false, criticalHit: false });
  });

  it("RULES 2: the Epic Fumble table is drawn from unless the GM turns it off", () => {
    expect(withDefaults("occult")).toEqual({ epicFumbleTable: true });
  });

  it("a switch given as undefined is not given: it keeps its default", () => {
    expect(withDefaults("occult", { epicFumbleTable: undefined })).toEqual({
      epicFumbleTable: true,
    });
    expect(withDefaults("action", { simplifiedInitiative: undefined })).toEqual({
      simplifiedInitiative: false,
    });
  });

  it.each(
    named([
      [
        () => withDefaults("mano", { gumption: true } as never),
        /^mano option gumption is not a field of this type/,
      ],
      [
        () => withDefaults("mano", { toString: true } as never),
        /^mano option toString is not a field of this type/,
      ],
      [
        () => withDefaults("mano", { criticalHit: "yes" } as never),
        /^mano option criticalHit must be true or false, got "yes"/,
      ],
      [
        () => withDefaults("okrpg", { defaultMookSystem: "mooks" } as never),
        /^okrpg option defaultMookSystem must be one of full, mook, evenSimpler, simplest, got "mooks"/,
      ],
      [
        () => withDefaults("okrpg", { defaultMookSystem: true } as never),
        /^okrpg option defaultMookSystem must be one of full, mook/,
      ],
      [() => withDefaults("okrpg", null as never), /^okrpg options must be a group of fields/],
      [() => withDefaults("dnd" as never, {} as never), /^ruleset must be one of/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});
