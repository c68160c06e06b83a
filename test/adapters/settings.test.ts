import { beforeEach, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { DEFAULT_OPTIONS } from "../../src/rules/options";
import { RULESET_IDS } from "../../src/rules/rulesets";
import { activeRuleset, migrationVersion, registerSettings, ruleOptions } from "../../src/settings";
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

describe("the optional-rule settings (one per switch of src/rules/options.ts)", () => {
  const optionKeys = Object.entries(DEFAULT_OPTIONS).flatMap(([ruleset, options]) =>
    Object.keys(options).map((option) => `action-engine.${ruleset}.${option}`),
  );

  it("are world settings only a GM may change, each with a localised name and hint", async () => {
    for (const key of optionKeys) {
      const setting = foundry.settings.registrations.get(key);
      expect(setting, key).toBeDefined();
      expect(setting!.scope).toBe("world");
      expect(foundry.i18n.localize(setting!.name!)).not.toBe("");
      expect(foundry.i18n.localize(setting!.hint!)).not.toBe("");
      for (const label of Object.values(setting!.choices ?? {})) foundry.i18n.localize(label);
    }
    foundry.user.isGM = false;
    await expect(foundry.settings.set("action-engine", "okrpg.gumption", true)).rejects.toThrow(
      /permission/,
    );
  });

  it("show only the world's ruleset's switches in the settings window", () => {
    for (const key of optionKeys)
      expect(foundry.settings.registrations.get(key)!.config, key).toBe(
        key.startsWith("action-engine.okrpg."),
      );
  });

  it("start at the rules layer's defaults", () => {
    for (const ruleset of RULESET_IDS)
      expect(ruleOptions(ruleset)).toEqual(DEFAULT_OPTIONS[ruleset]);
  });

  it("hand the rules layer what the GM set, per ruleset", async () => {
    await foundry.settings.set("action-engine", "okrpg.headCracking", true);
    await foundry.settings.set("action-engine", "okrpg.defaultMookSystem", "simplest");
    await foundry.settings.set("action-engine", "mano.randomDamage", true);
    expect(ruleOptions("okrpg")).toMatchObject({
      headCracking: true,
      defaultMookSystem: "simplest",
    });
    expect(ruleOptions("mano").randomDamage).toBe(true);
    expect(ruleOptions("rounds").randomDamage).toBe(false);
  });

  it("fall back to the default when a stored value is of the wrong kind, or not registered", () => {
    foundry.settings.values.set("action-engine.okrpg.gumption", "yes");
    foundry.settings.values.set("action-engine.okrpg.defaultMookSystem", "heroic");
    expect(ruleOptions("okrpg")).toMatchObject({ gumption: false, defaultMookSystem: "full" });
    installFoundry();
    expect(ruleOptions("occult")).toEqual(DEFAULT_OPTIONS.occult);
  });
});

describe("the data migration version", () => {
  it("is a hidden world setting, empty until the first migration ran", async () => {
    const setting = foundry.settings.registrations.get("action-engine.migrationVersion")!;
    expect(setting).toMatchObject({ scope: "world", config: false, default: "" });
    expect(migrationVersion()).toBe("");
    await foundry.settings.set("action-engine", "migrationVersion", "0.2.1");
    expect(migrationVersion()).toBe("0.2.1");
  });
});
