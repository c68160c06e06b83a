import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { ChatMessageDouble } from "../foundry/rolls";
import { lethalityByName } from "../../src/data/migrations/lethality-by-name";
import {
  CURRENT_MIGRATION_VERSION,
  MIGRATIONS,
  pendingMigrations,
} from "../../src/data/migrations/list";
import { actorUpdate, migrateSystem } from "../../src/data/migrations/migrate-source";
import { normaliseValues } from "../../src/data/migrations/normalise-values";
import { tokenBarsByRuleset } from "../../src/data/migrations/token-bars-by-ruleset";
import { repairsOf } from "../../src/data/migrations/repairs";
import { migrateWorld, repairWorld } from "../../src/documents/migrations/run";
import { compareVersions } from "../../src/data/migrations/version";
import { TYPE_SCHEMAS } from "../../src/data/type-schemas";
import { registerDocuments } from "../../src/documents/registry";
import { LETHALITY } from "../../src/rules/okrpg";
import { defaults, validate } from "../../src/rules/schema";
import { migrationVersion, registerSettings } from "../../src/settings";

describe("migration versions", () => {
  it("compare numerically, and an unmigrated world ('') is older than every version", () => {
    expect(compareVersions("0.10.0", "0.9.1")).toBe(1);
    expect(compareVersions("0.2.0", "0.2.0")).toBe(0);
    expect(compareVersions("0.2", "0.2.0")).toBe(-1);
    expect(compareVersions("", "0.1.0")).toBe(-1);
  });

  it("list the migrations oldest first; a world runs the ones newer than its version", () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect([...versions].sort(compareVersions)).toEqual(versions);
    expect(CURRENT_MIGRATION_VERSION).toBe(versions.at(-1));
    expect(pendingMigrations("")).toEqual(MIGRATIONS);
    expect(pendingMigrations("0.2.0")).toEqual([normaliseValues, tokenBarsByRuleset]);
    expect(pendingMigrations("0.2.1")).toEqual([tokenBarsByRuleset]);
    expect(pendingMigrations(CURRENT_MIGRATION_VERSION)).toEqual([]);
  });
});

describe("0.2.0: OK RPG weapon lethality from the attack type's name to its row in steps", () => {
  it("turns each of RULES 1.6's attack types into its row (cutting → −1)", () => {
    for (const [name, steps] of Object.entries(LETHALITY))
      expect(migrateSystem("okrpg-weapon", { lethality: name }, [lethalityByName]).lethality).toBe(
        steps,
      );
  });

  it("leaves steps, other types and unknown names alone", () => {
    expect(migrateSystem("okrpg-weapon", { lethality: -2 }, [lethalityByName])).toEqual({
      lethality: -2,
    });
    expect(migrateSystem("mano-weapon", { lethality: "cutting" }, [lethalityByName])).toEqual({
      lethality: "cutting",
    });
    expect(migrateSystem("okrpg-weapon", { lethality: "spicy" }, [lethalityByName])).toEqual({
      lethality: "spicy",
    });
  });
});

describe("0.2.1: values pulled inside their type's bounds and choices", () => {
  it("fixes an old OK RPG armor with coverage 5 and a negative protection-by-type", () => {
    const fixed = migrateSystem(
      "okrpg-armor",
      { coverage: 5, protectionByType: { cutting: 1.4 } },
      [normaliseValues],
    );
    expect(fixed).toMatchObject({ coverage: 3, protectionByType: { cutting: 1 } });
  });
});

describe("every migration is idempotent: migrating migrated data changes nothing", () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  it.each(TYPE_SCHEMAS.map((t) => [t.type] as const))("%s", (type) => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 12 }), json), (system) => {
        const once = migrateSystem(type, system, MIGRATIONS);
        expect(migrateSystem(type, once, MIGRATIONS)).toEqual(once);
        const descriptor = TYPE_SCHEMAS.find((t) => t.type === type)!;
        expect(validate(descriptor.schema, once)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("and valid current data comes out unchanged", () => {
    for (const t of TYPE_SCHEMAS)
      expect(migrateSystem(t.type, defaults(t.schema), MIGRATIONS), t.type).toEqual(
        defaults(t.schema),
      );
  });
});

