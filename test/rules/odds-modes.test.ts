import { describe, expect, it } from "vitest";
import { scripted, seeded } from "../../src/rules/dice";
import { driverOf, reactsIn, type ModeFighter } from "../../src/rules/odds/modes";
import type { OddsTurnFacts } from "../../src/rules/odds";
import { ladder, readyHp, shots, standard, turns } from "../../src/rules/sequencing";
import type { LadderState } from "../../src/rules/sequencing/ladder";
import type { ShotsState } from "../../src/rules/sequencing/shots";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import type { TurnsState } from "../../src/rules/sequencing/turns";
import type { StandardState } from "../../src/rules/sequencing/standard";

/*
 * The tracker's engines driving a simulated fight (src/rules/odds/modes.ts): each mode's rolls at
 * a round's start as the tracker makes them, what an attack costs, and the defensive actions a mode
 * prices. Every face is scripted: a driver that rolls one die more or less runs out of them.
 */

const fighter = (
  id: string,
  turn: OddsTurnFacts = {},
  o: { side?: "friendly" | "hostile"; penalty?: number; nonDamaged?: number; reach?: number } = {},
): ModeFighter => ({
  id,
  side: o.side ?? "friendly",
  turn,
  reach: o.reach ?? 0,
  penalty: () => o.penalty ?? 0,
  nonDamaged: () => o.nonDamaged ?? 10,
});
const FIRST = { first: true, simplified: false };
const LATER = { first: false, simplified: false };

describe("which modes price a defensive action in answer to an attack", () => {
  it("RULES 1.8 the ladder and RULES 3 the shot counter do; the others do not", () => {
    expect(
      ["ladder", "shots", "readyHp", "turns", "standard"].map((m) => reactsIn(m as never)),
    ).toEqual([true, true, false, false, false]);
  });
});

describe("RULES 1.10 the action-point ladder", () => {
  const d = driverOf("ladder");
  // faces 3,3,3,1 are +1 +1 +1 −1: 4dF = +2
  it("each rolls base + 4dF with its impairment: Gd (4) + 2 − 1 = 5 AP; no base is Average (2)", () => {
    const s = d.start(
      [fighter("a", { ladder: { base: 4 } }, { penalty: -1 }), fighter("b")],
      FIRST,
      scripted([3, 3, 3, 1, 2, 2, 2, 2]),
    ) as LadderState;
    expect([ladder.ap(s, "a"), ladder.ap(s, "b")]).toEqual([5, 2]);
    expect(d.ids(s)).toEqual(["a", "b"]);
    expect(d.actor(s)).toBe("a");
  });

  it("acting costs 3 AP; passing ends the turn; the round is over when nobody may act", () => {
    let s = d.start([fighter("a", { ladder: { base: 6 } })], FIRST, scripted([2, 2, 2, 2]));
    s = d.attacked(s, "a");
    expect(ladder.ap(s as LadderState, "a")).toBe(3);
    expect(d.mayAttack(s)).toBe(true);
    s = d.passes(s, "a");
    expect(d.actor(s)).toBeNull();
  });

  it("the next round rolls for those not Down; a Down one rolls nothing", () => {
    let s = d.start(
      [fighter("a", { ladder: { base: 4 } }), fighter("b", { ladder: { base: 4 } })],
      FIRST,
      scripted([2, 2, 2, 2, 2, 2, 2, 2]),
    );
    s = ladder.down(s as LadderState, "b");
    s = d.nextRound(
      s,
      [fighter("a", { ladder: { base: 3 } }), fighter("b")],
      scripted([3, 2, 2, 2]),
    );
    // 3 + 1 rolled, and 3 of its 4 AP left carried over (the cap)
    expect(ladder.ap(s as LadderState, "a")).toBe(4 + 3);
    expect(ladder.status(s as LadderState, "b")).toBe("down");
  });

  it("one joining rolls its own; one leaving is gone", () => {
    let s = d.start([fighter("a", { ladder: { base: 4 } })], FIRST, scripted([2, 2, 2, 2]));
    s = d.join(s, fighter("b", { ladder: { base: 5 } }), scripted([1, 2, 2, 2]));
    expect(ladder.ap(s as LadderState, "b")).toBe(4);
    s = d.leave(s, "a");
    expect(d.ids(s)).toEqual(["b"]);
  });

  it("RULES 1.8 a defence costs 3 AP, and only one with 3 AP and not Down takes it", () => {
    const s = d.start(
      [fighter("a", { ladder: { base: 3 } }), fighter("b", { ladder: { base: 2 } })],
      FIRST,
      scripted([2, 2, 2, 2, 2, 2, 2, 2]),
    );
    const defended = d.react(s, "a") as LadderState;
    expect(ladder.ap(defended, "a")).toBe(0);
    expect(d.react(s, "b")).toBeNull();
    expect(d.react(ladder.down(s as LadderState, "a"), "a")).toBeNull();
    expect(d.reacting(s, "a")).toBe(false);
  });

  it("no evasion, no ready hit points, no turns of its own", () => {
    const s = d.start([fighter("a")], FIRST, scripted([2, 2, 2, 2]));
    expect(d.evading(s, "a")).toBe(0);
    expect(d.harmed(s, "a", 0)).toBe(s);
    expect([d.turnEnds, d.followsHarm]).toEqual([false, false]);
  });
});

