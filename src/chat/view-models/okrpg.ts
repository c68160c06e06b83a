import {
  applyBlocked,
  combinedOther,
  interruptOutcome,
  menu as cardMenu,
  resolutions,
  type CardMenu,
  type OkrpgCard,
  type OkrpgTarget,
} from "../../rules/cards/okrpg";
import {
  ACTIVE_DEFENCE_BONUS,
  KNOCKED_DOWN_DEFENCE,
  LETHALITY,
  activeDefenceBonus,
  type AttackResolution,
  type SpendMenuEntry,
  type SpendReason,
  type SpendResult,
} from "../../rules/okrpg";
import { combinedCostOf } from "../../rules/cards/okrpg-resolution";
import { rankLabel } from "../../rules/ranks";
import { chartNumber } from "../../sheets/view-models/format";
import {
  CARD_TEMPLATES,
  applyButtons,
  applyLine,
  badge,
  button,
  canAct,
  hiddenContext,
  key,
  num,
  reason,
  signed,
  targetBase,
} from "./shared";
import type {
  Badge,
  Button,
  CardContext,
  Line,
  Menu,
  MenuRow,
  Reason,
  Section,
  TargetView,
  Viewer,
} from "./types";

/*
 * The OK RPG card's view (RULES 1.2–1.8): the roll, the extra-successes menu with its live
 * totals, and each target's required successes, damage, armor, points and condition.
 */

const rank = (step: number) => `${rankLabel(step)} (${num(step)})`;
const FUDGE_SIGN: Readonly<Record<number, string>> = { [-1]: "\u2212", 0: "0", 1: "+" };

function rollLines(card: OkrpgCard): Line[] {
  const s = card.situation;
  const lines: Line[] = [{ label: key("Okrpg", "Base"), value: rank(card.attacker.base) }];
  if (s.setup) lines.push({ label: key("Okrpg", "Setup"), value: signed(s.setup) });
  if (s.impairment) lines.push({ label: key("Okrpg", "Impairment"), value: signed(s.impairment) });
  if (s.other) lines.push({ label: key("Okrpg", "Modifier"), value: signed(s.other) });
  const combined = combinedCostOf(card);
  if (combined) lines.push({ label: key("Okrpg", "CombinedCost"), value: signed(-combined) });
  const sum = card.fudge.reduce((a, b) => a + b, 0);
  lines.push({
    label: key("Okrpg", "Fudge"),
    value: `${card.fudge.map((f) => FUDGE_SIGN[f]).join(" ")} (${signed(sum)})`,
  });
  lines.push({ label: key("Okrpg", "Rolled"), value: num(card.rolled), total: true });
  return lines;
}

/** A rules refusal as a tooltip reason. */
export function spendReason(r: SpendReason): Reason {
  switch (r.code) {
    case "notEnoughSuccesses":
      return reason(r.code, { n: String(r.cost) });
    case "limitReached":
      return reason(r.code, { n: String(r.limit) });
    case "needs":
    case "conflicts":
    case "requiredBy":
      return reason(r.code, { option: key("Spend", r.option) });
    default:
      return reason(r.code);
  }
}

/** Sub-options shown under the option they add to, once it is bought. */
const PARENT: Readonly<Partial<Record<string, string>>> = {
  moreDamage: "fullDamage",
  grabPower: "grab",
  disarmPower: "disarm",
  disarmDistance: "disarm",
  disarmAim: "disarm",
  takeAwayPower: "takeAway",
  knockdownPower: "knockdown",
  throwPower: "throw",
};

function menuButtons(
  entry: SpendMenuEntry,
  applied: boolean,
  data: Record<string, string> = {},
): { add: Button; remove: Button } {
  const locked = applied ? reason("applied") : null;
  const add = button("spend", key("Spend", "Add"), {
    text: "+",
    data: { option: entry.id, ...data },
    reason: locked ?? (entry.addBlocked ? spendReason(entry.addBlocked) : null),
  });
  const remove = button("unspend", key("Spend", "Remove"), {
    text: "\u2212",
    data: { option: entry.id, ...data },
    reason: locked ?? (entry.removeBlocked ? spendReason(entry.removeBlocked) : null),
  });
  return { add, remove };
}

