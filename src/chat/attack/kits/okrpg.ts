import type { MessageMode } from "../../message-modes";
import {
  create,
  required as requiredOf,
  type OkrpgCardInput,
  type OkrpgTargetInput,
} from "../../../rules/cards/okrpg";
import {
  ACTIVE_DEFENCES,
  ATTACK_TYPES,
  LETHALITY,
  SPECIAL_EFFECTS,
  STABILITIES,
  combinedCost,
  interruptRequired,
  lethalityOf,
  multiTargetCount,
  SETUP_BONUS,
  setupBonus,
  setupModifier,
  successChance,
  type ActiveDefence,
  type Armor,
  type AttackType,
  type CombinedPart,
  type MultiTargetDiscount,
  type SetupKind,
  type Stability,
} from "../../../rules/okrpg";
import { weaponAttack, type RoleRank } from "../../../rules/okrpg/schema";
import type { OkrpgOptions } from "../../../rules/options";
import { rankLabel } from "../../../rules/ranks";
import { okrpgAllTargetsBands, okrpgBands } from "../../../rules/cards/odds";
import { bandChances, chance, Form } from "../../view-models/dialog/form";
import type { Chance, DialogTarget } from "../../view-models/dialog/types";
import type { Line } from "../../view-models/types";
import { FUDGE_FORMULA, facesOf } from "../dice";
import { signed } from "../../view-models/shared";
import {
  cardActor,
  itemsOfType,
  type ActorView,
  type ItemView,
  type KeptSetups,
  type TargetView,
} from "../views";
import { dialogKey, frame, live, num, section, targetField } from "./shared";
import { attackable, type AttackInput, type AttackKit } from "./types";

/*
 * The OK RPG attack (RULES 1.2–1.8): the dialog asks for setups, the attacker's modifier and, per
 * target, its active defence, whether it is down, its other defence bonus and how firmly it
 * stands; it shows the exact chance to hit and to have successes left for a planned called shot
 * or for reaching every target. The dice are [I-1]'s 4dF.
 */

interface OkrpgActorData {
  roles: Record<string, RoleRank>;
  impairment: number;
  dr: number;
  damageSystem: "full" | "mook" | "evenSimpler" | "simplest";
  mookState: OkrpgTargetInput["mook"] | null;
  wounds: { lethal: number; nonlethal: number; mangledLimb: string };
  armor: readonly {
    protection: number;
    coverage: number;
    protectionByType: Armor["protectionByType"];
  }[];
}
interface OkrpgWeaponData {
  damage: number;
  penetration: number | null;
  lethality: number;
  damageType: string;
  reach: number;
  ranged: boolean;
  twoHanded: boolean;
  multiTarget: number;
  suitsEffects: boolean;
  attribute: string;
  equipped: boolean;
}

export interface OkrpgPlan {
  readonly messageMode: MessageMode;
  /** RULES 1.8: a quickness roll to act before a holding target (a second 4dF) */
  readonly interrupt?: { readonly quickness: number; readonly impairment: number };
  readonly input: Omit<OkrpgCardInput, "fudge">;
}

const data = (actor: ActorView) => actor.system as unknown as OkrpgActorData;

/**
 * The rank step the weapon attacks with (weaponAttack, as the sheet works it out for an equipped
 * weapon), for one put away too.
 */
function attackStep(actor: ActorView, weapon: ItemView): number {
  const attributes = itemsOfType<{ rank: number }>(actor, "okrpg-attribute").map((a) => ({
    name: a.name,
    rank: a.system.rank,
  }));
  // Stryker disable next-line StringLiteral: a weapon without an attribute names none the actor has, whatever the stand-in
  const wanted = String((weapon.system as unknown as OkrpgWeaponData).attribute ?? "");
  return weaponAttack(attributes, wanted, data(actor).roles.attack).step;
}

/**
 * RULES 1.5: the armor a target wears. Interpretation (the rules give one armor per character):
 * with several pieces worn, the one with the best protection counts.
 */
