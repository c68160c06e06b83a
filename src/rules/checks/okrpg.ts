import { escapesGrab } from "../okrpg/effects";
import { STAND_UP_DIFFICULTY } from "../okrpg/defence";
import { rollOutcome, successChance, successes } from "../okrpg/rolling";
import { OKRPG_ROLES, type OkrpgRole } from "../okrpg/schema";
import { AVERAGE, rankLabel } from "../ranks";
import { RANK_MAX, RANK_MIN } from "../schema";
import { signed } from "./values";
import type {
  CheckActor,
  CheckBand,
  CheckDefinition,
  CheckField,
  CheckLine,
  CheckValues,
} from "./types";

/*
 * OK RPG checks (RULES 1, seed 000 "Special Effects"): getting up after a knockdown and escaping
 * a grab. Both are rolled like every OK RPG task: a rank's base successes + 4dF [I-1], with the
 * character's impairment (RULES 1.6) and any modifier in steps, against a number to reach.
 */

const KEY = "ACTION_ENGINE.Check.okrpg";
const key = (...parts: string[]) => [KEY, ...parts].join(".");

/** Situational modifiers in steps: wide enough for any table, narrow enough to catch typos. */
const MODIFIER_LIMIT = 20;

const DICE = { kind: "fudge" } as const;

// ------------------------------------------------------------------------------------------
// Reading the character

function roleStep(actor: CheckActor, role: OkrpgRole): number {
  const roles = actor.system.roles as Partial<Record<OkrpgRole, { step?: unknown }>> | undefined;
  const step = roles?.[role]?.step;
  return typeof step === "number" ? step : AVERAGE;
}

function impairmentOf(actor: CheckActor): number {
  const value = actor.system.impairment;
  return typeof value === "number" ? value : 0;
}

function grabPowerOf(actor: CheckActor): number | null {
  const value = actor.system.grabbed;
  return typeof value === "number" ? value : null;
}

// ------------------------------------------------------------------------------------------
// Shared fields, lines and odds

function roleField(initial: OkrpgRole): CheckField {
  return {
    id: "role",
    label: key("Field", "role"),
    hint: key("Field", "roleHint"),
    kind: "choice",
    default: initial,
    choices: OKRPG_ROLES.map((role) => ({
      value: role,
      label: `ACTION_ENGINE.Choice.role.${role}`,
    })),
  };
}

const MODIFIER_FIELD: CheckField = {
  id: "modifier",
  label: key("Field", "modifier"),
  hint: key("Field", "modifierHint"),
  kind: "number",
  default: 0,
  min: -MODIFIER_LIMIT,
  max: MODIFIER_LIMIT,
};

const rankText = (step: number) => `${rankLabel(step)} (${step})`;

/** The four Fudge faces as the dice show them: +, − or a blank (0). */
function fudgeFaces(faces: readonly number[]): string {
  return faces.map((f) => (f > 0 ? "+" : f < 0 ? "\u2212" : "0")).join(" ");
}

/** The roll's base and modifiers, as the dialog and the card list them. */
interface Roll {
  readonly base: number;
  readonly modifier: number;
  readonly lines: CheckLine[];
}

function rollOf(actor: CheckActor, values: CheckValues): Roll {
  const role = values.role as OkrpgRole;
  const base = roleStep(actor, role);
  const impairment = impairmentOf(actor);
  const situational = values.modifier as number;
  return {
    base,
    modifier: impairment + situational,
    lines: [
      { label: `ACTION_ENGINE.Choice.role.${role}`, value: rankText(base) },
      ...(impairment ? [{ label: key("Line", "impairment"), value: signed(impairment) }] : []),
      ...(situational ? [{ label: key("Line", "modifier"), value: signed(situational) }] : []),
    ],
  };
}

/** Two exclusive results: reaching `required` successes, or not. */
function twoBands(
  roll: Roll,
  required: number,
  pass: [string, CheckBand["tone"]],
  fail: [string, CheckBand["tone"]],
): CheckBand[] {
  const chance = successChance(roll.base, required, roll.modifier);
  return [
    { label: pass[0], chance, tone: pass[1] },
    { label: fail[0], chance: 1 - chance, tone: fail[1] },
  ];
}

function rolledLines(roll: Roll, faces: readonly number[]): CheckLine[] {
  return [
    { label: key("Line", "faces"), value: fudgeFaces(faces) },
    {
      label: key("Line", "rolled"),
      value: String(successes(roll.base, faces, roll.modifier)),
      total: true,
    },
  ];
}

// ------------------------------------------------------------------------------------------
// Getting up

const STANDS = key("getUp", "stands");
const STAYS_DOWN = key("getUp", "staysDown");

