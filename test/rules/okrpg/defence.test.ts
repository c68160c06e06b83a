import { describe, expect, it } from "vitest";
import {
  type Setup,
  activeDefenceBonus,
  afterAction,
  combinedActions,
  combinedCost,
  interruptRequired,
  requiredSuccesses,
  setupBonus,
  setupModifier,
  setupTaken,
} from "../../../src/rules/okrpg";

describe("RULES 1.8 active defence", () => {
  it("+3 against one opponent, +2 against a group, +1 against everyone", () => {
    expect(activeDefenceBonus(["one"])).toBe(3);
    expect(activeDefenceBonus(["group"])).toBe(2);
    expect(activeDefenceBonus(["everyone"])).toBe(1);
    expect(activeDefenceBonus([])).toBe(0);
  });

  it("the seed's bikers: defences never add, the best that applies counts", () => {
    // against everyone, against the bikers, against their leader
    expect(activeDefenceBonus(["everyone", "group", "one"])).toBe(3); // the leader
    expect(activeDefenceBonus(["everyone", "group"])).toBe(2); // the other bikers
    expect(activeDefenceBonus(["everyone"])).toBe(1); // anyone else
  });

  it("required successes = defence + best active defence + other bonuses; one FR less when down", () => {
    expect(requiredSuccesses({ defence: 4 })).toBe(4);
    expect(requiredSuccesses({ defence: 4, activeDefences: ["group", "one"], bonus: -1 })).toBe(6);
    expect(requiredSuccesses({ defence: 4, knockedDown: true })).toBe(2);
  });

  it("refuses an unknown defence, naming it", () => {
    expect(() => activeDefenceBonus(["all" as "one"])).toThrow(
      /active defense #1 must be one of one, group, everyone, got "all"/,
    );
    expect(() => requiredSuccesses({ defence: 4.5 })).toThrow(
      /defense must be a whole number, got 4.5/,
    );
  });
});

describe("RULES 1.8 setups", () => {
  it("a free setup is worth a full rank, a hard one two, a general one a full rank", () => {
    expect([setupBonus("free"), setupBonus("hard"), setupBonus("general")]).toEqual([2, 4, 2]);
  });

  it("a free setup helps its maker against its target only", () => {
    const setups = setupTaken([], { kind: "free", by: "sniper", target: "boss" });
    expect(setupModifier(setups, "sniper", "boss")).toBe(2);
    expect(setupModifier(setups, "sniper", "goon")).toBe(0);
    expect(setupModifier(setups, "ally", "boss")).toBe(0);
  });

  it("is spent by the next action, whether it was the set-up one or not", () => {
    const setups = setupTaken([], { kind: "hard", by: "sniper", target: "boss" });
    expect(afterAction(setups, "sniper")).toEqual([]);
    expect(afterAction(setups, "ally")).toEqual(setups);
  });

  it("a general setup helps everyone against the target until the target acts", () => {
    const setups = setupTaken([], { kind: "general", by: "face", target: "boss" });
    expect(setupModifier(setups, "sniper", "boss")).toBe(2);
    expect(setupModifier(setups, "face", "boss")).toBe(2);
    expect(afterAction(setups, "face")).toEqual(setups);
    expect(afterAction(setups, "boss")).toEqual([]);
  });

  it("an own setup and a general one add up; two general ones do not", () => {
    let setups: Setup[] = setupTaken([], { kind: "general", by: "face", target: "boss" });
    setups = setupTaken(setups, { kind: "general", by: "thief", target: "boss" });
    setups = setupTaken(setups, { kind: "hard", by: "sniper", target: "boss" });
    expect(setupModifier(setups, "sniper", "boss")).toBe(6);
  });

  it("taking a new setup is itself an action: it loses the maker's earlier one", () => {
    let setups = setupTaken([], { kind: "free", by: "sniper", target: "boss" });
    setups = setupTaken(setups, { kind: "free", by: "sniper", target: "goon" });
    expect(setups).toEqual([{ kind: "free", by: "sniper", target: "goon" }]);
  });

  it("refuses an unknown kind or a missing id, naming them", () => {
    expect(() => setupBonus("sneaky" as "free")).toThrow(
      /setup kind must be one of free, hard, general, got "sneaky"/,
    );
    expect(() => setupTaken([], { kind: "free", by: "", target: "boss" })).toThrow(
      /setup by: no combatant or entry with id ""/,
    );
  });

  const sniper: Setup = { kind: "free", by: "sniper", target: "boss" };
  it.each([
    [() => setupTaken([], { ...sniper, kind: "sneaky" as "free" }), /setup kind must be one of/],
    [
      () => setupTaken([], { ...sniper, by: 5 as never }),
      /setup by: no combatant or entry with id 5/,
    ],
    [
      () => setupTaken([], { ...sniper, target: "" }),
      /setup target: no combatant or entry with id ""/,
    ],
    [
      () => setupTaken([], { ...sniper, target: 5 as never }),
      /setup target: no combatant or entry with id 5/,
    ],
    [() => afterAction([], 5 as never), /actor must be text, got 5/],
    [() => afterAction(null as never, "boss"), /setups must be a list, got null/],
    [
      () => afterAction([sniper, { ...sniper, kind: "sneaky" as "free" }], "boss"),
      /setup #2 kind must be one of free, hard, general, got "sneaky"/,
    ],
    [() => setupModifier(null as never, "sniper", "boss"), /setups must be a list, got null/],
    [() => setupModifier([], 5 as never, "boss"), /actor must be text, got 5/],
    [() => setupModifier([], "sniper", 5 as never), /target must be text, got 5/],
    [
      () => setupModifier([sniper, { ...sniper, by: "" }], "sniper", "boss"),
      /setup #2 by: no combatant or entry with id ""/,
    ],
  ])("setups that are not what they should be are refused, each named (%#)", (call, message) =>
    expect(call).toThrow(message),
  );
});

