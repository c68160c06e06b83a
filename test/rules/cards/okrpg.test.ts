import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/okrpg";
import { SPEND_OPTIONS, spend as rulesSpend, type SpendOption } from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";
import { okrpgInput } from "../../chat/fixtures";
import { deepFreeze, roundTrips } from "./helpers";

// The rules layer's own spending example: a Grt swordfighter (sword Gd+, cutting, hand-to-hand
// Avg+) against a Gd defender in Gd armor of coverage 2, DR Avg+, already on 3 nonlethal.
const WOUNDS = { "system.wounds.lethal": 0, "system.wounds.nonlethal": 3 };

const rolled8 = () => card.create(okrpgInput([1, 1, 0, 0]));

describe("RULES 1.2 the roll against each target's required successes", () => {
  it("Grt (6) + 4dF of +2 rolls 8 against the Gd defence's 4: a hit with 4 extra", () => {
    const c = rolled8();
    expect(c.rolled).toBe(8);
    expect(c.targets[0].result).toMatchObject({ required: 4, hit: true });
    expect(card.menu(c)).toMatchObject({ extra: 4, spent: 0, remaining: 4 });
  });

  it("setups and impairment are itemised steps on the attacker's roll", () => {
    const c = card.create(
      okrpgInput([0, 0, 0, 0], { situation: { setup: 2, impairment: -2, other: 1 } }),
    );
    expect(c.rolled).toBe(6 + 2 - 2 + 1);
  });

  it("active defence, a defence bonus and being knocked down change what the target requires", () => {
    const [target] = okrpgInput([]).targets;
    const c = card.create(
      okrpgInput([0, 0, 0, 0], {
        targets: [
          { ...target, activeDefences: ["everyone", "one"], defenceBonus: 1, knockedDown: true },
        ],
      }),
    );
    // Gd 4 + best active defence 3 + 1 − 2 (knocked down)
    expect(c.targets[0].result.required).toBe(6);
    expect(c.targets[0].result.hit).toBe(true);
  });

  it("rolling exactly the requirement is a marginal hit: base damage − 1 FR, here taken to Def by the armor", () => {
    const c = card.create(okrpgInput([1, -1, 0, -1]));
    expect(c.rolled).toBe(5);
    const r = card.resolutions(c)[0];
    expect(r.marginal).toBe(false);
    const marginal = card.resolutions(card.create(okrpgInput([0, -1, 0, -1])))[0];
    expect(marginal).toMatchObject({ marginal: true, extra: 0 });
    expect(marginal.spend).toMatchObject({ damage: parseRank("Avg+"), damageAfterArmor: 0 });
  });

  it("a roll of 3 misses the 4 needed; nothing can be spent", () => {
    const miss = card.create(okrpgInput([-1, -1, -1, 0]));
    expect(miss.targets[0].result).toMatchObject({ hit: false, damage: null, points: 0 });
    expect(card.menu(miss)).toBeNull();
    expect(() => card.spend(miss, "fullDamage")).toThrow(
      /buying fullDamage is not allowed: the attack hit no target/,
    );
  });
});

