import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/occult";
import {
  blastRoll,
  damageInput,
  grenadeOutcome,
  targetNumberFor,
} from "../../../src/rules/cards/occult-resolution";
import { toddInput } from "../../chat/fixtures";
import { deepFreeze, roundTrips } from "./helpers";

// Seed 001's example: Todd (Strike +10, pistol skill +10) shoots a bandit 20 ft away behind
// partial cover (Defense +10) in a 50 HP flak jacket with a USP9 (2d6, range 100 ft).
const ARMOR = "items.flak.system.hp.value";

describe("RULES 2 the target number, itemised, and the d100 against it", () => {
  it("Todd: short 60 + Strike 10 + skill 10 − Defense 10 − partial cover 10 = 60; his 45 hits the armor", () => {
    const c = card.create(toddInput(45));
    expect(targetNumberFor(c, c.targets[0])?.lines.map((l) => [l.id, l.value])).toEqual([
      ["short", 60],
      ["strike", 10],
      ["skill", 10],
      ["defence", -10],
      ["partialCover", -10],
    ]);
    expect(c.targets[0].result).toMatchObject({
      range: "short",
      target: 60,
      hit: true,
      bypassArmor: false,
      critical: false,
      fumble: false,
      damage: null,
    });
  });

  it("under 30 would have struck the bandit past the armor; under 6 is a critical", () => {
    expect(card.create(toddInput(29)).targets[0].result).toMatchObject({
      bypassArmor: true,
      critical: false,
    });
    expect(card.create(toddInput(5)).targets[0].result).toMatchObject({
      bypassArmor: true,
      critical: true,
    });
    expect(card.create(toddInput(60)).targets[0].result.hit).toBe(false); // [I-6] equal misses
  });

  it("a target with no defence modifiers: 60 + 10 + 10 − Defense 10 = 70, nothing more taken off", () => {
    const { defenceModifiers: _, ...inTheOpen } = toddInput(45).targets[0];
    const c = card.create(toddInput(45, { targets: [inTheOpen] }));
    expect(targetNumberFor(c, c.targets[0])?.lines.map((l) => [l.id, l.value])).toEqual([
      ["short", 60],
      ["strike", 10],
      ["skill", 10],
      ["defence", -10],
    ]);
  });

  it("Todd aiming (+15) in a short burst (+5): the card's strike rows count, the burst once however it is listed", () => {
    const aimedBurst = (strikeModifiers: ("aimed" | "burst")[]) => {
      const c = card.create(
        toddInput(45, {
          weapon: {
            name: "MP5",
            kind: "firearm",
            dice: "2d6",
            maxRange: 150,
            magazine: { capacity: 30, loaded: 30 },
          },
          situation: { skill: 10, burst: "short", strikeModifiers },
        }),
      );
      return c.targets[0].result.target;
    };
    expect(aimedBurst(["aimed"])).toBe(60 + 15 + 5);
    expect(aimedBurst(["aimed", "burst"])).toBe(60 + 15 + 5);
  });

  it("a GM's +5 puts Todd's target at 65: a roll of 6 is under 6.5, a critical; a 7 is not", () => {
    const at65 = (d100: number) =>
      card.create(toddInput(d100, { situation: { skill: 10, situation: 5 } }));
    expect(at65(6).targets[0].result).toMatchObject({ target: 65, critical: true });
    expect(at65(7).targets[0].result).toMatchObject({ target: 65, critical: false });
  });

  it("the Desert Eagle (65 ft) puts a target 20 ft away at medium range: base 40", () => {
    const eagle = toddInput(45, {
      weapon: { name: "Desert Eagle", kind: "firearm", dice: "2d6", maxRange: 65 },
    });
    const c = card.create(eagle);
    expect(c.targets[0].result).toMatchObject({ range: "medium", target: 40 });
    const far = card.create({ ...eagle, targets: [{ ...eagle.targets[0], distanceFt: 70 }] });
    expect(far.targets[0].result).toMatchObject({ range: "outOfRange", target: null, hit: false });
  });

  it("a roll over 90 is an epic fumble even before the range is known: 91 fumbles, 90 does not", () => {
    const unknownAt = (d100: number) =>
      card.create(toddInput(d100, { targets: [{ ...toddInput(0).targets[0], distanceFt: null }] }))
        .targets[0].result.fumble;
    expect([unknownAt(90), unknownAt(91), unknownAt(100)]).toEqual([false, true, true]);
    const outOfRange = (d100: number) => {
      const eagle = toddInput(d100, {
        weapon: { name: "Desert Eagle", kind: "firearm", dice: "2d6", maxRange: 65 },
      });
      return card.create({ ...eagle, targets: [{ ...eagle.targets[0], distanceFt: 70 }] })
        .targets[0].result.fumble;
    };
    expect([outOfRange(90), outOfRange(91)]).toEqual([false, true]);
  });

  it("an unknown distance leaves the range to choose on the card; then the band's base counts", () => {
    const unknown = card.create(
      toddInput(15, { targets: [{ ...toddInput(0).targets[0], distanceFt: null }] }),
    );
    expect(unknown.targets[0].result).toMatchObject({ range: null, target: null, hit: false });
    const long = card.setRange(unknown, "bandit", "long");
    expect(long.targets[0].result).toMatchObject({ range: "long", target: 20, hit: true });
    expect(() => card.setRange(unknown, "bandit", "close" as "long")).toThrow(
      /band must be one of/,
    );
    const melee = card.create(
      toddInput(15, { weapon: { name: "Knife", kind: "melee", dice: "1d4" } }),
    );
    expect(melee.targets[0].result).toMatchObject({ range: "melee", target: 50 });
    expect(() => card.setRange(melee, "bandit", "short")).toThrow(
      /only shots and throws have bands/,
    );
  });
});

