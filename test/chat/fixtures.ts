import * as action from "../../src/rules/cards/action";
import * as mano from "../../src/rules/cards/mano";
import * as occult from "../../src/rules/cards/occult";
import * as okrpg from "../../src/rules/cards/okrpg";
import * as rounds from "../../src/rules/cards/rounds";
import type { AttackCard } from "../../src/chat/view-models";
import type { Viewer } from "../../src/chat/view-models/types";
import { LETHALITY } from "../../src/rules/okrpg";
import { parseRank } from "../../src/rules/ranks";

/*
 * Named card states of every ruleset, built from the seeds' worked examples through the real
 * transitions: the template tests render each one, the screenshots show each one.
 */

export const gm: Viewer = {
  isGM: true,
  isAuthor: false,
  canSeeRoll: true,
  ownsAttacker: false,
  ownsTargets: {},
};
export const author: Viewer = { ...gm, isGM: false, isAuthor: true, ownsAttacker: true };
export const onlooker: Viewer = { ...gm, isGM: false };
export const blind: Viewer = { ...onlooker, canSeeRoll: false };

// OK RPG: a Grt swordfighter (sword Gd+, cutting; hand-to-hand Avg+) against a Gd defender in
// Gd armor of coverage 2 with an Avg+ DR (the rules layer's own spending examples).
export const okrpgInput = (
  fudge: number[],
  more: Partial<okrpg.OkrpgCardInput> = {},
): okrpg.OkrpgCardInput => ({
  attacker: {
    name: "Ines <the Blade>",
    actorUuid: "Actor.ines",
    tokenUuid: "Scene.s.Token.ines",
    base: parseRank("Grt"),
    handToHand: parseRank("Avg+"),
  },
  weapon: { name: "Sword", damage: parseRank("Gd+"), lethality: LETHALITY.cutting, reach: 1 },
  fudge,
  targets: [
    {
      id: "duel",
      name: "Duellist",
      actorUuid: "Actor.duel",
      defence: parseRank("Gd"),
      dr: parseRank("Avg+"),
      handToHand: parseRank("Gd"),
      armor: { protection: parseRank("Gd"), coverage: 2 },
      system: "full",
      wounds: { lethal: 0, nonlethal: 3 },
    },
  ],
  ...more,
});

const mookTarget: okrpg.OkrpgTargetInput = {
  id: "goon",
  name: "Goon",
  actorUuid: "Actor.goon",
  defence: parseRank("Avg"),
  dr: parseRank("Avg"),
  handToHand: parseRank("Avg"),
  system: "evenSimpler",
  mook: { system: "evenSimpler", status: "up" },
};

function okrpgStates(): Record<string, okrpg.OkrpgCard> {
  const hit = okrpg.create(okrpgInput([1, 1, 0, 0]));
  const spent = okrpg.spend(
    okrpg.spend(okrpg.spend(hit, "fullDamage"), "bypassArmor"),
    "moreDamage",
  );
  const applied = okrpg.apply(spent, "duel", {
    "system.wounds.lethal": 0,
    "system.wounds.nonlethal": 3,
  }).card;
  const miss = okrpg.create(okrpgInput([-1, -1, -1, 0]));
  const multi = okrpg.spend(
    okrpg.create(okrpgInput([1, 1, 1, 0], { targets: [...okrpgInput([]).targets, mookTarget] })),
    "multipleTargets",
  );
  const mook = okrpg.spend(
    okrpg.create(okrpgInput([1, 0, 0, 0], { targets: [mookTarget] })),
    "fullDamage",
  );
  const missing = okrpg.markMissing(hit, "duel");
  return { hit, spent, applied, miss, multi, mook, missing };
}

// Occult Ops: Todd (Strike +10, pistol skill +10) shoots a bandit 20 ft away behind partial
// cover (Defense +10) in a 50 HP flak jacket with his USP9 (2d6, range 100 ft): seed 001.
export const toddInput = (
  d100: number,
  more: Partial<occult.OccultCardInput> = {},
): occult.OccultCardInput => ({
  attacker: { name: "Todd", actorUuid: "Actor.todd", strike: 10 },
  weapon: {
    name: "USP9",
    kind: "firearm",
    dice: "2d6",
    maxRange: 100,
    magazine: { capacity: 15, loaded: 15 },
  },
  situation: { skill: 10 },
  d100,
  targets: [
    {
      id: "bandit",
      name: "Bandit",
      actorUuid: "Actor.bandit",
      defence: 10,
      defenceModifiers: ["partialCover"],
      distanceFt: 20,
      distanceBy: "scene",
      armor: { itemId: "flak", name: "Flak jacket", hp: 50 },
    },
  ],
  ...more,
});

