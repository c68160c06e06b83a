import {
  applyBlocked,
  footing,
  offBalance,
  resolutions,
  roundsHitPoints,
  type ManoCard,
  type ManoTarget,
} from "../../rules/cards/mano";
import { GRIP_PATH, gripChooser } from "../../rules/cards/mano-grip";
import { OFF_BALANCE_DIFFICULTY } from "../../rules/mano";
import type { AttackResult, Part } from "../../rules/mano";
import {
  CARD_TEMPLATES,
  applyButtons,
  button,
  canAct,
  canApply,
  applyLine,
  badge,
  hiddenContext,
  key,
  num,
  reason,
  signed,
  targetBase,
} from "./shared";
import type { Badge, Button, CardContext, Line, TargetView, Viewer } from "./types";

/*
 * The Mano a Mano card's view (RULES 5), also Action Rounds' (RULES 4, [I-7]): the action and
 * its modifiers, the d20, each target's itemised difficulty, power through armor into stun and
 * damage, and the new health state (and, in Action Rounds, hit points).
 */

function partLine(group: "Roll" | "Difficulty", part: Part): Line {
  const base = group === "Roll" ? part.source === "roll" : part.source === "defence";
  const value = base ? num(part.value) : signed(part.value);
  return { label: key("Mano", `${group}Part`, part.source), value };
}

function rollLines(card: ManoCard, first: AttackResult | undefined): Line[] {
  const lines: Line[] = [
    { label: key("Mano", "Action"), valueKey: key("ManoAction", card.situation.action), value: "" },
  ];
  if (card.situation.comboStep)
    lines.push({ label: key("Mano", "ComboStep"), value: num(card.situation.comboStep) });
  if (card.situation.swimming)
    lines.push({
      label: key("Mano", "InWater"),
      valueKey: key("Mano", "InWaterEffect"),
      value: "",
    });
  if (card.ruleset === "rounds") {
    const spent = card.situation.hpSpent ?? 1;
    lines.push({ label: key("Mano", "HpSpent"), value: `${spent} (${signed(spent - 1)})` });
  }
  if (first) {
    lines.push(...first.attackParts.map((p) => partLine("Roll", p)));
    lines.push({ label: key("Mano", "Total"), value: num(first.total), total: true });
  } else lines.push({ label: key("Mano", "RollPart", "roll"), value: num(card.d20), total: true });
  return lines;
}

function powerLines(card: ManoCard, r: AttackResult): Line[] {
  const p = r.power;
  const w = r.wound;
  if (!p || !w) return [];
  const lines: Line[] = [{ label: key("Mano", "WeaponPower"), value: num(card.weapon.power) }];
  if (p.multiplier !== 1)
    lines.push({ label: key("Mano", "Multiplier"), value: `\u00d7${p.multiplier}` });
  if (p.critical) lines.push({ label: key("Mano", "CriticalPower"), value: signed(p.critical) });
  if (p.charge) lines.push({ label: key("Mano", "Charge"), value: signed(p.charge) });
  if (p.collision) lines.push({ label: key("Mano", "Collision"), value: signed(p.collision) });
  if (p.extra) lines.push({ label: key("Mano", "ExtraPower"), value: signed(p.extra) });
  if (p.brokenFall) lines.push({ label: key("Mano", "BrokenFall"), value: signed(-p.brokenFall) });
  lines.push({ label: key("Mano", "Power"), value: num(p.power), total: true });
  lines.push({ label: key("Mano", "Absorption"), value: signed(-w.absorption) });
  lines.push({
    label: key("Mano", "Sharpness"),
    valueKey: key("Sharpness", card.weapon.sharpness),
    value: "",
  });
  lines.push({
    label: key("Mano", "Harm"),
    value: `${num(w.harm.stun)} / ${num(w.harm.damage)}`,
    total: true,
  });
  // RULES 5 mounted combat: the collision's power hurts the vehicle as well
  if (p.collision) lines.push({ label: key("Mano", "VehicleTakes"), value: signed(p.collision) });
  return lines;
}

