import { describe, expect, it } from "vitest";
import { attackInput } from "../../../playground/app/attack";
import { playgroundEncounter } from "../../../playground/app/odds-encounter";
import { kitFor } from "../../../src/chat/attack/kits";
import { oddsInput } from "../../../src/combat/odds/input";
import { chances as actionChances, type ActionCardInput } from "../../../src/rules/cards/action";
import { chancesFor as manoChances, type ManoCardInput } from "../../../src/rules/cards/mano";
import {
  create as occultCard,
  setRange,
  type OccultCardInput,
} from "../../../src/rules/cards/occult";
import { okrpgBands, occultBands } from "../../../src/rules/cards/odds";
import { required, type OkrpgCardInput } from "../../../src/rules/cards/okrpg";
import { rollModifier } from "../../../src/rules/cards/okrpg-resolution";
import { damagePoints } from "../../../src/rules/okrpg";
import { simulate, type OddsInput, type OddsResult } from "../../../src/rules/odds";
import type { RulesetId } from "../../../src/rules/rulesets";
import { table } from "../../browser/host-world";

/*
 * The odds are the rules' own: a fight of one attack agrees with the roll dialog's exact chance
 * (within the statistical bound for the number of fights), and a fight with a closed form — one
 * attacker against a target that falls after k hits, one attack a round — ends in each round as
 * often as the negative binomial says. A fixed seed: each figure is the same on every run.
 */

const RUNS = 20_000;
const SEED = 30;

/** The statistical bound: four standard deviations of a share of `runs` fights. */
const bound = (p: number, runs = RUNS) => 4 * Math.sqrt((p * (1 - p)) / runs) + 1e-9;

interface Duel {
  readonly t: ReturnType<typeof table>;
  readonly input: OddsInput;
  /** the dialog's exact chance that the one attack lands (every landing attack drops the target) */
  readonly chance: (action?: string) => number;
}

/**
 * `attacker` (friendly, one weapon in use) against `target` (hostile, nothing in use, so it never
 * attacks), on standard initiative: one attack a round. `hurt` leaves the target one hit from
 * going down (or `hits` hits, where the ruleset counts them).
 */
function duel(
  ruleset: RulesetId,
  attacker: string,
  weapon: string,
  target: string,
  hurt: Record<string, unknown>,
  roundLimit: number,
): Duel {
  const t = table(ruleset);
  const idOf = (name: string) => t.store.ids().find((id) => t.store.stored(id)!.name === name)!;
  const [a, d] = [idOf(attacker), idOf(target)];
  for (const item of t.store.stored(a)!.items)
    if ("equipped" in item.system && item.name !== weapon)
      t.store.updateItem(a, item._id, { "system.equipped": false });
  for (const item of t.store.stored(d)!.items)
    if ("equipped" in item.system) t.store.updateItem(d, item._id, { "system.equipped": false });
  t.store.updateActor(d, hurt);
  t.tracker.reset(ruleset);
  t.tracker.follow([a, d]);
  const snapshot = t.tracker.snapshot!;
  const sides = { [a]: "friendly", [d]: "hostile" } as const;
  const made = oddsInput(
    playgroundEncounter(t.host, {
      ...snapshot,
      mode: "standard",
      combatants: snapshot.combatants.map((c) => ({
        ...c,
        side: sides[c.id],
        system: { ...c.system, side: sides[c.id] },
      })),
    })!,
    { policy: { focus: "weakest", defensive: false, flee: "never" }, runs: RUNS, seed: SEED },
  );
  if (!("input" in made)) throw new Error(made.problem);
  const plan = (action?: string) => {
    const attackerActor = t.store.actor(a)!;
    const input = attackInput(t.host, {
      attacker: attackerActor,
      weaponId: attackerActor.items.contents.find((i) => i.name === weapon)!.id,
      targets: [t.store.actor(d)!],
      readyHp: null,
    })!;
    return kitFor(ruleset).prepare(input, action ? { action } : {}).plan as unknown as {
      input: unknown;
      bands?: Record<string, string>;
    };
  };
  const chance = (action?: string) => {
    const p = plan(action);
    switch (ruleset) {
      case "okrpg": {
        const input = p.input as OkrpgCardInput;
        const bands = okrpgBands({
          base: input.attacker.base,
          modifier: rollModifier({ situation: input.situation ?? {} }),
          required: required(input.targets[0]),
        });
        return 1 - bands.find((b) => b.id === "miss")!.chance;
      }
      case "occult": {
        const input = p.input as Omit<OccultCardInput, "d100">;
        let card = occultCard({ ...input, d100: 1 });
        for (const [id, band] of Object.entries(p.bands ?? {}))
          card = setRange(card, id, band as never);
        const bands = occultBands(card.targets[0].result.target!);
        return bands
          .filter((b) => !["miss", "epicFumble"].includes(b.id))
          .reduce((s, b) => s + b.chance, 0);
      }
      case "action": {
        // RULES 3: a Hit needs outcome + weapon damage ≥ soak, so the check must beat the
        // defence by whatever soak the weapon's damage leaves
        const input = p.input as Omit<ActionCardInput, "dice">;
        const target = input.targets[0];
        return actionChances({
          confident: input.situation?.confident,
          closed: input.situation?.closed,
          skill: input.attacker.skill,
          difficulty: target.defence + Math.max(0, target.soak - input.weapon.damage),
        }).success;
      }
      default:
        return manoChances(p.input as Omit<ManoCardInput, "d20">)[0].success;
    }
  };
  return { t, input: { ...made.input, roundLimit }, chance };
}