describe("RULES 1.4 spending extra successes on the card", () => {
  it("full damage, an armor bypass (coverage 2) and one more step: Grt through DR Avg+ is 3 points, 2 lethal", () => {
    let c = card.spend(rolled8(), "fullDamage");
    expect(card.menu(c)?.remaining).toBe(3);
    c = card.spend(c, "bypassArmor");
    expect(card.menu(c)).toMatchObject({ spent: 3, remaining: 1 });
    c = card.spend(c, "moreDamage");
    expect(card.menu(c)).toMatchObject({ spent: 4, remaining: 0 });
    expect(c.targets[0].result).toEqual({
      required: 4,
      hit: true,
      damage: parseRank("Grt"),
      points: 3,
      lethal: 2,
      nonlethal: 1,
    });
  });

  it("without the bypass the Gd armor takes 3 steps off Gd+ damage: Avg gets through for 1 point (rounded up)", () => {
    const c = card.spend(rolled8(), "fullDamage");
    expect(card.resolutions(c)[0].spend?.armor).toMatchObject({ reduction: 3, bypassed: false });
    expect(c.targets[0].result).toMatchObject({ damage: parseRank("Avg"), points: 1 });
    expect(card.resolutions(c)[0].roundedUp).toBe(true);
  });

  it("a marginal hit's Avg+ loses the same 3 steps (the armor reads the weapon's Gd+): nothing to apply", () => {
    const c = card.create(okrpgInput([0, -1, 0, -1]));
    expect(c.targets[0].result).toMatchObject({ damage: 0, points: 0 });
    expect(card.applyBlocked(c, "duel")).toBe("noDamage");
  });

  it("every option of the table is bought or refused exactly as the rules layer decides", () => {
    const base = card.spend(rolled8(), "fullDamage");
    const [target] = base.targets;
    for (const option of SPEND_OPTIONS) {
      let expected: string | null = null;
      try {
        rulesSpend(
          {
            extra: 4,
            damage: 5,
            handToHand: 3,
            lethality: -1,
            reach: 1,
            penetration: null,
            damageType: null,
            weaponSuits: [],
            multiTargetDiscount: 0,
          },
          { armor: target.armor, stability: "normal", handToHand: 4, twoHandedWeapon: false },
          { fullDamage: 1 },
          option,
        );
      } catch (error) {
        expected = (error as Error).message;
      }
      if (expected) expect(() => card.spend(base, option), option).toThrow(expected);
      else {
        const next = card.spend(base, option);
        const bought =
          option === "bypassArmor" ? (next.targets[0].bypass ? 1 : 0) : (next.choices[option] ?? 0);
        expect(bought, option).toBe((base.choices[option] ?? 0) + 1);
        expect(card.unspend(next, option)).toEqual(base);
      }
    }
  });

  it("a row the menu refuses carries the rules' reason: a take-away costs 3 when 3 are left, then 0 remain for knockdown", () => {
    const c = card.spend(card.spend(rolled8(), "fullDamage"), "takeAway");
    const row = (id: SpendOption) => card.menu(c)?.entries.find((e) => e.id === id);
    expect(row("knockdown")?.addBlocked).toEqual({
      code: "notEnoughSuccesses",
      cost: 2,
      remaining: 0,
    });
    expect(row("grab")?.addBlocked).toMatchObject({ code: "conflicts", option: "takeAway" });
    expect(row("fullDamage")?.removeBlocked).toBeNull();
  });

  it("giving back what was never bought is refused, naming it", () => {
    expect(() => card.unspend(rolled8(), "style")).toThrow(
      /giving back style is not allowed: none was bought/,
    );
    expect(() => card.unspend(rolled8(), "bypassArmor")).toThrow(/none was bought/);
  });

  it("spending never exceeds the extra successes, whatever is clicked in whatever order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...SPEND_OPTIONS)), { maxLength: 25 }),
        fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 4, maxLength: 4 }),
        (clicks, fudge) => {
          let c = card.create(okrpgInput(fudge));
          for (const [add, option] of clicks) {
            try {
              c = add ? card.spend(c, option) : card.unspend(c, option);
            } catch {
              // a refused click leaves the card as it was
            }
            const m = card.menu(c);
            if (m) {
              expect(m.spent).toBeLessThanOrEqual(m.extra);
              expect(m.remaining).toBeGreaterThanOrEqual(0);
            } else expect(c.choices).toEqual({});
          }
        },
      ),
    );
  });
});

