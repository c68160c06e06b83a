import { describe, expect, it } from "vitest";
import { ladder, readEngineState } from "../../../src/rules/sequencing";

/*
 * RULES 1.8 (seed 000, "Setups") on the action-point ladder: a setup is an action (3 AP) kept for
 * the action it prepares. A free (+1 FR) or hard (+2 FR) setup is used or lost by the setter's
 * next action; a general one (+1 FR to everyone against the target) lasts until the target acts.
 *
 * Jack rolls 6 successes (AP 6), the goon 3 (AP 3).
 */

const fight = () =>
  ladder.start([
    { id: "jack", roll: 6 },
    { id: "goon", roll: 3 },
  ]);

describe("setups kept on the ladder", () => {
  it("a free setup costs Jack his action (6 → 3 AP) and waits for his next one", () => {
    const s = ladder.setUp(fight(), { kind: "free", by: "jack", target: "goon" });
    expect(ladder.ap(s, "jack")).toBe(3);
    expect(ladder.setups(s)).toEqual([{ kind: "free", by: "jack", target: "goon" }]);
  });

  it("Jack's next action uses it: it is gone once he acts", () => {
    const s = ladder.setUp(fight(), { kind: "hard", by: "jack", target: "goon" });
    expect(ladder.setups(ladder.act(s, "jack"))).toEqual([]);
  });

  it("a defensive action in between loses it", () => {
    const s = ladder.setUp(fight(), { kind: "free", by: "jack", target: "goon" });
    expect(ladder.setups(ladder.defend(s, "jack"))).toEqual([]);
  });

  it("a general setup outlasts Jack's own action and ends when the goon acts", () => {
    let s = ladder.setUp(fight(), { kind: "general", by: "jack", target: "goon" });
    // Jack 3 AP, the goon 3: Jack is first in the roster, so he is next
    s = ladder.act(s, "jack");
    expect(ladder.setups(s)).toEqual([{ kind: "general", by: "jack", target: "goon" }]);
    s = ladder.act(s, "goon");
    expect(ladder.setups(s)).toEqual([]);
  });

  it("a setup waits into the next round", () => {
    const s = ladder.setUp(fight(), { kind: "free", by: "jack", target: "goon" });
    const next = ladder.nextRound(s, { jack: 4, goon: 2 });
    expect(ladder.setups(next)).toEqual([{ kind: "free", by: "jack", target: "goon" }]);
  });

  it("a new setup replaces the setter's own earlier one (taking it is an action)", () => {
    const s = ladder.setUp(
      ladder.start([
        { id: "jack", roll: 9 },
        { id: "goon", roll: 3 },
        { id: "boss", roll: 1 },
      ]),
      { kind: "free", by: "jack", target: "goon" },
    );
    const again = ladder.setUp(s, { kind: "hard", by: "jack", target: "boss" });
    expect(ladder.setups(again)).toEqual([{ kind: "hard", by: "jack", target: "boss" }]);
  });

  it("is refused on oneself, on someone off the ladder, or out of turn", () => {
    expect(() => ladder.setUp(fight(), { kind: "free", by: "jack", target: "jack" })).toThrow(
      /"jack" setting itself up is not allowed: a setup has another target/,
    );
    expect(() => ladder.setUp(fight(), null as never)).toThrow(/setup must be/);
    expect(() => ladder.setUp(fight(), { kind: "free", by: "jack", target: "boss" })).toThrow();
    expect(() => ladder.setUp(fight(), { kind: "free", by: "goon", target: "jack" })).toThrow(
      /goon/,
    );
  });

  it("a stored state with setups reads back; one naming a stranger is damage", () => {
    const s = ladder.setUp(fight(), { kind: "general", by: "jack", target: "goon" });
    const stored = JSON.parse(JSON.stringify(s));
    expect(readEngineState("ladder", stored)).toEqual({ ok: true, state: s });
    const stranger = { ...stored, setups: [{ kind: "free", by: "jack", target: "boss" }] };
    expect(readEngineState("ladder", stranger).ok).toBe(false);
    const badKind = { ...stored, setups: [{ kind: "sneaky", by: "jack", target: "goon" }] };
    expect(readEngineState("ladder", badKind).ok).toBe(false);
  });
});
