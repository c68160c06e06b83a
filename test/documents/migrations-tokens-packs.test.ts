import { beforeEach, describe, expect, it } from "vitest";
import { installCompendiums, type CompendiumDouble } from "../foundry/compendiums";
import type { DocumentDouble } from "../foundry/documents";
import type { TokenDouble } from "../foundry/chat-world";
import { world, type World } from "../chat/world";
import { migrateWorld, repairWorld } from "../../src/documents/migrations/run";
import { CURRENT_MIGRATION_VERSION } from "../../src/data/migrations/list";
import { migrationVersion, packMigrationVersions } from "../../src/settings";

/*
 * Migrations and repairs reach what a world holds beyond its own actors and items: the NPCs on
 * its scenes as unlinked tokens (each token's ActorDelta stores its own system values and items)
 * and its own compendiums, locked or not. Schema 0.1 stored an OK RPG weapon's lethality as its
 * attack type's name ("cutting", now −1 step, RULES 1.6); an armor's coverage above 3 is repaired
 * to 3 (0.2.1). Each change is reported to the GM by document and field, naming where it lives.
 */

type Data = Record<string, unknown>;
let w: World;
let goon: DocumentDouble;

const OLD_KATANA = {
  _id: "katana0000000001",
  name: "Old katana",
  type: "okrpg-weapon",
  system: { damage: 5, lethality: "cutting", damageType: "cutting", reach: 1 },
};

beforeEach(async () => {
  w = await world("okrpg");
  goon = (await Actor.create({ name: "Goon", type: "okrpg" } as never)) as never;
  w.foundry.operations.length = 0;
});

