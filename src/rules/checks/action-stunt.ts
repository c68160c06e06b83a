import { assistBonus, modifiedSkill, mookGroupBonus, MOOK_GROUP_SIZE } from "../action";
import { schticksFor } from "../action/skills";
import { notAllowed, requireBoolean } from "../errors";
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
  sheetOf,
  signed,
  skillField,
} from "./action-shared";
import type { CheckActor, CheckDefinition, CheckField, CheckLine, CheckValues } from "./types";

/*
 * Seed 002 (random rolls, assists, modifiers to rolls): a stunt or skill check made from the
 * sheet. One or more difficulties (the highest applies), the character's schticks for the skill
 * (only the best counts), Advantage spent from the sheet's pool, successful assistants (+1 each,
 * at most +3) or, for an unnamed group, the group acting as one, and an action modifier.
 */

const KEY = `${CHECK_KEY}.stunt`;
const ADVANTAGE_PATH = "system.advantage";

const schtickField = (id: string) => `schtick.${id}`;

function modifierField(): CheckField {
  return {
    id: "modifier",
    label: `${KEY}.modifier`,
    kind: "number",
    default: 0,
    min: -20,
    max: 20,
  };
}

function advantageField(pool: number): CheckField {
  return {
    id: "advantage",
    label: `${KEY}.advantage`,
    hint: `${KEY}.advantageHint`,
    kind: "number",
    default: 0,
    min: 0,
    max: pool,
  };
}

const ASSISTANTS: CheckField = {
  id: "assistants",
  label: `${KEY}.assistants`,
  hint: `${KEY}.assistantsHint`,
  kind: "number",
  default: 0,
  min: 0,
  max: 10,
};

const GROUP: CheckField = {
  id: "group",
  label: `${KEY}.group`,
  hint: `${KEY}.groupHint`,
  kind: "number",
  default: MOOK_GROUP_SIZE,
  min: 1,
  max: MOOK_GROUP_SIZE,
};

const schticksOf = (actor: CheckActor) => actor.items.filter((i) => i.type === "action-schtick");
/** The schticks that modify a roll of their own skill (schticksFor: one with no skill, none). */
const withBonus = (actor: CheckActor) =>
  schticksOf(actor).filter((s) => schticksFor([s], String(s.system.skill)).length > 0);
const poolOf = (actor: CheckActor) => Number(sheetOf(actor).advantage ?? 0);
const unnamed = (actor: CheckActor) => sheetOf(actor).named === false;

/** The skill as this roll uses it, and how it was made. */
function skillFor(actor: CheckActor, values: CheckValues) {
  const { skill, rating } = chosenSkill(actor, values);
  // seed 002: of the schticks ticked for this skill, only the best counts
  const ticked = schticksFor(schticksOf(actor), skill).filter((s) =>
    requireBoolean(schtickField(s.id), values[schtickField(s.id)] ?? false),
  );
  const schtick = ticked.map((s) => Number(s.system.bonus));
  const spent = poolOf(actor) > 0 ? numberOf(values, advantageField(poolOf(actor))) : 0;
  // RULES 3: assistants add +1 each to +3; an unnamed group of four acts once at +3
  const assist = unnamed(actor)
    ? mookGroupBonus(numberOf(values, GROUP))
    : assistBonus(numberOf(values, ASSISTANTS));
  const modifier = numberOf(values, modifierField());
  const total = modifiedSkill({
    skill: rating,
    schtick,
    advantage: [spent, assist],
    action: modifier,
  });
  const best = schtick.length ? Math.max(...schtick) : 0;
  const lines: CheckLine[] = [
    { label: `${CHECK_KEY}.Line.rating`, value: String(rating) },
    ...(ticked.length ? [{ label: `${KEY}.schtick`, value: signed(best) }] : []),
    ...(spent ? [{ label: `${KEY}.advantage`, value: signed(spent) }] : []),
    ...(assist
      ? [{ label: unnamed(actor) ? `${KEY}.group` : `${KEY}.assistants`, value: signed(assist) }]
      : []),
    ...(modifier ? [{ label: `${KEY}.modifier`, value: signed(modifier) }] : []),
    { label: `${CHECK_KEY}.Line.skill`, value: String(total), total: true },
  ];
  return { total, spent, lines };
}

export const actionStunt: CheckDefinition = {
  id: "stunt",
  ruleset: "action",
  label: `${KEY}.label`,
  hint: `${KEY}.hint`,
  fields(actor) {
    const pool = poolOf(actor);
    return [
      skillField(actor, "maneuver"),
      modeField(),
      ...difficultyFields(),
      modifierField(),
      // seed 002 "Schtick Modifier": the schticks that modify a skill, ticked when they apply
      ...withBonus(actor).map((s): CheckField => ({
        id: schtickField(s.id),
        // the schtick's own name, as the sheet shows it
        label: s.name,
        hint: `${KEY}.schtickHint`,
        kind: "boolean",
        default: false,
      })),
      ...(pool > 0 ? [advantageField(pool)] : []),
      unnamed(actor) ? GROUP : ASSISTANTS,
    ];
  },
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
    const skill = skillFor(actor, values);
    const read = readCheck(options, skill.total, difficultiesOf(values).listed, faces);
    return {
      result: resultKey(read.reading),
      tone: read.tone,
      lines: rollLines(read, faces),
      // seed 002: Advantage spent on the roll leaves the pool
      paths: skill.spent > 0 ? [ADVANTAGE_PATH] : [],
    };
  },
  apply(values, _faces, current) {
    const spent = Number(values.advantage ?? 0);
    const pool = Number(current[ADVANTAGE_PATH] ?? 0);
    if (spent > pool)
      throw notAllowed(`spending ${spent} Advantage`, `only ${pool} is left in the pool`);
    const patch: Record<string, number> = {};
    if (spent > 0) patch[ADVANTAGE_PATH] = pool - spent;
    return patch;
  },
};
