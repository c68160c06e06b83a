import type { MessageMode } from "../../message-modes";
import {
  chances,
  create,
  type ActionCardInput,
  type ActionTargetInput,
} from "../../../rules/cards/action";
import {
  ACTIVE_DEFENCE_BONUS,
  assistBonus,
  defenceValue,
  fortuneReroll,
  highestDifficulty,
  modifiedSkill,
  mookGroupBonus,
  MOOK_GROUP_SIZE,
  type RollOptions,
} from "../../../rules/action";
import { ACTION_SKILLS } from "../../../rules/action/schema";
import { actionBands } from "../../../rules/cards/odds";
import {
  defenceSchticksFor,
  schticksFor,
  skillRating as ratingOf,
} from "../../../rules/action/skills";
import { percent } from "../../../templates/helpers";
import { bandChances, Form } from "../../view-models/dialog/form";
import { signed } from "../../view-models/shared";
import type { DialogTarget } from "../../view-models/dialog/types";
import type { Line } from "../../view-models/types";
import { actionDice, actionFormula } from "../dice";
import { cardActor, type ActorView, type ItemView, type TargetView } from "../views";
import { dialogKey, frame, live, num, section, targetField } from "./shared";
import { attackable, type AttackInput, type AttackKit } from "./types";

/*
 * The Action attack (RULES 3): standard, confident or closed roll, the attacker's modifier,
 * friction, jury-rigging and the Friction Check's conditions (from the sheet); per target its Dodge (active defence +3) and any further difficulty.
 * The dialog shows the exact chance of a success, a marginal success, a windfall and a fumble,
 * and of a success once a Fortune point buys a reroll after a failure.
 */

interface ActionActorData {
  named?: boolean;
  skills: Record<string, number>;
  otherSkills: readonly { name: string; rating: number }[];
  soak: number;
  fortune: { value: number; max: number };
  advantage?: number;
  friction: { heavy: boolean; light: boolean };
  limitations: readonly { name: string; number: number }[];
}

export interface ActionPlan {
  readonly messageMode: MessageMode;
  readonly input: Omit<ActionCardInput, "dice">;
}

const data = (actor: ActorView) => actor.system as unknown as ActionActorData;

/** The rating of the skill a weapon attacks with: a listed skill by key, or another by name. */
export function skillRating(actor: ActorView, weapon: ItemView): number {
  // Stryker disable next-line StringLiteral: a weapon without a skill names none the actor has, whatever the stand-in
  return ratingOf(data(actor), String((weapon.system as { skill?: string }).skill ?? ""));
}

const MODES = ["standard", "confident", "closed", "closedConfident"] as const;
type Mode = (typeof MODES)[number];
const OPTIONS: Readonly<Record<Mode, RollOptions>> = {
  standard: { confident: false, closed: false },
  confident: { confident: true, closed: false },
  closed: { confident: false, closed: true },
  closedConfident: { confident: true, closed: true },
};

/** The roll itself: standard, confident or closed, and the GM's modifier to the skill. */
function rollFields(form: Form) {
  const mode = form.select<Mode>(
    "mode",
    dialogKey("Action", "Mode"),
    MODES.map((m) => ({ value: m, label: dialogKey("Action", "Modes", m) })),
    // Stryker disable next-line ObjectLiteral,StringLiteral: standard is the first option, which Form takes when none is given
    { initial: "standard" },
  ).value;
  const modifier = form.number("modifier", dialogKey("Action", "Modifier"), {
    initial: 0,
    min: -20,
    max: 20,
  }).value;
  return { mode, modifier };
}

/** RULES 3 friction: the attack's situation, the Friction Check's conditions from the sheet. */
function situationFields(form: Form, actor: ActorView) {
  const underFriction = form.checkbox("underFriction", dialogKey("Action", "UnderFriction"), {
    initial: false,
  }).value;
  const juryRigged = form.checkbox("juryRigged", dialogKey("Action", "JuryRigged"), {
    initial: false,
    hint: dialogKey("Action", "JuryRiggedHint"),
  }).value;
  // RULES 3 Friction Check conditions, from the sheet, changeable for this roll
  const standing = data(actor).friction;
  const heavy = form.checkbox("friction.heavy", dialogKey("Action", "FrictionHeavy"), {
    initial: standing?.heavy ?? false,
  }).value;
  const light = form.checkbox("friction.light", dialogKey("Action", "FrictionLight"), {
    initial: standing?.light ?? false,
  }).value;
  return { underFriction, juryRigged, friction: { heavy, light } };
}

/**
 * The bonuses to the skill: schticks (seed 002 "Schtick Modifier": of those ticked only the best
 * counts), assists or the mook group (RULES 3), and Advantage from the pool (seed 002 Stunt
 * Modifiers: it stacks with everything and is used once).
 */
