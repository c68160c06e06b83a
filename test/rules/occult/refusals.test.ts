import { describe, expect, it } from "vitest";
import { named } from "../refusal-cases";
import {
  armorDr,
  armorHit,
  attackChances,
  attackKind,
  availableStrikeModifiers,
  blastDamage,
  baseToHit,
  blastZone,
  burst,
  bypassBelow,
  coveredByFire,
  criticalBelow,
  damageFromFaces,
  disarmDistanceFt,
  fatigue,
  fatigueModifier,
  fireSingle,
  initiative,
  mayKneel,
  modifierValue,
  movingTarget,
  opensInterrupt,
  physicalAttackRefusal,
  physicalDamage,
  physicalStrikeModifiers,
  runSquares,
  scatter,
  shotRefusal,
  tallyRefusal,
  targetNumber,
} from "../../../src/rules/occult";

/*
 * Seed 001's rules take their figures from sheets and cards, which a player may have written
 * anything into: each bad value is refused with a message naming the field it came from.
 */
describe("Occult Ops rules refuse bad input, each named in full", () => {
  const cases: [() => unknown, RegExp][] = [
    [() => armorDr(null as never), /armor must be a group of fields, got null/],
    [() => armorDr({ hp: -1 } as never), /armor hp must be at least 0, got/],
    [() => armorHit(null as never, 5), /armor must be a group of fields, got null/],
    [() => armorHit({ hp: 1.5 } as never, 5), /armor hp must be a whole number, got 1.5/],
    [() => tallyRefusal(null, null as never), /tally must be a group of fields, got null/],
    [
      () => tallyRefusal(null, { attacks: -1, blocked: "none" } as never),
      /attacks must be at least 0, got/,
    ],
    [
      () => tallyRefusal(null, { attacks: 0, blocked: "often" } as never),
      /blocked must be one of .*, got "often"/,
    ],
    [
      () => tallyRefusal("headbutt" as never, { attacks: 0, blocked: "none" } as never),
      /attack must be one of .*, got "headbutt"/,
    ],
    [() => burst("short", 0), /magazine must be at least 1, got/],
    [() => fireSingle(null as never), /weapon must be a group of fields, got null/],
    [() => fireSingle({ magazine: 10, loaded: 11 }), /loaded must be between 0 and 10, got 11/],
    [() => coveredByFire(-1), /distanceFt must be at least 0, got/],
    [() => damageFromFaces(null as never, []), /damage must be a group of fields, got null/],
    [
      () => damageFromFaces({ dice: "1d6", burst: "endless" } as never, [3]),
      /burst must be one of .*, got "endless"/,
    ],
    [
      () => damageFromFaces({ dice: "1d6", critical: "yes" } as never, [3]),
      /critical must be true or false, got "yes"/,
    ],
    [
      () => damageFromFaces({ dice: "1d6", doubled: 1 } as never, [3]),
      /doubled must be true or false, got 1/,
    ],
    [
      () => damageFromFaces({ dice: "1d6", bonus: 0.5 } as never, [3]),
      /bonus must be a whole number, got 0.5/,
    ],
    [
      () => damageFromFaces({ dice: "1d6", halved: "no" } as never, [3]),
      /halved must be true or false, got "no"/,
    ],
    [() => damageFromFaces({ dice: "1d6" } as never, 3 as never), /dice faces must be a list/],
    [
      () => damageFromFaces({ dice: "1d6", critical: true } as never, [1, 2]),
      /number of dice faces must be between 1 and 1, got 2/,
    ],
    [() => damageFromFaces({ dice: "1d6", critical: true } as never, [7]), /critical die must be/],
    [() => fatigue(-1, 3), /roundsFought must be at least 0, got/],
    [() => fatigue(0, 3, -1), /runs must be at least 0, got/],
    [() => fatigue(0, 0), /fatiguePoints must be at least 1, got/],
    [() => scatter(null as never), /scatter must be a group of fields, got null/],
    [
      () => scatter({ target: null as never, direction: 1, distance: 1 }),
      /target must be a group of fields, got null/,
    ],
    [
      () => scatter({ target: { x: 1.5, y: 0 }, direction: 1, distance: 1 }),
      /target\.x must be a whole number, got 1.5/,
    ],
    [
      () => scatter({ target: { x: 0, y: 0.5 }, direction: 1, distance: 1 }),
      /target\.y must be a whole number, got 0.5/,
    ],
    [() => scatter({ target: { x: 0, y: 0 }, direction: 9, distance: 1 }), /direction must be/],
    [() => scatter({ target: { x: 0, y: 0 }, direction: 1, distance: 5 }), /distance must be/],
    [() => blastZone(1, null as never), /blast radii must be a group of fields, got null/],
    [() => blastZone(-1, { S: 2 }), /distance must be at least 0, got/],
    [() => blastZone(1, { S: -2 }), /radius S must be at least 0, got/],
    [() => blastZone(1, { S: 2, M: 1 }), /radius M must be at least 2, got/],
    [() => blastZone(1, { S: 2, M: 4, L: 3 }), /radius L must be at least 4, got/],
    [
      () => shotRefusal("nope" as never, { speed: 10, movedSquares: 0, prone: false }),
      /strike modifier must be one of .*, got "nope"/,
    ],
    [() => shotRefusal("aimed" as never, null as never), /shooter must be a group of fields/],
    [
      () => shotRefusal("aimed" as never, { speed: -1, movedSquares: 0, prone: false }),
      /speed must be at least 0, got/,
    ],
    [
      () => shotRefusal("aimed" as never, { speed: 10, movedSquares: -1, prone: false }),
      /movedSquares must be at least 0, got/,
    ],
    [
      () => shotRefusal("aimed" as never, { speed: 10, movedSquares: 0, prone: "no" as never }),
      /prone must be true or false, got "no"/,
    ],
    [
      () => baseToHit("outOfRange" as never),
      /A shot at outOfRange is not allowed: the target is beyond the weapon's maximum range/,
    ],
    [() => baseToHit("far" as never), /band must be one of .*, got "far"/],
    [() => fatigueModifier("tired" as never), /fatigue must be one of .*, got "tired"/],
    [() => blastDamage(-1, "S"), /damage must be at least 0, got -1/],
    [() => attackKind("far" as never), /range must be one of .*, got "far"/],
    [() => opensInterrupt("far" as never), /range must be one of .*, got "far"/],
    [() => bypassBelow(6.5), /target must be a whole number, got 6.5/],
    [() => criticalBelow(6.5), /target must be a whole number, got 6.5/],
    [() => attackChances(6.5), /target must be a whole number, got 6.5/],
    [
      () => modifierValue(null as never, "melee"),
      /^modifier row must be a group of fields, got null/,
    ],
    [
      () => modifierValue({ value: 5 }, "thrown" as never),
      /^kind must be one of melee, ranged, got "thrown"/,
    ],
    [
      () => modifierValue({ value: null as never }, "melee"),
      /^modifier value must be a group of fields, got null/,
    ],
    [
      () => modifierValue({ value: 1.5 }, "melee"),
      /^modifier value must be a whole number, got 1.5/,
    ],
    [
      () => availableStrikeModifiers("thrown" as never),
      /^kind must be one of melee, ranged, got "thrown"/,
    ],
    [() => targetNumber(null as never), /^attack setup must be a group of fields, got null/],
    [
      () => targetNumber({ range: "short", strikeModifiers: ["hiding" as never] }),
      /^strikeModifiers must be one of aimed, .*, got "hiding"/,
    ],
    [
      () => targetNumber({ range: "short", defenceModifiers: ["dodge", "dodge"] }),
      /^Listing dodge twice in defenceModifiers is not allowed: modifiers count once/,
    ],
    [
      () => targetNumber({ range: "short", defenceModifiers: ["partialCover", "hiding" as never] }),
      /^defenceModifiers must be one of .*, got "hiding"/,
    ],
    [() => physicalStrikeModifiers("no" as never), /^unarmedSkill must be true or false, got "no"/],
    [() => physicalAttackRefusal("punch", null as never), /^situation must be a group of fields/],
    [
      () => physicalAttackRefusal("punch", { wrestling: 1 as never }),
      /^wrestling must be true or false/,
    ],
    [
      () => physicalAttackRefusal("punch", { targetArmed: 1 as never }),
      /^targetArmed must be true or false/,
    ],
    [
      () => physicalAttackRefusal("punch", { firstAttackThisRound: 1 as never }),
      /^firstAttackThisRound must be true or false/,
    ],
    [
      () => physicalAttackRefusal("punch", { distanceFt: -1 }),
      /^distanceFt must be at least 0, got -1/,
    ],
    [() => physicalDamage(null as never), /^physical attack must be a group of fields, got null/],
    [() => physicalDamage({ attack: "punch", with: 5 as never }), /^with must be text, got 5/],
    [() => physicalDamage({ attack: "punch", strBonus: 0.5 }), /^STR bonus must be a whole number/],
    [
      () => physicalDamage({ attack: "punch", critical: "yes" as never }),
      /^critical must be true or false/,
    ],
    [
      () => physicalDamage({ attack: "leapAttack" }),
      /^A leapAttack on its own is not allowed: say which attack it doubles/,
    ],
    [
      () => physicalDamage({ attack: "powerPunch", with: "bodyFlip" }),
      /^A powerPunch with bodyFlip is not allowed: it doubles a hand attack that deals damage/,
    ],
    [
      () => physicalDamage({ attack: "powerPunch", with: "1d8" }),
      /^A powerPunch with "1d8" is not allowed: it doubles a hand attack\.$/,
    ],
    [() => disarmDistanceFt(5), /^d4 must be between 1 and 4, got 5/],
    [() => movingTarget(-1), /^movedFt must be at least 0, got -1/],
    [() => mayKneel(-1, 6), /^movedSquares must be at least 0, got -1/],
    [() => mayKneel(0, -1), /^speed must be at least 0, got -1/],
    [() => runSquares(-1), /^speed must be at least 0, got -1/],
    [() => initiative(10, 0.5), /^modifier must be a whole number, got 0.5/],
  ];
  it.each(named(cases))("%s", (_title, call, message) => expect(call).toThrow(message));
});
