import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AttackRequest, LETHALITY, resolveAttack } from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";

// A Grt swordfighter (sword Gd+, cutting) against a Gd defender in Gd armor, coverage 2, DR Avg+.
const request = (more: Partial<AttackRequest> = {}): AttackRequest => ({
  base: parseRank("Grt"),
  fudge: [1, 1, 0, 0],
  defence: { defence: parseRank("Gd") },
  attack: {
    damage: parseRank("Gd+"),
    handToHand: parseRank("Avg+"),
    lethality: LETHALITY.cutting,
    reach: 1,
  },
  target: {
    dr: parseRank("Avg+"),
    handToHand: parseRank("Gd"),
    armor: { protection: parseRank("Gd"), coverage: 2 },
    wounds: { lethal: 0, nonlethal: 0 },
  },
  ...more,
});

describe("RULES 1.2–1.6 a whole attack, roll to condition", () => {
  it("8 rolled against 4: four extra; full damage and a bypass put Gd+ into an Avg+ DR: 2 points, 1 lethal", () => {
    const result = resolveAttack(request({ choices: { fullDamage: 1, bypassArmor: 1, style: 1 } }));
    expect(result).toMatchObject({
      rolled: 8,
      required: 4,
      hit: true,
      marginal: false,
      extra: 4,
      damage: 5,
      points: 2,
      roundedUp: false,
      lethal: 1,
      nonlethal: 1,
      lethality: LETHALITY.cutting,
      wounds: { lethal: 1, nonlethal: 1 },
      condition: { impaired: false },
    });
    expect(result.spend?.style).toBe("style");
  });

  it("a marginal hit through armor that takes 3 steps off: Def damage against Avg+ DR is 0 points", () => {
    const result = resolveAttack(request({ fudge: [-1, -1, 0, 0] }));
    expect(result).toMatchObject({
      rolled: 4,
      hit: true,
      marginal: true,
      extra: 0,
      damage: 0,
      points: 0,
    });
  });

  it("a miss does nothing and allows no spending", () => {
    const miss = request({
      fudge: [-1, -1, -1, 0],
      defence: { defence: 4, activeDefences: ["one"] },
    });
    expect(resolveAttack(miss)).toMatchObject({
      hit: false,
      extra: -4,
      spend: null,
      points: 0,
      damage: null,
    });
    expect(() => resolveAttack({ ...miss, choices: { fullDamage: 1 } })).toThrow(
      /spending successes is not allowed: the attack missed/,
    );
  });

  it("armor that stops the hit leaves the target untouched", () => {
    const plate = request({
      target: { ...request().target, armor: { protection: parseRank("Grt"), coverage: 3 } },
    });
    expect(resolveAttack({ ...plate, choices: { fullDamage: 1 } })).toMatchObject({
      hit: true,
      damage: null,
      points: 0,
    });
  });

  it("a downed mook under the even simpler system", () => {
    const mook = request({
      target: {
        ...request().target,
        wounds: undefined,
        mook: { system: "evenSimpler", status: "tagged" },
      },
    });
    const result = resolveAttack({ ...mook, choices: { fullDamage: 1, bypassArmor: 1 } });
    expect(result).toMatchObject({
      mook: { system: "evenSimpler", status: "down" },
      wounds: null,
      lethal: 0,
    });
  });

  it("multiple targets: 5 of 8 successes buy the basic hit, the other 3 are spent", () => {
    const result = resolveAttack(
      request({ basicHit: 5, choices: { multipleTargets: 2, fullDamage: 1 } }),
    );
    expect(result).toMatchObject({ hit: true, extra: 3, spend: { targets: 2, spent: 3 } });
    expect(resolveAttack(request({ basicHit: 3 }))).toMatchObject({ hit: false });
  });

  it("head-cracking and limb-mangling apply to the hit that crosses their thresholds", () => {
    const hurt = request({
      target: { ...request().target, armor: null, wounds: { lethal: 0, nonlethal: 4 } },
      choices: { calledShot: 1, fullDamage: 1, moreDamage: 1 },
      limb: "left leg",
    });
    const result = resolveAttack(hurt, { headCracking: true, limbMangling: true });
    // Grt damage into Avg+ DR: +3 HR → 3 points, total 7: cutting raised one row to fully lethal
    expect(result).toMatchObject({ points: 3, lethality: LETHALITY.deepPuncture, lethal: 3 });
    expect(result.wounds).toMatchObject({ mangledLimb: "left leg" });
    expect(result.condition).toMatchObject({ down: true });
  });

  it("the attacker's impairment modifier counts against the roll", () => {
    expect(resolveAttack(request({ modifier: -2 })).rolled).toBe(6);
  });

  it("every legal roll resolves with spending within the extra and points matching the split", () => {
    const face = fc.constantFrom(-1, 0, 1);
    fc.assert(
      fc.property(
        fc.tuple(face, face, face, face),
        fc.integer({ min: 0, max: 10 }),
        (fudge, base) => {
          const result = resolveAttack(request({ fudge, base }));
          if (result.spend) expect(result.spend.spent).toBeLessThanOrEqual(result.extra);
          expect(result.lethal + result.nonlethal).toBe(result.points);
        },
      ),
    );
  });

  it("refuses a bad DR or basic hit, naming them", () => {
    expect(() => resolveAttack(request({ target: { ...request().target, dr: 1.5 } }))).toThrow(
      /DR step must be a whole number, got 1.5/,
    );
    expect(() => resolveAttack(request({ basicHit: 9 }))).toThrow(
      /putting 9 successes into the basic hit is not allowed: only 8 were rolled/,
    );
  });

  it("RULES 1.4: all 8 rolled successes may go into the basic hit (none left over), but not −1", () => {
    expect(resolveAttack(request({ basicHit: 8 }))).toMatchObject({ hit: true, extra: 0 });
    expect(() => resolveAttack(request({ basicHit: -1 }))).toThrow(
      /successes for the basic hit must be at least 0, got -1/,
    );
  });

  it("refuses a request, target or attack that is not a group of fields, naming it", () => {
    expect(() => resolveAttack(null as never)).toThrow(
      /attack request must be a group of fields, got null/,
    );
    expect(() => resolveAttack(request({ target: 3 as never }))).toThrow(
      /target must be a group of fields, got 3/,
    );
    expect(() => resolveAttack(request({ attack: "sword" as never }))).toThrow(
      /attack must be a group of fields, got "?sword"?/,
    );
  });

  it("a miss leaves a wounded target as it was: 1 lethal + 1 nonlethal, its condition unchanged, nothing rounded up", () => {
    const result = resolveAttack(
      request({
        fudge: [-1, -1, -1, 0],
        defence: { defence: 4, activeDefences: ["one"] },
        target: { ...request().target, wounds: { lethal: 1, nonlethal: 1 } },
      }),
    );
    expect(result).toMatchObject({
      hit: false,
      roundedUp: false,
      wounds: { lethal: 1, nonlethal: 1 },
      condition: { impaired: false },
    });
  });
});