function menuView(card: OkrpgCard, m: CardMenu | null): Menu | null {
  if (!m) return null;
  const applied = card.targets.some((t) => t.applied);
  const rows: MenuRow[] = m.entries
    .filter((e) => {
      const parent = PARENT[e.id];
      return (
        e.id === "moreDamage" ||
        !parent ||
        (card.choices[parent as keyof typeof card.choices] ?? 0) > 0
      );
    })
    .map((e) => ({
      id: e.id,
      label: key("Spend", e.id),
      taken: String(e.taken),
      cost: String(e.cost),
      ...menuButtons(e, applied),
      nested: PARENT[e.id] !== undefined,
    }))
    // only what can be bought now, or given back: a row of two dead buttons tells nobody anything
    .filter((row) => row.taken !== "0" || !row.add.disabled);
  return {
    totals: [
      { label: key("Okrpg", "Extra"), value: num(m.extra) },
      { label: key("Okrpg", "Spent"), value: num(m.spent) },
      { label: key("Okrpg", "Remaining"), value: num(m.remaining), total: true },
    ],
    rows,
    none: rows.length ? null : key("Okrpg", m.remaining > 0 ? "NothingFits" : "NothingLeft"),
  };
}

function basicHitSection(card: OkrpgCard, viewer: Viewer): Section | null {
  if (card.targets.length < 2 || card.basicHit === undefined) return null;
  const basic = card.basicHit;
  const spent = Object.values(card.choices).some((u) => u) || card.targets.some((t) => t.bypass);
  const lowest = Math.min(...card.targets.map((t) => t.result.required));
  // The rules refuse a new basic hit once a result is applied or successes are spent (RULES 1.4).
  const locked = card.targets.some((t) => t.applied)
    ? reason("applied")
    : spent
      ? reason("giveBackFirst")
      : null;
  const buttons = canAct(viewer)
    ? [
        button("setBasicHit", key("Okrpg", "Fewer"), {
          text: "\u2212",
          data: { value: String(basic - 1) },
          reason: locked ?? (basic < lowest ? reason("noTargetLeft") : null),
        }),
        button("setBasicHit", key("Okrpg", "More"), {
          text: "+",
          data: { value: String(basic + 1) },
          reason: locked ?? (basic >= card.rolled ? reason("allSuccessesUsed") : null),
        }),
      ]
    : [];
  return {
    heading: key("Okrpg", "BasicHit"),
    lines: [
      { label: key("Okrpg", "BasicHitSuccesses"), value: num(basic) },
      { label: key("Okrpg", "Extra"), value: num(card.rolled - basic) },
    ],
    buttons,
  };
}

const LETHALITY_NAME: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(LETHALITY).map(([name, steps]) => [steps, name]),
);

function effectLines(spend: SpendResult): Line[] {
  const lines: Line[] = [];
  const e = spend.effects;
  if (spend.targets > 1)
    lines.push({ label: key("Okrpg", "TargetsReached"), value: num(spend.targets) });
  if (spend.calledShot !== "none")
    lines.push({
      label: key("Okrpg", "CalledShot"),
      valueKey: key("CalledShot", spend.calledShot),
      value: "",
    });
  if (spend.reachMoves)
    lines.push({ label: key("Okrpg", "ReachMoves"), value: signed(spend.reachMoves) });
  if (spend.style !== "none")
    lines.push({ label: key("Okrpg", "Style"), valueKey: key("Style", spend.style), value: "" });
  if (e.grab)
    lines.push({
      label: key("Spend", "grab"),
      valueKey: key("Effect", e.grab.holds ? "holds" : "slips"),
      value: `(${rank(e.grab.power)})`,
    });
  if (e.disarm)
    lines.push({
      label: key("Spend", "disarm"),
      valueKey: key("Effect", e.disarm.succeeds ? "disarmed" : "keeps"),
      value: `(${rank(e.disarm.power)})`,
    });
  if (e.takeAway)
    lines.push({
      label: key("Spend", "takeAway"),
      valueKey: key("Effect", e.takeAway.outcome),
      value: `(${rank(e.takeAway.power)})`,
    });
  if (e.knockdown)
    lines.push({
      label: key("Spend", "knockdown"),
      valueKey: key("Effect", "down"),
      value: `(${rank(e.knockdown.power)})`,
    });
  if (e.throw)
    lines.push({
      label: key("Spend", "throw"),
      valueKey: key("Effect", "thrown"),
      value: `(${rank(e.throw.power)})`,
    });
  // RULES 1.4: how far the victim flies, from the thrower's strength and the victim's size
  if (e.throw && e.throw.distance !== null)
    lines.push({
      label: key("Okrpg", "ThrowDistance"),
      value: `${chartNumber(e.throw.distance)} m`,
    });
  return lines;
}

/**
 * RULES 1.8: the other action sharing the roll: whether it succeeds, and the player's way to give
 * it up so the attack keeps its successes.
 */
