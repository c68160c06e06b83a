import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/action";
import { actionInput } from "../../chat/fixtures";

/*
 * Every check of the Action card names what it refuses, in full: a card's input that is not
 * what the roll dialog makes (or a stored card read back), and dice no roll could show.
 *
 * The fixture: Jack (skill 12, pistol 10) against a henchman of Dodge 13 and Toughness 7.
 */

const input = actionInput([6, 3], [2]);
const henchman = input.targets[0];
const { dice: _dice, ...choices } = input;

describe("a card's input that is not what the roll dialog makes is refused, each named", () => {
  it.each([
    [null, "card input must be a group of fields, got null."],
    [{ ...choices, attacker: null }, "attacker null is not allowed: expected a character."],
    [
      { ...choices, attacker: { ...input.attacker, skill: -1 } },
      "skill must be at least 0, got -1.",
    ],
    [
      { ...choices, attacker: { ...input.attacker, fortune: 1.5 } },
      "attacker's Fortune must be a whole number, got 1.5.",
    ],
    [{ ...choices, weapon: null }, "weapon must be a group of fields, got null."],
    [{ ...choices, weapon: { name: 5, damage: 10 } }, "weapon name must be text, got 5."],
    [
      { ...choices, weapon: { name: "Pistol", damage: -1 } },
      "weapon damage must be at least 0, got -1.",
    ],
    [
      { ...choices, situation: { confident: "yes" } },
      'confident must be true or false, got "yes".',
    ],
    [{ ...choices, situation: { closed: 1 } }, "closed must be true or false, got 1."],
    [
      { ...choices, situation: { underFriction: "no" } },
      'underFriction must be true or false, got "no".',
    ],
    [
      { ...choices, situation: { limitations: [{ name: "Bad knee", number: 4 }] } },
      "limitation #1 must be between 1 and 3, got 4.",
    ],
    [
      { ...choices, targets: [{ ...henchman, defence: -1 }] },
      "Henchman's defense must be at least 0, got -1.",
    ],
    [
      { ...choices, targets: [{ ...henchman, soak: 1.5 }] },
      "Henchman's soak must be a whole number, got 1.5.",
    ],
    [
      { ...choices, targets: [{ ...henchman, soak: -1 }] },
      "Henchman's soak must be at least 0, got -1.",
    ],
    [
      { ...choices, targets: [{ ...henchman, dice: { positive: [3], negative: [1] } }] },
      "a roll of its own for Henchman is not allowed: the first target's roll is the card's.",
    ],
    [
      {
        ...choices,
        targets: [
          henchman,
          { ...henchman, id: "h2", name: "Mate", dice: { positive: [9], negative: [1] } },
        ],
      },
      "Mate's roll positive die #1 must be between 1 and 6, got 9.",
    ],
    [
      {
        ...choices,
        targets: [
          henchman,
          { ...henchman, id: "h2", name: "Mate", dice: { positive: [3], negative: [0] } },
        ],
      },
      "Mate's roll negative die #1 must be between 1 and 6, got 0.",
    ],
    [{ ...choices, advantageSpent: 31 }, "Advantage spent must be between 0 and 30, got 31."],
  ])("%j is refused: %s", (bad, message) => {
    expect(() => card.requireCardInput(bad as never)).toThrow(message);
  });

  it("the second limitation is named as #2", () => {
    const limitations = [
      { name: "Bad knee", number: 2 },
      { name: "Old wound", number: 0 },
    ];
    expect(() => card.requireCardInput({ ...choices, situation: { limitations } })).toThrow(
      "limitation #2 must be between 1 and 3, got 0.",
    );
  });

  it("a roll of 30 Advantage is the most the pool may hold", () => {
    expect(() => card.requireCardInput({ ...choices, advantageSpent: 30 })).not.toThrow();
  });
});

describe("dice no roll could show are refused, each named", () => {
  it("the card's roll: a 7, or no roll at all", () => {
    expect(() => card.create(actionInput([7], [2]))).toThrow(
      "the roll's positive die #1 must be between 1 and 6, got 7.",
    );
    expect(() => card.create(actionInput([3], [0]))).toThrow(
      "the roll's negative die #1 must be between 1 and 6, got 0.",
    );
    expect(() => card.create({ ...input, dice: null as never })).toThrow(
      "the roll's positive die undefined is not allowed: expected a list of numbers.",
    );
  });

  it("a push of 0, a Fortune reroll of 7", () => {
    const failed = card.create(actionInput([2], [4]));
    expect(() => card.pushLuck(failed, { positive: [3], negative: [0] })).toThrow(
      "the push's negative die #1 must be between 1 and 6, got 0.",
    );
    expect(() => card.fortuneReroll(failed, { positive: [7], negative: [1] }, 3)).toThrow(
      "the reroll's positive die #1 must be between 1 and 6, got 7.",
    );
  });

  it("a target's own roll read on its own: the henchman's 9", () => {
    const c = card.create(input);
    expect(() => card.rollFor(c, { ...henchman, dice: { positive: [9], negative: [1] } })).toThrow(
      "Henchman's roll positive die #1 must be between 1 and 6, got 9.",
    );
    expect(() => card.rollFor(c, { ...henchman, defence: -2 })).toThrow(
      "Henchman's defense must be at least 0, got -2.",
    );
  });

  it("Undo needs the actor's current values", () => {
    const applied = card.apply(card.create(input), "hench", { "system.hits.value": 3 }).card;
    expect(() => card.undo(applied, "hench", null as never)).toThrow(
      "current must be a group of fields, got null.",
    );
  });
});
