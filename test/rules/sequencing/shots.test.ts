import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shots } from "../../../src/rules/sequencing";
import { entryAt } from "../../../src/rules/sequencing/blocks";
import type { ShotsCombatant, ShotsState } from "../../../src/rules/sequencing/shots";
import { isRulesError } from "../../../src/rules/errors";
import { thrown, viaJson } from "./json";

const { start, current, spend, shot } = shots;

const hero = (id: string, reflexes: number, roll: number, stances = 0): ShotsCombatant => ({
  id,
  reflexes,
  roll,
  stances,
  named: true,
  villain: false,
});
const villain = (id: string, reflexes: number, roll: number, stances = 0): ShotsCombatant => ({
  ...hero(id, reflexes, roll, stances),
  villain: true,
});
const mooks = (id: string, reflexes: number): ShotsCombatant => ({
  id,
  reflexes,
  named: false,
  villain: true,
});

describe("RULES 3 first shot", () => {
  it("a named creature starts on Reflexes + its closed roll, an unnamed group on its Reflexes", () => {
    const s = start([hero("jack", 6, 3), mooks("goons", 4)]);
    expect(shot(s, "jack")).toBe(9);
    expect(shot(s, "goons")).toBe(4);
  });

  it("each stance costs one shot from the first shot, but a creature keeps at least 1", () => {
    const s = start([hero("monk", 6, 2, 2), hero("dabbler", 3, -4, 2)]);
    expect(shot(s, "monk")).toBe(6);
    expect(shot(s, "dabbler")).toBe(1);
  });

  it("a stance costs a shot only in its first round; new stances cost again", () => {
    const first = start([hero("monk", 6, 2, 2)]);
    const second = shots.nextRound(first, { monk: 2 });
    expect(shot(second, "monk")).toBe(8);
    expect(shot(shots.nextRound(first, { monk: 2 }, { monk: 1 }), "monk")).toBe(7);
  });

  it("a surprise round gives the side with the drop 3 shots and the surprised side none", () => {
    const s = start(
      [
        { ...hero("jack", 6, 0), surprised: false },
        { ...villain("boss", 7, 0), surprised: true },
      ],
      { surpriseRound: true },
    );
    expect([shot(s, "jack"), shot(s, "boss")]).toEqual([3, 0]);
    expect(current(s)).toEqual({ shot: 3, ids: ["jack"] });
    const after = spend(s, "jack", 3);
    expect(shots.roundOver(after)).toBe(true);
    expect(() => spend(s, "boss", 1)).toThrow(/has no shots left/);
    const normal = shots.nextRound(after, { jack: 1, boss: 2 });
    expect(normal.mode).toBe("shots");
    expect([shot(normal, "jack"), shot(normal, "boss")]).toEqual([7, 9]);
  });

  it("only a surprise round has surprised creatures, and the simplified initiative has none", () => {
    expect(thrown(() => start([{ ...hero("jack", 6, 0), surprised: true }])).message).toBe(
      'surprising "jack" is not allowed: surprise needs a surprise round.',
    );
    expect(
      thrown(() => start([hero("jack", 6, 0)], { surpriseRound: true, simplified: true })).message,
    ).toBe("a surprise round is not allowed: the simplified initiative has no surprise round.");
  });

  it("an unnamed group rolls nothing: it acts on its Reflexes", () => {
    expect(thrown(() => start([{ ...mooks("goons", 4), roll: 3 }])).message).toBe(
      'a roll for "goons" is not allowed: unnamed groups act on their Reflexes.',
    );
  });

  it("bad input is refused, naming the bad part and the creature", () => {
    expect(() => shots.firstShot(-1, 0)).toThrow(/reflexes must be at least 0/);
    expect(() => shots.firstShot(5, 6)).toThrow(/roll must be between -5 and 5/);
    expect(() => shots.firstShot(5, 0, -1)).toThrow(/stances must be at least 0/);
    expect(() => start([], null as never)).toThrow(/options must be/);
    expect(() => start([], { surpriseRound: "yes" as never })).toThrow(/surpriseRound must be/);
    expect(() => start([], { simplified: "yes" as never })).toThrow(/simplified must be/);
    expect(() => start(null as never)).toThrow(/combatants must be/);
    expect(isRulesError(thrown(() => start([null as never])))).toBe(true);
    expect(() => start([hero("jack", -1, 0)])).toThrow(/reflexes of jack must be at least 0/);
    expect(() => start([hero("jack", 6, 6)])).toThrow(/roll of jack must be between -5 and 5/);
    expect(() => start([hero("jack", 6, 0, -1)])).toThrow(/stances of jack must be at least 0/);
    const bad = (field: string) => start([{ ...hero("jack", 6, 0), [field]: "yes" }]);
    for (const field of ["named", "villain", "npc", "surprised"])
      expect(() => bad(field)).toThrow(new RegExp(`${field} of jack must be`));
    expect(() => shots.limitBreakCost("yes" as never)).toThrow(/npc must be/);
    const s = start([hero("jack", 6, 0)]);
    expect(() => shots.currentOf(s.ids, s.entries, "sprint" as never)).toThrow(/mode must be/);
    expect(() => shots.lose(s, "jack", 0)).toThrow(/shots lost must be at least 1/);
    expect(() => shots.nextRound(s, null as never)).toThrow(/rolls must be/);
    expect(() => shots.nextRound(s, {}, null as never)).toThrow(/stances must be/);
    expect(() => shots.nextRound(s, { zed: 1 })).toThrow(/no combatant or entry with id "zed"/);
    expect(() => shots.nextRound(s, {}, { zed: 1 })).toThrow(/no combatant or entry with id "zed"/);
    expect(isRulesError(thrown(() => shots.join(s, null as never)))).toBe(true);
  });

  it("fortune rerolls initiative as a closed confident roll, before the countdown starts", () => {
    const s = start([hero("jack", 6, -4), villain("boss", 7, 0)]);
    const rerolled = shots.reroll(s, "jack", 5);
    expect(shot(rerolled, "jack")).toBe(11);
    expect(current(rerolled)).toEqual({ shot: 11, ids: ["jack"] });
    expect(() => shots.reroll(s, "jack", -1)).toThrow(/fortune roll must be between 0 and 5/);
    const begun = spend(s, "boss", 3);
    expect(thrown(() => shots.reroll(begun, "jack", 5)).message).toMatch(
      /the countdown has started/,
    );
    expect(() => shots.reroll(start([mooks("goons", 4)]), "goons", 3)).toThrow(
      /unnamed groups do not roll/,
    );
  });

  it("a focus or finisher (0 shots) may come off its shot, but it starts the countdown: no reroll after it", () => {
    const s = start([hero("jack", 6, -4), villain("boss", 7, 0)]);
    const focused = spend(s, "jack", 0);
    expect(shot(focused, "jack")).toBe(2);
    expect(thrown(() => shots.reroll(focused, "jack", 5)).message).toBe(
      'rerolling the initiative of "jack" is not allowed: the countdown has started.',
    );
  });

  it("a surprise round and the simplified initiative have no initiative roll to reroll", () => {
    const surprise = start([hero("jack", 6, 0)], { surpriseRound: true });
    expect(thrown(() => shots.reroll(surprise, "jack", 5)).message).toBe(
      'rerolling the initiative of "jack" is not allowed: a surprise round has no initiative roll.',
    );
  });
});

