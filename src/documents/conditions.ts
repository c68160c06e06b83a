import {
  defeatedStatus,
  heldConditionFlags,
  statusEntries,
  statusEntry,
  type StatusEntry,
} from "../data/conditions";
import type { RulesetId } from "../rules/rulesets";
import { unsavedEffect } from "./unsaved-effect";

/** CONFIG.statusEffects in either shape: v13's array, v14's record keyed by id. */
type StatusEffects = StatusEntry[] | Record<string, StatusEntry>;

const statusEffects = () => CONFIG.statusEffects as unknown as StatusEffects;

/**
 * The world's ruleset's conditions become the Token HUD's status palette (set on init, before
 * tokens draw), in the shape Foundry gave it: an array on v13, a record keyed by id on v14
 * (foundryvtt/foundryvtt#13122; Draw Steel#1166). Its out-of-the-fight condition becomes
 * Foundry's defeated status, so marking a combatant defeated and the actor being Out are the
 * same status.
 */
export function registerConditions(ruleset: RulesetId): void {
  const entries = statusEntries(ruleset).map((entry) => ({ ...entry }));
  const palette = Array.isArray(statusEffects())
    ? entries
    : Object.fromEntries(entries.map((entry) => [entry.id, entry]));
  CONFIG.statusEffects = palette as never;
  CONFIG.specialStatusEffects.DEFEATED = defeatedStatus(ruleset);
}

/** The Token HUD's palette as a list, whichever shape CONFIG.statusEffects has. */
export function statusPalette(): StatusEntry[] {
  const config = statusEffects();
  return Array.isArray(config) ? config : Object.values(config);
}

/** The Token HUD's entry for a status, whichever shape CONFIG.statusEffects has. */
export function statusEffect(id: string): StatusEntry | undefined {
  const config = statusEffects();
  if (Array.isArray(config)) return config.find((entry) => entry.id === id);
  return Object.hasOwn(config, id) ? config[id] : undefined;
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
 * Null when Foundry refuses to build it (src/documents/unsaved-effect.ts).
 */
export function conditionIcon(actor: Actor.Implementation, ruleset: RulesetId, id: string) {
  const entry = statusEntry(ruleset, id);
  if (!entry) return null;
  const showIcon = alwaysShowIcon();
  return unsavedEffect(
    {
      name: game.i18n!.localize(entry.name),
      img: entry.img,
      statuses: [id],
      flags: heldConditionFlags(id === CONFIG.specialStatusEffects.DEFEATED),
      ...(showIcon === undefined ? {} : { showIcon }),
    },
    actor,
  );
}
