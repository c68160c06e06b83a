import {
  requireBoolean,
  requireFinite,
  requireInteger,
  requireObject,
  requireWithin,
} from "../errors";

/**
 * What decides who acts first within one Action Rounds turn. The shape matches the ready-HP
 * tracker's own records, so the tracker can hand them over as they are.
 */
export interface Contender {
  /** Ready hit points (in the carry-over turns: carry-over hit points). */
  ready: number;
  /** Reach of the weapon it acts with, in metres (a missile weapon: its range). */
  reach: number;
  /** Acts with a missile weapon. */
  missile?: boolean;
  /** Its modifier for the action it is about to take. */
  bonus: number;
  /** Distance to its opponent in metres, when known. */
  distance?: number | null;
  /** Surprised the others with stealth or a trick: decides first regardless. */
  surprise?: boolean;
}

type Who = "first" | "second";
const FIELDS = ["ready hit points", "reach", "missile", "bonus", "distance", "surprise"] as const;
type Field = (typeof FIELDS)[number];
// each field's name in a message, made once: a tracker sorts a turn with thousands of comparisons
const NAMES: Readonly<Record<Who, Readonly<Record<Field, string>>>> = {
  first: Object.fromEntries(FIELDS.map((f) => [f, `first ${f}`])) as Record<Field, string>,
  second: Object.fromEntries(FIELDS.map((f) => [f, `second ${f}`])) as Record<Field, string>,
};

function read(c: Contender, who: Who): Required<Contender> {
  requireObject(who, c);
  const name = NAMES[who];
  return {
    ready: requireInteger(name["ready hit points"], c.ready, { min: 0 }),
    reach: requireWithin(name.reach, c.reach, { min: 0 }),
    missile: requireBoolean(name.missile, c.missile, false),
    bonus: requireFinite(name.bonus, c.bonus),
    distance: c.distance == null ? null : requireWithin(name.distance, c.distance, { min: 0 }),
    surprise: requireBoolean(name.surprise, c.surprise, false),
  };
}

/** The part of a contender the tie-breaks read. */
export type TieBreaker = Pick<Contender, "reach" | "missile" | "bonus" | "distance">;

function readTieBreaker(c: TieBreaker, who: Who): void {
  requireObject(who, c);
  const name = NAMES[who];
  requireWithin(name.reach, c.reach, { min: 0 });
  // Stryker disable next-line BooleanLiteral: only the check is kept here, not the missile flag read
  requireBoolean(name.missile, c.missile, false);
  requireFinite(name.bonus, c.bonus);
  if (c.distance != null) requireWithin(name.distance, c.distance, { min: 0 });
}

/**
 * RULES 4 tie-breaks between two contenders with the same ready hit points: the longest reach
 * first, except that when the two stand closer than half the longer reach the closer one acts
 * first, unless the longer reach is a missile weapon's range; then the highest bonus. 0 means a
 * roll-off decides. Our reading of "the closer character": of two fighters that close, the one
 * with the shorter weapon (already inside the long weapon's reach) goes first. The pair's
 * distance is `distance` when given, else the shorter-reach one's own distance, else the
 * other's.
 */
export function compareTieBreak(a: TieBreaker, b: TieBreaker, distance?: number | null): number {
  readTieBreaker(a, "first");
  readTieBreaker(b, "second");
  if (distance != null) requireWithin("distance", distance, { min: 0 });
  if (a.reach !== b.reach) {
    // Stryker disable next-line EqualityOperator: the reaches differ here, so > and >= agree
    const aLonger = a.reach > b.reach;
    const longer = aLonger ? a : b;
    const shorter = aLonger ? b : a;
    const longerFirst = aLonger ? -1 : 1;
    const gap = distance ?? shorter.distance ?? longer.distance ?? null;
    const closeIn = !longer.missile && gap !== null && gap < longer.reach / 2;
    return closeIn ? -longerFirst : longerFirst;
  }
  return b.bonus - a.bonus;
}

/**
 * RULES 4 acting order as a sort comparator: negative when `a` acts first, 0 when only a
 * roll-off can settle it. Surprise first; then most ready hit points; then the tie-breaks of
 * `compareTieBreak`. The ready-HP tracker orders every turn with it (carry-over turns by the
 * carry-over HP left).
 */
export function compareActingOrder(a: Contender, b: Contender, distance?: number): number {
  const x = read(a, "first");
  const y = read(b, "second");
  const gap = distance === undefined ? undefined : requireWithin("distance", distance, { min: 0 });
  if (x.surprise !== y.surprise) return x.surprise ? -1 : 1;
  if (x.ready !== y.ready) return y.ready - x.ready;
  return compareTieBreak(x, y, gap);
}
