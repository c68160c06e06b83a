import { FUDGE_DICE, fudgeSumCounts, type DiceSource } from "../dice";
import { fudgeFaces } from "./dice";
import { isRulesError } from "../errors";
import type { OkrpgOptions } from "../options";
import {
  condition,
  DOWN_AT,
  OUT_AT,
  applyHit,
  freshMook,
  impairmentPenalty,
  mookFallen,
  MOOK_DOWN_AT,
  MOOK_OUT_AT,
  recoverRound,
  rollOutcome,
  rollTide,
  simplifiedHit,
  spend,
  spendMenu,
  successes,
  tideRollDue,
  CALM_TIDE,
  type Condition,
  type SimplifiedState,
  type SpendChoices,
  type SpendOption,
  type Tide,
  type Wounds,
} from "../okrpg";
import { rallyMook, mookStatus } from "../okrpg/mooks";
import {
  requireCardInput,
  type OkrpgCard,
  type OkrpgTarget,
  type OkrpgTargetInput,
} from "../cards/okrpg";
import {
  required,
  resolveTarget,
  rollModifier,
  spendAttack,
  spendTarget,
} from "../cards/okrpg-resolution";
import { CARD_VERSION } from "../cards/shared";
import type { Fighting, OddsModel } from "./model";
import { checkAttacks, chooser } from "./attacks";
import { signatures } from "./signature";
import type { OddsFighter, OddsInput, OddsSide, OkrpgFighter } from "./types";

/*
 * OK RPG in the odds (RULES 1.2–1.10): the 4dF roll against the target's required successes, the
 * extra successes spent as the policy says, and the hit written to the wounds (or a mook's state)
 * exactly as the card's Apply writes it; Down and Out, impairment, the start-of-round recovery, the
 * Tide of Battle and a mook's rally on a 6, as the tracker brings them.
 */

export interface OkrpgHealth {
  /** the full damage system's wounds; null for a mook */
  readonly wounds: Wounds | null;
  /** a mook's state under its simplified system; null under the full one */
  readonly mook: SimplifiedState | null;
}

/** What one hit does once its successes are spent: the card's resolution less the wounds. */
interface Hit {
  readonly damage: number | null;
  readonly points: number;
  readonly roundedUp: boolean;
  readonly lethality: number;
}

/** RULES 1.4: the policy spends on damage only: these, in this order, the rest on more damage. */
const DAMAGE_FIRST: readonly (readonly SpendOption[])[] = [
  [],
  ["fullDamage"],
  ["bypassArmor"],
  ["fullDamage", "bypassArmor"],
];

const ZERO: Wounds = { lethal: 0, nonlethal: 0 };

/** [I-1] The 4dF sums and how many of the 81 rolls give each (the roll dialog's odds). */
const FUDGE_WAYS = fudgeSumCounts(FUDGE_DICE);
const FUDGE_OUTCOMES = 3 ** FUDGE_DICE;

function total(w: Wounds): number {
  return w.lethal + w.nonlethal;
}

/** Mooks' harm, counted in their own system's steps (mook points, Tag/Down/Out, Down). */
function mookHarm(state: SimplifiedState): number {
  if (state.system === "mook") return state.points;
  if (state.system === "evenSimpler") return ["up", "tagged", "down", "out"].indexOf(state.status);
  return state.down ? 1 : 0;
}

/** Harm left before the system's Down (RULES 1.6 and 1.7). */
function marginOf(h: OkrpgHealth): number {
  if (h.wounds) return DOWN_AT - total(h.wounds);
  const m = h.mook as SimplifiedState;
  if (m.system === "mook") return MOOK_DOWN_AT - m.points;
  if (m.system === "evenSimpler") return m.status === "up" ? 2 : m.status === "tagged" ? 1 : 0;
  return m.down ? 0 : 1;
}

/** As the health bar reads it (src/data/derived/okrpg.ts): points left before the system's out. */
function healthLeft(h: OkrpgHealth): number {
  if (h.wounds) return Math.max(0, OUT_AT - total(h.wounds));
  const m = h.mook as SimplifiedState;
  if (m.system === "mook") return Math.max(0, MOOK_OUT_AT - m.points);
  return Math.max(0, marginOf(h));
}

