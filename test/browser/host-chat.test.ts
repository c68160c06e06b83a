import { describe, expect, it } from "vitest";
import { targetViewsOf } from "../../playground/app/attack";
import { localizer } from "../../playground/app/host";
import { rosterEntry, rosterOf } from "../../playground/app/roster";
import { RULESET_IDS } from "../../src/rules/rulesets";
import { table } from "./host-world";

const format = localizer().format;

/*
 * The playground's chat host without a browser: cards made by the kits from given faces, buttons
 * run through the cards' pure steps, roll tables read from the pack sources by the card's own die,
 * and every write landing in the store once.
 */

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

  it("Apply writes the target once, Undo once more, and the stored data is as before (the card's record of it cleared)", () => {
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
    // the record Apply kept on the goon (src/chat/card/trust.ts) stays, cleared
    const cleared = { cards: { [message.id]: { [`applied-${goon.id}`]: null } } };
    expect(t.store.stored(goon.id)).toEqual({ ...before, flags: { "action-engine": cleared } });
    expect(t.notices).toEqual([]);
  });

  it("Selected characters after the weapon was deleted says so, and keeps the card as it was", () => {
    const t = table("okrpg");
    const jack = t.actor("Jack Steele");
    const goon = t.actor("Hired goon");
    const message = t.attack("Jack Steele", "Heavy pistol", "Hired goon", [3, 3, 3, 3]);
    const card = JSON.stringify(message.card);
    t.store.deleteItem(jack.id, jack.items.contents.find((i) => i.name === "Heavy pistol")!.id);
    const written = t.store.log.length;
    t.chat.click(message.id, { action: "targetMode", data: { mode: "selected" } }, () =>
      targetViewsOf([goon]),
    );
    expect(t.notices).toEqual(["The weapon Heavy pistol no longer exists."]);
    expect(message.targetMode).toBe("recorded");
    expect(JSON.stringify(message.card)).toBe(card);
    expect(t.store.log.length).toBe(written);
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

describe("the playground's roster", () => {
  it("offers every ruleset's sample characters, each passing the schema validator", () => {
    for (const ruleset of RULESET_IDS) {
      const entries = rosterOf(ruleset, format);
      expect(entries.length).toBeGreaterThan(1);
      expect(entries.flatMap((e) => e.problems)).toEqual([]);
    }
  });

  it("lists what the validator finds wrong in a pack actor, localised", () => {
    const [todd] = rosterOf("occult", format).filter((e) => e.actor.name === "Todd");
    const broken = { ...todd.actor, system: { ...todd.actor.system, dex: "quick" } };
    const { problems } = rosterEntry(broken as never, format);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Todd \(dex\): /);
    expect(problems[0]).not.toMatch(/ACTION_ENGINE\./);
  });
});
