import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { harm, resolveAttack, type AttackInput, type Defender } from "../../../src/rules/mano";

function defender(extra: Partial<Defender> = {}): Defender {
  return {
    defences: { melee: 12, missile: 10, grapple: 13 },
    stun: 0,
    damage: 0,
    toughness: 7,
    stamina: 14,
    ...extra,
  };
}

const strike: AttackInput = {
  action: "quickStrike",
  natural: 10,
  attacker: { modifier: 4 },
  weapon: { power: 5, sharpness: "sharp" },
  target: defender(),
};

describe("resolving a Mano a Mano attack (RULES 5)", () => {
  it("lists every modifier of the roll and the difficulty for the chat card", () => {
    const r = resolveAttack({
      ...strike,
      action: "strategicStrike",
      modifier: 1,
      difficulty: 2,
      light: "dim",
    });
    expect(r.attackParts).toEqual([
      { source: "roll", value: 10 },
      { source: "weapon", value: 4 },
      { source: "action", value: 5 },
      { source: "situation", value: 1 },
    ]);
    expect(r.difficultyParts).toEqual([
      { source: "defence", value: 12 },
      { source: "darkness", value: 2 },
      { source: "situation", value: 2 },
    ]);
    expect([r.total, r.difficulty, r.success]).toEqual([20, 16, true]);
  });

  it("the target's stance row counts: resting +5 defence, cautious +5, on the ground −5 against strikes and +5 against missiles", () => {
    const against = (target: Partial<Defender>, action = "quickStrike") =>
      resolveAttack({ ...strike, action, target: defender(target) }).difficulty;
    expect(against({})).toBe(12);
    expect(against({ stance: "resting" })).toBe(17);
    expect(against({ stance: "cautious" })).toBe(17);
    expect(against({ stance: "aiming" })).toBe(12); // aiming helps the aimer's own shot only
    expect(against({ posture: "ground", stance: "resting" })).toBe(12); // −5 ground, +5 resting
    expect(against({ posture: "ground" }, "quickThrow")).toBe(15);
    // a grip held decides the row: a clinch is −5 to defend, whatever the stance written down
    expect(against({ stance: "resting", grip: "inferior" })).toBe(7);
  });

  it("thrown and shot attacks roll against missile defence plus the range steps", () => {
    const r = resolveAttack({
      ...strike,
      action: "quickShot",
      natural: 8,
      range: { distance: 70, maxRange: 140 },
    });
    expect(r.difficulty).toBe(10 + 10);
    expect(r.difficultyParts).toContainEqual({ source: "range", value: 10 });
    expect(r.success).toBe(false);
  });

  it("a hand-to-hand attack has no range", () => {
    expect(() => resolveAttack({ ...strike, range: { distance: 1, maxRange: 2 } })).toThrow(
      /range for quickStrike is not allowed/,
    );
  });

  it("grappling rolls against the grapple defence; a disarm adds 5", () => {
    const r = resolveAttack({ ...strike, action: "disarm", natural: 14 });
    expect(r.difficulty).toBe(18);
    expect(r.success).toBe(false);
  });

  it("avoiding the helmet adds its 2 cover and lets only the jacket's 2 absorb", () => {
    const armor = [
      { cover: 5, absorption: 2 },
      { cover: 2, absorption: 5 },
    ];
    const worn = resolveAttack({ ...strike, natural: 15, target: defender({ armor }) });
    expect(worn.wound?.absorption).toBe(5);
    const avoided = resolveAttack({
      ...strike,
      natural: 15,
      target: defender({ armor }),
      avoid: [1],
    });
    expect(avoided.difficulty).toBe(14);
    expect(avoided.wound).toMatchObject({ absorption: 2, harm: { damage: 3 } });
  });

  it("a target on the ground: −5 defence to strikes, +5 to missiles unless shot from above", () => {
    const down = defender({ posture: "ground" });
    expect(resolveAttack({ ...strike, target: down }).difficulty).toBe(7);
    expect(resolveAttack({ ...strike, action: "quickShot", target: down }).difficulty).toBe(15);
    expect(
      resolveAttack({ ...strike, action: "quickShot", target: down, fromAbove: true }).difficulty,
    ).toBe(10);
  });

  it("the dominant grappler gets +5 against its inferior opponent, both ways", () => {
    const r = resolveAttack({
      ...strike,
      action: "choke",
      natural: 5,
      attacker: { modifier: 3, grip: "dominant" },
      target: defender({ grip: "inferior" }),
      grapplingEachOther: true,
    });
    // attack 5 + 3 + 5 = 13 against grapple defence 13 − 5 (clinch) = 8
    expect([r.total, r.difficulty, r.success]).toEqual([13, 8, true]);
  });

  it("the dominant grappler defends at +5 against the inferior one it holds, at the grappling row's −5 against anyone else", () => {
    const holder = defender({ grip: "dominant" });
    const choke = {
      ...strike,
      action: "choke",
      attacker: { modifier: 3, grip: "inferior" },
    } as const;
    // grapple defence 13 + 5 against the one it grapples
    expect(resolveAttack({ ...choke, target: holder, grapplingEachOther: true }).difficulty).toBe(
      18,
    );
    // grapple defence 13 − 5 (grappling) against a third fighter
    expect(resolveAttack({ ...strike, action: "choke", target: holder }).difficulty).toBe(8);
  });

  it("a choke does only stun, at least 2, through any armor", () => {
    const r = resolveAttack({
      ...strike,
      action: "choke",
      natural: 19,
      weapon: { power: 2, sharpness: "sharp" },
      target: defender({ armor: [{ cover: 10, absorption: 8, complete: true }] }),
    });
    expect(r.power?.power).toBe(4);
    expect(r.wound?.harm).toEqual({ damage: 0, stun: 2 });
  });

  it("a wrench hurts like a blunt weapon whatever the weapon", () => {
    const r = resolveAttack({ ...strike, action: "wrench", natural: 19 });
    expect(r.wound?.harm).toEqual({ damage: 5, stun: 5 });
  });

  it("aiming adds 5 to the next shot, and only to shots", () => {
    const aimed = resolveAttack({
      ...strike,
      action: "quickShot",
      attacker: { modifier: 4, aimed: true },
    });
    expect(aimed.total).toBe(19);
    expect(() => resolveAttack({ ...strike, attacker: { modifier: 4, aimed: true } })).toThrow(
      /aiming for quickStrike is not allowed/,
    );
  });

  it("a covered target: the coverer's defence + 5; a miss lands on the coverer", () => {
    const bodyguard = defender({ defences: { melee: 15, missile: 11, grapple: 13 }, damage: 3 });
    const miss = resolveAttack({ ...strike, natural: 15, coveredBy: bodyguard });
    expect(miss.difficulty).toBe(20);
    expect(miss.hits).toBe("coverer");
    expect(miss.wound).toMatchObject({ damage: 8, harm: { damage: 5 } });
    const hit = resolveAttack({ ...strike, natural: 20, coveredBy: bodyguard });
    expect(hit.hits).toBe("target");
  });

  it("push and trip put a standing target off balance; a slam floors it", () => {
    expect(resolveAttack({ ...strike, action: "push", natural: 18 })).toMatchObject({
      success: true,
      offBalance: true,
      wound: null,
    });
    expect(
      resolveAttack({
        ...strike,
        action: "trip",
        natural: 18,
        target: defender({ posture: "ground" }),
      }).offBalance,
    ).toBe(false);
    expect(resolveAttack({ ...strike, action: "slam", natural: 18 }).floored).toBe(true);
  });

  it("only a slam that hits floors the target: a missed slam and a hitting strike leave it standing", () => {
    expect(resolveAttack({ ...strike, action: "slam", natural: 3 }).floored).toBe(false);
    expect(resolveAttack({ ...strike, action: "quickStrike", natural: 18 }).floored).toBe(false);
    expect(resolveAttack({ ...strike, action: "push", natural: 18 }).floored).toBe(false);
  });

  it("after a grappling roll the winner decides the hold: the attacker on a success", () => {
    expect(resolveAttack({ ...strike, action: "hold", natural: 18 }).gripChooser).toBe("attacker");
    expect(resolveAttack({ ...strike, action: "hold", natural: 3 }).gripChooser).toBe("target");
    expect(resolveAttack(strike).gripChooser).toBeNull();
  });

  it("striking while swimming does half the stun", () => {
    const r = resolveAttack({
      ...strike,
      natural: 19,
      weapon: { power: 6, sharpness: "padded" },
      swimming: true,
    });
    expect(r.wound?.harm).toEqual({ damage: 0, stun: 3 });
  });

  it("a natural 20 hits anything; with critical hits on, it doubles the power", () => {
    const r = resolveAttack(
      {
        ...strike,
        natural: 20,
        target: defender({ defences: { melee: 40, missile: 0, grapple: 0 } }),
      },
      { criticalHit: true },
    );
    expect([r.success, r.automatic, r.power?.power]).toEqual([true, true, 10]);
  });

  it("a charge adds its metres beyond 5 to the power", () => {
    expect(resolveAttack({ ...strike, natural: 19, chargeMetres: 9 }).power?.power).toBe(9);
  });

  it("refuses actions that make no roll, and bad input, naming it", () => {
    expect(() => resolveAttack({ ...strike, action: "rest" })).toThrow(
      /resolving rest as an attack is not allowed: it makes no roll/,
    );
    expect(() => resolveAttack({ ...strike, natural: 0 })).toThrow(
      /natural must be between 1 and 20/,
    );
    expect(() =>
      resolveAttack({ ...strike, weapon: { power: 5, sharpness: "keen" as never } }),
    ).toThrow(/weapon sharpness must be one of sharp, blunt, padded, got "keen"/);
  });

  it("rejects a bad target condition even when the attack misses", () => {
    expect(() => resolveAttack({ ...strike, natural: 1, target: defender({ stun: -2 }) })).toThrow(
      /stun must be at least 0, got -2/,
    );
  });

  it("never mutates its input", () => {
    const input = structuredClone({ ...strike, natural: 19 });
    const frozen = Object.freeze({ ...input, target: Object.freeze({ ...input.target }) });
    resolveAttack(frozen);
    expect(frozen).toEqual(input);
  });

  it("on any hit, the wound's stun + damage is the power through the armor", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom("sharp", "blunt", "padded" as const),
        fc.constantFrom("quickStrike", "powerfulStrike", "quickShot", "trip", "disarm"),
        (natural, power, absorption, sharpness, action) => {
          const r = resolveAttack({
            ...strike,
            action,
            natural,
            weapon: { power, sharpness },
            target: defender({ armor: [{ cover: 3, absorption }] }),
          });
          if (!r.success) {
            expect(r.wound).toBeNull();
            return;
          }
          const through = Math.max(0, (r.power?.power ?? 0) - absorption);
          expect((r.wound?.harm.stun ?? 0) + (r.wound?.harm.damage ?? 0)).toBe(through);
          expect(r.wound?.harm).toEqual(harm(r.power?.power ?? 0, absorption, sharpness));
        },
      ),
    );
  });
});

