import { requireBoolean, requireObject } from "../errors";
import {
  OPTION_RULES,
  SPEND_OPTIONS,
  type AttackRequest,
  type AttackResolution,
  type SpendAttack,
  type SpendChoices,
  type SpendMenu,
  type SpendMenuEntry,
  type SpendOption,
  type SpendReason,
  type SpendTarget,
  freshMook,
  multiTargetHits,
  requiredSuccesses,
  resolveAttack,
  rollOutcome,
  spendContext,
  spendMenu,
  successes,
  combinedActions,
  combinedCost,
  type CombinedOutcome,
} from "../okrpg";
import type { OkrpgCard, OkrpgTarget, OkrpgTargetInput } from "./okrpg";

/*
 * How an OK RPG card reads against each of its targets (RULES 1.2–1.7): one roll, each
 * target's required successes, and one set of spent successes shared by every target hit (the
 * seed applies "the rest of your attack" to all of them). Bypassing armor is bought per target,
 * at that target's coverage, from the same pool. A shared option is legal when it is legal
 * against every target hit; its price is the highest it has against any of them.
 */

/**
 * RULES 1.8 combined actions: the successes the attack pays for the other action sharing its roll
 * (1 beside a simple action, 2 beside a rolled one), none once the player gives the other up.
 */
export function combinedCostOf(card: Pick<OkrpgCard, "situation" | "combinedDropped">): number {
  const other = card.situation.combined;
  if (other === undefined || card.combinedDropped) return 0;
  return combinedCost([{ required: 0 }, other]);
}

/**
 * RULES 1.8: how the other action of a combined action came out, from the same roll (the
 * successes before the attack's share is taken); null without one.
 */
export function combinedOther(card: OkrpgCard): CombinedOutcome | null {
  const other = card.situation.combined;
  if (other === undefined) return null;
  const raw = card.rolled + combinedCostOf(card);
  return combinedActions(raw, [{ required: 0 }, other], card.combinedDropped ? 1 : undefined)[1];
}

/** The attacker's roll modifier in steps: setups, impairment and anything else (RULES 1.2, 1.8). */
export function rollModifier(card: Pick<OkrpgCard, "situation" | "combinedDropped">): number {
  const { setup = 0, impairment = 0, other = 0 } = card.situation;
  return setup + impairment + other - combinedCostOf(card);
}

/** Successes rolled [I-1]. */
export function rolled(card: OkrpgCard): number {
  return successes(card.attacker.base, card.fudge, rollModifier(card));
}

/** Several targets: the attacker states the successes bought for the basic hit (RULES 1.4). */
export function isMultiple(card: Pick<OkrpgCard, "targets">): boolean {
  return card.targets.length > 1;
}

function defenceOf(target: OkrpgTargetInput) {
  return {
    defence: target.defence,
    activeDefences: target.activeDefences ?? [],
    bonus: target.defenceBonus ?? 0,
    knockedDown: target.knockedDown ?? false,
  };
}

/**
 * RULES 1.2, 1.8: the successes this target requires, read the same way by the roll dialog and
 * the card (the target's defence bonus included).
 */
export function required(target: OkrpgTargetInput): number {
  requireObject("target", target);
  // stored as null it would read as standing (defenceOf's `??`): refused here
  if (target.knockedDown !== undefined) requireBoolean("knocked down", target.knockedDown);
  return requiredSuccesses(defenceOf(target));
}

/** Which targets the roll hits (RULES 1.2; multiple targets: against the basic hit, RULES 1.4). */
export function hitsByTarget(card: OkrpgCard): boolean[] {
  const roll = rolled(card);
  const needs = card.targets.map(required);
  if (!isMultiple(card)) return needs.map((need) => rollOutcome(roll, need).success);
  return multiTargetHits(roll, card.basicHit ?? roll, needs).hits;
}

/**
 * The basic hit a multiple attack starts with: just enough for the most demanding target the
 * roll can reach, so every target that can be hit is, and the rest of the successes are extra.
 */
export function defaultBasicHit(roll: number, needs: readonly number[]): number {
  const reachable = needs.filter((need) => need <= roll);
  return reachable.length ? Math.max(...reachable) : roll;
}

/** The attack as the spending rules see it, before its extra successes are known. */
export function attackOf(card: OkrpgCard): Omit<SpendAttack, "extra"> {
  const w = card.weapon;
  return {
    damage: w.damage,
    handToHand: card.attacker.handToHand,
    penetration: w.penetration ?? null,
    lethality: w.lethality,
    damageType: w.damageType ?? null,
    reach: w.reach ?? null,
    weaponSuits: w.weaponSuits ?? [],
    multiTargetDiscount: w.multiTargetDiscount ?? 0,
    strength: card.attacker.strength ?? null,
  };
}

/** The attack as the spending rules see it, with `extra` successes to spend. */
export function spendAttack(card: OkrpgCard, extra: number): SpendAttack {
  return { ...attackOf(card), extra };
}

