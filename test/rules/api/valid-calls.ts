import * as rules from "../../../src/rules";
import { actionInput, okrpgInput, toddInput } from "../../chat/fixtures";

/*
 * One valid call of every function the public rules API exports (shared RULES-API.md), taken
 * from the seeds' worked examples where there is one. The bad-input sweep keeps each call's
 * other arguments valid and makes one value bad at a time, so every refusal it sees is about
 * that one value.
 *
 * `accepts` says which of the sweep's bad values are in fact fine at a path ("0" is the first
 * argument, "0.attacker.modifier" a field in it, "*" any list index, "**" any document path):
 *   optional  undefined (the value may be left out)
 *   nullable  null
 *   signed    -1 (a modifier or a step may be below zero)
 *   fraction  0.5 (a speed or a ratio may be fractional)
 *   large     1e9 and -1e9 (a dice seed is any 32-bit integer)
 *   patch     any value a document field holds: a number, text, true/false or null (an
 *             adapter's `current` values; a field the call does not read may hold anything)
 *   text      any string ("x", "constructor", …): a name, or an id being introduced
 *   empty     [] or {} (an empty list or record is a valid one)
 *   any       every value (a roll-off sorts whatever it is given)
 *   fixed     not swept with the other arguments: an engine or card state (stored data, read
 *             back by the readers issue 16 asks for, and swept inside by its own test), or a
 *             callback
 */
export type Accept =
  | "optional"
  | "nullable"
  | "signed"
  | "fraction"
  | "large"
  | "patch"
  | "text"
  | "empty"
  | "any"
  | "fixed";

export interface ValidCall {
  args: () => unknown[];
  accepts?: Readonly<Record<string, string>>;
}

const { okrpg, sequencing, cards } = rules;
const { ladder, shots, readyHp, turns, standard } = sequencing;
const dice = () => rules.dice.seeded(7);

// OK RPG (RULES 1): the swordfighter of the card examples against a Gd defender in Gd armor.
const armor = { protection: 4, coverage: 2 };
const wounds = { lethal: 0, nonlethal: 3 };
const spendAttack = { extra: 4, damage: 5, handToHand: 3, lethality: -1, reach: 1 };
const spendTarget = { armor, handToHand: 4 };
const hit = { points: 3, roundedUp: false, lethality: -1 };
const OPT = "optional";
const okOptions = { "1": "optional empty", "1.*": "optional" };
// rank steps run below zero (RULES 1.1: Pth and below), so -1 is a valid one
const armorSteps = (at: string) => ({ [`${at}.protection`]: "signed" });
const spendSteps = {
  "0.damage": "signed",
  "0.handToHand": "signed",
  "0.lethality": "signed",
  "0.reach": "optional nullable",
  "1.armor": "optional nullable",
  "1.handToHand": "signed",
  ...armorSteps("1.armor"),
};

// Occult Ops (RULES 2): Todd's USP9, 2d6.
const twoD6 = { dice: [{ count: 2, faces: 6, sign: 1 }], flat: 0, multiplier: 1 };
// a flat number is a dice expression too ("3"); terms may subtract; a multiplier may halve
const diceAccepts = {
  "0.dice": "empty",
  "0.dice.0.sign": "signed",
  "0.flat": "signed",
  "0.multiplier": "fraction",
};

// Action (RULES 3): a jury-rigged roll far from base by a hero with one limitation.
const frictionSituation = {
  underFriction: false,
  juryRigged: true,
  friction: { heavy: false, light: true, limitations: [2] },
  limitations: [{ name: "Bad knee", number: 3 }],
};
const frictionAccepts = {
  "0": "empty",
  "0.underFriction": OPT,
  "0.juryRigged": OPT,
  "0.friction": "optional empty",
  "0.friction.heavy": OPT,
  "0.friction.light": OPT,
  "0.friction.limitations": "optional empty",
  "0.limitations": "optional empty",
  "0.limitations.*.name": "text",
};

// Mano a Mano (RULES 5): the seed's machete fight.
const defences = { melee: 14, missile: 10, grapple: 13 };
const steven = { defences, stun: 0, damage: 0, toughness: 7, stamina: 14 };
const situation = { health: "healthy", posture: "standing" };
const stevenTarget = { ...steven, id: "steven", name: "Steven", actorUuid: "Actor.steven" };
const manoInput = {
  attacker: { name: "Clone", actorUuid: null, modifier: 2 },
  weapon: { name: "Fists", power: 3, sharpness: "blunt" },
  situation: { action: "quickStrike" },
  d20: 14,
  targets: [stevenTarget],
};
// the roll dialog's choices: the card's input before the d20 is rolled
const { d20: _d20, ...manoChoices } = manoInput;
const manoCardAccepts = {
  "0.attacker.name": "text",
  "0.attacker.actorUuid": "text nullable",
  "0.attacker.modifier": "signed",
  "0.weapon.name": "text",
  "0.situation.hpSpent": "optional nullable",
  "0.targets": "empty",
  "0.targets.*.id": "text",
  "0.targets.*.name": "text",
  "0.targets.*.actorUuid": "text nullable",
};
const okrpgCard = () => cards.okrpg.create(okrpgInput([1, 1, 0, 0]));
const occultCard = () => cards.occult.create(toddInput(45));
const burstCard = () =>
  cards.occult.create(
    toddInput(12, {
      weapon: {
        name: "MP5",
        kind: "firearm",
        dice: "2d6",
        maxRange: 150,
        magazine: { capacity: 30, loaded: 30 },
      },
      situation: { skill: 10, burst: "short" },
    }),
  );
const actionCard = () => cards.action.create(actionInput([6, 3], [2]));
/** RULES 3: snake eyes under friction, the Friction Check rolled a 5 */
const frictionChecked = () =>
  cards.action.frictionCheck(
    cards.action.create(actionInput([1], [1], { situation: { underFriction: true } })),
    5,
  );
const roundsChoices = {
  ...manoChoices,
  ruleset: "rounds",
  situation: { action: "quickStrike", hpSpent: 3 },
};
const manoCard = () => cards.mano.create(manoInput as never);
// RULES 5: the clone's push (14 + 3 = 17 over Steven's grapple defense 13) puts him off balance
const pushCard = () =>
  cards.mano.create({
    ...manoInput,
    attacker: { ...manoInput.attacker, modifier: 3 },
    situation: { action: "push" },
    targets: [{ ...stevenTarget, footingModifier: 3 }],
  } as never);
const roundsCard = () =>
  cards.rounds.create({
    ...manoInput,
    situation: { action: "quickStrike", hpSpent: 3 },
    targets: [{ ...stevenTarget, passiveHp: 0 }],
  } as never);
const cardTargets = [{ id: "t", name: "T", actorUuid: null }];

// Engines (RULES 1.10, 3, 4, 5 and the standard d20 order).
const ladderState = () =>
  ladder.start([
    { id: "a", roll: 4 },
    { id: "b", roll: 3 },
  ]);
const shotsState = () =>
  shots.start([
    { id: "a", reflexes: 5, roll: 2, named: true, villain: false },
    { id: "b", reflexes: 4, roll: 1, named: true, villain: true },
  ]);
const readyHpState = () =>
  readyHp.start(
    [
      { id: "a", nonDamaged: 6 },
      { id: "b", nonDamaged: 4 },
    ],
    dice(),
  );
const turnsState = () =>
  turns.start([
    { id: "a", speed: 1 },
    { id: "b", speed: 1 },
  ]);
const standardState = () =>
  standard.start([
    { id: "a", roll: 12 },
    { id: "b", roll: 8 },
  ]);
// the first argument is a stored state; an id after it is swept
const state = { "0": "fixed" };
const stateAndId = state;
// an Undo reads the fields' values now: any document value, a field it does not touch included
const undoCurrent = { ...state, "2": "empty", "2.**": "patch" };

/** The roll dialog's choices: a card's input before its dice are rolled. */
function withoutRoll<T extends object>(input: T, roll: keyof T): Omit<T, typeof roll> {
  const { [roll]: _roll, ...choices } = input;
  return choices;
}
// what a card's input may hold (the roll dialog's choices)
const okrpgCardAccepts = {
  "0.attacker.name": "text",
  "0.attacker.actorUuid": "text nullable",
  "0.attacker.tokenUuid": "text nullable optional",
  "0.weapon.name": "text",
  "0.attacker.base": "signed",
  "0.attacker.handToHand": "signed",
  "0.weapon.damage": "signed",
  "0.weapon.lethality": "signed",
  "0.weapon.reach": "optional nullable",
  "0.fudge.*": "signed",
  "0.targets": "empty",
  "0.targets.*.id": "text",
  "0.targets.*.name": "text",
  "0.targets.*.actorUuid": "text nullable",
  "0.targets.*.defence": "signed",
  "0.targets.*.dr": "signed",
  "0.targets.*.handToHand": "signed",
  "0.targets.*.armor": "optional nullable",
  "0.targets.*.armor.protection": "signed",
  "0.targets.*.wounds": "optional nullable",
};
const occultCardAccepts = {
  "0.attacker.name": "text",
  "0.attacker.actorUuid": "text nullable",
  "0.attacker.strike": "signed",
  "0.weapon.name": "text",
  "0.weapon.dice": "nullable",
  "0.weapon.maxRange": "optional nullable",
  "0.weapon.magazine": "optional nullable",
  "0.situation": "optional nullable empty",
  "0.situation.skill": "optional signed",
  "0.targets": "empty",
  "0.targets.*.id": "text",
  "0.targets.*.name": "text",
  "0.targets.*.actorUuid": "text nullable",
  "0.targets.*.defence": "signed",
  "0.targets.*.defenceModifiers": "optional nullable empty",
  "0.targets.*.armor.itemId": "text",
  "0.targets.*.armor.name": "text",
  "0.targets.*.distanceFt": "optional nullable",
  "0.targets.*.distanceBy": "optional nullable",
  "0.targets.*.armor": "optional nullable",
};
const actionCardAccepts = {
  "0.attacker.name": "text",
  "0.attacker.actorUuid": "text nullable",
  "0.weapon.name": "text",
  "0.targets": "empty",
  "0.targets.*.id": "text",
  "0.targets.*.name": "text",
  "0.targets.*.actorUuid": "text nullable",
};

