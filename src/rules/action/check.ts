import { notAllowed, requireBoolean, requireInteger, requireList, requireObject } from "../errors";

/** What boxcars does to an action: a windfall (or the opponent's Setback) or a fumble. */
export type BoxcarsEffect = "windfall" | "fumble";

export interface CheckInput {
  readonly skill: number;
  /** the roll's result (positive − negative) */
  readonly result: number;
  /** one difficulty, or every difficulty the stunt lists: the highest applies */
  readonly difficulty: number | readonly number[];
  /** the roll was boxcars */
  readonly boxcars?: boolean;
}

export interface CheckResult {
  /** skill + result */
  readonly total: number;
  /** the difficulty that applied */
  readonly difficulty: number;
  /** total − difficulty */
  readonly outcome: number;
  readonly success: boolean;
  /** exactly the difficulty: a success the GM may complicate */
  readonly marginal: boolean;
  /** RULES 3: boxcars on a success is a windfall, on a failure a fumble; null without boxcars */
  readonly special: BoxcarsEffect | null;
}

/** RULES 3: when a stunt lists several difficulties, the highest applies (Peter: Maneuver 10, Dodge 13 → 13). */
export function highestDifficulty(difficulty: number | readonly number[]): number {
  const list =
    typeof difficulty === "number" ? [difficulty] : requireList("difficulties", difficulty);
  if (list.length === 0) throw notAllowed("A check with no difficulty", "give at least one");
  return Math.max(...list.map((d, i) => requireInteger(`difficulty #${i + 1}`, d, { min: 0 })));
}

/** RULES 3: boxcars on a success is a windfall or an opponent's Setback; on a failure a fumble and own Setback. */
export function boxcarsEffect(success: boolean): BoxcarsEffect {
  return requireBoolean("success", success) ? "windfall" : "fumble";
}

/** RULES 3: check = skill + result against the difficulty; the outcome is the difference, 0 marginal. */
export function check(a: CheckInput): CheckResult {
  requireObject("check", a);
  const total = requireInteger("skill", a.skill) + requireInteger("result", a.result);
  const difficulty = highestDifficulty(a.difficulty);
  const outcome = total - difficulty;
  const success = outcome >= 0;
  return {
    total,
    difficulty,
    outcome,
    success,
    marginal: outcome === 0,
    special: requireBoolean("boxcars", a.boxcars, false) ? boxcarsEffect(success) : null,
  };
}

/** Push Luck is a trigger action (combo): one shot. */
export const PUSH_LUCK_SHOTS = 1;

/**
 * RULES 3 (seed 002, Push Luck): after a failed action, reroll the check; success counts as if the
 * first roll had succeeded, failure adds a Setback to the failure's own result.
 */
export function pushLuck(
  first: Pick<CheckResult, "success">,
  reroll: Pick<CheckResult, "success">,
): { success: boolean; setback: boolean } {
  requireObject("first check", first);
  requireObject("reroll", reroll);
  if (requireBoolean("first success", first.success))
    throw notAllowed("Pushing luck after a success", "only a failed action can be pushed");
  const success = requireBoolean("reroll success", reroll.success);
  return { success, setback: !success };
}

/** One member of a team action: its skill and roll. */
export interface TeamMember {
  readonly skill: number;
  readonly result: number;
  readonly boxcars?: boolean;
}

export interface TeamCheckResult {
  /** the penalty every member rolled at: the number of members */
  readonly penalty: number;
  /** each member's own check at that penalty */
  readonly checks: readonly CheckResult[];
  /** the index of the best total, which decides for the whole team */
  readonly best: number;
  readonly outcome: number;
  readonly success: boolean;
  /** members who rolled boxcars and failed: they are in trouble whatever the team does */
  readonly inTrouble: readonly number[];
}

/** RULES 3 (seed 002, Team Actions): every member rolls at −1 per member (four climbers: −4). */
export function teamPenalty(members: number): number {
  return requireInteger("team members", members, { min: 1, max: 1000 });
}

/**
 * RULES 3 (seed 002, Team Actions): everyone rolls at −1 per member; the highest check decides for
 * the group, except that a member who fumbled on boxcars is in trouble anyway.
 */
export function teamCheck(a: {
  members: readonly TeamMember[];
  difficulty: number | readonly number[];
}): TeamCheckResult {
  requireObject("team action", a);
  const size = requireList<TeamMember>("team members", a.members).length;
  a.members.forEach((member, index) => requireObject(`member #${index + 1}`, member));
  if (size === 0) throw notAllowed("A team action with no members", "add at least one");
  const penalty = teamPenalty(size);
  const checks = a.members.map((member, index) =>
    check({
      skill: requireInteger(`skill of member #${index + 1}`, member.skill, { min: 0 }) - penalty,
      result: member.result,
      difficulty: a.difficulty,
      boxcars: member.boxcars,
    }),
  );
  const best = checks.reduce((top, c, index) => (c.total > checks[top].total ? index : top), 0);
  return {
    penalty,
    checks,
    best,
    outcome: checks[best].outcome,
    success: checks[best].success,
    inTrouble: checks.flatMap((c, index) => (c.special === "fumble" ? [index] : [])),
  };
}
