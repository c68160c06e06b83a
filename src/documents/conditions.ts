import { defeatedStatus, heldConditionFlags, statusEntries, statusEntry } from "../data/conditions";
import type { RulesetId } from "../rules/rulesets";

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
 * v14's CONST.ACTIVE_EFFECT_SHOW_ICON.ALWAYS: a token draws the effect's icon whatever its
 * duration. Undefined on v13, which has no such constant (its token draws temporary effects).
 */
export function alwaysShowIcon(): number | undefined {
  return (CONST as unknown as FoundryV14.Constants).ACTIVE_EFFECT_SHOW_ICON?.ALWAYS;
}

/**
 * A token icon for a condition the actor's data holds: an unsaved ActiveEffect carrying the
 * status, as pf2e draws its conditions (ActorPF2e#temporaryEffects builds unsaved effects), shown
 * always on v14 (whose token draws only effects asking for it: foundryvtt/foundryvtt#14749).
 * The defeated condition is drawn as the large overlay, as Foundry draws its defeated status.
 */
export function conditionIcon(actor: Actor.Implementation, ruleset: RulesetId, id: string) {
  const entry = statusEntry(ruleset, id);
  if (!entry) return null;
  const showIcon = alwaysShowIcon();
  return new ActiveEffect.implementation(
    {
      name: game.i18n!.localize(entry.name),
      img: entry.img,
      statuses: [id],
      flags: heldConditionFlags(id === CONFIG.specialStatusEffects.DEFEATED),
      ...(showIcon === undefined ? {} : { showIcon }),
    } as never,
    { parent: actor } as never,
  );
}
