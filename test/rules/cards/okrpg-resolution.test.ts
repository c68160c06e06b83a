import { describe, expect, it } from "vitest";
import * as card from "../../../src/rules/cards/okrpg";
import { required } from "../../../src/rules/cards/okrpg-resolution";
import { SPEND_OPTIONS, throwDistance } from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";
import { okrpgInput } from "../../chat/fixtures";

/*
 * How the OK RPG card reads against each target (RULES 1.2–1.7): the weapon's and the target's
 * own figures reach the spending rules, the resolution carries the target's damage so far, and
 * the menu shared by several targets charges the highest price and keeps each target's limits.
 *
 * Ines (Grt, 6, hand-to-hand Avg+) rolls +1 +1 0 0 with her sword (Gd+, cutting): 8 successes.
 * The Duellist: defence Gd (needs 4), DR Avg+, Gd mail of coverage 2, on 3 nonlethal.
 */

const [duel] = okrpgInput([]).targets;
const sword = okrpgInput([]).weapon;
const rolled8 = (more: Parameters<typeof okrpgInput>[1] = {}) =>
  card.create(okrpgInput([1, 1, 0, 0], more));
const buy = (c: card.OkrpgCard, ...options: Parameters<typeof card.spend>[1][]) =>
  options.reduce((next, option) => card.spend(next, option), c);
const goon = {
  id: "goon",
  name: "Goon",
  actorUuid: null,
  defence: parseRank("Avg"),
  dr: parseRank("Avg"),
  handToHand: parseRank("Avg"),
  system: "mook" as const,
};

describe("RULES 1.2 each target's required successes", () => {
  it("a target must be a group of fields, and knocked down true or false", () => {
    expect(() => required(null as never)).toThrow(/target must be a group of fields, got null/);
    expect(() => required({ ...duel, knockedDown: "yes" as never })).toThrow(
      /knocked down must be true or false, got "yes"/,
    );
    expect(() => required({ ...duel, knockedDown: null as never })).toThrow(
      /knocked down must be true or false, got null/,
    );
    expect(required(duel)).toBe(parseRank("Gd"));
  });

  it("[I-1] a Def (0) attacker rolling −4 has −4 successes: a miss, not an error", () => {
    const c = card.create(
      okrpgInput([-1, -1, -1, -1], { attacker: { ...okrpgInput([]).attacker, base: 0 } }),
    );
    expect(c.rolled).toBe(-4);
    expect(c.targets[0].result.hit).toBe(false);
  });
});

describe("RULES 1.4 the default basic hit: enough for the hardest target the roll reaches", () => {
  const pairRolling = (fudge: number[]) =>
    card.create(okrpgInput(fudge, { targets: [duel, goon] }));

  it("rolling exactly the Duellist's 4 puts all 4 into the basic hit: both hit, none extra", () => {
    const c = pairRolling([0, -1, -1, 0]);
    expect(c.basicHit).toBe(4);
    expect(c.targets.map((t) => t.result.hit)).toEqual([true, true]);
  });

  it("rolling 3 reaches only the goon's 2: the basic hit is 2, one extra", () => {
    const c = pairRolling([-1, -1, -1, 0]);
    expect(c.basicHit).toBe(2);
    expect(c.targets.map((t) => t.result.hit)).toEqual([false, true]);
    expect(card.menu(c)?.extra).toBe(1);
  });
});

describe("the weapon's own figures reach the spending rules", () => {
  it("RULES 1.5 penetration (optional rule): penetration 4 steps over Gd makes the Gd mail worthless", () => {
    const c = card.spend(
      rolled8({
        weapon: { ...sword, penetration: parseRank("Gd") + 4 },
        options: { penetration: true },
      }),
      "fullDamage",
    );
    expect(card.resolutions(c)[0].spend?.armor).toMatchObject({ worthless: true, reduction: 0 });
    expect(c.targets[0].result.damage).toBe(parseRank("Gd+"));
  });

  it("RULES 1.5 armor variation (optional rule): the mail's protection against cutting counts", () => {
    const c = card.spend(
      rolled8({
        weapon: { ...sword, damageType: "cutting" },
        options: { armorVariation: true },
        targets: [
          {
            ...duel,
            armor: { protection: parseRank("Gd"), coverage: 2, protectionByType: { cutting: 0 } },
          },
        ],
      }),
      "fullDamage",
    );
    // protection Def (0) against Gd+: worthless, the full Gd+ reaches DR Avg+
    expect(card.resolutions(c)[0].spend?.armor?.protection).toBe(0);
    expect(c.targets[0].result.damage).toBe(parseRank("Gd+"));
  });

  it("[I-2] a weapon suited to grabbing grabs with its own damage, Gd+, not Ines's Avg+", () => {
    const c = card.spend(rolled8({ weapon: { ...sword, weaponSuits: ["grab"] } }), "grab");
    expect(card.resolutions(c)[0].spend?.effects.grab?.power).toBe(parseRank("Gd+"));
  });

  it("RULES 1.4 a staff's discount (1): one success buys two targets", () => {
    const c = card.spend(
      card.spend(
        rolled8({ weapon: { ...sword, multiTargetDiscount: 1 }, targets: [duel, goon] }),
        "fullDamage",
      ),
      "multipleTargets",
    );
    expect(card.resolutions(c)[1].spend?.targets).toBe(2);
    expect(card.applyBlocked(c, "goon")).toBeNull();
  });

  it("RULES 1.4 a throw flings by the spare strength: Grt strength against an Avg target, 4 steps", () => {
    const c = card.spend(
      rolled8({
        attacker: { ...okrpgInput([]).attacker, strength: parseRank("Grt") },
        targets: [{ ...duel, size: parseRank("Avg") }],
      }),
      "throw",
    );
    expect(card.resolutions(c)[0].spend?.effects.throw?.distance).toBe(throwDistance(4));
    expect(throwDistance(4)).not.toBeNull();
  });
});