function wornArmor(actor: ActorView): Armor | null {
  const worn = [...(data(actor).armor ?? [])].sort((a, b) => b.protection - a.protection);
  if (!worn.length) return null;
  const best = worn[0];
  const byType = best.protectionByType ?? {};
  return {
    protection: best.protection,
    coverage: best.coverage,
    ...(Object.keys(byType).length ? { protectionByType: byType } : {}),
  };
}

/** A target as the card needs it, before the dialog's choices. */
function targetSnapshot(target: TargetView): OkrpgTargetInput {
  const d = data(target.actor);
  const armor = wornArmor(target.actor);
  const twoHanded = itemsOfType<OkrpgWeaponData>(target.actor, "okrpg-weapon").some(
    (w) => w.system.equipped && w.system.twoHanded,
  );
  return {
    id: target.id,
    ...cardActor(target.actor, target.tokenUuid, target.name),
    defence: d.roles.defence.step,
    dr: d.dr,
    handToHand: d.roles.handToHand.step,
    size: d.roles.size.step,
    twoHandedWeapon: twoHanded,
    armor,
    system: d.damageSystem,
    wounds: {
      lethal: d.wounds.lethal,
      nonlethal: d.wounds.nonlethal,
      mangledLimb: d.wounds.mangledLimb || null,
    },
    ...(d.mookState ? { mook: d.mookState } : {}),
  };
}

/** RULES 1.6: the attack type whose lethality row the weapon carries (regular bashing if none). */
function weaponAttackType(weapon: ItemView): AttackType {
  const row = (weapon.system as unknown as OkrpgWeaponData).lethality;
  return ATTACK_TYPES.find((type) => LETHALITY[type] === row) ?? "regularBashing";
}

function weaponOf(
  weapon: ItemView,
  options: OkrpgOptions,
  attackType: AttackType = weaponAttackType(weapon),
): OkrpgCardInput["weapon"] {
  const w = weapon.system as unknown as OkrpgWeaponData;
  return {
    name: weapon.name,
    itemId: weapon.id,
    damage: w.damage,
    penetration: options.penetration ? w.penetration : null,
    // RULES 1.6: lethality follows the kind of attack made with the weapon
    lethality: lethalityOf(attackType),
    damageType: w.damageType,
    reach: w.ranged ? null : w.reach,
    // [I-2]: a weapon that suits special effects lends them its damage as base power
    weaponSuits: w.suitsEffects ? [...SPECIAL_EFFECTS] : [],
    multiTargetDiscount: w.multiTarget,
  };
}

/** RULES 1.4 called shots: what each size costs, for the dialog's "plan" choice. */
const CALLED_SHOTS = [
  ["largePart", 1],
  ["smallPart", 2],
  ["verySmallPart", 3],
  ["trickShot", 4],
] as const;
type Plan = "none" | (typeof CALLED_SHOTS)[number][0];

/** RULES 1.4: the fewest successes that buy at least `targets` targets. */
export function multiTargetCost(targets: number, discount: MultiTargetDiscount): number {
  let spent = 0;
  while (multiTargetCount(spent, discount) < targets) spent += 1;
  return spent;
}

const rank = (step: number) => `${rankLabel(step)} (${num(step)})`;

/**
 * RULES 1.8: what the ladder's kept setups give this attack against each target it keeps: the
 * attacker's own setup and the best general one, by the target's combatant id.
 */
function keptBonuses(setups: KeptSetups | null | undefined, targets: readonly TargetView[]) {
  return targets.map((t) => {
    const id = setups?.targets[t.id];
    // Stryker disable next-line ObjectLiteral: read as undefined, a bonus is never above 0 nor a setup's, as 0 is not (keptFields)
    if (!setups || !id) return { target: t.id, own: 0, general: 0 };
    const total = setupModifier(setups.kept, setups.attacker, id);
    const general = setupModifier(
      setups.kept.filter((s) => s.kind === "general"),
      setups.attacker,
      id,
    );
    return { target: t.id, own: total - general, general };
  });
}

