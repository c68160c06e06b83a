import { signed } from "./values";
import {
  check,
  checkChances,
  chainsOf,
  highestDifficulty,
  interpretRoll,
  type CheckResult,
  type RollOptions,
  type RollResult,
} from "../action";
import { ACTION_SKILLS } from "../action/schema";
import { skillRating, type SkillSheet } from "../action/skills";
import { requireChoice, requireInteger } from "../errors";
import type {
  CheckActor,
  CheckBand,
  CheckDice,
  CheckField,
  CheckLine,
  CheckTone,
  CheckValues,
} from "./types";

/* What the Action checks share (RULES 3): the skill and kind of roll asked, the odds, the reading. */

/** Lang keys of the Action checks. */
export const CHECK_KEY = "ACTION_ENGINE.Check.action";

/** The kinds of roll the attack dialog offers too (its lang keys are shared). */
export const ROLL_MODES = ["standard", "confident", "closed", "closedConfident"] as const;
export type RollMode = (typeof ROLL_MODES)[number];
const MODE_OPTIONS: Readonly<Record<RollMode, Required<RollOptions>>> = {
  standard: { confident: false, closed: false },
  confident: { confident: true, closed: false },
  closed: { confident: false, closed: true },
  closedConfident: { confident: true, closed: true },
};

export function modeField(): CheckField {
  return {
    id: "mode",
    label: "ACTION_ENGINE.Dialog.Action.Mode",
    kind: "choice",
    default: "standard",
    choices: ROLL_MODES.map((m) => ({ value: m, label: `ACTION_ENGINE.Dialog.Action.Modes.${m}` })),
  };
}

/** The kind of roll chosen, every option spelt out. */
export function rollOptionsOf(values: CheckValues): Required<RollOptions> {
  return MODE_OPTIONS[requireChoice("mode", values.mode ?? "standard", ROLL_MODES)];
}

/** RULES 3: a positive and a negative d6, open unless the roll is closed; `rolls` such pairs. */
export function actionDice(options: RollOptions, rolls = 1): CheckDice {
  return { kind: "action", closed: options.closed ?? false, ...(rolls > 1 ? { rolls } : {}) };
}

/** The faces of `rolls` pairs listed one after another, split into each pair's faces. */
export function pairsOf(faces: readonly number[], closed: boolean, rolls: number): number[][] {
  const pairs: number[][] = [];
  let at = 0;
  const chainEnd = (from: number) => {
    let i = from;
    while (!closed && faces[i] === 6) i += 1;
    return i + 1;
  };
  for (let pair = 0; pair < rolls; pair++) {
    const end = chainEnd(chainEnd(at));
    pairs.push(faces.slice(at, end));
    at = end;
  }
  return pairs;
}

/** The character's data as the checks read it. */
export function sheetOf(actor: CheckActor): SkillSheet & {
  readonly named?: boolean;
  readonly advantage?: number;
} {
  return actor.system as unknown as SkillSheet;
}

/** Every skill the character has: the seed's six by key, then the others by name. */
export function skillChoices(actor: CheckActor): { value: string; label: string }[] {
  const others = sheetOf(actor).otherSkills ?? [];
  return [
    ...ACTION_SKILLS.map((s) => ({ value: s, label: `ACTION_ENGINE.Choice.actionSkill.${s}` })),
    // a skill the player named shows as its name
    ...others.map((s) => ({ value: s.name, label: s.name })),
  ];
}

export function skillField(actor: CheckActor, initial: string): CheckField {
  return {
    id: "skill",
    label: "ACTION_ENGINE.Field.skill",
    kind: "choice",
    default: initial,
    choices: skillChoices(actor),
  };
}

/** The chosen skill (one the character has) and its rating. */
export function chosenSkill(
  actor: CheckActor,
  values: CheckValues,
): { skill: string; rating: number } {
  const skill = requireChoice(
    "skill",
    values.skill,
    skillChoices(actor).map((c) => c.value),
  );
  return { skill, rating: skillRating(sheetOf(actor), skill) };
}

/** A whole number a field holds, within the field's own bounds. */
export function numberOf(values: CheckValues, field: CheckField): number {
  return requireInteger(field.id, values[field.id] ?? field.default, {
    min: field.min,
    max: field.max,
  });
}

export { signed };