describe("what a migration repaired, by document and field", () => {
  it('an unreadable rank "great+" turned into a default, on an actor\'s attribute', () => {
    const repairs = repairsOf(
      [
        {
          name: "Jack",
          type: "okrpg",
          system: {},
          items: [{ name: "Wits", type: "okrpg-attribute", system: { rank: "great+", roles: [] } }],
        },
      ],
      MIGRATIONS,
    );
    expect(repairs).toHaveLength(1);
    expect(repairs[0]).toMatchObject({
      document: "Jack › Wits",
      field: "system.rank",
      from: '"great+"',
    });
    expect(Number(repairs[0].to)).toBe(migrateSystem("okrpg-attribute", {}, MIGRATIONS).rank);
  });

  it("fields a document did not hold are filled without a report; valid data reports nothing", () => {
    for (const t of TYPE_SCHEMAS)
      expect(
        repairsOf([{ name: "x", type: t.type, system: defaults(t.schema) }], MIGRATIONS),
      ).toEqual([]);
    expect(repairsOf([{ name: "x", type: "okrpg", system: {} }], MIGRATIONS)).toEqual([]);
  });
});

describe("an actor update carries its changed embedded items, and nothing when nothing changes", () => {
  it("builds one update per actor", () => {
    const source = {
      _id: "a1",
      type: "okrpg",
      system: defaults(TYPE_SCHEMAS[0].schema),
      items: [
        { _id: "i1", type: "okrpg-weapon", system: { lethality: "cutting" } },
        { _id: "i2", type: "okrpg-gear", system: { quantity: 1, description: "" } },
      ],
    };
    const update = actorUpdate(source, [lethalityByName]);
    expect(update).toEqual({ _id: "a1", items: [{ _id: "i1", system: { lethality: -1 } }] });
    expect(actorUpdate({ ...source, items: [] }, [lethalityByName])).toBeNull();
  });
});

