import { poll } from "./poll";
import type { Page } from "playwright-core";
import { cardButton, clickCard, lastCard } from "./steps";

/*
 * One fight per ruleset on the playground with seeded dice: who attacks whom with what, the
 * card's own choices before Apply, and the tracker mode the ruleset runs.
 */

export interface Fight {
  ruleset: string;
  mode: string;
  attacker: string;
  weapon: string;
  target: string;
  /** the card's choices before Apply */
  choices(page: Page): Promise<void>;
  /** the Apply buttons this ruleset offers, the first one enabled is used */
  apply: string[];
}

export const FIGHTS: Fight[] = [
  {
    ruleset: "okrpg",
    mode: "ladder",
    attacker: "Jack Steele",
    weapon: "Heavy pistol",
    target: "Hired goon",
    apply: ["apply"],
    // RULES 1.4: an extra success spent on full damage shows on the card, and can be taken back
    async choices(page) {
      await clickCard(page, "spend", { option: "fullDamage" });
      await poll(() =>
        lastCard(page)
          .locator("[data-action=unspend][data-option=fullDamage]:not([disabled])")
          .count(),
      ).toBe(1);
    },
  },
  {
    ruleset: "occult",
    mode: "standard",
    attacker: "Father Dominic Reyes",
    weapon: "Desert Eagle",
    target: "Bandit",
    apply: ["applyArmor", "applyPerson"],
    // RULES 2: the damage is rolled on the card, then goes to the armor or the person
    async choices(page) {
      await clickCard(page, "rollDamage");
    },
  },
  {
    ruleset: "action",
    mode: "shots",
    attacker: "Peter",
    weapon: "Pistol",
    target: "Triad thugs",
    apply: ["apply"],
    async choices() {},
  },
  {
    ruleset: "rounds",
    mode: "readyHp",
    attacker: "Sir Aldric",
    weapon: "Longsword",
    target: "Brenna of the Marches",
    apply: ["apply"],
    async choices() {},
  },
  {
    ruleset: "mano",
    mode: "turns",
    attacker: "Man-at-arms",
    weapon: "Longsword",
    target: "Steven",
    apply: ["apply"],
    // Apply acts on the characters targeted now, or back on those of the roll
    async choices(page) {
      await clickCard(page, "targetMode", { mode: "selected" });
      await clickCard(page, "targetMode", { mode: "recorded" });
    },
  },
];

/** The first of `actions` the last card offers for the target. */
export async function firstOffered(
  page: Page,
  actions: string[],
  targetId: string,
): Promise<string> {
  for (const action of actions)
    if (await cardButton(page, action, { target: targetId }).count()) return action;
  throw new Error(`the card offers none of ${actions.join(", ")}`);
}
