import { reactsIn } from "./modes";
import type { OddsModel } from "./model";
import { fleeShare } from "./policy";
import { ROUND_LIMIT } from "./fight";
import type { OddsInput, OddsNote } from "./types";

/*
 * What the panel says beside the figures about how the sides were played: the policy's choices
 * as they apply to this fight, and where they limit the answer (ACTION_ENGINE.Odds.Note.<key>).
 */

export function policyNotes(input: OddsInput, model: OddsModel, undecided: number): OddsNote[] {
  const { policy } = input;
  const notes: OddsNote[] = [{ key: `Focus.${policy.focus}` }, { key: "NoMovement" }];
  if (!policy.defensive) notes.push({ key: "DefenceOff" });
  else if (model.defence === "reaction" && !reactsIn(input.mode))
    notes.push({ key: "DefenceNotInMode", data: { mode: input.mode } });
  else notes.push({ key: `Defence.${input.ruleset}` });
  if (policy.flee !== "never") {
    const npcs = input.fighters.filter((f) => f.npc).length;
    notes.push(
      npcs === 0
        ? { key: "FleeNoNpc" }
        : { key: "Flee", data: { share: Math.round(fleeShare(policy.flee) * 100) } },
    );
  }
  if (undecided > 0)
    notes.push({
      key: "Undecided",
      data: { limit: input.roundLimit ?? ROUND_LIMIT, share: Math.round(undecided * 1000) / 10 },
    });
  return notes;
}
