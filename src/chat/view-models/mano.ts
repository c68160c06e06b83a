import {
  applyBlocked,
  resolutions,
  roundsHitPoints,
  type ManoCard,
  type ManoTarget,
} from "../../rules/cards/mano";
import type { AttackResult, Part } from "../../rules/mano";
import {
  CARD_TEMPLATES,
  applyButtons,
  applyLine,
  badge,
  hiddenContext,
  key,
  num,
  reason,
  signed,
  targetBase,
} from "./shared";
import type { Badge, CardContext, Line, TargetView, Viewer } from "./types";

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

function targetView(
  card: ManoCard,
  target: ManoTarget,
  r: AttackResult,
  viewer: Viewer,
): TargetView {
  // RULES 4 outreached: the blow lands on the target's weapon, so no harm to the target is shown
  const weaponOnly = target.result.weaponOnly === true;
  const lines: Line[] = [
    ...avoidedLine(target),
    ...r.difficultyParts.map((p) => partLine("Difficulty", p)),
    { label: key("Mano", "Difficulty"), value: num(r.difficulty), total: true },
    ...(r.success && !weaponOnly ? powerLines(card, r) : []),
  ];
  if (r.wound && !weaponOnly) {
    lines.push({
      label: key("Mano", "HealthNow"),
      valueKey: key("Health", r.wound.after),
      value: `(${r.wound.stun} / ${r.wound.damage})`,
    });
    lines.push(...hitPointLines(target));
  }
  const blocked = applyBlocked(card, target.id);
  return {
    ...targetBase(target),
    outcome: outcomeOf(r),
    lines,
    choices: [],
    badges: targetBadges(r, weaponOnly && r.success),
    buttons: r.wound ? applyButtons(viewer, target, blocked ? reason(blocked) : null) : [],
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
