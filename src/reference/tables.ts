import { DEFEATED_CONDITION } from "../rules/conditions";
import {
  BASIC_COST,
  FREE_COST,
  STANCE_COST,
  SURPRISE_SHOTS,
  TRIGGER_COST,
} from "../rules/sequencing/shots";
import { ACT_COST, CARRY_CAP, DEFENSE_COST, HOLD_COST } from "../rules/sequencing/ladder";
import { EVADING_DEFENSE, roundsPerTurn } from "../rules/sequencing/turns";
import { PUSH_LUCK_SHOTS, check } from "../rules/action/check";
import { DIE_FACES, interpretRoll, type RollOptions } from "../rules/action/roll";
import { frictionCheck } from "../rules/action/friction";
import { ACTIVE_DEFENCE_BONUS, ACTIVE_DEFENCE_SHOTS } from "../rules/action/support";
import { DARKNESS, LIGHTS, rangeDifficulty } from "../rules/mano/difficulty";
import { avoidArmor, bestAbsorption, layered, powerThroughArmor } from "../rules/mano/armor";
import { harm } from "../rules/mano/harm";
import { ACTIONS, ACTION_IDS } from "../rules/mano/actions";
import { ROLL_CATEGORIES, SHARPNESSES } from "../rules/mano/types";
import { BASE_TO_HIT, ATTACK_RANGES } from "../rules/occult/range";
import { DEFENCE_MODIFIERS, STRIKE_MODIFIERS, type ModifierRow } from "../rules/occult/modifiers";
import { EPIC_FUMBLES } from "../rules/occult/fumble";
import { SCATTER_STEPS } from "../rules/occult/grenade";
import { DOWN_AT, DYING_AT, DYING_TIME_LEFT, IMPAIRED_AT, OUT_AT } from "../rules/okrpg/condition";
import {
  LEAST_HARMFUL_MARGIN,
  LETHALITY,
  damagePoints,
  lethalFraction,
  type AttackType,
} from "../rules/okrpg/damage";
import { MOOK_DOWN_AT, MOOK_OUT_AT } from "../rules/okrpg/mooks";
import { ACTIVE_DEFENCES, HOLD_BONUS, requiredSuccesses } from "../rules/okrpg/defence";
import { IMPAIRED_PENALTY } from "../rules/okrpg/rolling";
import { recoveryRate, healingRate } from "../rules/okrpg/resistance";
import { OPTION_RULES, SPEND_OPTIONS, type SpendContext } from "../rules/okrpg/spend-options";
import { CHART_LABELS, rankLabel, rankRatio, type Ratio } from "../rules/ranks";
import { HESITATION_HP, MINIMUM_ACT_HP, extraPower } from "../rules/rounds/spending";
import { minimumReady } from "../rules/rounds/hit-points";
import type { RulesetId } from "../rules/rulesets";
import { cardButtons, otherModeButtons, trackerButtons } from "./controls";

/*
 * The GM quick reference's tables, built from the rules layer's own constants and functions (the
 * ones the sheets, cards and tracker use), so a table cannot say something the code does not do.
 * Cells are plain values, lang keys to localise, or links to compendium documents; the journal
 * builder (journal.ts) turns them into HTML. Nothing here is Foundry-bound.
 */

/** A lang key to localise in a cell, with optional format data. */
export interface LabelCell {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}
/** A link to a compendium document (a Foundry @UUID link). */
export interface LinkCell {
  readonly uuid: string;
  readonly name: string;
}
/** Several labels in one cell, any one of which will do ("Grab / Disarm"). */
export type Cell = string | number | LabelCell | LinkCell | readonly LabelCell[];

export interface ReferenceTable {
  /** stable id, unique in its ruleset ("rankChart") */
  readonly id: string;
  /** lang keys: the column heads */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** lang key prefix of its title and note, when several rulesets share them (default: per ruleset) */
  readonly text?: string;
}

/** A page of the quick reference: a title, a short note of our own, its tables. */
export interface ReferencePage {
  readonly id: string;
  readonly tables: readonly ReferenceTable[];
}

/** Pack documents the tables link to, by pack name (the pack sources as parsed). */
export type PackIndex = Readonly<
  Record<string, readonly { _id: string; name: string; type?: string; system?: unknown }[]>
>;

const R = "ACTION_ENGINE.Reference";
const col = (name: string) => `${R}.Column.${name}`;
const label = (key: string, data?: LabelCell["data"]): LabelCell =>
  data ? { key, data } : { key };