/** Todd hand to hand against the bandit (a physical attack; a trip unless told otherwise). */
export const handToHand = (d100: number, weapon: Partial<occult.OccultWeapon>) =>
  occult.create(
    toddInput(d100, {
      weapon: { name: "Trip", kind: "physical", dice: null, ...weapon },
      situation: {},
    }),
  );

/** RULES 2: a power punch doubling a punch (1d6), with Todd's STR bonus +2. */
export const POWER_PUNCH: Partial<occult.OccultWeapon> = {
  name: "Power punch",
  dice: "1d6",
  doubled: true,
  bonus: 2,
  physicalAttack: "powerPunch",
  doubling: { attack: "punch" },
};

function occultStates(): Record<string, occult.OccultCard> {
  const armorHit = occult.create(toddInput(45));
  const damage = occult.rollDamage(armorHit, [4, 6], "bandit");
  const applied = occult.apply(damage, "bandit", { "items.flak.system.hp.value": 50 }).card;
  const critical = occult.rollDamage(occult.create(toddInput(4)), [5], "bandit");
  const unknownRange = occult.create(
    toddInput(45, { targets: [{ ...toddInput(45).targets[0], distanceFt: null }] }),
  );
  const fumble = occult.drawFumble(occult.create(toddInput(95)), 14);
  const burst = occult.commitAmmo(
    occult.create(
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
    ),
    30,
  ).card;
  // RULES 2: the burst's rounds spent, then its damage rolled: Undo rounds is off, saying why
  const burstDamaged = occult.rollDamage(burst, [4, 6], "bandit");
  const grenade = occult.scatter(
    occult.create(
      toddInput(70, {
        weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
        // RULES 2: thrown at the bandit, so his Defense 10 and partial cover count: 40 to hit
        situation: {
          skill: 10,
          thrownAt: { name: "Bandit", defence: 10, defenceModifiers: ["partialCover"] },
        },
        targets: [{ ...toddInput(0).targets[0], zone: "M" }],
      }),
    ),
    3,
    2,
  );
  const hand = (weapon: Partial<occult.OccultWeapon>) => handToHand(15, weapon);
  const trip = occult.apply(hand({ physicalAttack: "trip", effect: "prone" }), "bandit", {
    "system.conditions.prone": false,
  }).card;
  const bodyBlock = occult.rollEffect(
    occult.rollDamage(
      hand({ name: "Body block", dice: "1d4", physicalAttack: "bodyBlock", effect: "bodyBlock" }),
      [3],
      "bandit",
    ),
    72,
    "bandit",
  );
  const powerPunch = hand(POWER_PUNCH);
  const disarm = hand({ name: "Disarming strike", physicalAttack: "disarm", effect: "disarmed" });
  return {
    armorHit,
    damage,
    applied,
    critical,
    unknownRange,
    fumble,
    burst,
    burstDamaged,
    grenade,
    trip,
    bodyBlock,
    powerPunch,
    disarm,
  };
}

// Action: a hero (Guns 12, pistol damage 10) shoots a henchman (Dodge 13, Toughness 7).
export const actionInput = (
  positive: number[],
  negative: number[],
  more: Partial<action.ActionCardInput> = {},
): action.ActionCardInput => ({
  attacker: { name: "Jack", actorUuid: "Actor.jack", skill: 12 },
  weapon: { name: "Pistol", damage: 10 },
  dice: { positive, negative },
  targets: [{ id: "hench", name: "Henchman", actorUuid: "Actor.hench", defence: 13, soak: 7 }],
  ...more,
});