describe("RULES 1.4 multiple targets: the attacker states the successes for the basic hit", () => {
  const goon = {
    id: "goon",
    name: "Goon",
    actorUuid: "Actor.goon",
    defence: parseRank("Avg"),
    dr: parseRank("Avg"),
    handToHand: parseRank("Avg"),
    system: "mook" as const,
    mook: { system: "mook" as const, points: 0 },
  };
  const pair = (fudge: number[]) =>
    card.create(okrpgInput(fudge, { targets: [...okrpgInput([]).targets, goon] }));

  it("by default just enough for the most demanding target the roll reaches; the rest is extra", () => {
    const c = pair([1, 1, 1, 0]); // 9 rolled; needs 4 and 2
    expect(c.basicHit).toBe(4);
    expect(c.targets.map((t) => t.result.hit)).toEqual([true, true]);
    expect(card.menu(c)?.extra).toBe(5);
  });

  it("putting fewer successes into the basic hit leaves the harder target missed and more to spend", () => {
    const c = card.setBasicHit(pair([1, 1, 1, 0]), 2);
    expect(c.targets.map((t) => t.result.hit)).toEqual([false, true]);
    expect(card.menu(c)?.extra).toBe(7);
    expect(() => card.setBasicHit(c, 10)).toThrow(
      /successes for the basic hit must be between 0 and 9, got 10/,
    );
    // issue 16: a negative basic hit is refused, never stored
    expect(() => card.setBasicHit(c, -1)).toThrow(
      /successes for the basic hit must be between 0 and 9, got -1/,
    );
    expect(() => card.setBasicHit(card.spend(c, "style"), 3)).toThrow(
      /give back the spent successes first/,
    );
    expect(() => card.setBasicHit(rolled8(), 3)).toThrow(
      /only an attack on several targets needs one/,
    );
  });

  it("two targets hit need two targets bought (2 successes: floor(Number(Avg+2)) = 2) before Apply", () => {
    let c = card.spend(pair([1, 1, 1, 0]), "fullDamage");
    expect(card.applyBlocked(c, "goon")).toBe("moreTargets");
    c = card.spend(c, "multipleTargets");
    expect(card.applyBlocked(c, "goon")).toBe("moreTargets");
    c = card.spend(c, "multipleTargets");
    expect(card.resolutions(c)[1].spend?.targets).toBe(2);
    expect(card.applyBlocked(c, "goon")).toBeNull();
  });

  it("armor is bypassed per target, at that target's coverage, from the shared pool", () => {
    const c = card.spend(card.spend(pair([1, 1, 1, 0]), "fullDamage"), "bypassArmor", "duel");
    expect(c.targets[0].bypass).toBe(true);
    expect(card.menu(c)).toMatchObject({ spent: 3, remaining: 2 });
    expect(() => card.spend(c, "bypassArmor", "goon")).toThrow(
      /the target has no armor against this attack/,
    );
    expect(() => card.spend(c, "bypassArmor")).toThrow(/the card has several targets/);
  });
});

