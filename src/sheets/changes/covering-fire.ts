import { coveringFire } from "../../rules/occult/burst";
import { isRulesError } from "../../rules/errors";
import type { ItemSnapshot } from "../view-models/types";
import type { Message } from "./i18n";

/**
 * RULES 2 covering fire, from a gun's row on an Occult Ops sheet: half the clip (rounded up) leaves
 * the magazine and the shooter is marked as laying it down (+10% defence against ranged attacks
 * for the shooter and allies within 25 ft; the attack dialog ticks it for a marked defender). One
 * actor update carries both. Refused, with its reason, when less than half the clip is loaded.
 */
export function coveringFireChange(
  item: ItemSnapshot,
): { readonly update: Readonly<Record<string, unknown>> } | { readonly refuse: Message } {
  const magazine = item.system.magazine as { capacity: number; loaded: number } | undefined;
  if (item.type !== "occult-weapon" || !magazine || magazine.capacity < 1)
    return { refuse: { key: "ACTION_ENGINE.Notify.NoCoveringFire", details: { name: item.name } } };
  try {
    const fired = coveringFire({ magazine: magazine.capacity, loaded: magazine.loaded });
    return {
      update: {
        "system.conditions.coveringFire": true,
        items: [{ _id: item.id, system: { magazine: { loaded: fired.loaded } } }],
      },
    };
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return {
      refuse: {
        key: "ACTION_ENGINE.Notify.HalfClipNeeded",
        details: {
          name: item.name,
          rounds: Math.ceil(magazine.capacity / 2),
          loaded: magazine.loaded,
        },
      },
    };
  }
}