describe("RULES 3 the shot counter", () => {
  const d = driverOf("shots");
  it("a named creature's first shot is Reflexes + a closed roll (positive die less negative), less its stances", () => {
    const s = d.start(
      [
        fighter("hero", {
          shots: { reflexes: 5, named: true, villain: false, npc: false, stances: 1 },
        }),
        fighter("mook", {
          shots: { reflexes: 4, named: false, villain: true, npc: true, stances: 0 },
        }),
      ],
      FIRST,
      scripted([6, 2]),
    ) as ShotsState;
    expect(shots.initiative(s, "hero")).toBe(5 + 4 - 1);
    expect(shots.initiative(s, "mook")).toBe(4);
    expect(d.actor(s)).toBe("hero");
  });

  it("no facts: Reflexes 3, named (it rolls: 3 + 6 − 1), a villain when hostile, no NPC", () => {
    const s = d.start(
      [fighter("f", {}, { side: "friendly" }), fighter("h", {}, { side: "hostile" })],
      FIRST,
      scripted([6, 1, 6, 1]),
    ) as ShotsState;
    expect(shots.initiative(s, "h")).toBe(8);
    // on the same shot villains act before heroes
    expect(d.actor(s)).toBe("h");
    // RULES 3 a limit break: a named creature's takes all its shots
    expect(shots.shot(shots.spend(s, "h", "all"), "h")).toBe(0);
  });

  it("an NPC's limit break costs 3 shots (RULES 3)", () => {
    const s = d.start(
      [
        fighter("mook", {
          shots: { reflexes: 7, named: false, villain: true, npc: true, stances: 0 },
        }),
      ],
      FIRST,
      scripted([]),
    ) as ShotsState;
    expect(shots.shot(shots.spend(s, "mook", "all"), "mook")).toBe(4);
  });

  it("a surprise round with a fighter the tracker gave no facts: it is not surprised", () => {
    const s = d.start(
      [
        fighter("caught", {
          shots: {
            reflexes: 5,
            named: true,
            villain: true,
            npc: false,
            stances: 0,
            surprised: true,
          },
        }),
        fighter("plain"),
      ],
      FIRST,
      scripted([]),
    ) as ShotsState;
    expect(d.actor(s)).toBe("plain");
  });

  it("no surprise round after the first", () => {
    const caught = fighter("caught", {
      shots: { reflexes: 5, named: false, villain: true, npc: false, stances: 0, surprised: true },
    });
    expect((d.start([caught], LATER, scripted([])) as ShotsState).mode).toBe("shots");
  });

  it("stances are paid for in the first round only; the next round rolls again", () => {
    const facts = { shots: { reflexes: 5, named: true, villain: false, npc: false, stances: 2 } };
    const later = d.start([fighter("a", facts)], LATER, scripted([3, 3])) as ShotsState;
    expect(shots.initiative(later, "a")).toBe(5);
    const next = d.nextRound(later, [fighter("a", facts)], scripted([5, 1])) as ShotsState;
    expect(shots.initiative(next, "a")).toBe(9);
  });

  it("a basic action costs 3 shots, and so does doing nothing", () => {
    let s = d.start(
      [
        fighter("a", {
          shots: { reflexes: 7, named: false, villain: false, npc: false, stances: 0 },
        }),
      ],
      FIRST,
      scripted([]),
    );
    s = d.attacked(s, "a");
    expect(shots.shot(s as ShotsState, "a")).toBe(4);
    s = d.passes(s, "a");
    expect(shots.shot(s as ShotsState, "a")).toBe(1);
  });

  it("active defence is a trigger of 1 shot, held once taken", () => {
    const unnamed = {
      shots: { reflexes: 7, named: false, villain: false, npc: false, stances: 0 },
    };
    const s = d.start([fighter("a", unnamed), fighter("b", unnamed)], FIRST, scripted([]));
    expect(d.reacting(s, "a")).toBe(false);
    const defended = d.react(s, "a")!;
    expect(shots.shot(defended as ShotsState, "a")).toBe(6);
    expect(d.reacting(defended, "a")).toBe(true);
  });

  it("RULES 3 surprise: the first round, when anyone is surprised, rolls no dice; the surprised have no shots", () => {
    const s = d.start(
      [
        fighter("ready", {
          shots: { reflexes: 5, named: true, villain: false, npc: false, stances: 0 },
        }),
        fighter("caught", {
          shots: {
            reflexes: 5,
            named: true,
            villain: true,
            npc: false,
            stances: 0,
            surprised: true,
          },
        }),
      ],
      FIRST,
      scripted([]),
    ) as ShotsState;
    expect(s.mode).toBe("surprise");
    expect(d.actor(s)).toBe("ready");
  });

  it("simplified: no rolls at all, and no active defence", () => {
    const s = d.start(
      [fighter("a"), fighter("b")],
      { first: true, simplified: true },
      scripted([]),
    );
    expect((s as ShotsState).mode).toBe("simplified");
    expect(d.react(s, "a")).toBeNull();
    expect(d.nextRound(s, [fighter("a"), fighter("b")], scripted([]))).toBeDefined();
  });

  it("one joining mid-fight rolls (no stances); one leaving is gone; no evasion", () => {
    let s = d.start([fighter("a")], FIRST, scripted([1, 1]));
    s = d.join(
      s,
      fighter("b", { shots: { reflexes: 2, named: true, villain: false, npc: false, stances: 3 } }),
      scripted([4, 1]),
    );
    expect(shots.initiative(s as ShotsState, "b")).toBe(5);
    s = d.leave(s, "a");
    expect(d.ids(s)).toEqual(["b"]);
    expect(d.evading(s, "b")).toBe(0);
    expect(d.harmed(s, "b", 0)).toBe(s);
    expect([d.turnEnds, d.followsHarm, d.mayAttack(s)]).toEqual([false, false, true]);
  });
});

