import { SYSTEM_ID } from "../../config";
import { performControl, type Result, type TrackedCombat } from "./executor";
import type { Control, ControlRequest } from "../moves/controls";
import { REFUSED } from "../refusal";
import { mayUse } from "../moves/permissions";
import { activeGM, currentViewer, snapshotOf } from "./snapshot-of";

/** The v13 query (CONFIG.queries) through which players ask the active GM to make a change. */
export const TRACKER_QUERY = `${SYSTEM_ID}.tracker`;

/** What a player sends: the request and who asks (the GM re-checks that user's rights). */
export interface TrackerQuery extends ControlRequest {
  userId: string;
}

interface UserLike {
  id: string;
  isGM: boolean;
}

interface CombatsLike {
  get(id: string): TrackedCombat | undefined;
}

/**
 * The GM's side of the query: finds the combat, re-checks what the asking user may do (their own
 * combatant's controls only), and carries the control out here, where the GM may write.
 */
export async function handleTrackerQuery(query: TrackerQuery): Promise<Result> {
  const combat = (game.combats as unknown as CombatsLike | undefined)?.get(query.combatId);
  const users = game.users as unknown as { get(id: string): UserLike | undefined };
  const user = users.get(query.userId);
  if (!combat || !user)
    return { status: "refused", refusal: { i18nKey: `${REFUSED}.Unknown`, details: {} } };
  const viewer = { isGM: user.isGM, userId: user.id, gmOnline: true };
  return performControl(combat, query.control, query.revision, viewer);
}

/** Whether this client may write what the control changes (Foundry's own permission check). */
function canWriteHere(combat: TrackedCombat, control: Control): boolean {
  const user = game.user as never;
  if (control.action === "carryOverChoice") {
    const combatant = combat.combatants.get(control.combatantId) as unknown as {
      canUserModify(user: never, action: "update"): boolean;
    };
    return combatant?.canUserModify(user, "update") ?? false;
  }
  return (
    combat as unknown as { canUserModify(user: never, action: "update"): boolean }
  ).canUserModify(user, "update");
}

function notifyRefusal(result: Result): void {
  if (result.status !== "refused" || !result.refusal) return;
  const { i18nKey, details } = result.refusal;
  ui.notifications?.warn(game.i18n!.format(i18nKey, details as Record<string, string>));
}

/**
 * A tracker control clicked on this client. Refused here when the user may not use it; done here
 * when the user may write what it changes; otherwise sent to the active GM (v13 `User#query`),
 * whose handler checks it again. Without a GM online the user is told so. Refusals are shown as
 * a notification.
 */
export async function requestControl(
  combat: TrackedCombat,
  control: Control,
  revision: number,
): Promise<Result> {
  const viewer = currentViewer();
  // refused here already when this user may not use the control (the GM would refuse it too)
  const refusal = mayUse(snapshotOf(combat), control, viewer);
  let result: Result;
  if (refusal)
    result = { status: "refused", refusal: { i18nKey: refusal.i18nKey, details: refusal.details } };
  else if (canWriteHere(combat, control))
    result = await performControl(combat, control, revision, viewer);
  else {
    const gm = activeGM();
    if (!gm) result = { status: "refused", refusal: { i18nKey: `${REFUSED}.NoGM`, details: {} } };
    else {
      const query: TrackerQuery = {
        combatId: combat.id!,
        revision,
        control,
        userId: viewer.userId,
      };
      result = (await gm.query(TRACKER_QUERY, query)) as Result;
    }
  }
  notifyRefusal(result);
  return result;
}