describe("RULES 3 the countdown", () => {
  const fight = () =>
    start([
      hero("jack", 6, 3),
      villain("boss", 5, 4),
      mooks("goons", 4),
      villain("lieutenant", 5, -1, 1),
    ]);

  it("counts down from the highest shot, skipping empty ones, villains before heroes on each shot", () => {
    let s = fight();
    expect(current(s)).toEqual({ shot: 9, ids: ["boss", "jack"] });
    expect(thrown(() => spend(s, "jack", 3)).message).toBe(
      'a 3-shot action by "jack" is not allowed: villains act before heroes and "boss" has not acted yet.',
    );
    s = spend(spend(s, "boss", 3), "jack", 3);
    expect(current(s)).toEqual({ shot: 6, ids: ["boss", "jack"] });
    // the goons parry the boss's attack with a trigger action: 4 → 3
    s = spend(s, "goons", 1);
    s = spend(spend(s, "boss", 3), "jack", 3);
    expect(current(s)).toEqual({ shot: 3, ids: ["boss", "goons", "lieutenant", "jack"] });
    s = spend(s, "boss", 3);
    s = spend(s, "goons", 3);
    s = spend(s, "lieutenant", "all");
    s = spend(s, "jack", 3);
    expect(current(s)).toBeNull();
    expect(shots.roundOver(s)).toBe(true);
  });

  it("a basic action spends 3, so a creature acts every third shot until its shots run out", () => {
    let s = start([hero("jack", 6, 6 - 6)]);
    const calls: number[] = [];
    while (!shots.roundOver(s)) {
      calls.push((current(s) as { shot: number }).shot);
      s = spend(s, "jack", 3);
    }
    expect(calls).toEqual([6, 3]);
  });

  it("a 3-shot action is allowed on shot 1 or 2 and simply ends that creature's round", () => {
    let s = start([hero("jack", 2, 0), villain("boss", 1, 0)]);
    s = spend(s, "jack", 3);
    expect(shot(s, "jack")).toBe(0);
    s = spend(s, "boss", 3);
    expect(shots.roundOver(s)).toBe(true);
    expect(shot(shots.nextRound(s, { jack: 0, boss: 0 }), "jack")).toBe(2);
  });

  it("a limit break costs all remaining shots; focus and finishers cost none", () => {
    let s = start([hero("jack", 6, 3)]);
    s = spend(s, "jack", 0);
    expect(shot(s, "jack")).toBe(9);
    s = spend(s, "jack", "all");
    expect(shot(s, "jack")).toBe(0);
  });

  it("a non-player character's limit break costs a basic action's 3 shots, not all (seed 002)", () => {
    let s = start([{ ...villain("viper", 6, 3), npc: true }, hero("jack", 6, 3)]);
    s = spend(s, "viper", "all");
    expect(shot(s, "viper")).toBe(6);
    expect(shots.limitBreakCost(true)).toBe(3);
    expect(shots.limitBreakCost(false)).toBe("all");
    // the exception stays with the creature from round to round
    s = shots.nextRound(s, { viper: 0, jack: 0 });
    expect(shot(spend(s, "viper", "all"), "viper")).toBe(3);
  });

  it("a trigger action costs 1 at any time, but needs a shot left", () => {
    let s = start([hero("jack", 6, 3), villain("boss", 1, 0)]);
    s = spend(s, "boss", 1);
    expect(shot(s, "boss")).toBe(0);
    expect(thrown(() => spend(s, "boss", 1)).message).toBe(
      'a 1-shot action by "boss" is not allowed: it has no shots left this round.',
    );
  });

  it("other stunts can make a creature lose shots, never below zero", () => {
    const s = shots.lose(start([hero("jack", 6, 3)]), "jack", 4);
    expect(shot(s, "jack")).toBe(5);
    expect(shot(shots.lose(s, "jack", 9), "jack")).toBe(0);
  });

  it("turn actions wait for the creature's shot, and nothing happens after the round", () => {
    const s = fight();
    expect(thrown(() => spend(s, "goons", 3)).message).toBe(
      'a 3-shot action by "goons" is not allowed: shot 9 is being called and it is on shot 4.',
    );
    expect(thrown(() => spend(s, "jack", 2)).message).toMatch(
      /^spending 2 shots is not allowed: an action costs 3 \(basic\)/,
    );
    expect(thrown(() => spend(s, "goons", "all")).message).toBe(
      'a limit break by "goons" is not allowed: shot 9 is being called and it is on shot 4.',
    );
    const over = spend(start([hero("jack", 1, 0)]), "jack", 3);
    expect(thrown(() => spend(over, "jack", 0)).message).toBe(
      'a 0-shot action by "jack" is not allowed: the round is over.',
    );
  });

  it("a trigger off the called shot leaves everyone on it still to act", () => {
    const s = spend(fight(), "goons", 1);
    expect(current(s)).toEqual({ shot: 9, ids: ["boss", "jack"] });
    expect(shot(s, "goons")).toBe(3);
  });

  it("who acts now is the caller's own list: changing it changes nothing on the counter", () => {
    const s = fight();
    current(s)?.ids.push("goons");
    shots.acting(s).push("goons");
    expect(shots.acting(s)).toEqual(["boss", "jack"]);
  });

  it("before the countdown begins a creature joins on its own first shot, however high", () => {
    const s = shots.join(fight(), hero("late", 9, 5));
    expect(shot(s, "late")).toBe(14);
    expect(current(s)).toEqual({ shot: 14, ids: ["late"] });
  });

  it("creatures join on no higher than the called shot once the countdown has begun, and leave", () => {
    let s = spend(fight(), "boss", 3);
    s = shots.join(s, hero("late", 9, 5));
    expect(shot(s, "late")).toBe(9);
    expect(current(s)).toEqual({ shot: 9, ids: ["jack", "late"] });
    s = shots.leave(s, "jack");
    expect(current(s)).toEqual({ shot: 9, ids: ["late"] });
    s = shots.leave(s, "late");
    expect(current(s)).toEqual({ shot: 6, ids: ["boss"] });
  });

  it("mirrors shots left as the initiative value", () => {
    expect(shots.initiatives(fight())).toEqual({ jack: 9, boss: 9, goons: 4, lieutenant: 3 });
  });
});