/** The fights in which the target went down. */
const downShare = (r: OddsResult) => r.fighters.find((f) => f.side === "hostile")!.down;

/** Each ruleset's duel: an attacker whose every landing attack drops the target. */
const DUELS: Record<RulesetId, (roundLimit: number) => Duel> = {
  // a mook down at 5 points, at 4 already: a hit doing a point drops him (no armor in use)
  okrpg: (n) =>
    duel("okrpg", "Jack Steele", "Heavy pistol", "Hired goon", { "system.mook.points": 4 }, n),
  occult: (n) =>
    duel("occult", "Father Dominic Reyes", "Desert Eagle", "Bandit", { "system.hp.value": 1 }, n),
  // a mook has one Hit (RULES 3)
  action: (n) => duel("action", "Peter", "Pistol", "Triad thugs", {}, n),
  // one point of harm from incapacitated (stamina 14); damage does not recover at the turn's end
  mano: (n) => duel("mano", "Man-at-arms", "Longsword", "Steven", { "system.damage": 13 }, n),
  rounds: (n) =>
    duel("rounds", "Sir Aldric", "Longsword", "Brenna of the Marches", { "system.damage": 15 }, n),
};

describe("a fight of one attack agrees with the roll dialog's exact odds", () => {
  for (const ruleset of ["okrpg", "occult", "action", "mano", "rounds"] as const)
    it(`${ruleset}: the target goes down as often as the dialog says the attack lands`, () => {
      const { input, chance } = DUELS[ruleset](1);
      const result = simulate(input);
      const attack = result.fighters.find((f) => f.side === "friendly")!;
      const p = chance(attack.action);
      expect(p).toBeGreaterThan(0.05);
      expect(p).toBeLessThan(0.95);
      expect(Math.abs(downShare(result) - p)).toBeLessThanOrEqual(bound(p));
      // one round, one attack: a fight the target survives is undecided
      expect(result.undecided).toBeCloseTo(1 - downShare(result), 10);
    });

  it("OK RPG: even a marginal hit does the mook a point (the duel's premise)", () => {
    const { input } = DUELS.okrpg(1);
    const jack = input.fighters.find((f) => f.side === "friendly")!;
    const goon = input.fighters.find((f) => f.side === "hostile")!;
    const { weapon } = jack.attacks[0].card as Pick<OkrpgCardInput, "weapon">;
    const dr = (goon.target as { dr: number }).dr;
    // RULES 1.4: a marginal hit does the weapon's damage less a full rank
    expect(damagePoints(weapon.damage - 2, dr).points).toBeGreaterThanOrEqual(1);
  });
});

/** P(the k-th hit comes on attack r) for hits landing with chance p: the negative binomial. */
function negativeBinomial(k: number, p: number, r: number): number {
  if (r < k) return 0;
  let ways = 1;
  for (let i = 1; i <= k - 1; i++) ways = (ways * (r - i)) / i;
  return ways * p ** k * (1 - p) ** (r - k);
}

describe("a fight with a closed form: one attacker against a target that falls after k hits", () => {
  for (const ruleset of ["okrpg", "occult", "action", "mano", "rounds"] as const)
    it(`${ruleset}: one hit drops the target; the fight ends in round r with (1 − p)^(r−1) p`, () => {
      const { input, chance } = DUELS[ruleset](30);
      const result = simulate(input);
      const p = chance(result.fighters.find((f) => f.side === "friendly")!.action);
      result.rounds.slice(0, -1).forEach((share, i) => {
        const exact = negativeBinomial(1, p, i + 1);
        expect(Math.abs(share - exact), `round ${i + 1}`).toBeLessThanOrEqual(bound(exact));
      });
    });

  it("Action: a henchman falls after 3 Hits; the fight ends in round r as the negative binomial says", () => {
    // Madame Viper, a villain set to 3 Hits (RULES 3: every Hit takes one)
    const { input, chance } = duel(
      "action",
      "Peter",
      "Pistol",
      "Madame Viper",
      { "system.hits.value": 3 },
      30,
    );
    const result = simulate(input);
    const p = chance();
    result.rounds.slice(0, -1).forEach((share, i) => {
      const exact = negativeBinomial(3, p, i + 1);
      expect(Math.abs(share - exact), `round ${i + 1}`).toBeLessThanOrEqual(bound(exact));
    });
  });
});