describe("RULES 4 ready hit points", () => {
  const d = driverOf("readyHp");
  it("the entry from its hit points not damaged now, its carry-over kept within the rules' cap", () => {
    const s = d.start(
      [
        fighter(
          "a",
          { readyHp: { carryOver: 99, reach: 2, missile: false, bonus: 0, distance: null } },
          { nonDamaged: 10.7 },
        ),
        fighter("b", {}, { nonDamaged: -3 }),
      ],
      FIRST,
      scripted(new Array(40).fill(1)),
    ) as ReadyHpState;
    expect(readyHp.nonDamaged(s, "a")).toBe(10);
    expect(readyHp.nonDamaged(s, "b")).toBe(0);
    expect(readyHp.carryOver(s, "a")).toBe(readyHp.maxCarryOver(10));
  });

  it("the carry-over a fighter chose counts in the fight's first round only", () => {
    const facts = { readyHp: { carryOver: 2, reach: 0, missile: false, bonus: 0, distance: null } };
    const first = d.start([fighter("a", facts)], FIRST, scripted(new Array(40).fill(1)));
    const later = d.start([fighter("a", facts)], LATER, scripted(new Array(40).fill(1)));
    expect(readyHp.carryOver(first as ReadyHpState, "a")).toBe(2);
    expect(readyHp.carryOver(later as ReadyHpState, "a")).toBe(0);
    const next = d.nextRound(first, [fighter("a", facts)], scripted(new Array(40).fill(1)));
    expect(readyHp.carryOver(next as ReadyHpState, "a")).toBe(0);
    const joined = d.join(later, fighter("b", facts), scripted([]));
    expect(readyHp.carryOver(joined as ReadyHpState, "b")).toBe(0);
  });

  it("RULES 4 a carry-over turn moves: it may not attack, and passing it spends nothing", () => {
    const facts = { readyHp: { carryOver: 2, reach: 0, missile: false, bonus: 0, distance: null } };
    let s = d.start([fighter("a", facts, { nonDamaged: 10 })], FIRST, scripted([])) as ReadyHpState;
    expect(s.phase).toBe("carryOver");
    expect(d.actor(s)).toBe("a");
    expect(d.mayAttack(s)).toBe(false);
    s = d.passes(s, "a") as ReadyHpState;
    expect(s.phase).toBe("turns");
    expect(d.mayAttack(s)).toBe(true);
    expect(readyHp.ready(s, "a")).toBe(8);
    // a turn doing nothing hesitates: a ready hit point moves to used
    s = d.passes(s, "a") as ReadyHpState;
    expect(readyHp.ready(s, "a")).toBe(7);
    s = d.attacked(s, "a") as ReadyHpState;
    expect(readyHp.ready(s, "a")).toBe(6);
  });

  it("the round is over when nobody has ready hit points left", () => {
    let s = d.start([fighter("a", {}, { nonDamaged: 1 })], LATER, scripted([]));
    s = d.attacked(s, "a");
    expect(d.actor(s)).toBeNull();
  });

  it("no surprise after the first round", () => {
    const s = d.start(
      [
        fighter("caught", {
          readyHp: {
            carryOver: 0,
            reach: 0,
            missile: false,
            bonus: 0,
            distance: null,
            surprised: true,
          },
        }),
        fighter("ready"),
      ],
      LATER,
      seeded(1),
    ) as ReadyHpState;
    expect(readyHp.decidesFirstBySurprise(s, "ready")).toBe(false);
  });

  it("RULES 4 surprise: the side that was not surprised decides first in the first round", () => {
    const s = d.start(
      [
        fighter("caught", {
          readyHp: {
            carryOver: 0,
            reach: 0,
            missile: false,
            bonus: 0,
            distance: null,
            surprised: true,
          },
        }),
        fighter("ready"),
      ],
      FIRST,
      seeded(1),
    ) as ReadyHpState;
    expect(readyHp.decidesFirstBySurprise(s, "ready")).toBe(true);
    expect(readyHp.decidesFirstBySurprise(s, "caught")).toBe(false);
  });

  it("harm mid-round comes off the ready hit points; none when nothing was lost", () => {
    const s = d.start(
      [fighter("a", {}, { nonDamaged: 10 })],
      LATER,
      scripted(new Array(40).fill(1)),
    );
    const hurt = d.harmed(s, "a", 7.5) as ReadyHpState;
    expect(readyHp.nonDamaged(hurt, "a")).toBe(7);
    expect(d.harmed(s, "a", 10)).toBe(s);
    expect(d.harmed(s, "a", 12)).toBe(s);
    expect([
      d.turnEnds,
      d.followsHarm,
      d.react(s, "a"),
      d.reacting(s, "a"),
      d.evading(s, "a"),
    ]).toEqual([false, true, null, false, 0]);
  });

  it("the next round reads each fighter's hit points afresh, and one joins with its own", () => {
    let s = d.start([fighter("a", {}, { nonDamaged: 10 })], LATER, scripted(new Array(40).fill(1)));
    s = d.nextRound(s, [fighter("a", {}, { nonDamaged: 6 })], scripted(new Array(40).fill(1)));
    expect(readyHp.nonDamaged(s as ReadyHpState, "a")).toBe(6);
    s = d.join(s, fighter("b", {}, { nonDamaged: 4 }), scripted([]));
    expect(readyHp.nonDamaged(s as ReadyHpState, "b")).toBe(4);
    s = d.leave(s, "a");
    expect(d.ids(s)).toEqual(["b"]);
  });
});

