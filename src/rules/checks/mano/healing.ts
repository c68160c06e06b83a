import { damageAfterHealing, damageHealed, healingDifficulty } from "../../mano/health";
import { requireInteger } from "../../errors";
import type { CheckDefinition, CheckValues, Patch } from "../types";
import { d20Face, line, readRoll, rollPlan, signed, type SuccessRoll } from "./roll";
import {
  buttonKeys,
  manoKey,
  modifierSpec,
  numberField,
  numberValue,
  sheetNumber,
  unavailableKey,
  type ManoRuleset,
} from "./values";

/*
 * RULES 5 weekly healing (seed 004, Health): once a week a wounded character rolls against 10,
 * +1 per day it exerted itself, +1 per time it was hurt, +5 per time damage alone incapacitated
 * it; success heals half its damage, rounded up.
 */
const ID = "healing";
const DAYS = { id: "exertedDays", min: 0, max: 7, whole: true } as const;
/** a week of fighting may hurt a character many times; 100 is beyond any table's need */
const HURT = { id: "timesHurt", min: 0, max: 100, whole: true } as const;
const OUT = { id: "timesIncapacitated", min: 0, max: 100, whole: true } as const;
const MODIFIER = modifierSpec("modifier");

const HEALED = { label: manoKey(ID, "healed"), tone: "success" } as const;
const NOT_HEALED = { label: manoKey(ID, "notHealed"), tone: "failure" } as const;
const PATHS = ["system.damage"] as const;

function roll(values: CheckValues): SuccessRoll {
  const week = {
    exertedDays: numberValue(values, DAYS),
    timesHurt: numberValue(values, HURT),
    timesIncapacitatedByDamage: numberValue(values, OUT),
  };
  const modifier = numberValue(values, MODIFIER);
  const difficulty = healingDifficulty(week);
  return {
    modifier,
    difficulty,
    lines: [
      line(manoKey(ID, "modifierLine"), signed(modifier)),
      line(manoKey(ID, "base"), 10),
      line(manoKey(ID, "exertedLine"), signed(week.exertedDays)),
      line(manoKey(ID, "hurtLine"), signed(week.timesHurt)),
      line(manoKey(ID, "incapacitatedLine"), signed(5 * week.timesIncapacitatedByDamage)),
      line(manoKey(ID, "difficulty"), difficulty, true),
    ],
  };
}

export function healing(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: ID,
    withoutActing: true,
    ruleset,
    ...buttonKeys(ruleset, ID),
    unavailable: (actor) => (sheetNumber(actor, "damage") > 0 ? null : unavailableKey("noDamage")),
    fields: () => [
      numberField(ID, DAYS, 0),
      numberField(ID, HURT, 0),
      numberField(ID, OUT, 0),
      // Interpretation: the seed names no ability for the healing roll, so it starts at +0 and
      // the GM adds what the week's care is worth
      numberField(ID, MODIFIER, 0),
    ],
    plan: (actor, values) => {
      const plan = rollPlan(roll(values), HEALED, NOT_HEALED);
      const damage = sheetNumber(actor, "damage");
      return {
        ...plan,
        lines: [...plan.lines, line(manoKey(ID, "wouldHeal"), damageHealed(damage))],
      };
    },
    outcome: (actor, values, faces) => {
      const read = readRoll(roll(values), faces);
      if (!read.success)
        return { result: NOT_HEALED.label, tone: NOT_HEALED.tone, lines: read.lines, paths: [] };
      const damage = sheetNumber(actor, "damage");
      return {
        result: HEALED.label,
        tone: HEALED.tone,
        lines: [
          ...read.lines,
          line(manoKey(ID, "damageHealed"), damageHealed(damage)),
          line(manoKey(ID, "damageLeft"), damage - damageHealed(damage), true),
        ],
        paths: PATHS,
      };
    },
    // the damage at the time of the Apply heals: half of it, rounded up
    apply: (values, faces, current): Patch => {
      const { modifier, difficulty } = roll(values);
      const damage = requireInteger("system.damage", current["system.damage"], { min: 0 });
      const after = damageAfterHealing(damage, d20Face(faces), modifier, difficulty);
      return after === damage ? {} : { "system.damage": after };
    },
  };
}
