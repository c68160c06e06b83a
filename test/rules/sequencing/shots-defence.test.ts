import { describe, expect, it } from "vitest";
import { readEngineState, shots } from "../../../src/rules/sequencing";

/*
 * RULES 3 (seed 002, "Trigger Action (Defense)" and "Active Defense") on the shot counter: an
 * active defense is a trigger (1 shot) adding +3 to the skill used as the attacker's difficulty,
 * and it lasts for the shot being called when it was taken; the next shot ends it.
 *
 * The villain rolls Reflexes 7 + 2 = shot 9, the hero 6 + 3 = shot 9, the sidekick 5 + 1 = shot 6.
 */
const fight = () =>
  shots.start([
    { id: "villain", reflexes: 7, roll: 2, named: true, villain: true },
    { id: "hero", reflexes: 6, roll: 3, named: true, villain: false },
    { id: "sidekick", reflexes: 5, roll: 1, named: true, villain: false },
  ]);

describe("RULES 3 active defense on the shot counter", () => {
  it("the villain attacks on shot 9: the hero's active defense costs him a shot (9 → 8) and holds on shot 9", () => {
    const s = shots.activeDefence(fight(), "hero");
    expect(shots.shot(s, "hero")).toBe(8);
    expect(shots.current(s)).toEqual({ shot: 9, ids: ["villain"] });
    expect(shots.defending(s)).toEqual(["hero"]);
  });

  it("once the villain's 3-shot attack moves the count on to shot 8, the defense is gone", () => {
    const s = shots.spend(shots.activeDefence(fight(), "hero"), "villain", 3);
    expect(shots.current(s)?.shot).toBe(8);
    expect(shots.defending(s)).toEqual([]);
  });

  it("may be taken off its own shot: the sidekick (shot 6) defends on shot 9 and drops to 5", () => {
    const s = shots.activeDefence(fight(), "sidekick");
    expect(shots.shot(s, "sidekick")).toBe(5);
    expect(shots.defending(s)).toEqual(["sidekick"]);
  });

  it("taken again on a later shot it holds again; a new round starts without any", () => {
    let s = shots.activeDefence(fight(), "sidekick");
    s = shots.spend(s, "villain", 3);
    s = shots.activeDefence(s, "sidekick");
    expect(shots.current(s)?.shot).toBe(9);
    expect(shots.defending(s)).toEqual(["sidekick"]);
    expect(s.defences).toEqual([{ id: "sidekick", shot: 9 }]);
    expect(shots.defending(shots.nextRound(s, { villain: 0, hero: 0, sidekick: 0 }))).toEqual([]);
  });

  it("needs a shot left, like any trigger, and nothing is spent once the round is over", () => {
    let s = fight();
    for (let i = 0; i < 6; i++) s = shots.spend(s, "sidekick", 1);
    expect(() => shots.activeDefence(s, "sidekick")).toThrow(/no shots left/);
  });

  it("a creature that leaves takes its defense with it", () => {
    const s = shots.leave(shots.activeDefence(fight(), "hero"), "hero");
    expect(s.defences).toBeUndefined();
  });

  it("two defend on shot 9: each keeps its defense, and one leaving leaves the other's", () => {
    const both = shots.activeDefence(shots.activeDefence(fight(), "hero"), "sidekick");
    expect(shots.defending(both)).toEqual(["hero", "sidekick"]);
    expect(shots.defending(shots.leave(both, "sidekick"))).toEqual(["hero"]);
  });

  it("a stored state with a defense reads back; one naming a stranger is damage; an older state has none", () => {
    const s = shots.activeDefence(fight(), "hero");
    const stored = JSON.parse(JSON.stringify(s));
    expect(readEngineState("shots", stored)).toEqual({ ok: true, state: s });
    const stranger = { ...stored, defences: [{ id: "boss", shot: 9 }] };
    expect(readEngineState("shots", stranger).ok).toBe(false);
    const badShot = { ...stored, defences: [{ id: "hero", shot: -1 }] };
    expect(readEngineState("shots", badShot).ok).toBe(false);
    const older = { ...stored };
    delete older.defences;
    expect(readEngineState("shots", older)).toEqual({
      ok: true,
      state: { ...s, defences: undefined },
    });
  });
});
