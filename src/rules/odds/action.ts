import type { DiceSource } from "../dice";
import { face } from "./dice";
import {
  damage,
  DIE_FACES,
  interpretRoll,
  successChance,
  takeHits,
  type RollResult,
} from "../action";
import {
  checkAgainst,
  requireCardInput,
  rollOptions,
  type ActionCard,
  type ActionTargetInput,
} from "../cards/action";
import { CARD_VERSION } from "../cards/shared";
import { checkAttacks, chooser } from "./attacks";
import { blow, type OddsModel } from "./model";
import type { ActionFighter, OddsFighter, OddsInput } from "./types";

/*
 * Action in the odds (RULES 3): the positive and negative d6 (open-ended unless closed) read as
 * the card reads them, the check against the target's defence, and a Hit when the outcome plus
 * the weapon's damage reaches the soak, taken off the target's Hits as the card's Apply does.
 */

export interface ActionHealth {
  readonly hits: number;
}

/** RULES 3: one die's chain of faces: an open die rolls again on every 6 (Foundry's `x`). */
function chain(dice: DiceSource, closed: boolean): number[] {
  const faces = [face(dice, DIE_FACES)];
  while (!closed && faces[faces.length - 1] === DIE_FACES) faces.push(face(dice, DIE_FACES));
  return faces;
}

interface Reading {
  readonly band: string;
  readonly hit: boolean;
}

export function actionModel(input: OddsInput): OddsModel<ActionHealth> {
  const fighters = input.fighters as readonly ActionFighter[];
  checkAttacks(fighters, (card, targets) => requireCardInput({ ...card, targets }));

  /**
   * Each attack as a card, with no target yet: how its roll is read (RULES 3). rollOptions,
   * checkAgainst and successChance read its attacker, weapon and situation only; the rest
   * makes it a card.
   */
  const cards: ActionCard[][] = fighters.map((f) =>
    f.attacks.map((attack) => ({
      v: CARD_VERSION,
      // Stryker disable next-line StringLiteral: no rule reads the ruleset of a card built here
      ruleset: "action",
      attacker: attack.card.attacker,
      weapon: attack.card.weapon,
      situation: attack.card.situation ?? {},
      // Stryker disable next-line ObjectLiteral,ArrayDeclaration: no rule reads its dice (each attack's roll is read apart)
      dice: { positive: [1], negative: [1] },
      // Stryker disable next-line ArrayDeclaration: no rule reads its targets (each is read apart)
      targets: [],
    })),
  );

  const width = fighters.length;
  const deepest = Math.max(1, ...fighters.map((f) => f.attacks.length));
  const readings = new Map<number, Reading>();
  /**
   * RULES 3: the card's result against this target for these dice (the check, boxcars, a Hit when
   * the damage reaches the soak); it depends on the roll's result and boxcars only, so each is
   * worked out once.
   */
  function reading(
    a: number,
    k: number,
    t: number,
    target: ActionTargetInput,
    guarded: boolean,
    read: RollResult,
  ): Reading {
    // One number per reading, each part below its place: a and t below width, k below deepest,
    // an open roll's result well within ±1000 (a chain of 160 sixes).
    // Stryker disable next-line ArithmeticOperator: a + or × turned − or ÷ here keeps every part below its place: still one key per reading
    const place = ((a * width + t) * deepest + k) * 2 + (guarded ? 1 : 0);
    const key = (place * 2048 + read.result + 1024) * 2 + (read.boxcars ? 1 : 0);
    const known = readings.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the reading is the same
    if (known) return known;
    // the card's own reading of one target (cards/action.ts targetResult, no luck pushed): the
    // check against its defence, then whether the damage reaches its soak
    const card = cards[a][k];
    const checked = checkAgainst(card, target, read);
    const dealt = damage({
      outcome: checked.outcome,
      weaponDamage: card.weapon.damage,
      soak: target.soak,
    });
    const band = checked.special
      ? checked.special === "windfall"
        ? "windfall"
        : "boxcarsFumble"
      : !checked.success
        ? "failure"
        : checked.marginal
          ? "marginalSuccess"
          : "success";
    const made = { band, hit: checked.success && dealt.hit };
    readings.set(key, made);
    return made;
  }

  /** RULES 3: the chance one attack lands a Hit: its check must beat the defence and the soak. */
  function hitChance(a: number, k: number, target: ActionTargetInput): number {
    const card = cards[a][k];
    return successChance({
      ...rollOptions(card),
      skill: card.attacker.skill,
      difficulty: target.defence + Math.max(0, target.soak - card.weapon.damage),
    });
  }

  return {
    defence: "reaction",
    harmUnit: "action",
    health: (f: OddsFighter) => ({ hits: (f as ActionFighter).hits }),
    down: (_f, h) => h.hits === 0,
    defeated: (_f, h) => h.hits === 0,
    harm: (_f, before, after) => before.hits - after.hits,
    margin: (_f, h) => h.hits,
    rollPenalty: () => 0,
    nonDamaged: (_f, h) => h.hits,
    choose: chooser<ActionHealth>(fighters, (a, k, t) =>
      hitChance(a.index, k, fighters[a.index].attacks[k].targets[t.id]),
    ),
    attack(a, k, t, dice, guarded) {
      const attack = fighters[a.index].attacks[k];
      const target = (guarded ? attack.guarded : attack.targets)[t.id] ?? attack.targets[t.id];
      const options = rollOptions(cards[a.index][k]);
      // Stryker disable next-line BooleanLiteral: rollOptions always says whether the roll is closed
      const closed = options.closed ?? false;
      const positive = chain(dice, closed);
      const negative = chain(dice, closed);
      const read = interpretRoll(options, positive, negative);
      const made = reading(a.index, k, t.index, target, guarded, read);
      if (made.hit) t.health = { hits: takeHits(t.health.hits, 1).hits };
      return blow(made.band);
    },
    notes: [{ key: "ActionNoFortune" }, { key: "ActionSetbacks" }],
  };
}
