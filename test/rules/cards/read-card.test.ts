import { describe, expect, it } from "vitest";
import * as mano from "../../../src/rules/cards/mano";
import { chooseGrip } from "../../../src/rules/cards/mano-grip";
import { readCard, requireCard } from "../../../src/rules/cards/read-card";
import { cardStates } from "../../chat/fixtures";
import { named } from "../refusal-cases";

/*
 * A stored attack card read back (src/rules/cards/read-card.ts): every named state of every
 * ruleset reads as itself, and each damaged field is refused by its name (the chat tests sweep
 * every field of every state; these name the rule each check keeps).
 */

type Fields = Record<string, unknown>;
const states = cardStates();
const all = Object.entries(states).flatMap(([ruleset, byState]) =>
  Object.entries(byState).map(([state, card]) => [`${ruleset} ${state}`, card] as const),
);

/** A stored copy of a named state, with one damage. */
function damaged(ruleset: string, state: string, damage: (card: Fields) => void): Fields {
  const card = JSON.parse(JSON.stringify(states[ruleset][state])) as Fields;
  damage(card);
  return card;
}
const read = (ruleset: string, state: string, damage: (card: Fields) => void) =>
  requireCard(damaged(ruleset, state, damage));
const target = (card: Fields, i = 0) => (card.targets as Fields[])[i];
const applied = (card: Fields) => target(card).applied as Fields;
const of = (card: Fields, key: string) => card[key] as Fields;

/** RULES 5: Steven's hold on the clone's grapple, chosen and written (mano-grip.ts). */
function held(): mano.ManoCard {
  const card = mano.create({
    attacker: { name: "Clone", actorUuid: "Actor.clone", modifier: 3, grip: "none" },
    weapon: { name: "Fists", power: 3, sharpness: "blunt" },
    situation: { action: "hold" },
    d20: 14,
    targets: [
      {
        id: "steven",
        name: "Steven",
        actorUuid: "Actor.steven",
        defences: { melee: 14, missile: 10, grapple: 13 },
        stun: 0,
        damage: 0,
        toughness: 7,
        stamina: 14,
      },
    ],
  } as never);
  const grips = { "system.grip": "none" } as const;
  return chooseGrip(card, "steven", "attacker", "hold", grips, grips).card as mano.ManoCard;
}

