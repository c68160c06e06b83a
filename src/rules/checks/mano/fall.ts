import { requireInteger } from "../../errors";
import {
  climbDifficulty,
  climbingFall,
  fallDanger,
  type Climb,
  type FallDanger,
} from "../../mano/movement";
import type { CheckActor, CheckDefinition, CheckPlan, CheckValues, Patch } from "../types";
import { SURFACE, surfaceLabel } from "./climb";
import {
  certainPlan,
  d20Face,
  line,
  noFaces,
  readRoll,
  rollPlan,
  signed,
  type CheckResult,
  type SuccessRoll,
} from "./roll";
import {
  buttonKeys,
  choiceField,
  choiceValue,
  manoKey,
  modifierSpec,
  numberField,
  numberValue,
  sheetNumber,
  HARM_PATHS,
  withHarm,
  type ManoRuleset,
} from "./values";

/*
 * RULES 5 falls from a climb (seed 004, Movement): above 3 m a fall may hurt, above 6 m it may
 * kill. The faller rolls against the climb's difficulty with its agility plus its climbing or
 * acrobatics. A fall that may hurt: success unharmed, failure damage and stun equal to toughness.
 * One that may kill: success damage and stun equal to toughness, failure damage equal to stamina.
 * Armor does not help.
 */
const ID = "fall";
/** metres fallen; a fall of 30 m or more is already lethal, 1000 m is beyond any climb */
const HEIGHT = { id: "height", min: 0, max: 1000, whole: false } as const;
/**
 * What the landing allows at worst (seed 004: the surface that stops the fall decides whether it
 * is dangerous or lethal). Interpretation: the height sets the worst a fall can be and the GM may
 * only soften it for the landing (water, snow, a haystack), never make it worse.
 */
const LANDING = { id: "landing", choices: ["hard", "notLethal", "harmless"] as const } as const;
type Landing = (typeof LANDING.choices)[number];
const LANDING_DANGERS: Record<Landing, readonly FallDanger[]> = {
  hard: ["safe", "dangerous", "lethal"],
  notLethal: ["safe", "dangerous"],
  harmless: ["safe"],
};
const AGILITY = modifierSpec("agility");
const MODIFIER = modifierSpec("modifier");
/** the sheet's toughness and stamina set the harm; Apply reads them with stun and damage */
const PATHS = [...HARM_PATHS, "system.toughness", "system.stamina"] as const;

const UNHURT = { label: manoKey(ID, "unhurt"), tone: "success" } as const;
const HURT = { label: manoKey(ID, "hurt"), tone: "warning" } as const;
const GRAVE = { label: manoKey(ID, "grave"), tone: "failure" } as const;

function roll(values: CheckValues): SuccessRoll {
  const agility = numberValue(values, AGILITY);
  const modifier = numberValue(values, MODIFIER);
  const difficulty = climbDifficulty(choiceValue(values, SURFACE));
  return {
    modifier: agility + modifier,
    difficulty,
    lines: [
      line(manoKey(ID, "agility"), signed(agility)),
      line(manoKey(ID, "modifier"), signed(modifier)),
      line(manoKey(ID, "difficulty"), difficulty),
    ],
  };
}

/** The faller's toughness and stamina, as the rules read them. */
function body(toughness: unknown, stamina: unknown) {
  const t = requireInteger("system.toughness", toughness, { min: 0 });
  return { toughness: t, stamina: requireInteger("system.stamina", stamina, { min: t }) };
}

function bodyOf(actor: CheckActor) {
  return body(sheetNumber(actor, "toughness"), sheetNumber(actor, "stamina"));
}

/** How bad the fall can be: the height's danger, softened by the landing. */
function danger(values: CheckValues): FallDanger {
  const allowed = LANDING_DANGERS[choiceValue(values, LANDING)];
  const byHeight = fallDanger(numberValue(values, HEIGHT));
  return allowed.includes(byHeight) ? byHeight : allowed[allowed.length - 1];
}

/** The two results of a fall of each danger: a safe fall has none to roll for. */
const RESULTS: Record<FallDanger, readonly [CheckResult, CheckResult] | null> = {
  safe: null,
  dangerous: [UNHURT, HURT],
  lethal: [HURT, GRAVE],
};

function results(values: CheckValues): readonly [CheckResult, CheckResult] | null {
  return RESULTS[danger(values)];
}

function harmOf(actor: CheckActor, values: CheckValues, natural: number) {
  const { modifier, difficulty } = roll(values);
  return climbingFall(danger(values), { natural, modifier, difficulty }, bodyOf(actor));
}

export function falling(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: ID,
    withoutActing: true,
    ruleset,
    ...buttonKeys(ruleset, ID),
    fields: (actor) => [
      choiceField(ID, SURFACE, "handHolds" as Climb, surfaceLabel),
      numberField(ID, HEIGHT, 4),
      choiceField(ID, LANDING, "hard" as Landing, (l) =>
        manoKey(ID, `landing${l[0].toUpperCase()}${l.slice(1)}`),
      ),
      numberField(ID, AGILITY, sheetNumber(actor, "agility")),
      numberField(
        ID,
        MODIFIER,
        Math.max(
          sheetNumber(actor, "abilities.climbing"),
          sheetNumber(actor, "abilities.acrobatics"),
        ),
      ),
    ],
    plan: (actor, values): CheckPlan => {
      const { toughness, stamina } = bodyOf(actor);
      const pair = results(values);
      const made = roll(values);
      const height = line(manoKey(ID, "height"), numberValue(values, HEIGHT));
      if (!pair) return certainPlan(UNHURT, [height]);
      const lines = [
        height,
        ...made.lines,
        line(manoKey(ID, "toughness"), toughness),
        line(manoKey(ID, "stamina"), stamina),
      ];
      return rollPlan({ ...made, lines }, pair[0], pair[1]);
    },
    outcome: (actor, values, faces) => {
      const pair = results(values);
      const height = line(manoKey(ID, "height"), numberValue(values, HEIGHT));
      if (!pair) {
        noFaces(faces);
        bodyOf(actor);
        return { result: UNHURT.label, tone: UNHURT.tone, lines: [height], paths: [] };
      }
      const read = readRoll(roll(values), faces);
      const result = read.success ? pair[0] : pair[1];
      const harm = harmOf(actor, values, d20Face(faces));
      const hurt = harm.damage + harm.stun > 0;
      return {
        result: result.label,
        tone: result.tone,
        lines: [
          height,
          ...read.lines,
          line(manoKey(ID, "damage"), harm.damage),
          line(manoKey(ID, "stun"), harm.stun),
        ],
        paths: hurt ? PATHS : [],
      };
    },
    // the toughness and stamina at the time of the Apply set the harm
    apply: (values, faces, current): Patch => {
      const worst = danger(values);
      if (worst === "safe") return (noFaces(faces), {});
      const { modifier, difficulty } = roll(values);
      const harm = climbingFall(
        worst,
        { natural: d20Face(faces), modifier, difficulty },
        body(current["system.toughness"], current["system.stamina"]),
      );
      return harm.damage + harm.stun > 0 ? withHarm(current, harm) : {};
    },
  };
}