/** A fraction as the rules print it: 2/3, 5, 1/10. */
export function fraction({ num, den }: Ratio): string {
  return den === 1 ? String(num) : `${num}/${den}`;
}

/** A signed modifier, or a dash for none. */
function signed(value: number): string {
  return value === 0 ? "—" : value > 0 ? `+${value}` : `−${Math.abs(value)}`;
}

/** A signed number that shows zero as 0: +2, 0, −1. */
function signedOrZero(value: number): string {
  return value === 0 ? "0" : signed(value);
}

/** Signed percent: +15%, −20%. */
function percent(value: number): string {
  return `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value)}%`;
}

/** A modifier row's value for melee and for ranged attacks (RULES 2 tables). */
export function modifierValues(row: ModifierRow): { melee: string; ranged: string } {
  const value = row.value;
  const of = (kind: "melee" | "ranged") => {
    if (kind === "melee" && row.rangedOnly) return "—";
    if (kind === "ranged" && row.meleeOnly) return "—";
    return percent(typeof value === "number" ? value : value[kind]);
  };
  return { melee: of("melee"), ranged: of("ranged") };
}

/** The first document of a pack matching a test, as a link (null when the pack has none). */
function linkTo(
  packs: PackIndex,
  pack: string,
  documentName: string,
  test: (doc: PackIndex[string][number]) => boolean,
): LinkCell | string {
  const doc = packs[pack]?.find(test);
  return doc
    ? { uuid: `Compendium.action-engine.${pack}.${documentName}.${doc._id}`, name: doc.name }
    : "—";
}

// ---------------------------------------------------------------- OK RPG (RULES 1)

/** RULES 1.1: the chart, Pth to Mth+, each step with its Number. */
function rankChart(): ReferenceTable {
  const first = -2;
  return {
    id: "rankChart",
    columns: [col("step"), col("rank"), col("number")],
    rows: CHART_LABELS.map((_, i) => {
      const step = first + i;
      return [step, rankLabel(step), fraction(rankRatio(step))];
    }),
  };
}

/**
 * RULES 1.2 and 1.8: what moves the successes an attack needs from the target's defence base
 * (worked out by requiredSuccesses itself, from a defence of 0), and the impaired roll penalty.
 */
function requiredSteps(): ReferenceTable {
  return {
    id: "required",
    columns: [col("situation"), col("steps")],
    rows: [
      ...ACTIVE_DEFENCES.map((kind) => [
        label(`ACTION_ENGINE.Card.ActiveDefence.${kind}`),
        signed(requiredSuccesses({ defence: 0, activeDefences: [kind] })),
      ]),
      [label(`${R}.KnockedDown`), signed(requiredSuccesses({ defence: 0, knockedDown: true }))],
      [label(`${R}.HoldInterrupt`), signed(HOLD_BONUS)],
      [label(`${R}.ImpairedRoll`), signed(IMPAIRED_PENALTY)],
    ],
  };
}

/** RULES 1.6: the wound totals that bring each condition. */
function woundThresholds(): ReferenceTable {
  return {
    id: "wounds",
    columns: [col("condition"), col("from")],
    rows: [
      [label("ACTION_ENGINE.Condition.impaired"), label(`${R}.Wounds.total`, { n: IMPAIRED_AT })],
      [label("ACTION_ENGINE.Condition.down"), label(`${R}.Wounds.total`, { n: DOWN_AT })],
      [label("ACTION_ENGINE.Condition.out"), label(`${R}.Wounds.total`, { n: OUT_AT })],
      [label("ACTION_ENGINE.Condition.dying"), label(`${R}.Wounds.lethal`, { n: DYING_AT })],
    ],
  };
}

/** RULES 1.6: lethality rows and the share of the points that is lethal. */
function lethality(): ReferenceTable {
  return {
    id: "lethality",
    columns: [col("attackType"), col("lethalitySteps"), col("lethalShare")],
    rows: (Object.keys(LETHALITY) as AttackType[]).map((type) => [
      label(`ACTION_ENGINE.Card.Lethality.${type}`),
      LETHALITY[type],
      fraction(lethalFraction(LETHALITY[type])),
    ]),
  };
}

/** The spending menu against a plain target: normal footing, armor covering everything. */
const PLAIN_TARGET: SpendContext = {
  attack: { extra: 0, damage: 0, handToHand: 0, lethality: LETHALITY.regularBashing, reach: 1 },
  target: { armor: { protection: 0, coverage: 1 }, stability: "normal", handToHand: 0 },
  armorApplies: true,
  armorWorthless: false,
};

