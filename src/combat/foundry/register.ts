import { ActionEngineCombatTracker } from "./tracker";
import { handleTrackerQuery, TRACKER_QUERY } from "./queries";
import { registerSenderCheck } from "../../documents/user-queries";
import {
  onCreateCombatant,
  onDefeatedStatus,
  onDeleteCombatant,
  onUpdateActor,
  onUpdateCombatant,
} from "./hooks";
import { renderDefeat } from "./defeat-message";

// Foundry's hook and query registries typed loosely: the handlers take the tracker's own shapes.
type Listen = (hook: string, fn: (...args: never[]) => unknown) => number;

/**
 * Puts the system's combat tracker in the sidebar (CONFIG.ui.combat), registers the GM query that
 * carries players' tracker controls (and the check that confirms who sent one), and follows the document changes the engines care about.
 */
export function registerCombat(): void {
  (CONFIG.ui as unknown as Record<string, unknown>).combat = ActionEngineCombatTracker;
  (CONFIG.queries as unknown as Record<string, unknown>)[TRACKER_QUERY] = handleTrackerQuery;
  registerSenderCheck();
  const on = Hooks.on.bind(Hooks) as unknown as Listen;
  on("createCombatant", onCreateCombatant);
  on("deleteCombatant", onDeleteCombatant);
  on("updateCombatant", onUpdateCombatant);
  on("updateActor", onUpdateActor);
  on("createActiveEffect", onDefeatedStatus);
  on("updateActiveEffect", onDefeatedStatus);
  on("deleteActiveEffect", onDefeatedStatus);
  on("renderChatMessageHTML", renderDefeat);
}
