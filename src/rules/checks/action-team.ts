import { teamPenalty } from "../action";
import {
  actionDice,
  CHECK_KEY,
  checkBands,
  chosenSkill,
  difficultiesOf,
  difficultyFields,
  difficultyLines,
  modeField,
  numberOf,
  readCheck,
  resultKey,
  rollLines,
  rollOptionsOf,
  signed,
  skillField,
} from "./action-shared";
import type { CheckActor, CheckDefinition, CheckField, CheckValues } from "./types";

/*
 * Seed 002 (Team Actions): a team tackling one task together (sneaking, climbing). Each member
 * rolls this check from their own sheet at −1 per member; the team goes by its best result, and a
 * member who fumbles on boxcars is in trouble whatever the others roll. Interpretation: each
 * member rolls from their own sheet and the GM reads the team's best result from the cards.
 */

const KEY = `${CHECK_KEY}.team`;

const MEMBERS: CheckField = {
  id: "members",
  label: `${KEY}.members`,
  hint: `${KEY}.membersHint`,
  kind: "number",
  default: 2,
  min: 2,
  max: 20,
};

function skillFor(actor: CheckActor, values: CheckValues) {
  const { rating } = chosenSkill(actor, values);
  const penalty = teamPenalty(numberOf(values, MEMBERS));
  return {
    total: rating - penalty,
    lines: [
      { label: `${CHECK_KEY}.Line.rating`, value: String(rating) },
      { label: `${KEY}.penalty`, value: signed(-penalty) },
      { label: `${CHECK_KEY}.Line.skill`, value: String(rating - penalty), total: true },
    ],
  };
}

export const actionTeam: CheckDefinition = {
  id: "team",
  ruleset: "action",
  label: `${KEY}.label`,
  hint: `${KEY}.hint`,
  fields: (actor) => [skillField(actor, "maneuver"), modeField(), MEMBERS, ...difficultyFields()],
  plan(actor, values) {
    const options = rollOptionsOf(values);
    const skill = skillFor(actor, values);
    const difficulty = difficultiesOf(values);
    return {
      dice: actionDice(options),
      odds: checkBands(options, skill.total, difficulty.applies),
      lines: [...skill.lines, ...difficultyLines(difficulty)],
    };
  },
  outcome(actor, values, faces) {
    const options = rollOptionsOf(values);
    const read = readCheck(
      options,
      skillFor(actor, values).total,
      difficultiesOf(values).listed,
      faces,
    );
    return {
      result: resultKey(read.reading),
      tone: read.tone,
      lines: [
        ...rollLines(read, faces),
        // the team's result is its best member's; a fumbling member is in trouble anyway
        { label: read.reading === "fumble" ? `${KEY}.inTrouble` : `${KEY}.bestCounts`, value: "" },
      ],
      paths: [],
    };
  },
  apply: () => ({}),
};