/** RULES 1.4: what extra successes buy, the cost of one unit, how many, and what comes first. */
function spendMenu(): ReferenceTable {
  return {
    id: "spendMenu",
    columns: [col("option"), col("cost"), col("units"), col("needs")],
    rows: SPEND_OPTIONS.map((option) => {
      const rule = OPTION_RULES[option];
      const limit = rule.limit(PLAIN_TARGET);
      return [
        label(`ACTION_ENGINE.Card.Spend.${option}`),
        rule.cost(PLAIN_TARGET),
        Number.isFinite(limit) ? limit : label(`${R}.Any`),
        rule.needs?.length ? rule.needs.map((n) => label(`ACTION_ENGINE.Card.Spend.${n}`)) : "—",
      ];
    }),
  };
}

/** RULES 1.6: the points a hit does by how far its damage is above or below the target's DR. */
function damagePointsTable(): ReferenceTable {
  const margins = [LEAST_HARMFUL_MARGIN - 1, LEAST_HARMFUL_MARGIN, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8];
  return {
    id: "damagePoints",
    columns: [col("margin"), col("points"), col("roundedUp")],
    rows: margins.map((margin) => {
      const { points, roundedUp } = damagePoints(margin, 0);
      return [
        margin < LEAST_HARMFUL_MARGIN
          ? label(`${R}.Below`, { n: signed(LEAST_HARMFUL_MARGIN) })
          : signedOrZero(margin),
        points,
        roundedUp ? label(`${R}.OneNonlethal`) : "—",
      ];
    }),
  };
}

/** RULES 1.6: time left to a dying character by its lethal points. */
function dyingTimes(): ReferenceTable {
  return {
    id: "dying",
    columns: [col("lethalPoints"), col("timeLeft")],
    rows: DYING_TIME_LEFT.map((left, i) => [
      i === DYING_TIME_LEFT.length - 1 ? `${DYING_AT + i}+` : DYING_AT + i,
      // one unit or less reads singular: "1 minute", "½ round"
      label(`${R}.TimeLeft.${left.unit}${left.amount <= 1 ? "One" : ""}`, {
        n: left.amount === 0.5 ? "½" : left.amount,
      }),
    ]),
  };
}

/** RULES 1.7: the points that put a mook down and out. */
function mookPoints(): ReferenceTable {
  return {
    id: "mooks",
    columns: [col("condition"), col("from")],
    rows: [
      [label("ACTION_ENGINE.Card.Mook.down"), label(`${R}.Wounds.points`, { n: MOOK_DOWN_AT })],
      [label("ACTION_ENGINE.Card.Mook.out"), label(`${R}.Wounds.points`, { n: MOOK_OUT_AT })],
    ],
  };
}

/** RULES 1.3: recovery per round and healing per week by the attribute's rank. */
function recovery(): ReferenceTable {
  const first = -2;
  return {
    id: "recovery",
    columns: [col("rank"), col("recoveryPerRound"), col("healingPerWeek")],
    rows: CHART_LABELS.map((_, i) => {
      const step = first + i;
      return [rankLabel(step), fraction(recoveryRate(step)), fraction(healingRate(step))];
    }),
  };
}

/** RULES 1.2 ladder: what each tracker move costs in action points. */
function ladder(): ReferenceTable {
  return {
    id: "ladder",
    columns: [col("move"), col("apCost")],
    rows: [
      [label("ACTION_ENGINE.Tracker.Control.Act"), ACT_COST],
      [label("ACTION_ENGINE.Tracker.Control.Hold"), HOLD_COST],
      [label("ACTION_ENGINE.Tracker.Control.Defend"), DEFENSE_COST],
      [label(`${R}.CarryCap`), CARRY_CAP],
    ],
  };
}

// ---------------------------------------------------------------- Occult Ops (RULES 2)

function baseToHit(): ReferenceTable {
  return {
    id: "baseToHit",
    columns: [col("range"), col("baseToHit")],
    rows: ATTACK_RANGES.map((range) => [
      label(`ACTION_ENGINE.Card.Band.${range}`),
      `${BASE_TO_HIT[range]}%`,
    ]),
  };
}

function modifierTable(
  id: string,
  rows: Readonly<Record<string, ModifierRow>>,
  prefix: string,
): ReferenceTable {
  return {
    id,
    columns: [col("modifier"), col("melee"), col("ranged")],
    rows: Object.entries(rows).map(([key, row]) => {
      const { melee, ranged } = modifierValues(row);
      return [label(`${prefix}.${key}`), melee, ranged];
    }),
  };
}

