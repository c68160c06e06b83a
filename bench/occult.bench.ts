import { it } from "vitest";
import { seeded } from "../src/rules/dice";
import {
  armorHit,
  attackChances,
  parseDice,
  resolveAttack,
  rollDamage,
  targetNumber,
  type AttackSetup,
  type OccultArmor,
} from "../src/rules/occult";
import { measure, note } from "./harness";

// One Occult Ops attack end to end: Todd's shot (short range, skill, cover) with a scope, the
// d100 roll, damage on a hit (critical when rolled) and the flak jacket taking it.
const setup: AttackSetup = {
  range: "short",
  strike: 10,
  skill: 10,
  defence: 10,
  strikeModifiers: ["aimed", "scope"],
  defenceModifiers: ["partialCover"],
};
const weapon = parseDice("2d6+1");
const jacket: OccultArmor = { hp: 50 };

it("occult: per-attack resolution cost", () => {
  const dice = seeded(2024);
  let hits = 0;
  let attacks = 0;
  const attack = () => {
    attacks += 1;
    const { target } = targetNumber(setup);
    const result = resolveAttack(target, dice.roll(100));
    if (!result.hit) return result;
    hits += 1;
    const damage = rollDamage({ dice: weapon, critical: result.critical }, dice);
    return result.bypassArmor ? damage.total : armorHit(jacket, damage.total);
  };
  // The first functions measured in a fresh worker run cold; warm the whole path up first.
  for (let i = 0; i < 20_000; i++) attack();
  measure("occult attack (target number → resolve → damage → armor)", attack);
  note(`occult attack: ${((100 * hits) / attacks).toFixed(1)}% of benchmark attacks hit`);
  measure("occult targetNumber (6 itemised modifiers)", () => targetNumber(setup));
  measure("occult resolveAttack", () => resolveAttack(75, dice.roll(100)));
  measure("occult attackChances", () => attackChances(75));
  measure('occult parseDice("3d6x2")', () => parseDice("3d6x2"));
});
