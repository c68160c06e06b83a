import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry } from "../foundry";
import { ActiveEffectDouble, installStatuses } from "../foundry/statuses";
import { conditionIcon, registerConditions } from "../../src/documents/conditions";
import { registerDocuments } from "../../src/documents/registry";
import { buildUnsavedEffect } from "../../src/documents/unsaved-effect";
import { registerSettings } from "../../src/settings";

/*
 * Issue 32 (1): the token icon of a condition held in the actor's data is an unsaved ActiveEffect
 * built without `type` or `duration`, which v13 accepts; no public source says whether v14 does.
 * The build tries v13's data, then v14's base type with an empty duration, and gives no icon
 * (never an error) when Foundry refuses both. Run on the double's v13 and v14 generations.
 */

const g = globalThis as Record<string, unknown>;
let actor: unknown;

/** An ActiveEffect that refuses data without a type, as a stricter v14 might. */
class TypedOnlyEffect extends ActiveEffectDouble {
  readonly type: string;
  constructor(data: Record<string, unknown>, context: { parent?: unknown } = {}) {
    if (typeof data.type !== "string")
      throw new Error("ActiveEffect validation errors: type: may not be undefined");
    super(data, context);
    this.type = data.type;
  }
}

/** An ActiveEffect that refuses every unsaved build. */
class RefusingEffect extends ActiveEffectDouble {
  constructor() {
    throw new Error("ActiveEffect validation errors: duration: must be a DurationData");
    super({});
  }
}

const useEffectClass = (cls: unknown) => {
  g.ActiveEffect = { implementation: cls };
};

beforeEach(async () => {
  const foundry = installFoundry();
  installStatuses(foundry as never);
  registerSettings();
  registerDocuments();
  registerConditions("okrpg");
  actor = await Actor.create({ name: "Rex", type: "okrpg" } as never);
});
afterEach(() => vi.restoreAllMocks());

describe("an unsaved ActiveEffect for a condition held in the actor's data", () => {
  it("is built as v13 takes it (name, image, statuses, no type or duration)", () => {
    const built = buildUnsavedEffect({ name: "Out", statuses: ["out"] }, actor);
    expect(built.shape).toBe("plain");
    const icon = conditionIcon(actor as never, "okrpg", "out") as unknown as ActiveEffectDouble;
    expect([...icon.statuses]).toEqual(["out"]);
    expect(icon.getFlag("core", "overlay")).toBe(true);
  });

  it("falls back to v14's base type and an empty duration when Foundry wants a type", () => {
    useEffectClass(TypedOnlyEffect);
    expect(buildUnsavedEffect({ name: "Down", statuses: ["down"] }, actor).shape).toBe("typed");
    const icon = conditionIcon(actor as never, "okrpg", "down") as unknown as TypedOnlyEffect;
    expect(icon.type).toBe("base");
    expect([...icon.statuses]).toEqual(["down"]);
    expect(icon.parent).toBe(actor);
  });

  it("gives no icon, and throws nothing, when Foundry refuses every shape", () => {
    useEffectClass(RefusingEffect);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const built = buildUnsavedEffect({ name: "Out", statuses: ["out"] }, actor);
    expect(built).toMatchObject({ effect: null, shape: "refused" });
    expect(built.error).toContain("duration");
    expect(conditionIcon(actor as never, "okrpg", "out")).toBeNull();
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("gives no icon when Foundry has no ActiveEffect class at all", () => {
    delete g.ActiveEffect;
    expect(buildUnsavedEffect({ name: "Out" }, actor)).toMatchObject({ shape: "refused" });
  });
});