function combinedSection(card: OkrpgCard, viewer: Viewer): Section | null {
  const other = combinedOther(card);
  const part = card.situation.combined;
  if (!other || part === undefined) return null;
  const lines: Line[] = [
    {
      label: key("Okrpg", "CombinedWith"),
      valueKey: key("Combined", part === "simple" ? "simple" : "rolled"),
      value: part === "simple" ? "" : `(${num(part.required)})`,
    },
    {
      label: key("Okrpg", "CombinedOutcome"),
      valueKey: key(
        "Combined",
        card.combinedDropped ? "dropped" : other.success ? "done" : "fails",
      ),
      value: other.extra === null || card.combinedDropped ? "" : `(${signed(other.extra)})`,
      tone: other.success ? "success" : "failure",
    },
  ];
  const applied = card.targets.some((t) => t.applied);
  const buttons =
    canAct(viewer) && !card.combinedDropped
      ? [
          button("dropCombined", key("Okrpg", "DropCombined"), {
            reason: applied ? reason("applied") : null,
          }),
        ]
      : [];
  return { heading: key("Okrpg", "Combined"), lines, buttons };
}

/**
 * Limb-mangling rule (RULES 1.6): the limb the hit struck, named on the card. It counts only for a
 * target on the full damage system, and only when the hit takes it to the impairment point.
 */
function limbSection(card: OkrpgCard, resolved: readonly AttackResolution[], viewer: Viewer) {
  if (!card.options?.limbMangling) return null;
  const struck = card.targets.some((t, i) => resolved[i].hit && t.system === "full");
  if (!struck) return null;
  const limb = card.limb ?? "";
  if (!canAct(viewer))
    return limb
      ? {
          heading: key("Okrpg", "Limb"),
          lines: [{ label: key("Okrpg", "LimbStruck"), value: limb }],
          buttons: [],
        }
      : null;
  const applied = card.targets.some((t) => t.applied);
  const section: Section = {
    heading: key("Okrpg", "Limb"),
    lines: [],
    buttons: [],
    input: {
      action: "setLimb",
      label: key("Okrpg", "LimbStruck"),
      hint: key("Okrpg", "LimbHint"),
      value: limb,
      disabled: applied,
      reason: applied ? reason("applied") : null,
    },
  };
  return section;
}

function effectsSection(card: OkrpgCard, resolved: readonly AttackResolution[]): Section | null {
  const spend = resolved.find((r) => r.spend)?.spend;
  if (!spend) return null;
  const lines = effectLines(spend);
  return lines.length ? { heading: key("Okrpg", "SpentOn"), lines, buttons: [] } : null;
}

function requiredLines(target: OkrpgTarget): Line[] {
  const lines: Line[] = [{ label: key("Okrpg", "Defence"), value: rank(target.defence) }];
  const active = activeDefenceBonus(target.activeDefences ?? []);
  if (active) {
    const kind = (target.activeDefences ?? []).find((k) => ACTIVE_DEFENCE_BONUS[k] === active);
    lines.push({ label: key("ActiveDefence", kind ?? "one"), value: signed(active) });
  }
  if (target.defenceBonus)
    lines.push({ label: key("Okrpg", "DefenceBonus"), value: signed(target.defenceBonus) });
  if (target.knockedDown)
    lines.push({ label: key("Okrpg", "KnockedDown"), value: signed(KNOCKED_DOWN_DEFENCE) });
  lines.push({ label: key("Okrpg", "Required"), value: num(target.result.required), total: true });
  return lines;
}

function armorLine(spend: SpendResult): Line | null {
  const a = spend.armor;
  if (!a) return null;
  const state = a.bypassed
    ? "bypassed"
    : a.worthless
      ? "worthless"
      : a.stopped
        ? "stopped"
        : "reduced";
  return {
    label: key("Okrpg", "Armor"),
    valueKey: key("ArmorState", state),
    value:
      state === "reduced"
        ? `${signed(-a.reduction)} (${rankLabel(a.protection)})`
        : `(${rankLabel(a.protection)})`,
  };
}

function damageLines(target: OkrpgTarget, r: AttackResolution): Line[] {
  const spend = r.spend as SpendResult;
  const lines: Line[] = [];
  lines.push(
    spend.damage === null
      ? { label: key("Okrpg", "Damage"), valueKey: key("Okrpg", "NoDamage"), value: "" }
      : {
          label: key("Okrpg", spend.marginal ? "MarginalDamage" : "Damage"),
          value: rank(spend.damage),
        },
  );
  const armor = armorLine(spend);
  if (armor) lines.push(armor);
  if (r.damage === null) return lines;
  lines.push({ label: key("Okrpg", "Through"), value: rank(r.damage) });
  lines.push({ label: key("Okrpg", "Dr"), value: rank(target.dr) });
  if (target.system === "full" || target.system === "mook")
    lines.push({
      label: key("Okrpg", "Points"),
      value: num(r.points),
      // RULES 1.6: the seed's asterisk, in words
      ...(r.roundedUp ? { note: key("Okrpg", "RoundedUp") } : {}),
      total: true,
    });
  if (target.system === "full") {
    lines.push({
      label: key("Okrpg", "LethalSplit"),
      value: `${num(r.lethal)} / ${num(r.nonlethal)}`,
    });
    lines.push({
      label: key("Okrpg", "Lethality"),
      valueKey: key("Lethality", LETHALITY_NAME[r.lethality]),
      value: "",
    });
  }
  return lines;
}