function avoidedLine(target: ManoTarget): Line[] {
  const names = (target.avoid ?? [])
    .map((i) => target.armor?.[i]?.name)
    .filter((n): n is string => !!n);
  return names.length ? [{ label: key("Mano", "Avoided"), value: names.join(", ") }] : [];
}

function outcomeOf(r: AttackResult): Badge {
  if (r.success && r.automatic) return badge(key("Outcome", "natural20"), "critical");
  return r.success
    ? badge(key("Outcome", "success"), "success")
    : badge(key("Outcome", "failure"), "failure");
}

function targetBadges(r: AttackResult, weaponOnly: boolean): Badge[] {
  const flags: Badge[] = [];
  if (weaponOnly) return [badge(key("Mano", "WeaponOnly"), "warning")];
  if (r.wound && r.wound.after !== r.wound.before)
    flags.push(
      badge(key("Health", r.wound.after), r.wound.after === "incapacitated" ? "fumble" : "warning"),
    );
  if (r.offBalance) flags.push(badge(key("Mano", "OffBalance"), "warning"));
  if (r.floored) flags.push(badge(key("Mano", "Floored"), "warning"));
  if (r.rammed) flags.push(badge(key("Mano", "Rammed"), "warning"));
  if (r.gripChooser) flags.push(badge(key("Mano", "GripChooser", r.gripChooser), "neutral"));
  return flags;
}

function hitPointLines(target: ManoTarget): Line[] {
  const hp = roundsHitPoints(target);
  if (!hp) return [];
  return [{ label: key("Mano", "HitPoints"), value: `${hp.before} \u2192 ${hp.after} / ${hp.hp}` }];
}

/** RULES 5 push and trip: the target's footing roll against 8 and, failing it, its fall. */
function footingLines(card: ManoCard, target: ManoTarget): Line[] {
  if (!offBalance(card, target.id)) return [];
  const f = footing(card, target.id);
  if (!f) return [{ label: key("Mano", "Footing"), value: `> ${OFF_BALANCE_DIFFICULTY}` }];
  const lines: Line[] = [
    {
      label: key("Mano", "Footing"),
      value: `${num(f.natural)} ${signed(f.modifier)} = ${num(f.natural + f.modifier)} / ${OFF_BALANCE_DIFFICULTY}`,
    },
    {
      label: key("Mano", "FootingResult"),
      valueKey: key("Mano", f.kept ? "FootingKept" : "FootingLost"),
      value: "",
      tone: f.kept ? "success" : "failure",
    },
  ];
  if (f.fall)
    lines.push({
      label: key("Mano", "FallHarm"),
      value: `${num(f.fall.stun)} / ${num(f.fall.damage)}`,
    });
  return lines;
}

function footingButton(card: ManoCard, target: ManoTarget, viewer: Viewer): Button[] {
  if (target.footing !== undefined || !offBalance(card, target.id)) return [];
  if (!canApply(viewer, target.id)) return [];
  return [
    button("rollFooting", key("Mano", "RollFooting"), {
      data: { target: target.id },
      primary: true,
    }),
  ];
}

/** RULES 5 grappling positions: the hold written, or the choice the one who decides may make. */
function holdLines(card: ManoCard, target: ManoTarget): Line[] {
  const hold = target.hold;
  if (!hold) return [];
  return [
    {
      label: key("Mano", "HoldOf", "attacker"),
      valueKey: `ACTION_ENGINE.Choice.grip.${String(hold.attacker.after[GRIP_PATH])}`,
      value: "",
    },
    {
      label: key("Mano", "HoldOf", "target"),
      valueKey: `ACTION_ENGINE.Choice.grip.${String(hold.target.after[GRIP_PATH])}`,
      value: "",
    },
  ];
}

