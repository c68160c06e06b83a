import type { DiceSource } from "../dice";
import { face } from "./dice";
import {
  armorHit,
  attackChances,
  damageDice,
  damageFromFaces,
  occultDown,
  resolveAttack,
  toDice,
  type DamageInput,
} from "../occult";
import type { Band } from "../occult/range";
import { create, requireCardInput, setRange, type OccultCard } from "../cards/occult";
import { damageInput, targetNumberFor } from "../cards/occult-resolution";
import type { OccultOptions } from "../options";
import { checkAttacks, chooser } from "./attacks";
import { blow, type Fighting, type OddsModel } from "./model";
import type { OccultFighter, OddsFighter, OddsInput } from "./types";

/*
 * Occult Ops in the odds (RULES 2): the d100 under the target number the card works out (range
 * band, strike and defence rows), a hit's damage rolled as the card rolls it (a critical: the
 * maximum and a d6), written to the armor or to the person as the card's Apply writes it.
 */

export interface OccultHealth {
  readonly hp: number;
  /** the worn armor's hit points; null without armor */
  readonly armor: number | null;
}

/** The most face combinations enumerated for a weapon's mean damage; past it, the faces' middle. */
const ENUMERATED = 4096;

/** The mean of a damage roll, from the rules' own reading of each set of faces. */
export function meanDamage(input: DamageInput): number {
  const sizes = damageDice(input);
  const combinations = sizes.reduce((n, s) => n * s, 1);
  if (combinations > ENUMERATED)
    return damageFromFaces(
      input,
      sizes.map((s) => Math.ceil(s / 2)),
    ).total;
  let sum = 0;
  const faces = sizes.map(() => 1);
  for (let i = 0; i < combinations; i++) {
    sum += damageFromFaces(input, faces).total;
    for (let d = 0; d < faces.length; d++) {
      if (faces[d] < sizes[d]) {
        faces[d] += 1;
        break;
      }
      faces[d] = 1;
    }
  }
  return sum / combinations;
}

type Target = OccultFighter["attacks"][number]["targets"][string] & { readonly band?: Band };

