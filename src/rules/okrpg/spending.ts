import { notAllowed, requireChoice, requireInteger, requireObject, unknownId } from "../errors";
import { type OkrpgOptions } from "../options";
import { armorAgainst } from "./armor";
import {
  CONFLICTS,
  OPTION_RULES,
  SPEND_OPTIONS,
  type SpendAttack,
  type SpendChoices,
  type SpendContext,
  type SpendOption,
  type SpendReason,
  type SpendTarget,
} from "./spend-options";
import { type SpendResult, spendEffects } from "./spend-result";
import { requireAttack, requireTarget } from "./spend-inputs";

/** One row of the spending menu: what is bought, what the next unit costs, and why not. */
export interface SpendMenuEntry {
  readonly id: SpendOption;
  /** units bought */
  readonly taken: number;
  /** successes the next unit costs */
  readonly cost: number;
  /** successes spent on this option so far */
  readonly spent: number;
  /** most units that make sense; null when only the successes limit them */
  readonly limit: number | null;
  /** why + is refused, or null when one more unit may be bought */
  readonly addBlocked: SpendReason | null;
  /** why − is refused, or null when one unit may be given back */
  readonly removeBlocked: SpendReason | null;
}

/** The whole spending card: running totals, the menu, and what the choices so far achieve. */
export interface SpendMenu {
  readonly extra: number;
  readonly spent: number;
  readonly remaining: number;
  readonly entries: readonly SpendMenuEntry[];
  readonly result: SpendResult;
}

/** Checks the attack and target once and works out what every option needs to know. */
export function spendContext(
  attack: SpendAttack,
  target: SpendTarget,
  options: Partial<OkrpgOptions> = {},
): SpendContext {
  requireAttack(attack);
  requireTarget(target);
  // Stryker disable next-line BooleanLiteral: only whether the armor is worthless is kept, which armorEffect works out before the bypass
  const armor = armorAgainst(target.armor, attack, false, options);
  return {
    attack,
    target,
    armorApplies: armor !== null && !armor.worthless,
    armorWorthless: armor?.worthless ?? false,
  };
}

const NO_UNITS = Object.fromEntries(SPEND_OPTIONS.map((id) => [id, 0])) as Record<
  SpendOption,
  number
>;

function requireChoices(choices: SpendChoices): Record<SpendOption, number> {
  requireObject("spend choices", choices);
  const counts = { ...NO_UNITS };
  for (const id in choices) {
    if (!Object.hasOwn(choices, id)) continue;
    if (!Object.hasOwn(OPTION_RULES, id)) throw unknownId("spend option", id);
    counts[id as SpendOption] = requireInteger(`${id} units`, choices[id as SpendOption] ?? 0, {
      min: 0,
    });
  }
  return counts;
}

/** Successes the choices cost in all. */
function totalCost(ctx: SpendContext, counts: Record<SpendOption, number>): number {
  let sum = 0;
  for (const id of SPEND_OPTIONS) sum += counts[id] * OPTION_RULES[id].cost(ctx);
  return sum;
}

/** For each option, the options it cannot be bought with. */
const PARTNERS = Object.fromEntries(
  SPEND_OPTIONS.map((id) => [
    id,
    CONFLICTS.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : [])),
  ]),
) as Record<SpendOption, SpendOption[]>;

/** Why the units already chosen of `id` (or one more) could not stand beside the others. */
function standing(
  ctx: SpendContext,
  counts: Record<SpendOption, number>,
  id: SpendOption,
  units: number,
): SpendReason | null {
  const rule = OPTION_RULES[id];
  const unavailable = rule.unavailable?.(ctx, units - 1);
  if (unavailable) return unavailable;
  const limit = rule.limit(ctx);
  if (units > limit) return { code: "limitReached", limit };
  if (rule.needs && !rule.needs.some((need) => counts[need] > 0))
    return rule.needs.length === 1
      ? { code: "needs", option: rule.needs[0] }
      : { code: "needsSpecialEffect" };
  const clash = PARTNERS[id].find((other) => counts[other] > 0);
  return clash ? { code: "conflicts", option: clash } : null;
}

function addBlocked(
  ctx: SpendContext,
  counts: Record<SpendOption, number>,
  id: SpendOption,
  remaining: number,
): SpendReason | null {
  const reason = standing(ctx, counts, id, counts[id] + 1);
  if (reason) return reason;
  const cost = OPTION_RULES[id].cost(ctx);
  return cost > remaining ? { code: "notEnoughSuccesses", cost, remaining } : null;
}

function removeBlocked(
  ctx: SpendContext,
  counts: Record<SpendOption, number>,
  id: SpendOption,
): SpendReason | null {
  if (counts[id] === 0) return { code: "notTaken" };
  const after = { ...counts, [id]: counts[id] - 1 };
  // the option given back is among them, and always stands: one unit fewer breaks no limit, need
  // or conflict
  const broken = SPEND_OPTIONS.find(
    (other) => after[other] > 0 && standing(ctx, after, other, after[other]),
  );
  return broken ? { code: "requiredBy", option: broken } : null;
}

