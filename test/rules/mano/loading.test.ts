import { describe, expect, it } from "vitest";
import { fireShot, reloadRefusal, reloadStep, type Reload } from "../../../src/rules/mano";
import { RulesRangeError } from "../../../src/rules/errors";

describe("RULES 5 load: a weapon that must be loaded", () => {
  it("a musket loaded with its one round fires it and is then empty", () => {
    expect(fireShot({ capacity: 1, loaded: 1 })).toEqual({ loaded: 0 });
  });

  it("a six-round revolver with 6 loaded has 5 left after a shot", () => {
    expect(fireShot({ capacity: 6, loaded: 6 })).toEqual({ loaded: 5 });
  });

  it("an empty musket is refused with the rules' own reason, before any die", () => {
    expect(() => fireShot({ capacity: 1, loaded: 0 })).toThrow(RulesRangeError);
    expect(() => fireShot({ capacity: 1, loaded: 0 })).toThrow(/0 of 1 rounds loaded/);
  });

  it("a weapon with no capacity (a bow, a sword) never runs dry", () => {
    expect(fireShot({ capacity: 0, loaded: 0 })).toEqual({ loaded: 0 });
  });

  it("more rounds loaded than the weapon holds is bad input, named", () => {
    expect(() => fireShot({ capacity: 1, loaded: 2 })).toThrow(
      /loaded must be between 0 and 1, got 2/,
    );
    expect(() => fireShot({ capacity: -1, loaded: 0 })).toThrow(
      /capacity must be at least 0, got -1/,
    );
    expect(() => fireShot(6 as never)).toThrow(/shots must be a group of fields, got 6/);
  });
});

/** Takes the steps in order from the weapon, returning every state after each. */
function steps(from: Reload, ...list: ("unload" | "load")[]) {
  const seen: { loaded: number; progress: number }[] = [];
  let w = from;
  for (const step of list) {
    const after = reloadStep(step, w);
    seen.push(after);
    w = { ...w, ...after };
  }
  return seen;
}

describe("RULES 5 load: reloading counts its actions (seed 004, loading and unloading)", () => {
  it("the musket's reload is 9 actions: after the unload 1 of 9, and the ball is in on the ninth", () => {
    const musket = { capacity: 1, loaded: 0, reloadActions: 9, progress: 0 };
    const seen = steps(musket, "unload", ...Array<"load">(8).fill("load"));
    expect(seen.map((s) => s.progress)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(seen.map((s) => s.loaded)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it("a clip is two actions, unload and load: the pistol's 15 rounds go in at once", () => {
    const pistol = { capacity: 15, loaded: 3, reloadActions: 2, progress: 0 };
    expect(steps(pistol, "unload", "load")).toEqual([
      { loaded: 0, progress: 1 },
      { loaded: 15, progress: 0 },
    ]);
  });

  it("a revolver loaded a cartridge at a time: unload, then one of its 6 rounds per load (7 actions)", () => {
    const revolver = { capacity: 6, loaded: 2, reloadActions: 7, progress: 0 };
    const seen = steps(revolver, "unload", ...Array<"load">(6).fill("load"));
    expect(seen.map((s) => s.loaded)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(seen.at(-1)!.progress).toBe(0);
  });

  it("each step is refused when it makes no sense, with its reason", () => {
    const full = { capacity: 6, loaded: 6, reloadActions: 7, progress: 0 };
    expect(reloadRefusal("load", full)).toBe("alreadyLoaded");
    expect(reloadRefusal("load", { ...full, loaded: 4 })).toBe("unloadFirst");
    expect(reloadRefusal("unload", { ...full, progress: 3 })).toBe("alreadyUnloaded");
    expect(reloadRefusal("load", { ...full, capacity: 0, loaded: 0 })).toBe("notLoadable");
    expect(() => reloadStep("load", full)).toThrow(/fully loaded/);
    // a weapon of one reload action loads in one go, without unloading
    expect(reloadStep("load", { capacity: 5, loaded: 0, reloadActions: 1, progress: 0 })).toEqual({
      loaded: 5,
      progress: 0,
    });
  });

  it("a weapon of one reload action or none has nothing to unload first: unloading leaves no reload under way", () => {
    const sling = { capacity: 1, loaded: 1, reloadActions: 1, progress: 0 };
    expect(reloadStep("unload", sling)).toEqual({ loaded: 0, progress: 0 });
    expect(reloadRefusal("load", { ...sling, loaded: 0 })).toBeNull();
    expect(reloadStep("load", { ...sling, loaded: 0, reloadActions: 0 })).toEqual({
      loaded: 1,
      progress: 0,
    });
  });

  it("a full weapon may still be unloaded; once unloading has begun the loads go on", () => {
    const revolver = { capacity: 6, loaded: 6, reloadActions: 7, progress: 0 };
    expect(reloadRefusal("unload", revolver)).toBeNull();
    expect(reloadRefusal("load", { ...revolver, loaded: 0, progress: 1 })).toBeNull();
    expect(reloadRefusal("unload", { ...revolver, capacity: 0, loaded: 0 })).toBe("notLoadable");
    expect(() => reloadStep("unload", { ...revolver, progress: 2 })).toThrow(
      /unload the weapon is not allowed: it is unloaded and being loaded/,
    );
    expect(() => reloadStep("load", { ...revolver, loaded: 2 })).toThrow(
      /load the weapon is not allowed: a reload starts with unloading it/,
    );
    expect(() => reloadStep("load", { ...revolver, capacity: 0, loaded: 0 })).toThrow(
      /load the weapon is not allowed: the weapon takes no rounds/,
    );
  });

  it("a progress past the reload's last action is bad input", () => {
    expect(() =>
      reloadStep("load", { capacity: 1, loaded: 0, reloadActions: 9, progress: 9 }),
    ).toThrow(/reload progress must be between 0 and 8, got 9/);
    expect(() =>
      reloadStep("load", { capacity: 1, loaded: 0, reloadActions: 0, progress: 1 }),
    ).toThrow(/reload progress must be between 0 and 0, got 1/);
  });

  it("rejects an unknown step or a bad weapon, naming it", () => {
    const musket = { capacity: 1, loaded: 0, reloadActions: 9, progress: 0 };
    expect(() => reloadRefusal("ram" as never, musket)).toThrow(
      /reload step must be one of unload, load, got "ram"/,
    );
    expect(() => reloadRefusal("load", "musket" as never)).toThrow(
      /weapon must be a group of fields, got "musket"/,
    );
    expect(() => reloadRefusal("load", { ...musket, capacity: -1 })).toThrow(
      /capacity must be at least 0, got -1/,
    );
    expect(() => reloadRefusal("load", { ...musket, loaded: 2 })).toThrow(
      /loaded must be between 0 and 1, got 2/,
    );
    expect(() => reloadRefusal("load", { ...musket, reloadActions: -1 })).toThrow(
      /reload actions must be at least 0, got -1/,
    );
  });
});
