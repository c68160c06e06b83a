import { SYSTEM_ID } from "../../config";
import { askActiveGM, claimedSender } from "../../documents/user-queries";
import { performControl, type Result, type TrackedCombat } from "./executor";
import {
  COMBATANT_INPUT_CONTROLS,
  ROLLING_CONTROLS,
  type Control,
  type ControlRequest,
} from "../moves/controls";
import { applyControl } from "../moves/apply";
import { combatantWrite, combatWrite } from "../moves/write";
import { REFUSED } from "../refusal";
import { mayUse } from "../moves/permissions";
import { currentViewer, snapshotOf } from "./snapshot-of";
import { notify } from "../../ui/foundry/notify";

/** The v13 query (CONFIG.queries) through which players ask the active GM to make a change. */
export const TRACKER_QUERY = `${SYSTEM_ID}.tracker`;

/** What a player sends: the request and who asks (the GM re-checks that user's rights). */
export interface TrackerQuery extends ControlRequest {
  userId: string;
}

interface CombatsLike {
  get(id: string): TrackedCombat | undefined;
}

function refusedWith(code: string, details: Record<string, string> = {}): Result {
  return { status: "refused", refusal: { i18nKey: `${REFUSED}.${code}`, details } };
}

/**
 * The GM's side of the query. The query names its sender, which Foundry does not vouch for
 * (documents/user-queries.ts): it is refused unless that name is a connected player, and the
 * control is then re-checked for that player (their own combatant's controls only) and carried out
 * here, where the GM may write.
 */
export async function handleTrackerQuery(query: TrackerQuery): Promise<Result> {
  const sender = claimedSender(query?.userId);
  if ("refusal" in sender) return refusedWith(sender.refusal);
  const combat = (game.combats as unknown as CombatsLike | undefined)?.get(String(query.combatId));
  if (!combat) return refusedWith("Unknown");
  const viewer = { isGM: false, userId: sender.user.id, gmOnline: true };
  return performControl(combat, query.control, Number(query.revision), viewer);
}

interface Modifiable {
  canUserModify(user: never, action: "update", data: object): boolean;
}

/**
 * Whether this client may write what the control changes, asked of Foundry's own permission check
 * WITH the data written: without it Foundry checks an empty update, which a player passes, and the
 * server then refuses the real one (foundryvtt/foundryvtt#10501). A player's carry-over choice is
 * their own combatant's system data (so is how they open a turns fight); every other control
 * writes the combat's engine state, which only a GM may. Controls that roll first (round starts,
 * joins, gumption) are asked with that state alone.
 */
function canWriteHere(combat: TrackedCombat, control: Control): boolean {
  const user = game.user as never;
  if ((user as { isGM: boolean }).isGM) return true;
  // RULES 3: a Fortune reroll of the initiative writes the engine state, which only a GM may
  if (control.action === "fortuneInitiative") return false;
  const snapshot = snapshotOf(combat);
  try {
    if (COMBATANT_INPUT_CONTROLS.has(control.action))
      return combatantWrite(snapshot, applyControl(snapshot, control)).every(
        (diff) =>
          (combat.combatants.get(diff._id) as unknown as Modifiable | undefined)?.canUserModify(
            user,
            "update",
            { system: diff.system },
          ) ?? false,
      );
    const write = ROLLING_CONTROLS.has(control.action)
      ? { system: {} }
      : combatWrite(snapshot, applyControl(snapshot, control));
    return (combat as unknown as Modifiable).canUserModify(user, "update", write);
  } catch {
    return true; // the engine refuses the control: said here, and nothing is written
  }
}

function notifyRefusal(result: Result): void {
  if (result.status !== "refused" || !result.refusal) return;
  const { i18nKey, details } = result.refusal;
  notify("warn", i18nKey, details);
}

/** Carried out on this client; a write the server still refuses is reported, never thrown on. */
async function performHere(
  combat: TrackedCombat,
  control: Control,
  revision: number,
): Promise<Result> {
  try {
    return await performControl(combat, control, revision, currentViewer());
  } catch (error) {
    console.warn("action-engine | a tracker write was refused:", error);
    return refusedWith("ServerRefused", { error: String((error as Error)?.message ?? error) });
  }
}

/** Sent to the active GM's client; no GM, no answer or a failure there becomes a refusal. */
async function askGM(combat: TrackedCombat, control: Control, revision: number): Promise<Result> {
  const query: TrackerQuery = {
    combatId: combat.id!,
    revision,
    control,
    userId: (game.user as unknown as { id: string }).id,
  };
  const answer = await askActiveGM<Result>(TRACKER_QUERY, query);
  return answer.ok ? answer.value : refusedWith(answer.reason);
}

/**
 * A tracker control clicked on this client. Refused here when the user may not use it; done here
 * when the user may write what it changes; otherwise sent to the active GM (v13 `User#query`),
 * whose handler checks it again. Without a GM online the user is told so. Refusals are shown as
 * a notification; nothing is thrown.
 */
export async function requestControl(
  combat: TrackedCombat,
  control: Control,
  revision: number,
): Promise<Result> {
  // refused here already when this user may not use the control (the GM would refuse it too)
  const refusal = mayUse(snapshotOf(combat), control, currentViewer());
  let result: Result;
  if (refusal)
    result = { status: "refused", refusal: { i18nKey: refusal.i18nKey, details: refusal.details } };
  else if (canWriteHere(combat, control)) result = await performHere(combat, control, revision);
  else result = await askGM(combat, control, revision);
  notifyRefusal(result);
  return result;
}