/** What was whispered to the GMs: the repair report's lines. */
const report = () =>
  w.chat.messages.contents
    .map((m) => String((m as unknown as { content?: string }).content ?? ""))
    .join(" ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

const writes = () =>
  w.foundry.operations
    .filter((op) => op.documentName !== "ChatMessage")
    .map((op) => `${op.action} ${op.documentName} ${op.pack ?? op.parent ?? "world"}`);

describe("unlinked tokens: each token's own data (its ActorDelta)", () => {
  let token: TokenDouble;
  beforeEach(() => {
    const scene = w.attacker.token.parent as unknown as { name?: string };
    scene.name = "Warehouse";
    // a goon on the map carrying a katana of its own, stored by schema 0.1
    token = w.chat.token(
      w.attacker.token.parent,
      goon,
      { x: 300, y: 0 },
      {
        unlinked: true,
        name: "Goon 2",
        delta: { system: { wounds: { lethal: 2 } }, items: [OLD_KATANA] },
      },
    );
  });

  it("the on-ready migration writes the token's katana whole, once, and says so", async () => {
    await expect(migrateWorld()).resolves.toBe(true);
    expect(writes()).toEqual([`update Actor ${token.uuid}`]);
    const own = token.delta!.toObject();
    expect(own.items).toEqual([
      { ...OLD_KATANA, system: expect.objectContaining({ lethality: -1 }) },
    ]);
    // the token overrides nothing more than before: the world actor's values stay its own
    expect(own.system).toEqual({ wounds: { lethal: 2 } });
    expect(report()).toContain(
      'Warehouse (scene) › Goon 2 › Old katana: system.lethality held "cutting", now -1.',
    );
    expect(migrationVersion()).toBe(CURRENT_MIGRATION_VERSION);
  });

  it("a linked token is the world actor itself: nothing of it is written twice", async () => {
    w.chat.token(w.attacker.token.parent, goon, { x: 400, y: 0 });
    await migrateWorld();
    expect(writes()).toEqual([`update Actor ${token.uuid}`]);
  });

  it("a token of an old-shaped world actor: the actor is written, its tokens do not copy it", async () => {
    const veteran = {
      _id: "veteran000000001",
      name: "Veteran",
      type: "okrpg",
      system: {},
      items: [OLD_KATANA],
    };
    // stored as schema 0.1 wrote it; what loads has been through the data model
    w.foundry.data.actors.push(structuredClone(veteran));
    const actor = (await Actor.create(veteran as never)) as unknown as DocumentDouble;
    w.chat.token(w.attacker.token.parent, actor, { x: 500, y: 0 }, { unlinked: true });
    w.foundry.operations.length = 0;
    await migrateWorld();
    expect(writes()).toEqual(["update Actor world", `update Actor ${token.uuid}`]);
  });

  it("the start-up check finds a token's old katana in a current world too", async () => {
    await w.foundry.settings.set("action-engine", "migrationVersion", CURRENT_MIGRATION_VERSION);
    const repairs = await repairWorld();
    expect(repairs).toEqual([
      {
        document: "Warehouse (scene) › Goon 2 › Old katana",
        field: "system.lethality",
        from: '"cutting"',
        to: "-1",
      },
    ]);
  });
});

describe("the double: an unlinked token's ActorDelta takes items whole", () => {
  it("a bare diff of an item the token does not hold yet is refused, and nothing is written", async () => {
    const katana = (await goon.createEmbeddedDocuments("Item", [
      { name: "Katana", type: "okrpg-weapon", system: { lethality: -1 } },
    ])) as DocumentDouble[];
    const token = w.chat.token(w.attacker.token.parent, goon, { x: 300, y: 0 }, { unlinked: true });
    const before = w.foundry.operations.length;
    await expect(
      token.actor!.update({ items: [{ _id: katana[0].id, system: { lethality: -2 } }] }),
    ).rejects.toThrow(/is not a valid type/);
    expect(w.foundry.operations.length).toBe(before);
  });
});

describe("world compendiums, locked or not; the system's own packs are left alone", () => {
  let packs: ReturnType<typeof installCompendiums>;
  const plate = (id: string) => ({
    _id: id,
    name: "Plate",
    type: "okrpg-armor",
    system: { protection: 4, coverage: 5 },
  });
  let gear: CompendiumDouble;
  let armory: CompendiumDouble;
  let shipped: CompendiumDouble;
  let npcs: CompendiumDouble;

  beforeEach(() => {
    packs = installCompendiums({
      classOf: (name) =>
        (w.foundry.config as Record<string, { documentClass: typeof DocumentDouble }>)[name]
          .documentClass,
      user: () =>
        (globalThis as unknown as { game: { user: { id: string; isGM: boolean } } }).game.user,
      operations: w.foundry.operations,
    });
    const meta = (
      id: string,
      label: string,
      type: "Actor" | "Item",
      packageType: "world" | "system",
    ) => ({
      id,
      label,
      type,
      packageType,
      packageName: packageType === "world" ? "test-world" : "action-engine",
    });
    gear = packs.pack(meta("world.npc-gear", "NPC gear", "Item", "world"), [
      plate("plate00000000001"),
    ]);
    armory = packs.pack(
      meta("world.armory", "Old armory", "Item", "world"),
      [plate("plate00000000002")],
      {
        locked: true,
      },
    );
    shipped = packs.pack(meta("action-engine.okrpg-gear", "OK RPG gear", "Item", "system"), [
      plate("plate00000000003"),
    ]);
    npcs = packs.pack(meta("world.npcs", "NPCs", "Actor", "world"), [
      {
        _id: "knight0000000001",
        name: "Knight",
        type: "okrpg",
        system: {},
        items: [plate("plate00000000004")],
      },
    ]);
  });

  it("repairs each world pack in one write, opens a locked one for it and locks it again", async () => {
    await expect(migrateWorld()).resolves.toBe(true);
    expect(writes()).toEqual([
      "update Item world.npc-gear",
      "update Item world.armory",
      "update Actor world.npcs",
    ]);
    expect((gear.source("plate00000000001")!.system as Data).coverage).toBe(3);
    expect((armory.source("plate00000000002")!.system as Data).coverage).toBe(3);
    expect(armory.configured).toEqual([{ locked: false }, { locked: true }]);
    expect(armory.locked).toBe(true);
    const knight = npcs.source("knight0000000001")!;
    expect(((knight.items as Data[])[0].system as Data).coverage).toBe(3);
    expect(shipped.source("plate00000000003")).toEqual(plate("plate00000000003"));
    expect(report()).toContain("NPC gear (compendium) › Plate: system.coverage held 5, now 3.");
    expect(report()).toContain(
      "NPCs (compendium) › Knight › Plate: system.coverage held 5, now 3.",
    );
  });

  it("a write refused on a locked pack still locks it again, and the version is not stored", async () => {
    armory.update = async () => {
      throw new Error("disk full");
    };
    const quiet = console.error;
    console.error = () => {};
    await expect(migrateWorld()).resolves.toBe(false);
    console.error = quiet;
    expect(armory.locked).toBe(true);
    expect(migrationVersion()).toBe("");
  });

  const loads = () => [gear, armory, shipped, npcs].map((pack) => pack.loads);

  it("the start-up check opens a world pack once: at the current schema it is not loaded again", async () => {
    await w.foundry.settings.set("action-engine", "migrationVersion", CURRENT_MIGRATION_VERSION);
    await repairWorld();
    // each world pack read once (the system's never), and repaired
    expect(loads()).toEqual([1, 1, 0, 1]);
    expect(packMigrationVersions()).toEqual({
      "world.npc-gear": CURRENT_MIGRATION_VERSION,
      "world.armory": CURRENT_MIGRATION_VERSION,
      "world.npcs": CURRENT_MIGRATION_VERSION,
    });
    await repairWorld();
    await repairWorld();
    expect(loads()).toEqual([1, 1, 0, 1]);
  });

  it("a pack whose stored schema is behind is opened; the others stay closed", async () => {
    await w.foundry.settings.set("action-engine", "migrationVersion", CURRENT_MIGRATION_VERSION);
    await w.foundry.settings.set("action-engine", "packMigrationVersions", {
      "world.npc-gear": CURRENT_MIGRATION_VERSION,
      "world.armory": "0.2.0",
      "world.npcs": CURRENT_MIGRATION_VERSION,
    });
    const repairs = await repairWorld();
    expect(loads()).toEqual([0, 1, 0, 0]);
    expect(repairs.map((one) => one.document)).toEqual(["Old armory (compendium) › Plate"]);
  });

  it("the on-ready migration records the packs it read, even with nothing to write", async () => {
    await migrateWorld();
    expect(loads()).toEqual([1, 1, 0, 1]);
    expect(Object.keys(packMigrationVersions())).toEqual([
      "world.npc-gear",
      "world.armory",
      "world.npcs",
    ]);
    await repairWorld();
    expect(loads()).toEqual([1, 1, 0, 1]);
  });

  it("repairData({packs: 'all'}) opens every world pack, whatever its recorded schema", async () => {
    await w.foundry.settings.set("action-engine", "migrationVersion", CURRENT_MIGRATION_VERSION);
    await repairWorld();
    await repairWorld({ packs: "all" });
    expect(loads()).toEqual([2, 2, 0, 2]);
  });

  it("a failed repair leaves the packs unrecorded: the next start reads them again", async () => {
    await w.foundry.settings.set("action-engine", "migrationVersion", CURRENT_MIGRATION_VERSION);
    armory.update = async () => {
      throw new Error("disk full");
    };
    const quiet = console.error;
    console.error = () => {};
    await repairWorld();
    console.error = quiet;
    expect(packMigrationVersions()).toEqual({});
  });

  it("the double refuses any write to a locked pack", async () => {
    await expect(
      Item.updateDocuments(
        [{ _id: "plate00000000002", "system.coverage": 3 }] as never,
        {
          pack: "world.armory",
        } as never,
      ),
    ).rejects.toThrow(/locked/);
  });
});
