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

interface RoleRank {
  step: number;
}
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
  weapons: readonly { id: string; attackStep: number }[];
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

/** The rank step the weapon attacks with: its named attribute, else the best "attack" role. */
function attackStep(actor: ActorView, weapon: ItemView): number {
  const derived = data(actor).weapons?.find((w) => w.id === weapon.id);
  if (derived) return derived.attackStep;
  const wanted = String((weapon.system as unknown as OkrpgWeaponData).attribute ?? "")
    .trim()
    .toLowerCase();
  const named = itemsOfType<{ rank: number }>(actor, "okrpg-attribute").find(
    (a) => wanted !== "" && a.name.trim().toLowerCase() === wanted,
  );
  return named ? named.system.rank : (data(actor).roles?.attack?.step ?? 2);
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
    own === SETUP_BONUS.hard ? "hard" : own === SETUP_BONUS.free ? "free" : "none";
  return { kind, general, any: bonuses.some((b) => b.own + b.general > 0) };
}

function prepare(input: AttackInput, raw: Readonly<Record<string, unknown>>) {
  const options = input.options as OkrpgOptions;
  const { actor, weapon } = input.attacker;
  const { kept, left } = attackable(["okrpg"], input);
  const bonuses = keptBonuses(input.attacker.setups, kept);
  const fromLadder = keptFields(bonuses);
  const form = new Form(raw);
  const setup = form.select<"none" | SetupKind>(
    "setup",
    dialogKey("Okrpg", "Setup"),
    (["none", "free", "hard"] as const).map((k) => ({ value: k, label: dialogKey("Setup", k) })),
    {
      initial: fromLadder.kind,
      ...(fromLadder.any ? { hint: dialogKey("Okrpg", "SetupKeptHint") } : {}),
    },
  );
  const general = form.checkbox("generalSetup", dialogKey("Okrpg", "GeneralSetup"), {
    initial: fromLadder.general,
  });
  // RULES 1.6: the kind of attack sets its lethality. Interpretation: the weapon's own row is the
  // usual one; the attacker may strike another way with it (the flat of a blade, a pulled punch)
  const attackType = form.select<AttackType>(
    "attackType",
    dialogKey("Okrpg", "AttackType"),
    ATTACK_TYPES.map((type) => ({ value: type, label: `ACTION_ENGINE.Choice.lethality.${type}` })),
    { initial: weaponAttackType(weapon), hint: dialogKey("Okrpg", "AttackTypeHint") },
  );
  const modifier = form.number("modifier", dialogKey("Okrpg", "Modifier"), {
    initial: 0,
    min: -20,
    max: 20,
  });
  // RULES 1.8: an action combined with the attack shares its roll, and each pays successes for it
  const combined = form.select<"none" | "simple" | "rolled">(
    "combined",
    dialogKey("Okrpg", "Combined"),
    (["none", "simple", "rolled"] as const).map((k) => ({
      value: k,
      label: dialogKey("Combined", k),
    })),
    { initial: "none", hint: dialogKey("Okrpg", "CombinedHint") },
  );
  const combinedRequired = form.number("combinedRequired", dialogKey("Okrpg", "CombinedRequired"), {
    initial: 2,
    min: 0,
    max: 30,
  });
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
    { initial: "none", hint: dialogKey("Okrpg", "PlanHint") },
  );
  const attackFields = form.since(0);

  const base = attackStep(actor, weapon);
  const impairment = data(actor).impairment ?? 0;
  const setupSteps =
    (setup.value === "none" ? 0 : setupBonus(setup.value)) +
    (general.value ? setupBonus("general") : 0);
  const other: CombinedPart | undefined =
    combined.value === "none"
      ? undefined
      : combined.value === "simple"
        ? "simple"
        : { required: combinedRequired.value };
  const combinedSteps = other === undefined ? 0 : combinedCost([{ required: 0 }, other]);
  // the successes the other action takes count against the attack like a modifier
  const rollModifier = setupSteps + impairment + modifier.value - combinedSteps;

  const quickness = data(actor).roles.quickness.step;
  const planCost = CALLED_SHOTS.find(([size]) => size === plan.value)?.[1] ?? 0;
  const targetInputs: OkrpgTargetInput[] = [];
  const targets: DialogTarget[] = kept.map((target) => {
    const from = form.fields.length;
    const active = form.select<"none" | ActiveDefence>(
      targetField(target, "active"),
      dialogKey("Okrpg", "ActiveDefence"),
      (["none", ...ACTIVE_DEFENCES] as const).map((k) => ({
        value: k,
        label: dialogKey("ActiveDefence", k),
      })),
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
    targetInputs.push(snapshot);
    const required = requiredOf(snapshot);
    const lines: Line[] = [
      { label: dialogKey("Okrpg", "Defence"), value: rank(snapshot.defence) },
      { label: dialogKey("Okrpg", "Required"), value: num(required), total: true },
    ];
    const rows: Chance[] = [
      ...bandChances(okrpgBands({ base, modifier: rollModifier, required, planCost })),
    ];
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
      id: target.id,
      name: target.name,
      fields: form.since(from),
      live: live(target.id, { lines, chances: rows }),
    };
  });

  const cardLines: Line[] = [
    { label: dialogKey("Okrpg", "Base"), value: rank(base) },
    // RULES 1.8: the setups in the roll (filled in from the tracker's, or chosen here)
    ...(setupSteps ? [{ label: dialogKey("Okrpg", "SetupTotal"), value: signed(setupSteps) }] : []),
    ...(impairment ? [{ label: dialogKey("Okrpg", "Impairment"), value: num(impairment) }] : []),
    ...(combinedSteps
      ? [{ label: dialogKey("Okrpg", "CombinedCost"), value: num(-combinedSteps) }]
      : []),
    { label: dialogKey("Okrpg", "RollModifier"), value: num(rollModifier), total: true },
  ];
  const cardChances: Chance[] = [];
  // RULES 1.8: the other rolled action succeeds when the same roll, less its share, reaches it.
  // Interpretation: that roll is the attack's, its modifiers included (the rules make one roll).
  if (other !== undefined && other !== "simple")
    cardChances.push(
      chance(
        dialogKey("Chance", "combinedOther"),
        successChance(base, other.required, rollModifier),
        "success",
      ),
    );
  if (targetInputs.length > 1) {
    // RULES 1.4: the basic hit must reach the hardest target, and the rest buys the others.
    const hardest = Math.max(...targetInputs.map(requiredOf));
    const discount = (weaponOf(weapon, options).multiTargetDiscount ?? 0) as MultiTargetDiscount;
    const cost = multiTargetCost(targetInputs.length, discount);
    cardChances.push(
      ...bandChances(
        okrpgAllTargetsBands({ base, modifier: rollModifier, needed: hardest + cost }),
      ),
    );
  }
  const framed = frame(input, form, {
    sections: [section("Attack", attackFields)],
    targets,
    live: live("card", { lines: cardLines, chances: cardChances }),
    leftOut: left,
  });
  const planned: OkrpgPlan = {
    messageMode: framed.messageMode,
    ...(targetInputs.some((t) => t.holding) ? { interrupt: { quickness, impairment } } : {}),
    input: {
      attacker: {
        ...cardActor(actor, input.attacker.tokenUuid),
        base,
        handToHand: data(actor).roles.handToHand.step,
        strength: data(actor).roles.strength.step,
      },
      weapon: weaponOf(weapon, options, attackType.value),
      situation: {
        setup: setupSteps,
        impairment,
        other: modifier.value,
        ...(other === undefined ? {} : { combined: other }),
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
