import { actionSheetView } from "./action";
import { withChecks } from "./checks";
import { itemSheetView } from "./item";
import { manoSheetView, roundsSheetView } from "./mano";
import { occultSheetView } from "./occult";
import { okrpgSheetView } from "./okrpg";
import type { ActorSheetContext, SheetSnapshot } from "./types";

/*
 * The sheet view models: pure functions from a plain snapshot of a document to the context its
 * templates render. No Foundry here (ESLint enforces it), so tests and the playground use them as
 * they are.
 */

const ACTOR_VIEWS: Readonly<Record<string, (snapshot: SheetSnapshot) => ActorSheetContext>> = {
  okrpg: okrpgSheetView,
  occult: occultSheetView,
  action: actionSheetView,
  rounds: roundsSheetView,
  mano: manoSheetView,
};

/** The context of an actor sheet, by the actor's type. */
export function actorSheetView(snapshot: SheetSnapshot): ActorSheetContext {
  const view = ACTOR_VIEWS[snapshot.type];
  if (!view) throw new Error(`No sheet for actors of type ${snapshot.type}`);
  return withChecks(snapshot, view(snapshot));
}

export { itemSheetView };
export { limitedActorView, type LimitedSnapshot } from "./limited";
export { tabPartContext, withEnriched } from "./common";
export type * from "./types";
