import {
  requireBoolean,
  requireFace,
  requireInteger,
  requireList,
  requireObject,
  requireString,
} from "../errors";

/** The rows of the Friction Check table (RULES 3). */
export type FrictionRow = "limitation" | "heavy" | "light" | "minor";

/** The conditions a Friction Check is read under. */
export interface FrictionConditions {
  /** improvised gear or plans, lack of resources, poor supply: a 4 is heavy friction */
  readonly heavy?: boolean;
  /** poor maintenance, operating far from a base: a 5 is light friction */
  readonly light?: boolean;
  /** the numbers (1–3) assigned to the character's snake-eyes limitations */
  readonly limitations?: readonly number[];
}

export interface FrictionResult {
  readonly face: number;
  readonly row: FrictionRow;
  /** whether the row takes effect under the given conditions (a 6 always does) */
  readonly triggered: boolean;
  /** the limitation number triggered by a 1–3, if the character has one with that number */
  readonly limitation: number | null;
}

/**
 * RULES 3: the d6 Friction Check after snake eyes under friction. 1–3 trigger the limitation given
 * that number; 4 (heavy: an item or power lost for the story) and 5 (light: broken until the end of
 * the scene) only under their conditions; 6 always (minor: out for the round or until fixed).
 */
export function frictionCheck(face: number, conditions: FrictionConditions = {}): FrictionResult {
  const d6 = requireFace("friction d6", face, 6);
  requireObject("friction conditions", conditions);
  const limitations = requireList<number>("limitations", conditions.limitations ?? []).map((n, i) =>
    requireInteger(`limitation #${i + 1}`, n, { min: 1, max: 3 }),
  );
  const heavy = requireBoolean("heavy", conditions.heavy, false);
  const light = requireBoolean("light", conditions.light, false);
  if (d6 <= 3) {
    const limitation = limitations.includes(d6) ? d6 : null;
    return { face: d6, row: "limitation", triggered: limitation !== null, limitation };
  }
  if (d6 === 4) return { face: d6, row: "heavy", triggered: heavy, limitation: null };
  if (d6 === 5) return { face: d6, row: "light", triggered: light, limitation: null };
  return { face: d6, row: "minor", triggered: true, limitation: null };
}

/**
 * RULES 3: on snake eyes, jury-rigged or not fully mastered effects fail; a character under
 * friction also makes a Friction Check.
 */
export function snakeEyesEffect(a: { juryRigged?: boolean; underFriction?: boolean }): {
  juryRiggedFails: boolean;
  frictionCheck: boolean;
} {
  requireObject("snake eyes situation", a);
  return {
    juryRiggedFails: requireBoolean("juryRigged", a.juryRigged, false),
    frictionCheck: requireBoolean("underFriction", a.underFriction, false),
  };
}

/** A snake-eyes limitation of the character, with the Friction Check face (1–3) it answers to. */
export interface Limitation {
  readonly name: string;
  readonly number: number;
}

/** Everything a roll is made under that bears on friction (the sheet's and the dialog's). */
export interface FrictionSituation {
  /** under friction of some other kind (a 6 still hurts) */
  readonly underFriction?: boolean;
  /** a jury-rigged or not fully mastered effect */
  readonly juryRigged?: boolean;
  readonly friction?: FrictionConditions;
  readonly limitations?: readonly Limitation[];
}

/**
 * RULES 3: the conditions a Friction Check reads. Interpretation: jury-rigged gear is improvised
 * gear, the 4's own condition, so it brings heavy friction; the limitations' numbers come from the
 * character's list.
 */
export function frictionConditionsOf(s: FrictionSituation): Required<FrictionConditions> {
  requireObject("friction situation", s);
  // Stryker disable next-line BooleanLiteral: only the check is kept here, not the flag read
  requireBoolean("underFriction", s.underFriction, false);
  const juryRigged = requireBoolean("juryRigged", s.juryRigged, false);
  const friction = s.friction === undefined ? {} : requireObject("friction conditions", s.friction);
  const listed = requireList<Limitation>(
    "limitations",
    s.limitations === undefined ? [] : s.limitations,
  ).map((l, i) => {
    requireString(`limitation #${i + 1} name`, requireObject(`limitation #${i + 1}`, l).name);
    return l.number;
  });
  const numbers = [
    ...requireList<number>(
      "friction limitations",
      friction.limitations === undefined ? [] : friction.limitations,
    ),
    ...listed,
  ];
  return {
    heavy: requireBoolean("heavy", friction.heavy, false) || juryRigged,
    light: requireBoolean("light", friction.light, false),
    limitations: [
      ...new Set(
        numbers.map((n, i) => requireInteger(`limitation #${i + 1}`, n, { min: 1, max: 3 })),
      ),
    ],
  };
}

/**
 * RULES 3: whether a roll is made under friction at all: said so, or any of the table's
 * conditions holds (improvised or jury-rigged gear, poor upkeep, a limitation that uses the check).
 */
export function isUnderFriction(s: FrictionSituation): boolean {
  const c = frictionConditionsOf(s); // checks every field of the situation
  return s.underFriction === true || c.heavy || c.light || c.limitations.length > 0;
}
