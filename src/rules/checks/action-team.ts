import {
  chainsOf,
  chanceAtLeast,
  flaggedDistribution,
  interpretRoll,
  teamCheck,
  teamPenalty,
  type RollOptions,
} from "../action";
import { notAllowed } from "../errors";
import {
  actionDice,
  CHECK_KEY,
  chosenSkill,
  difficultiesOf,
  difficultyFields,
  difficultyLines,
  modeField,
  numberOf,
  pairsOf,
  readingOf,
  RESULT_TONES,
  resultKey,
  rollOptionsOf,
  signed,
  skillField,
  type CheckReading,
} from "./action-shared";
import type {
  CheckActor,
  CheckBand,
  CheckDefinition,
  CheckField,
  CheckLine,
  CheckValues,
} from "./types";

/*
 * Seed 002 (Team Actions): a team tackling one task together (sneaking, climbing). Everyone rolls
 * at −1 per member; the team goes by its best check, and a member who fumbles on boxcars is in
 * trouble whatever the others roll. Interpretation: one member takes the check for the whole
 * team from their sheet, entering the others' ratings in the skill; a pair of dice is rolled for
 * each member and the card shows every member's check.
 */

const KEY = `${CHECK_KEY}.team`;

/** The most teammates the dialog offers besides the one taking the check. */
export const TEAMMATES = 5;

const DEFAULT_SKILL = "maneuver";

function mateFields(actor: CheckActor): CheckField[] {
  const own = chosenSkill(actor, { skill: DEFAULT_SKILL }).rating;
  return Array.from({ length: TEAMMATES }, (_, i) => ({
    id: `mate${i + 1}`,
    label: `${KEY}.mate${i + 1}`,
    hint: i === 0 ? `${KEY}.mateHint` : undefined,
    kind: "number" as const,
    // a team of two equals to start with
    default: i === 0 ? own : 0,
    min: 0,
    max: 30,
  }));
}

/** Every member's rating in the skill, the one taking the check first (0 leaves a teammate out). */
function ratingsOf(actor: CheckActor, values: CheckValues): number[] {
  const own = chosenSkill(actor, values).rating;
  const mates = mateFields(actor)
    .map((field) => numberOf(values, field))
    .filter((rating) => rating > 0);
  if (mates.length === 0)
    throw notAllowed("A team action with no teammate", "enter at least one teammate's rating");
  return [own, ...mates];
}

/**
 * RULES 3: the exact chances of the team's result, read from its best check (on a tie the member
 * listed first), each member rolling the same kind of roll at their own skill.
 */
function teamBands(options: RollOptions, skills: readonly number[], difficulty: number) {
  const below = (k: number) => 1 - chanceAtLeast(options, k);
  const chances: Record<CheckReading, number> = {
    windfall: 0,
    success: 0,
    marginal: 0,
    failure: 0,
    fumble: 0,
  };
  const rolls = flaggedDistribution(options);
  skills.forEach((skill, i) => {
    for (const { result, probability, boxcars } of rolls) {
      const total = skill + result;
      // the others' checks: lower for those listed before, no higher for those after
      let others = 1;
      skills.forEach((other, j) => {
        if (j === i) return;
        // Stryker disable next-line EqualityOperator: j is never i here, so j <= i reads as j < i
        others *= below(total - other + (j < i ? 0 : 1));
      });
      const outcome = total - difficulty;
      const reading: CheckReading = boxcars
        ? outcome >= 0
          ? "windfall"
          : "fumble"
        : outcome > 0
          ? "success"
          : outcome === 0
            ? "marginal"
            : "failure";
      chances[reading] += probability * others;
    }
  });
  return (Object.keys(chances) as CheckReading[]).map((reading): CheckBand => ({
    label: resultKey(reading),
    chance: Math.min(1, Math.max(0, chances[reading])),
    tone: RESULT_TONES[reading],
  }));
}

function planLines(ratings: readonly number[], penalty: number): CheckLine[] {
  return [
    { label: `${CHECK_KEY}.Line.rating`, value: String(ratings[0]) },
    { label: `${KEY}.mates`, value: ratings.slice(1).join(", ") },
    { label: `${KEY}.penalty`, value: signed(-penalty) },
  ];
}

export const actionTeam: CheckDefinition = {
  id: "team",
  ruleset: "action",
  label: `${KEY}.label`,
  hint: `${KEY}.hint`,
  fields: (actor) => [
    skillField(actor, DEFAULT_SKILL),
    modeField(),
    ...mateFields(actor),
    ...difficultyFields(),
  ],
  plan(actor, values) {
    const options = rollOptionsOf(values);
    const ratings = ratingsOf(actor, values);
    const penalty = teamPenalty(ratings.length);
    const difficulty = difficultiesOf(values);
    return {
      dice: actionDice(options, ratings.length),
      odds: teamBands(
        options,
        ratings.map((r) => r - penalty),
        difficulty.applies,
      ),
      lines: [...planLines(ratings, penalty), ...difficultyLines(difficulty)],
    };
  },
  outcome(actor, values, faces) {
    const options = rollOptionsOf(values);
    const ratings = ratingsOf(actor, values);
    const difficulty = difficultiesOf(values);
    const rolls = pairsOf(faces, options.closed, ratings.length).map((pair) => {
      const { positive, negative } = chainsOf(pair, options.closed);
      return interpretRoll(options, positive, negative);
    });
    const team = teamCheck({
      members: ratings.map((skill, i) => ({
        skill,
        result: rolls[i].result,
        boxcars: rolls[i].boxcars,
      })),
      difficulty: difficulty.listed,
    });
    const best = team.checks[team.best];
    const reading = readingOf(best);
    return {
      result: resultKey(reading),
      tone: RESULT_TONES[reading],
      lines: [
        { label: `${CHECK_KEY}.Line.dice`, value: faces.join(", ") },
        ...team.checks.map((c, i) => ({
          label: i === 0 ? `${KEY}.yours` : `${KEY}.theirs`,
          value: `${c.total} (${signed(rolls[i].result)})`,
        })),
        { label: `${KEY}.best`, value: String(best.total) },
        { label: `${CHECK_KEY}.Line.difficulty`, value: String(best.difficulty) },
        { label: `${CHECK_KEY}.Line.outcome`, value: signed(best.outcome), total: true },
        // seed 002: a member who fumbled on boxcars is in trouble whatever the team does
        ...(team.inTrouble.length
          ? [{ label: `${KEY}.inTrouble`, value: team.inTrouble.map((i) => i + 1).join(", ") }]
          : []),
      ],
      paths: [],
    };
  },
  apply: () => ({}),
};