function conditionBadges(r: AttackResolution): Badge[] {
  if (r.mook) {
    const m = r.mook;
    const state =
      m.system === "mook"
        ? m.points >= 7
          ? "out"
          : m.points >= 5
            ? "down"
            : "up"
        : m.system === "evenSimpler"
          ? m.status
          : m.down
            ? "down"
            : "up";
    return [
      badge(
        key("Mook", state),
        state === "up" ? "neutral" : state === "tagged" ? "warning" : "failure",
      ),
    ];
  }
  const c = r.condition;
  if (!c || r.damage === null) return [];
  const flags: Badge[] = [];
  if (c.dying) flags.push(badge(key("Condition", "dying"), "fumble"));
  else if (c.out) flags.push(badge(key("Condition", "out"), "failure"));
  else if (c.down) flags.push(badge(key("Condition", "down"), "failure"));
  else if (c.impaired) flags.push(badge(key("Condition", "impaired"), "warning"));
  return flags;
}

function outcomeOf(r: AttackResolution): Badge {
  if (!r.hit) return badge(key("Outcome", "miss"), "failure");
  return r.marginal
    ? badge(key("Outcome", "marginal"), "success")
    : badge(key("Outcome", "hit"), "success");
}

function bypassChoices(
  card: OkrpgCard,
  target: OkrpgTarget,
  viewer: Viewer,
  entry: SpendMenuEntry | undefined,
): Button[] {
  if (!entry || !canAct(viewer) || !target.armor) return [];
  const applied = card.targets.some((t) => t.applied);
  const { add, remove } = menuButtons(entry, applied, { target: target.id });
  const label = key("Okrpg", "BypassArmor");
  return target.bypass
    ? [{ ...remove, label, text: undefined, pressed: true }]
    : [{ ...add, label, text: undefined, count: String(entry.cost) }];
}

function targetView(
  card: OkrpgCard,
  target: OkrpgTarget,
  r: AttackResolution,
  viewer: Viewer,
  bypass: SpendMenuEntry | undefined,
): TargetView {
  const lines = requiredLines(target);
  // RULES 1.8: the quickness roll that decides whether the attack comes before the held action
  const interrupt = interruptOutcome(card, target);
  if (interrupt)
    lines.push({
      label: key("Okrpg", "Interrupt"),
      valueKey: key("Interrupt", interrupt.first ? "first" : "after"),
      value: `(${num(interrupt.rolled)} / ${num(interrupt.required)})`,
      tone: interrupt.first ? "success" : "warning",
    });
  if (!r.hit) {
    const short = card.basicHit === undefined ? -r.extra : r.required - card.basicHit;
    lines.push({ label: key("Okrpg", "MissedBy"), value: num(short) });
  } else lines.push(...damageLines(target, r));
  const blocked = applyBlocked(card, target.id);
  return {
    ...targetBase(target),
    outcome: outcomeOf(r),
    lines,
    choices: r.hit ? bypassChoices(card, target, viewer, bypass) : [],
    badges: conditionBadges(r),
    buttons: r.hit ? applyButtons(viewer, target, blocked ? reason(blocked) : null) : [],
  };
}

/** RULES 1.2–1.8: the OK RPG card's template context for one viewer. */
export function okrpgCardView(card: OkrpgCard, viewer: Viewer): CardContext {
  const template = CARD_TEMPLATES.okrpg;
  if (!viewer.canSeeRoll) return hiddenContext(card, template);
  const resolved = resolutions(card);
  const spending = cardMenu(card);
  const menu = canAct(viewer) ? menuView(card, spending) : null;
  const bypass = spending?.bypass ?? {};
  const sections = [
    basicHitSection(card, viewer),
    combinedSection(card, viewer),
    effectsSection(card, resolved),
    limbSection(card, resolved, viewer),
  ].filter((s): s is Section => s !== null);
  return {
    ruleset: card.ruleset,
    template,
    attacker: { name: card.attacker.name },
    weapon: { name: card.weapon.name },
    hidden: false,
    roll: rollLines(card),
    badges: [],
    sections,
    menu,
    buttons: [],
    applyLine: applyLine(card.targets),
    targets: card.targets.map((t, i) => targetView(card, t, resolved[i], viewer, bypass[t.id])),
  };
}
