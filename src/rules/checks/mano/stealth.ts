import { mutualStalking, stealthDifficulty } from "../../mano/surprise";
import type { CheckDefinition, CheckOutcome, CheckValues } from "../types";
import { line, readRoll, rollPlan, signed, type CheckResult, type SuccessRoll } from "./roll";
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
 * RULES 5 surprise (seed 004, Rounds; the combat example's ambush): sneaking up is a stealth roll
 * against 10 plus the watcher's detection. When two characters stalk each other, each rolls
 * once: both failing means no fight, one succeeding alone surprises the other, both succeeding
 * means a fight without surprise. The result informs; the tracker holds who is surprised.
 */
const STEALTH = modifierSpec("stealth");
const DETECTION = modifierSpec("detection");

function roll(check: string, values: CheckValues): SuccessRoll {
  const modifier = numberValue(values, STEALTH);
  const detection = numberValue(values, DETECTION);
  const difficulty = stealthDifficulty(detection);
  return {
    modifier,
    difficulty,
    lines: [
      line(manoKey(check, "stealth"), signed(modifier)),
      line(manoKey(check, "base"), 10),
      line(manoKey(check, "detection"), signed(detection)),
      line(manoKey(check, "difficulty"), difficulty, true),
    ],
  };
}

function fields(check: string) {
  return (actor: Parameters<CheckDefinition["fields"]>[0]) => [
    numberField(check, STEALTH, sheetNumber(actor, "abilities.stealth")),
    numberField(check, DETECTION, 0),
  ];
}

function informs(result: CheckResult, lines: CheckOutcome["lines"]): CheckOutcome {
  return { result: result.label, tone: result.tone, lines, paths: [] };
}

const SNEAK = "stealth";
const UNSEEN = { label: manoKey(SNEAK, "unseen"), tone: "success" } as const;
const SPOTTED = { label: manoKey(SNEAK, "spotted"), tone: "failure" } as const;

/** Sneaking up on a watcher: success gives surprise. */
export function stealth(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: SNEAK,
    ruleset,
    ...buttonKeys(ruleset, SNEAK),
    fields: fields(SNEAK),
    plan: (_actor, values) => rollPlan(roll(SNEAK, values), UNSEEN, SPOTTED),
    outcome: (_actor, values, faces) => {
      const read = readRoll(roll(SNEAK, values), faces);
      return informs(read.success ? UNSEEN : SPOTTED, read.lines);
    },
    // nothing on the sheet changes; the values are still held to their limits
    apply: (values, faces) => (readRoll(roll(SNEAK, values), faces), {}),
  };
}

const STALK = "mutualStalking";
/** how the other stalker's own stealth roll went */
const THEIRS = { id: "theirRoll", choices: ["succeeded", "failed"] as const } as const;
type Theirs = (typeof THEIRS.choices)[number];

const STALKING: Record<ReturnType<typeof mutualStalking>, CheckResult> = {
  noFight: { label: manoKey(STALK, "noFight"), tone: "neutral" },
  first: { label: manoKey(STALK, "youSurprise"), tone: "success" },
  second: { label: manoKey(STALK, "theySurprise"), tone: "failure" },
  neither: { label: manoKey(STALK, "noSurprise"), tone: "neutral" },
};

/** The two results this roll can end in, given how the other stalker's roll went. */
function stalkingResults(theirs: Theirs): { success: CheckResult; failure: CheckResult } {
  const theySucceeded = theirs === "succeeded";
  return {
    success: STALKING[mutualStalking(true, theySucceeded)],
    failure: STALKING[mutualStalking(false, theySucceeded)],
  };
}

/** Two characters stalking each other: this is one of the two rolls, the other is theirs. */
export function stalking(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: STALK,
    ruleset,
    ...buttonKeys(ruleset, STALK),
    fields: (actor) => [
      ...fields(STALK)(actor),
      choiceField(STALK, THEIRS, "failed" as Theirs, (c) =>
        manoKey(STALK, c === "succeeded" ? "theirRollSucceeded" : "theirRollFailed"),
      ),
    ],
    plan: (_actor, values) => {
      const { success, failure } = stalkingResults(choiceValue(values, THEIRS));
      return rollPlan(roll(STALK, values), success, failure);
    },
    outcome: (_actor, values, faces) => {
      const { success, failure } = stalkingResults(choiceValue(values, THEIRS));
      const read = readRoll(roll(STALK, values), faces);
      return informs(read.success ? success : failure, read.lines);
    },
    apply: (values, faces) => (
      choiceValue(values, THEIRS),
      readRoll(roll(STALK, values), faces),
      {}
    ),
  };
}
