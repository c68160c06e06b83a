import { beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { installCompendiums } from "../foundry/compendiums";
import type { DocumentDouble } from "../foundry/documents";
import { world, type World } from "../chat/world";
import { migrateWorld, repairWorld } from "../../src/documents/migrations/run";
import { CURRENT_MIGRATION_VERSION } from "../../src/data/migrations/list";
import { OLD_DEFAULT_BARS } from "../../src/data/migrations/token-bars-by-ruleset";

/*
 * Before each ruleset chose its own token bars, every actor's tokens got the manifest's: OK RPG's
 * health tracks, which a Mano a Mano or Occult Ops actor does not have (its bars showed nothing).
 * New actors get their ruleset's bars now; the migration to schema 0.2.2 brings the existing ones
 * in line, prototype tokens, tokens already on a scene (linked or not) and world compendiums'
 * actors, wherever a bar still holds the old default, and never touches a bar a GM chose.
 */

type Data = Record<string, unknown>;
let w: World;

interface Bars {
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };
}
const prototypeOf = (actor: DocumentDouble) =>
  (actor as unknown as { prototypeToken: Bars }).prototypeToken;
const barsOf = (bars: Bars) => [bars.bar1.attribute, bars.bar2.attribute];

const OLD_BARS = {
  bar1: { attribute: OLD_DEFAULT_BARS.bar1 },
  bar2: { attribute: OLD_DEFAULT_BARS.bar2 },
};

/** An actor as an earlier version made it: its prototype token with the old default bars. */
async function oldActor(name: string, type: string, bars: Data = OLD_BARS) {
  return (await Actor.create({
    name,
    type,
    prototypeToken: bars,
  } as never)) as never as DocumentDouble;
}

const report = () =>
  w.chat.messages.contents
    .map((m) => String((m as unknown as { content?: string }).content ?? ""))
    .join(" ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

beforeEach(async () => {
  w = await world("mano");
  await w.foundry.settings.set("action-engine", "migrationVersion", "0.2.1");
});

describe("token bars still holding the old default take the ruleset's", () => {
  it("the old default is what system.json names", () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../system.json"), "utf8"),
    );
    expect(OLD_DEFAULT_BARS).toEqual({
      bar1: manifest.primaryTokenAttribute,
      bar2: manifest.secondaryTokenAttribute,
    });
  });

  it("a world actor's prototype token gets its ruleset's health track and key resource", async () => {
    const brawler = await oldActor("Brawler", "mano");
    await expect(migrateWorld()).resolves.toBe(true);
    expect(barsOf(prototypeOf(brawler))).toEqual(["harmTrack", "healthyTrack"]);
    expect(report()).toContain(
      'Brawler: prototypeToken.bar1.attribute held "health", now "harmTrack".',
    );
    expect(report()).toContain(
      'Brawler: prototypeToken.bar2.attribute held "lethalHealth", now "healthyTrack".',
    );
  });

  it("a bar a GM chose is kept, the other one brought in line", async () => {
    const chosen = await oldActor("Chosen", "mano", {
      bar1: { attribute: "healthyTrack" },
      bar2: { attribute: OLD_DEFAULT_BARS.bar2 },
    });
    const none = await oldActor("Barless", "mano", {
      bar1: { attribute: null },
      bar2: { attribute: null },
    });
    await migrateWorld();
    expect(barsOf(prototypeOf(chosen))).toEqual(["healthyTrack", "healthyTrack"]);
    expect(barsOf(prototypeOf(none))).toEqual([null, null]);
  });

  it("an OK RPG actor's bars were its ruleset's all along: nothing is written", async () => {
    w = await world("okrpg");
    await w.foundry.settings.set("action-engine", "migrationVersion", "0.2.1");
    const thug = await oldActor("Thug", "okrpg");
    w.foundry.operations.length = 0;
    await migrateWorld();
    expect(barsOf(prototypeOf(thug))).toEqual(["health", "lethalHealth"]);
    expect(w.foundry.operations.filter((op) => op.documentName !== "ChatMessage")).toEqual([]);
  });

  it("tokens already on a scene, linked or not, have their own bars brought in line", async () => {
    const scene = w.attacker.token.parent as unknown as { name: string };
    scene.name = "Docks";
    const goon = await oldActor("Goon", "mano");
    const linked = w.chat.token(w.attacker.token.parent, goon, { x: 300, y: 0 });
    const unlinked = w.chat.token(
      w.attacker.token.parent,
      goon,
      { x: 400, y: 0 },
      {
        unlinked: true,
        name: "Goon 2",
      },
    );
    // a GM chose the second bar of the unlinked one
    unlinked.bar2 = { attribute: "harmTrack" };
    w.foundry.operations.length = 0;
    await migrateWorld();
    expect(barsOf(linked)).toEqual(["harmTrack", "healthyTrack"]);
    expect(barsOf(unlinked)).toEqual(["harmTrack", "harmTrack"]);
    const tokenWrites = w.foundry.operations.filter((op) => op.documentName === "Token");
    expect(tokenWrites.map((op) => op.data)).toEqual([
      [{ _id: linked.id, bar1: { attribute: "harmTrack" }, bar2: { attribute: "healthyTrack" } }],
      [{ _id: unlinked.id, bar1: { attribute: "harmTrack" } }],
    ]);
    expect(report()).toContain(
      'Docks (scene) › Goon 2: bar1.attribute held "health", now "harmTrack".',
    );
    // the unlinked token's own actor overrides nothing new: its bars are the token's
    expect(unlinked.delta!.toObject()).not.toHaveProperty("prototypeToken");
  });

  it("a world compendium's actors are brought in line too", async () => {
    const packs = installCompendiums({
      classOf: (name) =>
        (w.foundry.config as Record<string, { documentClass: typeof DocumentDouble }>)[name]
          .documentClass,
      user: () =>
        (globalThis as unknown as { game: { user: { id: string; isGM: boolean } } }).game.user,
      operations: w.foundry.operations,
    });
    const npcs = packs.pack(
      { id: "world.npcs", label: "NPCs", type: "Actor", packageType: "world", packageName: "w" },
      [
        {
          _id: "bouncer000000001",
          name: "Bouncer",
          type: "mano",
          system: {},
          prototypeToken: OLD_BARS,
        },
      ],
    );
    await migrateWorld();
    const bouncer = npcs.source("bouncer000000001")!.prototypeToken as Bars;
    expect(barsOf(bouncer)).toEqual(["harmTrack", "healthyTrack"]);
  });

  it("the migration is done once: the start-up check after it finds nothing", async () => {
    await oldActor("Brawler", "mano");
    await migrateWorld();
    expect(await repairWorld()).toEqual([]);
    expect(w.foundry.settings.get("action-engine", "migrationVersion")).toBe(
      CURRENT_MIGRATION_VERSION,
    );
  });
});