describe("RULES 3 simplified initiative", () => {
  const scene = () =>
    start([hero("face", 3, 0), villain("host", 3, 0), hero("muscle", 5, 0)], { simplified: true });

  it("everyone acts once per round, highest Reflexes first, villains first on ties", () => {
    let s = scene();
    expect(current(s)).toEqual({ shot: 5, ids: ["muscle"] });
    s = spend(s, "muscle", 3);
    expect(current(s)).toEqual({ shot: 3, ids: ["host", "face"] });
    s = spend(spend(s, "host", 3), "face", 3);
    expect(shots.roundOver(s)).toBe(true);
    expect(current(shots.nextRound(s))).toEqual({ shot: 5, ids: ["muscle"] });
  });

  it("a trigger action taken before acting forfeits the round's action; after it, triggers are free", () => {
    let s = spend(scene(), "face", 1);
    expect(current(s)).toEqual({ shot: 5, ids: ["muscle"] });
    s = spend(s, "muscle", 3);
    expect(current(s)).toEqual({ shot: 3, ids: ["host"] });
    expect(thrown(() => spend(s, "face", 3)).message).toMatch(/it has had its action this round/);
    s = spend(s, "muscle", 1);
    expect(current(s)).toEqual({ shot: 3, ids: ["host"] });
  });

  it("a slower creature waits for the higher Reflexes, and nobody loses shots or rerolls", () => {
    const s = scene();
    expect(thrown(() => spend(s, "face", 3)).message).toBe(
      'a 3-shot action by "face" is not allowed: Reflexes 5 acts before its 3.',
    );
    expect(thrown(() => shots.lose(s, "face", 1)).message).toBe(
      'losing shots by "face" is not allowed: the simplified initiative counts none.',
    );
    expect(thrown(() => shots.reroll(s, "face", 3)).message).toBe(
      'rerolling the initiative of "face" is not allowed: a simplified round has no initiative roll.',
    );
  });

  it("mirrors Reflexes as the initiative value", () => {
    expect(shots.initiatives(scene())).toEqual({ face: 3, host: 3, muscle: 5 });
  });
});