function epicFumbles(packs: PackIndex): ReferenceTable {
  const table = linkTo(packs, "occult-tables", "RollTable", () => true);
  return {
    id: "epicFumbles",
    columns: [col("d20"), col("result")],
    rows: [
      ...EPIC_FUMBLES.map((entry) => [entry.face, label(`ACTION_ENGINE.Card.Fumble.${entry.id}`)]),
      [label(`${R}.Table`), table],
    ],
  };
}

function scatter(packs: PackIndex): ReferenceTable {
  const grenade = linkTo(packs, "occult-arsenal", "Item", (doc) => {
    const system = doc.system as { kind?: string } | undefined;
    return system?.kind === "grenade";
  });
  return {
    id: "scatter",
    columns: [col("d8"), col("direction"), col("square")],
    rows: [
      ...SCATTER_STEPS.map((step, i) => [
        i + 1,
        label(`ACTION_ENGINE.Card.Direction.${i + 1}`),
        `${step.x >= 0 ? "+" : "−"}${Math.abs(step.x)}, ${step.y >= 0 ? "+" : "−"}${Math.abs(step.y)}`,
      ]),
      [label(`${R}.Example`), grenade, ""],
    ],
  };
}

// ---------------------------------------------------------------- Action (RULES 3)

/** A die's chains of faces with up to `sixes` rerolls: a 6 on an open die throws again. */
function chains(closed: boolean, sixes: number): number[][] {
  const last = [1, 2, 3, 4, 5];
  if (closed) return [...last, DIE_FACES].map((f) => [f]);
  return Array.from({ length: sixes + 1 }, (_, n) =>
    last.map((f) => [...Array<number>(n).fill(DIE_FACES), f]),
  ).flat();
}

/** The lowest and highest result of a roll type, or null where a run of sixes has no end. */
function resultRange(o: RollOptions): { low: number | null; high: number | null } {
  const results = (depth: number) =>
    chains(!!o.closed, depth).flatMap((p) =>
      chains(!!o.closed, depth).map((n) => interpretRoll(o, p, n).result),
    );
  const [shallow, deep] = [results(1), results(2)];
  const low = Math.min(...shallow);
  const high = Math.max(...shallow);
  return {
    low: Math.min(...deep) < low ? null : low,
    high: Math.max(...deep) > high ? null : high,
  };
}

export const ROLL_TYPES: Readonly<Record<string, RollOptions>> = {
  standard: {},
  confident: { confident: true },
  closed: { closed: true },
  closedConfident: { closed: true, confident: true },
};

/** RULES 3: the roll types, worked out by reading every pair of dice through interpretRoll. */
function rollTypes(): ReferenceTable {
  const end = (value: number | null) => (value === null ? label(`${R}.NoLimit`) : value);
  return {
    id: "rollTypes",
    columns: [col("roll"), col("sixes"), col("lowest"), col("highest"), col("boxcars")],
    rows: Object.entries(ROLL_TYPES).map(([id, o]) => {
      const { low, high } = resultRange(o);
      const boxcars = interpretRoll(o, o.closed ? [6] : [6, 1], o.closed ? [6] : [6, 2]);
      return [
        label(`${R}.RollType.${id}`),
        label(`${R}.Sixes.${o.closed ? "stop" : "again"}`),
        end(low),
        end(high),
        label(`${R}.RollType.${boxcars.confident ? "confident" : "standard"}`),
      ];
    }),
  };
}

/** RULES 3: what a check's outcome means, from check() against a difficulty of 10. */
function outcomes(): ReferenceTable {
  const cases: { result: number; boxcars?: boolean }[] = [
    { result: -1 },
    { result: 0 },
    { result: 2 },
    { result: 2, boxcars: true },
    { result: -1, boxcars: true },
  ];
  return {
    id: "outcome",
    columns: [col("outcome"), col("result")],
    rows: cases.map(({ result, boxcars }) => {
      const c = check({ skill: 10, result, difficulty: 10, boxcars });
      const kind = c.special ?? (c.marginal ? "marginal" : c.success ? "success" : "failure");
      return [
        boxcars
          ? label(`${R}.WithBoxcars`, { outcome: signedOrZero(c.outcome) })
          : signedOrZero(c.outcome),
        label(`${R}.Outcome.${kind}`),
      ];
    }),
  };
}

