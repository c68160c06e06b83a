import type { DiceSource } from "../dice";
import { requireBoolean, requireFinite, requireInteger, requireWithin } from "../errors";
import { D20 } from "../mano/success";

/** What decides who acts first within one Action Rounds turn. */
export interface Contender {
  /** Ready hit points (in the carry-over turns: carry-over hit points). */
  hp: number;
  /** Reach of the weapon it acts with, in metres (a missile weapon: its range). */
  reach: number;
  /** Acts with a missile weapon. */
  missile?: boolean;
  /** Its modifier for the action it is about to take. */
  bonus: number;
  /** Surprised the others with stealth or a trick: decides first regardless. */
  surprise?: boolean;
}

function read(c: Contender, who: string): Required<Contender> {
  return {
    hp: requireInteger(`${who} hit points`, c.hp, { min: 0 }),
    reach: requireWithin(`${who} reach`, c.reach, { min: 0 }),
    missile: requireBoolean(`${who} missile`, c.missile, false),
    bonus: requireInteger(`${who} bonus`, c.bonus),
    surprise: requireBoolean(`${who} surprise`, c.surprise, false),
  };
}

/**
 * RULES 4 acting order, as a sort comparator (negative: `a` acts first; 0: a roll-off decides).
 * Surprise first; then most hit points; then longest reach, except that when the two are closer
 * than half the longer reach (`distance`, metres, when known) the closer one acts first, unless
 * the longer reach is a missile weapon's range; then the highest bonus.
 * Our reading of "the closer character": of two fighters that close, the one with the shorter
 * weapon, which is inside the long weapon's reach, goes first.
 */
export function compareActingOrder(a: Contender, b: Contender, distance?: number): number {
  const x = read(a, "first");
  const y = read(b, "second");
  if (x.surprise !== y.surprise) return x.surprise ? -1 : 1;
  if (x.hp !== y.hp) return y.hp - x.hp;
  if (x.reach !== y.reach) {
    const longer = x.reach > y.reach ? x : y;
    const longerFirst = x.reach > y.reach ? -1 : 1;
    const close =
      distance !== undefined && requireWithin("distance", distance, { min: 0 }) < longer.reach / 2;
    return close && !longer.missile ? -longerFirst : longerFirst;
  }
  return y.bonus - x.bonus;
}

/** The most rerolls a roll-off tolerates before it gives up (a broken dice source). */
const MAX_ROLL_OFF_ROUNDS = 1000;

/**
 * RULES 4 roll-off: each tied character rolls a die (a d20 here), highest first; characters
 * that roll the same reroll among themselves until no two are equal. Returns the ids in order.
 */
export function rollOff(ids: readonly string[], dice: DiceSource, rounds = 0): string[] {
  if (ids.length < 2) return [...ids];
  if (rounds >= MAX_ROLL_OFF_ROUNDS)
    throw new RangeError(`roll-off still tied after ${rounds} rerolls`);
  const rolled = ids.map((id) => ({ id, face: requireFinite("roll", dice.roll(D20)) }));
  const faces = [...new Set(rolled.map((r) => r.face))].sort((p, q) => q - p);
  return faces.flatMap((face) =>
    rollOff(
      rolled.filter((r) => r.face === face).map((r) => r.id),
      dice,
      rounds + 1,
    ),
  );
}

/**
 * Everyone's acting order for one turn: sorted by compareActingOrder (with the pairwise
 * distance when given), and each group that ties all the way down settled by a roll-off.
 */
export function actingOrder<T extends Contender & { id: string }>(
  contenders: readonly T[],
  dice: DiceSource,
  distance?: (a: T, b: T) => number,
): string[] {
  const sorted = [...contenders].sort((a, b) => compareActingOrder(a, b, distance?.(a, b)));
  const order: string[] = [];
  let tied: T[] = [];
  for (const c of sorted) {
    const last = tied[tied.length - 1];
    if (last && compareActingOrder(last, c, distance?.(last, c)) !== 0) {
      order.push(
        ...rollOff(
          tied.map((t) => t.id),
          dice,
        ),
      );
      tied = [];
    }
    tied.push(c);
  }
  order.push(
    ...rollOff(
      tied.map((t) => t.id),
      dice,
    ),
  );
  return order;
}
