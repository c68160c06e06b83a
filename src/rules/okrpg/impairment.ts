import { requireObject, requireBoolean, requireChoice, requireInteger } from "../errors";
import { type OkrpgOptions, withDefaults } from "../options";
import { FULL_RANK, GOOD, GREAT, HALF_RANK } from "../ranks";
import { IMPAIRED_AT } from "./condition";

/** What a gumption roll achieved: a Good result ignores half the impairment, Great all of it. */
export type Gumption = "none" | "good" | "great";
export const GUMPTION_RESULTS: readonly Gumption[] = ["none", "good", "great"];

/** RULES 1.6 optional gumption: a roll of Gd or more successes is a Good result, Grt or more Great. */
export function gumptionResult(rolled: number): Gumption {
  const r = requireInteger("gumption successes", rolled);
  return r >= GREAT ? "great" : r >= GOOD ? "good" : "none";
}

/** What decides an impaired character's penalty on one roll. */
export interface ImpairmentInput {
  /** running damage total */
  readonly total: number;
  /** the limb mangled by the hit that crossed the impairment point (limb-mangling rule) */
  readonly mangledLimb?: string | null;
  /** this roll relies on the mangled limb */
  readonly usingMangledLimb?: boolean;
  /** this round's gumption result (gumption rule) */
  readonly gumption?: Gumption;
}

/**
 * RULES 1.6: the penalty in steps an impaired character takes on a roll (initiative included):
 * one full rank; with limb-mangling a half-rank overall but two full ranks with the mangled limb;
 * a Good gumption roll ignores half of it, a Great one all of it.
 */
export function impairmentPenalty(
  input: ImpairmentInput,
  options: Partial<OkrpgOptions> = {},
): number {
  requireObject("impairment", input);
  const total = requireInteger("total points", input.total, { min: 0 });
  const usingLimb = requireBoolean("usingMangledLimb", input.usingMangledLimb, false);
  const gumption = requireChoice("gumption", input.gumption ?? "none", GUMPTION_RESULTS);
  const rules = withDefaults("okrpg", options);
  if (total < IMPAIRED_AT) return 0;
  let penalty = FULL_RANK;
  if (rules.limbMangling && input.mangledLimb) penalty = usingLimb ? 2 * FULL_RANK : HALF_RANK;
  if (rules.gumption && gumption === "great") return 0;
  // Interpretation: "half the ranks" of an odd number of steps rounds in the hero's favour.
  if (rules.gumption && gumption === "good") penalty = Math.floor(penalty / 2);
  return penalty === 0 ? 0 : -penalty;
}
