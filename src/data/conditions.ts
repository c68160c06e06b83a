import {
  CONDITIONS,
  DEFEATED_CONDITION,
  activeConditions,
  conditionToggle,
  type ConditionFacts,
  type ConditionToggle,
} from "../rules/conditions";
import type { RulesetId } from "../rules/rulesets";
import { rulesetOfType } from "../rules/schema";
import { SYSTEM_ID } from "../config";

/*
 * The conditions of an actor's prepared data and the Token HUD's status entries, without Foundry:
 * the Actor class, the playground roster and tests read conditions through these.
 */

/** One Token HUD status entry (Foundry's StatusEffectConfig: id, name, img). */
export interface StatusEntry {
  readonly id: string;
  /** lang key; Foundry localises it */
  readonly name: string;
  readonly img: string;
}

/** The ruleset's conditions as `CONFIG.statusEffects` entries. */
export function statusEntries(ruleset: RulesetId): StatusEntry[] {
  return CONDITIONS[ruleset].map(({ id, label, img }) => ({ id, name: label, img }));
}

/** One status entry by id, for drawing an icon of a condition held in the actor's data. */
export function statusEntry(ruleset: RulesetId, id: string): StatusEntry | undefined {
  return statusEntries(ruleset).find((entry) => entry.id === id);
}

/** The status id that means "defeated" in a ruleset (Foundry's specialStatusEffects.DEFEATED). */
export function defeatedStatus(ruleset: RulesetId): string {
  return DEFEATED_CONDITION[ruleset];
}

/** The conditions an actor's prepared system data holds (derived ones and its own fields). */
export function actorConditions(type: string, system: unknown): string[] {
  const ruleset = rulesetOfType(type);
  return activeConditions(ruleset, system as ConditionFacts[typeof ruleset]);
}

/** What toggling one condition by hand on an actor of this type does (see conditionToggle). */
export function actorConditionToggle(
  type: string,
  system: unknown,
  id: string,
  active: boolean,
): ConditionToggle {
  const ruleset = rulesetOfType(type);
  return conditionToggle(ruleset, id, system as ConditionFacts[typeof ruleset], active);
}

/**
 * The flags of an unsaved effect that only draws a condition held in an actor's data on its token:
 * Foundry's overlay flag for the defeated one, and the system's mark, by which the rules' own
 * reading of applied effects (effect-results.ts) leaves it out.
 */
export function heldConditionFlags(overlay: boolean) {
  return { core: { overlay }, [SYSTEM_ID]: { heldCondition: true } };
}

/** Whether an effect only draws a condition held in the actor's data (see heldConditionFlags). */
export function isHeldConditionIcon(effect: { readonly flags?: unknown }): boolean {
  const flags = effect.flags as Record<string, { heldCondition?: unknown } | undefined> | undefined;
  return flags?.[SYSTEM_ID]?.heldCondition === true;
}
