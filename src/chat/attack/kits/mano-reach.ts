import { strikes, type ManoReach } from "../../../rules/cards/mano";
import type { Reachable } from "../../../rules/rounds";
import type { Form } from "../../view-models/dialog/form";
import type { DialogField } from "../../view-models/dialog/types";
import { itemsOfType, type TargetView } from "../views";
import { dialogKey, targetField } from "./shared";

/*
 * Action Rounds RULES 4 outreached attackers, in the attack dialog: when the target's longest
 * weapon reaches further than the attacker's (and the attack is not a throw or a shot), the
 * attacker may strike only that weapon, and only while the target attacks it, unless the target
 * attacks with something shorter than the attacker's reach. The dialog asks whether the target
 * is attacking now and with which of its weapons, and how far away it stands when no token says.
 * Interpretation: a character's reach is the longest `reach` among its equipped weapons; closer
 * than half the target's reach, the attacker is inside it and not outreached (the rules decide).
 */

interface ReachData {
  reach: number;
  equipped: boolean;
}

export interface OutreachChoice {
  readonly fields: DialogField[];
  readonly outreach?: ManoReach;
  /** what the attack may strike: the target, only its weapon, or nothing yet */
  readonly strikes: Reachable;
}

/** A target's outreach fields (added to `form` only when it outreaches the attacker). */
export function outreachChoice(
  form: Form,
  target: TargetView,
  attacker: { reach: number; missile: boolean },
  action: string,
): OutreachChoice {
  const from = form.fields.length;
  const weapons = itemsOfType<ReachData>(target.actor, "mano-weapon").filter(
    (w) => w.system.equipped,
  );
  const longest = Math.max(0, ...weapons.map((w) => w.system.reach));
  if (attacker.missile || longest <= attacker.reach) return { fields: [], strikes: "target" };
  const distance =
    target.metres ??
    form.number(targetField(target, "distance"), dialogKey("Mano", "Distance"), {
      initial: 0,
      min: 0,
      max: 100000,
      hint: dialogKey("Mano", "InsideReachHint"),
    }).value;
  const attacking = form.checkbox(
    targetField(target, "attacking"),
    dialogKey("Mano", "Attacking"),
    {
      initial: false,
      hint: dialogKey("Mano", "AttackingHint"),
    },
  ).value;
  const longestFirst = [...weapons].sort((a, b) => b.system.reach - a.system.reach);
  const chosen = form.select(
    targetField(target, "attackWith"),
    dialogKey("Mano", "AttackWith"),
    longestFirst.map((w) => ({
      value: w.id,
      label: `${w.name} (${w.system.reach} m)`,
      literal: true,
    })),
    // Stryker disable next-line ObjectLiteral: the longest is the first option, which Form takes when none is given
    { initial: longestFirst[0].id },
  ).value;
  const outreach: ManoReach = {
    attacker: attacker.reach,
    target: longest,
    attacking,
    // the select keeps to its options, so the weapon chosen is one of them
    attackReach: longestFirst.find((w) => w.id === chosen)!.system.reach,
    distance,
  };
  return {
    fields: form.since(from),
    outreach,
    strikes: strikes({ situation: { action } }, { outreach }),
  };
}