describe("RULES 1.8 interrupting a hold", () => {
  it("the holder gets +2 to its base successes", () => {
    expect(interruptRequired(4)).toBe(6);
    expect(() => interruptRequired(Number.NaN)).toThrow(
      /holder's base successes must be a finite number, got NaN/,
    );
  });
});

describe("RULES 1.8 combined actions", () => {
  it("simple + rolled: the simple part succeeds and the rolled one pays one success", () => {
    expect(combinedActions(5, ["simple", { required: 4 }])).toEqual([
      { success: true, extra: null },
      { success: true, extra: 0 },
    ]);
    expect(combinedActions(4, ["simple", { required: 4 }])[1]).toEqual({
      success: false,
      extra: -1,
    });
  });

  it("two rolled parts: one roll, two successes paid from each", () => {
    expect(combinedActions(6, [{ required: 4 }, { required: 3 }])).toEqual([
      { success: true, extra: 0 },
      { success: true, extra: 1 },
    ]);
  });

  it("swinging from a chandelier while kicking: dropping the kick leaves every success to the swing", () => {
    const swingAndBoot: [{ required: number }, { required: number }] = [
      { required: 5 },
      { required: 5 },
    ];
    expect(combinedActions(6, swingAndBoot).map((p) => p.success)).toEqual([false, false]);
    expect(combinedActions(6, swingAndBoot, 1)).toEqual([
      { success: true, extra: 1 },
      { success: false, extra: null },
    ]);
  });

  it("two simple parts both succeed, and pay nothing", () => {
    expect(combinedActions(0, ["simple", "simple"]).every((p) => p.success)).toBe(true);
    expect(combinedCost(["simple", "simple"])).toBe(0);
    expect(combinedCost(["simple", { required: 3 }])).toBe(1);
  });

  it("refuses three parts or a bad drop, naming them", () => {
    const three = ["simple", "simple", "simple"] as unknown as ["simple", "simple"];
    expect(() => combinedActions(3, three)).toThrow(
      /combining 3 actions is not allowed: a combined action has two parts/,
    );
    expect(() => combinedActions(3, ["simple", "simple"], 2 as 0)).toThrow(
      /dropped part must be between 0 and 1, got 2/,
    );
  });

  it.each([
    [() => combinedActions(1.5, ["simple", "simple"]), /rolled successes must be a whole number/],
    [() => combinedCost("simple" as never), /combining 0 actions is not allowed/],
    [
      () => combinedCost(["simple", "rolled" as never]),
      /part #2 must be a group of fields, got "rolled"/,
    ],
    [
      () => combinedCost([{ required: 1.5 }, "simple"]),
      /part #1 required successes must be a whole number, got 1.5/,
    ],
  ])("parts that are not what they should be are refused, each named (%#)", (call, message) =>
    expect(call).toThrow(message),
  );
});

describe("defences that are not what they should be are refused, each named", () => {
  it.each([
    [() => activeDefenceBonus("dodge" as never), /active defenses must be a list/],
    [() => requiredSuccesses(null as never), /defence must be a group of fields, got null/],
    [() => requiredSuccesses({ defence: 4.5 }), /defense must be a whole number, got 4.5/],
    [
      () => requiredSuccesses({ defence: 4, bonus: 0.5 }),
      /defense bonus must be a whole number, got 0.5/,
    ],
    [
      () => requiredSuccesses({ defence: 4, knockedDown: "yes" as never }),
      /knockedDown must be true or false, got "yes"/,
    ],
  ])("%#", (call, message) => expect(call).toThrow(message));
});
