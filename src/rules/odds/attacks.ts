import type { Fighting } from "./model";
import type { OddsAttack, OddsFighter } from "./types";

/*
 * What every ruleset's model does with its fighters' attacks: checks them with the card's own input
 * check once, and picks the one of best expected effect on a target.
 */

/**
 * Checks each attack as its card checks its input: the attacker's part with every target it
 * reads (plainly and guarded, each under an id of its own).
 */
export function checkAttacks<A, T extends { readonly id: string }>(
  fighters: readonly { readonly attacks: readonly OddsAttack<A, T>[] }[],
  check: (card: A, targets: T[]) => void,
): void {
  for (const f of fighters)
    for (const attack of f.attacks)
      check(
        attack.card,
        [...Object.values(attack.targets), ...Object.values(attack.guarded)].map((t, i) => ({
          ...t,
          id: `${t.id}#${i}`,
        })),
      );
}

/**
 * The attack each fighter makes on each target: among those that reach it (and `usable`), the
 * one of highest `expected` effect, asked only when there is a choice; -1 when none reaches.
 * Worked out once per attacker and target (the choice does not change in a fight).
 */
export function chooser<H>(
  fighters: readonly OddsFighter[],
  expected: (attacker: Fighting<H>, k: number, target: Fighting<H>) => number,
  usable: (attacker: Fighting<H>, k: number, target: Fighting<H>) => boolean = () => true,
): (attacker: Fighting<H>, target: Fighting<H>) => number {
  const chosen = new Map<number, number>();
  return (a, t) => {
    const key = a.index * 10_000 + t.index;
    const known = chosen.get(key);
    if (known !== undefined) return known;
    const attacks = fighters[a.index].attacks;
    let best = -1;
    let bestValue = -Infinity;
    attacks.forEach((attack, k) => {
      if (!(t.id in attack.targets) || !usable(a, k, t)) return;
      const value = attacks.length === 1 ? 0 : expected(a, k, t);
      if (value > bestValue) {
        best = k;
        bestValue = value;
      }
    });
    chosen.set(key, best);
    return best;
  };
}
