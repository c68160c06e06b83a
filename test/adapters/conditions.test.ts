import { existsSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { EFFECT_MODES } from "../foundry/documents";
import type { Generation } from "../foundry/generation";
import {
  installStatuses,
  isDefeated,
  openTokenHud,
  placeToken,
  SHOW_ICON,
  type ActorLike,
} from "../foundry/statuses";
import { CONDITIONS, DEFEATED_CONDITION } from "../../src/rules/conditions";
import { RULESET_IDS, type RulesetId } from "../../src/rules/rulesets";

/*
 * Issue 18: each ruleset's conditions are the Token HUD's palette; conditions held in the actor's
 * data show on its token as soon as the data changes; the HUD writes a condition's own field once,
 * and refuses (with a notice) a condition the rules derive.
 */

let foundry: FoundryDouble;

/** Loads the system's entry module fresh and fires init with the world's ruleset. */
async function start(ruleset: RulesetId, generation?: Generation) {
  foundry = installFoundry({ generation });
  installStatuses(foundry as never);
  vi.resetModules();
  await import("../../src/index");
  foundry.settings.values.set("action-engine.ruleset", ruleset);
  foundry.hooks.callAll("init");
}

type TestActor = ActorLike & {
  name: string;
  system: Record<string, unknown>;
  update(changes: object): Promise<unknown>;
};
const make = async (type: string, system: object = {}) =>
  (await Actor.create({ name: "Rex", type, system } as never)) as unknown as TestActor;

const writes = () =>
  foundry.operations.filter((op) => op.action !== "create" || op.documentName !== "Actor");

describe("the Token HUD palette", () => {
  it.each(RULESET_IDS)(
    "is the %s ruleset's conditions, each with an icon file in assets/",
    async (ruleset) => {
      await start(ruleset);
      type Entry = { id: string; name: string; img: string };
      // an array on v13, a record keyed by id on v14 (foundryvtt#13122)
      const config = foundry.config.statusEffects as unknown as Entry[] | Record<string, Entry>;
      expect(Array.isArray(config)).toBe(foundry.generation < 14);
      const palette = Object.values(config);
      if (!Array.isArray(config))
        for (const [id, status] of Object.entries(config)) expect(status.id).toBe(id);
      expect(palette.map((s) => s.id)).toEqual(CONDITIONS[ruleset].map((c) => c.id));
      for (const status of palette) {
        expect(existsSync(status.img.replace("systems/action-engine/", ""))).toBe(true);
        expect(foundry.i18n.localize(status.name)).not.toBe(status.name);
      }
      const special = foundry.config.specialStatusEffects as unknown as Record<string, string>;
      expect(special.DEFEATED).toBe(DEFEATED_CONDITION[ruleset]);
      expect(palette.map((s) => s.id)).toContain(special.DEFEATED);
    },
  );
});

describe("OK RPG: derived conditions follow the wounds (RULES 1.6)", () => {
  beforeEach(() => start("okrpg"));

  it("10 lethal wounds put Down, Out and dying on the token, and Out is defeated", async () => {
    const actor = await make("okrpg");
    const token = placeToken(actor);
    expect(token.icons).toEqual([]);
    await actor.update({ "system.wounds.lethal": 10 });
    expect([...actor.statuses]).toEqual(
      expect.arrayContaining(["impaired", "down", "out", "dying"]),
    );
    expect(token.icons.map((i) => i.img)).toContain(
      "systems/action-engine/assets/conditions/out.svg",
    );
    // the defeated status is drawn as the overlay, as Foundry draws its own
    expect(
      token.icons.find((i) => i.img === "systems/action-engine/assets/conditions/out.svg")?.overlay,
    ).toBe(true);
    expect(isDefeated(actor)).toBe(true);
  });

  it("an effects phase after the derived data (v14's final) keeps the data's conditions", async () => {
    const actor = await make("okrpg", { wounds: { nonlethal: 0, lethal: 10 } });
    (actor as unknown as { applyActiveEffects(phase?: string): void }).applyActiveEffects("final");
    expect(isDefeated(actor)).toBe(true);
    expect(actor.statuses.has("dying")).toBe(true);
  });

  it("healed, the icons leave the token and the combatant is no longer defeated", async () => {
    const actor = await make("okrpg", { wounds: { nonlethal: 0, lethal: 10 } });
    const token = placeToken(actor);
    expect(token.icons).toHaveLength(4);
    await actor.update({ "system.wounds.lethal": 0 });
    expect(token.icons).toEqual([]);
    expect(token.document.hasStatusEffect("out")).toBe(false);
    expect(isDefeated(actor)).toBe(false);
  });

  it("Down from the HUD is refused with a notice under the full damage system", async () => {
    const actor = await make("okrpg");
    const before = writes().length;
    await expect(actor.toggleStatusEffect("down")).resolves.toBeUndefined();
    expect(writes()).toHaveLength(before);
    expect(foundry.notifications.shown).toMatchObject([
      {
        type: "warning",
        message: "Down follows from Rex's values on the sheet: change those, not the token.",
      },
    ]);
  });

  it("a tag-system mook is tagged from the HUD in one write to its status", async () => {
    const actor = await make("okrpg", { mookSystem: "evenSimpler" });
    const token = placeToken(actor);
    const before = writes().length;
    await actor.toggleStatusEffect("tagged");
    expect(writes().slice(before)).toEqual([
      {
        action: "update",
        documentName: "Actor",
        parent: null,
        data: [{ _id: expect.any(String), system: { mook: { status: "tagged" } } }],
      },
    ]);
    expect(token.icons.map((i) => i.img)).toEqual([
      "systems/action-engine/assets/conditions/tagged.svg",
    ]);
    await actor.toggleStatusEffect("tagged");
    expect(actor.system.mook).toMatchObject({ status: "up" });
    expect(token.icons).toEqual([]);
  });
});

describe("Occult Ops: condition flags and fatigue (RULES 2)", () => {
  beforeEach(() => start("occult"));

  it("prone from the HUD writes the actor's prone flag once; again clears it", async () => {
    const actor = await make("occult");
    const token = placeToken(actor);
    const before = writes().length;
    await expect(actor.toggleStatusEffect("prone")).resolves.toBe(true);
    expect(writes().slice(before)).toEqual([
      {
        action: "update",
        documentName: "Actor",
        parent: null,
        data: [{ _id: expect.any(String), system: { conditions: { prone: true } } }],
      },
    ]);
    // the sheet and the attack dialog read the same flag: prone brings its strike row
    expect(actor.system.strikeModifiers).toContain("prone");
    expect(token.icons.map((i) => i.img)).toEqual([
      "systems/action-engine/assets/conditions/prone.svg",
    ]);
    await actor.toggleStatusEffect("prone");
    expect((actor.system.conditions as Record<string, boolean>).prone).toBe(false);
    expect(token.icons).toEqual([]);
  });

  it("the Token HUD open on the actor's token renders again, marking the new state", async () => {
    const actor = await make("occult");
    const hud = openTokenHud(actor);
    await actor.toggleStatusEffect("blinded");
    expect(hud.renders).toBe(1);
    expect(actor.statuses.has("blinded")).toBe(true);
  });

  it("fatigue appears once the rounds fought reach the fatigue points", async () => {
    const actor = await make("occult", { fatigue: { points: 5, roundsFought: 4 } });
    const token = placeToken(actor);
    await actor.update({ "system.fatigue.roundsFought": 5 });
    expect(token.icons.map((i) => i.img)).toEqual([
      "systems/action-engine/assets/conditions/fatigued.svg",
    ]);
    await actor.update({ "system.fatigue.roundsFought": 10 });
    expect(token.icons.map((i) => i.img)).toEqual([
      "systems/action-engine/assets/conditions/exhausted.svg",
    ]);
    await actor.toggleStatusEffect("exhausted");
    expect(foundry.notifications.shown.at(-1)?.type).toBe("warning");
  });

  it("Dead, held in no field, is Foundry's own effect: the GM's call, not the defeated one", async () => {
    const actor = await make("occult");
    const token = placeToken(actor);
    await actor.toggleStatusEffect("dead", { overlay: true });
    expect(foundry.operations.at(-1)).toMatchObject({
      action: "create",
      documentName: "ActiveEffect",
      data: [{ statuses: ["dead"], img: "systems/action-engine/assets/conditions/dead.svg" }],
    });
    expect(token.icons).toEqual([
      { img: "systems/action-engine/assets/conditions/dead.svg", overlay: true },
    ]);
    expect(isDefeated(actor)).toBe(false);
  });

  it("0 HP shows as Down, the defeated overlay, and healing takes it away", async () => {
    const actor = await make("occult", { hp: { value: 3, max: 10 } });
    const token = placeToken(actor);
    await actor.update({ "system.hp.value": 0 });
    expect(token.icons).toEqual([
      { img: "systems/action-engine/assets/conditions/down.svg", overlay: true },
    ]);
    expect(isDefeated(actor)).toBe(true);
    await actor.update({ "system.hp.value": 2 });
    expect(token.icons).toEqual([]);
    expect(isDefeated(actor)).toBe(false);
  });
});

describe("Action: focused is a field, out follows the Hits (RULES 3)", () => {
  beforeEach(() => start("action"));

  it("focused from the HUD sets the actor's focused flag", async () => {
    const actor = await make("action");
    await actor.toggleStatusEffect("focused", { active: true });
    expect(actor.system.focused).toBe(true);
    expect(actor.statuses.has("focused")).toBe(true);
  });

  it("zero Hits is Out and defeated", async () => {
    const actor = await make("action");
    await actor.update({ "system.hits.value": 0 });
    expect(isDefeated(actor)).toBe(true);
  });
});

describe.each(["mano", "rounds"] as const)("%s: health states and position (RULES 5)", (type) => {
  beforeEach(() => start(type));

  it("harm reaching stamina is incapacitated, the defeated status", async () => {
    const actor = await make(type, { toughness: 7, stamina: 14 });
    const token = placeToken(actor);
    await actor.update({ "system.damage": 7 });
    expect([...actor.statuses]).toEqual(["injured"]);
    await actor.update({ "system.stun": 7 });
    expect([...actor.statuses]).toEqual(["incapacitated"]);
    expect(token.icons).toEqual([
      { img: "systems/action-engine/assets/conditions/out.svg", overlay: true },
    ]);
    expect(isDefeated(actor)).toBe(true);
  });

  it("prone and grappling from the HUD write posture and grip", async () => {
    const actor = await make(type);
    await actor.toggleStatusEffect("prone");
    await actor.toggleStatusEffect("grappling");
    expect(actor.system).toMatchObject({ posture: "ground", grip: "neutral" });
    await actor.toggleStatusEffect("prone");
    expect(actor.system).toMatchObject({ posture: "standing", grip: "neutral" });
  });
});

/*
 * Issue 32: a v14 token draws its actor's applied effects whose `showIcon` asks for it, no longer
 * its temporary effects (foundryvtt#14749). Run as v14 in both test projects.
 */
describe("v14: conditions held in the data reach the token through the applied effects", () => {
  type V14Actor = TestActor & {
    appliedEffects: { name: string; showIcon?: number; statuses: Set<string> }[];
    system: { ignoredEffects: unknown[] };
  };

  it("Mano a Mano Incapacitated: an icon shown always, drawn as the defeated overlay", async () => {
    await start("mano", 14);
    const actor = (await make("mano", { toughness: 7, stamina: 14 })) as V14Actor;
    const token = placeToken(actor);
    await actor.update({ "system.stun": 7, "system.damage": 7 });
    const held = actor.appliedEffects.filter((effect) => effect.statuses.has("incapacitated"));
    expect(held.map((effect) => [effect.name, effect.showIcon])).toEqual([
      ["Incapacitated", SHOW_ICON.ALWAYS],
    ]);
    expect(token.icons).toEqual([
      { img: "systems/action-engine/assets/conditions/out.svg", overlay: true },
    ]);
    expect(isDefeated(actor)).toBe(true);
  });

  it("OK RPG Down, Out and dying show; healed, they leave the token and the applied effects", async () => {
    await start("okrpg", 14);
    const actor = (await make("okrpg")) as V14Actor;
    const token = placeToken(actor);
    await actor.update({ "system.wounds.lethal": 10 });
    expect(token.icons).toHaveLength(4);
    expect(token.icons.filter((icon) => icon.overlay).map((icon) => icon.img)).toEqual([
      "systems/action-engine/assets/conditions/out.svg",
    ]);
    await actor.update({ "system.wounds.lethal": 0 });
    expect(token.icons).toEqual([]);
    expect(actor.appliedEffects).toEqual([]);
  });

  it("a status the GM set from the HUD is drawn once, not again as a held condition", async () => {
    await start("occult", 14);
    const actor = (await make("occult", { hp: { value: 3, max: 10 } })) as V14Actor;
    const token = placeToken(actor);
    await actor.toggleStatusEffect("dead", { overlay: true });
    await actor.update({ "system.hp.value": 0 });
    expect(token.icons.map((icon) => icon.img)).toEqual([
      "systems/action-engine/assets/conditions/dead.svg",
      "systems/action-engine/assets/conditions/down.svg",
    ]);
  });

  it("the held conditions are not rule changes: a bad effect is named alone", async () => {
    await start("okrpg", 14);
    const curse = {
      name: "Curse of clumsiness",
      changes: [{ key: "system.roleModifiers.attack", mode: EFFECT_MODES.OVERRIDE, value: "Grt+" }],
    };
    const actor = (await Actor.create({
      name: "Rex",
      type: "okrpg",
      system: { wounds: { nonlethal: 0, lethal: 10 } },
      effects: [curse],
    } as never)) as unknown as V14Actor;
    // prepared again with the held conditions known from the first preparation
    await actor.update({ name: "Rex the cursed" });
    expect(actor.appliedEffects.length).toBeGreaterThan(1);
    expect(actor.system.ignoredEffects).toEqual([
      { effect: "Curse of clumsiness", field: "system.roleModifiers.attack" },
    ]);
  });
});
