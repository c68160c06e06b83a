import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { createLocalizer } from "../../playground/host/i18n";
import type { Deletable, Ledger } from "../../src/self-check/ledger";
import { runStep, runSteps, type SelfCheckSession } from "../../src/self-check/runner";
import { reportText, selfCheckView } from "../../src/self-check/report";
import { ensure, fail, skip, type SelfCheckStep, type StepNotes } from "../../src/self-check/step";

// The self-check's runner: every step ends passed, failed or skipped with its reason, and what a
// step made is deleted whatever happened to it, before the next one starts.

const i18n = createLocalizer(en, { onMissing: "throw" });

/** A world of plain documents: what exists, and what each step made. */
function fakeWorld() {
  const existing = new Set<string>();
  let next = 0;
  const undeletable = new Set<string>();
  const make = (ledger: Ledger): Deletable => {
    const uuid = `Actor.a${++next}`;
    existing.add(uuid);
    const doc: Deletable = {
      uuid,
      exists: () => existing.has(uuid),
      delete: async () => {
        if (undeletable.has(uuid)) throw new Error("User Gamemaster lacks permission");
        existing.delete(uuid);
      },
    };
    void ledger.track(doc);
    return doc;
  };
  return { existing, undeletable, make };
}

interface Context {
  make(): Deletable;
  notes: StepNotes;
}

function sessionOf(world: ReturnType<typeof fakeWorld>): SelfCheckSession<Context> {
  return { contextFor: (ledger, notes) => ({ make: () => world.make(ledger), notes }) };
}

const step = (id: string, run: (c: Context) => Promise<void>): SelfCheckStep<Context> => ({
  id,
  area: "attack",
  label: { key: "ACTION_ENGINE.SelfCheck.Report.Heading", details: {} },
  run,
});

describe("the self-check runner", () => {
  it("a step that returns passes, and what it made is deleted", async () => {
    const world = fakeWorld();
    const result = await runStep(
      step("makes-two", async (c) => {
        c.make();
        c.make();
        c.notes.note("Runner.LeftDocument", { uuid: "x" });
      }),
      sessionOf(world),
    );
    expect(result.status).toBe("pass");
    expect(result.reason).toBeNull();
    expect(result.notes).toEqual([
      { key: "ACTION_ENGINE.SelfCheck.Runner.LeftDocument", details: { uuid: "x" } },
    ]);
    expect(world.existing.size).toBe(0);
  });

  it("a failing step fails with its reason, and its documents are deleted all the same", async () => {
    const world = fakeWorld();
    const result = await runStep(
      step("fails", async (c) => {
        c.make();
        ensure(false, "Runner.LeftBehind", { count: 9 });
      }),
      sessionOf(world),
    );
    expect(result.status).toBe("fail");
    expect(result.reason).toEqual({
      key: "ACTION_ENGINE.SelfCheck.Runner.LeftBehind",
      details: { count: 9 },
    });
    expect(world.existing.size).toBe(0);
  });

  it("an error Foundry throws fails the step in Foundry's own words", async () => {
    const world = fakeWorld();
    const result = await runStep(
      step("throws", async (c) => {
        c.make();
        throw new Error("Actor validation errors: name may not be blank");
      }),
      sessionOf(world),
    );
    expect(result).toMatchObject({
      status: "fail",
      reason: { text: "Actor validation errors: name may not be blank" },
    });
    expect(world.existing.size).toBe(0);
  });

  it("a skipped step says why", async () => {
    const result = await runStep(
      step("skips", async () => skip("Runner.TimedOut", { seconds: 1 })),
      sessionOf(fakeWorld()),
    );
    expect(result.status).toBe("skip");
    expect(result.reason).toMatchObject({ key: "ACTION_ENGINE.SelfCheck.Runner.TimedOut" });
  });

  it("a step that runs out of time fails, and what it makes afterwards is deleted at once", async () => {
    const world = fakeWorld();
    let late: Deletable | null = null;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const result = await runStep(
      step("hangs", async (c) => {
        c.make();
        await held;
        late = c.make();
      }),
      sessionOf(world),
      { timeoutMs: 10 },
    );
    expect(result.status).toBe("fail");
    expect(result.reason).toMatchObject({ key: "ACTION_ENGINE.SelfCheck.Runner.TimedOut" });
    expect(world.existing.size).toBe(0);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late).not.toBeNull();
    expect(world.existing.size).toBe(0);
  });

  it("a document that cannot be deleted fails a step that passed, naming it", async () => {
    const world = fakeWorld();
    world.undeletable.add("Actor.a1");
    const result = await runStep(
      step("stuck", async (c) => {
        c.make();
      }),
      sessionOf(world),
    );
    expect(result.status).toBe("fail");
    expect(result.leftovers).toEqual(["Actor.a1"]);
  });

  it("one step's failure does not stop the next; results arrive as they finish", async () => {
    const seen: string[] = [];
    const results = await runSteps(
      [
        step("one", async () => fail("Runner.TimedOut", { seconds: 1 })),
        step("two", async () => {}),
      ],
      sessionOf(fakeWorld()),
      { onResult: (r) => seen.push(`${r.id}:${r.status}`) },
    );
    expect(results.map((r) => r.status)).toEqual(["fail", "pass"]);
    expect(seen).toEqual(["one:fail", "two:pass"]);
  });
});

describe("the self-check report", () => {
  const env = {
    foundryVersion: "13.351",
    systemVersion: "0.1.0",
    ruleset: "okrpg",
    modules: [{ id: "dice-so-nice", version: "5.2.1" }],
    seed: 42,
  };

  it("reads as a bug report: the versions, the modules, the totals, each step and why", async () => {
    const results = await runSteps(
      [
        step("one", async (c) => c.notes.note("Runner.LeftDocument", { uuid: "Actor.x" })),
        step("two", async () => fail("Runner.TimedOut", { seconds: 3 })),
        step("three", async () => skip("Runner.LeftBehind", { count: 1 })),
      ],
      sessionOf(fakeWorld()),
      { now: () => 0 },
    );
    expect(reportText(env, results, i18n)).toBe(
      [
        "Action Engine self-check",
        "Foundry: 13.351",
        "System: Action Engine 0.1.0, ruleset okrpg",
        "Modules active: dice-so-nice 5.2.1",
        "Dice: seeded (42), the same rolls on every run",
        "1 passed, 1 failed, 1 skipped",
        "",
        "[Passed] Action Engine self-check (0.0 s)",
        "    - Not deleted: Actor.x",
        "[Failed] Action Engine self-check (0.0 s)",
        "    Still running after 3 seconds; stopped.",
        "[Skipped] Action Engine self-check (0.0 s)",
        "    1 document(s) it made could not be deleted again.",
      ].join("\n"),
    );
  });

  it("the window's view groups the steps by area and counts the progress", async () => {
    const results = await runSteps([step("one", async () => {})], sessionOf(fakeWorld()));
    const view = selfCheckView({ ...env, modules: [], seed: null }, results, 4, true, i18n);
    expect(view).toMatchObject({ running: true, done: 1, total: 4 });
    expect(view.areas.map((a) => a.label)).toEqual(["Attacks"]);
    expect(view.environment.at(2)).toEqual({ label: "Modules active", value: "none" });
    expect(view.environment.at(3)?.value).toBe("Foundry's own random dice");
  });
});