describe("RULES 5 each part of the roll and the difficulty is named on the card", () => {
  it("an aimed shot: aim +5; a dominant grappler's own −5 position; the target's defense bonus, cover +5, the action's and the armor avoided", () => {
    const shot = resolveAttack({
      ...strike,
      action: "quickShot",
      attacker: { modifier: 2, aimed: true, grip: "dominant" },
      target: defender({ defenceBonus: 2 }),
      modifier: 1,
      difficulty: 1,
    });
    expect(shot.attackParts).toContainEqual({ source: "aim", value: 5 });
    expect(shot.attackParts).toContainEqual({ source: "position", value: -5 });
    expect(shot.attackParts).toContainEqual({ source: "situation", value: 1 });
    expect(shot.difficultyParts).toContainEqual({ source: "defenceBonus", value: 2 });
    expect(shot.difficultyParts).toContainEqual({ source: "situation", value: 1 });
    const covered = resolveAttack({ ...strike, coveredBy: defender({ stance: "resting" }) });
    expect(covered.difficultyParts).toContainEqual({ source: "cover", value: 5 });
    expect(covered.difficultyParts).toContainEqual({ source: "position", value: 5 });
    const disarm = resolveAttack({ ...strike, action: "disarm" });
    expect(disarm.difficultyParts).toContainEqual({ source: "action", value: 5 });
    const helmet = { cover: 3, absorption: 2, complete: false };
    const avoiding = resolveAttack({
      ...strike,
      target: defender({ armor: [helmet] }),
      avoid: [0],
    });
    expect(avoiding.difficultyParts).toContainEqual({ source: "avoidArmor", value: 3 });
  });

  it("a defence of 0 is still listed; other parts of 0 are left out", () => {
    const r = resolveAttack({
      ...strike,
      target: defender({ defences: { melee: 0, missile: 0, grapple: 0 } }),
    });
    expect(r.difficultyParts).toEqual([{ source: "defence", value: 0 }]);
  });
});