/** The called shot computed the slow, obvious way. */
function expectedCurrent(s: ShotsState): { shot: number; ids: string[] } | null {
  const rows = s.ids.map((id, p) => ({
    id,
    p,
    shot: shot(s, id),
    villain: entryAt(s.entries, p).villain,
  }));
  const left = rows.filter((row) => row.shot > 0);
  if (left.length === 0) return null;
  const most = Math.max(...left.map((row) => row.shot));
  const on = left.filter((row) => row.shot === most);
  return {
    shot: most,
    ids: [...on.filter((row) => row.villain), ...on.filter((row) => !row.villain)].map((r) => r.id),
  };
}

type Move = { id: string; turn: boolean; apply: (s: ShotsState) => ShotsState };

function legalMoves(s: ShotsState): Move[] {
  const now = current(s);
  if (now === null) return [];
  const moves: Move[] = [];
  const villainsWaiting = s.current.some((id) => entryAt(s.entries, s.ids.indexOf(id)).villain);
  for (const id of now.ids) {
    const p = s.ids.indexOf(id);
    if (villainsWaiting && !entryAt(s.entries, p).villain) continue;
    moves.push({ id, turn: true, apply: (x) => spend(x, id, 3) });
    moves.push({ id, turn: true, apply: (x) => spend(x, id, "all") });
  }
  for (const id of s.ids) {
    if (shot(s, id) < 1) continue;
    moves.push({ id, turn: false, apply: (x) => spend(x, id, 1) });
    moves.push({ id, turn: false, apply: (x) => shots.lose(x, id, 2) });
  }
  return moves;
}