function actionStates(): Record<string, action.ActionCard> {
  const hit = action.create(actionInput([6, 3], [2]));
  const applied = action.apply(hit, "hench", { "system.hits.value": 3 }).card;
  const failed = action.create(actionInput([2], [4]));
  const pushed = action.pushLuck(failed, { positive: [5], negative: [1] });
  const fortune = action.fortuneReroll(failed, { positive: [3], negative: [5] }, 4).card;
  const boxcars = action.create(actionInput([6, 2], [6, 1]));
  const snakeEyes = action.frictionCheck(
    action.create(
      actionInput([1], [1], {
        situation: {
          underFriction: true,
          juryRigged: true,
          friction: { light: true },
          limitations: [{ name: "Old wound", number: 2 }],
        },
      }),
    ),
    2,
  );
  const mook = action.create(
    actionInput([6, 3], [2], {
      attacker: { ...actionInput([], []).attacker, name: "Mook", fortune: 0 },
    }),
  );
  // RULES 3: the Friction Check's d6 rolled again with Fortune, the face not yet chosen
  const frictionChoosing = action.frictionReroll(snakeEyes, 4, 3).card;
  // seed 002: 2 Advantage from the pool of 3 used on the attack, then taken off the sheet
  const advantage = action.create(actionInput([6, 3], [2], { advantageSpent: 2 }));
  const advantageSpent = action.spendAdvantage(advantage, 3).card;
  return {
    hit,
    applied,
    failed,
    pushed,
    fortune,
    boxcars,
    snakeEyes,
    frictionChoosing,
    mook,
    advantage,
    advantageSpent,
  };
}

// Mano a Mano: the seed's machete fight (toughness 7, stamina 14; fists power 3 blunt attack 2,
// the machete power 5 sharp attack 4; Steven's best defence 14, the clone's 12).
const steven: mano.ManoTargetInput = {
  id: "steven",
  name: "Steven",
  actorUuid: "Actor.steven",
  defences: { melee: 14, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
};
const clone: mano.ManoTargetInput = {
  ...steven,
  id: "clone",
  name: "Clone",
  actorUuid: "Actor.clone",
  defences: { melee: 12, missile: 10, grapple: 13 },
};
const fists = { name: "Fists", power: 3, sharpness: "blunt" } as const;
const machete = { name: "Machete", power: 5, sharpness: "sharp" } as const;

function manoStates(): Record<string, mano.ManoCard> {
  const hit = mano.create({
    attacker: { name: "Clone", actorUuid: "Actor.clone", modifier: 2 },
    weapon: fists,
    situation: { action: "quickStrike" },
    d20: 14,
    targets: [steven],
  });
  const powerful = mano.create({
    attacker: { name: "Steven", actorUuid: "Actor.steven", modifier: 4 },
    weapon: machete,
    situation: { action: "powerfulStrike" },
    d20: 14,
    targets: [clone],
  });
  const miss = mano.create({ ...manoInput(2), situation: { action: "powerfulStrike" } });
  const natural20 = mano.create({ ...manoInput(20), situation: { action: "quickStrike" } });
  const avoid = mano.create({
    ...manoInput(17),
    targets: [
      {
        ...clone,
        armor: [
          { name: "Helmet", cover: 3, absorption: 4 },
          { name: "Leather coat", cover: 8, absorption: 2 },
        ],
        avoid: [0],
      },
    ],
  });
  const applied = mano.apply(powerful, "clone", { "system.stun": 0, "system.damage": 0 }).card;
  // the clone's actor deleted while the hit was applied: that share counts as undone
  const gone = mano.markMissing(applied, "clone");
  return { hit, powerful, miss, natural20, avoid, applied, gone };
}

function manoInput(d20: number): mano.ManoCardInput {
  return {
    attacker: { name: "Steven", actorUuid: "Actor.steven", modifier: 4 },
    weapon: machete,
    situation: { action: "quickStrike" },
    d20,
    targets: [clone],
  };
}

function roundsStates(): Record<string, mano.ManoCard> {
  const hit = rounds.create({
    attacker: { name: "Clone", actorUuid: "Actor.clone", modifier: 2 },
    weapon: fists,
    situation: { action: "quickStrike", hpSpent: 3 },
    d20: 15,
    targets: [{ ...steven, strength: 6, passiveHp: 1 }],
  });
  const applied = rounds.apply(hit, "steven", { "system.stun": 0, "system.damage": 0 }).card;
  return { hit, applied };
}

/** Every named state of every ruleset. */
export function cardStates(): Record<string, Record<string, AttackCard>> {
  return {
    okrpg: okrpgStates(),
    occult: occultStates(),
    action: actionStates(),
    mano: manoStates(),
    rounds: roundsStates(),
  };
}