/**
 * RULES 1.8: the dialog's setup fields as the ladder's setups fill them in. Interpretation: the
 * roll is one for every target, so only what holds against all of them is filled in.
 */
function keptFields(bonuses: ReturnType<typeof keptBonuses>) {
  const own = bonuses.length ? Math.min(...bonuses.map((b) => b.own)) : 0;
  const general = bonuses.length > 0 && bonuses.every((b) => b.general > 0);
  const kind: "none" | SetupKind =
    own === SETUP_BONUS.hard
      ? "hard"
      : own === SETUP_BONUS.free
        ? "free"
        : // Stryker disable next-line StringLiteral: none is the setup's first option, which Form takes when the initial is none of them
          "none";
  return { kind, general, any: bonuses.some((b) => b.own + b.general > 0) };
}

/** RULES 1.8 setups: the kind (filled in from the tracker's kept setups) and a general one. */
function setupFields(form: Form, fromLadder: ReturnType<typeof keptFields>): number {
  const setup = form.select<"none" | SetupKind>(
    "setup",
    dialogKey("Okrpg", "Setup"),
    (["none", "free", "hard"] as const).map((k) => ({ value: k, label: dialogKey("Setup", k) })),
    {
      initial: fromLadder.kind,
      ...(fromLadder.any ? { hint: dialogKey("Okrpg", "SetupKeptHint") } : {}),
    },
  ).value;
  const general = form.checkbox("generalSetup", dialogKey("Okrpg", "GeneralSetup"), {
    initial: fromLadder.general,
  }).value;
  return (setup === "none" ? 0 : setupBonus(setup)) + (general ? setupBonus("general") : 0);
}

/**
 * The action: the kind of attack (RULES 1.6: it sets the lethality; interpretation: the weapon's
 * own row is the usual one, the attacker may strike another way with it, the flat of a blade, a
 * pulled punch), the GM's modifier, an action combined with it (RULES 1.8: it shares the roll and
 * each pays successes for it) and a called shot planned.
 */
function actionFields(form: Form, weapon: ItemView) {
  const attackType = form.select<AttackType>(
    "attackType",
    dialogKey("Okrpg", "AttackType"),
    ATTACK_TYPES.map((type) => ({ value: type, label: `ACTION_ENGINE.Choice.lethality.${type}` })),
    { initial: weaponAttackType(weapon), hint: dialogKey("Okrpg", "AttackTypeHint") },
  ).value;
  const modifier = form.number("modifier", dialogKey("Okrpg", "Modifier"), {
    initial: 0,
    min: -20,
    max: 20,
  }).value;
  const combined = form.select<"none" | "simple" | "rolled">(
    "combined",
    dialogKey("Okrpg", "Combined"),
    (["none", "simple", "rolled"] as const).map((k) => ({
      value: k,
      label: dialogKey("Combined", k),
    })),
    {
      // Stryker disable next-line StringLiteral: none is the first option, which Form takes when none is given
      initial: "none",
      hint: dialogKey("Okrpg", "CombinedHint"),
    },
  ).value;
  const combinedRequired = form.number("combinedRequired", dialogKey("Okrpg", "CombinedRequired"), {
    initial: 2,
    min: 0,
    max: 30,
  }).value;
  const plan = form.select<Plan>(
    "plan",
    dialogKey("Okrpg", "Plan"),
    [
      { value: "none", label: dialogKey("Okrpg", "PlanNone") },
      ...CALLED_SHOTS.map(([size]) => ({
        value: size,
        label: `ACTION_ENGINE.Card.CalledShot.${size}`,
      })),
    ],
    {
      // Stryker disable next-line StringLiteral: none is the first option, which Form takes when none is given
      initial: "none",
      hint: dialogKey("Okrpg", "PlanHint"),
    },
  ).value;
  const other: CombinedPart | undefined =
    combined === "none"
      ? undefined
      : combined === "simple"
        ? "simple"
        : { required: combinedRequired };
  return { attackType, modifier, other, plan };
}

/** What the attacker rolls with, the same against every target. */
interface Roll {
  readonly base: number;
  readonly modifier: number;
  readonly impairment: number;
  readonly quickness: number;
  readonly planCost: number;
}