describe("RULES 1.6–1.7 Apply and Undo", () => {
  const spent = () =>
    card.spend(card.spend(card.spend(rolled8(), "fullDamage"), "bypassArmor"), "moreDamage");

  it("adds the hit's lethal and nonlethal points to the target's wounds and records before and after", () => {
    const { card: done, patch, items } = card.apply(spent(), "duel", WOUNDS);
    expect(patch).toEqual({ "system.wounds.lethal": 2, "system.wounds.nonlethal": 4 });
    expect(items).toEqual({});
    expect(done.targets[0].applied).toEqual({ before: WOUNDS, after: patch });
  });

  it("applying twice changes nothing the second time", () => {
    const once = card.apply(spent(), "duel", WOUNDS);
    const twice = card.apply(once.card, "duel", {
      "system.wounds.lethal": 2,
      "system.wounds.nonlethal": 4,
    });
    expect(twice.patch).toBeNull();
    expect(twice.card).toBe(once.card);
  });

  it("undo restores the recorded values exactly and marks the target not applied", () => {
    const once = card.apply(spent(), "duel", WOUNDS);
    const back = card.undo(once.card, "duel", once.patch ?? {});
    expect(back.patch).toEqual(WOUNDS);
    expect(back.card.targets[0].applied).toBeUndefined();
    expect(card.undo(back.card, "duel", WOUNDS).patch).toBeNull();
  });

  it("undo after other damage keeps the other damage and removes only this card's points", () => {
    const once = card.apply(spent(), "duel", WOUNDS);
    const back = card.undo(once.card, "duel", {
      "system.wounds.lethal": 5,
      "system.wounds.nonlethal": 4,
    });
    expect(back.patch).toEqual({ "system.wounds.lethal": 3, "system.wounds.nonlethal": 3 });
    // a heal in between never takes undo below zero
    const healed = card.undo(once.card, "duel", {
      "system.wounds.lethal": 1,
      "system.wounds.nonlethal": 0,
    });
    expect(healed.patch).toEqual({ "system.wounds.lethal": 0 });
  });

  it("a knockdown with a full-damage hit writes the wounds and Knocked down in one patch; Undo stands the target up", () => {
    // 4 extra: knockdown (2), full damage (1) and one step more: Grt (6). The unbypassed Gd mail
    // meets the sword's own Gd+ (spending never raises penetration) and takes Gd + 4 − Gd+ = 3
    // steps off: Avg+ (3) against DR Avg+ is 1 point, and a cut makes it lethal
    const c = card.spend(
      card.spend(card.spend(rolled8(), "knockdown"), "fullDamage"),
      "moreDamage",
    );
    const now = { ...WOUNDS, "system.knockedDown": false };
    const once = card.apply(c, "duel", now);
    expect(once.patch).toEqual({ "system.wounds.lethal": 1, "system.knockedDown": true });
    const back = card.undo(once.card, "duel", { ...now, ...once.patch });
    expect(back.patch).toEqual({ "system.wounds.lethal": 0, "system.knockedDown": false });
  });

  it("a grab that holds records its power; one on a target held more strongly changes nothing", () => {
    // power Avg+ (3) against the defender's hand-to-hand Gd (4) less a full rank: it holds
    const c = card.spend(rolled8(), "grab");
    const free = { ...WOUNDS, "system.grabbed": null };
    expect(card.apply(c, "duel", free).patch).toEqual({ "system.grabbed": parseRank("Avg+") });
    expect(card.applyBlocked(c, "duel")).toBeNull();
    const held = { ...WOUNDS, "system.grabbed": parseRank("Grt") };
    expect(card.apply(c, "duel", held).patch).toBeNull();
  });

  it("the points land on the wounds as they are at Apply time (head-cracking reads them then)", () => {
    const c = card.spend(
      card.create(okrpgInput([1, 1, 0, 0], { options: { headCracking: true } })),
      "fullDamage",
    );
    const d = card.spend(card.spend(c, "bypassArmor"), "moreDamage");
    // 3 points taking 5 to 8 pass Down (7): cutting rises a row to deep puncture, all 3 lethal;
    // from nothing they reach only 3 and stay cutting: 2 lethal, 1 nonlethal
    expect(
      card.apply(d, "duel", { "system.wounds.lethal": 0, "system.wounds.nonlethal": 5 }).patch,
    ).toEqual({
      "system.wounds.lethal": 3,
    });
    expect(
      card.apply(d, "duel", { "system.wounds.lethal": 0, "system.wounds.nonlethal": 0 }).patch,
    ).toEqual({
      "system.wounds.lethal": 2,
      "system.wounds.nonlethal": 1,
    });
  });

  it("[I-5] an even-simpler mook takes a Tag, then Down on a second Tag; undo returns the state it had", () => {
    const goon = {
      id: "goon",
      name: "Goon",
      actorUuid: null,
      defence: parseRank("Avg"),
      dr: parseRank("Avg"),
      handToHand: parseRank("Avg"),
      system: "evenSimpler" as const,
    };
    const c = card.spend(card.create(okrpgInput([1, 0, 0, 0], { targets: [goon] })), "fullDamage");
    const first = card.apply(c, "goon", { "system.mook.status": "up" });
    expect(first.patch).toEqual({ "system.mook.status": "tagged" });
    expect(card.apply(c, "goon", { "system.mook.status": "tagged" }).patch).toEqual({
      "system.mook.status": "down",
    });
    expect(card.undo(first.card, "goon", { "system.mook.status": "tagged" }).patch).toEqual({
      "system.mook.status": "up",
    });
    // someone else moved it on since: undo leaves the state alone
    expect(card.undo(first.card, "goon", { "system.mook.status": "out" }).patch).toBeNull();
  });

  it("RULES 1.7 mook points and the simplest system", () => {
    const base = { id: "m", name: "M", actorUuid: null, defence: 2, dr: 2, handToHand: 2 };
    const mook = card.spend(
      card.create(okrpgInput([1, 0, 0, 0], { targets: [{ ...base, system: "mook" }] })),
      "fullDamage",
    );
    // Gd+ (5) against DR Avg (2): Number(Avg+3) = 3 points
    expect(card.apply(mook, "m", { "system.mook.points": 3 }).patch).toEqual({
      "system.mook.points": 6,
    });
    const simplest = card.spend(
      card.create(okrpgInput([1, 0, 0, 0], { targets: [{ ...base, system: "simplest" }] })),
      "fullDamage",
    );
    expect(card.apply(simplest, "m", { "system.mook.down": false }).patch).toEqual({
      "system.mook.down": true,
    });
  });

  it("apply∘undo leaves the target's wounds exactly as they were", () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(30), (lethal, nonlethal) => {
        const now = { "system.wounds.lethal": lethal, "system.wounds.nonlethal": nonlethal };
        const once = card.apply(spent(), "duel", now);
        const after = { ...now, ...once.patch };
        expect(card.undo(once.card, "duel", after).patch ?? {}).toEqual(
          Object.fromEntries(
            Object.entries(now).filter(([k, v]) => after[k as keyof typeof after] !== v),
          ),
        );
        expect({ ...after, ...card.undo(once.card, "duel", after).patch }).toEqual(now);
      }),
    );
  });

  it("nothing may be spent or changed while the result is applied", () => {
    const once = card.apply(spent(), "duel", WOUNDS).card;
    expect(() => card.unspend(once, "moreDamage")).toThrow(
      /it is applied to Duellist; undo that first/,
    );
    expect(() => card.setLimb(once, "left arm")).toThrow(/undo that first/);
  });

  it("a target whose actor is gone says so and refuses Apply", () => {
    const gone = card.markMissing(spent(), "duel");
    expect(gone.targets[0].missing).toBe(true);
    expect(card.applyBlocked(gone, "duel")).toBe("missing");
    expect(() => card.apply(gone, "duel", WOUNDS)).toThrow(
      /applying the result to Duellist is not allowed: the actor no longer exists/,
    );
    expect(card.markMissing(gone, "duel", false).targets[0].missing).toBeUndefined();
    expect(() => card.apply(spent(), "nobody", WOUNDS)).toThrow(
      /target: no combatant or entry with id "nobody"/,
    );
  });
});