/** Plain words for a refusal, used in error messages (cards show the localised reason). */
export function describeReason(reason: SpendReason): string {
  requireObject("reason", reason);
  const option = () =>
    requireChoice("reason option", (reason as { option: unknown }).option, SPEND_OPTIONS);
  requireChoice("reason code", reason.code, REASON_CODES);
  switch (reason.code) {
    case "notEnoughSuccesses":
      return `it costs ${requireInteger("cost", reason.cost, { min: 0 })} and ${requireInteger("remaining", reason.remaining, { min: 0 })} remain`;
    case "limitReached":
      return `at most ${requireInteger("limit", reason.limit, { min: 0 })} may be bought`;
    case "needs":
      return `it needs ${option()} first`;
    case "needsSpecialEffect":
      return "it needs a special effect";
    case "conflicts":
      return `it cannot go with ${option()}`;
    case "noArmor":
      return "the target has no armor against this attack";
    case "armorWorthless":
      return "the armor is worthless against this attack";
    case "rangedAttack":
      return "only hand-to-hand attacks extend their reach";
    case "lethalityAtLimit":
      return "lethality is already at its limit";
    case "notTaken":
      return "none was bought";
    case "requiredBy":
      return `${option()} depends on it`;
  }
}

const REASON_CODES: readonly SpendReason["code"][] = [
  "notEnoughSuccesses",
  "limitReached",
  "needs",
  "needsSpecialEffect",
  "conflicts",
  "noArmor",
  "armorWorthless",
  "rangedAttack",
  "lethalityAtLimit",
  "notTaken",
  "requiredBy",
];

/** Checks a full set of choices: legal together and within the extra successes. */
function validCounts(ctx: SpendContext, choices: SpendChoices): Record<SpendOption, number> {
  const counts = requireChoices(choices);
  for (const id of SPEND_OPTIONS) {
    const reason = counts[id] > 0 ? standing(ctx, counts, id, counts[id]) : null;
    if (reason) throw notAllowed(`buying ${counts[id]} × ${id}`, describeReason(reason));
  }
  const spent = totalCost(ctx, counts);
  if (spent > ctx.attack.extra)
    throw notAllowed(
      `spending ${spent} successes`,
      `only ${ctx.attack.extra} extra successes were rolled`,
    );
  return counts;
}

/** RULES 1.4: the spending menu for an attack: totals, each option's cost and legality, and the result so far. */
export function spendMenu(
  attack: SpendAttack,
  target: SpendTarget,
  choices: SpendChoices = {},
  options: Partial<OkrpgOptions> = {},
): SpendMenu {
  const ctx = spendContext(attack, target, options);
  const counts = validCounts(ctx, choices);
  const spent = totalCost(ctx, counts);
  const remaining = attack.extra - spent;
  const entries = SPEND_OPTIONS.map((id): SpendMenuEntry => {
    const rule = OPTION_RULES[id];
    const limit = rule.limit(ctx);
    return {
      id,
      taken: counts[id],
      cost: rule.cost(ctx),
      spent: counts[id] * rule.cost(ctx),
      limit: Number.isFinite(limit) ? limit : null,
      addBlocked: addBlocked(ctx, counts, id, remaining),
      removeBlocked: removeBlocked(ctx, counts, id),
    };
  });
  return {
    extra: attack.extra,
    spent,
    remaining,
    entries,
    result: spendEffects(ctx, counts, spent, options),
  };
}

/** RULES 1.4: buys one more unit of an option; refuses (naming why) when the menu would. */
export function spend(
  attack: SpendAttack,
  target: SpendTarget,
  choices: SpendChoices,
  id: SpendOption,
  options: Partial<OkrpgOptions> = {},
): SpendChoices {
  const ctx = spendContext(attack, target, options);
  const counts = validCounts(ctx, choices);
  if (!Object.hasOwn(OPTION_RULES, id)) throw unknownId("spend option", id);
  const reason = addBlocked(ctx, counts, id, attack.extra - totalCost(ctx, counts));
  if (reason) throw notAllowed(`buying ${id}`, describeReason(reason));
  return { ...choices, [id]: counts[id] + 1 };
}

/** RULES 1.4: gives back one unit of an option (the card's − button). */
export function unspend(
  attack: SpendAttack,
  target: SpendTarget,
  choices: SpendChoices,
  id: SpendOption,
  options: Partial<OkrpgOptions> = {},
): SpendChoices {
  const ctx = spendContext(attack, target, options);
  const counts = validCounts(ctx, choices);
  if (!Object.hasOwn(OPTION_RULES, id)) throw unknownId("spend option", id);
  const reason = removeBlocked(ctx, counts, id);
  if (reason) throw notAllowed(`giving back ${id}`, describeReason(reason));
  const next: Partial<Record<SpendOption, number>> = { ...choices, [id]: counts[id] - 1 };
  if (next[id] === 0) delete next[id];
  return next;
}

/** RULES 1.4: what a legal set of choices does: damage, armor, lethality, targets, effects. */
export function spendResult(
  attack: SpendAttack,
  target: SpendTarget,
  choices: SpendChoices = {},
  options: Partial<OkrpgOptions> = {},
): SpendResult {
  const ctx = spendContext(attack, target, options);
  const counts = validCounts(ctx, choices);
  return spendEffects(ctx, counts, totalCost(ctx, counts), options);
}
