import { describe, expect, it } from "vitest";
import { itemRuleset, RULESET_IDS } from "../../src/rules/rulesets";
import { seeded } from "../../src/rules/dice";
import { enabledButtons } from "./buttons";
import { table } from "./host-world";

/*
 * Every weapon every sample character carries, used as a player would: the attack button on the
 * weapon row against another sample character, then every button the card offers enabled, pressed
 * in turn until none is left to press. Nothing may break, and a button offered enabled must do
 * what it says: the rules never refuse it.
 */

// toggles and target modes flip back and forth; Undo takes back the Apply just made
const ENDLESS = new Set(["toggleTargets", "targetMode", "undo", "undoAll", "unspend", "undoAmmo"]);

describe("every sample character's every weapon, with every card button", () => {
  for (const ruleset of RULESET_IDS)
    it(`${ruleset}: each attack makes a card and each enabled button works`, () => {
      const t = table(ruleset, seeded(ruleset.length * 7919));
      const names = t.store.ids().map((id) => t.store.stored(id)!.name);
      let attacks = 0;
      let applied = 0;
      for (const name of names) {
        const attacker = t.actor(name);
        const target = t.actor(names.find((other) => other !== name)!);
        const weapons = attacker.items.contents.filter(
          (item) => item.type === `${itemRuleset(ruleset)}-weapon`,
        );
        // each weapon a few times: the dice bring hits, misses, criticals and fumbles
        for (const item of [...weapons, ...weapons, ...weapons]) {
          // each attack on a turn of its own, guns reloaded: RULES 2's round tally (a jump kick
          // only first, a power punch skipping the next) and empty magazines refuse attacks
          if (ruleset === "occult") newOccultTurn(t.store, attacker.id);
          const noticed = t.notices.length;
          const message = t.attack(name, item.name, target.name, []);
          expect(t.notices.slice(noticed), `${name} with ${item.name}`).toEqual([]);
          attacks++;
          const pressed = new Set<string>();
          for (let round = 0; round < 20; round++) {
            const next = enabledButtons(t.chat.html(message)).find(
              (b) => !pressed.has(JSON.stringify(b)),
            );
            if (!next) break;
            pressed.add(JSON.stringify(next));
            if (ENDLESS.has(next.action)) continue;
            const before = t.notices.length;
            const revision = message.revision;
            // the GM's adjustment goes with the amount and reason typed beside it
            const typed: Record<string, string> =
              next.action === "adjust" ? { amount: "1", reason: "arsenal" } : {};
            t.click(message.id, next.action, { ...next.data, ...typed });
            // the button did something: the card changed (and was written once)
            expect(message.revision, `${name} with ${item.name}: ${next.action}`).toBe(
              revision + 1,
            );
            if (next.action.startsWith("apply")) applied++;
            expect(
              t.notices.slice(before),
              `${name} with ${item.name}: ${next.action} ${JSON.stringify(next.data)}`,
            ).toEqual([]);
          }
        }
      }
      expect(attacks).toBeGreaterThan(9);
      // the dice brought hits, and their results were written
      expect(applied).toBeGreaterThan(1);
    });
});

/** A fresh turn for an Occult Ops character: no attacks made yet, every magazine full. */
function newOccultTurn(store: ReturnType<typeof table>["store"], id: string): void {
  const stored = store.stored(id)!;
  store.updateActor(id, {
    "system.turn.attacks": 0,
    "system.turn.blocked": "none",
    items: stored.items.map((item) => {
      const magazine = (item.system as { magazine?: { capacity: number } }).magazine;
      return { _id: item._id, system: magazine ? { magazine: { loaded: magazine.capacity } } : {} };
    }),
  });
}