describe("RULES 5 turns", () => {
  const d = driverOf("turns");
  it("longer reach first, each with a turn of its own", () => {
    const s = d.start(
      [fighter("short", {}, { reach: 1 }), fighter("long", {}, { reach: 2 })],
      FIRST,
      scripted([]),
    ) as TurnsState;
    expect(d.actor(s)).toBe("long");
    const next = d.attacked(s, "long");
    expect(d.actor(next)).toBe("short");
    expect(d.actor(d.passes(next, "short"))).toBeNull();
    expect([d.turnEnds, d.followsHarm, d.mayAttack(s)]).toEqual([true, false, true]);
  });

  it("RULES 5 evading: +4 defence until its first turn", () => {
    const s = d.start(
      [
        fighter("a", { turns: { speed: 1, opening: "evading" } }, { reach: 2 }),
        fighter("b", { turns: { speed: 1, opening: "evading" } }, { reach: 1 }),
      ],
      FIRST,
      scripted([]),
    );
    expect(d.evading(s, "b")).toBe(turns.EVADING_DEFENSE);
    expect(d.evading(s, "b")).toBe(4);
    expect(d.react(s, "a")).toBeNull();
    expect(d.reacting(s, "a")).toBe(false);
  });

  it("the next round, a join and a leave", () => {
    let s = d.start([fighter("a", {}, { reach: 1 })], FIRST, scripted([]));
    s = d.passes(s, "a");
    s = d.nextRound(s, [], scripted([]));
    expect(d.actor(s)).toBe("a");
    s = d.join(s, fighter("b"), scripted([]));
    s = d.leave(s, "a");
    expect(d.ids(s)).toEqual(["b"]);
    expect(d.harmed(s, "b", 0)).toBe(s);
  });
});

