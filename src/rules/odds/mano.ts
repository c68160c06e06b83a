import type { DiceSource } from "../dice";
import { face } from "./dice";
import { D20, HEALTH_STATES, health, refusal, stunAfterTurn, type HealthState } from "../mano";
import { nonDamagedHp } from "../rounds";
import {
  requireCardInput,
  resolveTarget,
  strikes,
  type ManoCard,
  type ManoTargetInput,
} from "../cards/mano";
import { CARD_VERSION } from "../cards/shared";
import type { ManoOptions } from "../options";
import { checkAttacks } from "./attacks";
import { blow, type Fighting, type OddsModel } from "./model";
import { signatures } from "./signature";
import type { ManoFighter, OddsFighter, OddsInput } from "./types";

/*
 * Mano a Mano (RULES 5) and Action Rounds (RULES 4 [I-7]) in the odds: the d20 against the
 * difficulty the card works out, the stun and damage a hit does through the armor, added to the
 * target's as the card's Apply adds them; incapacitated is out. A Mano a Mano fighter recovers
 * stun at the end of its own turn, as the tracker's end of turn writes it.
 */

export interface ManoHealth {
  readonly stun: number;
  readonly damage: number;
}

interface Landed {
  readonly success: boolean;
  readonly natural20: boolean;
  readonly stun: number;
  readonly damage: number;
}

