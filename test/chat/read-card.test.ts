import { describe, expect, it } from "vitest";
import { actionSpec, blocked } from "../../src/chat/card/actions";
import { cardView, type AttackCard } from "../../src/chat/view-models";
import { readCard } from "../../src/rules/cards";
import { singleFieldCorruptions } from "../rules/corruptions";
import { cardStates, gm, onlooker } from "./fixtures";

/**
 * Stored cards are never trusted: a chat message's card is read back through readCard, which
 * tells a card its view and buttons work on from a damaged one (never applied with another
 * ruleset's rules), and never throws.
 */

const states = Object.entries(cardStates()).flatMap(([ruleset, byState]) =>
  Object.entries(byState).map(([state, card]) => ({ name: `${ruleset} ${state}`, card })),
);

/** What a card that reads as valid must survive: its view for two viewers, and its Apply checks. */
function shown(card: AttackCard): void {
  cardView(card, gm);
  cardView(card, onlooker);
  for (const t of card.targets) blocked(card, t.id);
}

describe.each(states)("the stored card $name", ({ card }) => {
  it("reads back as itself", () => {
    const stored = JSON.parse(JSON.stringify(card)) as unknown;
    expect(readCard(stored)).toEqual({ ok: true, card: stored });
  });

  it('with any one field removed or set to null, "x", -1, NaN, {} or []: damaged, or a card that shows', () => {
    let damaged = 0;
    for (const { path, value } of singleFieldCorruptions(card)) {
      const read = readCard(value);
      if (!read.ok) {
        damaged += 1;
        continue;
      }
      expect(() => shown(read.card as AttackCard), path).not.toThrow();
    }
    expect(damaged).toBeGreaterThan(0);
  });
});

describe("what reads as damaged", () => {
  it("a card of an unknown ruleset is not read with another ruleset's rules", () => {
    const { card } = states.find((s) => s.name === "mano hit")!;
    const read = readCard({ ...card, ruleset: "savage" });
    expect(read.ok || read.problem.message).toMatch(/^ruleset must be one of/);
    expect(readCard(null).ok).toBe(false);
    expect(readCard("{}").ok).toBe(false);
  });

  it("a result that is not what the rules give for the card", () => {
    const { card } = states.find((s) => s.name === "mano hit")!;
    const [target] = card.targets as readonly { result: { stun: number } }[];
    const forged = { ...card, targets: [{ ...target, result: { ...target.result, stun: 99 } }] };
    const read = readCard(forged);
    expect(read.ok || read.problem.message).toBe(
      "targets[0].result is not allowed: it is not what the rules give for this card.",
    );
  });

  it("a result holding NaN where the rules give none (JSON would write both as null)", () => {
    const { card } = states.find((s) => s.name === "action hit")!;
    const [target] = card.targets as readonly { result: { special: unknown } }[];
    const forged = {
      ...card,
      targets: [{ ...target, result: { ...target.result, special: NaN } }],
    };
    const read = readCard(forged);
    expect(read.ok || read.problem.message).toBe(
      "targets[0].result is not allowed: it is not what the rules give for this card.",
    );
  });

  it("an applied record without the value before of a field it wrote (Undo would write nothing back)", () => {
    const { card } = states.find((s) => s.name === "mano applied")!;
    const [target] = card.targets as readonly { applied: { before: object; after: object } }[];
    const forged = {
      ...card,
      targets: [{ ...target, applied: { ...target.applied, before: {} } }],
    };
    const read = readCard(forged);
    expect(read.ok || read.problem.message).toMatch(
      /^targets\[0\]\.applied\.before without "system\.\w+" is not allowed/,
    );
  });

  it("a burst's committed rounds that are not the rounds fired taken from those loaded (RULES 2)", () => {
    const { card } = states.find((s) => s.name === "occult burst")!;
    const ammo = (card as { ammo: { rounds: number } }).ammo;
    const loaded = "system.magazine.loaded";
    for (const before of [{}, { [loaded]: "__proto__" }, { [loaded]: 30, x: 1 }]) {
      const after = { [loaded]: 27 };
      const read = readCard({ ...card, ammo: { ...ammo, applied: { before, after } } });
      expect(read.ok, JSON.stringify(before)).toBe(Object.keys(before).length === 2);
    }
    const refilled = { before: { [loaded]: 30 }, after: { [loaded]: 30 } };
    const read = readCard({ ...card, ammo: { ...ammo, applied: refilled } });
    expect(read.ok || read.problem.message).toBe(
      `ammo.applied.after ${loaded} 30 is not allowed: the rounds fired are taken from those loaded.`,
    );
  });
});

describe("a target deleted while the card's result was applied to it (a dead mook)", () => {
  it("Undo all marks its share undone, writes nothing to it, and the card reads back valid", () => {
    const card = cardStates().mano.applied;
    const [target] = card.targets;
    const step = actionSpec(card, "undoAll")!.run({
      card,
      click: { action: "undoAll", data: {} },
      rolls: [],
      documents: { targets: { [target.id]: null }, attacker: null, weapon: null },
    });
    expect(step.writes).toEqual([]);
    expect(step.card.targets[0]).toMatchObject({ missing: true, goneUndone: true });
    expect(step.card.targets[0].applied).toBeUndefined();
    expect(readCard(JSON.parse(JSON.stringify(step.card))).ok).toBe(true);
  });
});
