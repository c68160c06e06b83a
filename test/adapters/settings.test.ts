import { beforeEach, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { activeRuleset, registerSettings } from "../../src/settings";
import { installFoundry, type FoundryDouble } from "../foundry";

let foundry: FoundryDouble;
beforeEach(() => {
  foundry = installFoundry();
  registerSettings();
});

describe("the Ruleset world setting", () => {
  it("offers the five rulesets, defaults to okrpg and needs a reload", () => {
    const setting = foundry.settings.registrations.get("action-engine.ruleset")!;
    expect(Object.keys(setting.choices!)).toEqual(["okrpg", "occult", "action", "rounds", "mano"]);
    expect(setting).toMatchObject({
      scope: "world",
      config: true,
      default: "okrpg",
      requiresReload: true,
    });
    expect(activeRuleset()).toBe("okrpg");
  });

  it("has a localised name, hint and choice labels", () => {
    const setting = foundry.settings.registrations.get("action-engine.ruleset")!;
    const lookup = (key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
    for (const key of [setting.name!, setting.hint!, ...Object.values(setting.choices!)])
      expect(typeof lookup(key), key).toBe("string");
  });

  it("can be changed by a GM only", async () => {
    await foundry.settings.set("action-engine", "ruleset", "mano");
    expect(activeRuleset()).toBe("mano");
    foundry.user.isGM = false;
    await expect(foundry.settings.set("action-engine", "ruleset", "occult")).rejects.toThrow(
      /permission/,
    );
    expect(activeRuleset()).toBe("mano");
  });

  it("falls back to okrpg when the stored value is not a ruleset", () => {
    foundry.settings.values.set("action-engine.ruleset", "chess");
    expect(activeRuleset()).toBe("okrpg");
  });
});
