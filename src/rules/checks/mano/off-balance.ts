import { fallHarm } from "../../mano/harm";
import { OFF_BALANCE_DIFFICULTY, footingModifier, keepsFooting } from "../../mano/grappling";
import { POSTURES, SHARPNESSES, type Sharpness } from "../../mano/types";
import type { CheckDefinition, CheckValues, Patch } from "../types";
import { d20Face, line, readRoll, rollPlan, signed, type SuccessRoll } from "./roll";
import {
  buttonKeys,
  choiceField,
  choiceValue,
  manoKey,
  modifierSpec,
  numberField,
  numberValue,
  sheetChoice,
  sheetNumber,
  unavailableKey,
  HARM_PATHS,
  withHarm,
  type ManoRuleset,
} from "./values";

/*
 * RULES 5 (seed 004, grappling actions push and trip): a standing character pushed or tripped
 * rolls its grappling or acrobatics against 8; failing, it falls. A fall (seed 004, Grappling)
 * hurts like a quick attack whose sharpness is the ground's, with at least 2 stun whatever the
 * armor.
 */
const ID = "offBalance";
const MODIFIER = modifierSpec("modifier");
/** the power of the quick attack the fall counts as */
const POWER = { id: "power", min: 0, max: 200, whole: true } as const;
const ABSORPTION = { id: "absorption", min: 0, max: 100, whole: true } as const;
const SURFACE = { id: "surface", choices: SHARPNESSES } as const;

const KEPT = { label: manoKey(ID, "kept"), tone: "success" } as const;
const FELL = { label: manoKey(ID, "fell"), tone: "failure" } as const;
const PATHS = ["system.posture", ...HARM_PATHS] as const;

function roll(values: CheckValues): SuccessRoll {
  const modifier = numberValue(values, MODIFIER);
  return {
    modifier,
    difficulty: OFF_BALANCE_DIFFICULTY,
    lines: [
      line(manoKey(ID, "modifier"), signed(modifier)),
      line(manoKey(ID, "needs"), OFF_BALANCE_DIFFICULTY),
    ],
  };
}

function fall(values: CheckValues) {
  return fallHarm({
    power: numberValue(values, POWER),
    absorption: numberValue(values, ABSORPTION),
    surface: choiceValue(values, SURFACE),
  });
}

/** What the fall costs, shown before the roll and on a failure. */
function fallLines(values: CheckValues) {
  const harm = fall(values);
  return [line(manoKey(ID, "fallDamage"), harm.damage), line(manoKey(ID, "fallStun"), harm.stun)];
}

export function offBalance(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: ID,
    withoutActing: true,
    ruleset,
    ...buttonKeys(ruleset, ID),
    // only a standing character can be put off balance (seed 004: a standing opponent)
    unavailable: (actor) =>
      sheetChoice(actor, "posture", POSTURES) === "ground" ? unavailableKey("onGround") : null,
    fields: (actor) => [
      numberField(
        ID,
        MODIFIER,
        footingModifier(
          sheetNumber(actor, "grappleAttack"),
          sheetNumber(actor, "abilities.acrobatics"),
        ),
      ),
      // Interpretation: the quick attack a fall counts as has the unbalancing attack's power; the
      // field starts at 0, so an unknown push still costs the fall's 2 stun
      numberField(ID, POWER, 0),
      choiceField(ID, SURFACE, "blunt" as Sharpness, (s) => `ACTION_ENGINE.Choice.sharpness.${s}`),
      numberField(ID, ABSORPTION, sheetNumber(actor, "bestAbsorption")),
    ],
    plan: (_actor, values) => {
      const plan = rollPlan(roll(values), KEPT, FELL);
      return { ...plan, lines: [...plan.lines, ...fallLines(values)] };
    },
    outcome: (_actor, values, faces) => {
      const read = readRoll(roll(values), faces);
      return read.success
        ? { result: KEPT.label, tone: KEPT.tone, lines: read.lines, paths: [] }
        : {
            result: FELL.label,
            tone: FELL.tone,
            lines: [...read.lines, ...fallLines(values)],
            paths: PATHS,
          };
    },
    apply: (values, faces, current): Patch => {
      if (keepsFooting(d20Face(faces), roll(values).modifier)) return {};
      return { "system.posture": "ground", ...withHarm(current, fall(values)) };
    },
  };
}
