import { notAllowed, requireBoolean, requireInteger, requireList, requireObject } from "../errors";

/** RULES 3: active defence adds +3 to one skill used as a difficulty… */
export const ACTIVE_DEFENCE_BONUS = 3;
/** …as a trigger action costing one shot. */
export const ACTIVE_DEFENCE_SHOTS = 1;

/**
 * RULES 3: a skill used as a difficulty, with the active defences on it; they do not stack, only
 * the highest bonus counts.
 */
export function defenceValue(skill: number, bonuses: readonly number[] = []): number {
  const best = requireList<number>("defense bonuses", bonuses).reduce(
    (top, bonus, i) => Math.max(top, requireInteger(`defense bonus #${i + 1}`, bonus)),
    0,
  );
  return requireInteger("skill", skill, { min: 0 }) + best;
}

/** RULES 3: an active defence lasts for the shot it was taken on; the next shot ends it. */
export function defenceStillActive(takenOnShot: number, currentShot: number): boolean {
  return requireInteger("currentShot", currentShot) === requireInteger("takenOnShot", takenOnShot);
}

/** RULES 3: each successful assistant adds +1, to at most +3. */
export const MAX_ASSIST_BONUS = 3;

/** RULES 3: the bonus from this many successful assistants. */
export function assistBonus(successfulAssistants: number): number {
  return Math.min(MAX_ASSIST_BONUS, requireInteger("assistants", successfulAssistants, { min: 0 }));
}

/**
 * RULES 3 (seed 002, Assist): an assistant makes a confident roll of the skill against the
 * friend's rating, and may skip the roll (and succeed) when the friend's skill is no higher.
 */
export function assist(a: { assistantSkill: number; friendSkill: number; result?: number }): {
  rolled: boolean;
  success: boolean;
} {
  requireObject("assist", a);
  const assistant = requireInteger("assistantSkill", a.assistantSkill, { min: 0 });
  const friend = requireInteger("friendSkill", a.friendSkill, { min: 0 });
  if (friend <= assistant && a.result === undefined) return { rolled: false, success: true };
  if (a.result === undefined)
    throw notAllowed("Assisting a more skilled friend without a roll", "roll the assist");
  return { rolled: true, success: assistant + requireInteger("result", a.result) >= friend };
}

/** RULES 3: unnamed characters work in groups of 4, one acting and three assisting. */
export const MOOK_GROUP_SIZE = 4;

/** RULES 3: a mook group acts once, +1 per assisting member (a full group of 4: +3). */
export function mookGroupBonus(size: number): number {
  return assistBonus(requireInteger("group size", size, { min: 1 }) - 1);
}

/** The pieces of a skill value in play (seed 002 "Modifiers to Rolls"). */
export interface SkillModifiers {
  readonly skill: number;
  /** schtick and power modifiers: they never stack, the best applies */
  readonly schtick?: readonly number[];
  /** stunt Advantages and assists: they stack with each other and everything else */
  readonly advantage?: readonly number[];
  /** action modifiers: only on the character's own actions */
  readonly action?: number;
  /** impairment points: taken off every use of the skill, defences included */
  readonly impairment?: number;
  /** the skill is used as a defence value (someone else's difficulty) */
  readonly asDefence?: boolean;
}

/** Seed 002: a skill value with the modifiers that apply to this use of it. */
export function modifiedSkill(m: SkillModifiers): number {
  requireObject("skill modifiers", m);
  const asDefence = requireBoolean("asDefence", m.asDefence, false);
  const schtick = requireList<number>("schtick", m.schtick ?? []).map((v, i) =>
    requireInteger(`schtick #${i + 1}`, v),
  );
  const advantage = requireList<number>("advantage", m.advantage ?? []).reduce(
    (sum, v, i) => sum + requireInteger(`advantage #${i + 1}`, v),
    0,
  );
  const action = requireInteger("action", m.action ?? 0);
  return (
    requireInteger("skill", m.skill, { min: 0 }) +
    (schtick.length > 0 ? Math.max(...schtick) : 0) +
    advantage +
    (asDefence ? 0 : action) -
    requireInteger("impairment", m.impairment ?? 0, { min: 0 })
  );
}