const creatures = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      reflexes: fc.integer({ min: 0, max: 12 }),
      roll: fc.integer({ min: -5, max: 5 }),
      named: fc.boolean(),
      villain: fc.boolean(),
      stances: fc.integer({ min: 0, max: 3 }),
    }),
    { selector: (c) => c.id, minLength: 1, maxLength: 8 },
  )
  .map((list) => list.map((c) => (c.named ? c : { ...c, roll: undefined })));

describe("RULES 3 shot counter invariants over random legal play", () => {
  it("shots never increase within a round, each creature's turns come at non-increasing shots, and the round ends", () => {
    fc.assert(
      fc.property(creatures, fc.array(fc.nat(), { maxLength: 200 }), (c, choices) => {
        let s = start(c);
        const lastTurnAt = new Map<string, number>();
        let moves = 0;
        for (const choice of choices) {
          expect(current(s)).toEqual(expectedCurrent(s));
          const options = legalMoves(s);
          if (options.length === 0) break;
          const move = options[choice % options.length];
          const before = Object.fromEntries(s.ids.map((id) => [id, shot(s, id)]));
          if (move.turn) {
            const called = (current(s) as { shot: number }).shot;
            expect(called).toBeLessThanOrEqual(lastTurnAt.get(move.id) ?? Infinity);
            lastTurnAt.set(move.id, called);
          }
          s = move.apply(s);
          moves += 1;
          for (const id of s.ids) expect(shot(s, id)).toBeLessThanOrEqual(before[id]);
        }
        // every move but a free one takes at least one shot away
        const total = c.reduce(
          (sum, one) => sum + Math.max(1, one.reflexes + (one.roll ?? 0) - one.stances),
          0,
        );
        expect(moves).toBeLessThanOrEqual(total);
      }),
    );
  });

  it("a state read back from JSON behaves identically", () => {
    fc.assert(
      fc.property(creatures, fc.array(fc.nat(), { maxLength: 60 }), (c, choices) => {
        let s = start(c);
        let restored = viaJson(s);
        for (const choice of choices) {
          const options = legalMoves(s);
          const restoredOptions = legalMoves(restored);
          expect(restoredOptions.length).toBe(options.length);
          if (options.length === 0) break;
          s = options[choice % options.length].apply(s);
          restored = viaJson(restoredOptions[choice % options.length].apply(restored));
          expect(restored).toEqual(viaJson(s));
          expect(current(restored)).toEqual(current(s));
        }
      }),
    );
  });
});