describe("the card is plain JSON and never changes what it was given", () => {
  it("round-trips through JSON and works on the copy", () => {
    const c = card.spend(rolled8(), "fullDamage");
    expect(roundTrips(c)).toBe(true);
    expect(card.spend(JSON.parse(JSON.stringify(c)), "style").choices).toEqual({
      fullDamage: 1,
      style: 1,
    });
  });

  it("frozen inputs and cards are never changed", () => {
    const input = deepFreeze(okrpgInput([1, 1, 0, 0]));
    const c = deepFreeze(card.create(input));
    const next = card.apply(
      card.spend(card.spend(c, "fullDamage"), "bypassArmor"),
      "duel",
      WOUNDS,
    ).card;
    expect(
      card.undo(deepFreeze(next), "duel", {
        "system.wounds.lethal": 1,
        "system.wounds.nonlethal": 4,
      }).card.targets[0].applied,
    ).toBeUndefined();
  });

  it("rejects a roll of the wrong number of Fudge dice and a bad damage system, naming them", () => {
    expect(() => card.create(okrpgInput([1, 1, 0]))).toThrow(/a roll reads 4 faces/);
    expect(() => card.create(okrpgInput([2, 1, 0, 0]))).toThrow(
      /Fudge face #1 must be between -1 and 1, got 2/,
    );
    const [t] = okrpgInput([]).targets;
    expect(() =>
      card.create(okrpgInput([0, 0, 0, 0], { targets: [{ ...t, system: "heroic" as "full" }] })),
    ).toThrow(/damage system must be one of full, mook, evenSimpler, simplest, got "heroic"/);
  });
});

describe("[I-1] exact chances for the roll dialog", () => {
  it("an Avg base needing 3 hits 31/81 of the time (the seed's remark on initiative)", () => {
    expect(card.chances({ base: parseRank("Avg"), required: 3 }).hit).toBeCloseTo(31 / 81, 12);
  });

  it("each number of extra successes has the 4dF weight of its sum; together they make the hit chance", () => {
    const c = card.chances({ base: 6, required: 4 });
    expect(c.extra.map((p) => Math.round(p * 81))).toEqual([10, 16, 19, 16, 10, 4, 1]);
    expect(c.extra.reduce((a, b) => a + b, 0)).toBeCloseTo(c.hit, 12);
    expect(card.chances({ base: 0, required: 5 })).toEqual({ hit: 0, extra: [] });
  });
});

describe("issue 16: the roll dialog's chances are worked out only for rank steps", () => {
  it("a base of a billion successes is refused at once (RULES 1.1: steps run from -1000 to 1000)", () => {
    expect(() => card.chances({ base: 1e9, required: 4 })).toThrow(
      /base successes must be between -1000 and 1000, got 1000000000/,
    );
    expect(() => card.chances({ base: 6, required: -1e9 })).toThrow(/required successes/);
    expect(() => card.chances({ base: 6, required: 4, modifier: 1e9 })).toThrow(/modifier/);
  });
});
