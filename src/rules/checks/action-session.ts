import { requireInteger } from "../errors";
import { CHECK_KEY } from "./action-shared";
import type { CheckActor, CheckDefinition, Patch } from "./types";

/*
 * Seed 002 (Time in Action, sessions): after a session the heroes get every lost Hit and Fortune
 * point back. A GM's step, one write per character: the current values go back to "full".
 * Interpretation: the player characters the seed names are the characters of the hero role.
 */

const KEY = `${CHECK_KEY}.session`;
const HITS = "system.hits.value";
const FORTUNE = "system.fortune.value";
const HITS_MAX = "system.hits.max";
const FORTUNE_MAX = "system.fortune.max";

interface Resource {
  value: number;
  max: number;
}

const resources = (actor: CheckActor) =>
  actor.system as unknown as { role?: string; hits: Resource; fortune: Resource };

const line = (label: string, r: Resource) => ({
  label,
  value: `${r.value} / ${r.max}`,
});

export const actionSession: CheckDefinition = {
  id: "session",
  ruleset: "action",
  label: `${KEY}.label`,
  hint: `${KEY}.hint`,
  gmOnly: true,
  withoutActing: true,
  unavailable(actor) {
    const s = resources(actor);
    if (s.role !== "hero") return `${KEY}.onlyHeroes`;
    if (s.hits.value >= s.hits.max && s.fortune.value >= s.fortune.max) return `${KEY}.full`;
    return null;
  },
  fields: () => [],
  plan(actor) {
    const s = resources(actor);
    return {
      dice: { kind: "none" },
      odds: [{ label: `${KEY}.restored`, chance: 1, tone: "success" }],
      lines: [
        line("ACTION_ENGINE.Field.hits", s.hits),
        line("ACTION_ENGINE.Field.fortune", s.fortune),
      ],
    };
  },
  outcome(actor) {
    const s = resources(actor);
    return {
      result: `${KEY}.restored`,
      tone: "success",
      lines: [
        line("ACTION_ENGINE.Field.hits", { value: s.hits.max, max: s.hits.max }),
        line("ACTION_ENGINE.Field.fortune", { value: s.fortune.max, max: s.fortune.max }),
      ],
      // the maxima are read, never written: the card writes the numbers back up to them
      paths: [HITS, FORTUNE, HITS_MAX, FORTUNE_MAX],
    };
  },
  // The card writes the maxima as numbers: its Undo reads the derived values, where a stored
  // null already reads as the maximum, and must find the number it wrote to take it back.
  apply: (_values, _faces, current) => ({
    [HITS]: requireInteger("hits max", current[HITS_MAX], { min: 0 }),
    [FORTUNE]: requireInteger("fortune max", current[FORTUNE_MAX], { min: 0 }),
  }),
};

/**
 * The world's new session (seed 002, sessions): every Action character the check would restore,
 * each with its one write.
 */
export function sessionRestores<A extends CheckActor & { readonly id: string }>(
  actors: readonly A[],
): { actor: A; patch: Patch }[] {
  return (
    actors
      .filter((actor) => actor.type === "action" && actionSession.unavailable!(actor) === null)
      // the world's new session stores null, "full": the maxima follow Body and Mind later
      .map((actor) => ({ actor, patch: { [HITS]: null, [FORTUNE]: null } }))
  );
}
