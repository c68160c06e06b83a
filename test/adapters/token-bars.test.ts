import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { getProperty } from "../foundry/utils";
import { registerDocuments } from "../../src/documents/registry";
import { DERIVED_BARS, TOKEN_BARS } from "../../src/data/token-bars";
import { RULESET_IDS } from "../../src/rules/rulesets";
import { registerSettings } from "../../src/settings";
import { ActionEngineTokenDocument } from "../../src/documents/token";
import { installCombat } from "../foundry/combat-world";
import { installChat } from "../foundry/chat-world";
import type { UserDouble } from "../foundry/combat";
import { OWNERSHIP } from "../foundry/documents";
import { TokenDocumentDouble, TokenHUDDouble } from "../foundry/tokens";

let foundry: FoundryDouble;
beforeEach(() => {
  foundry = installFoundry();
  registerSettings();
  registerDocuments();
});

interface Bar {
  value: number;
  max: number;
}
interface TokenActor {
  uuid: string;
  id: string;
  system: Record<string, unknown>;
  modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta?: boolean,
    isBar?: boolean,
  ): Promise<unknown>;
}
const make = async (type: string, system: object = {}) =>
  (await Actor.create({ name: "T", type, system } as never)) as unknown as TokenActor;

const lastWrite = () => foundry.operations.at(-1)!;

describe("token bars", () => {
  it.each(RULESET_IDS)(
    "a %s actor offers every configured bar as a value/max pair",
    async (type) => {
      const actor = await make(type);
      const config = (
        CONFIG.Actor.trackableAttributes as Record<string, { bar: string[]; value: string[] }>
      )[type];
      expect(config.bar).toEqual(TOKEN_BARS[type].bar);
      for (const path of config.bar) {
        const bar = getProperty(actor.system, path) as Bar;
        expect(typeof bar.value, path).toBe("number");
        expect(typeof bar.max, path).toBe("number");
      }
      for (const path of config.value)
        expect(typeof getProperty(actor.system, path), path).toBe("number");
      expect(config.bar).toContain(TOKEN_BARS[type].primary);
      expect(config.bar).toContain(TOKEN_BARS[type].secondary);
    },
  );

  it("every bar the HUD edits through the rules is one the token configuration offers", () => {
    for (const ruleset of RULESET_IDS)
      for (const bar of DERIVED_BARS[ruleset]) expect(TOKEN_BARS[ruleset].bar).toContain(bar);
  });

  it("an Action hero's Hits bar takes a hit: one write of the stored current value", async () => {
    const hero = await make("action", { attributes: { body: 5 } });
    const writes = foundry.operations.length;
    await hero.modifyTokenAttribute("hits", -1, true, true);
    expect(foundry.operations.length).toBe(writes + 1);
    expect(lastWrite()).toMatchObject({
      action: "update",
      documentName: "Actor",
      data: [{ _id: hero.id, system: { hits: { value: 4 } } }],
    });
    expect(hero.system.hits).toEqual({ value: 4, max: 5, stored: 4 });
  });

  it("the OK RPG health bar writes nonlethal points (what is left before Out at 10)", async () => {
    const hero = await make("okrpg", { wounds: { lethal: 2 } });
    expect(hero.system.health).toEqual({ value: 8, max: 10 });
    await hero.modifyTokenAttribute("health", -3, true, true);
    expect(lastWrite().data).toEqual([{ _id: hero.id, system: { wounds: { nonlethal: 3 } } }]);
    expect(hero.system.health).toEqual({ value: 5, max: 10 });
  });

  it("the OK RPG lethal bar writes lethal points, and a mook's health bar its points", async () => {
    const hero = await make("okrpg");
    await hero.modifyTokenAttribute("lethalHealth", 6, false, true);
    expect(lastWrite().data).toEqual([{ _id: hero.id, system: { wounds: { lethal: 4 } } }]);
    const mook = await make("okrpg", { mookSystem: "mook" });
    await mook.modifyTokenAttribute("health", -20, true, true);
    expect(lastWrite().data).toEqual([{ _id: mook.id, system: { mook: { points: 7 } } }]);
  });

  it("a Mano a Mano harm track and an Action Rounds hit-point bar move stun", async () => {
    const fighter = await make("mano", { toughness: 7, stamina: 14, damage: 2 });
    await fighter.modifyTokenAttribute("harmTrack", 9, false, true);
    expect(lastWrite().data).toEqual([{ _id: fighter.id, system: { stun: 3 } }]);
    const rounds = await make("rounds", { strength: 5 });
    await rounds.modifyTokenAttribute("hp", -4, true, true);
    expect(lastWrite().data).toEqual([{ _id: rounds.id, system: { stun: 4 } }]);
    expect(rounds.system.hp).toEqual({ value: 6, max: 10 });
  });

  it("a stored track (Occult Ops hit points) goes through Foundry's own bar edit, clamped to 0..max", async () => {
    const agent = await make("occult", { hp: { value: 10, max: 12 } });
    await agent.modifyTokenAttribute("hp", -15, true, true);
    expect(lastWrite().data).toEqual([{ _id: agent.id, system: { hp: { value: 0 } } }]);
  });
});