function shotCosts(): ReferenceTable {
  return {
    id: "shotCosts",
    columns: [col("move"), col("shots")],
    rows: [
      [label("ACTION_ENGINE.Tracker.Control.Spend3"), BASIC_COST],
      [label("ACTION_ENGINE.Tracker.Control.Spend1"), TRIGGER_COST],
      [label(`${R}.Stance`), STANCE_COST],
      [label("ACTION_ENGINE.Tracker.Control.Spend0"), FREE_COST],
      [label(`${R}.ActiveDefence`, { bonus: ACTIVE_DEFENCE_BONUS }), ACTIVE_DEFENCE_SHOTS],
      [label(`${R}.PushLuck`), PUSH_LUCK_SHOTS],
      [label(`${R}.Surprise`), SURPRISE_SHOTS],
    ],
  };
}

function friction(packs: PackIndex): ReferenceTable {
  const table = linkTo(packs, "action-tables", "RollTable", () => true);
  const faces = [1, 2, 3, 4, 5, 6];
  return {
    id: "friction",
    columns: [col("d6"), col("result")],
    rows: [
      ...faces.map((face) => [
        face,
        label(`ACTION_ENGINE.Card.Friction.${frictionCheck(face).row}`),
      ]),
      [label(`${R}.Table`), table],
    ],
  };
}

// ---------------------------------------------------------------- Action Rounds (RULES 4)

function readyHp(): ReferenceTable {
  const pools = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20];
  return {
    id: "readyHp",
    columns: [col("nonDamaged"), col("mustReady"), col("mayCarry")],
    rows: pools.map((hp) => [hp, minimumReady(hp), hp - minimumReady(hp)]),
  };
}

function hpSpending(): ReferenceTable {
  const spent = [1, 2, 3, 4, 5];
  return {
    id: "hpSpending",
    columns: [col("hpSpent"), col("extraPower")],
    rows: [
      ...spent.map((hp) => [hp, extraPower(hp)]),
      [label(`${R}.Minimum`), MINIMUM_ACT_HP],
      [label("ACTION_ENGINE.Tracker.Control.Hesitate"), HESITATION_HP],
    ],
  };
}

// ---------------------------------------------------------------- Mano a Mano (RULES 5)

function sharpness(packs: PackIndex): ReferenceTable {
  const through = 6;
  return {
    id: "sharpness",
    columns: [col("sharpness"), col("damage"), col("stun"), col("example")],
    rows: SHARPNESSES.map((s) => {
      const h = harm(through, 0, s);
      const example = linkTo(packs, "mano-arsenal", "Item", (doc) => {
        const system = doc.system as { sharpness?: string; kind?: string } | undefined;
        return doc.type === "mano-weapon" && system?.sharpness === s;
      });
      return [label(`ACTION_ENGINE.Card.Sharpness.${s}`), h.damage, h.stun, example];
    }),
  };
}

/** RULES 5 action list: how long each action takes and what it adds. */
function manoActions(): ReferenceTable {
  return {
    id: "actions",
    columns: [col("action"), col("time"), col("attack"), col("defenceBonus"), col("power")],
    rows: ACTION_IDS.map((id) => {
      const a = ACTIONS[id];
      const time = a.quick ? "quick" : a.strenuous ? "strenuous" : null;
      return [
        // attacks carry the card's own names; the other actions are named here
        label(a.roll ? `ACTION_ENGINE.Card.ManoAction.${id}` : `${R}.ManoAction.${id}`),
        time ? label(`${R}.Time.${time}`) : "—",
        signed(a.attackModifier),
        signed(a.defenceBonus),
        a.doublePower ? "×2" : "—",
      ];
    }),
  };
}

function darkness(): ReferenceTable {
  return {
    id: "darkness",
    columns: [col("light"), ...ROLL_CATEGORIES.map((c) => col(c))],
    rows: LIGHTS.map((light) => [
      label(`${R}.Light.${light}`),
      ...ROLL_CATEGORIES.map((c) => DARKNESS[light][c]),
    ]),
  };
}

/** RULES 5 range: what each share of the weapon's maximum range adds to the difficulty. */
function rangeTable(): ReferenceTable {
  const maxRange = 100;
  const distances = [0, 4, 5, 10, 25, 50, 75, 100];
  return {
    id: "range",
    columns: [col("shareOfRange"), col("difficulty")],
    rows: distances.map((d) => [`${d}%`, signed(rangeDifficulty(d, maxRange))]),
  };
}

/** Two example pieces (cover, absorption) for the armor table. */
export const ARMOR_EXAMPLE = {
  power: 8,
  wide: { cover: 5, absorption: 2 },
  narrow: { cover: 3, absorption: 4 },
} as const;