describe("RULES 2 the damage roll and where it lands", () => {
  it("Todd's 10 damage on the flak jacket: DR 5 absorbs 5, the jacket drops to 45 HP (DR 4)", () => {
    const rolled = card.rollDamage(card.create(toddInput(45)), [4, 6], "bandit");
    expect(rolled.targets[0].result.damage).toBe(10);
    expect(card.defaultApplyTo(rolled.targets[0])).toBe("armor");
    const { card: done, patch, items } = card.apply(rolled, "bandit", { [ARMOR]: 50 });
    expect(patch).toBeNull();
    expect(items).toEqual({ flak: { "system.hp.value": 45 } });
    expect(done.targets[0].applied).toEqual({ before: { [ARMOR]: 50 }, after: { [ARMOR]: 45 } });
  });

  it("a hit past the armor goes to the person, whose HP never drop below 0", () => {
    const c = card.rollDamage(card.create(toddInput(20)), [6, 6], "bandit");
    expect(card.defaultApplyTo(c.targets[0])).toBe("person");
    expect(card.apply(c, "bandit", { "system.hp.value": 15 }).patch).toEqual({
      "system.hp.value": 3,
    });
    expect(card.apply(c, "bandit", { "system.hp.value": 7 }).patch).toEqual({
      "system.hp.value": 0,
    });
  });

  it("the GM may send an armor hit to the person instead; an unarmored target has no armor to hit", () => {
    const c = card.rollDamage(card.create(toddInput(45)), [4, 6], "bandit");
    expect(card.apply(c, "bandit", { "system.hp.value": 20 }, "person").patch).toEqual({
      "system.hp.value": 10,
    });
    const bare = card.create(
      toddInput(45, { targets: [{ ...toddInput(0).targets[0], armor: null }] }),
    );
    const hit = card.rollDamage(bare, [4, 6], "bandit");
    expect(card.defaultApplyTo(hit.targets[0])).toBe("person");
    expect(() => card.apply(hit, "bandit", {}, "armor")).toThrow(/they wear no armor/);
  });

  it("a critical rolls only the extra d6: 2d6's maximum 12 + 5 = 17", () => {
    const c = card.create(toddInput(4));
    expect(card.damageFormula(c, "bandit")).toBe("1d6");
    expect(card.damageDiceFor(c, "bandit")).toEqual([6]);
    expect(card.rollDamage(c, [5], "bandit").targets[0].result.damage).toBe(17);
  });

  it("the first damage roll stands; a miss has no damage to roll; Apply waits for the roll", () => {
    const c = card.create(toddInput(45));
    expect(card.applyBlocked(c, "bandit")).toBe("rollDamage");
    const once = card.rollDamage(c, [4, 6], "bandit");
    expect(card.rollDamage(once, [1, 1], "bandit")).toBe(once);
    expect(() => card.rollDamage(card.create(toddInput(80)), [3, 3], "bandit")).toThrow(
      /the attack missed them/,
    );
    expect(() => card.rollDamage(c, [4, 9], "bandit")).toThrow(
      /face #2 must be between 1 and 6, got 9/,
    );
  });

  it("Apply twice changes nothing; Undo gives the armor its hit points back, never above its maximum", () => {
    const rolled = card.rollDamage(card.create(toddInput(45)), [4, 6], "bandit");
    const once = card.apply(rolled, "bandit", { [ARMOR]: 50 });
    expect(card.apply(once.card, "bandit", { [ARMOR]: 45 }).items).toEqual({});
    expect(card.undo(once.card, "bandit", { [ARMOR]: 45 }).items).toEqual({
      flak: { "system.hp.value": 50 },
    });
    // patched since to 48 (repairs): undo keeps within the jacket's 50
    expect(
      card.undo(once.card, "bandit", { [ARMOR]: 48, "items.flak.system.hp.max": 50 }).items,
    ).toEqual({ flak: { "system.hp.value": 50 } });
  });

  it("apply∘undo leaves the person's HP exactly as they were", () => {
    const c = card.rollDamage(card.create(toddInput(20)), [3, 5], "bandit");
    fc.assert(
      fc.property(fc.nat(60), (hp) => {
        const once = card.apply(c, "bandit", { "system.hp.value": hp, "system.hp.max": 60 });
        const now = { "system.hp.value": hp, ...once.patch };
        expect({ ...now, ...card.undo(once.card, "bandit", now).patch }).toEqual({
          "system.hp.value": hp,
        });
      }),
    );
  });
});

