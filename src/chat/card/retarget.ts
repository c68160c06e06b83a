import * as action from "../../rules/cards/action";
import * as mano from "../../rules/cards/mano";
import * as occult from "../../rules/cards/occult";
import * as okrpg from "../../rules/cards/okrpg";
import type { CardTarget } from "../../rules/cards/shared";
import { notAllowed } from "../../rules/errors";
import type { Band } from "../../rules/occult";
import type { AttackCard } from "../view-models";

/*
 * The same attack against other targets: the card rebuilt from its own dice and situation
 * (nothing is rolled again) for the tokens selected now, and the choices that belong to the roll
 * rather than to a target carried over — a Fortune reroll, pushed luck, a Friction Check, an
 * Epic Fumble d20, a grenade's scatter and blast, a burst's rounds. Choices made against the old
 * targets (OK RPG's spent successes, damage rolled per target) start afresh. Refused while any
 * result is applied.
 */

/** A new target as its ruleset's card takes it. */
export type TargetInput =
  | okrpg.OkrpgTargetInput
  | occult.OccultTargetInput
  | action.ActionTargetInput
  | mano.ManoTargetInput;

export function retarget(
  card: AttackCard,
  targets: readonly TargetInput[],
  bands: Readonly<Record<string, Band>> = {},
): AttackCard {
  if ((card.targets as readonly CardTarget[]).some((t) => t.applied))
    throw notAllowed("changing whom Apply acts on", "a result is applied; undo it first");
  switch (card.ruleset) {
    case "okrpg":
      return okrpg.create({
        attacker: card.attacker,
        weapon: card.weapon,
        situation: card.situation,
        fudge: card.fudge,
        ...(card.options ? { options: card.options } : {}),
        targets: targets as okrpg.OkrpgTargetInput[],
      });
    case "occult": {
      let next = occult.create({
        attacker: card.attacker,
        weapon: card.weapon,
        situation: card.situation,
        d100: card.d100,
        ...(card.options ? { options: card.options } : {}),
        targets: targets as occult.OccultTargetInput[],
      });
      for (const [id, band] of Object.entries(bands)) next = occult.setRange(next, id, band);
      if (card.fumbleD20 !== undefined) next = occult.drawFumble(next, card.fumbleD20);
      if (card.scatter) next = occult.scatter(next, card.scatter.direction, card.scatter.distance);
      if (card.blastFaces) next = occult.rollDamage(next, card.blastFaces);
      return card.ammo ? { ...next, ammo: card.ammo } : next;
    }
    case "action": {
      let next = action.create({
        attacker: card.attacker,
        weapon: card.weapon,
        situation: card.situation,
        dice: card.fortune?.first ?? card.dice,
        targets: targets as action.ActionTargetInput[],
      });
      // the Fortune point was spent when the reroll was made; only the reroll is replayed
      if (card.fortune) next = action.fortuneReroll(next, card.dice, card.fortune.before).card;
      if (card.push && action.pushBlocked(next) === null) next = action.pushLuck(next, card.push);
      if (card.friction !== undefined) next = action.frictionCheck(next, card.friction);
      return next;
    }
    default:
      return mano.create({
        ruleset: card.ruleset,
        attacker: card.attacker,
        weapon: card.weapon,
        situation: card.situation,
        d20: card.d20,
        ...(card.options ? { options: card.options } : {}),
        targets: targets as mano.ManoTargetInput[],
      });
  }
}