function holdButtons(card: ManoCard, target: ManoTarget, viewer: Viewer): Button[] {
  const data = { target: target.id };
  if (target.hold)
    return canApply(viewer, target.id)
      ? [button("undoGrip", key("Mano", "UndoHold"), { data })]
      : [];
  const chooser = gripChooser(card, target.id);
  if (chooser === "attacker" && canAct(viewer))
    return [
      button("takeGrip", key("Mano", "Hold", "dominant"), { data: { ...data, choice: "hold" } }),
      button("takeGrip", key("Mano", "Hold", "letGo"), { data: { ...data, choice: "release" } }),
    ];
  if (chooser === "target" && canApply(viewer, target.id))
    return [
      button("answerGrip", key("Mano", "Hold", "keep"), { data: { ...data, choice: "hold" } }),
      button("answerGrip", key("Mano", "Hold", "release"), {
        data: { ...data, choice: "release" },
      }),
    ];
  return [];
}

/** RULES 5 cover: who covers this target, or whom this entry covers. */
function coverLines(card: ManoCard, target: ManoTarget): Line[] {
  const other = card.targets.find((t) => t.id === (target.covers ?? target.coveredBy));
  if (!other) return [];
  return [
    {
      label: key("Mano", target.covers !== undefined ? "Covering" : "CoveredBy"),
      value: other.name,
    },
  ];
}

/** RULES 5 cover: whether the miss landed on the covering character. */
function coverOutcome(landed: boolean): Badge {
  return landed
    ? badge(key("Mano", "CoverHit"), "failure")
    : badge(key("Mano", "CoverSpared"), "neutral");
}

function targetView(
  card: ManoCard,
  target: ManoTarget,
  r: AttackResult,
  viewer: Viewer,
): TargetView {
  // RULES 4 outreached: the blow lands on the target's weapon, so no harm to the target is shown
  const weaponOnly = target.result.weaponOnly === true;
  // RULES 5 cover: the roll is the covered target's; a miss lands on the covering character
  const covering = target.covers !== undefined;
  const landed = covering ? r.hits === "coverer" : r.success && !weaponOnly;
  const wound = r.hits === (covering ? "coverer" : "target") ? r.wound : null;
  const lines: Line[] = [
    ...coverLines(card, target),
    ...avoidedLine(target),
    ...r.difficultyParts.map((p) => partLine("Difficulty", p)),
    { label: key("Mano", "Difficulty"), value: num(r.difficulty), total: true },
    ...(landed ? powerLines(card, r) : []),
    ...footingLines(card, target),
    ...holdLines(card, target),
  ];
  if (wound && !weaponOnly) {
    // RULES 5 health: the harm after the hit read against the thresholds that name the state
    lines.push(
      { label: key("Mano", "HealthNow"), valueKey: key("Health", wound.after), value: "" },
      {
        label: key("Mano", "HarmNow"),
        value: `${num(wound.stun)} + ${num(wound.damage)} = ${num(wound.stun + wound.damage)}`,
      },
      {
        label: key("Mano", "HarmThresholds"),
        value: `${num(target.toughness)} / ${num(target.stamina)}`,
      },
    );
    lines.push(...hitPointLines(target));
  }
  const blocked = applyBlocked(card, target.id);
  return {
    ...targetBase(target),
    outcome: covering ? coverOutcome(landed) : outcomeOf(r),
    lines,
    choices: [],
    badges: covering ? [] : targetBadges(r, weaponOnly && r.success),
    buttons: [
      ...footingButton(card, target, viewer),
      ...(wound || (!covering && r.offBalance)
        ? applyButtons(viewer, target, blocked ? reason(blocked) : null)
        : []),
      ...holdButtons(card, target, viewer),
    ],
  };
}

/** RULES 5 (and 4): the Mano a Mano or Action Rounds card's template context for one viewer. */
export function manoCardView(card: ManoCard, viewer: Viewer): CardContext {
  const template = CARD_TEMPLATES[card.ruleset];
  if (!viewer.canSeeRoll) return hiddenContext(card, template);
  const resolved = resolutions(card);
  return {
    ruleset: card.ruleset,
    template,
    attacker: { name: card.attacker.name },
    weapon: { name: card.weapon.name },
    hidden: false,
    roll: rollLines(card, resolved[0]),
    badges: card.d20 === 20 ? [badge(key("Outcome", "natural20"), "critical")] : [],
    sections: [],
    menu: null,
    buttons: [],
    applyLine: applyLine(card.targets),
    targets: card.targets.map((t, i) => targetView(card, t, resolved[i], viewer)),
  };
}
