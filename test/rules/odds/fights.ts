import { oddsInput, type OddsRequest } from "../../../src/combat/odds/input";
import type { OddsInput } from "../../../src/rules/odds";
import { DEFAULT_POLICY } from "../../../src/rules/odds";
import type { RulesetId } from "../../../src/rules/rulesets";
import { playgroundEncounter } from "../../../playground/app/odds-encounter";
import { table } from "../../browser/host-world";

/*
 * Encounters of the sample characters, for the odds' tests and benchmarks: the playground's
 * store and tracker in node (test/browser/host-world.ts), with copies of the sample characters
 * where a side needs more than the pack has.
 */

export const RULESETS: readonly RulesetId[] = ["okrpg", "occult", "action", "rounds", "mano"];

/** A table whose encounter has `friendly` and `hostile` fighters, copies named "<name> 2" …. */
export function encounterOf(ruleset: RulesetId, friendly: number, hostile: number) {
  const t = table(ruleset);
  const samples = t.store.ids().map((id) => t.store.stored(id)!);
  t.tracker.reset(ruleset);
  t.tracker.follow(samples.map((s) => s._id));
  const sides = new Map(t.tracker.snapshot!.combatants.map((c) => [c.id, c.side]));
  const picked: string[] = [];
  for (const [side, count] of [
    ["friendly", friendly],
    ["hostile", hostile],
  ] as const) {
    const pool = samples.filter((s) => sides.get(s._id) === side);
    for (let i = 0; i < count; i++) {
      const sample = pool[i % pool.length];
      const copy = Math.floor(i / pool.length);
      if (copy === 0) picked.push(sample._id);
      else {
        const id = `${sample._id.slice(0, 12)}copy${copy}`;
        t.store.add({ ...sample, _id: id, name: `${sample.name} ${copy + 1}` });
        picked.push(id);
      }
    }
  }
  t.tracker.reset(ruleset);
  t.tracker.follow(picked);
  return t;
}

/** The odds' input for a table's encounter as it stands. */
export function inputOf(
  t: ReturnType<typeof table>,
  request: Partial<OddsRequest> = {},
): OddsInput {
  const made = oddsInput(playgroundEncounter(t.host, t.tracker.snapshot)!, {
    policy: DEFAULT_POLICY,
    runs: 1000,
    seed: 1,
    ...request,
  });
  if (!("input" in made)) throw new Error(`no odds: ${made.problem}`);
  return made.input;
}

/** 4 against 6 of a ruleset's sample characters, the benchmark's fight. */
export function fourAgainstSix(ruleset: RulesetId, request: Partial<OddsRequest> = {}): OddsInput {
  return inputOf(encounterOf(ruleset, 4, 6), request);
}