describe("RULES 5 what a hit does to whom", () => {
  it("in the water only hand-to-hand stun is halved: a shot's is not", () => {
    const shot = {
      ...strike,
      action: "quickShot",
      natural: 18,
      weapon: { power: 8, sharpness: "padded" as const },
    };
    const dry = resolveAttack(shot);
    expect(resolveAttack({ ...shot, swimming: true }).wound).toEqual(dry.wound);
    const blunt = { ...strike, natural: 18, weapon: { power: 8, sharpness: "padded" as const } };
    expect(resolveAttack({ ...blunt, swimming: true }).wound?.harm.stun).toBeLessThan(
      resolveAttack(blunt).wound!.harm.stun,
    );
  });

  it("a miss landing on the coverer meets the coverer's own armor, not the target's", () => {
    const bodyguard = defender({
      defences: { melee: 15, missile: 11, grapple: 13 },
      armor: [{ cover: 10, absorption: 3, complete: true }],
    });
    const miss = resolveAttack({ ...strike, natural: 15, coveredBy: bodyguard });
    expect(miss.hits).toBe("coverer");
    expect(miss.wound).toMatchObject({ absorption: 3, harm: { damage: 2 } });
  });

  it("a push that misses and lands on the coverer puts nobody off balance", () => {
    const bodyguard = defender({ defences: { melee: 15, missile: 11, grapple: 13 } });
    const miss = resolveAttack({ ...strike, action: "push", natural: 12, coveredBy: bodyguard });
    expect([miss.hits, miss.offBalance]).toEqual(["coverer", false]);
  });
});