describe("a stored attack card", () => {
  it.each(all)("%s reads back as a copy of itself", (_name, card) => {
    const stored = JSON.parse(JSON.stringify(card)) as unknown;
    expect(requireCard(stored)).toBe(stored);
    const reading = readCard(stored);
    expect(reading).toEqual({ ok: true, card: stored });
    expect(reading.ok && reading.card).not.toBe(stored);
  });

  it("a hold chosen on a grapple reads back", () => {
    const card = JSON.parse(JSON.stringify(held())) as Fields;
    expect(target(card).hold).toBeDefined();
    expect(requireCard(card)).toBe(card);
  });

  it("a damaged card reads as what is wrong with it, never throwing", () => {
    const reading = readCard(damaged("mano", "hit", (c) => (c.d20 = 21)));
    expect(reading).toMatchObject({ ok: false });
    expect(readCard(undefined)).toMatchObject({ ok: false });
  });

  it("values written as text, true/false or null, and a token by its id, read", () => {
    expect(() =>
      read("action", "applied", (c) => {
        applied(c).before = { "system.hits.value": null, "system.name": "x" };
        applied(c).after = { "system.hits.value": 3, "system.name": true };
        target(c).tokenUuid = null;
      }),
    ).not.toThrow();
    expect(() =>
      read("mano", "hit", (c) => (target(c).tokenUuid = "Scene.s.Token.steven")),
    ).not.toThrow();
  });

  it.each(
    named([
      // what every card keeps
      [() => requireCard("card"), /^card "card" is not allowed: expected an object/],
      [() => requireCard({ kind: "check" }), "card version undefined is not allowed: expected 1."],
      [() => read("mano", "hit", (c) => (c.v = 2)), "card version 2 is not allowed: expected 1."],
      [() => read("mano", "hit", (c) => (c.ruleset = "dnd")), /^ruleset must be one of /],
      [
        () => read("mano", "hit", (c) => (c.attacker = 3)),
        /^attacker 3 is not allowed: expected an object/,
      ],
      [
        () => read("mano", "hit", (c) => (c.weapon = 3)),
        /^weapon 3 is not allowed: expected an object/,
      ],
      [
        () => read("mano", "hit", (c) => (of(c, "weapon").name = 3)),
        /^weapon name 3 is not allowed: expected text/,
      ],
      [
        () => read("mano", "hit", (c) => (c.situation = 3)),
        /^situation 3 is not allowed: expected an object/,
      ],
      [
        () => read("mano", "hit", (c) => (c.options = 3)),
        /^options 3 is not allowed: expected an object/,
      ],
      [
        () => read("mano", "hit", (c) => (c.targets = 3)),
        /^targets 3 is not allowed: expected a list/,
      ],
      [
        () => read("mano", "hit", (c) => delete target(c).result),
        /^targets\[0\]\.result undefined is not allowed: expected an object/,
      ],
      [
        () => read("mano", "hit", (c) => ((target(c).result as Fields).stun = 9)),
        "targets[0].result is not allowed: it is not what the rules give for this card.",
      ],
      [
        () => read("mano", "hit", (c) => ((target(c).result as Fields).stun = null)),
        "targets[0].result is not allowed: it is not what the rules give for this card.",
      ],
      // each target's gone marks, applied record, adjustment and token
      [
        () => read("mano", "hit", (c) => (target(c).missing = false)),
        "targets[0].missing false is not allowed: expected true or nothing.",
      ],
      [
        () => read("mano", "hit", (c) => (target(c).goneUndone = 1)),
        "targets[0].goneUndone 1 is not allowed: expected true or nothing.",
      ],
      [
        () => read("mano", "hit", (c) => (target(c).tokenUuid = 3)),
        "target #1 token uuid 3 is not allowed: expected text or null.",
      ],
      [
        () => read("mano", "hit", (c) => (target(c).adjustment = { amount: 0, reason: "x" })),
        /adjustment of the harm/,
      ],
      [
        () => read("action", "applied", (c) => (target(c).applied = 3)),
        /^targets\[0\]\.applied 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "applied", (c) => (applied(c).before = 3)),
        /^targets\[0\]\.applied\.before 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "applied", (c) => (applied(c).after = 3)),
        /^targets\[0\]\.applied\.after 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "applied", (c) => (applied(c).after = { "system.hits.value": -1 })),
        /^targets\[0\]\.applied\.after\.system\.hits\.value must be at least 0/,
      ],
      [
        () => read("action", "applied", (c) => (applied(c).after = { "system.hits.value": [] })),
        /^targets\[0\]\.applied\.after\.system\.hits\.value must be a number/,
      ],
      [
        () => read("action", "applied", (c) => (applied(c).before = {})),
        'targets[0].applied.before without "system.hits.value" is not allowed: expected every field written.',
      ],
      [
        () => read("action", "applied", (c) => (applied(c).stored = 3)),
        /^targets\[0\]\.applied\.stored 3 is not allowed: expected an object/,
      ],
      // OK RPG (RULES 1.4): spending and the basic hit
      [() => read("okrpg", "hit", (c) => (c.rolled = 1.5)), /^rolled must be a whole number/],
      [() => read("okrpg", "hit", (c) => (c.basicHit = 9)), /^basicHit must be between 0 and /],
      [
        () => read("okrpg", "hit", (c) => (c.choices = 3)),
        /^choices 3 is not allowed: expected an object/,
      ],
      [() => read("okrpg", "hit", (c) => (c.choices = { fly: 1 })), /^choices must be one of /],
      [
        () => read("okrpg", "hit", (c) => (c.choices = { fullDamage: -1 })),
        /^choices\.fullDamage must be at least 0/,
      ],
      [() => read("okrpg", "hit", (c) => (c.limb = 3)), /^limb 3 is not allowed: expected text/],
      [
        () => read("okrpg", "hit", (c) => (c.combinedDropped = false)),
        "combinedDropped false is not allowed: expected true or nothing.",
      ],
      [
        () => read("okrpg", "hit", (c) => (target(c).bypass = false)),
        "targets[0].bypass false is not allowed: expected true or nothing.",
      ],
      // Occult Ops (RULES 2): the d100, the fumble's d20, scatter, ammunition, each target's rolls
      [() => read("occult", "armorHit", (c) => (c.d100 = 101)), /^d100 must be between 1 and 100/],
      [
        () => read("occult", "fumble", (c) => (c.fumbleD20 = 21)),
        /^fumbleD20 must be between 1 and 20/,
      ],
      [
        () => read("occult", "grenade", (c) => (c.scatter = 3)),
        /^scatter 3 is not allowed: expected an object/,
      ],
      [
        () => read("occult", "grenade", (c) => (of(c, "scatter").direction = 9)),
        /^scatter\.direction must be between 1 and 8/,
      ],
      [
        () => read("occult", "grenade", (c) => (of(c, "scatter").distance = 5)),
        /^scatter\.distance must be between 1 and 4/,
      ],
      [
        () => read("occult", "grenade", (c) => (of(c, "scatter").wall = 2)),
        /^scatter\.wall must be between 0 and 1, got 2/,
      ],
      [() => read("occult", "grenade", (c) => (c.blastFaces = [0])), /^blastFaces/],
      [
        () => read("occult", "burst", (c) => (c.ammo = 3)),
        /^ammo 3 is not allowed: expected an object/,
      ],
      [
        () => read("occult", "burst", (c) => (of(c, "ammo").rounds = -1)),
        /^ammo\.rounds must be at least 0/,
      ],
      [
        () => read("occult", "burst", (c) => (of(c, "ammo").applied = 3)),
        /^ammo\.applied 3 is not allowed: expected an object/,
      ],
      [
        () =>
          read(
            "occult",
            "burst",
            (c) => ((of(c, "ammo").applied as Fields).after = { "system.magazine.loaded": 30 }),
          ),
        "ammo.applied.after system.magazine.loaded 30 is not allowed: the rounds fired are taken from those loaded.",
      ],
      [
        () =>
          read(
            "occult",
            "burst",
            (c) => ((of(c, "ammo").applied as Fields).before = { "system.magazine.loaded": "30" }),
          ),
        /^ammo\.applied\.before system\.magazine\.loaded must be a number/,
      ],
      [
        () => read("occult", "armorHit", (c) => (target(c).band = "far")),
        /^targets\[0\]\.band must be one of /,
      ],
      [
        () => read("occult", "damage", (c) => (target(c).damageFaces = [0])),
        /^targets\[0\]\.damageFaces/,
      ],
      [
        () => read("occult", "bodyBlock", (c) => (target(c).effectRoll = 0)),
        /^targets\[0\]\.effectRoll must be at least 1/,
      ],
      [
        () => read("occult", "armorHit", (c) => (of(c, "weapon").magazine = 3)),
        /^magazine must be a group of fields, got 3/,
      ],
      [
        () => read("occult", "armorHit", (c) => (of(of(c, "weapon"), "magazine").capacity = -1)),
        /^magazine capacity must be at least 0/,
      ],
      [
        () => read("occult", "armorHit", (c) => (of(of(c, "weapon"), "magazine").loaded = -1)),
        /^rounds loaded must be between 0 and 15, got -1/,
      ],
      // Action (RULES 3): the dice, Fortune, pushed luck, Advantage, the Friction Check
      [
        () => read("action", "hit", (c) => (c.dice = 3)),
        /^dice 3 is not allowed: expected an object/,
      ],
      [() => read("action", "hit", (c) => (of(c, "dice").positive = [7])), /^dice\.positive/],
      [() => read("action", "hit", (c) => (of(c, "dice").negative = [0])), /^dice\.negative/],
      [
        () => read("action", "fortune", (c) => (c.fortune = 3)),
        /^fortune 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "fortune", (c) => (of(c, "fortune").first = 3)),
        /^fortune\.first 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "fortune", (c) => (of(c, "fortune").before = -1)),
        /^fortune\.before must be at least 0/,
      ],
      [
        () => read("action", "fortune", (c) => (of(c, "fortune").after = -1)),
        /^fortune\.after must be at least 0/,
      ],
      [
        () => read("action", "pushed", (c) => (c.push = { positive: [9], negative: [1] })),
        /^push\.positive/,
      ],
      [
        () => read("action", "advantage", (c) => (c.advantage = 3)),
        /^advantage 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "advantage", (c) => (of(c, "advantage").spent = 0)),
        /^advantage\.spent must be between 1 and 30/,
      ],
      [
        () => read("action", "advantage", (c) => (of(c, "advantage").spent = 31)),
        /^advantage\.spent must be between 1 and 30/,
      ],
      [
        () => read("action", "advantageSpent", (c) => (of(c, "advantage").applied = 3)),
        /^advantage\.applied 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "snakeEyes", (c) => (c.friction = 7)),
        /^friction must be between 1 and 6/,
      ],
      [
        () => read("action", "frictionChoosing", (c) => (c.frictionReroll = 3)),
        /^frictionReroll 3 is not allowed: expected an object/,
      ],
      [
        () => read("action", "frictionChoosing", (c) => (of(c, "frictionReroll").face = 7)),
        /^frictionReroll\.face must be between 1 and 6/,
      ],
      [
        () => read("action", "frictionChoosing", (c) => (of(c, "frictionReroll").before = 0)),
        /^frictionReroll\.before must be at least 1/,
      ],
      [
        () => read("action", "frictionChoosing", (c) => (of(c, "frictionReroll").after = -1)),
        /^frictionReroll\.after must be at least 0/,
      ],
      [
        () => read("action", "frictionChoosing", (c) => (of(c, "frictionReroll").after = 4)),
        "frictionReroll.after 4 is not allowed: one Fortune point is spent.",
      ],
      [
        () => read("action", "frictionChoosing", (c) => (of(c, "frictionReroll").keep = "both")),
        /^frictionReroll\.keep must be one of original, reroll/,
      ],
      [
        () => read("action", "frictionChoosing", (c) => delete c.friction),
        "frictionReroll is not allowed: the Friction Check was never rolled.",
      ],
      // Mano a Mano (RULES 5): the d20, a hold's choice and records
      [() => read("mano", "hit", (c) => (c.d20 = 21)), /^d20 must be between 1 and 20/],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });

  const hold = (damage: (hold: Fields) => void) => {
    const card = JSON.parse(JSON.stringify(held())) as Fields;
    damage(target(card).hold as Fields);
    return requireCard(card);
  };

  it.each(
    named([
      [
        () => hold((h) => (h.choice = "grab")),
        /^targets\[0\]\.hold\.choice must be one of hold, release/,
      ],
      [
        () => hold((h) => (h.attacker = 3)),
        /^targets\[0\]\.hold\.attacker 3 is not allowed: expected an object/,
      ],
      [
        () => hold((h) => (h.target = 3)),
        /^targets\[0\]\.hold\.target 3 is not allowed: expected an object/,
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });

  it("a frictionReroll whose face is kept reads", () => {
    expect(() =>
      read("action", "frictionChoosing", (c) => (of(c, "frictionReroll").keep = "reroll")),
    ).not.toThrow();
  });
});