/** The target as the spending rules see it. */
export function spendTarget(target: OkrpgTarget): SpendTarget {
  return {
    armor: target.armor ?? null,
    stability: target.stability ?? "normal",
    handToHand: target.handToHand,
    twoHandedWeapon: target.twoHandedWeapon ?? false,
    size: target.size ?? null,
  };
}

/** Successes left over after the basic hit (or after this target's defence, for one target). */
export function cardExtra(card: OkrpgCard): number {
  const roll = rolled(card);
  if (isMultiple(card)) return roll - (card.basicHit ?? roll);
  return roll - required(card.targets[0]);
}

/** What bypassing this target's armor costs (RULES 1.4: its coverage). */
export function bypassCost(card: OkrpgCard, target: OkrpgTarget): number {
  return OPTION_RULES.bypassArmor.cost(
    spendContext(spendAttack(card, 0), spendTarget(target), card.options),
  );
}

/** The shared choices plus this target's own armor bypass. */
export function choicesFor(card: OkrpgCard, target: OkrpgTarget): SpendChoices {
  return target.bypass ? { ...card.choices, bypassArmor: 1 } : card.choices;
}

/** Successes this target's menu may spend: the pool, less the other targets' bypasses. */
export function extraFor(card: OkrpgCard, target: OkrpgTarget): number {
  const others = card.targets
    .filter((t) => t.id !== target.id && t.bypass)
    .reduce((sum, t) => sum + bypassCost(card, t), 0);
  return cardExtra(card) - others;
}

/** One target's spending menu (RULES 1.4); null when the target was missed. */
export function targetMenu(card: OkrpgCard, index: number, hit: boolean): SpendMenu | null {
  if (!hit) return null;
  const target = card.targets[index];
  return spendMenu(
    spendAttack(card, extraFor(card, target)),
    spendTarget(target),
    choicesFor(card, target),
    card.options,
  );
}

/** The full resolution against one target, from the roll to its condition (RULES 1.2–1.7). */
export function resolveTarget(card: OkrpgCard, index: number, hit: boolean): AttackResolution {
  const target = card.targets[index];
  const request: AttackRequest = {
    base: card.attacker.base,
    fudge: card.fudge,
    modifier: rollModifier(card),
    basicHit: isMultiple(card) ? (card.basicHit ?? rolled(card)) : undefined,
    defence: defenceOf(target),
    attack: attackOf(card),
    target: {
      ...spendTarget(target),
      dr: target.dr,
      ...(target.system === "full"
        ? { wounds: target.wounds ?? { lethal: 0, nonlethal: 0 } }
        : { mook: target.mook ?? freshMook(target.system) }),
    },
    choices: hit ? choicesFor(card, target) : {},
    limb: card.limb ?? null,
  };
  return resolveAttack(request, card.options);
}

/** The menu shared by every target hit, with the live totals and each row's legality. */
export interface CardMenu {
  /** successes beyond the basic hit */
  readonly extra: number;
  readonly spent: number;
  readonly remaining: number;
  /** the shared options (armor bypass excluded) */
  readonly entries: readonly SpendMenuEntry[];
  /** armor bypass, per target hit, by target id */
  readonly bypass: Readonly<Record<string, SpendMenuEntry>>;
}

function combine(rows: readonly SpendMenuEntry[]): SpendMenuEntry {
  const cost = Math.max(...rows.map((r) => r.cost));
  const reason = (pick: (r: SpendMenuEntry) => SpendReason | null) =>
    rows.map(pick).find((r) => r !== null) ?? null;
  return {
    ...rows[0],
    cost,
    spent: rows[0].taken * cost,
    addBlocked: reason((r) => r.addBlocked),
    removeBlocked: reason((r) => r.removeBlocked),
  };
}

/** RULES 1.4: the card's spending menu over every target hit; null when nothing was hit. */
export function cardMenu(card: OkrpgCard, hits: readonly boolean[]): CardMenu | null {
  const menus = card.targets
    .map((target, i) => ({ target, menu: targetMenu(card, i, hits[i]) }))
    .filter((m): m is { target: OkrpgTarget; menu: SpendMenu } => m.menu !== null);
  if (menus.length === 0) return null;
  const ids = menus[0].menu.entries.map((e) => e.id).filter((id) => id !== "bypassArmor");
  const remaining = Math.min(...menus.map((m) => m.menu.remaining));
  const extra = cardExtra(card);
  return {
    extra,
    spent: extra - remaining,
    remaining,
    entries: ids.map((id) => combine(menus.map((m) => entryOf(m.menu, id)))),
    bypass: Object.fromEntries(menus.map((m) => [m.target.id, entryOf(m.menu, "bypassArmor")])),
  };
}

function entryOf(menu: SpendMenu, id: SpendOption): SpendMenuEntry {
  // spendMenu lists a row for every option, in SPEND_OPTIONS order
  return menu.entries[SPEND_OPTIONS.indexOf(id)];
}
