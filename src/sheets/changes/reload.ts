import { isRulesError } from "../../rules/errors";
import {
  RELOAD_STEPS,
  reloadRefusal,
  reloadStep,
  type Reload,
  type ReloadRefusal,
  type ReloadStep,
} from "../../rules/mano";
import type { ButtonView, ItemSnapshot } from "../view-models/types";
import type { Message } from "./i18n";

/*
 * RULES 5 load on a Mano a Mano or Action Rounds weapon row: Unload and Load, each one action of a
 * reload; the rules count the actions and the rounds, the sheet writes the item once.
 */

export const RELOAD_LABEL = "ACTION_ENGINE.Sheet.Reload";
const RELOAD_ICONS: Readonly<Record<ReloadStep, string>> = { unload: "\u23cf", load: "\u21bb" };

/** The weapon's rounds and reload as the rules read them; null for a weapon that takes none. */
export function reloadOf(item: ItemSnapshot): Reload | null {
  if (item.type !== "mano-weapon") return null;
  const shots = (item.system.shots ?? {}) as {
    capacity?: number;
    loaded?: number;
    reloading?: number;
  };
  if (!shots.capacity) return null;
  return {
    capacity: shots.capacity,
    loaded: shots.loaded ?? 0,
    reloadActions: Number(item.system.reloadActions ?? 1),
    // an item stored before reloads were counted has none under way
    progress: shots.reloading ?? 0,
  };
}

/** The lang key saying why the step cannot be taken now, or null when it can. */
export function reloadBlock(step: ReloadStep, reload: Reload): string | null {
  let why: ReloadRefusal | null;
  try {
    why = reloadRefusal(step, reload);
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return `${RELOAD_LABEL}.Refusal.damaged`;
  }
  return why === null ? null : `${RELOAD_LABEL}.Refusal.${why}`;
}

/** The reload under way as "2/9" (actions taken of the whole reload), or null when none is. */
export function reloadProgress(reload: Reload): string | null {
  return reload.progress > 0 ? `${reload.progress}/${reload.reloadActions}` : null;
}

/** RULES 5 load: Unload and Load on a weapon row, each off with its reason when it cannot be done. */
export function reloadButtons(item: ItemSnapshot): ButtonView[] {
  const reload = reloadOf(item);
  if (!reload) return [];
  return RELOAD_STEPS.map((step) => {
    const reason = reloadBlock(step, reload);
    return {
      action: "reload",
      label: `${RELOAD_LABEL}.${step}`,
      name: item.name,
      icon: RELOAD_ICONS[step],
      data: { "item-id": item.id, step },
      ...(reason ? { disabled: true, reason } : {}),
    };
  });
}

/** The item update the step writes (rounds and reload progress), or why it is refused. */
export function reloadChange(
  item: ItemSnapshot,
  step: ReloadStep,
): { readonly update: Readonly<Record<string, unknown>> } | { readonly refuse: Message } {
  const reload = reloadOf(item);
  const block = reload ? reloadBlock(step, reload) : `${RELOAD_LABEL}.Refusal.notLoadable`;
  if (block || !reload) return { refuse: { key: block!, details: { name: item.name } } };
  const after = reloadStep(step, reload);
  return { update: { system: { shots: { loaded: after.loaded, reloading: after.progress } } } };
}