function bonusFields(form: Form, actor: ActorView, weapon: ItemView) {
  // Stryker disable next-line StringLiteral: a weapon without a skill is raised by no schtick, whatever the stand-in
  const weaponSkill = String((weapon.system as { skill?: string }).skill ?? "");
  const offered = schticksFor(
    // Stryker disable next-line MethodExpression,ConditionalExpression: only schticks carry a skill and a bonus (schticksFor needs both)
    actor.items.filter((i) => i.type === "action-schtick"),
    weaponSkill,
  );
  const ticked = offered.map(
    (item) =>
      form.checkbox(`schtick.${item.id}`, dialogKey("Action", "Schtick"), {
        initial: false,
        text: `${item.name} (${signed(Number(item.system.bonus))})`,
        hint: dialogKey("Action", "SchtickHint"),
      }).value,
  );
  const schticks = offered.filter((_, i) => ticked[i]).map((item) => Number(item.system.bonus));
  // RULES 3 assists: +1 per helper who succeeded, at most +3; an unnamed group acts as one
  const unnamed = data(actor).named === false;
  const support = unnamed
    ? mookGroupBonus(
        form.number("group", dialogKey("Action", "Group"), {
          initial: 1,
          min: 1,
          max: MOOK_GROUP_SIZE,
          hint: dialogKey("Action", "GroupHint"),
        }).value,
      )
    : assistBonus(
        form.number("assistants", dialogKey("Action", "Assistants"), {
          initial: 0,
          min: 0,
          max: 10,
          hint: dialogKey("Action", "AssistantsHint"),
        }).value,
      );
  const pool = data(actor).advantage ?? 0;
  const advantage =
    pool > 0
      ? form.number("advantage", dialogKey("Action", "Advantage"), {
          initial: 0,
          min: 0,
          max: pool,
          hint: dialogKey("Action", "AdvantageHint"),
        }).value
      : 0;
  return { schticks, unnamed, support, advantage };
}

/** The stunt's second skill when it names none (the first option of its list). */
const NO_SECOND_SKILL = "none";

/** What the attacker rolls with, the same against every target. */
interface Attack {
  readonly skill: number;
  readonly rollOptions: RollOptions;
  readonly reroll: RollOptions;
  readonly fortuneLeft: number;
}

/**
 * One target's fields (active defence, defence schticks, a further difficulty, a second skill the
 * stunt names), its card input and its live block with the chances.
 */
function targetEntry(
  form: Form,
  target: TargetView,
  attack: Attack,
): { dialog: DialogTarget; card: ActionTargetInput } {
  const from = form.fields.length;
  const t = data(target.actor);
  // RULES 3: ticked while the target's active defense holds on the shot counter's called shot
  const active = form.checkbox(
    targetField(target, "active"),
    dialogKey("Action", "ActiveDefence"),
    {
      initial: target.activeDefence === true,
      ...(target.activeDefence ? { hint: dialogKey("Action", "ActiveDefenceTaken") } : {}),
    },
  );
  // seed 002 Trigger Action (Defense): the target's own defense schticks for Dodge; with the
  // active defense above they do not stack, only the highest bonus counts
  const guarding = defenceSchticksFor(
    // Stryker disable next-line MethodExpression,ConditionalExpression: only schticks carry a defense trigger (defenceSchticksFor needs it)
    target.actor.items.filter((i) => i.type === "action-schtick"),
    "dodge",
  );
  const guardTicked = guarding.map(
    (item) =>
      form.checkbox(`${targetField(target, "guard")}.${item.id}`, dialogKey("Action", "Guard"), {
        initial: false,
        text: `${item.name} (${signed(Number(item.system.bonus))})`,
        hint: dialogKey("Action", "GuardHint"),
      }).value,
  );
  const guards = guarding.filter((_, i) => guardTicked[i]);
  const extra = form.number(targetField(target, "difficulty"), dialogKey("Action", "Difficulty"), {
    initial: 0,
    min: -20,
    max: 20,
  });
  // RULES 3: a stunt may name a second skill of the target; the highest difficulty applies
  const also = form.select(
    targetField(target, "also"),
    dialogKey("Action", "AlsoAgainst"),
    [
      { value: NO_SECOND_SKILL, label: dialogKey("Action", "AlsoNone") },
      ...ACTION_SKILLS.filter((k) => k !== "dodge").map((k) => ({
        value: k,
        label: `ACTION_ENGINE.Choice.actionSkill.${k}`,
      })),
    ],
    { initial: NO_SECOND_SKILL, hint: dialogKey("Action", "AlsoHint") },
  );
  // interpretation: an attack is made against the target's Dodge (RULES 3: active defence +3)
  const dodge = defenceValue(t.skills?.dodge ?? 0, [
    ...(active.value ? [ACTIVE_DEFENCE_BONUS] : []),
    ...guards.map((item) => Number(item.system.bonus)),
  ]);
  const named = also.value === NO_SECOND_SKILL ? [dodge] : [dodge, t.skills?.[also.value] ?? 0];
  const defence = Math.max(0, highestDifficulty(named) + extra.value);
  const { skill, rollOptions, reroll, fortuneLeft } = attack;
  const odds = chances({ ...rollOptions, skill, difficulty: defence });
  const second = chances({ ...reroll, skill, difficulty: defence }).success;
  const lines: Line[] = [
    ...(named.length > 1
      ? [{ label: dialogKey("Action", "Difficulties"), value: named.map(num).join(", ") }]
      : []),
    { label: "ACTION_ENGINE.Card.Action.Difficulty", value: num(defence) },
    { label: "ACTION_ENGINE.Card.Action.Soak", value: num(t.soak) },
  ];
  // a Fortune point rerolls a failure: P(success) + P(failure) × P(success on the reroll). It is
  // another roll's chance, so it is a fact beside the bands, not one of them.
  if (fortuneLeft > 0)
    lines.push({
      label: dialogKey("Chance", "withFortune"),
      value: percent(odds.success + (1 - odds.success) * second),
    });
  const rows = bandChances(actionBands({ ...rollOptions, skill, difficulty: defence }));
  return {
    dialog: {
      id: target.id,
      name: target.name,
      fields: form.since(from),
      live: live(target.id, { lines, chances: rows }),
    },
    card: {
      id: target.id,
      ...cardActor(target.actor, target.tokenUuid, target.name),
      defence,
      soak: t.soak,
    },
  };
}

