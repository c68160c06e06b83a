import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/okrpg";
import { parseRank } from "../../../src/rules/ranks";
import { okrpgInput } from "../../chat/fixtures";

/*
 * RULES 1.8 on the OK RPG card: interrupting a held action and an attack combined with another
 * action; [I-1] the roll dialog's chances with a modifier.
 *
 * Ines (Grt, 6) rolls +1 +1 0 0 with her sword against the Duellist (defence Gd: needs 4).
 */

const [duel] = okrpgInput([]).targets;

describe("RULES 1.8 interrupting a hold: quickness against the holder's quickness + 2", () => {
  // the Duellist holds with quickness Avg (2): Ines needs 4 to get in first
  const holder = { ...duel, holding: { quickness: parseRank("Avg") } };
  const interrupting = (fudge: number[], impairment?: number) =>
    card.create(
      okrpgInput([1, 1, 0, 0], {
        targets: [holder],
        interrupt: { quickness: parseRank("Gd"), fudge, ...(impairment ? { impairment } : {}) },
      }),
    );

  it("Gd quickness (4) rolling 0 0 0 0 makes exactly the 4 needed: Ines acts first", () => {
    const c = interrupting([0, 0, 0, 0]);
    expect(c.interrupt).toEqual({ quickness: parseRank("Gd"), fudge: [0, 0, 0, 0] });
    expect(card.interruptOutcome(c, c.targets[0])).toEqual({ rolled: 4, required: 4, first: true });
  });

  it("one short (3 of 4): the held action goes first", () => {
    const c = interrupting([-1, 0, 0, 0]);
    expect(card.interruptOutcome(c, c.targets[0])).toEqual({
      rolled: 3,
      required: 4,
      first: false,
    });
  });

  it("RULES 1.6 impairment takes 2 off the quickness roll too: +1 +1 0 0 impaired makes 4", () => {
    const c = interrupting([1, 1, 0, 0], -2);
    expect(card.interruptOutcome(c, c.targets[0])).toMatchObject({ rolled: 4, first: true });
  });

  it("a target that is not holding, or a card with no quickness roll, has no interrupt outcome", () => {
    const c = interrupting([0, 0, 0, 0]);
    expect(card.interruptOutcome(c, duel)).toBeNull();
    expect(card.interruptOutcome({}, holder)).toBeNull();
    expect(card.create(okrpgInput([0, 0, 0, 0])).interrupt).toBeUndefined();
  });
});

describe("RULES 1.8 an attack combined with another action shares its roll", () => {
  const combined = (other: card.OkrpgSituation["combined"]) =>
    card.create(okrpgInput([1, 1, 0, 0], { situation: { combined: other } }));

  it("beside a simple action the attack pays 1 (7 of 8); giving the other up gives it back", () => {
    const c = combined("simple");
    expect(c.rolled).toBe(7);
    expect(card.combinedOther(c)).toEqual({ success: true, extra: null });
    const dropped = card.dropCombined(c);
    expect(dropped.combinedDropped).toBe(true);
    expect(dropped.rolled).toBe(8);
    expect(card.menu(dropped)?.extra).toBe(4);
    expect(card.combinedOther(dropped)).toEqual({ success: false, extra: null });
  });

  it("beside a rolled action needing 3 each pays 2: the attack has 6, the other 8 − 2 − 3 = 3 extra", () => {
    const c = combined({ required: 3 });
    expect(c.rolled).toBe(6);
    expect(card.menu(c)?.extra).toBe(2);
    expect(card.combinedOther(c)).toEqual({ success: true, extra: 3 });
    expect(card.combinedOther(card.create(okrpgInput([1, 1, 0, 0])))).toBeNull();
  });

  it("giving up is refused without a combined action, a second time, and once applied", () => {
    expect(() => card.dropCombined(card.create(okrpgInput([1, 1, 0, 0])))).toThrow(
      /giving up the combined action is not allowed: the attack is not combined with one/,
    );
    const dropped = card.dropCombined(combined("simple"));
    expect(() => card.dropCombined(dropped)).toThrow(
      /giving up the combined action is not allowed: it is given up/,
    );
    const done = card.apply(card.spend(combined("simple"), "fullDamage"), "duel", {
      "system.wounds.lethal": 0,
      "system.wounds.nonlethal": 0,
    });
    expect(() => card.dropCombined(done.card)).toThrow(
      /giving up the combined action is not allowed: it is applied to Duellist; undo that first/,
    );
  });
});

describe("[I-1] the roll dialog's chances with a modifier", () => {
  it("Gd (4) with a free setup (+2) against 4 misses only on −3 or −4: 76/81, up to 6 extra", () => {
    const c = card.chances({ base: parseRank("Gd"), modifier: 2, required: 4 });
    expect(c.hit).toBeCloseTo(76 / 81, 12);
    expect(c.extra.map((p) => Math.round(p * 81))).toEqual([10, 16, 19, 16, 10, 4, 1]);
  });
});
