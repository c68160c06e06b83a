import { defeatedStatus, statusEntries, statusEntry } from "../data/conditions";
import type { RulesetId } from "../rules/rulesets";
import { unsavedEffect } from "./unsaved-effect";

/**
 * The world's ruleset's conditions become the Token HUD's status palette (set on init, before
 * tokens draw), and its out-of-the-fight condition becomes Foundry's defeated status, so marking
 * a combatant defeated and the actor being Out are the same status.
 */
export function registerConditions(ruleset: RulesetId): void {
  CONFIG.statusEffects = statusEntries(ruleset).map((entry) => ({ ...entry }));
  CONFIG.specialStatusEffects.DEFEATED = defeatedStatus(ruleset);
}

/**
 * A token icon for a condition the actor's data holds: an unsaved ActiveEffect carrying the
 * status, as pf2e draws its conditions (ActorPF2e#temporaryEffects builds unsaved effects).
 * The defeated condition is drawn as the large overlay, as Foundry draws its defeated status.
 * Null when Foundry refuses to build it (src/documents/unsaved-effect.ts).
 */
export function conditionIcon(actor: Actor.Implementation, ruleset: RulesetId, id: string) {
  const entry = statusEntry(ruleset, id);
  if (!entry) return null;
  const overlay = id === CONFIG.specialStatusEffects.DEFEATED;
  return unsavedEffect(
    {
      name: game.i18n!.localize(entry.name),
      img: entry.img,
      statuses: [id],
      flags: { core: { overlay } },
    },
    actor,
  );
}