export function okrpgModel(input: OddsInput): OddsModel<OkrpgHealth> {
  const options = input.options as OkrpgOptions;
  const fighters = input.fighters as readonly OkrpgFighter[];
  checkAttacks(fighters, (card, targets) =>
    requireCardInput({ ...card, fudge: [0, 0, 0, 0], targets }),
  );

  /** the attacker's roll modifier less its impairment (setups, the GM's, a combined action) */
  const baseModifier = fighters.map((f) =>
    f.attacks.map((a) => rollModifier({ situation: { ...a.card.situation, impairment: 0 } })),
  );

  /** A card as the card module reads it: this attack, these faces, on one target. */
  function cardOf(
    f: OkrpgFighter,
    k: number,
    target: OkrpgTargetInput,
    fudge: readonly number[],
    impairment: number,
    choices: SpendChoices,
  ): OkrpgCard {
    const { bypassArmor, ...shared } = choices;
    const attack = f.attacks[k];
    const one: OkrpgTarget = {
      ...target,
      wounds: ZERO,
      // Stryker disable next-line ObjectLiteral: a hit's damage and points read no mook state (RULES 1.7: its new state is simplifiedHit's, in attack)
      ...(target.system === "full" ? {} : { mook: freshMook(target.system) }),
      ...(bypassArmor ? { bypass: true } : {}),
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: the card's type asks for a kept result; resolveTarget works it out and reads none
      result: { required: 0, hit: true, damage: null, points: 0, lethal: 0, nonlethal: 0 },
    };
    return {
      v: CARD_VERSION,
      // Stryker disable next-line StringLiteral: the card's type asks for it; resolveTarget and the spending read no ruleset
      ruleset: "okrpg",
      attacker: attack.card.attacker,
      weapon: attack.card.weapon,
      situation: { ...attack.card.situation, impairment },
      options,
      fudge,
      rolled: 0,
      choices: shared,
      targets: [one],
    };
  }

  /** RULES 1.4: buys the options in order, then as much more damage as the successes allow. */
  function spent(
    card: OkrpgCard,
    extra: number,
    first: readonly SpendOption[],
  ): SpendChoices | null {
    const attack = spendAttack(card, extra);
    const target = spendTarget(card.targets[0]);
    let choices: SpendChoices = {};
    try {
      for (const option of first) choices = spend(attack, target, choices, option, options);
    } catch (error) {
      if (isRulesError(error)) return null;
      throw error;
    }
    const menu = spendMenu(attack, target, choices, options);
    const more = menu.entries.find((entry) => entry.id === "moreDamage")!;
    // blocked: no success left for it, or not bought without full damage
    if (more.addBlocked) return choices;
    // Stryker disable next-line ArithmeticOperator: more damage costs 1 a step (RULES 1.4), so `*` is `/`
    return { ...choices, moreDamage: Math.floor(menu.remaining / more.cost) };
  }

  /**
   * The same attack on the same kind of target does the same: attacks and targets are named by
   * what the rules read of them, so identical fighters (six of the same goon) share their work.
   */
  const intern = signatures();
  const attackSig = fighters.map((f) =>
    f.attacks.map((a) =>
      intern([a.card.attacker.handToHand, a.card.attacker.strength, a.card.weapon]),
    ),
  );
  const targetSigs = new Map<OkrpgTargetInput, number>();
  /** what the spending and damage read of a target (not its defence, nor its damage so far) */
  const targetSig = (target: OkrpgTargetInput) => {
    let n = targetSigs.get(target);
    // Stryker disable next-line ConditionalExpression: the same reading gets the same name again
    if (n === undefined) {
      const { wounds: _wounds, mook: _mook, activeDefences: _active, ...read } = target;
      targetSigs.set(target, (n = intern(read)));
    }
    return n;
  };

  const hits = new Map<string, Hit>();
  /**
   * RULES 1.2–1.6: what a hit with `extra` successes to spend does to this target, the successes
   * spent as the policy says: whichever of full damage and an armor bypass lets the most points
   * through, the rest on more damage. The card's own resolution decides (resolveTarget); it
   * depends on the extra successes, not on the roll that gave them, so it is worked out once.
   */
  function hitFor(
    a: Fighting<OkrpgHealth>,
    k: number,
    target: OkrpgTargetInput,
    extra: number,
    fudge: readonly number[],
    impairment: number,
  ): Hit {
    const key = `${attackSig[a.index][k]}:${targetSig(target)}:${extra}`;
    const known = hits.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (known) return known;
    const f = fighters[a.index];
    let best: { hit: Hit; lethal: number } | null = null;
    // a way the successes cannot buy (or no armor to bypass) is refused by spend, and skipped
    for (const first of DAMAGE_FIRST) {
      const base = cardOf(f, k, target, fudge, impairment, {});
      const choices = spent(base, extra, first);
      if (choices === null) continue;
      const r = resolveTarget(cardOf(f, k, target, fudge, impairment, choices), 0, true);
      const hit: Hit = {
        damage: r.damage,
        points: r.points,
        roundedUp: r.roundedUp,
        // a hit always has its spending (hitFor is asked only of a roll that hit)
        lethality: r.spend!.lethality,
      };
      if (
        best === null ||
        hit.points > best.hit.points ||
        (hit.points === best.hit.points && r.lethal > best.lethal)
      )
        best = { hit, lethal: r.lethal };
    }
    // the first way (nothing bought first) is always open
    const chosen = (best as { hit: Hit }).hit;
    hits.set(key, chosen);
    return chosen;
  }

  const penalties = new Map<string, number>();
  /** RULES 1.6: the impairment on every roll, by the damage total (and a mangled limb) */
  function penalty(h: OkrpgHealth): number {
    if (!h.wounds) return 0;
    const limb = h.wounds.mangledLimb ?? null;
    // Stryker disable next-line LogicalOperator: the penalty reads only whether a limb is mangled (impairmentPenalty), and a limb or none still key apart
    const key = `${total(h.wounds)}:${limb ?? ""}`;
    let n = penalties.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (n === undefined)
      penalties.set(
        key,
        (n = impairmentPenalty({ total: total(h.wounds), mangledLimb: limb }, options)),
      );
    return n;
  }

  const conditions = new Map<number, Condition>();
  /** RULES 1.6: Down from 7 points, Out from 10 */
  function conditionOf(w: Wounds): Condition {
    // Stryker disable next-line ArithmeticOperator: lethal ≤ total < 1000, so `* 1000 − lethal` and `/ 1000 + lethal` still name each (total, lethal) once
    const key = total(w) * 1000 + w.lethal;
    let c = conditions.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (c === undefined) conditions.set(key, (c = condition(total(w), w.lethal)));
    return c;
  }

  const fallenBy = new Map<string, boolean>();
  /** RULES 1.7: a mook no longer fights */
  function fallen(m: SimplifiedState): boolean {
    const key =
      m.system === "mook" ? `m${m.points}` : m.system === "evenSimpler" ? m.status : `s${m.down}`;
    let is = fallenBy.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (is === undefined) fallenBy.set(key, (is = mookFallen(m)));
    return is;
  }

  const landed = new Map<number, { lethal: number; nonlethal: number }>();
  /** RULES 1.6 [I-4]: the wounds after a hit, as applyHit writes them (no limb is called) */
  function afterHit(w: Wounds, hit: Hit): Wounds {
    // wounds and points stay far below 1000 in any fight; lethality rows lie within 0 … −6
    const key =
      (((w.lethal * 1000 + w.nonlethal) * 1000 + hit.points) * 2 + (hit.roundedUp ? 1 : 0)) * 16 -
      hit.lethality;
    let next = landed.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (next === undefined) {
      const made = applyHit(
        w,
        { points: hit.points, roundedUp: hit.roundedUp, lethality: hit.lethality, limb: null },
        options,
      ).wounds;
      landed.set(key, (next = { lethal: made.lethal, nonlethal: made.nonlethal }));
    }
    return { ...w, ...next };
  }

  const recovered = new Map<string | number, Wounds>();
  /** RULES 1.3, 1.9: a round's recovery, as the tracker's round start makes it */
  function recovery(w: Wounds, step: number, times: number): Wounds {
    if (w.nonlethal === 0) return w;
    const carry = w.recoveryCarry;
    const [num, den] = [carry?.num ?? 0, carry?.den ?? 1];
    // a mangled limb (rare) and large fractions are keyed as text, the rest as a number
    const key =
      w.mangledLimb || num > 99 || den > 99 || Math.abs(step) > 30
        ? `${w.lethal}:${w.nonlethal}:${num}/${den}:${w.mangledLimb ?? ""}:${step}:${times}`
        : ((((w.lethal * 1000 + w.nonlethal) * 100 + num) * 100 + den) * 64 + step + 32) * 3 +
          times;
    let next = recovered.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (next === undefined) recovered.set(key, (next = recoverRound(w, step, times)));
    const { nonlethal, recoveryCarry, mangledLimb } = next;
    return { ...w, nonlethal, recoveryCarry, mangledLimb };
  }

  const requiredOf = new Map<string, number>();
  function need(a: number, k: number, t: number, target: OkrpgTargetInput, guarded: boolean) {
    const key = `${a}:${k}:${t}:${guarded ? 1 : 0}`;
    let n = requiredOf.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (n === undefined) requiredOf.set(key, (n = required(target)));
    return n;
  }

  /** Expected points of one attack on a fresh target: for choosing between weapons. */
  const expected = new Map<string, number>();
  function expectedPoints(a: Fighting<OkrpgHealth>, k: number, t: Fighting<OkrpgHealth>): number {
    const key = `${a.index}:${k}:${t.index}`;
    const known = expected.get(key);
    // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
    if (known !== undefined) return known;
    const f = fighters[a.index];
    const target = f.attacks[k].targets[t.id];
    const impairment = penalty(a.health);
    const modifier = baseModifier[a.index][k] + impairment;
    const requiredNow = need(a.index, k, t.index, target, false);
    let sum = 0;
    FUDGE_WAYS.forEach((ways, i) => {
      const faces = facesSumming(i - FUDGE_DICE);
      const rolled = successes(f.attacks[k].card.attacker.base, faces, modifier);
      if (rolled < requiredNow) return;
      sum += ways * hitFor(a, k, target, rolled - requiredNow, faces, impairment).points;
    });
    // Stryker disable next-line ArithmeticOperator: only the chooser reads it, comparing one attacker's weapons on one target: a common factor keeps their order
    const value = sum / FUDGE_OUTCOMES;
    expected.set(key, value);
    return value;
  }

  /** by attack, target, guard and impairment: what each 4dF sum does (a roll reads only its sum) */
  const rows = new Map<number, ({ band: string; hit: Hit | null } | undefined)[]>();
  const width = fighters.length;
  const deepest = Math.max(1, ...fighters.map((f) => f.attacks.length));

  // Stryker disable next-line ObjectLiteral: read only in the round a tide was rolled, which sets it
  let tide: Record<OddsSide, Tide> = { friendly: CALM_TIDE, hostile: CALM_TIDE };
  const tideDue = new Map<number, boolean>();
  // Stryker disable next-line UnaryOperator: before a tide is rolled, the tide read is the calm one it starts as
  let tideRound = -1;

  return {
    defence: "reaction",
    harmUnit: "okrpg",
    health(f: OddsFighter): OkrpgHealth {
      const target = (f as OkrpgFighter).target;
      if (target.system === "full") return { wounds: target.wounds ?? ZERO, mook: null };
      return { wounds: null, mook: target.mook ?? freshMook(target.system) };
    },
    down: (_f, h) => (h.wounds ? conditionOf(h.wounds).down : fallen(h.mook!)),
    defeated: (_f, h) => (h.wounds ? conditionOf(h.wounds).out : fallen(h.mook!)),
    // a fighter stays under its damage system: wounds before and after, or a mook's state
    harm: (_f, before, after) =>
      after.wounds
        ? total(after.wounds) - total(before.wounds!)
        : mookHarm(after.mook!) - mookHarm(before.mook!),
    margin: (_f, h) => marginOf(h),
    rollPenalty: (_f, h) => penalty(h),
    nonDamaged: (_f, h) => healthLeft(h),
    choose: chooser(fighters, expectedPoints),
    attack(a, k, t, dice: DiceSource, guarded) {
      const f = fighters[a.index];
      const attack = f.attacks[k];
      const target = (guarded ? attack.guarded : attack.targets)[t.id] ?? attack.targets[t.id];
      const fudge = fudgeFaces(dice);
      const impairment = penalty(a.health);
      const key =
        (((a.index * width + t.index) * deepest + k) * 2 + (guarded ? 1 : 0)) * 16 - impairment;
      let row = rows.get(key);
      // Stryker disable next-line ConditionalExpression: a fresh row is filled again alike
      if (row === undefined) rows.set(key, (row = []));
      const sum = fudge[0] + fudge[1] + fudge[2] + fudge[3];
      let blow = row[sum + FUDGE_DICE];
      // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
      if (blow === undefined) {
        const rolled = successes(
          attack.card.attacker.base,
          fudge,
          baseModifier[a.index][k] + impairment,
        );
        const outcome = rollOutcome(rolled, need(a.index, k, t.index, target, guarded));
        blow = !outcome.success
          ? { band: "miss", hit: null }
          : {
              band: outcome.marginal ? "marginalHit" : "extraSuccesses",
              hit: hitFor(a, k, target, outcome.extra, fudge, impairment),
            };
        row[sum + FUDGE_DICE] = blow;
      }
      const hit = blow.hit;
      if (hit === null || hit.damage === null) return blow;
      const h = t.health;
      // RULES 1.6–1.7 as the card's Apply writes it: points to the wounds, or the mook's new state
      if (h.wounds) {
        // a hit of no points leaves the wounds as they are: skipping it only saves the work
        if (hit.points > 0) t.health = { wounds: afterHit(h.wounds, hit), mook: null };
      } else t.health = { wounds: null, mook: simplifiedHit(h.mook!, hit.damage, target.dr) };
      return blow;
    },
    roundStart(all, round, dice, step) {
      if (step === "tide") {
        // RULES 1.9: each side with a fighter rolls when a tide is due (src/combat/moves/round-start.ts)
        let due = tideDue.get(round);
        // Stryker disable next-line ConditionalExpression: the rules are pure: worked out again, the outcome is the same
        if (due === undefined) tideDue.set(round, (due = tideRollDue(round, options)));
        if (!due) return;
        tideRound = round;
        // Stryker disable next-line ObjectLiteral: rollTide reads a luck not given as normal
        const luck = input.tideLuck ?? { friendly: "normal", hostile: "normal" };
        const sides = new Set(all.map((f) => f.side));
        tide = {
          friendly: sides.has("friendly") ? rollTide(dice, luck.friendly) : CALM_TIDE,
          hostile: sides.has("hostile") ? rollTide(dice, luck.hostile) : CALM_TIDE,
        };
        return;
      }
      for (const f of all) {
        const side = tideRound === round ? tide[f.side] : CALM_TIDE;
        const h = f.health;
        // RULES 1.3, 1.9: those still in the fight recover nonlethal points (src/combat/moves/recovery.ts)
        if (h.wounds && !f.defeated && !f.fled)
          f.health = {
            wounds: recovery(h.wounds, fighters[f.index].recoveryStep, side.recoveries),
            mook: null,
          };
        // RULES 1.7, 1.9: downed mooks get up on their side's 6 (src/combat/moves/round-actors.ts)
        if (h.mook?.system === "mook" && side.advantage && mookStatus(h.mook.points) === "down")
          f.health = { wounds: null, mook: rallyMook(h.mook) };
      }
    },
    notes: [{ key: "OkrpgSpending" }, { key: "OkrpgNoSetups" }, { key: "OkrpgTide" }],
  };
}

/** Four Fudge faces that add up to `sum` (any will do: a roll reads only their sum). */
function facesSumming(sum: number): number[] {
  const faces = [0, 0, 0, 0];
  for (let i = 0; i < Math.abs(sum); i++) faces[i] = Math.sign(sum);
  return faces;
}