export function manoModel(input: OddsInput): OddsModel<ManoHealth> {
  const options = input.options as ManoOptions;
  const fighters = input.fighters as readonly ManoFighter[];
  checkAttacks(fighters, (card, targets) => requireCardInput({ ...card, targets }));

  const states = new Map(fighters.map((f) => [f, new Map<number, HealthState>()]));
  /** RULES 5: healthy, injured or incapacitated, by its stun and damage */
  function stateOf(f: ManoFighter, h: ManoHealth): HealthState {
    const byHarm = states.get(f)!;
    // Stryker disable next-line ArithmeticOperator: stun and damage stay far below 100 000, so either way each pair has its own key
    const key = h.stun * 100_000 + h.damage;
    let state = byHarm.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (state === undefined)
      byHarm.set(key, (state = health(h.stun, h.damage, f.target.toughness, f.target.stamina)));
    return state;
  }

  const cardOf = (f: ManoFighter, k: number, d20: number): ManoCard => ({
    v: CARD_VERSION,
    ruleset: f.ruleset,
    ...f.attacks[k].card,
    options,
    d20,
    // Stryker disable next-line ArrayDeclaration: the card's targets are read only for a coverer (covererOf), found by id: an entry with no id covers no one, as an empty list
    targets: [],
  });

  // numeric keys: attack, target, defence bonus and face (the bonus lies within ±20 + 5); the
  // attack and the target named by what the rules read of them (signature.ts)
  const named = signatures();
  const attackSig = fighters.map((f) => f.attacks.map((a) => named(a.card)));
  const targetSig = new Map<ManoTargetInput, number>();
  const sigOf = (target: ManoTargetInput) => {
    let n = targetSig.get(target);
    // Stryker disable next-line ConditionalExpression: the same reading gets the same name again
    if (n === undefined) {
      const { stun: _stun, damage: _damage, defenceBonus: _bonus, ...read } = target;
      targetSig.set(target, (n = named(read)));
    }
    return n;
  };
  const landings = new Map<number, Landed>();
  /** RULES 5: the card's result against this target for this d20 (it reads no stun or damage). */
  function landing(a: number, k: number, target: ManoTargetInput, face: number): Landed {
    const key =
      ((attackSig[a][k] * 100_000 + sigOf(target)) * 64 + (target.defenceBonus ?? 0) + 32) * 32 +
      face;
    const known = landings.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (known) return known;
    // the card's own reading of one target (cards/mano.ts targetResult): the reach it strikes
    // at, the attack resolved, and the harm that lands unless only its weapon was reached
    const card = cardOf(fighters[a], k, face);
    const reach = strikes(card, target);
    const r = reach === "none" ? null : resolveTarget(card, target);
    const landed =
      r !== null &&
      // Stryker disable next-line ConditionalExpression: with no coverer on the card (above) a hit is on the target or nothing, and nothing leaves no wound
      r.hits === "target" &&
      r.wound !== null &&
      reach !== "weapon";
    const made = {
      success: r?.success ?? false,
      natural20: face === D20,
      stun: landed ? r.wound!.harm.stun : 0,
      damage: landed ? r.wound!.harm.damage : 0,
    };
    landings.set(key, made);
    return made;
  }

  /** RULES 5: the stun left after a turn's end, by fighter, stun and damage */
  const recovered = new Map<number, number>();

  const evadingAs = new Map<ManoTargetInput, Map<number, ManoTargetInput>>();
  /** The target as the dialog reads it, its defence bonus until its next turn filled in. */
  function targetFor(a: number, k: number, t: string, guarded: boolean, evading: number) {
    const attack = fighters[a].attacks[k];
    const target = (guarded ? attack.guarded : attack.targets)[t] ?? attack.targets[t];
    // RULES 5: evading (+4 until its first turn) and a cautious strike's +5 never overlap
    // Stryker disable next-line EqualityOperator: an equal bonus gives the same target either way
    if (evading <= (target.defenceBonus ?? 0)) return target;
    let byBonus = evadingAs.get(target);
    // Stryker disable next-line ConditionalExpression: a fresh copy reads the same
    if (!byBonus) evadingAs.set(target, (byBonus = new Map()));
    let made = byBonus.get(evading);
    // Stryker disable next-line ConditionalExpression: a fresh copy reads the same
    if (!made) byBonus.set(evading, (made = { ...target, defenceBonus: evading }));
    return made;
  }

  const expected = new Map<string, number>();
  /** Expected stun and damage one attack does to a target standing as it starts: for choosing. */
  function expectedHarm(a: Fighting<ManoHealth>, k: number, t: Fighting<ManoHealth>): number {
    const key = `${a.index}:${k}:${t.index}`;
    const known = expected.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (known !== undefined) return known;
    const target = fighters[a.index].attacks[k].targets[t.id];
    let sum = 0;
    for (let face = 1; face <= D20; face++) {
      const l = landing(a.index, k, target, face);
      sum += l.stun + l.damage;
    }
    expected.set(key, sum / D20);
    return sum / D20;
  }

  /** RULES 5: what the attacker's health allows now (an injured fighter has no strenuous actions). */
  function allowed(a: Fighting<ManoHealth>, k: number, state: HealthState): boolean {
    const { card } = fighters[a.index].attacks[k];
    return (
      refusal(card.situation.action, {
        health: state,
        posture: card.attacker.posture ?? "standing",
        // Stryker disable next-line LogicalOperator: refusal reads a missing grip as none itself
        grip: card.attacker.grip ?? "none",
      }) === null
    );
  }

  const choices = new Map<number, number>();

  return {
    defence: "turn",
    harmUnit: "mano",
    health: (f: OddsFighter) => ({
      stun: (f as ManoFighter).target.stun,
      damage: (f as ManoFighter).target.damage,
    }),
    down: (f, h) => stateOf(f as ManoFighter, h) === "incapacitated",
    defeated: (f, h) => stateOf(f as ManoFighter, h) === "incapacitated",
    harm: (_f, before, after) => after.stun + after.damage - before.stun - before.damage,
    margin: (f, h) => (f as ManoFighter).target.stamina - h.stun - h.damage,
    rollPenalty: () => 0,
    nonDamaged: (f, h) => nonDamagedHp((f as ManoFighter).hitPoints, h.stun, h.damage),
    choose(a, t, defensive) {
      const state = stateOf(fighters[a.index], a.health);
      const key =
        ((a.index * fighters.length + t.index) * 2 + (defensive ? 1 : 0)) * 3 +
        HEALTH_STATES.indexOf(state);
      const known = choices.get(key);
      // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
      if (known !== undefined) return known;
      const attacks = fighters[a.index].attacks;
      let best = -1;
      let bestKey = -Infinity;
      attacks.forEach((attack, k) => {
        if (!(t.id in attack.targets) || !allowed(a, k, state)) return;
        if (attack.defensive && !defensive) return;
        // the defensive option first when the policy asks for it, then the best expected harm
        const value = (attack.defensive ? 1000 : 0) + expectedHarm(a, k, t);
        if (value > bestKey) {
          best = k;
          bestKey = value;
        }
      });
      choices.set(key, best);
      return best;
    },
    attack(a, k, t, dice: DiceSource, guarded, evading = 0) {
      const target = targetFor(a.index, k, t.id, guarded, evading);
      const natural = face(dice, D20);
      const l = landing(a.index, k, target, natural);
      // Stryker disable next-line ConditionalExpression: adding no harm writes the same health
      if (l.stun || l.damage)
        t.health = { stun: t.health.stun + l.stun, damage: t.health.damage + l.damage };
      return blow(!l.success ? "failure" : l.natural20 ? "natural20" : "success");
    },
    // RULES 5: a Mano a Mano character recovers stun at the end of its own turn (Action Rounds not)
    ...(input.ruleset === "mano"
      ? {
          turnEnd(self: Fighting<ManoHealth>) {
            const f = fighters[self.index];
            const { stun, damage } = self.health;
            // Stryker disable next-line ConditionalExpression: no stun recovers to no stun
            if (stun === 0) return;
            const key = (self.index * 100_000 + stun) * 100_000 + damage;
            let left = recovered.get(key);
            // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
            if (left === undefined)
              recovered.set(
                key,
                (left = stunAfterTurn({
                  stun,
                  damage,
                  toughness: f.target.toughness,
                  stamina: f.target.stamina,
                })),
              );
            self.health = { stun: left, damage };
          },
        }
      : {}),
    notes: [
      { key: input.ruleset === "rounds" ? "RoundsOneHp" : "ManoOneAction" },
      { key: "ManoStrikesOnly" },
    ],
  };
}
