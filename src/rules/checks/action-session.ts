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
      paths: [HITS, FORTUNE],
    };
  },
  // a stored null is "full": the maxima follow Body and Mind if they change later
  apply: () => ({ [HITS]: null, [FORTUNE]: null }),
};

/**
 * The world's new session (seed 002, sessions): every Action character the check would restore,
 * each with its one write.
 */
export function sessionRestores<A extends CheckActor & { readonly id: string }>(
  actors: readonly A[],
): { actor: A; patch: Patch }[] {
  return actors
    .filter((actor) => actor.type === "action" && actionSession.unavailable!(actor) === null)
    .map((actor) => ({ actor, patch: actionSession.apply({}, [], {}) }));
}