describe("migrating a world on ready", () => {
  let foundry: FoundryDouble;

  /** A world saved by schema 0.1: weapons with named lethality, an armor with coverage 5. */
  async function oldWorld() {
    const oldKatana = {
      _id: "katana0000000001",
      name: "Katana",
      type: "okrpg-weapon",
      system: { lethality: "cutting" },
    };
    const oldArmor = {
      _id: "armor00000000001",
      name: "Plate",
      type: "okrpg-armor",
      system: { coverage: 5 },
    };
    const oldHero = {
      _id: "hero000000000001",
      name: "Jack",
      type: "okrpg",
      system: {},
      items: [oldKatana],
    };
    // The stored (raw) data keeps the old shapes; what loads has been through the models.
    foundry.data.actors.push(structuredClone(oldHero));
    foundry.data.items.push(
      structuredClone(oldArmor),
      structuredClone({ ...oldKatana, _id: "katana0000000002" }),
    );
    await Actor.create(oldHero as never);
    await Item.create({ ...oldArmor, system: { coverage: 3 } } as never);
    await Item.create({ ...oldKatana, _id: "katana0000000002" } as never);
    foundry.operations.length = 0;
  }

  beforeEach(() => {
    foundry = installFoundry();
    // the chat the repair report is whispered in
    (globalThis as { ChatMessage?: unknown }).ChatMessage = ChatMessageDouble;
    ChatMessageDouble.bind(foundry.operations);
    registerSettings();
    registerDocuments();
  });

  /** The chat messages whispered: their recipients and their text. */
  const whispers = () =>
    foundry.operations
      .filter((op) => op.action === "create" && op.documentName === "ChatMessage")
      .flatMap((op) => op.data as { content: string; whisper: string[] }[])
      .map((m) => ({
        whisper: m.whisper,
        text: m.content
          .replace(/<[^>]*>/g, " ")
          .replace(/&quot;/g, '"')
          .replace(/\s+/g, " ")
          .trim(),
      }));

  it("loads old-shaped data through the data model's migrateData", async () => {
    await oldWorld();
    const katana = foundry.items.get("katana0000000002") as unknown as {
      system: { lethality: number };
    };
    expect(katana.system.lethality).toBe(-1);
  });

  it("updates every changed actor (with its items) in one write, items in another, then stores the version", async () => {
    await oldWorld();
    await expect(migrateWorld()).resolves.toBe(true);
    expect(foundry.operations.map((op) => [op.action, op.documentName, op.data.length])).toEqual([
      ["update", "Actor", 1],
      ["update", "Item", 2],
      ["create", "ChatMessage", 1],
    ]);
    const [actorWrite, itemWrite] = foundry.operations;
    expect(actorWrite.data[0]).toMatchObject({
      _id: "hero000000000001",
      items: [{ _id: "katana0000000001", system: { lethality: -1 } }],
    });
    expect(itemWrite.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          _id: "armor00000000001",
          system: expect.objectContaining({ coverage: 3 }),
        }),
        expect.objectContaining({
          _id: "katana0000000002",
          system: expect.objectContaining({ lethality: -1 }),
        }),
      ]),
    );
    expect(migrationVersion()).toBe(CURRENT_MIGRATION_VERSION);
    expect(foundry.notifications.shown.map((n) => n.type)).toEqual(["info", "info", "warning"]);
  });

  it("stamps a new world with the current version, quietly: it has nothing to migrate", async () => {
    await expect(migrateWorld()).resolves.toBe(true);
    expect(migrationVersion()).toBe(CURRENT_MIGRATION_VERSION);
    expect(foundry.operations).toEqual([]);
    expect(foundry.notifications.shown).toEqual([]);
  });

  it("and a world whose documents already have the current shape likewise", async () => {
    await Actor.create({ name: "Jack", type: "okrpg" } as never);
    foundry.operations.length = 0;
    await expect(migrateWorld()).resolves.toBe(true);
    expect(migrationVersion()).toBe(CURRENT_MIGRATION_VERSION);
    expect(foundry.operations).toEqual([]);
    expect(foundry.notifications.shown).toEqual([]);
  });

  it("finds a malformed document that arrives in a current world, repairs it and says so", async () => {
    await migrateWorld();
    // imported after the migration: a weapon saved by schema 0.1 (its lethality by name), which
    // loads through the on-load migration while the stored data keeps the old value
    const imported = {
      _id: "katana0000000009",
      name: "Old katana",
      type: "okrpg-weapon",
      system: { lethality: "cutting" },
    };
    foundry.data.items.push(structuredClone(imported));
    await Item.create(imported as never);
    foundry.operations.length = 0;
    const repairs = await repairWorld();
    expect(repairs).toEqual([
      { document: "Old katana", field: "system.lethality", from: '"cutting"', to: "-1" },
    ]);
    expect(foundry.operations.map((op) => [op.action, op.documentName])).toEqual([
      ["update", "Item"],
      ["create", "ChatMessage"],
    ]);
    expect(whispers()[0].text).toContain('Old katana: system.lethality held "cutting", now -1.');
  });

  it("a world with nothing malformed: the check writes and says nothing", async () => {
    await Actor.create({ name: "Jack", type: "okrpg" } as never);
    await migrateWorld();
    foundry.operations.length = 0;
    await expect(repairWorld()).resolves.toEqual([]);
    expect(foundry.operations).toEqual([]);
  });

  it("does nothing on a second start: the world is current", async () => {
    await oldWorld();
    await migrateWorld();
    foundry.operations.length = 0;
    await expect(migrateWorld()).resolves.toBe(true);
    expect(foundry.operations).toEqual([]);
  });

  it("is left to the active GM: a player's client writes nothing", async () => {
    await oldWorld();
    foundry.user.isGM = false;
    await expect(migrateWorld()).resolves.toBe(false);
    expect(foundry.operations).toEqual([]);
    expect(migrationVersion()).toBe("");
  });

  it("on failure shows a localised error and keeps the old version, so the next start retries", async () => {
    await oldWorld();
    const spy = vi.spyOn(Item, "updateDocuments").mockRejectedValueOnce(new Error("disk full"));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(migrateWorld()).resolves.toBe(false);
    expect(migrationVersion()).toBe("");
    const error = foundry.notifications.shown.find((n) => n.type === "error")!;
    expect(error.message).toContain("disk full");
    expect(error.message).toContain(CURRENT_MIGRATION_VERSION);
    expect(error.options).toEqual({ permanent: true });
    spy.mockRestore();
    quiet.mockRestore();
  });
});