/* The Token HUD over a token of the system: its bars, and an edit from each kind of user. */
describe("the Token HUD edits the derived bars through the rules", () => {
  type Hud = NonNullable<ReturnType<typeof TokenHUDDouble.open>>;
  interface Table {
    foundry: FoundryDouble;
    gm: UserDouble;
    alice: UserDouble;
    olga: UserDouble;
    actor: TokenActor;
    token: TokenDocumentDouble;
    /** Opens the HUD as `user` and submits `text` into a bar's input. */
    edit(user: UserDouble, bar: "bar1" | "bar2", text: string): Promise<void>;
    hud(user: UserDouble): Hud | null;
    warnings(): string[];
  }

  /** Alice's character on a scene, Olga observing it, the GM online; the token shows two bars. */
  async function table(
    type: string,
    system: object,
    bars: [string, string],
    items: object[] = [],
  ): Promise<Table> {
    const foundry = installFoundry();
    registerSettings();
    registerDocuments();
    const combat = installCombat(foundry, { players: ["Alice", "Olga"] });
    installChat(foundry, combat);
    const [alice, olga] = combat.players;
    const actor = (await Actor.create({
      name: "Jack",
      type,
      system,
      items,
      ownership: { default: 0, [alice.id]: OWNERSHIP.OWNER, [olga.id]: OWNERSHIP.OBSERVER },
    } as never)) as unknown as TokenActor;
    const TokenClass = CONFIG.Token.documentClass as unknown as typeof TokenDocumentDouble;
    const token = new TokenClass({ actor: actor as never, bar1: bars[0], bar2: bars[1] });
    foundry.operations.length = 0;
    const hud = (user: UserDouble) => TokenHUDDouble.open(token, user);
    return {
      foundry,
      gm: combat.gm,
      alice,
      olga,
      actor,
      token,
      hud,
      edit: (user, bar, text) => combat.users.as(user, () => hud(user)!.submit(bar, text)),
      warnings: () =>
        foundry.notifications.shown.filter((n) => n.type === "warning").map((n) => n.message),
    };
  }

  it("Foundry's own token leaves a derived bar's input disabled; the system's token enables it", async () => {
    const t = await table("okrpg", { wounds: { lethal: 2 } }, ["health", "wounds.lethal"]);
    const core = new TokenDocumentDouble({ actor: t.actor as never, bar1: "health" });
    expect(core.getBarAttribute("bar1")).toMatchObject({ type: "bar", value: 8, editable: false });
    expect(t.token).toBeInstanceOf(ActionEngineTokenDocument);
    expect(t.hud(t.gm)!.input("bar1")).toEqual({ value: 8, disabled: false });
    // a stored value stays Foundry's to judge: wounds.lethal is a schema field
    expect(t.hud(t.gm)!.input("bar2")).toEqual({ value: 2, disabled: false });
  });

  it("the GM takes 3 off Jack's health: 3 nonlethal points, one write", async () => {
    const t = await table("okrpg", { wounds: { lethal: 2 } }, ["health", "lethalHealth"]);
    await t.edit(t.gm, "bar1", "-3");
    expect(t.foundry.operations).toEqual([
      {
        action: "update",
        documentName: "Actor",
        parent: null,
        data: [{ _id: t.actor.id, system: { wounds: { nonlethal: 3 } } }],
      },
    ]);
    expect(t.actor.system.health).toEqual({ value: 5, max: 10 });
  });

  it("Alice, who owns Jack, sets his lethal bar to 7: 3 lethal points, one write", async () => {
    const t = await table("okrpg", {}, ["health", "lethalHealth"]);
    await t.edit(t.alice, "bar2", "7");
    expect(t.foundry.operations.map((op) => op.data)).toEqual([
      [{ _id: t.actor.id, system: { wounds: { lethal: 3 } } }],
    ]);
  });

  it("Olga, who only observes Jack, gets no HUD, and a macro's edit is refused with a notice", async () => {
    const t = await table("okrpg", {}, ["health", "lethalHealth"]);
    expect(t.hud(t.olga)).toBeNull();
    const users = (game as unknown as { users: { as<T>(u: UserDouble, f: () => T): Promise<T> } })
      .users;
    await users.as(t.olga, () => t.actor.modifyTokenAttribute("health", -3, true, true));
    expect(t.foundry.operations).toEqual([]);
    expect(t.warnings()).toEqual(["Only the GM or the owner of Jack may change Jack's bars."]);
  });

  it("healing past the nonlethal points is refused (lethal points heal on their own bar)", async () => {
    const t = await table("okrpg", { wounds: { lethal: 4, nonlethal: 3 } }, [
      "health",
      "lethalHealth",
    ]);
    await t.edit(t.gm, "bar1", "+5");
    expect(t.foundry.operations).toEqual([]);
    expect(t.warnings()).toEqual([
      "Jack's health bar recovers nonlethal points only, so it can show at most 6. Lethal points heal on the lethal bar.",
    ]);
    await t.edit(t.gm, "bar1", "=6");
    expect(t.foundry.operations.map((op) => op.data)).toEqual([
      [{ _id: t.actor.id, system: { wounds: { nonlethal: 0 } } }],
    ]);
  });

  it("a dying hero (12 lethal points) is not healed by a 0 typed on his empty lethal bar", async () => {
    const t = await table("okrpg", { wounds: { lethal: 12 } }, ["health", "lethalHealth"]);
    await t.edit(t.gm, "bar2", "0");
    await t.edit(t.gm, "bar2", "-2");
    expect(t.foundry.operations).toEqual([]);
    await t.edit(t.gm, "bar2", "3");
    expect(t.foundry.operations.map((op) => op.data)).toEqual([
      [{ _id: t.actor.id, system: { wounds: { lethal: 7 } } }],
    ]);
  });

  it("a Mano a Mano track recovers stun only: damage heals over weeks, on the sheet", async () => {
    const t = await table("mano", { toughness: 7, stamina: 14, stun: 1, damage: 2 }, [
      "harmTrack",
      "healthyTrack",
    ]);
    expect(t.hud(t.alice)!.input("bar1")).toEqual({ value: 11, disabled: false });
    await t.edit(t.alice, "bar1", "+3");
    expect(t.foundry.operations).toEqual([]);
    expect(t.warnings()).toEqual([
      "This track of Jack recovers stun only, so it can show at most 12. Damage heals over weeks: change it on the sheet.",
    ]);
    await t.edit(t.alice, "bar2", "-2");
    expect(t.foundry.operations.map((op) => op.data)).toEqual([
      [{ _id: t.actor.id, system: { stun: 3 } }],
    ]);
  });

  it("an Action Rounds hit-point bar takes 4 stun for −4 (2 × strength 5 = 10 hit points)", async () => {
    const t = await table("rounds", { strength: 5 }, ["hp", "harmTrack"]);
    await t.edit(t.alice, "bar1", "-4");
    expect(t.foundry.operations.map((op) => op.data)).toEqual([
      [{ _id: t.actor.id, system: { stun: 4 } }],
    ]);
    expect(t.actor.system.hp).toEqual({ value: 6, max: 10 });
  });

  const flak = (id: string, hp: number) => ({
    _id: id,
    name: "Flak jacket",
    type: "occult-armor",
    system: { hp: { value: hp, max: 50 }, equipped: true },
  });

  it("an Occult Ops armor bar sets the worn armor's hit points (its DR follows), in the actor's one write", async () => {
    const t = await table("occult", {}, ["hp", "armorHp"], [flak("flak000000000001", 50)]);
    await t.edit(t.gm, "bar2", "-5");
    expect(t.foundry.operations).toEqual([
      {
        action: "update",
        documentName: "Actor",
        parent: null,
        data: [
          { _id: t.actor.id, items: [{ _id: "flak000000000001", system: { hp: { value: 45 } } }] },
        ],
      },
    ]);
    const armor = t.actor as unknown as { items: { get(id: string): { system: { dr: number } } } };
    expect(armor.items.get("flak000000000001").system.dr).toBe(4);
  });

  it("with two armors worn, or none, the armor bar cannot say which one changed", async () => {
    const two = await table(
      "occult",
      {},
      ["hp", "armorHp"],
      [flak("flak000000000001", 50), flak("flak000000000002", 50)],
    );
    await two.edit(two.gm, "bar2", "-5");
    expect(two.foundry.operations).toEqual([]);
    expect(two.warnings()).toEqual([
      "Jack wears several armors: change the one that was hit on the sheet.",
    ]);
    const none = await table("occult", {}, ["hp", "armorHp"]);
    await none.edit(none.gm, "bar2", "5");
    expect(none.warnings()).toEqual([
      "Jack wears no armor, so the armor bar has nothing to change.",
    ]);
  });

  it("a stored bar (Occult Ops hit points) is Foundry's own edit; a value typed twice writes once", async () => {
    const t = await table("occult", { hp: { value: 10, max: 12 } }, ["hp", "armorHp"]);
    expect(t.hud(t.alice)!.input("bar1")).toEqual({ value: 10, disabled: false });
    await t.edit(t.alice, "bar1", "-3");
    expect(t.foundry.operations.map((op) => op.data)).toEqual([
      [{ _id: t.actor.id, system: { hp: { value: 7 } } }],
    ]);
    const mook = await table("okrpg", { mookSystem: "mook", mook: { points: 2 } }, [
      "health",
      "lethalHealth",
    ]);
    await mook.edit(mook.gm, "bar1", "5");
    await mook.edit(mook.gm, "bar1", "5");
    expect(mook.foundry.operations).toEqual([]);
  });
});