export function occultModel(input: OddsInput): OddsModel<OccultHealth> {
  const options = input.options as OccultOptions;
  const fighters = input.fighters as readonly OccultFighter[];
  checkAttacks(fighters, (card, targets) => requireCardInput({ ...card, targets }));

  /**
   * The card this attack makes with this d100 against one target, as the roll dialog makes it: the
   * card's own create, and the range band the dialog assumed where no distance was measured.
   */
  function cardOf(f: OccultFighter, k: number, target: Target, d100: number): OccultCard {
    const { band, ...read } = target;
    const card = create({ ...f.attacks[k].card, options, d100, targets: [read] });
    return band ? setRange(card, read.id, band) : card;
  }

  const width = fighters.length;
  const deepest = Math.max(1, ...fighters.map((f) => f.attacks.length));
  const numbers = new Map<number, number | null>();
  /** RULES 2: the target number against this target (null out of range), as the card works it out. */
  function numberFor(a: number, k: number, t: number, target: Target, guarded: boolean) {
    const key = ((a * width + t) * deepest + k) * 2 + (guarded ? 1 : 0);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (numbers.has(key)) return numbers.get(key)!;
    const card = cardOf(fighters[a], k, target, 1);
    const number = targetNumberFor(card, card.targets[0])?.target ?? null;
    numbers.set(key, number);
    return number;
  }

  const inputs = new Map<number, { input: DamageInput; dice: number[] } | null>();
  /**
   * The card's damage roll for this attack (a critical: the weapon's maximum and a d6), its dice
   * read once (the rules' own reading of the weapon's damage) and the sizes of the dice it rolls.
   */
  function damageOf(a: number, k: number, target: Target, critical: boolean) {
    const key = (a * deepest + k) * 2 + (critical ? 1 : 0);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (inputs.has(key)) return inputs.get(key)!;
    const card = cardOf(fighters[a], k, target, 1);
    let made: { input: DamageInput; dice: number[] } | null = null;
    if (card.weapon.dice !== null) {
      const plain = damageInput(card, critical);
      const input = { ...plain, dice: toDice(plain.dice) };
      made = { input, dice: damageDice(input) };
    }
    inputs.set(key, made);
    return made;
  }

  const expected = new Map<string, number>();
  /** Expected hit points one attack takes off a fresh target: for choosing between weapons. */
  function expectedHarm(a: Fighting<OccultHealth>, k: number, t: Fighting<OccultHealth>): number {
    const key = `${a.index}:${k}:${t.index}`;
    const known = expected.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (known !== undefined) return known;
    const target = fighters[a.index].attacks[k].targets[t.id];
    const number = numberFor(a.index, k, t.index, target, false);
    let value = 0;
    const plain = damageOf(a.index, k, target, false);
    const critical = damageOf(a.index, k, target, true);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: chooser asks only of attacks with a target number, and a weapon's plain and critical rolls are both null (no damage dice) or neither
    if (number !== null && plain && critical) {
      const c = attackChances(number);
      const armored = (target.armor?.hp ?? 0) > 0;
      value =
        c.critical * meanDamage(critical.input) +
        (c.bypassArmor - c.critical) * meanDamage(plain.input) +
        (armored ? 0 : c.armorHit * meanDamage(plain.input));
    }
    expected.set(key, value);
    return value;
  }

  return {
    defence: "turn",
    harmUnit: "occult",
    health: (f: OddsFighter) => ({
      hp: (f as OccultFighter).hp,
      armor: (f as OccultFighter).target.armor?.hp ?? null,
    }),
    down: (_f, h) => occultDown(h.hp),
    defeated: (_f, h) => occultDown(h.hp),
    harm: (_f, before, after) => before.hp - after.hp,
    margin: (_f, h) => h.hp,
    rollPenalty: () => 0,
    nonDamaged: (_f, h) => h.hp,
    choose: chooser(fighters, expectedHarm, (a, k, t) => {
      const target = fighters[a.index].attacks[k].targets[t.id];
      return numberFor(a.index, k, t.index, target, false) !== null;
    }),
    // RULES 2 dodge: a fighter down to half its hit points dodges its turn, unless its foe is too
    keepsGuard(self, target) {
      const half = (f: Fighting<OccultHealth>) =>
        f.health.hp * 2 <= (fighters[f.index] as OccultFighter).hp;
      return half(self) && !half(target);
    },
    attack(a, k, t, dice: DiceSource, guarded) {
      const attack = fighters[a.index].attacks[k];
      const target = ((guarded ? attack.guarded : attack.targets)[t.id] ??
        attack.targets[t.id]) as Target;
      const number = numberFor(a.index, k, t.index, target, guarded);
      const d100 = face(dice, 100);
      if (number === null) return blow("miss");
      const read = resolveAttack(number, d100);
      if (!read.hit) return blow(read.fumble ? "epicFumble" : "miss");
      const band = blow(read.critical ? "critical" : read.bypassArmor ? "pastArmor" : "armorHit");
      const roll = damageOf(a.index, k, target, read.critical);
      if (roll === null) return band;
      // RULES 2: the damage roll as rollDamage makes it: each die, then the rules read the faces
      const faces = roll.dice.map((size) => face(dice, size));
      const damage = damageFromFaces(roll.input, faces).total;
      const h = t.health;
      // as the card's Apply writes it: armor unless the hit bypassed it, else the person
      // Stryker disable next-line ConditionalExpression: no armor (null) is not above 0 either
      if (h.armor !== null && h.armor > 0 && !read.bypassArmor)
        t.health = {
          hp: h.hp,
          // Stryker disable next-line OptionalChaining: armor worn (h.armor) is the target's armor, read with it
          armor: armorHit({ hp: h.armor, drPercent: target.armor?.drPercent }, damage).hp,
        };
      else t.health = { hp: Math.max(0, h.hp - damage), armor: h.armor };
      return band;
    },
    notes: [{ key: "OccultSingleShots" }, { key: "OccultFumbles" }, { key: "OccultArmorGone" }],
  };
}
