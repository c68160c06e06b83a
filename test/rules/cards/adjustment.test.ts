import { describe, expect, it } from "vitest";
import {
  ADJUSTMENT_LIMIT,
  REASON_LIMIT,
  parseAdjustment,
  requireAdjustment,
  setAdjustment,
  type HarmAdjustment,
} from "../../../src/rules/cards/adjustment";
import * as action from "../../../src/rules/cards/action";
import * as mano from "../../../src/rules/cards/mano";
import * as occult from "../../../src/rules/cards/occult";
import * as okrpg from "../../../src/rules/cards/okrpg";
import { readCard } from "../../../src/rules/cards/read-card";
import type { WithTargets } from "../../../src/rules/cards/shared";
import { actionInput, okrpgInput, toddInput } from "../../chat/fixtures";

/*
 * The GM's adjustment of a target's harm before Apply (issue 29): more or less than the rules
 * give, in the ruleset's own unit; Apply writes it, Undo takes it back, and less never heals.
 */

const adjust = <C extends WithTargets>(
  card: C,
  id: string,
  amount: number,
  reason = "the GM's call",
): C => setAdjustment(card, id, { amount, reason }, true);

describe("an adjustment is a whole number within its bounds, with a reason", () => {
  it.each([0, ADJUSTMENT_LIMIT + 1, -ADJUSTMENT_LIMIT - 1, 1.5, NaN, Infinity, "3", null, 1e21])(
    "an amount of %s is refused, saying the bounds",
    (amount) => {
      expect(() => requireAdjustment({ amount, reason: "fall" })).toThrow(
        `from \u2212${ADJUSTMENT_LIMIT} to +${ADJUSTMENT_LIMIT}`,
      );
    },
  );

  it("a reason is needed, and at most REASON_LIMIT characters", () => {
    expect(() => requireAdjustment({ amount: 2, reason: "  " })).toThrow(/needs a reason/);
    expect(() => requireAdjustment({ amount: 2, reason: "x".repeat(REASON_LIMIT + 1) })).toThrow(
      /needs a reason/,
    );
    expect(requireAdjustment({ amount: -ADJUSTMENT_LIMIT, reason: " fell " })).toEqual({
      amount: -ADJUSTMENT_LIMIT,
      reason: "fell",
    });
  });

  it("the GM's typed amount reads +2, -3 and \u22123; anything else is refused as typed", () => {
    expect(parseAdjustment("+2", "rocks").amount).toBe(2);
    expect(parseAdjustment("-3", "graze").amount).toBe(-3);
    expect(parseAdjustment("\u22123", "graze").amount).toBe(-3);
    for (const typed of ["", "abc", "1e3", "2.5", "0x10", "999"])
      expect(() => parseAdjustment(typed, "why")).toThrow(/adjustment of the harm/);
  });

  it("a card stored with an adjustment out of bounds reads as damaged", () => {
    const c = adjust(action.create(actionInput([6, 3], [2])), "hench", 1);
    expect(readCard(c).ok).toBe(true);
    const forged = {
      ...c,
      targets: [{ ...c.targets[0], adjustment: { amount: 5000, reason: "x" } }],
    };
    expect(readCard(forged).ok).toBe(false);
  });
});

describe("set before Apply, for a target the attack harms", () => {
  const hit = () => action.create(actionInput([6, 3], [2]));

  it("refused once applied (undo first) and on a target the attack missed", () => {
    const applied = action.apply(hit(), "hench", { "system.hits.value": 3 }).card;
    expect(() => adjust(applied, "hench", 1)).toThrow(/undo it first/);
    expect(() =>
      setAdjustment(hit(), "hench", { amount: 1, reason: "x" } as HarmAdjustment, false),
    ).toThrow(/does not harm them/);
  });

  it("null takes it back", () => {
    const set = adjust(hit(), "hench", 1);
    expect(set.targets[0].adjustment).toEqual({ amount: 1, reason: "the GM's call" });
    expect(setAdjustment(set, "hench", null, true).targets[0].adjustment).toBeUndefined();
  });
});

