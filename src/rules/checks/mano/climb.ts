import { CLIMBS, climbDifficulty, climbSpeed, type Climb } from "../../mano/movement";
import type { CheckActor, CheckDefinition, CheckValues } from "../types";
import { line, readRoll, rollPlan, signed, type SuccessRoll } from "./roll";
import {
  buttonKeys,
  choiceField,
  choiceValue,
  manoKey,
  modifierSpec,
  numberField,
  numberValue,
  sheetNumber,
  type ManoRuleset,
} from "./values";

/*
 * RULES 5 climbing (seed 004, Movement): each climb is a climbing roll against the surface's
 * difficulty (ladder 0, rope 5, hand holds 10, finger holds 15, sheer 20); failing, the climber
 * loses its grip and falls (the fall check settles how badly). A ladder goes at half the running
 * speed rounded up, a rope at 1 m a turn; elsewhere the GM sets the pace.
 */
const ID = "climb";
export const SURFACE = { id: "surface", choices: CLIMBS } as const;
const MODIFIER = modifierSpec("modifier");

const CLIMBS_UP = { label: manoKey(ID, "climbs"), tone: "success" } as const;
const FALLS = { label: manoKey(ID, "falls"), tone: "failure" } as const;

/** A surface's name, shared by the climb and the fall dialogs. */
export const surfaceLabel = (climb: Climb) =>
  manoKey(ID, `surface${climb[0].toUpperCase()}${climb.slice(1)}`);

function roll(values: CheckValues): SuccessRoll {
  const modifier = numberValue(values, MODIFIER);
  const difficulty = climbDifficulty(choiceValue(values, SURFACE));
  return {
    modifier,
    difficulty,
    lines: [
      line(manoKey(ID, "modifier"), signed(modifier)),
      line(manoKey(ID, "difficulty"), difficulty),
    ],
  };
}

/** The metres a turn where the seed gives them (none where the GM sets the pace). */
function speedLines(actor: CheckActor, values: CheckValues) {
  const speed = climbSpeed(choiceValue(values, SURFACE), sheetNumber(actor, "movement.running"));
  return speed === null ? [] : [line(manoKey(ID, "speed"), speed)];
}

export function climbing(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: ID,
    ruleset,
    ...buttonKeys(ruleset, ID),
    fields: (actor) => [
      choiceField(ID, SURFACE, "handHolds" as Climb, surfaceLabel),
      numberField(ID, MODIFIER, sheetNumber(actor, "abilities.climbing")),
    ],
    plan: (actor, values) => {
      const plan = rollPlan(roll(values), CLIMBS_UP, FALLS);
      return { ...plan, lines: [...plan.lines, ...speedLines(actor, values)] };
    },
    outcome: (actor, values, faces) => {
      const read = readRoll(roll(values), faces);
      return read.success
        ? {
            result: CLIMBS_UP.label,
            tone: CLIMBS_UP.tone,
            lines: [...read.lines, ...speedLines(actor, values)],
            paths: [],
          }
        : { result: FALLS.label, tone: FALLS.tone, lines: read.lines, paths: [] };
    },
    // the climb changes nothing on the sheet; a fall is its own check
    apply: (values, faces) => (readRoll(roll(values), faces), {}),
  };
}
