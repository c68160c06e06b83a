import { requireInteger } from "../errors";
import type { AttackInput, AttackResult, Defender } from "../mano/resolve";
import { resolveAttack as resolveManoAttack } from "../mano/resolve";
import type { RoundsOptions } from "../options";
import { extraPower, passiveDefence } from "./spending";

/** A defender in Action Rounds: a Mano a Mano defender with this round's passive defence HP. */
export interface RoundsDefender extends Defender {
  /** Hit points spent on defensive manoeuvring this round. */
  passiveHp?: number;
}

/** An Action Rounds attack: a Mano a Mano attack plus the hit points spent on it. */
export interface RoundsAttackInput extends Omit<
  AttackInput,
  "extraPower" | "target" | "coveredBy"
> {
  /** Ready hit points spent on the attack (at least 1); each beyond the first adds 1 power. */
  hpSpent: number;
  target: RoundsDefender;
  coveredBy?: RoundsDefender;
}

function asManoDefender(d: RoundsDefender, who: string): Defender {
  const { passiveHp, ...defender } = d;
  const bonus = requireInteger(`${who} defence bonus`, defender.defenceBonus ?? 0);
  return { ...defender, defenceBonus: bonus + passiveDefence(passiveHp ?? 0) };
}

/**
 * Resolves an Action Rounds attack [I-7]: exactly a Mano a Mano attack (mano.resolveAttack),
 * with +1 power per hit point spent beyond the first and +1 defence per passive-defence hit
 * point of the defender (RULES 4).
 */
export function resolveAttack(
  input: RoundsAttackInput,
  options: Partial<RoundsOptions> = {},
): AttackResult {
  const { hpSpent, target, coveredBy, ...rest } = input;
  return resolveManoAttack(
    {
      ...rest,
      extraPower: extraPower(hpSpent),
      target: asManoDefender(target, "target"),
      coveredBy: coveredBy === undefined ? undefined : asManoDefender(coveredBy, "coverer"),
    },
    options,
  );
}
