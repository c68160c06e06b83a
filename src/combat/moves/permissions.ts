import { REFUSED, Refusal } from "../refusal";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { combatantOf, OWNER_CONTROLS, type Control } from "./controls";

/**
 * Who may use a control (DESIGN.md: the GM side re-checks who may do what): the GM may use every
 * control; a player only the controls of a combatant they own (acting, holding, spending, ending
 * its turn, choosing its carry-over). Nobody plays on a damaged engine state: only the GM's
 * restart of the round is allowed there. Returns null when allowed, else the refusal to show.
 */
export function mayUse(snapshot: CombatSnapshot, control: Control, viewer: Viewer): Refusal | null {
  // a damaged engine state is never played on: the GM's restart is the one way on
  if (snapshot.damage && control.action !== "restartRound")
    return new Refusal(`${REFUSED}.Damaged`);
  if (viewer.isGM) return null;
  if (!OWNER_CONTROLS.has(control.action)) return new Refusal(`${REFUSED}.GMOnly`);
  const id = combatantOf(control);
  const combatant = snapshot.combatants.find((one) => one.id === id);
  // a hidden combatant is not shown to players, so they cannot own its controls either
  if (!combatant || combatant.hidden) return new Refusal(`${REFUSED}.Unknown`);
  if (!mayControl(combatant, viewer))
    return new Refusal(`${REFUSED}.NotYours`, { name: combatant.name });
  return null;
}

/** Whether the viewer may use this combatant's own controls: the GM, or an owner who can see it. */
export function mayControl(combatant: CombatantSnapshot, viewer: Viewer): boolean {
  return viewer.isGM || (!combatant.hidden && combatant.owners.includes(viewer.userId));
}