/**
 * One target's fields (active defence, knocked down, a defence bonus, a hold it declared, its
 * stability), its card input and its live block with the chances.
 */
function targetEntry(
  form: Form,
  target: TargetView,
  roll: Roll,
): { dialog: DialogTarget; card: OkrpgTargetInput } {
  const from = form.fields.length;
  const active = form.select<"none" | ActiveDefence>(
    targetField(target, "active"),
    dialogKey("Okrpg", "ActiveDefence"),
    (["none", ...ACTIVE_DEFENCES] as const).map((k) => ({
      value: k,
      label: dialogKey("ActiveDefence", k),
    })),
    // Stryker disable next-line ObjectLiteral,StringLiteral: none is the first option, which Form takes when none is given
    { initial: "none" },
  );
  const down = form.checkbox(
    targetField(target, "knockedDown"),
    dialogKey("Okrpg", "KnockedDown"),
    // RULES 1.4: a target whose sheet says it is down defends a full rank worse
    { initial: target.actor.system.knockedDown === true },
  );
  const bonus = form.number(targetField(target, "bonus"), dialogKey("Okrpg", "DefenceBonus"), {
    initial: 0,
    min: -20,
    max: 20,
  });
  // RULES 1.8: the target declared a hold; the attacker tries to act before its held action
  const holding = form.checkbox(targetField(target, "holding"), dialogKey("Okrpg", "Holding"), {
    initial: false,
    hint: dialogKey("Okrpg", "HoldingHint"),
  });
  const stability = form.select<Stability>(
    targetField(target, "stability"),
    dialogKey("Okrpg", "Stability"),
    STABILITIES.map((s) => ({ value: s, label: dialogKey("Stability", s) })),
    { initial: "normal" },
  );
  const snapshot: OkrpgTargetInput = {
    ...targetSnapshot(target),
    activeDefences: active.value === "none" ? [] : [active.value],
    knockedDown: down.value,
    defenceBonus: bonus.value,
    stability: stability.value,
    ...(holding.value ? { holding: { quickness: data(target.actor).roles.quickness.step } } : {}),
  };
  const required = requiredOf(snapshot);
  const lines: Line[] = [
    { label: dialogKey("Okrpg", "Defence"), value: rank(snapshot.defence) },
    { label: dialogKey("Okrpg", "Required"), value: num(required), total: true },
  ];
  const { base, modifier, planCost, quickness, impairment } = roll;
  const rows: Chance[] = [...bandChances(okrpgBands({ base, modifier, required, planCost }))];
  // RULES 1.3: interrupting a hold is a separate roll, beside the attack's bands
  if (snapshot.holding)
    rows.push(
      chance(
        dialogKey("Chance", "interrupt"),
        successChance(quickness, interruptRequired(snapshot.holding.quickness), impairment),
        "success",
      ),
    );
  return {
    dialog: {
      id: target.id,
      name: target.name,
      fields: form.since(from),
      live: live(target.id, { lines, chances: rows }),
    },
    card: snapshot,
  };
}

/** The card's live lines: the base rank, each step that counts, the roll's modifier. */
function rollLines(roll: Roll, setupSteps: number, combinedSteps: number): Line[] {
  const { base, impairment, modifier } = roll;
  return [
    { label: dialogKey("Okrpg", "Base"), value: rank(base) },
    // RULES 1.8: the setups in the roll (filled in from the tracker's, or chosen here)
    ...(setupSteps ? [{ label: dialogKey("Okrpg", "SetupTotal"), value: signed(setupSteps) }] : []),
    ...(impairment ? [{ label: dialogKey("Okrpg", "Impairment"), value: num(impairment) }] : []),
    ...(combinedSteps
      ? [{ label: dialogKey("Okrpg", "CombinedCost"), value: num(-combinedSteps) }]
      : []),
    { label: dialogKey("Okrpg", "RollModifier"), value: num(modifier), total: true },
  ];
}

