import type { CheckActor } from "../../../src/rules/checks";

/**
 * Fred of seed 002's tagging example (Maneuver 12, Shoot 8), the hero who takes the Action checks
 * in these tests; `o` changes his sheet's fields.
 */
export function fred(
  o: Partial<Record<string, unknown>> = {},
  items: CheckActor["items"] = [],
): CheckActor {
  return {
    name: "Fred",
    type: "action",
    system: {
      role: "hero",
      named: true,
      advantage: 0,
      skills: { dodge: 10, maneuver: 12, shoot: 8, know: 9, create: 9, impress: 11 },
      otherSkills: [{ name: "Fight", rating: 9 }],
      hits: { value: 4, max: 4 },
      fortune: { value: 5, max: 5 },
      ...o,
    },
    items,
  };
}
