import { describe, expect, it } from "vitest";
import { refusalOf } from "../../src/combat/refusal";
import type { DiceSource } from "../../src/rules/dice";
import type { RulesetId } from "../../src/rules/rulesets";
import { attackInput, rollAttack } from "../../playground/app/attack";
import { Chat } from "../../playground/app/chat";
import { localizer, templates, type Host } from "../../playground/app/host";
import { rosterOf } from "../../playground/app/roster";
import { Store } from "../../playground/app/store";
import { evaluate } from "../../playground/host/roll";

/*
 * The playground's chat host without a browser: cards made by the kits from given faces, buttons
 * run through the cards' pure steps, roll tables read from the pack sources by the card's own die,
 * and every write landing in the store once.
 */

function table(ruleset: RulesetId) {
  const store = new Store();
  const i18n = localizer();
  const environment = templates(i18n);
  for (const entry of rosterOf(ruleset, i18n.format)) store.add(entry.actor);
  const faces: number[] = [];
  const dice: DiceSource = {
    roll(sides) {
      const face = faces.shift();
      if (face === undefined) throw new Error(`no face left for a d${sides}`);
      return face;
    },
  };
  const notices: string[] = [];
  const host: Host = {
    store,
    i18n,
    render: environment.render,
    roll: (formula) => evaluate(formula, dice),
    notify: (message) => notices.push(message),
    refuse(error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      notices.push(i18n.format(refusal.i18nKey, refusal.details));
    },
    ruleset: () => ruleset,
    refresh() {},
  };
  const chat = new Chat(host, () => {});
  const actor = (name: string) =>
    store.actor(store.ids().find((id) => store.stored(id)!.name === name)!)!;
  /** An attack with these faces and dialog values, posted in the chat. */
  const attack = (attacker: string, weapon: string, target: string, rolled: number[], raw = {}) => {
    const a = actor(attacker);
    const input = attackInput(host, {
      attacker: a,
      weaponId: a.items.contents.find((i) => i.name === weapon)!.id,
      targets: [actor(target)],
      readyHp: null,
    })!;
    faces.push(...rolled);
    const made = rollAttack(host, input, raw)!;
    return chat.post(made.card, made.rolls);
  };
  const click = (
    messageId: string,
    action: string,
    data: Record<string, string>,
    rolled: number[] = [],
  ) => {
    faces.push(...rolled);
    chat.click(messageId, { action, data }, () => []);
  };
  return { store, chat, actor, attack, click, notices, faces };
}

describe("the playground's chat host", () => {
  it("RULES 2: a d100 above 90 is an epic fumble; the table is read by the card's own d20 from the pack", () => {
    const t = table("occult");
    const message = t.attack("Todd", "USP9", "Bandit", [95]);
    t.click(message.id, "drawFumble", {}, [2]);
    expect(message.tables.fumble).toEqual({ name: "Opening", face: 2 });
    expect(t.chat.html(message)).toContain("Opening (2)");
    expect(t.faces).toEqual([]);
  });

  it("RULES 3: snake eyes under friction calls a Friction Check, read on the pack's table by its d6", () => {
    const t = table("action");
    const message = t.attack("Fred", "Heavy revolver", "Triad thugs", [1, 1], {
      underFriction: true,
    });
    t.click(message.id, "frictionCheck", {}, [4]);
    expect(message.tables.friction).toEqual({ name: "Heavy friction", face: 4 });
    expect(t.notices).toEqual([]);
  });

  it("Apply writes the target once, Undo once more, and the stored data is exactly as before", () => {
    const t = table("okrpg");
    const goon = t.actor("Hired goon");
    const before = structuredClone(t.store.stored(goon.id));
    // [I-1] four Fudge dice all +1: a clear hit
    const message = t.attack("Jack Steele", "Heavy pistol", "Hired goon", [3, 3, 3, 3]);
    const written = t.store.log.length;
    t.click(message.id, "apply", { target: goon.id });
    expect(t.store.log.slice(written).map((w) => `${w.operation} ${w.name}`)).toEqual([
      "Actor.update Hired goon",
      "ChatMessage.update Jack Steele",
    ]);
    expect(t.store.stored(goon.id)).not.toEqual(before);
    t.click(message.id, "apply", { target: goon.id });
    expect(t.store.log.length).toBe(written + 2);
    t.click(message.id, "undo", { target: goon.id });
    expect(t.store.stored(goon.id)).toEqual(before);
    expect(t.notices).toEqual([]);
  });

  it("a refused click is shown localised and writes nothing", () => {
    const t = table("okrpg");
    const goon = t.actor("Hired goon");
    const message = t.attack("Jack Steele", "Heavy pistol", "Hired goon", [1, 1, 1, 1]);
    const written = t.store.log.length;
    t.click(message.id, "spend", { option: "nonsense", target: goon.id });
    expect(t.store.log.length).toBe(written);
    expect(t.notices).toHaveLength(1);
    expect(t.notices[0]).not.toMatch(/ACTION_ENGINE\./);
  });
});