/**
 * The chances beside the targets': the combined action's (RULES 1.8: it succeeds when the same
 * roll, less its share, reaches it; interpretation: that roll is the attack's, its modifiers
 * included, as the rules make one roll), and with several targets every one hit (RULES 1.4: the
 * basic hit must reach the hardest target, and the rest buys the others).
 */
function cardChancesOf(
  roll: Roll,
  other: CombinedPart | undefined,
  targets: readonly OkrpgTargetInput[],
  discount: MultiTargetDiscount,
): Chance[] {
  const { base, modifier } = roll;
  const chances: Chance[] = [];
  if (other !== undefined && other !== "simple")
    chances.push(
      chance(
        dialogKey("Chance", "combinedOther"),
        successChance(base, other.required, modifier),
        "success",
      ),
    );
  if (targets.length > 1) {
    const hardest = Math.max(...targets.map(requiredOf));
    const cost = multiTargetCost(targets.length, discount);
    chances.push(...bandChances(okrpgAllTargetsBands({ base, modifier, needed: hardest + cost })));
  }
  return chances;
}

function prepare(input: AttackInput, raw: Readonly<Record<string, unknown>>) {
  const options = input.options as OkrpgOptions;
  const { actor, weapon } = input.attacker;
  const { kept, left } = attackable(["okrpg"], input);
  const bonuses = keptBonuses(input.attacker.setups, kept);
  const form = new Form(raw);
  const setupSteps = setupFields(form, keptFields(bonuses));
  const chosen = actionFields(form, weapon);
  const attackFields = form.since(0);

  const impairment = data(actor).impairment ?? 0;
  const combinedSteps =
    chosen.other === undefined ? 0 : combinedCost([{ required: 0 }, chosen.other]);
  const roll: Roll = {
    base: attackStep(actor, weapon),
    // the successes the other action takes count against the attack like a modifier
    modifier: setupSteps + impairment + chosen.modifier - combinedSteps,
    impairment,
    quickness: data(actor).roles.quickness.step,
    planCost: CALLED_SHOTS.find(([size]) => size === chosen.plan)?.[1] ?? 0,
  };
  const entries = kept.map((target) => targetEntry(form, target, roll));
  const targetInputs = entries.map((e) => e.card);
  const discount = (weaponOf(weapon, options).multiTargetDiscount ?? 0) as MultiTargetDiscount;
  const framed = frame(input, form, {
    sections: [section("Attack", attackFields)],
    targets: entries.map((e) => e.dialog),
    live: live("card", {
      lines: rollLines(roll, setupSteps, combinedSteps),
      chances: cardChancesOf(roll, chosen.other, targetInputs, discount),
    }),
    leftOut: left,
  });
  const planned: OkrpgPlan = {
    messageMode: framed.messageMode,
    ...(targetInputs.some((t) => t.holding)
      ? { interrupt: { quickness: roll.quickness, impairment } }
      : {}),
    input: {
      attacker: {
        ...cardActor(actor, input.attacker.tokenUuid),
        base: roll.base,
        handToHand: data(actor).roles.handToHand.step,
        strength: data(actor).roles.strength.step,
      },
      weapon: weaponOf(weapon, options, chosen.attackType),
      situation: {
        setup: setupSteps,
        impairment,
        other: chosen.modifier,
        ...(chosen.other === undefined ? {} : { combined: chosen.other }),
      },
      options,
      targets: targetInputs,
    },
  };
  return { context: framed.context, plan: planned };
}

/** RULES 1.2–1.8: the OK RPG attack. */
export const okrpgKit: AttackKit<OkrpgPlan> = {
  ruleset: "okrpg",
  prepare,
  formulas: (plan) => (plan.interrupt ? [FUDGE_FORMULA, FUDGE_FORMULA] : [FUDGE_FORMULA]),
  card: (plan, rolls) =>
    create({
      ...plan.input,
      fudge: facesOf(rolls[0]),
      ...(plan.interrupt ? { interrupt: { ...plan.interrupt, fudge: facesOf(rolls[1]) } } : {}),
    }),
};
