import { STAY_MOUNTED_DIFFICULTY, handlingDifficulty } from "../../mano/mounted";
import type { CheckDefinition, CheckValues } from "../types";
import { line, readRoll, rollPlan, signed, type CheckResult, type SuccessRoll } from "./roll";
import {
  booleanField,
  booleanValue,
  buttonKeys,
  manoKey,
  modifierSpec,
  numberField,
  numberValue,
  sheetNumber,
  type ManoRuleset,
} from "./values";

/*
 * RULES 5 mounted combat (seed 004, Mounted Combat): whenever a fighting mount attacks or
 * defends, its rider rolls riding against 10 to stay on. To hold a fighting mount back the rider
 * rolls animal handling against 10 (15 once the mount has stun or damage); a mount not trained to
 * fight tries to flee unless the rider beats 15 (20 when it is hurt). The results inform: the
 * sheet has no field for being mounted.
 */
const MODIFIER = modifierSpec("modifier");

const RIDE = "stayMounted";
const STAYS_ON = { label: manoKey(RIDE, "staysOn"), tone: "success" } as const;
const THROWN = { label: manoKey(RIDE, "thrown"), tone: "failure" } as const;

function rideRoll(values: CheckValues): SuccessRoll {
  const modifier = numberValue(values, MODIFIER);
  return {
    modifier,
    difficulty: STAY_MOUNTED_DIFFICULTY,
    lines: [
      line(manoKey(RIDE, "modifier"), signed(modifier)),
      line(manoKey(RIDE, "difficulty"), STAY_MOUNTED_DIFFICULTY),
    ],
  };
}

/** The riding roll to stay in the saddle while the mount fights. */
export function stayMounted(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: RIDE,
    ruleset,
    ...buttonKeys(ruleset, RIDE),
    fields: (actor) => [numberField(RIDE, MODIFIER, sheetNumber(actor, "abilities.riding"))],
    plan: (_actor, values) => rollPlan(rideRoll(values), STAYS_ON, THROWN),
    outcome: (_actor, values, faces) => {
      const read = readRoll(rideRoll(values), faces);
      const result = read.success ? STAYS_ON : THROWN;
      return { result: result.label, tone: result.tone, lines: read.lines, paths: [] };
    },
    apply: (values, faces) => (readRoll(rideRoll(values), faces), {}),
  };
}

const HANDLE = "handleMount";
const RESULTS: Record<"fighter" | "runner", { success: CheckResult; failure: CheckResult }> = {
  fighter: {
    success: { label: manoKey(HANDLE, "holdsBack"), tone: "success" },
    failure: { label: manoKey(HANDLE, "attacks"), tone: "failure" },
  },
  runner: {
    success: { label: manoKey(HANDLE, "staysPut"), tone: "success" },
    failure: { label: manoKey(HANDLE, "bolts"), tone: "failure" },
  },
};

function handling(values: CheckValues): { roll: SuccessRoll; trained: boolean } {
  const modifier = numberValue(values, MODIFIER);
  const trained = booleanValue(values, "trainedToFight");
  const difficulty = handlingDifficulty({
    trainedToFight: trained,
    hurt: booleanValue(values, "hurt"),
  });
  return {
    trained,
    roll: {
      modifier,
      difficulty,
      lines: [
        line(manoKey(HANDLE, "modifier"), signed(modifier)),
        line(manoKey(HANDLE, "difficulty"), difficulty),
      ],
    },
  };
}

/** The animal-handling roll that keeps a mount from fighting, or from bolting. */
export function handleMount(ruleset: ManoRuleset): CheckDefinition {
  const results = (trained: boolean) => RESULTS[trained ? "fighter" : "runner"];
  return {
    id: HANDLE,
    ruleset,
    ...buttonKeys(ruleset, HANDLE),
    fields: (actor) => [
      booleanField(HANDLE, "trainedToFight", true),
      booleanField(HANDLE, "hurt", false),
      numberField(HANDLE, MODIFIER, sheetNumber(actor, "abilities.animalHandling")),
    ],
    plan: (_actor, values) => {
      const { roll, trained } = handling(values);
      const { success, failure } = results(trained);
      return rollPlan(roll, success, failure);
    },
    outcome: (_actor, values, faces) => {
      const { roll, trained } = handling(values);
      const read = readRoll(roll, faces);
      const result = read.success ? results(trained).success : results(trained).failure;
      return { result: result.label, tone: result.tone, lines: read.lines, paths: [] };
    },
    apply: (values, faces) => (readRoll(handling(values).roll, faces), {}),
  };
}