describe("RULES 5 a bad attack is refused, naming what is wrong", () => {
  const refusal = (input: unknown) => {
    try {
      resolveAttack(input as AttackInput);
    } catch (error) {
      return (error as Error).message;
    }
    return "accepted";
  };
  it("each missing or bad value is named", () => {
    expect(refusal({ ...strike, attacker: undefined })).toMatch(/attacker/);
    expect(refusal({ ...strike, weapon: undefined })).toMatch(/weapon/);
    expect(refusal({ ...strike, target: undefined })).toMatch(/target/);
    expect(refusal(null)).toMatch(/attack/);
    expect(refusal({ ...strike, weapon: { power: -1, sharpness: "sharp" } })).toMatch(
      /weapon power/,
    );
    expect(refusal({ ...strike, grapplingEachOther: "yes" })).toMatch(/grapplingEachOther/);
    expect(refusal({ ...strike, fromAbove: "yes" })).toMatch(/fromAbove/);
    expect(refusal({ ...strike, automatic: "yes" })).toMatch(/automatic/);
    expect(refusal({ ...strike, swimming: "yes" })).toMatch(/swimming/);
    expect(refusal({ ...strike, attacker: { modifier: 1, aimed: "yes" } })).toMatch(/aimed/);
    expect(refusal({ ...strike, attacker: { modifier: 1.5 } })).toMatch(/attack modifier/);
    expect(refusal({ ...strike, attacker: { modifier: 1, posture: "flying" } })).toMatch(
      /attacker posture/,
    );
    expect(refusal({ ...strike, modifier: 1.5 })).toMatch(/modifier/);
    expect(refusal({ ...strike, difficulty: 1.5 })).toMatch(/difficulty/);
    expect(refusal({ ...strike, target: defender({ defenceBonus: 1.5 }) })).toMatch(
      /target defense bonus/,
    );
    expect(refusal({ ...strike, target: defender({ posture: "flying" as "ground" }) })).toMatch(
      /target posture/,
    );
    expect(refusal({ ...strike, target: defender({ grip: "loose" as "dominant" }) })).toMatch(
      /target grip/,
    );
    expect(refusal({ ...strike, coveredBy: defender({ defenceBonus: 1.5 }) })).toMatch(
      /coverer defense bonus/,
    );
  });

  it("a covering character's condition is checked even when the attack hits the target", () => {
    expect(refusal({ ...strike, natural: 20, coveredBy: defender({ stun: -1 }) })).not.toBe(
      "accepted",
    );
  });

  it("what an action cannot do is refused with the reason", () => {
    expect(
      refusal({ ...strike, ramming: { driving: 1, agility: 1 }, action: "quickShot" }),
    ).toMatch(/ramming with quickShot is not allowed: a ram is a hand-to-hand attack/);
    // a collision is a ram too, with or without the driving numbers
    expect(
      refusal({
        ...strike,
        action: "quickShot",
        collision: { sameDirection: false, vehicleMetres: 12, targetMetres: 0 },
      }),
    ).toMatch(/ramming with quickShot is not allowed: a ram is a hand-to-hand attack/);
    expect(refusal({ ...strike, attacker: { modifier: 1, aimed: true } })).toMatch(
      /aiming for quickStrike is not allowed: aim is for bows and guns/,
    );
    expect(refusal({ ...strike, range: { distance: 5, maxRange: 20 } })).toMatch(
      /range for quickStrike is not allowed: only thrown and shot attacks have a range/,
    );
    expect(
      refusal({
        ...strike,
        ramming: { driving: 1, agility: 1 },
        chargeMetres: 6,
        collision: { sameDirection: false, vehicleMetres: 12, targetMetres: 0 },
      }),
    ).toMatch(/a charge with a collision is not allowed: the collision already counts the run/);
  });
});
