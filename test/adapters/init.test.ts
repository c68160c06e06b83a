import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { CURRENT_MIGRATION_VERSION } from "../../src/data/migrations/list";
import { DATA_MODELS, DOCUMENT_CLASSES } from "../../src/documents/registry";
import { TOKEN_BARS } from "../../src/data/token-bars";
import { migrationVersion } from "../../src/settings";

let foundry: FoundryDouble;

/** Loads the system's entry module fresh (it wires its hooks on import) and fires init. */
async function start(ruleset?: string) {
  foundry = installFoundry();
  vi.resetModules();
  await import("../../src/index");
  if (ruleset) foundry.settings.values.set("action-engine.ruleset", ruleset);
  foundry.hooks.callAll("init");
}

beforeEach(() => start());

describe("on init", () => {
  it("registers the Actor, Item and Token classes and a data model for every type", () => {
    const config = foundry.config as unknown as Record<
      "Actor" | "Item" | "Token",
      { documentClass: { name: string }; dataModels: Record<string, { name: string }> }
    >;
    expect(config.Actor.documentClass.name).toBe(DOCUMENT_CLASSES.Actor.name);
    expect(config.Item.documentClass.name).toBe(DOCUMENT_CLASSES.Item.name);
    // the token document makes the derived bars editable in the Token HUD
    expect(config.Token.documentClass.name).toBe(DOCUMENT_CLASSES.Token.name);
    expect(Object.keys(config.Actor.dataModels)).toEqual(Object.keys(DATA_MODELS.Actor));
    expect(Object.keys(config.Item.dataModels)).toEqual(Object.keys(DATA_MODELS.Item));
  });

  it("registers the templates' own helpers on Foundry's Handlebars", () => {
    const { helpers } = (globalThis as unknown as { Handlebars: { helpers: object } }).Handlebars;
    expect(Object.keys(helpers)).toEqual(
      expect.arrayContaining(["aeSigned", "aePercent", "aeTooltip", "aeSplitTotals", "aeKeptRow"]),
    );
  });

  it("publishes the rules API and CONFIG.ACTION_ENGINE with the type descriptors", () => {
    expect((foundry.system.api as { rules: Record<string, unknown> }).rules.okrpg).toBeDefined();
    const config = foundry.config.ACTION_ENGINE as unknown as {
      types: unknown[];
      tokenBars: unknown;
    };
    expect(config.types).toHaveLength(19);
    expect(config.tokenBars).toEqual(TOKEN_BARS);
  });

  type WithToken = {
    prototypeToken: { bar1: { attribute: unknown }; bar2: { attribute: unknown } };
  };
  const barsOf = (actor: WithToken) => [
    actor.prototypeToken.bar1.attribute,
    actor.prototypeToken.bar2.attribute,
  ];

  it.each(Object.keys(TOKEN_BARS))(
    "in a %s world, a new actor's tokens show its health track and key resource",
    async (ruleset) => {
      await start(ruleset);
      const bars = TOKEN_BARS[ruleset as keyof typeof TOKEN_BARS];
      const actor = (await Actor.create({ name: "Rex", type: ruleset } as never)) as never;
      expect(barsOf(actor)).toEqual([bars.primary, bars.secondary]);
      // written with the actor, in its one create operation
      expect(foundry.operations.at(-1)).toMatchObject({
        action: "create",
        documentName: "Actor",
        data: [{ prototypeToken: { bar1: { attribute: bars.primary } } }],
      });
    },
  );

  it("bars the creation data names (a compendium actor, a GM's choice) are kept", async () => {
    await start("mano");
    const actor = (await Actor.create({
      name: "Rex",
      type: "mano",
      prototypeToken: { bar1: { attribute: "stun" }, bar2: { attribute: null } },
    } as never)) as never;
    expect(barsOf(actor)).toEqual(["stun", null]);
  });
});

describe("on ready", () => {
  it("the active GM migrates the world to the current schema version", async () => {
    foundry.hooks.callAll("ready");
    await vi.waitFor(() => expect(migrationVersion()).toBe(CURRENT_MIGRATION_VERSION));
  });
});