const c = (args: () => unknown[], accepts?: Record<string, string>): ValidCall => ({
  args,
  accepts,
});

export const VALID_CALLS: Readonly<Record<string, ValidCall>> = {
  // dice
  "dice.seeded": c(() => [7], { "0": "signed large" }),
  "dice.scripted": c(() => [[3, 4]], { "0": "empty" }),
  "dice.rollFudge": c(() => [dice(), 4], { "1": OPT }),
  "dice.rollDice": c(() => [dice(), 2, 6]),
  "dice.fudgeSum": c(() => [[1, 0, -1, 1], 4], { "1": OPT, "0.*": "signed" }),
  "dice.fudgeSumCounts": c(() => [4], { "0": OPT }),

  // ranks (RULES 1.1)
  "ranks.parseRank": c(() => ["Gd+"]),
  "ranks.rankLabel": c(() => [5], { "0": "signed" }),
  "ranks.rankRatio": c(() => [5], { "0": "signed" }),
  "ranks.rankNumber": c(() => [6], { "0": "signed" }),
  "ranks.halvedRank": c(() => [5], { "0": "signed" }),

  // okrpg (RULES 1)
  "okrpg.initiativeAp": c(() => [4, 1], { "0": "signed", "1": "signed" }),
  "okrpg.requireArmor": c(() => [armor], armorSteps("0")),
  "okrpg.armorEffect": c(() => [{ penetration: 2, protection: 4, bypassed: false }], {
    "0.penetration": "signed",
    "0.protection": "signed",
  }),
  "okrpg.armorProtection": c(() => [armor, "cutting", {}], {
    "1": "optional text",
    ...armorSteps("0"),
    ...{ "2": "optional empty", "2.*": OPT },
  }),
  "okrpg.attackPenetration": c(() => [{ damage: 5, penetration: 1 }, {}], {
    "0.penetration": "optional nullable signed",
    "0.damage": "signed",
    ...okOptions,
  }),
  "okrpg.armorAgainst": c(() => [armor, { damage: 5 }, false, {}], {
    "0": "nullable optional",
    ...armorSteps("0"),
    "1.damage": "signed",
    "3": "optional empty",
  }),
  "okrpg.resolveAttack": c(
    () => [
      {
        base: 6,
        fudge: [1, 1, 0, 0],
        defence: { defence: 4 },
        attack: { damage: 5, handToHand: 3, lethality: -1, reach: 1 },
        target: { armor, handToHand: 4, dr: 3, wounds },
      },
      {},
    ],
    {
      "0.base": "signed",
      "0.fudge.*": "signed",
      "0.defence.defence": "signed",
      "0.attack.damage": "signed",
      "0.attack.handToHand": "signed",
      "0.attack.lethality": "signed",
      "0.attack.reach": "optional nullable",
      "0.target.armor": "optional nullable",
      ...armorSteps("0.target.armor"),
      "0.target.handToHand": "signed",
      "0.target.dr": "signed",
      "0.target.wounds": "optional nullable",
      ...okOptions,
    },
  ),
  "okrpg.combinedCost": c(() => [["simple", { required: 4 }]], { "0.1.required": "signed" }),
  "okrpg.combinedActions": c(() => [8, ["simple", { required: 4 }], 1], {
    "0": "signed",
    "1.1.required": "signed",
    "2": OPT,
  }),
  "okrpg.dyingTime": c(() => [12]),
  "okrpg.condition": c(() => [5, 2]),
  "okrpg.damagePoints": c(() => [5, 3], { "0": "signed", "1": "signed" }),
  // arithmetic on rank Numbers, which grow without a table limit far up the chart
  "okrpg.roundHalfUp": c(() => [7, 2], { "0": "signed fraction large", "1": "fraction large" }),
  "okrpg.requireLethality": c(() => [-1], { "0": "signed" }),
  "okrpg.lethalityOf": c(() => ["cutting"]),
  "okrpg.lethalFraction": c(() => [-1], { "0": "signed" }),
  "okrpg.shiftLethality": c(() => [-1, 1], { "0": "signed", "1": "signed" }),
  "okrpg.lethalSplit": c(() => [5, -1, false], { "1": "signed" }),
  "okrpg.activeDefenceBonus": c(() => [["group", "one"]], { "0": "empty" }),
  "okrpg.requiredSuccesses": c(() => [{ defence: 4, activeDefences: ["one"], bonus: -1 }], {
    "0.defence": "signed",
    "0.activeDefences": "optional nullable empty",
    "0.bonus": "optional nullable signed",
  }),
  "okrpg.interruptRequired": c(() => [5], { "0": "signed" }),
  "okrpg.knockdownCost": c(() => ["normal"], { "0": OPT }),
  "okrpg.throwCost": c(() => ["normal"], { "0": OPT }),
  "okrpg.grabHolds": c(() => [5, 4], { "0": "signed", "1": "signed" }),
  "okrpg.escapesGrab": c(() => [5, 4], { "0": "signed", "1": "signed" }),
  "okrpg.disarmSucceeds": c(() => [5, 4, false], {
    "0": "signed",
    "1": "signed",
    "2": OPT,
  }),
  "okrpg.takeAwayOutcome": c(() => [5, 4], { "0": "signed", "1": "signed" }),
  "okrpg.gumptionResult": c(() => [5], { "0": "signed" }),
  "okrpg.impairmentPenalty": c(() => [{ total: 5 }, {}], okOptions),
  "okrpg.freshMook": c(() => ["mook"]),
  "okrpg.mookStatus": c(() => [3]),
  "okrpg.mookChart": c(() => [3], { "0": "signed" }),
  "okrpg.mookHit": c(() => [{ points: 0 }, 5, 3], { "1": "signed", "2": "signed" }),
  "okrpg.rallyMook": c(() => [{ points: 5 }]),
  "okrpg.evenSimplerResult": c(() => [5, 3], { "0": "signed", "1": "signed" }),
  "okrpg.evenSimplerHit": c(() => [{ status: "up" }, 5, 3], { "1": "signed", "2": "signed" }),
  "okrpg.simplestHit": c(() => [{ down: false }, 5, 3], { "1": "signed", "2": "signed" }),
  "okrpg.simplifiedHit": c(() => [{ system: "mook", points: 0 }, 5, 3], {
    "1": "signed",
    "2": "signed",
  }),
  "okrpg.mookFallen": c(() => [{ system: "simplest", down: false }]),
  "okrpg.damageSystemFor": c(() => ["mook", {}], { "0": "optional nullable", ...okOptions }),
  "okrpg.movement": c(() => [4, false], { "0": "signed", "1": OPT }),
  "okrpg.throwDistance": c(() => [2]),
  "okrpg.recoverRound": c(() => [wounds, 7, 1], { "1": "signed", "2": OPT }),
  "okrpg.healWeeks": c(() => [{ lethal: 3, nonlethal: 1 }, 7, 1], { "1": "signed", "2": OPT }),
  "okrpg.damageResistance": c(() => [5], { "0": "signed" }),
  "okrpg.recoveryRate": c(() => [5], { "0": "signed" }),
  "okrpg.healingRate": c(() => [5], { "0": "signed" }),
  "okrpg.recoveryPerRound": c(() => [5], { "0": "signed" }),
  "okrpg.healingPerWeek": c(() => [5], { "0": "signed" }),
  "okrpg.successes": c(() => [6, [1, 1, 0, 0], 1], {
    "0": "signed",
    "1.*": "signed",
    "2": "optional signed",
  }),
  "okrpg.successOdds": c(() => [6, 4, 1], { "0": "signed", "1": "signed", "2": "optional signed" }),
  "okrpg.successChance": c(() => [6, 4, 1], {
    "0": "signed",
    "1": "signed",
    "2": "optional signed",
  }),
  "okrpg.rollOutcome": c(() => [8, 4], { "0": "signed", "1": "signed" }),
  "okrpg.setupBonus": c(() => ["hard"]),
  "okrpg.afterAction": c(() => [[{ kind: "free", by: "a", target: "b" }], "a"], {
    "0": "empty",
    "0.*.by": "text",
    "0.*.target": "text",
    "1": "text",
  }),
  "okrpg.setupTaken": c(
    () => [[{ kind: "free", by: "a", target: "b" }], { kind: "free", by: "a", target: "b" }],
    { "0": "empty", "0.*.by": "text", "0.*.target": "text", "1.by": "text", "1.target": "text" },
  ),
  "okrpg.setupModifier": c(() => [[{ kind: "free", by: "a", target: "b" }], "a", "b"], {
    "0": "empty",
    "0.*.by": "text",
    "0.*.target": "text",
    "1": "text",
    "2": "text",
  }),
  "okrpg.spendEffects": c(
    () => [
      okrpg.spendContext(spendAttack, spendTarget),
      Object.fromEntries(okrpg.SPEND_OPTIONS.map((id) => [id, 0])),
      0,
      {},
    ],
    { "0": "fixed", "3": "optional empty" },
  ),
  "okrpg.spendContext": c(() => [spendAttack, spendTarget, {}], {
    ...spendSteps,
    ...{ "2": "optional empty" },
  }),
  "okrpg.describeReason": c(() => [{ code: "limitReached", limit: 1 }]),
  "okrpg.spendMenu": c(() => [spendAttack, spendTarget, { fullDamage: 1 }, {}], {
    "2.fullDamage": "optional nullable",
    ...spendSteps,
    "2": "optional empty",
    "3": "optional empty",
  }),
  "okrpg.spend": c(() => [spendAttack, spendTarget, {}, "fullDamage", {}], {
    ...spendSteps,
    "2": "empty",
    "4": "optional empty",
  }),
  "okrpg.unspend": c(() => [spendAttack, spendTarget, { fullDamage: 1 }, "fullDamage", {}], {
    ...spendSteps,
    "4": "optional empty",
  }),
  "okrpg.spendResult": c(() => [spendAttack, spendTarget, { fullDamage: 1 }, {}], {
    "2.fullDamage": "optional nullable",
    ...spendSteps,
    "2": "optional empty",
    "3": "optional empty",
  }),
  "okrpg.requireDiscount": c(() => [1]),
  "okrpg.multiTargetCount": c(() => [4, 1], { "1": OPT }),
  "okrpg.multiTargetHits": c(() => [8, 5, [4, 5]], {
    "0": "signed",
    "2": "empty",
    "2.*": "signed",
  }),
  "okrpg.tideOfBattle": c(() => [[3], "normal"], { "1": OPT }),
  "okrpg.rollTide": c(() => [dice(), "normal"], { "1": OPT }),
  "okrpg.tideOdds": c(() => ["normal"], { "0": OPT }),
  "okrpg.tideRollDue": c(() => [2, {}], okOptions),
  "okrpg.requireWounds": c(() => [wounds]),
  "okrpg.woundsCondition": c(() => [wounds]),
  "okrpg.applyHit": c(() => [wounds, hit, {}], {
    "1.lethality": "signed",
    ...{ "2": "optional empty" },
  }),

  // occult (RULES 2)
  // distances in feet may be fractional
  "occult.rangeBand": c(() => [20, 100], { "0": "fraction", "1": "fraction" }),
  "occult.bandSpans": c(() => [100], { "0": "fraction" }),
  "occult.baseToHit": c(() => ["short"]),
  "occult.attackKind": c(() => ["short"]),
  "occult.opensInterrupt": c(() => ["melee"]),
  "occult.modifierValue": c(() => [{ value: 10 }, "ranged"], { "0.value": "signed" }),
  "occult.availableStrikeModifiers": c(() => ["ranged"]),
  "occult.targetNumber": c(
    () => [
      { range: "short", strike: 10, skill: 10, defence: 10, defenceModifiers: ["partialCover"] },
    ],
    {
      "0.strike": "optional signed",
      "0.skill": "optional signed",
      "0.defence": "optional signed",
      "0.defenceModifiers": "optional nullable empty",
    },
  ),
  "occult.resolveAttack": c(() => [60, 45], { "0": "signed" }),
  // a target number may fall below zero under its modifiers
  "occult.bypassBelow": c(() => [65], { "0": "signed" }),
  "occult.criticalBelow": c(() => [65], { "0": "signed" }),
  "occult.attackChances": c(() => [60], { "0": "signed" }),
  "occult.armorDr": c(() => [{ hp: 50 }]),
  "occult.armorHit": c(() => [{ hp: 50 }, 10]),
  "occult.parseDice": c(() => ["2d6+1"]),
  "occult.toDice": c(() => ["2d6"]),
  "occult.formatDice": c(() => [twoD6], diceAccepts),
  "occult.diceFormula": c(() => [twoD6], diceAccepts),
  "occult.dieSizes": c(() => [twoD6], diceAccepts),
  "occult.maxDice": c(() => [twoD6], diceAccepts),
  "occult.minDice": c(() => [twoD6], diceAccepts),
  "occult.requireDiceExpression": c(() => [twoD6], diceAccepts),
  "occult.totalFromFaces": c(() => [twoD6, [3, 4]], diceAccepts),
  "occult.rollDice": c(() => [twoD6, dice()], diceAccepts),
  "occult.damageDice": c(() => [{ dice: "2d6+1" }]),
  "occult.damageFormula": c(() => [{ dice: "2d6+1" }]),
  "occult.damageFromFaces": c(() => [{ dice: "2d6+1" }, [3, 4]]),
  "occult.rollDamage": c(() => [{ dice: "2d6+1" }, dice()]),
  "occult.strDamageBonus": c(() => [18]),
  "occult.burst": c(() => ["short", 30]),
  "occult.fireBurst": c(() => ["short", { magazine: 30, loaded: 30 }]),
  "occult.coveringFire": c(() => [{ magazine: 30, loaded: 30 }]),
  "occult.coveredByFire": c(() => [20], { "0": "fraction" }),
  "occult.grenadeThrow": c(() => [60, 70], { "0": "signed" }),
  "occult.scatter": c(() => [{ target: { x: 10, y: 10 }, direction: 1, distance: 3 }], {
    "0.target.x": "signed",
    "0.target.y": "signed",
  }),
  "occult.blastDamage": c(() => [12, "M"]),
  "occult.blastZone": c(() => [3, { S: 2, M: 4, L: 6 }], {
    "0": "fraction",
    "1.S": "fraction",
    "1.M": OPT,
    "1.L": OPT,
  }),
  "occult.physicalEffect": c(() => ["trip"]),
  "occult.doubleable": c(() => ["powerPunch"]),
  "occult.physicalStrikeModifiers": c(() => [true]),
  "occult.physicalAttackRefusal": c(() => ["trip", { wrestling: false }], {
    "1": "empty",
    "1.wrestling": OPT,
  }),
  "occult.physicalDamage": c(() => [{ attack: "punch", strBonus: 2 }], {
    "0.strBonus": "optional nullable signed",
  }),
  "occult.bodyBlockKnocksProne": c(() => [72]),
  "occult.disarmDistanceFt": c(() => [3]),
  "occult.fatigue": c(() => [5, 3, 0], { "2": OPT }),
  "occult.fatigueModifier": c(() => ["fatigued"]),
  "occult.fireSingle": c(() => [{ magazine: 30, loaded: 30 }]),
  "occult.shotRefusal": c(() => ["aimed", { movedSquares: 0, speed: 4, prone: false }]),
  "occult.occultTurnEnd": c(() => [{ turn: { moved: 3 }, conditions: { movingTarget: false } }], {
    "0.conditions": "empty",
    "0.conditions.movingTarget": "optional",
  }),
  "occult.occultTurnStart": c(() => [{ conditions: { dodge: true } }], {
    "0.conditions": "empty",
    "0.conditions.dodge": "optional",
  }),
  "occult.tallyRefusal": c(() => ["jumpKick", { attacks: 0, blocked: "none" }], {
    "0": "optional nullable",
  }),
  "occult.afterAttack": c(() => ["jumpKick", { attacks: 0, blocked: "none" }], {
    "0": "optional nullable",
  }),
  "occult.occultDown": c(() => [0]),
  "occult.movingTarget": c(() => [20], { "0": "fraction" }),
  "occult.mayKneel": c(() => [1, 4]),
  "occult.runSquares": c(() => [4]),
  "occult.initiative": c(() => [12, 2], { "1": "optional signed" }),
  "occult.epicFumbleEntry": c(() => [7]),
  "occult.epicFumble": c(() => [{ epicFumbleTable: true }, 7], {
    "0": "optional empty",
    "0.epicFumbleTable": OPT,
    "1": OPT,
  }),

  // action (RULES 3)
  "action.dieTotal": c(() => ["positive", [6, 2], false], { "0": "text" }),
  "action.interpretRoll": c(() => [{}, [5], [2]], { "0": "empty" }),
  "action.actionSpecials": c(() => [[{ boxcars: false, snakeEyes: false }]], { "0": "empty" }),
  "action.chainsOf": c(() => [[6, 2, 3], false]),
  "action.highestDifficulty": c(() => [[10, 13]]),
  "action.boxcarsEffect": c(() => [true]),
  // a skill may be pushed below zero by a team's penalty before it is checked
  "action.check": c(() => [{ skill: 12, result: 1, difficulty: 13 }], {
    "0.skill": "signed",
    "0.result": "signed",
  }),
  "action.teamPenalty": c(() => [4]),
  "action.pushLuck": c(() => [{ success: false }, { success: true }]),
  "action.teamCheck": c(
    () => [
      {
        members: [
          { skill: 12, result: 1 },
          { skill: 10, result: 2 },
        ],
        difficulty: 13,
      },
    ],
    { "0.members.*.result": "signed" },
  ),
  "action.frictionConditionsOf": c(() => [frictionSituation], frictionAccepts),
  "action.isUnderFriction": c(() => [frictionSituation], frictionAccepts),
  "action.frictionCheck": c(() => [4, { heavy: false }], { "1": "optional empty", "1.heavy": OPT }),
  "action.snakeEyesEffect": c(() => [{ juryRigged: true }], { "0": "empty", "0.juryRigged": OPT }),
  "action.damage": c(() => [{ outcome: 14, weaponDamage: 10, soak: 7 }], { "0.outcome": "signed" }),
  "action.soak": c(() => [7, [1]], { "1": "optional empty", "1.*": "signed" }),
  "action.hits": c(() => ["hero", 12]),
  "action.fortune": c(() => ["hero", 12]),
  "action.takeHits": c(() => [3, 1], { "1": OPT }),
  "action.defenceValue": c(() => [13, [1]], { "1": "optional empty", "1.*": "signed" }),
  "action.defenceStillActive": c(() => [3, 6], { "0": "signed", "1": "signed" }),
  "action.assistBonus": c(() => [2]),
  "action.assist": c(() => [{ assistantSkill: 12, friendSkill: 10, result: 3 }], {
    "0.result": "optional signed",
  }),
  "action.mookGroupBonus": c(() => [4]),
  "action.modifiedSkill": c(() => [{ skill: 12, action: -2 }], {
    "0.action": "optional nullable signed",
  }),
  "action.spendFortune": c(() => [3]),
  "action.fortuneReroll": c(() => [{}], { "0": "empty" }),
  "action.fortuneTableFace": c(() => [2, 5, "reroll"]),
  "action.rollDistribution": c(() => [{}], { "0": "optional empty" }),
  "action.flaggedDistribution": c(() => [{ confident: true }], {
    "0": "optional empty",
    "0.confident": "optional",
  }),
  "action.chanceAtLeast": c(() => [{}, 1], { "0": "empty", "1": "signed" }),
  "action.checkChances": c(() => [{ skill: 12, difficulty: 13 }]),
  "action.successChance": c(() => [{ skill: 12, difficulty: 13 }]),

  // mano (RULES 5)
  "mano.action": c(() => ["quickStrike"]),
  "mano.aimKept": c(() => [0, 0]),
  "mano.isAttack": c(() => ["quickStrike"]),
  "mano.avoidArmor": c(() => [[{ cover: 2, absorption: 3 }], [0]], { "1": "empty" }),
  "mano.bestAbsorption": c(() => [[{ cover: 2, absorption: 3 }]], { "0": "empty" }),
  "mano.layered": c(() => [[{ cover: 2, absorption: 3 }]], { "0": "empty" }),
  "mano.layeredRegions": c(() => [[{ cover: 2, absorption: 3 }]], { "0": "empty" }),
  "mano.powerThroughArmor": c(() => [5, 3]),
  "mano.carryingCapacity": c(() => [10]),
  // Mano a Mano measures in metres and kilograms, fractions included
  "mano.encumberedMovement": c(() => [{ running: 10, swimming: 3 }, true], {
    "0.running": "fraction",
    "0.swimming": "fraction",
  }),
  "mano.load": c(() => [20, 10], { "0": "fraction" }),
  "mano.darkness": c(() => ["dim", "handToHand"]),
  // RULES 5 swimming: +3 to striking rolls for a swimming of 3
  "mano.swimmingBonus": c(() => ["striking", 3]),
  // RULES 5 flying: airspeed 10 climbs 3 m of its 5 m rate (a fractional airspeed after a climb)
  "mano.flightRate": c(() => [10], { "0": "fraction" }),
  "mano.flightStep": c(() => [10, 10, 3], { "1": "fraction", "2": "signed fraction" }),
  "mano.defenceAgainst": c(() => ["handToHand", defences]),
  "mano.rangeDifficulty": c(() => [20, 40], { "0": "fraction" }),
  "mano.gripAfterGrapple": c(() => ["neutral", true, "hold"]),
  "mano.keepsFooting": c(() => [12, 2], { "1": "signed" }),
  "mano.footingModifier": c(() => [3, 0], { "0": "signed", "1": "signed" }),
  "mano.opponentGrip": c(() => ["dominant"]),
  "mano.fallHarm": c(() => [{ power: 4, absorption: 0, surface: "blunt" }]),
  "mano.harm": c(() => [5, 0, "sharp"]),
  "mano.swimmingHarm": c(() => [{ damage: 2, stun: 1 }]),
  "mano.withMinimumStun": c(() => [{ damage: 2, stun: 1 }, 3]),
  "mano.damageAfterHealing": c(() => [4, 12, 2, 10], { "2": "signed", "3": "signed" }),
  "mano.damageHealed": c(() => [4]),
  "mano.healingDifficulty": c(() => [
    { exertedDays: 0, timesHurt: 0, timesIncapacitatedByDamage: 0 },
  ]),
  "mano.health": c(() => [2, 1, 7, 14]),
  "mano.healthOf": c(() => [{ stun: 2, damage: 1, toughness: 7, stamina: 14 }]),
  "mano.severity": c(() => ["injured"]),
  "mano.stunAfterRest": c(() => [4]),
  "mano.stunAfterTurn": c(() => [{ stun: 2, damage: 1, toughness: 7, stamina: 14 }]),
  "mano.collisionCharge": c(() => [{ sameDirection: false, vehicleMetres: 10, targetMetres: 2 }], {
    "0.vehicleMetres": "fraction",
    "0.targetMetres": "fraction",
  }),
  "mano.handlingDifficulty": c(() => [{ trainedToFight: true, hurt: false }]),
  "mano.rammingModifier": c(() => [3, 2], { "0": "signed", "1": "signed" }),
  "mano.climbDifficulty": c(() => ["rope"]),
  "mano.climbSpeed": c(() => ["rope", 10], { "1": "fraction" }),
  "mano.climbingFall": c(
    () => ["dangerous", { natural: 8, modifier: 2, difficulty: 12 }, { toughness: 7, stamina: 14 }],
    { "1.modifier": "signed", "1.difficulty": "signed" },
  ),
  "mano.fallDanger": c(() => [5], { "0": "fraction" }),
  "mano.jumpCheck": c(() => [3, 4], { "0": "fraction", "1": "fraction" }),
  "mano.jumpLimits": c(() => [10, true], { "0": "fraction" }),
  "mano.allowedActions": c(() => [situation]),
  "mano.checkAction": c(() => ["quickStrike", situation]),
  "mano.checkCombo": c(() => [
    2,
    [{ action: "quickStrike" }, { action: "quickStrike" }],
    situation,
  ]),
  "mano.postureBeforeCombo": c(() => [[{ action: "quickStrike" }, { action: "drop" }], "ground"], {
    "0": "empty",
  }),
  "mano.storedCombo": c(
    () => [
      [
        { action: "quickStrike", weapon: "fists" },
        { action: "drop", weapon: "" },
      ],
    ],
    { "0": "empty", "0.0.weapon": "text optional", "0.1.weapon": "text optional" },
  ),
  // RULES 5: speed ½ or ¼ is a speed
  "mano.quickActions": c(() => [2, false], { "0": "fraction" }),
  "mano.refusal": c(() => ["quickStrike", situation]),
  "mano.refusalReason": c(() => ["incapacitated"]),
  "mano.attackPower": c(() => [{ weaponPower: 5, action: "powerfulStrike", natural: 14 }, {}], {
    "1": "optional empty",
    "1.*": OPT,
  }),
  "mano.chargePower": c(() => [5, 6], { "1": "fraction" }),
  "mano.resolveAttack": c(
    () => [
      {
        action: "quickStrike",
        natural: 14,
        attacker: { modifier: 2 },
        weapon: { power: 3, sharpness: "blunt" },
        target: steven,
      },
      {},
    ],
    { "0.attacker.modifier": "signed", "1": "optional empty", "1.*": OPT },
  ),
  "mano.gripStance": c(() => ["neutral"]),
  "mano.positionChange": c(
    () => [
      "rest",
      { health: "healthy", posture: "standing", grip: "none", stance: "default", stun: 2 },
    ],
    { "1.grip": "optional nullable" },
  ),
  "mano.positionRefusal": c(
    () => [
      "stand",
      { health: "healthy", posture: "ground", grip: "none", stance: "default", stun: 0 },
    ],
    { "1.grip": "optional nullable" },
  ),
  "mano.defenderRow": c(() => ["cautious", "none"], { "0": "optional nullable" }),
  "mano.stanceAfterAttack": c(() => ["aiming"]),
  "mano.reloadRefusal": c(() => [
    "load",
    { capacity: 6, loaded: 2, reloadActions: 7, progress: 1 },
  ]),
  "mano.reloadStep": c(() => ["load", { capacity: 6, loaded: 2, reloadActions: 7, progress: 1 }]),
  "mano.stanceModifiers": c(() => ["standing", "default", { fromAbove: false }], {
    "2": "optional empty",
    "2.fromAbove": OPT,
  }),
  "mano.isAutomatic": c(() => [20]),
  "mano.successChance": c(() => [2, 14], { "0": "signed", "1": "signed" }),
  "mano.successfulFaces": c(() => [2, 14], { "0": "signed", "1": "signed" }),
  "mano.succeeds": c(() => [14, 2, 14], { "1": "signed", "2": "signed" }),
  "mano.mutualStalking": c(() => [true, false]),
  "mano.stealthDifficulty": c(() => [12], { "0": "signed" }),
  "mano.canDrawBow": c(() => [3, 10]),
  "mano.fireShot": c(() => [{ capacity: 1, loaded: 1 }]),
  "mano.throwRange": c(() => ["quickThrow", { throwModifier: 2, strength: 10, heft: 1 }], {
    "1.throwModifier": "signed",
  }),
  "mano.categoryOf": c(() => ["thrown"]),
  // a bow's shot reaches the bow's range; a throw would read the thrower's fields instead
  "mano.actionRange": c(
    () => ["quickShot", { weaponRange: 150, throwing: 2, strength: 10, heft: 1, unwieldy: false }],
    { "1.weaponRange": "nullable", "1.throwing": "signed", "1.unwieldy": OPT },
  ),

  // rounds (RULES 4)
  "rounds.compareActingOrder": c(
    () => [{ ready: 6, reach: 1, bonus: 0 }, { ready: 4, reach: 2, bonus: 0 }, 2],
    {
      "0.reach": "fraction",
      "0.bonus": "signed fraction",
      "1.reach": "fraction",
      "1.bonus": "signed fraction",
      "2": "optional fraction",
    },
  ),
  "rounds.compareTieBreak": c(() => [{ reach: 1, bonus: 0 }, { reach: 2, bonus: 0 }, 2], {
    "0.reach": "fraction",
    "0.bonus": "signed fraction",
    "1.reach": "fraction",
    "1.bonus": "signed fraction",
    "2": "optional nullable fraction",
  }),
  "rounds.hitPoints": c(() => [10]),
  "rounds.minimumReady": c(() => [12]),
  "rounds.nonDamagedHp": c(() => [20, 2, 3]),
  "rounds.roundStartSplit": c(() => [12, 2]),
  "rounds.reachable": c(() => [{ reach: 1 }, { reach: 3, attacking: true, attackReach: 0.5 }], {
    "0.reach": "fraction",
    "1.reach": "fraction",
    "1.attacking": OPT,
    "1.attackReach": "optional nullable fraction",
  }),
  "rounds.resolveAttack": c(
    () => [
      {
        hpSpent: 3,
        action: "quickStrike",
        natural: 14,
        attacker: { modifier: 2 },
        weapon: { power: 3, sharpness: "blunt" },
        target: { ...steven, passiveHp: 0 },
      },
      {},
    ],
    {
      "0.attacker.modifier": "signed",
      "0.target.passiveHp": "optional nullable",
      "1": "optional empty",
      "1.*": OPT,
    },
  ),
  "rounds.checkInterference": c(() => [3, 4]),
  "rounds.checkSpend": c(() => [6, 3]),
  "rounds.checkWeaponsOncePerTurn": c(() => [["sword", "dagger"]], { "0": "empty", "0.*": "text" }),
  "rounds.extraPower": c(() => [6]),
  "rounds.interferes": c(() => [14, 2, 12], { "1": "signed", "2": "signed" }),
  "rounds.passiveDefence": c(() => [2]),
  "rounds.survivesInterference": c(() => [[false, true]], { "0": "empty" }),

  // sequencing: the engines (their states are stored data: "fixed")
  "sequencing.ladder.start": c(
    () => [
      [
        { id: "a", roll: 4 },
        { id: "b", roll: 3, carry: 1 },
      ],
    ],
    {
      "0": "empty",
      "0.*.id": "text",
      "0.*.roll": "signed",
      "0.*.carry": "optional nullable signed",
    },
  ),
  "sequencing.ladder.next": c(() => [ladderState()], state),
  "sequencing.ladder.act": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.hold": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.deferAll": c(() => [ladderState()], state),
  "sequencing.ladder.defend": c(() => [ladderState(), "b"], stateAndId),
  "sequencing.ladder.pass": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.down": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.revive": c(() => [ladder.down(ladderState(), "a"), "a"], stateAndId),
  "sequencing.ladder.carry": c(() => [ladderState()], state),
  "sequencing.ladder.ap": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.status": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.roundOver": c(() => [ladderState()], state),
  "sequencing.ladder.acting": c(() => [ladderState()], state),
  "sequencing.ladder.initiative": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.initiatives": c(() => [ladderState()], state),
  "sequencing.ladder.nextRound": c(() => [ladderState(), { a: 4, b: 3 }], {
    ...state,
    "1.a": "signed",
    "1.b": "signed",
  }),
  "sequencing.ladder.join": c(() => [ladderState(), { id: "c", roll: 4 }], {
    ...state,
    "1.id": "text",
    "1.roll": "signed",
  }),
  "sequencing.ladder.leave": c(() => [ladderState(), "a"], stateAndId),
  "sequencing.ladder.setUp": c(() => [ladderState(), { kind: "free", by: "a", target: "b" }], {
    "0": "fixed",
    "1.by": "text",
    "1.target": "text",
  }),
  "sequencing.ladder.setups": c(() => [ladderState()], state),
  // the ids a state keeps beside its entries (the entries are stored state)
  "sequencing.ladder.topIds": c(() => [["a", "b"], ladderState().entries], {
    "0.*": "text",
    "1": "fixed",
  }),
  "sequencing.shots.firstShot": c(() => [5, 2, 0], { "1": "signed", "2": OPT }),
  "sequencing.shots.start": c(
    () => [[{ id: "a", reflexes: 5, roll: 2, named: true, villain: false }], {}],
    { "0": "empty", "0.*.id": "text", "0.*.roll": "optional signed", "1": "optional empty" },
  ),
  "sequencing.shots.current": c(() => [shotsState()], state),
  "sequencing.shots.spend": c(() => [shotsState(), "a", 3], stateAndId),
  "sequencing.shots.limitBreakCost": c(() => [true]),
  "sequencing.shots.lose": c(() => [shotsState(), "a", 1], stateAndId),
  "sequencing.shots.activeDefence": c(() => [shotsState(), "a"], stateAndId),
  "sequencing.shots.defending": c(() => [shots.activeDefence(shotsState(), "b")], state),
  "sequencing.shots.reroll": c(() => [shotsState(), "a", 3], stateAndId),
  "sequencing.shots.shot": c(() => [shotsState(), "a"], stateAndId),
  "sequencing.shots.roundOver": c(() => [shotsState()], state),
  "sequencing.shots.acting": c(() => [shotsState()], state),
  "sequencing.shots.initiative": c(() => [shotsState(), "a"], stateAndId),
  "sequencing.shots.initiatives": c(() => [shotsState()], state),
  "sequencing.shots.nextRound": c(() => [shotsState(), { a: 2, b: 1 }, {}], {
    ...state,
    "1": "optional empty",
    "1.a": "signed",
    "1.b": "signed",
    "2": "optional empty",
  }),
  "sequencing.shots.join": c(
    () => [shotsState(), { id: "c", reflexes: 5, roll: 2, named: true, villain: false }],
    { ...state, "1.id": "text", "1.roll": "optional signed" },
  ),
  "sequencing.shots.leave": c(() => [shotsState(), "a"], stateAndId),
  "sequencing.shots.currentOf": c(() => [["a", "b"], shotsState().entries, "shots"], {
    "0.*": "text",
    "1": "fixed",
  }),
  "sequencing.readyHp.maxCarryOver": c(() => [6]),
  "sequencing.readyHp.roundStartFigures": c(() => [{ nonDamaged: 9, carryOver: 3 }]),
  // two alike, so the dice are read for their roll-off
  "sequencing.readyHp.start": c(
    () => [
      [
        { id: "a", nonDamaged: 6, carryOver: 1 },
        { id: "b", nonDamaged: 6, carryOver: 1 },
      ],
      dice(),
    ],
    {
      "0": "empty",
      "0.*.id": "text",
      "0.*.carryOver": "optional nullable",
    },
  ),
  "sequencing.readyHp.order": c(() => [readyHpState()], state),
  "sequencing.readyHp.spend": c(() => [readyHpState(), "a", 2, {}], {
    ...state,
    "3": "optional empty",
  }),
  "sequencing.readyHp.hesitate": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.readyHp.interfere": c(() => [readyHpState(), "b", 1, 2], stateAndId),
  "sequencing.readyHp.weaponsStruck": c(
    () => [readyHp.spend(readyHpState(), "a", 2, { weapon: "sword" }), "a"],
    stateAndId,
  ),
  "sequencing.readyHp.lastAct": c(() => [readyHp.spend(readyHpState(), "a", 2)], state),
  "sequencing.readyHp.latestAct": c(() => [readyHp.spend(readyHpState(), "a", 2)], state),
  "sequencing.readyHp.interfereWithLast": c(
    () => [
      readyHp.spend(readyHpState(), "a", 2),
      "b",
      1,
      { natural: 14, modifier: 2, against: 12 },
    ],
    {
      ...stateAndId,
      "3.modifier": "signed",
      "3.against": "optional nullable signed",
    },
  ),
  "sequencing.readyHp.harm": c(() => [readyHpState(), "a", 2], stateAndId),
  "sequencing.readyHp.nonDamaged": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.readyHp.ready": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.readyHp.carryOver": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.readyHp.passiveDefense": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.readyHp.decidesFirstBySurprise": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.readyHp.poolOf": c(() => ["turns"]),
  "sequencing.readyHp.roundOver": c(() => [readyHpState()], state),
  "sequencing.readyHp.acting": c(() => [readyHpState()], state),
  "sequencing.readyHp.initiative": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.readyHp.initiatives": c(() => [readyHpState()], state),
  "sequencing.readyHp.nextRound": c(() => [readyHpState(), dice(), {}], {
    ...state,
    "2": "optional empty",
  }),
  "sequencing.readyHp.join": c(() => [readyHpState(), { id: "c", nonDamaged: 5 }], {
    ...state,
    "1.id": "text",
  }),
  "sequencing.readyHp.leave": c(() => [readyHpState(), "a"], stateAndId),
  "sequencing.turns.roundsPerTurn": c(() => [0.5], { "0": "fraction" }),
  "sequencing.turns.start": c(() => [[{ id: "a", speed: 1 }], {}], {
    "0.*.id": "text",
    "0": "empty",
    "0.*.speed": "fraction",
    "1": "optional empty",
  }),
  "sequencing.turns.defaultOrder": c(
    () => [
      [
        { id: "a", reach: 1 },
        { id: "b", reach: 1 },
      ],
      dice(),
    ],
    {
      "0": "empty",
      "0.*.id": "text",
      "0.*.reach": "fraction",
    },
  ),
  "sequencing.turns.actors": c(() => [turnsState(), 1], state),
  "sequencing.turns.roundOver": c(() => [turnsState()], state),
  "sequencing.turns.acting": c(() => [turnsState()], state),
  "sequencing.turns.advance": c(() => [turnsState()], state),
  "sequencing.turns.skip": c(() => [turnsState()], state),
  "sequencing.turns.counter": c(() => [turnsState(), "a"], stateAndId),
  "sequencing.turns.evade": c(() => [turnsState(), "a"], stateAndId),
  "sequencing.turns.attacked": c(() => [turnsState(), "a"], stateAndId),
  "sequencing.turns.fireCounter": c(() => [turns.counter(turnsState(), "a"), "a"], stateAndId),
  "sequencing.turns.defenseBonus": c(() => [turnsState(), "a"], stateAndId),
  "sequencing.turns.reorder": c(() => [turnsState(), ["b", "a"]], state),
  "sequencing.turns.nextRound": c(() => [turnsState()], state),
  "sequencing.turns.initiative": c(() => [turnsState(), "a"], stateAndId),
  "sequencing.turns.initiatives": c(() => [turnsState()], state),
  "sequencing.turns.join": c(() => [turnsState(), { id: "c", speed: 1 }], {
    ...state,
    "1.id": "text",
    "1.speed": "fraction",
  }),
  "sequencing.turns.leave": c(() => [turnsState(), "a"], stateAndId),
  "sequencing.standard.start": c(() => [[{ id: "a", roll: 12 }]], {
    "0": "empty",
    "0.*.id": "text",
  }),
  "sequencing.standard.interruptOf": c(() => [standardState()], state),
  "sequencing.standard.openInterrupt": c(() => [standardState(), "a"], stateAndId),
  "sequencing.standard.takeInterrupt": c(
    () => [standard.openInterrupt(standardState(), "a"), "b"],
    stateAndId,
  ),
  "sequencing.standard.closeInterrupt": c(
    () => [standard.openInterrupt(standardState(), "a")],
    state,
  ),
  "sequencing.standard.order": c(() => [standardState()], state),
  "sequencing.standard.total": c(() => [standardState(), "a"], stateAndId),
  "sequencing.standard.roundOver": c(() => [standardState()], state),
  "sequencing.standard.acting": c(() => [standardState()], state),
  "sequencing.standard.advance": c(() => [standardState()], state),
  "sequencing.standard.tieOrder": c(() => [standardState(), ["a"]], { ...state, "1": "empty" }),
  "sequencing.standard.nextRound": c(() => [standardState(), { a: 10, b: 9 }, {}], {
    ...state,
    "1": "optional empty",
    "2": "optional empty",
  }),
  "sequencing.standard.join": c(() => [standardState(), { id: "c", roll: 5 }], {
    ...state,
    "1.id": "text",
  }),
  "sequencing.standard.leave": c(() => [standardState(), "a"], stateAndId),
  "sequencing.standard.initiative": c(() => [standardState(), "a"], stateAndId),
  "sequencing.standard.initiatives": c(() => [standardState()], state),
  "sequencing.rollOff": c(() => [["a", "b"], dice(), 0], { "0": "empty", "0.*": "any", "2": OPT }),

  // cards: the helpers every card shares
  "cards.shared.requireCardActor": c(() => ["attacker", { name: "Todd", actorUuid: null }], {
    "0": "text",
    "1.name": "text",
    "1.actorUuid": "nullable text",
  }),
  "cards.shared.requireTargets": c(() => [cardTargets, 1], {
    "0.*.id": "text",
    "0.*.name": "text",
    "0.*.actorUuid": "nullable text",
    "1": OPT,
  }),
  // these read a card's own list of targets (card state)
  "cards.shared.findTarget": c(() => [cardTargets, "t"], state),
  "cards.shared.replaceTarget": c(() => [cardTargets, "t", (t: unknown) => t], {
    ...state,
    "2": "fixed",
  }),
  "cards.shared.requireNotApplied": c(() => [cardTargets, "apply"], { ...state, "1": "text" }),
  "cards.shared.anyApplied": c(() => [cardTargets], state),
  "cards.shared.changes": c(() => [{ "system.hp": 3 }, { "system.hp": 1 }], {
    "0": "empty",
    "0.system.hp": "patch",
    "1": "empty",
    "1.system.hp": "patch",
  }),
  "cards.shared.splitPatch": c(() => [{ "system.hp": 3 }], {
    "0": "nullable empty",
    "0.system.hp": "patch",
  }),
  "cards.shared.itemPath": c(() => ["flak", "system.hp.value"], { "0": "text", "1": "text" }),
  "cards.shared.requirePatch": c(() => ["current", { "system.hp": 3 }], {
    "0": "text",
    "1": "empty",
    "1.system.hp": "patch",
  }),
  "cards.shared.clamp": c(() => [5, { min: 0, max: 10 }], {
    "0": "signed fraction",
    "1": "optional empty",
    "1.min": "optional signed fraction",
    "1.max": "optional signed fraction",
  }),
  "cards.shared.applyToTarget": c(
    () => [{ targets: cardTargets }, "t", () => ({ before: { a: 1 }, after: { a: 0 } })],
    { "0": "fixed", "2": "fixed" },
  ),
  "cards.shared.undoOnTarget": c(
    () => [
      cards.shared.applyToTarget({ targets: cardTargets }, "t", () => ({
        before: { "system.hp": 1 },
        after: { "system.hp": 0 },
      })).card,
      "t",
      { "system.hp": 0 },
      {},
    ],
    { "0": "fixed", "2": "empty", "2.system.hp": "patch", "3": "optional empty" },
  ),
  "cards.shared.markMissing": c(() => [{ targets: cardTargets }, "t", true], {
    "0": "fixed",
    "2": OPT,
  }),
  "cards.shared.markGone": c(() => [{ targets: cardTargets }, ["t"]], {
    "0": "fixed",
    "1": "empty",
  }),
  "cards.shared.currentNumber": c(() => [{ "system.hp": 3 }, "system.hp", 0], {
    "2": "optional signed",
  }),
  "cards.shared.requireIntegerList": c(() => ["faces", [3, 4], { min: 1, max: 6 }], {
    "0": "text",
    "1": "empty",
    "2": "optional empty",
    "2.min": "optional signed fraction",
    "2.max": "optional signed fraction",
  }),

  // cards: OK RPG
  "cards.okrpg.create": c(() => [okrpgInput([1, 1, 0, 0])], okrpgCardAccepts),
  "cards.okrpg.requireCardInput": c(() => [okrpgInput([1, 1, 0, 0])], okrpgCardAccepts),
  "cards.okrpg.spend": c(() => [okrpgCard(), "fullDamage", "duel"], { "0": "fixed", "2": OPT }),
  "cards.okrpg.unspend": c(
    () => [cards.okrpg.spend(okrpgCard(), "fullDamage"), "fullDamage", "duel"],
    { "0": "fixed", "2": OPT },
  ),
  "cards.okrpg.setBasicHit": c(
    () => [
      cards.okrpg.create(
        okrpgInput([1, 1, 1, 0], {
          targets: [
            ...okrpgInput([]).targets,
            { ...okrpgInput([]).targets[0], id: "second", name: "Second" },
          ],
        }),
      ),
      1,
    ],
    state,
  ),
  "cards.okrpg.setLimb": c(() => [okrpgCard(), "left arm"], { ...state, "1": "nullable text" }),
  "cards.okrpg.dropCombined": c(
    () => [
      cards.okrpg.create({
        ...okrpgInput([1, 1, 0, 0]),
        situation: { combined: { required: 3 } },
      }),
    ],
    state,
  ),
  // the card and its own target: stored card data, read back by readCard, not swept here
  "cards.okrpg.interruptOutcome": c(
    () => {
      const input = okrpgInput([1, 1, 0, 0]);
      const card = cards.okrpg.create({
        ...input,
        interrupt: { quickness: 2, fudge: [1, 1, 0, 0] },
        targets: [{ ...input.targets[0], holding: { quickness: 2 } }],
      });
      return [card, card.targets[0]];
    },
    { "0": "fixed", "1": "fixed" },
  ),
  "cards.okrpg.combinedOther": c(
    () => [cards.okrpg.create({ ...okrpgInput([1, 1, 0, 0]), situation: { combined: "simple" } })],
    state,
  ),
  "cards.okrpg.menu": c(() => [okrpgCard()], state),
  "cards.okrpg.resolutions": c(() => [okrpgCard()], state),
  "cards.okrpg.applyBlocked": c(() => [okrpgCard(), "duel"], stateAndId),
  "cards.okrpg.apply": c(
    () => [
      cards.okrpg.spend(okrpgCard(), "fullDamage"),
      "duel",
      { "system.wounds.lethal": 0, "system.wounds.nonlethal": 3 },
    ],
    stateAndId,
  ),
  "cards.okrpg.undo": c(
    () => [
      cards.okrpg.apply(cards.okrpg.spend(okrpgCard(), "fullDamage"), "duel", {
        "system.wounds.lethal": 0,
        "system.wounds.nonlethal": 3,
      }).card,
      "duel",
      { "system.wounds.lethal": 0, "system.wounds.nonlethal": 6 },
    ],
    undoCurrent,
  ),
  // the roll dialog's own reading of one target's defence (RULES 1.2, 1.8)
  "cards.okrpg.required": c(
    () => [{ defence: 4, activeDefences: ["one"], defenceBonus: -1, knockedDown: false }],
    {
      "0.defence": "signed",
      "0.activeDefences": "optional nullable empty",
      "0.defenceBonus": "optional nullable signed",
      "0.knockedDown": OPT,
    },
  ),
  "cards.okrpg.chances": c(() => [{ base: 6, required: 4, modifier: 1 }], {
    "0.modifier": "optional nullable signed",
    "0.base": "signed",
    "0.required": "signed",
  }),
  "cards.okrpg.refresh": c(() => [okrpgCard()], state),
  "cards.okrpg.markMissing": c(() => [okrpgCard(), "duel", true], { ...state, "2": OPT }),

  // cards: Occult Ops
  "cards.occult.create": c(() => [toddInput(45)], occultCardAccepts),
  "cards.occult.requireCardInput": c(() => [withoutRoll(toddInput(45), "d100")], occultCardAccepts),
  "cards.occult.setRange": c(() => [occultCard(), "bandit", "medium"], stateAndId),
  "cards.occult.setZone": c(
    () => [
      cards.occult.create(
        toddInput(70, {
          weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
          targets: [{ ...toddInput(0).targets[0], zone: "M" }],
        }),
      ),
      "bandit",
      "S",
    ],
    { ...state, "2": "nullable" },
  ),
  "cards.occult.damageDiceFor": c(() => [occultCard(), "bandit"], { ...state, "1": OPT }),
  "cards.occult.damageFormula": c(() => [occultCard(), "bandit"], { ...state, "1": OPT }),
  "cards.occult.dealsDamage": c(() => [occultCard()], state),
  "cards.occult.rollDamage": c(() => [occultCard(), [3, 4], "bandit"], { ...state, "2": OPT }),
  "cards.occult.effectDie": c(() => [occultCard()], state),
  "cards.occult.rollEffect": c(
    () => [
      cards.occult.rollDamage(
        cards.occult.create(
          toddInput(15, {
            weapon: {
              name: "Body block",
              kind: "physical",
              dice: "1d4",
              physicalAttack: "bodyBlock",
              effect: "bodyBlock",
            },
            situation: {},
          }),
        ),
        [3],
        "bandit",
      ),
      72,
      "bandit",
    ],
    state,
  ),
  "cards.occult.isFumble": c(() => [occultCard()], state),
  "cards.occult.drawFumble": c(
    () => [cards.occult.create(toddInput(99, { options: { epicFumbleTable: true } })), 7],
    state,
  ),
  "cards.occult.fumbleEntry": c(() => [occultCard()], state),
  "cards.occult.fumbleTable": c(() => [occultCard()], state),
  "cards.occult.scatter": c(
    () => [
      cards.occult.create(
        toddInput(70, {
          weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
          targets: [{ ...toddInput(0).targets[0], zone: "M" }],
        }),
      ),
      3,
      2,
    ],
    state,
  ),
  "cards.occult.firesRounds": c(() => [burstCard().weapon], state),
  "cards.occult.roundsUnspent": c(() => [burstCard()], state),
  "cards.occult.setWall": c(
    () => [
      cards.occult.scatter(
        cards.occult.create(
          toddInput(70, {
            weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
            targets: [{ ...toddInput(0).targets[0], zone: "M" }],
          }),
        ),
        3,
        2,
      ),
      1,
    ],
    { ...state, "1": "optional nullable" },
  ),
  "cards.occult.scatterLanding": c(
    () => [
      cards.occult.scatter(
        cards.occult.create(
          toddInput(70, {
            weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
            targets: [{ ...toddInput(0).targets[0], zone: "M" }],
          }),
        ),
        3,
        2,
      ),
    ],
    state,
  ),
  "cards.occult.commitAmmo": c(() => [burstCard(), 30], state),
  "cards.occult.undoAmmo": c(() => [cards.occult.commitAmmo(burstCard(), 30).card, 20, 30], state),
  "cards.occult.defaultApplyTo": c(() => [occultCard().targets[0]], state),
  "cards.occult.applyBlocked": c(() => [occultCard(), "bandit", "armor"], { ...state, "2": OPT }),
  "cards.occult.apply": c(
    () => [
      cards.occult.rollDamage(occultCard(), [3, 4], "bandit"),
      "bandit",
      { "items.flak.system.hp.value": 50, "system.hp.value": 20 },
      "armor",
    ],
    // the hit goes to the armor: the person's own hit points are not read
    { ...state, "2.system.hp.value": "patch", "3": OPT },
  ),
  "cards.occult.undo": c(
    () => [
      cards.occult.apply(cards.occult.rollDamage(occultCard(), [3, 4], "bandit"), "bandit", {
        "items.flak.system.hp.value": 50,
        "system.hp.value": 20,
      }).card,
      "bandit",
      { "items.flak.system.hp.value": 48, "system.hp.value": 20 },
    ],
    undoCurrent,
  ),
  "cards.occult.chances": c(() => [60], { "0": "signed" }),
  "cards.occult.chancesFor": c(() => [{ range: "short", strike: 10, skill: 10 }], {
    "0.strike": "optional signed",
    "0.skill": "optional signed",
  }),
  "cards.occult.refresh": c(() => [occultCard()], state),
  "cards.occult.markMissing": c(() => [occultCard(), "bandit", true], { ...state, "2": OPT }),

  // cards: Action
  "cards.action.rollOptions": c(() => [actionCard()], state),
  "cards.action.roll": c(() => [actionCard()], state),
  "cards.action.firstRoll": c(() => [actionCard()], state),
  "cards.action.rollFor": c(
    () => [
      actionCard(),
      {
        id: "hench",
        name: "Henchman",
        actorUuid: "Actor.hench",
        defence: 13,
        soak: 7,
        dice: { positive: [5], negative: [2] },
      },
    ],
    { ...state, "1.id": "text", "1.name": "text", "1.actorUuid": "text nullable", "1.dice": OPT },
  ),
  "cards.action.pushRoll": c(() => [actionCard()], state),
  "cards.action.checkAgainst": c(
    () => [
      actionCard(),
      { id: "hench", name: "Henchman", actorUuid: "Actor.hench", defence: 13, soak: 7 },
      cards.action.roll(actionCard()),
    ],
    {
      ...state,
      "1.id": "text",
      "1.name": "text",
      "1.actorUuid": "text nullable",
      "2": "fixed",
    },
  ),
  "cards.action.create": c(() => [actionInput([6, 3], [2])], actionCardAccepts),
  "cards.action.requireCardInput": c(
    () => [withoutRoll(actionInput([6, 3], [2]), "dice")],
    actionCardAccepts,
  ),
  "cards.action.frictionDue": c(() => [actionCard()], state),
  "cards.action.actionRolls": c(() => [actionCard()], state),
  "cards.action.snakeEyes": c(() => [actionCard()], state),
  "cards.action.spendAdvantage": c(
    () => [cards.action.create(actionInput([6, 3], [2], { advantageSpent: 2 })), 3],
    state,
  ),
  "cards.action.undoAdvantage": c(
    () => [
      cards.action.spendAdvantage(
        cards.action.create(actionInput([6, 3], [2], { advantageSpent: 2 })),
        3,
      ).card,
      1,
    ],
    state,
  ),
  "cards.action.frictionCheck": c(
    () => [
      cards.action.create(
        actionInput([1], [1], {
          situation: { underFriction: true, juryRigged: true, friction: { light: true } },
        }),
      ),
      5,
    ],
    state,
  ),
  "cards.action.frictionResult": c(() => [actionCard()], state),
  "cards.action.frictionFace": c(() => [actionCard()], state),
  "cards.action.frictionReading": c(() => [actionCard(), 4], state),
  "cards.action.frictionRerollBlocked": c(() => [actionCard()], state),
  "cards.action.frictionReroll": c(() => [frictionChecked(), 2, 3], state),
  "cards.action.keepFrictionFace": c(
    () => [cards.action.frictionReroll(frictionChecked(), 2, 3).card, "reroll"],
    state,
  ),
  "cards.action.pushBlocked": c(() => [actionCard()], state),
  "cards.action.pushLuck": c(
    () => [cards.action.create(actionInput([2], [4])), { positive: [5], negative: [1] }],
    state,
  ),
  "cards.action.fortuneBlocked": c(() => [actionCard()], state),
  "cards.action.fortuneReroll": c(
    () => [cards.action.create(actionInput([2], [4])), { positive: [3], negative: [5] }, 4],
    state,
  ),
  "cards.action.applyBlocked": c(() => [actionCard(), "hench"], stateAndId),
  "cards.action.apply": c(() => [actionCard(), "hench", { "system.hits.value": 3 }], stateAndId),
  "cards.action.undo": c(
    () => [
      cards.action.apply(actionCard(), "hench", { "system.hits.value": 3 }).card,
      "hench",
      { "system.hits.value": 2 },
    ],
    undoCurrent,
  ),
  "cards.action.chances": c(() => [{ skill: 12, difficulty: 13 }]),
  "cards.action.refresh": c(() => [actionCard()], state),
  "cards.action.markMissing": c(() => [actionCard(), "hench", true], { ...state, "2": OPT }),

  // cards: Mano a Mano and Action Rounds
  "cards.mano.resolveTarget": c(() => [manoCard(), stevenTarget], {
    ...state,
    "1.id": "text",
    "1.name": "text",
    "1.actorUuid": "text nullable",
  }),
  "cards.mano.resolutions": c(() => [manoCard()], state),
  "cards.mano.roundsHitPoints": c(() => [manoCard().targets[0]], state),
  "cards.mano.create": c(() => [manoInput], manoCardAccepts),
  "cards.mano.applyBlocked": c(() => [manoCard(), "steven"], stateAndId),
  // Action Rounds RULES 4: fists (1 m) against a 2 m spear attacking with itself, 2 m away
  "cards.mano.strikes": c(
    () => [
      { situation: { action: "quickStrike" } },
      { outreach: { attacker: 1, target: 2, attacking: true, attackReach: 2, distance: 2 } },
    ],
    {
      "1": "empty",
      "1.outreach": "optional",
      "1.outreach.attacker": "fraction",
      "1.outreach.target": "fraction",
      // reachable()'s defaults: not attacking, attacking with its longest weapon
      "1.outreach.attacking": "optional",
      "1.outreach.attackReach": "fraction optional nullable",
      "1.outreach.distance": "fraction nullable",
    },
  ),
  "cards.mano.apply": c(
    () => [manoCard(), "steven", { "system.stun": 0, "system.damage": 0 }],
    stateAndId,
  ),
  "cards.mano.undo": c(
    () => [
      cards.mano.apply(manoCard(), "steven", { "system.stun": 0, "system.damage": 0 }).card,
      "steven",
      { "system.stun": 2, "system.damage": 1 },
    ],
    undoCurrent,
  ),
  "cards.mano.chances": c(() => [{ modifier: 2, difficulty: 14 }], {
    "0.modifier": "signed",
    "0.difficulty": "signed",
  }),
  "cards.mano.chancesFor": c(() => [manoChoices], manoCardAccepts),
  "cards.mano.requireCardInput": c(() => [manoChoices], manoCardAccepts),
  "cards.mano.refresh": c(() => [manoCard()], state),
  "cards.mano.markMissing": c(() => [manoCard(), "steven", true], { ...state, "2": OPT }),
  "cards.mano.offBalance": c(() => [pushCard(), "steven"], stateAndId),
  "cards.mano.footing": c(() => [cards.mano.rollFooting(pushCard(), "steven", 5), "steven"], state),
  "cards.mano.rollFooting": c(() => [pushCard(), "steven", 5], state),
  "cards.rounds.create": c(
    () => [{ ...manoInput, situation: { action: "quickStrike", hpSpent: 3 } }],
    manoCardAccepts,
  ),
  "cards.rounds.resolveTarget": c(() => [roundsCard(), { ...stevenTarget, passiveHp: 0 }], {
    ...state,
    "1.id": "text",
    "1.name": "text",
    "1.actorUuid": "text nullable",
    "1.passiveHp": "optional nullable",
  }),
  "cards.rounds.resolutions": c(() => [roundsCard()], state),
  "cards.rounds.roundsHitPoints": c(() => [roundsCard().targets[0]], state),
  "cards.rounds.applyBlocked": c(() => [roundsCard(), "steven"], stateAndId),
  // Action Rounds RULES 4: fists (1 m) against a 2 m spear attacking with itself, 2 m away
  "cards.rounds.strikes": c(
    () => [
      { situation: { action: "quickStrike" } },
      { outreach: { attacker: 1, target: 2, attacking: true, attackReach: 2, distance: 2 } },
    ],
    {
      "1": "empty",
      "1.outreach": "optional",
      "1.outreach.attacker": "fraction",
      "1.outreach.target": "fraction",
      // reachable()'s defaults: not attacking, attacking with its longest weapon
      "1.outreach.attacking": "optional",
      "1.outreach.attackReach": "fraction optional nullable",
      "1.outreach.distance": "fraction nullable",
    },
  ),
  "cards.rounds.apply": c(
    () => [roundsCard(), "steven", { "system.stun": 0, "system.damage": 0 }],
    stateAndId,
  ),
  "cards.rounds.undo": c(
    () => [
      cards.rounds.apply(roundsCard(), "steven", { "system.stun": 0, "system.damage": 0 }).card,
      "steven",
      { "system.stun": 2, "system.damage": 1 },
    ],
    undoCurrent,
  ),
  "cards.rounds.chances": c(() => [{ modifier: 2, difficulty: 14 }], {
    "0.modifier": "signed",
    "0.difficulty": "signed",
  }),
  "cards.rounds.chancesFor": c(() => [roundsChoices], manoCardAccepts),
  "cards.rounds.requireCardInput": c(() => [roundsChoices], manoCardAccepts),
  "cards.rounds.refresh": c(() => [roundsCard()], state),
  "cards.rounds.markMissing": c(() => [roundsCard(), "steven", true], { ...state, "2": OPT }),
  "cards.rounds.offBalance": c(() => [pushCard(), "steven"], stateAndId),
  "cards.rounds.footing": c(
    () => [cards.rounds.rollFooting(pushCard(), "steven", 5), "steven"],
    state,
  ),
  "cards.rounds.rollFooting": c(() => [pushCard(), "steven", 5], state),

  // rulesets and options
  "rulesets.parseRuleset": c(() => ["okrpg"]),
  "rulesets.defaultSequencing": c(() => ["okrpg"]),
  "rulesets.itemRuleset": c(() => ["rounds"]),
  "options.withDefaults": c(() => ["okrpg", { gumption: true }], {
    "1": "optional empty",
    "1.gumption": OPT,
  }),
  // the odds of a fight: the panel's switches, the number of fights and the seed
  "odds.readPolicy": c(() => [{ focus: "spread", defensive: true, flee: "half" }], {
    "0": "optional nullable empty",
    // a switch left out, or null, keeps its default
    "0.focus": "optional nullable",
    "0.defensive": OPT,
    "0.flee": "optional nullable",
  }),
  "odds.readRuns": c(() => [2000], { "0": "optional nullable" }),
  "odds.readSeed": c(() => [7], { "0": "signed large" }),
};

/** Exported functions with no plain argument to make bad, and why. */
export const NOT_SWEPT: Readonly<Record<string, string>> = {
  isRulesError: "takes any value by design and answers whether it is a rules error",
  "okrpg.OPTION_RULES": "the spend table's own rules read a SpendContext that spendContext built",
  "sequencing.readEngineState":
    "a reader of stored data: it never throws by design, and answers { ok: false, problem } for " +
    "any damaged state or unknown mode (tested in test/rules/sequencing/read-state.test.ts)",
  "cards.readCard":
    "a reader of stored data: it never throws by design, and answers { ok: false, problem } for " +
    "any damaged card (tested in test/chat/read-card.test.ts)",
  "odds.simulate":
    "plays a fight a hundred times or more per call: its input (an encounter as the odds read it, " +
    "each attack checked by its card's own input checks) is refused part by part in " +
    "test/rules/odds/simulate.test.ts",
  "odds.simulation": "as odds.simulate, a slice at a time",
  "odds.readOddsInput": "the check odds.simulate makes first (see there)",
};