describe("RULES 2 bursts spend their rounds", () => {
  const mp5 = (loaded: number) =>
    toddInput(12, {
      weapon: {
        name: "MP5",
        kind: "firearm",
        dice: "2d6",
        maxRange: 150,
        magazine: { capacity: 30, loaded },
      },
      situation: { skill: 10, burst: "short" },
    });

  it("a short burst fires 10% of 30 = 3 rounds, adds +5% to strike and ×1.5 damage", () => {
    const c = card.create(mp5(30));
    expect(c.ammo).toEqual({ rounds: 3 });
    expect(c.targets[0].result.target).toBe(65);
    const spent = card.commitAmmo(c, 30).card;
    expect(card.rollDamage(spent, [3, 4], "bandit").targets[0].result.damage).toBe(11);
  });

  it("a burst's damage is rolled only once its 3 rounds have left the magazine", () => {
    const c = card.create(mp5(30));
    expect(card.roundsUnspent(c)).toBe(true);
    expect(() => card.rollDamage(c, [3, 4], "bandit")).toThrow(/spend the burst's rounds first/);
    const spent = card.commitAmmo(c, 30).card;
    expect(card.roundsUnspent(spent)).toBe(false);
    const rolled = card.rollDamage(spent, [3, 4], "bandit");
    // once damage is rolled from them, the rounds cannot go back into the magazine
    expect(() => card.undoAmmo(rolled, 27, 30)).toThrow(/damage is already rolled from them/);
  });

  it("committing the rounds writes the magazine once; undo gives them back", () => {
    const once = card.commitAmmo(card.create(mp5(30)), 30);
    expect(once.patch).toEqual({ "system.magazine.loaded": 27 });
    expect(card.commitAmmo(once.card, 27).patch).toBeNull();
    const back = card.undoAmmo(once.card, 27, 30);
    expect(back.patch).toEqual({ "system.magazine.loaded": 30 });
    expect(back.card.ammo).toEqual({ rounds: 3 });
    expect(card.undoAmmo(back.card, 30, 30).patch).toBeNull();
  });

  it("the rounds must be loaded: 2 are not enough for a short burst from 30", () => {
    expect(() => card.create(mp5(2))).toThrow(/it needs 3 rounds loaded and there are 2/);
  });

  it("a single shot from Todd's USP9 (15 loaded) spends one round: 15 → 14", () => {
    const c = card.create(toddInput(45));
    expect(c.ammo).toEqual({ rounds: 1 });
    const spent = card.commitAmmo(c, 15);
    expect(spent.patch).toEqual({ "system.magazine.loaded": 14 });
    // a single shot's damage does not wait for the round to be spent
    expect(card.roundsUnspent(c)).toBe(false);
    const empty = toddInput(45, {
      weapon: { ...toddInput(45).weapon, magazine: { capacity: 15, loaded: 0 } },
    });
    expect(() => card.create(empty)).toThrow(/the magazine is empty/);
  });

  it("a knife fires no rounds: nothing to spend", () => {
    const knife = card.create(
      toddInput(15, { weapon: { name: "Knife", kind: "melee", dice: "1d4" } }),
    );
    expect(knife.ammo).toBeUndefined();
    expect(() => card.commitAmmo(knife, 0)).toThrow(/the attack fires none/);
  });
});

describe("RULES 2 epic fumbles", () => {
  it("a roll above 90 always fails; the d20 drawn is kept on the card and reads the table (14: pulled muscle)", () => {
    const c = card.create(toddInput(95));
    expect(card.isFumble(c)).toBe(true);
    expect(c.targets[0].result).toMatchObject({ hit: false, fumble: true });
    expect(card.fumbleEntry(c)).toBeNull();
    const drawn = card.drawFumble(c, 14);
    expect(drawn.fumbleD20).toBe(14);
    expect(card.fumbleEntry(drawn)).toMatchObject({
      face: 14,
      id: "pulledMuscle",
      halves: "damage",
    });
    expect(card.drawFumble(drawn, 3)).toBe(drawn);
  });

  it("no table draw without a fumble, nor when the GM narrates them", () => {
    expect(() => card.drawFumble(card.create(toddInput(90)), 5)).toThrow(
      /the roll was 90, not above 90/,
    );
    const narrated = card.create({ ...toddInput(97), options: { epicFumbleTable: false } });
    expect(card.fumbleTable(narrated)).toBe(false);
    expect(() => card.drawFumble(narrated, 5)).toThrow(
      /this world has the GM narrate epic fumbles/,
    );
  });
});

describe("RULES 2 grenades", () => {
  const frag = (d100: number, zone: "S" | "M" | "L" | null = "M") =>
    card.create(
      toddInput(d100, {
        weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
        targets: [{ ...toddInput(0).targets[0], zone }],
      }),
    );

  it("thrown at a square: base 40 + Strike 10 + skill 10 = 60; a hit lands, the blast does full damage in S, half in M", () => {
    const onTarget = card.rollDamage(frag(30), [6, 5, 4, 3]);
    expect(onTarget.targets[0].result).toMatchObject({
      range: "grenade",
      target: 60,
      hit: true,
      damage: 9,
    });
    expect(card.rollDamage(frag(30, "S"), [6, 5, 4, 3]).targets[0].result.damage).toBe(18);
    expect(card.rollDamage(frag(30, null), [6, 5, 4, 3]).targets[0].result.hit).toBe(false);
  });

  it("thrown at the bandit (Defense 10, partial cover 10): 40 + 10 + 10 − 10 − 10 = 40, so Todd's 45 misses and scatters", () => {
    const atBandit = (d100: number) =>
      card.create(
        toddInput(d100, {
          weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
          situation: {
            skill: 10,
            thrownAt: { name: "Bandit", defence: 10, defenceModifiers: ["partialCover"] },
          },
          targets: [{ ...toddInput(0).targets[0], zone: "S" }],
        }),
      );
    expect(atBandit(45).targets[0].result).toMatchObject({ target: 40, hit: false });
    expect(atBandit(39).targets[0].result).toMatchObject({ target: 40, hit: true });
    expect(frag(45).targets[0].result).toMatchObject({ target: 60, hit: true }); // an empty square
    expect(() =>
      card.create(toddInput(45, { situation: { thrownAt: { name: "Bandit", defence: 10 } } })),
    ).toThrow(/only a grenade is thrown at someone/);
  });

  it("a miss scatters d8 × d4 squares before the blast can be rolled; the first scatter stands", () => {
    const missed = frag(70);
    expect(() => card.rollDamage(missed, [1, 1, 1, 1])).toThrow(
      /roll where the grenade scatters first/,
    );
    expect(missed.targets[0].result.hit).toBe(false);
    const scattered = card.scatter(missed, 3, 2);
    expect(scattered.scatter).toEqual({ direction: 3, distance: 2 });
    expect(card.scatter(scattered, 1, 1)).toBe(scattered);
    expect(scattered.targets[0].result.hit).toBe(true); // the GM's zones now say who is caught
    expect(() => card.scatter(frag(30), 3, 2)).toThrow(/only a missed grenade scatters/);
    expect(() => card.scatter(missed, 9, 2)).toThrow(/direction must be between 1 and 8, got 9/);
  });

  it("a wall stops the scatter: d8 3 (east) × d4 4 squares, a wall after 1 square, it goes off there", () => {
    const scattered = card.scatter(frag(70), 3, 4);
    expect(card.scatterLanding(scattered)).toEqual({
      square: { x: 4, y: 0 },
      squares: 4,
      hitWall: false,
    });
    const walled = card.setWall(scattered, 1);
    expect(walled.scatter).toEqual({ direction: 3, distance: 4, wall: 1 });
    expect(card.scatterLanding(walled)).toEqual({
      square: { x: 1, y: 0 },
      squares: 1,
      hitWall: true,
    });
    // diagonally (d8 2, north-east) a wall after 2 squares stops it at (2, −2)
    const diagonal = card.setWall(card.scatter(frag(70), 2, 3), 2);
    expect(card.scatterLanding(diagonal)?.square).toEqual({ x: 2, y: -2 });
    expect(card.setWall(walled, null).scatter).toEqual({ direction: 3, distance: 4 });
    expect(() => card.setWall(scattered, 4)).toThrow(/between 0 and 3, got 4/);
    expect(() => card.setWall(frag(70), 1)).toThrow(/roll where the grenade scatters first/);
  });

  it("a grenade is thrown at grenade range, base 40, wherever its targets stand", () => {
    const c = frag(30);
    expect(targetNumberFor(c, c.targets[0])?.lines[0]).toMatchObject({ id: "grenade", value: 40 });
  });

  it("thrown at someone with no defence modifiers: 40 + 10 + 10 − Defense 10 = 50", () => {
    const c = card.create(
      toddInput(45, {
        weapon: { name: "Frag grenade", kind: "grenade", dice: "4d6" },
        situation: { skill: 10, thrownAt: { name: "Bandit", defence: 10 } },
        targets: [{ ...toddInput(0).targets[0], zone: "S" }],
      }),
    );
    expect(c.targets[0].result).toMatchObject({ target: 50, hit: true });
  });

  it("the blast is rolled once for the whole card, never as a critical: 6 + 5 + 4 + 3 = 18 however low the d100", () => {
    expect(blastRoll(frag(30))).toBeNull(); // not rolled yet
    expect(blastRoll(card.rollDamage(frag(30), [6, 5, 4, 3]))?.total).toBe(18);
    expect(blastRoll(card.rollDamage(frag(2), [6, 5, 4, 3]))?.total).toBe(18);
    expect(damageInput(frag(2), true).critical).toBe(false);
    // a pistol shot has no blast, whatever faces a card read back carries
    const shot = card.rollDamage(card.create(toddInput(45)), [3, 4], "bandit");
    expect(blastRoll({ ...shot, blastFaces: [3, 4] })).toBeNull();
  });

  it("only a grenade lands, scatters or goes off in the hand: a pistol shot has no throw", () => {
    expect(grenadeOutcome(frag(30))).toBe("onTarget");
    expect(grenadeOutcome(card.create(toddInput(45)))).toBeNull();
    expect(frag(30).targets[0].result.fumble).toBe(false);
  });

  it("the GM moves targets between zones; an epic fumble goes off in the thrower's hand", () => {
    const c = card.setZone(card.rollDamage(frag(30), [6, 5, 4, 3]), "bandit", "L");
    expect(c.targets[0].result.damage).toBe(4);
    expect(card.setZone(c, "bandit", null).targets[0].result.hit).toBe(false);
    expect(frag(96).targets[0].result.fumble).toBe(true);
    expect(() => card.setZone(card.create(toddInput(30)), "bandit", "S")).toThrow(
      /only grenades have one/,
    );
  });
});

describe("the Occult Ops card as data, and the dialog's exact chances", () => {
  it("round-trips through JSON; frozen inputs are never changed", () => {
    const c = card.rollDamage(card.create(deepFreeze(toddInput(45))), [4, 6], "bandit");
    expect(roundTrips(c)).toBe(true);
    expect(card.apply(deepFreeze(c), "bandit", { [ARMOR]: 50 }).items).toEqual({
      flak: { "system.hp.value": 45 },
    });
  });

  it("target 60: hit 59%, past the armor 29%, critical 5%, epic fumble 10%", () => {
    expect(card.chances(60)).toEqual({ hit: 0.59, bypassArmor: 0.29, critical: 0.05, fumble: 0.1 });
    const todd = card.chancesFor({
      range: "short",
      strike: 10,
      skill: 10,
      defence: 10,
      defenceModifiers: ["partialCover"],
    });
    expect(todd).toMatchObject({ target: 60, hit: 0.59 });
  });

  it("rejects an unknown modifier and a d100 face out of range, naming them", () => {
    expect(() => card.create(toddInput(0))).toThrow(/d100 must be between 1 and 100, got 0/);
    expect(() =>
      card.create({ ...toddInput(40), situation: { strikeModifiers: ["lucky" as "aimed"] } }),
    ).toThrow(/strike modifier must be one of .*got "lucky"/);
  });
});
