import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { it } from "vitest";
import { attackInput, rollAttack } from "../playground/app/attack";
import { actorSheetContent } from "../playground/app/sheets";
import { preparedActorSystem, preparedItemSystem } from "../src/data/prepared";
import { seeded } from "../src/rules/dice";
import type { RulesetId } from "../src/rules/rulesets";
import { table } from "../test/browser/host-world";
import { measure, note } from "./harness";

// The playground renders the whole page after every write: what one click costs in each part
// (preparing a character, a sheet, an attack and its card, the tracker), per ruleset, in node.

const FIGHTS: [RulesetId, string, string, string][] = [
  ["okrpg", "Jack Steele", "Heavy pistol", "Hired goon"],
  ["occult", "Father Dominic Reyes", "Desert Eagle", "Bandit"],
  ["action", "Peter", "Pistol", "Triad thugs"],
  ["rounds", "Sir Aldric", "Longsword", "Brenna of the Marches"],
  ["mano", "Man-at-arms", "Longsword", "Steven"],
];

it("playground: preparing, rendering and attacking per ruleset", () => {
  for (const [ruleset, attackerName, weaponName, targetName] of FIGHTS) {
    const t = table(ruleset, seeded(1));
    const attacker = t.actor(attackerName);
    const target = t.actor(targetName);
    const stored = t.store.stored(attacker.id)!;
    measure(`${ruleset}: prepare ${attackerName} (normalise + derive)`, () => {
      const items = stored.items.map((i) => ({
        id: i._id,
        name: i.name,
        type: i.type,
        system: preparedItemSystem(i.type, i.system),
      }));
      return preparedActorSystem(stored.type, stored.system, items);
    });
    measure(`${ruleset}: render ${attackerName}'s sheet`, () =>
      actorSheetContent(t.host, attacker, undefined),
    );
    const input = attackInput(t.host, {
      attacker,
      weaponId: attacker.items.contents.find((i) => i.name === weaponName)!.id,
      targets: [target],
      readyHp: null,
    })!;
    measure(`${ruleset}: roll an attack and render its card`, () => {
      const made = rollAttack(t.host, input, {})!;
      return t.chat.html({ ...t.chat.post(made.card, made.rolls) });
    });
    t.tracker.reset(ruleset);
    t.tracker.follow([attacker.id, target.id]);
    measure(`${ruleset}: render the tracker`, () => t.tracker.html());
  }
  const assets = join(import.meta.dirname, "..", "test-results", "playground-dist", "assets");
  if (existsSync(assets))
    for (const file of readdirSync(assets))
      note(
        `playground bundle ${file}: ${(statSync(join(assets, file)).size / 1024).toFixed(0)} KiB`,
      );
});
