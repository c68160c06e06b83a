import { assist, chanceAtLeast, chainsOf, interpretRoll } from "../action";
import { CHECK_KEY, chosenSkill, numberOf, resultKey, signed, skillField } from "./action-shared";
import type { CheckDefinition, CheckField, CheckValues } from "./types";

/*
 * Seed 002 (Assist): helping a friend's action. The helper makes a confident roll of the skill
 * against the friend's rating; a success gives the friend +1 (at most +3 from every helper). A
 * helper at least as skilled as the friend may skip the roll: it succeeds.
 */

const KEY = `${CHECK_KEY}.assist`;
const CONFIDENT = { confident: true, closed: false } as const;

const FRIEND: CheckField = {
  id: "friend",
  label: `${KEY}.friend`,
  hint: `${KEY}.friendHint`,
  kind: "number",
  default: 10,
  min: 0,
  max: 30,
};

function situation(actor: Parameters<CheckDefinition["plan"]>[0], values: CheckValues) {
  const { rating } = chosenSkill(actor, values);
  const friend = numberOf(values, FRIEND);
  return { rating, friend, rolled: friend > rating };
}

const lines = (rating: number, friend: number) => [
  { label: `${CHECK_KEY}.Line.rating`, value: String(rating) },
  { label: `${KEY}.friend`, value: String(friend), total: true },
];

export const actionAssist: CheckDefinition = {
  id: "assist",
  ruleset: "action",
  label: `${KEY}.label`,
  hint: `${KEY}.hint`,
  fields: (actor) => [skillField(actor, "maneuver"), FRIEND],
  plan(actor, values) {
    const { rating, friend, rolled } = situation(actor, values);
    const success = rolled ? chanceAtLeast(CONFIDENT, friend - rating) : 1;
    return {
      dice: rolled ? { kind: "action", closed: false } : { kind: "none" },
      odds: [
        { label: `${KEY}.helped`, chance: success, tone: "success" },
        { label: resultKey("failure"), chance: 1 - success, tone: "failure" },
      ],
      lines: lines(rating, friend),
    };
  },
  outcome(actor, values, faces) {
    const { rating, friend, rolled } = situation(actor, values);
    const roll = rolled
      ? (() => {
          const { positive, negative } = chainsOf(faces, false);
          return interpretRoll(CONFIDENT, positive, negative).result;
        })()
      : undefined;
    const done = assist({ assistantSkill: rating, friendSkill: friend, result: roll });
    return {
      result: done.success ? `${KEY}.helped` : resultKey("failure"),
      tone: done.success ? "success" : "failure",
      lines: [
        ...(roll === undefined
          ? [{ label: `${KEY}.noRoll`, value: String(rating) }]
          : [
              { label: `${CHECK_KEY}.Line.dice`, value: faces.join(", ") },
              { label: `${CHECK_KEY}.Line.roll`, value: signed(roll) },
              { label: `${CHECK_KEY}.Line.check`, value: String(rating + roll) },
            ]),
        { label: `${KEY}.friend`, value: String(friend) },
        { label: `${KEY}.bonus`, value: done.success ? "+1" : "0", total: true },
      ],
      paths: [],
    };
  },
  apply: () => ({}),
};
