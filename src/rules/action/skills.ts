import { requireInteger, requireList, requireObject, requireString } from "../errors";
import { ACTION_SKILLS } from "./schema";

/* Where an Action character's skill ratings and schtick modifiers come from (seed 002). */

/** A character's skills as its data holds them: the seed's six by key, the others by name. */
export interface SkillSheet {
  readonly skills: Readonly<Record<string, number>>;
  readonly otherSkills?: readonly { readonly name: string; readonly rating: number }[];
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether `wanted` is one of the seed's six skills (by key) rather than another by name. */
export function isListedSkill(wanted: string): boolean {
  return (ACTION_SKILLS as readonly string[]).includes(wanted);
}

/** The rating in a skill: one of the seed's six by key, another by name (0 when untrained). */
export function skillRating(sheet: SkillSheet, wanted: string): number {
  requireObject("skills", sheet);
  const skill = requireString("skill", wanted).trim();
  if (isListedSkill(skill)) return requireInteger(skill, sheet.skills?.[skill] ?? 0, { min: 0 });
  const other = requireList<{ name: string; rating: number }>(
    "other skills",
    sheet.otherSkills ?? [],
  ).find((s) => same(s.name, skill));
  return other ? requireInteger(other.name, other.rating, { min: 0 }) : 0;
}

/** A schtick as an item carries it. */
export interface SchtickView {
  readonly id: string;
  readonly name: string;
  readonly system: {
    readonly skill?: unknown;
    readonly bonus?: unknown;
    readonly trigger?: unknown;
  };
}

/**
 * Seed 002 "Schtick Modifier": the schticks that may modify a roll of a skill: those naming it,
 * with a bonus. Interpretation: a defence schtick (trigger "defense") raises the skill only as
 * someone else's difficulty, so it never counts on the character's own roll.
 */
export function schticksFor<T extends SchtickView>(schticks: readonly T[], skill: string): T[] {
  return requireList<T>("schticks", schticks).filter(
    (s) =>
      s.system.trigger !== "defense" &&
      Number(s.system.bonus ?? 0) !== 0 &&
      typeof s.system.skill === "string" &&
      s.system.skill.trim() !== "" &&
      same(s.system.skill, skill),
  );
}

/**
 * Seed 002 "Trigger Action (Defense)": the schticks that raise this skill when it is someone
 * else's difficulty (trigger "defense", naming the skill, with a bonus above zero).
 */
export function defenceSchticksFor<T extends SchtickView>(
  schticks: readonly T[],
  skill: string,
): T[] {
  const wanted = requireString("skill", skill);
  return requireList<T>("schticks", schticks).filter(
    (s) =>
      s.system.trigger === "defense" &&
      Number(s.system.bonus ?? 0) > 0 &&
      typeof s.system.skill === "string" &&
      same(s.system.skill, wanted),
  );
}