describe("RULES 2 standard initiative", () => {
  const d = driverOf("standard");
  it("a d20 plus the modifier, highest first, rolled once per fight", () => {
    const s = d.start(
      [fighter("a", { standard: { modifier: 5 } }), fighter("b")],
      FIRST,
      scripted([10, 14]),
    ) as StandardState;
    expect(standard.initiative(s, "a")).toBe(15);
    expect(d.actor(s)).toBe("a");
    const next = d.nextRound(d.passes(d.attacked(s, "a"), "b"), [], scripted([]));
    expect(d.actor(next)).toBe("a");
  });

  it("one joining rolls its d20; one leaving is gone; no reactions", () => {
    let s = d.start([fighter("a")], FIRST, scripted([10]));
    s = d.join(s, fighter("b", { standard: { modifier: 2 } }), scripted([9]));
    expect(standard.initiative(s as StandardState, "b")).toBe(11);
    s = d.leave(s, "a");
    expect(d.ids(s)).toEqual(["b"]);
    expect([d.react(s, "b"), d.reacting(s, "b"), d.evading(s, "b"), d.mayAttack(s)]).toEqual([
      null,
      false,
      0,
      true,
    ]);
    expect(d.harmed(s, "b", 0)).toBe(s);
    expect([d.turnEnds, d.followsHarm]).toEqual([true, false]);
  });
});
