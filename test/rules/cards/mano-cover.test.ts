import { describe, expect, it } from "vitest";
import { mano } from "../../../src/rules/cards";

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
    expect(mano.applyBlocked(card, "ward")).toBe("missed");
    expect(mano.applyBlocked(card, "steven")).toBeNull();
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
});
