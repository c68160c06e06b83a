import { describe, expect, it } from "vitest";
import { mano, rounds } from "../../../src/rules/cards";

/* RULES 5 cover on the card: a covered target and its covering character name each other. */
const steven = {
  name: "Steven",
  actorUuid: null,
  tokenUuid: null,
  defences: { melee: 14, missile: 10, grapple: 13 },
  stun: 0,
  damage: 0,
  toughness: 7,
  stamina: 14,
};
const input = (targets: object[], d20 = 14) =>
  ({
    attacker: { name: "Clone", actorUuid: null, tokenUuid: null, modifier: 2 },
    weapon: { name: "Fists", power: 3, sharpness: "blunt" },
    situation: { action: "quickStrike" },
    d20,
    targets,
  }) as never;

/** Ward (all defenses 10) covered by Steven, with more fields for each. */
const covered = (more: [object, object] = [{}, {}]) => [
  {
    ...steven,
    id: "ward",
    name: "Ward",
    defences: { melee: 10, missile: 10, grapple: 10 },
    coveredBy: "steven",
    ...more[0],
  },
  { ...steven, id: "steven", covers: "ward", ...more[1] },
];

describe("RULES 5 cover on a Mano a Mano card", () => {
  it("the Clone's 14 + 2 = 16 against Steven's 14 + 5 = 19 misses Ward and strikes Steven: 2 stun, 1 damage", () => {
    const card = mano.create(
      input([
        {
          ...steven,
          id: "ward",
          name: "Ward",
          defences: { melee: 10, missile: 10, grapple: 10 },
          coveredBy: "steven",
        },
        { ...steven, id: "steven", covers: "ward" },
      ]),
    );
    expect(
      card.targets.map((t) => [
        t.result.difficulty,
        t.result.success,
        t.result.stun,
        t.result.damage,
      ]),
    ).toEqual([
      [19, false, 0, 0],
      [19, true, 2, 1],
    ]);
    expect(card.targets[1].result.power).toBe(3);
    expect(mano.applyBlocked(card, "ward")).toBe("missed");
    expect(mano.applyBlocked(card, "steven")).toBeNull();
  });

  it("the Clone's 18 + 2 = 20 beats 19: Ward takes 2 stun and 1 damage, Steven nothing", () => {
    const card = mano.create(input(covered(), 18));
    expect(card.targets.map((t) => t.result)).toEqual([
      { total: 20, difficulty: 19, success: true, automatic: false, power: 3, stun: 2, damage: 1 },
      {
        total: 20,
        difficulty: 19,
        success: false,
        automatic: false,
        power: null,
        stun: 0,
        damage: 0,
      },
    ]);
    expect(mano.applyBlocked(card, "ward")).toBeNull();
    expect(mano.applyBlocked(card, "steven")).toBe("hitCovered");
  });

  it("Steven's share is the same roll against his defense + 5: the same resolution, the same chance", () => {
    const card = mano.create(input(covered(), 18));
    const [ward, coverer] = mano.resolutions(card);
    expect(coverer).toEqual(ward);
    expect(ward).toMatchObject({ difficulty: 19, hits: "target" });
    const { d20: _, ...choices } = input(covered()) as { d20: number };
    // +2 against 19 needs 18 or more: 3 faces in 20, for Ward and for Steven
    expect(mano.chancesFor(choices as never).map((c) => c.success)).toEqual([0.15, 0.15]);
  });

  it("a push that misses Ward lands on Steven, who keeps his footing: a covering character is not pushed", () => {
    // grapple +3: 12 + 3 = 15 misses Steven's grapple 13 + 5 = 18, so it lands on him
    const card = mano.create({
      ...(input(covered(), 12) as object),
      attacker: { name: "Clone", actorUuid: null, modifier: 3 },
      situation: { action: "push" },
    } as never);
    expect(card.targets[1].result.success).toBe(true);
    expect(mano.offBalance(card, "steven")).toBe(false);
  });

  it("RULES 4 Action Rounds: Steven's passive hit points (+2) count in his defense as coverer: 14 + 5 + 2 = 21", () => {
    const covering = (passiveHp: number) =>
      rounds.create({
        ...(input(covered([{ passiveHp: 0 }, { passiveHp }]), 18) as object),
        situation: { action: "quickStrike", hpSpent: 1 },
      } as never);
    expect(covering(0).targets[0].result).toMatchObject({ difficulty: 19, success: true });
    expect(covering(2).targets[0].result).toMatchObject({ difficulty: 21, success: false });
  });

  it("a cover naming nobody on the card, or one-sided, is bad input", () => {
    expect(() => mano.create(input([{ ...steven, id: "ward", coveredBy: "ghost" }]))).toThrow(
      /ghost/,
    );
    expect(() =>
      mano.create(
        input([
          { ...steven, id: "ward" },
          { ...steven, id: "steven", covers: "ward" },
        ]),
      ),
    ).toThrow(/nobody it covers/);
  });

  it("a covered target resolved without the card's other targets has no coverer there", () => {
    const { targets: _, ...card } = mano.create(input(covered()));
    expect(() => mano.resolveTarget(card, covered()[0] as never)).toThrow(
      'Ward covered by "steven" is not allowed: the covering character is not on the card.',
    );
  });

  it("each side of a cover must name the other, each refusal naming who and whom", () => {
    const { d20: _, ...choices } = input([]) as { d20: number };
    const check = (targets: object[]) => () =>
      mano.requireCardInput({ ...choices, targets } as never);
    const ward = { ...steven, id: "ward", name: "Ward" };
    expect(
      check([
        { ...ward, coveredBy: "steven" },
        { ...steven, id: "steven" },
      ]),
    ).toThrow(
      'Ward covered by "steven" is not allowed: the covering character is not on the card.',
    );
    expect(
      check([
        { ...ward, coveredBy: "ghost" },
        { ...steven, id: "steven", covers: "ward" },
      ]),
    ).toThrow('Ward covered by "ghost" is not allowed: the covering character is not on the card.');
    expect(
      check([
        { ...steven, id: "steven", covers: "bob" },
        { ...ward, coveredBy: "steven" },
        { ...steven, id: "bob", name: "Bob" },
      ]),
    ).toThrow('Steven covering "bob" is not allowed: nobody it covers is on the card.');
    expect(
      check([
        { ...ward, coveredBy: "steven", covers: "steven" },
        { ...steven, id: "steven", covers: "ward", coveredBy: "ward" },
      ]),
    ).toThrow("Ward covering and covered is not allowed: a covering character is not attacked.");
  });
});
