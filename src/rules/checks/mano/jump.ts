import { jumpCheck, jumpLimits } from "../../mano/movement";
import type { CheckActor, CheckDefinition, CheckLine, CheckPlan, CheckValues } from "../types";
import {
  certainPlan,
  line,
  noFaces,
  readRoll,
  rollPlan,
  signed,
  type CheckResult,
  type SuccessRoll,
} from "./roll";
import {
  booleanField,
  booleanValue,
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
 * RULES 5 jumping (seed 004, Movement): with a run-up a character jumps as far as its running,
 * standing half as far, and half as high as far. A jump within 1 m of the limit needs an
 * acrobatics roll; a longer one cannot be made. The result informs: a missed jump across a gap
 * is a fall, which the GM settles.
 */
const ID = "jump";
const DIRECTION = { id: "direction", choices: ["across", "up"] as const } as const;
/** metres to clear; the seed's fastest runners stay far below 200 */
const METRES = { id: "metres", min: 0, max: 200, whole: false } as const;
const MODIFIER = modifierSpec("modifier");
/**
 * Interpretation: the seed gives no difficulty for the acrobatics roll of a jump near the limit;
 * it starts at 10, the base of the seed's other unopposed rolls (stealth, healing, riding), and
 * the GM may change it.
 */
const DIFFICULTY = { id: "difficulty", min: 0, max: 40, whole: true } as const;
const USUAL_DIFFICULTY = 10;

const MADE = { label: manoKey(ID, "made"), tone: "success" } as const;
const MISSED = { label: manoKey(ID, "missed"), tone: "failure" } as const;
const TOO_FAR = { label: manoKey(ID, "tooFar"), tone: "warning" } as const;

/** The running the character has now (an encumbered one runs at half speed). */
function running(actor: CheckActor): number {
  return sheetNumber(actor, "movement.running");
}

interface Jump {
  readonly need: "easy" | "roll" | "impossible";
  readonly roll: SuccessRoll;
  /** the running, the limit it gives and the metres to clear */
  readonly reach: readonly CheckLine[];
}

function jump(actor: CheckActor, values: CheckValues): Jump {
  const limits = jumpLimits(running(actor), booleanValue(values, "runningStart"));
  const limit = choiceValue(values, DIRECTION) === "across" ? limits.distance : limits.height;
  const metres = numberValue(values, METRES);
  const modifier = numberValue(values, MODIFIER);
  const reach = [
    line(manoKey(ID, "running"), running(actor)),
    line(manoKey(ID, "limit"), limit),
    line(manoKey(ID, "metres"), metres),
  ];
  return {
    need: jumpCheck(metres, limit),
    reach,
    roll: {
      modifier,
      difficulty: numberValue(values, DIFFICULTY),
      lines: [...reach, line(manoKey(ID, "modifier"), signed(modifier))],
    },
  };
}

const CERTAIN: Record<"easy" | "impossible", CheckResult> = { easy: MADE, impossible: TOO_FAR };

export function jumping(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: ID,
    ruleset,
    ...buttonKeys(ruleset, ID),
    fields: (actor) => [
      choiceField(ID, DIRECTION, "across", (d) => manoKey(ID, d)),
      booleanField(ID, "runningStart", true),
      numberField(ID, METRES, 1),
      numberField(ID, MODIFIER, sheetNumber(actor, "abilities.acrobatics")),
      numberField(ID, DIFFICULTY, USUAL_DIFFICULTY),
    ],
    plan: (actor, values): CheckPlan => {
      const { need, roll } = jump(actor, values);
      return need === "roll"
        ? rollPlan(roll, MADE, MISSED)
        : certainPlan(CERTAIN[need], roll.lines);
    },
    outcome: (actor, values, faces) => {
      const { need, roll, reach } = jump(actor, values);
      if (need !== "roll") {
        noFaces(faces);
        const result = CERTAIN[need];
        return { result: result.label, tone: result.tone, lines: reach, paths: [] };
      }
      const read = readRoll(roll, faces);
      const result = read.success ? MADE : MISSED;
      return {
        result: result.label,
        tone: result.tone,
        lines: [...reach, ...read.lines],
        paths: [],
      };
    },
    // a jump changes nothing on the sheet; the values are still held to their limits
    apply: (values) => {
      choiceValue(values, DIRECTION);
      booleanValue(values, "runningStart");
      [METRES, MODIFIER, DIFFICULTY].forEach((spec) => numberValue(values, spec));
      return {};
    },
  };
}
