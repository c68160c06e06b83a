import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { installFoundry } from "../foundry";
import { DATA_MODELS, registerDocuments } from "../../src/documents/registry";
import { messageView } from "../../src/chat/view-models/message";
import * as mano from "../../src/rules/cards/mano";
import * as occult from "../../src/rules/cards/occult";
import { actionsIn, templateRenderer } from "../templates/harness";
import { gm, onlooker, toddInput } from "./fixtures";

// The attack message's own part of the card: whom Apply acts on, Apply/Undo for all targets, the
// table results drawn, and the ChatMessage subtype that keeps it all.

const target = (id: string, name: string): mano.ManoTargetInput => ({
  id,
  name,
  actorUuid: `Actor.${id}`,
  defences: { melee: 12, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
});
const twoTargets = mano.create({
  attacker: { name: "Steven", actorUuid: "Actor.steven", modifier: 4 },
  weapon: { name: "Machete", power: 5, sharpness: "sharp" },
  situation: { action: "quickStrike" },
  d20: 14,
  targets: [target("a", "Clone"), target("b", "Clone two")],
});
const render = templateRenderer();
const state = (card = twoTargets, more = {}) => ({
  card,
  revision: 3,
  targetMode: "recorded" as const,
  ...more,
});

describe("the target switch and Apply for all", () => {
  it("the attacker's side sees both target modes (the roll-time one pressed) and Apply to all", () => {
    const context = messageView(state(), gm);
    expect(context.applyLine?.modes?.map((b) => [b.data.mode, b.pressed ?? false])).toEqual([
      ["recorded", true],
      ["selected", false],
    ]);
    expect(context.applyLine?.all?.map((b) => b.action)).toEqual(["applyAll"]);
    expect(context.revision).toBe(3);
  });

  it("once a result is applied the switch is locked (undo first) and Undo all appears", () => {
    const applied = mano.apply(twoTargets, "a", { "system.stun": 0, "system.damage": 0 }).card;
    const context = messageView(state(applied), gm);
    expect(context.applyLine?.modes?.every((b) => b.disabled)).toBe(true);
    expect(context.applyLine?.all?.map((b) => b.action)).toEqual(["applyAll", "undoAll"]);
  });

  it("an onlooker sees neither", () => {
    const context = messageView(state(), onlooker);
    expect(context.applyLine?.modes).toEqual([]);
    expect(context.applyLine?.all).toEqual([]);
    expect(actionsIn(render.render(context.template, context))).toEqual(["toggleTargets"]);
  });

  it("in selected mode the line says Apply acts on the tokens selected now", () => {
    const html = render.render(
      messageView(state(twoTargets, { targetMode: "selected" }), gm).template,
      messageView(state(twoTargets, { targetMode: "selected" }), gm),
    );
    expect(html).toContain("Apply acts on the tokens selected now");
  });
});

describe("roll-table results drawn for the card are shown with their face", () => {
  it("the Epic Fumble section names the compendium result", () => {
    const card = occult.drawFumble(occult.create(toddInput(95)), 14);
    const context = messageView(
      state(card as never, { tables: { fumble: { name: "Strained arm", face: 14 } } }),
      gm,
    );
    const html = render.render(context.template, context);
    expect(html).toContain("Strained arm (14)");
  });
});

describe("the attack ChatMessage subtype", () => {
  it("is registered, and system.json declares it", () => {
    const foundry = installFoundry();
    registerDocuments();
    expect((foundry.config.ChatMessage as { dataModels: object }).dataModels).toEqual(
      DATA_MODELS.ChatMessage,
    );
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "..", "system.json"), "utf8"),
    );
    expect(Object.keys(manifest.documentTypes.ChatMessage)).toEqual(
      Object.keys(DATA_MODELS.ChatMessage),
    );
  });

  it("keeps the card as JSON so an update replaces it whole (an undone Apply leaves no record behind)", () => {
    installFoundry();
    const Model = DATA_MODELS.ChatMessage.attack as unknown as new (data: object) => {
      updateSource(d: object): void;
      attackCard: mano.ManoCard;
    };
    const applied = mano.apply(twoTargets, "a", { "system.stun": 0, "system.damage": 0 }).card;
    const model = new Model({ card: JSON.stringify(applied) });
    model.updateSource({ card: JSON.stringify(twoTargets) });
    expect(model.attackCard.targets[0].applied).toBeUndefined();
  });
});

describe("an attack on nobody", () => {
  it("shows Apply switched off, saying how to give it targets", () => {
    const nobody = mano.create({ ...twoTargets, targets: [] });
    const context = messageView(state(nobody), gm);
    expect(context.applyLine?.all).toEqual([
      expect.objectContaining({
        action: "applyAll",
        disabled: true,
        reason: { key: "ACTION_ENGINE.Card.Reason.noTargets" },
      }),
    ]);
    const html = render.render(context.template, context);
    expect(html).toContain("Nobody was targeted: select tokens and switch to Selected tokens.");
    expect(html).toContain("No targets were chosen.");
  });
});