/** The card's live lines: the skill, each bonus that counts, the check and the Fortune left. */
function checkLines(
  rating: number,
  bonuses: ReturnType<typeof bonusFields>,
  attack: Attack,
): Line[] {
  const { schticks, unnamed, support, advantage } = bonuses;
  return [
    { label: "ACTION_ENGINE.Card.Action.Skill", value: num(rating) },
    ...(schticks.length
      ? [{ label: dialogKey("Action", "Schtick"), value: signed(Math.max(...schticks)) }]
      : []),
    ...(support
      ? [
          {
            label: dialogKey("Action", unnamed ? "Group" : "Assistants"),
            value: signed(support),
          },
        ]
      : []),
    ...(advantage ? [{ label: dialogKey("Action", "Advantage"), value: signed(advantage) }] : []),
    { label: dialogKey("Action", "Check"), value: num(attack.skill), total: true },
    { label: "ACTION_ENGINE.Card.Action.Fortune", value: num(attack.fortuneLeft) },
  ];
}

function prepare(input: AttackInput, raw: Readonly<Record<string, unknown>>) {
  const { actor, weapon } = input.attacker;
  const form = new Form(raw);
  const roll = rollFields(form);
  const situation = situationFields(form, actor);
  const bonuses = bonusFields(form, actor, weapon);
  const attackFields = form.since(0);
  const rating = skillRating(actor, weapon);
  const rollOptions = OPTIONS[roll.mode];
  const attack: Attack = {
    skill: modifiedSkill({
      skill: rating,
      schtick: bonuses.schticks,
      advantage: [bonuses.support, bonuses.advantage],
      action: roll.modifier,
    }),
    rollOptions,
    // RULES 3 Fortune: a reroll is confident, and closed if the first roll was
    reroll: fortuneReroll(rollOptions),
    fortuneLeft: data(actor).fortune?.value ?? 0,
  };

  const { kept, left } = attackable(["action"], input);
  const entries = kept.map((target) => targetEntry(form, target, attack));
  const framed = frame(input, form, {
    sections: [section("Attack", attackFields)],
    targets: entries.map((e) => e.dialog),
    live: live("card", { lines: checkLines(rating, bonuses, attack) }),
    leftOut: left,
  });
  const plan: ActionPlan = {
    messageMode: framed.messageMode,
    input: {
      attacker: {
        ...cardActor(actor, input.attacker.tokenUuid),
        skill: attack.skill,
        fortune: attack.fortuneLeft,
      },
      ...(bonuses.advantage ? { advantageSpent: bonuses.advantage } : {}),
      weapon: {
        name: weapon.name,
        itemId: weapon.id,
        damage: Number((weapon.system as { damage?: number }).damage ?? 0),
      },
      situation: {
        ...rollOptions,
        ...situation,
        limitations: (data(actor).limitations ?? []).map((l) => ({
          name: l.name,
          number: l.number,
        })),
      },
      targets: entries.map((e) => e.card),
    },
  };
  return { context: framed.context, plan };
}

/** RULES 3: the Action attack. */
export const actionKit: AttackKit<ActionPlan> = {
  ruleset: "action",
  prepare,
  // RULES 3 area attacks: one roll per target; the first is the card's own (its snake eyes count)
  formulas: (plan) =>
    Array.from({ length: Math.max(1, plan.input.targets.length) }, () =>
      actionFormula(plan.input.situation?.closed ?? false),
    ),
  card: (plan, rolls) =>
    create({
      ...plan.input,
      dice: actionDice(rolls[0]),
      targets: plan.input.targets.map((t, i) =>
        i === 0 ? t : { ...t, dice: actionDice(rolls[i]) },
      ),
    }),
};
