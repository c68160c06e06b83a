import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireFinite,
  requireInteger,
  showValue,
} from "../errors";
import { CARD_VERSION, requireTargets, type CardTarget } from "../cards/shared";
import { RULESET_IDS } from "../rulesets";
import { requireArray, requireRecord, requireText } from "../stored";
import { CHARACTER, type CheckCard } from "./card";
import { requireCheckFaces } from "./faces";
import { checkById } from "./index";
import { requireOdds } from "./values";
import type { CheckDice, CheckPlan, CheckTone } from "./types";

/*
 * Reading back a check card a chat message stored: a check its ruleset still has, a plan whose
 * odds add up, faces the plan's dice can show, a result that is one of the plan's, and an Apply
 * record that wrote only the outcome's fields to the one character. Throws a rules error naming
 * what is wrong (read-card.ts turns it into the damaged-card view).
 */

const TONES: readonly CheckTone[] = [
  "success",
  "failure",
  "critical",
  "fumble",
  "neutral",
  "warning",
];
const DICE_KINDS: readonly CheckDice["kind"][] = ["fudge", "d100", "d20", "d6", "action", "none"];

function readDice(value: unknown): CheckDice {
  const dice = requireRecord("plan.dice", value);
  const kind = requireChoice("plan.dice.kind", dice.kind, DICE_KINDS);
  if (kind === "action") {
    const closed = requireBoolean("plan.dice.closed", dice.closed);
    // RULES 3 team actions: a pair of dice for each member
    if (dice.rolls === undefined) return { kind, closed };
    return {
      kind,
      closed,
      rolls: requireInteger("plan.dice.rolls", dice.rolls, { min: 2, max: 6 }),
    };
  }
  return { kind } as CheckDice;
}

function readLines(name: string, value: unknown): void {
  requireArray(name, value).forEach((one, i) => {
    const line = requireRecord(`${name}[${i}]`, one);
    requireText(`${name}[${i}].label`, line.label, { blank: false });
    requireText(`${name}[${i}].value`, line.value);
    if (line.total !== undefined) requireBoolean(`${name}[${i}].total`, line.total);
  });
}

function readPlan(value: unknown): CheckPlan {
  const plan = requireRecord("plan", value);
  const dice = readDice(plan.dice);
  const odds = requireArray("plan.odds", plan.odds).map((one, i) => {
    const band = requireRecord(`plan.odds[${i}]`, one);
    return {
      label: requireText(`plan.odds[${i}].label`, band.label, { blank: false }),
      chance: requireFinite(`plan.odds[${i}].chance`, band.chance),
      tone: requireChoice(`plan.odds[${i}].tone`, band.tone, TONES),
    };
  });
  readLines("plan.lines", plan.lines);
  return requireOdds({ dice, odds, lines: plan.lines as CheckPlan["lines"] });
}

/** A value a check wrote or read: text, true/false, null or a finite number. */
function readPatch(name: string, value: unknown, paths: readonly string[]): void {
  for (const [path, one] of Object.entries(requireRecord(name, value))) {
    if (!paths.includes(path))
      throw notAllowed(`${name}.${path}`, "a check writes only its outcome's fields");
    if (one !== null && typeof one !== "string" && typeof one !== "boolean")
      requireFinite(`${name}.${path}`, one);
  }
}

function readCharacter(value: unknown, paths: readonly string[]): void {
  const targets = requireTargets(requireArray("targets", value) as CardTarget[], 1);
  if (targets.length !== 1 || targets[0].id !== CHARACTER)
    throw notAllowed(`targets ${showValue(targets.map((t) => t.id))}`, "expected the character");
  const [t] = targets;
  for (const mark of ["missing", "goneUndone"] as const)
    if (t[mark] !== undefined && t[mark] !== true)
      throw notAllowed(`${mark} ${showValue(t[mark])}`, "expected true or nothing");
  if (t.applied !== undefined) {
    const record = requireRecord("applied", t.applied);
    readPatch("applied.before", record.before, paths);
    readPatch("applied.after", record.after, paths);
  }
}

/** The check card checked field by field; a rules error names the first thing wrong. */
export function readCheckCard(value: unknown): CheckCard {
  const card = requireRecord("card", value);
  if (card.v !== CARD_VERSION)
    throw notAllowed(`card version ${showValue(card.v)}`, `expected ${CARD_VERSION}`);
  const ruleset = requireChoice("ruleset", card.ruleset, RULESET_IDS);
  checkById(ruleset, requireText("check", card.check));
  for (const [id, one] of Object.entries(requireRecord("values", card.values)))
    if (typeof one !== "string" && typeof one !== "boolean") requireFinite(`values.${id}`, one);
  const plan = readPlan(card.plan);
  requireCheckFaces(plan.dice, card.faces);
  const outcome = requireRecord("outcome", card.outcome);
  const result = requireText("outcome.result", outcome.result);
  if (!plan.odds.some((band) => band.label === result))
    throw notAllowed(`outcome.result ${showValue(result)}`, "it is none of the plan's results");
  requireChoice("outcome.tone", outcome.tone, TONES);
  readLines("outcome.lines", outcome.lines);
  const paths = requireArray("outcome.paths", outcome.paths).map((p, i) =>
    requireText(`outcome.paths[${i}]`, p),
  );
  for (const path of paths)
    if (!path.startsWith("system."))
      throw notAllowed(`outcome.paths ${showValue(path)}`, "a check writes the character's data");
  readCharacter(card.targets, paths);
  return JSON.parse(JSON.stringify(value)) as CheckCard;
}