/** RULES 5 armor: worn, avoided and layered, each worked out by the armor rules themselves. */
function armorTable(): ReferenceTable {
  const { power, wide, narrow } = ARMOR_EXAMPLE;
  const both = [wide, narrow];
  const row = (
    key: string,
    difficulty: number,
    absorption: number,
    data?: LabelCell["data"],
  ): Cell[] => [
    label(`${R}.Armor.${key}`, data),
    signed(difficulty),
    absorption,
    powerThroughArmor(power, absorption),
  ];
  const avoidWide = avoidArmor(both, [0]);
  const avoidNarrow = avoidArmor(both, [1]);
  const over = layered(both);
  return {
    id: "armor",
    columns: [col("armorCase"), col("difficulty"), col("absorption"), col("powerLeft")],
    rows: [
      row("none", 0, bestAbsorption([]), { power }),
      row("wide", 0, bestAbsorption([wide]), { cover: wide.cover }),
      row("narrow", 0, bestAbsorption([narrow]), { cover: narrow.cover }),
      row("both", 0, bestAbsorption(both)),
      row("avoidWide", avoidWide.difficulty, avoidWide.absorption),
      row("avoidNarrow", avoidNarrow.difficulty, avoidNarrow.absorption),
      [
        label(`${R}.Armor.layered`, { cover: over.cover }),
        "—",
        over.absorption,
        powerThroughArmor(power, over.absorption),
      ],
    ],
  };
}

function speedTurns(): ReferenceTable {
  const speeds: [string, number][] = [
    ["1", 1],
    ["½", 0.5],
    ["¼", 0.25],
  ];
  return {
    id: "speedTurns",
    columns: [col("speed"), col("roundsPerTurn")],
    rows: [
      ...speeds.map(([shown, speed]) => [shown, roundsPerTurn(speed)]),
      [label(`${R}.Evading`), `+${EVADING_DEFENSE}`],
    ],
  };
}

/** Shared by every ruleset: which condition is the defeated status. */
function defeated(ruleset: RulesetId): ReferenceTable {
  return {
    id: "defeated",
    columns: [col("condition")],
    rows: [[label(`ACTION_ENGINE.Condition.${DEFEATED_CONDITION[ruleset]}`)]],
  };
}

function buttons(ruleset: RulesetId): ReferenceTable[] {
  return [trackerButtons(ruleset), ...otherModeButtons(ruleset), cardButtons(ruleset)];
}

/** Every ruleset's pages of tables, in reading order. */
export function referencePages(ruleset: RulesetId, packs: PackIndex): ReferencePage[] {
  switch (ruleset) {
    case "okrpg":
      return [
        { id: "ranks", tables: [rankChart()] },
        { id: "attacks", tables: [requiredSteps(), spendMenu(), damagePointsTable(), lethality()] },
        { id: "harm", tables: [woundThresholds(), dyingTimes(), mookPoints(), recovery()] },
        { id: "tracker", tables: [ladder(), ...buttons(ruleset), defeated(ruleset)] },
      ];
    case "occult":
      return [
        {
          id: "toHit",
          tables: [
            baseToHit(),
            modifierTable("strike", STRIKE_MODIFIERS, "ACTION_ENGINE.Card.StrikeModifier"),
            modifierTable("defence", DEFENCE_MODIFIERS, "ACTION_ENGINE.Card.DefenceModifier"),
          ],
        },
        { id: "mishaps", tables: [epicFumbles(packs), scatter(packs)] },
        { id: "tracker", tables: [...buttons(ruleset), defeated(ruleset)] },
      ];
    case "action":
      return [
        { id: "rolls", tables: [rollTypes(), outcomes()] },
        { id: "shots", tables: [shotCosts()] },
        { id: "friction", tables: [friction(packs)] },
        { id: "tracker", tables: [...buttons(ruleset), defeated(ruleset)] },
      ];
    case "rounds":
      return [
        { id: "readyHp", tables: [readyHp(), hpSpending()] },
        { id: "harm", tables: [sharpness(packs)] },
        { id: "tracker", tables: [...buttons(ruleset), defeated(ruleset)] },
      ];
    case "mano":
      return [
        { id: "difficulty", tables: [manoActions(), rangeTable(), darkness()] },
        { id: "harm", tables: [armorTable(), sharpness(packs)] },
        { id: "tracker", tables: [speedTurns(), ...buttons(ruleset), defeated(ruleset)] },
      ];
  }
}