describe("each ruleset's Apply writes the harm as adjusted, in its unit; Undo restores", () => {
  it("RULES 1.6 OK RPG, in damage steps: the sword's 3 points become 7 at +2, 1 at \u22123", () => {
    const spent = () =>
      okrpg.spend(
        okrpg.spend(
          okrpg.spend(okrpg.create(okrpgInput([1, 1, 0, 0])), "fullDamage"),
          "bypassArmor",
        ),
        "moreDamage",
      );
    const WOUNDS = { "system.wounds.lethal": 0, "system.wounds.nonlethal": 3 };
    // Grt damage (6) − DR Avg+ (3): 3 points, lethal 2 of them (cutting, 2/3)
    expect(okrpg.apply(spent(), "duel", WOUNDS).patch).toEqual({
      "system.wounds.lethal": 2,
      "system.wounds.nonlethal": 4,
    });
    // +2 steps: Ext (8) − 3 = 5 steps over DR: Number(Avg + 5) = 7 points, lethal 5
    const more = okrpg.apply(adjust(spent(), "duel", 2), "duel", WOUNDS);
    expect(more.patch).toEqual({ "system.wounds.lethal": 5, "system.wounds.nonlethal": 5 });
    expect(okrpg.undo(more.card, "duel", more.patch!).patch).toEqual(WOUNDS);
    // −3 steps: Avg+ (3) − 3 = 0: Number(Avg) = 1 point, lethal
    expect(okrpg.apply(adjust(spent(), "duel", -3), "duel", WOUNDS).patch).toEqual({
      "system.wounds.lethal": 1,
    });
    // −9 steps: far below DR, no points: nothing heals
    expect(okrpg.apply(adjust(spent(), "duel", -9), "duel", WOUNDS).patch).toBeNull();
  });

  it("RULES 2 Occult Ops, in HP: 12 on the bandit becomes 15 at +3; \u221250 does none, never heals", () => {
    const c = occult.rollDamage(occult.create(toddInput(20)), [6, 6], "bandit");
    const HP = { "system.hp.value": 20 };
    const more = occult.apply(adjust(c, "bandit", 3), "bandit", HP);
    expect(more.patch).toEqual({ "system.hp.value": 5 });
    expect(occult.undo(more.card, "bandit", { "system.hp.value": 5 }).patch).toEqual(HP);
    expect(occult.apply(adjust(c, "bandit", -50), "bandit", HP).patch).toBeNull();
  });

  it("RULES 2 Occult Ops on armor: 10 + 5 on the flak jacket, DR 5 absorbs 5: 50 HP become 40", () => {
    const c = occult.rollDamage(occult.create(toddInput(45)), [4, 6], "bandit");
    const ARMOR = "items.flak.system.hp.value";
    expect(occult.apply(adjust(c, "bandit", 5), "bandit", { [ARMOR]: 50 }).items).toEqual({
      flak: { "system.hp.value": 40 },
    });
  });

  it("RULES 3 Action, in Hits: +1 takes two of 3; \u22121 takes none", () => {
    const hit = () => action.create(actionInput([6, 3], [2]));
    const HITS = { "system.hits.value": 3 };
    const more = action.apply(adjust(hit(), "hench", 1), "hench", HITS);
    expect(more.patch).toEqual({ "system.hits.value": 1 });
    expect(action.undo(more.card, "hench", { "system.hits.value": 1 }).patch).toEqual(HITS);
    expect(action.apply(adjust(hit(), "hench", -1), "hench", HITS).patch).toBeNull();
  });

  it("RULES 5 Mano a Mano, in harm split by sharpness: fists' 2 stun 1 damage, +3 blunt adds 2 and 1", () => {
    const fists = mano.create({
      attacker: { name: "Clone", actorUuid: null, modifier: 2 },
      weapon: { name: "Fists", power: 3, sharpness: "blunt" },
      situation: { action: "quickStrike" },
      d20: 14,
      targets: [
        {
          id: "steven",
          name: "Steven",
          actorUuid: "Actor.steven",
          defences: { melee: 14, missile: 10, grapple: 13 },
          stun: 0,
          damage: 0,
          toughness: 7,
          stamina: 14,
        },
      ],
    });
    const WOUND = { "system.stun": 0, "system.damage": 0 };
    expect(mano.apply(fists, "steven", WOUND).patch).toEqual({
      "system.stun": 2,
      "system.damage": 1,
    });
    const more = mano.apply(adjust(fists, "steven", 3), "steven", WOUND);
    expect(more.patch).toEqual({ "system.stun": 4, "system.damage": 2 });
    expect(mano.undo(more.card, "steven", { "system.stun": 4, "system.damage": 2 }).patch).toEqual(
      WOUND,
    );
    // less: never below none (no healing)
    expect(mano.apply(adjust(fists, "steven", -9), "steven", WOUND).patch).toBeNull();
  });
});