/** Seed 000 "Special Effects" (knockdown): getting up in one action is a Deficient task. */
export const GET_UP: CheckDefinition = {
  id: "getUp",
  ruleset: "okrpg",
  label: key("getUp", "label"),
  hint: key("getUp", "hint"),
  unavailable: (actor) => (actor.system.knockedDown === true ? null : key("getUp", "notDown")),
  // Interpretation: the seed names no attribute for getting up; quickness is offered first.
  fields: () => [roleField("quickness"), MODIFIER_FIELD],
  plan(actor, values) {
    const roll = rollOf(actor, values);
    return {
      dice: DICE,
      odds: twoBands(roll, STAND_UP_DIFFICULTY, [STANDS, "success"], [STAYS_DOWN, "failure"]),
      lines: [
        ...roll.lines,
        { label: key("Line", "required"), value: rankText(STAND_UP_DIFFICULTY), total: true },
      ],
    };
  },
  outcome(actor, values, faces) {
    const roll = rollOf(actor, values);
    const rolled = successes(roll.base, faces, roll.modifier);
    const stands = rollOutcome(rolled, STAND_UP_DIFFICULTY).success;
    return {
      result: stands ? STANDS : STAYS_DOWN,
      tone: stands ? "success" : "failure",
      lines: [
        ...rolledLines(roll, faces),
        { label: key("Line", "required"), value: String(STAND_UP_DIFFICULTY) },
      ],
      paths: stands ? ["system.knockedDown"] : [],
    };
  },
  apply: () => ({ "system.knockedDown": false }),
};

// ------------------------------------------------------------------------------------------
// Escaping a grab

const ESCAPES = key("escapeGrab", "escapes");
const STILL_HELD = key("escapeGrab", "stillHeld");

/**
 * Interpretation: an escape is rolled like an attack on the one holding you (against their
 * defence). As with every special effect [I-2], reaching the defence buys the escaper's base
 * hand-to-hand power and each further success one step more; RULES 1.4 then frees the escaper
 * when that power is more than the grab's.
 */
function escapeNeeds(actor: CheckActor, values: CheckValues): { required: number; power: number } {
  const power = roleStep(actor, "handToHand");
  const defence = values.defence as number;
  const grab = values.grabPower as number;
  // the fewest extra successes whose power beats the grab's
  const extra = Math.max(0, grab + 1 - power);
  return { required: defence + extra, power };
}

function escapeFields(actor: CheckActor): CheckField[] {
  return [
    roleField("attack"),
    {
      id: "grabPower",
      label: key("escapeGrab", "grabPower"),
      hint: key("escapeGrab", "grabPowerHint"),
      kind: "number",
      default: grabPowerOf(actor) ?? roleStep(actor, "handToHand"),
      min: RANK_MIN,
      max: RANK_MAX,
    },
    {
      id: "defence",
      label: key("escapeGrab", "defence"),
      hint: key("escapeGrab", "defenceHint"),
      kind: "number",
      default: AVERAGE,
      min: RANK_MIN,
      max: RANK_MAX,
    },
    MODIFIER_FIELD,
  ];
}

export const ESCAPE_GRAB: CheckDefinition = {
  id: "escapeGrab",
  ruleset: "okrpg",
  label: key("escapeGrab", "label"),
  hint: key("escapeGrab", "hint"),
  unavailable: (actor) => (grabPowerOf(actor) === null ? key("escapeGrab", "notHeld") : null),
  fields: escapeFields,
  plan(actor, values) {
    const roll = rollOf(actor, values);
    const { required, power } = escapeNeeds(actor, values);
    return {
      dice: DICE,
      odds: twoBands(roll, required, [ESCAPES, "success"], [STILL_HELD, "failure"]),
      lines: [
        ...roll.lines,
        { label: key("escapeGrab", "defence"), value: rankText(values.defence as number) },
        { label: key("Line", "basePower"), value: rankText(power) },
        { label: key("escapeGrab", "grabPower"), value: rankText(values.grabPower as number) },
        { label: key("Line", "required"), value: String(required), total: true },
      ],
    };
  },
  outcome(actor, values, faces) {
    const roll = rollOf(actor, values);
    const { power } = escapeNeeds(actor, values);
    const rolled = successes(roll.base, faces, roll.modifier);
    const { success, extra } = rollOutcome(rolled, values.defence as number);
    const reached = success ? power + extra : null;
    const escapes = reached !== null && escapesGrab(reached, values.grabPower as number);
    return {
      result: escapes ? ESCAPES : STILL_HELD,
      tone: escapes ? "success" : "failure",
      lines: [
        ...rolledLines(roll, faces),
        { label: key("escapeGrab", "defence"), value: String(values.defence) },
        {
          label: key("Line", "power"),
          value: reached === null ? "\u2014" : rankText(reached),
        },
        { label: key("escapeGrab", "grabPower"), value: rankText(values.grabPower as number) },
      ],
      paths: escapes ? ["system.grabbed"] : [],
    };
  },
  apply: () => ({ "system.grabbed": null }),
};

/** The checks an OK RPG character can take from the sheet's Checks section. */
export const OKRPG_CHECKS: readonly CheckDefinition[] = [GET_UP, ESCAPE_GRAB];