export const RESULT_TONES = {
  windfall: "critical",
  success: "success",
  marginal: "warning",
  failure: "failure",
  fumble: "fumble",
} as const satisfies Record<string, CheckTone>;
export type CheckReading = keyof typeof RESULT_TONES;

export const resultKey = (reading: CheckReading) => `${CHECK_KEY}.Result.${reading}`;

/**
 * RULES 3: the exclusive results of a check and their exact chances: boxcars makes a success a
 * windfall and a failure a fumble; otherwise a success, exactly the difficulty (marginal), or a
 * failure. A skill pushed below zero (a team's penalty) raises the difficulty instead.
 */
export function checkBands(options: RollOptions, skill: number, difficulty: number): CheckBand[] {
  const shift = Math.min(0, skill);
  const at = (d: number) =>
    checkChances({ ...options, skill: skill - shift, difficulty: d - shift });
  const c = at(difficulty);
  const boxcarsMarginal = c.windfall - at(difficulty + 1).windfall;
  const marginal = c.marginal - boxcarsMarginal;
  const chances: Record<CheckReading, number> = {
    windfall: c.windfall,
    success: c.success - c.windfall - marginal,
    marginal,
    failure: 1 - c.success - c.fumble,
    fumble: c.fumble,
  };
  return (Object.keys(chances) as CheckReading[]).map((reading) => ({
    label: resultKey(reading),
    chance: Math.max(0, chances[reading]),
    tone: RESULT_TONES[reading],
  }));
}

/** The roll read from its faces and checked against the highest difficulty. */
export function readCheck(
  options: Required<RollOptions>,
  skill: number,
  difficulties: readonly number[],
  faces: readonly number[],
): { roll: RollResult; check: CheckResult; reading: CheckReading; tone: CheckTone } {
  const { positive, negative } = chainsOf(faces, options.closed);
  const roll = interpretRoll(options, positive, negative);
  const result = check({
    skill,
    result: roll.result,
    difficulty: difficulties,
    boxcars: roll.boxcars,
  });
  const reading = readingOf(result);
  return { roll, check: result, reading, tone: RESULT_TONES[reading] };
}

/** RULES 3: how a check reads: boxcars' windfall or fumble, else success, marginal or failure. */
export function readingOf(check: CheckResult): CheckReading {
  return check.special ?? (check.marginal ? "marginal" : check.success ? "success" : "failure");
}

/** The lines every check's card shows: the dice, the result, the check against the difficulty. */
export function rollLines(
  read: ReturnType<typeof readCheck>,
  faces: readonly number[],
): CheckLine[] {
  return [
    { label: `${CHECK_KEY}.Line.dice`, value: faces.join(", ") },
    { label: `${CHECK_KEY}.Line.roll`, value: signed(read.roll.result) },
    { label: `${CHECK_KEY}.Line.check`, value: String(read.check.total) },
    { label: `${CHECK_KEY}.Line.difficulty`, value: String(read.check.difficulty) },
    { label: `${CHECK_KEY}.Line.outcome`, value: signed(read.check.outcome), total: true },
  ];
}

/** The difficulties a check lists; the highest applies. */
export function difficultyFields(): CheckField[] {
  return [1, 2, 3].map((n) => ({
    id: `difficulty${n}`,
    label: `${CHECK_KEY}.Field.difficulty${n}`,
    hint: n === 1 ? `${CHECK_KEY}.Hint.difficulties` : undefined,
    kind: "number" as const,
    default: n === 1 ? 10 : 0,
    min: 0,
    max: 60,
  }));
}

/** RULES 3: the difficulties entered (0 leaves one out) and the one that applies. */
export function difficultiesOf(values: CheckValues): { listed: number[]; applies: number } {
  const listed = difficultyFields()
    .map((field) => numberOf(values, field))
    .filter((d, i) => i === 0 || d > 0);
  return { listed, applies: highestDifficulty(listed) };
}

export function difficultyLines(d: { listed: number[]; applies: number }): CheckLine[] {
  return [
    ...(d.listed.length > 1
      ? [{ label: `${CHECK_KEY}.Line.difficulties`, value: d.listed.join(", ") }]
      : []),
    { label: `${CHECK_KEY}.Line.difficulty`, value: String(d.applies), total: true },
  ];
}