describe("the target's own figures reach the spending rules", () => {
  it("RULES 1.4 knocking down an unstable target costs 1, a braced one 3", () => {
    const at = (stability: "unstable" | "braced") =>
      card.menu(card.spend(rolled8({ targets: [{ ...duel, stability }] }), "knockdown"))?.spent;
    expect(at("unstable")).toBe(1);
    expect(at("braced")).toBe(3);
  });

  it("RULES 1.4 disarming: power Avg+ beats a one-handed Avg (2), not a two-handed one (+1 step)", () => {
    const against = (twoHandedWeapon?: boolean) =>
      card.resolutions(
        card.spend(
          rolled8({
            targets: [
              {
                ...duel,
                handToHand: parseRank("Avg"),
                ...(twoHandedWeapon ? { twoHandedWeapon } : {}),
              },
            ],
          }),
          "disarm",
        ),
      )[0].spend?.effects.disarm?.succeeds;
    // Avg+ (3) > Avg (2); two-handed the threshold is Avg+ (3)
    expect(against()).toBe(true);
    expect(against(true)).toBe(false);
  });
});

describe("RULES 1.6–1.7 the resolution carries the target's damage so far", () => {
  it("a full-system target with no wounds recorded starts from none; the Duellist's 3 nonlethal carry on", () => {
    const fresh = buy(
      rolled8({ targets: [{ ...duel, wounds: undefined }] }),
      "fullDamage",
      "bypassArmor",
    );
    // Gd+ through DR Avg+: 2 points, rounded up, cutting: 1 lethal, 1 nonlethal
    expect(card.resolutions(fresh)[0].wounds).toEqual({ lethal: 1, nonlethal: 1 });
    const hurt = buy(rolled8(), "fullDamage", "bypassArmor");
    expect(card.resolutions(hurt)[0].wounds).toEqual({ lethal: 1, nonlethal: 4 });
  });

  it("RULES 1.7 a mook's points so far add to the hit's; a fresh mook starts from 0", () => {
    const mookHit = (mook?: { system: "mook"; points: number }) =>
      card.resolutions(
        card.spend(
          card.create(okrpgInput([1, 0, 0, 0], { targets: [{ ...goon, mook }] })),
          "fullDamage",
        ),
      )[0];
    // Gd+ (5) against DR Avg (2): 3 points
    expect(mookHit().mook).toEqual({ system: "mook", points: 3 });
    expect(mookHit().wounds).toBeNull();
    expect(mookHit({ system: "mook", points: 2 }).mook).toEqual({ system: "mook", points: 5 });
  });

  it("limb-mangling: the resolution shows the limb the card names", () => {
    const c = card.setLimb(
      buy(rolled8({ options: { limbMangling: true } }), "fullDamage", "bypassArmor", "moreDamage"),
      "left arm",
    );
    expect(card.resolutions(c)[0].wounds?.mangledLimb).toBe("left arm");
  });
});

describe("RULES 1.4 the menu shared by several targets", () => {
  // the goon is braced: a knockdown costs 3 against it, 2 against the Duellist
  const braced = { ...goon, stability: "braced" as const };
  const pair = () => rolled8({ targets: [duel, braced] }); // basic hit 4: 4 extra

  it("lists every option but the bypass, which has a row per target hit", () => {
    const m = card.menu(pair());
    expect(m?.entries.map((e) => e.id)).toEqual(SPEND_OPTIONS.filter((id) => id !== "bypassArmor"));
    expect(Object.keys(m?.bypass ?? {})).toEqual(["duel", "goon"]);
    expect(m?.bypass.duel.cost).toBe(2);
  });

  it("a shared option costs its highest price: knockdown 3; bought, it has spent 3", () => {
    const row = (c: card.OkrpgCard) => card.menu(c)?.entries.find((e) => e.id === "knockdown");
    expect(row(pair())?.cost).toBe(3);
    expect(row(card.spend(pair(), "knockdown"))?.spent).toBe(3);
  });

  it("a row refused against any target hit is refused, with that target's reason", () => {
    // 2 of 4 spent on full damage and a step more: the Duellist's knockdown (2) fits, the goon's (3) not
    const c = buy(pair(), "fullDamage", "moreDamage");
    const knockdown = card.menu(c)?.entries.find((e) => e.id === "knockdown");
    expect(knockdown?.addBlocked).toEqual({ code: "notEnoughSuccesses", cost: 3, remaining: 2 });
    const full = card.menu(c)?.entries.find((e) => e.id === "fullDamage");
    expect(full?.removeBlocked).not.toBeNull();
  });

  it("the Duellist's bypass (2) comes out of the goon's successes too: 5 extra, a knockdown (3), none left", () => {
    const nine = card.create(okrpgInput([1, 1, 1, 0], { targets: [duel, braced] }));
    const c = card.spend(card.spend(nine, "bypassArmor", "duel"), "knockdown");
    expect(card.menu(c)).toMatchObject({ extra: 5, remaining: 0 });
    expect(() => card.spend(c, "style")).toThrow(
      /buying style is not allowed: it costs 1 and 0 remain/,
    );
  });
});
