import {
  OCCULT_PATHS,
  applyBlocked,
  dealsDamage,
  defaultApplyTo,
  effectDie,
  fumbleEntry,
  fumbleTable,
  isFumble,
  roundsUnspent,
  scatterLanding,
  type OccultCard,
  type OccultTarget,
} from "../../rules/cards/occult";
import {
  blastRoll,
  damageRoll,
  grenadeNumber,
  grenadeOutcome,
  landingUnknown,
  targetNumberFor,
} from "../../rules/cards/occult-resolution";
import { itemPath } from "../../rules/cards/shared";
import {
  BANDS,
  BLAST_ZONES,
  PHYSICAL_ATTACKS,
  armorDr,
  bypassBelow,
  criticalBelow,
  burst,
  opensInterrupt,
  type BlastRadii,
  type BlastZone,
  type ModifierLine,
  type PhysicalAttack,
} from "../../rules/occult";
import {
  CARD_TEMPLATES,
  applyButtons,
  applyLine,
  badge,
  button,
  canAct,
  hiddenContext,
  key,
  measuredNote,
  num,
  reason,
  signed,
  targetBase,
} from "./shared";
import type { Badge, Button, CardContext, Line, Section, TargetView, Viewer } from "./types";

/*
 * The Occult Ops card's view (RULES 2): the d100, each target's itemised target number and
 * result, the damage roll, armor, bursts, epic fumbles and grenade scatter.
 */

function modifierLine(line: ModifierLine): Line {
  if (line.source === "base")
    return {
      label: key("Occult", "Base"),
      valueKey: key("Band", line.id),
      value: signed(line.value),
    };
  const label =
    line.source === "strikeModifier"
      ? key("StrikeModifier", line.id)
      : line.source === "defenceModifier"
        ? key("DefenceModifier", line.id)
        : key("Occult", line.source);
  return { label, value: signed(line.value), ...(line.counted ? {} : { muted: true }) };
}

/** The target number's lines; past the armor and critical only matter to an attack with damage. */
function numberLines(lines: readonly ModifierLine[], target: number, damage: boolean): Line[] {
  const total = { label: key("Occult", "TargetNumber"), value: num(target), total: true };
  if (!damage) return [...lines.map(modifierLine), total];
  return [
    ...lines.map(modifierLine),
    total,
    { label: key("Occult", "PastArmorBelow"), value: num(bypassBelow(target)) },
    { label: key("Occult", "CriticalBelow"), value: num(criticalBelow(target)) },
  ];
}

function outcomeOf(card: OccultCard, target: OccultTarget): Badge {
  const r = target.result;
  if (card.weapon.kind === "grenade") {
    if (landingUnknown(card)) return badge(key("Outcome", "landingUnknown"), "warning");
    return r.hit
      ? badge(key("Outcome", "caught"), "success")
      : badge(key("Outcome", "outside"), "neutral");
  }
  if (r.range === null) return badge(key("Outcome", "chooseRange"), "warning");
  if (r.range === "outOfRange") return badge(key("Outcome", "outOfRange"), "failure");
  if (r.fumble) return badge(key("Outcome", "epicFumble"), "fumble");
  if (r.critical) return badge(key("Outcome", "critical"), "critical");
  // past the armor or not only matters to damage (a trip simply hits)
  if (r.hit && !dealsDamage(card)) return badge(key("Outcome", "hit"), "success");
  if (r.bypassArmor) return badge(key("Outcome", "pastArmor"), "success");
  if (r.hit) return badge(key("Outcome", "armorHit"), "success");
  return badge(key("Outcome", "miss"), "failure");
}

/** The range band is picked on the card (no distance was measured) and can still change. */
function bandOnCard(card: OccultCard, target: OccultTarget): "open" | "fixed" | null {
  const ranged = card.weapon.kind === "firearm" || card.weapon.kind === "thrown";
  if (!ranged || target.distanceFt != null) return null;
  return target.applied || target.damageFaces ? "fixed" : "open";
}

/**
 * The range bands to pick from. Once damage is rolled the band is fixed: the buttons go, and the
 * target number's Base line names the band in words instead of a greyed-out pressed button.
 */
function rangeChoices(card: OccultCard, target: OccultTarget, viewer: Viewer): Button[] {
  if (bandOnCard(card, target) !== "open" || !canAct(viewer)) return [];
  return BANDS.map((band) =>
    button("setRange", key("Band", band), {
      data: { target: target.id, band },
      pressed: target.band === band,
    }),
  );
}

function zoneChoices(card: OccultCard, target: OccultTarget, viewer: Viewer): Button[] {
  if (card.weapon.kind !== "grenade" || !canAct(viewer)) return [];
  const locked = target.applied ? reason("applied") : null;
  return [...BLAST_ZONES, "none" as const].map((zone) =>
    button("setZone", key("Zone", zone), {
      data: { target: target.id, zone },
      reason: locked,
      pressed: (target.zone ?? "none") === zone,
    }),
  );
}

function damageLines(card: OccultCard, target: OccultTarget): Line[] {
  const roll = damageRoll(card, target, target.result.critical);
  if (!roll) return [];
  const dice =
    roll.criticalDie === null ? roll.faces.join(" + ") : `${roll.dice} + ${roll.criticalDie}`;
  const lines: Line[] = [{ label: key("Occult", "DamageDice"), value: dice }];
  if (roll.multiplier !== 1)
    lines.push({ label: key("Occult", "Multiplier"), value: `\u00d7${roll.multiplier}` });
  if (roll.bonus) lines.push({ label: key("Occult", "Bonus"), value: signed(roll.bonus) });
  if (card.weapon.kind === "grenade" && target.zone)
    lines.push({ label: key("Occult", "Zone"), valueKey: key("Zone", target.zone), value: "" });
  lines.push({
    label: key("Occult", "Damage"),
    value: num(target.result.damage ?? 0),
    total: true,
  });
  return lines;
}

function armorLines(target: OccultTarget): Line[] {
  if (!target.armor) return [];
  const { hp, drPercent } = target.armor;
  const lines: Line[] = [
    {
      label: key("Occult", "Armor"),
      value: `${target.armor.name}: ${num(hp)} HP, DR ${num(armorDr({ hp, drPercent }))}`,
    },
  ];
  // RULES 2: the DR follows the armor's hit points down once the hit is written to it
  const written = target.applied?.after[itemPath(target.armor.itemId, OCCULT_PATHS.armorHp)];
  if (typeof written === "number")
    lines.push({
      label: key("Occult", "ArmorAfter"),
      value: `${num(written)} HP, DR ${num(armorDr({ hp: written, drPercent }))}`,
    });
  return lines;
}

function damageButton(card: OccultCard, target: OccultTarget, viewer: Viewer): Button[] {
  if (card.weapon.kind === "grenade" || !dealsDamage(card)) return [];
  if (!target.result.hit || target.damageFaces || !canAct(viewer)) return [];
  // RULES 2: the rounds fired leave the magazine before their damage is rolled
  const unspent = roundsUnspent(card);
  return [
    button("rollDamage", key("RollDamage"), {
      data: { target: target.id },
      primary: !unspent,
      reason: unspent ? reason("spendRounds") : null,
    }),
  ];
}

/** RULES 2 physical attacks: what the hit does besides damage, and its die. */
function effectLines(target: OccultTarget): Line[] {
  const effect = target.result.effect;
  if (!effect) return [];
  const lines: Line[] = [];
  if (effect.roll !== null)
    lines.push({ label: key("Occult", "EffectDie"), value: num(effect.roll) });
  // a body block reads as its d100 fell; before the roll it shows only the button
  let outcome: string | null = effect.id;
  if (effect.id === "bodyBlock")
    outcome = effect.roll === null ? null : effect.prone ? "prone" : "standing";
  if (outcome)
    lines.push({
      label: key("Occult", "Effect"),
      valueKey: key("OccultEffect", outcome),
      value: effect.distanceFt === null ? "" : `${num(effect.distanceFt)} ft`,
    });
  return lines;
}

function effectButton(card: OccultCard, target: OccultTarget, viewer: Viewer): Button[] {
  const die = effectDie(card);
  const effect = target.result.effect;
  if (die === null || !effect || effect.roll !== null || !canAct(viewer)) return [];
  return [
    button(
      "rollEffect",
      key("Occult", card.weapon.effect === "disarmed" ? "RollDisarm" : "RollKnockdown"),
      {
        data: { target: target.id },
        primary: !dealsDamage(card) || target.damageFaces !== undefined,
      },
    ),
  ];
}

function targetApply(card: OccultCard, target: OccultTarget, viewer: Viewer): Button[] {
  if (!target.result.hit) return [];
  const blocked = applyBlocked(card, target.id, "person");
  // a hold or a disarm without damage: the card says what happens, nothing is written
  if (blocked === "nothingToApply") return [];
  const why = blocked ? reason(blocked) : null;
  if (!dealsDamage(card))
    return applyButtons(viewer, target, why, [
      { action: "applyPerson", label: key("Apply"), primary: true },
    ]);
  const preferred = defaultApplyTo(target);
  const actions = target.armor
    ? [
        { action: "applyArmor", label: key("ApplyArmor"), primary: preferred === "armor" },
        { action: "applyPerson", label: key("ApplyPerson"), primary: preferred === "person" },
      ]
    : [{ action: "applyPerson", label: key("ApplyPerson"), primary: true }];
  return applyButtons(viewer, target, why, actions);
}

function targetView(card: OccultCard, target: OccultTarget, viewer: Viewer): TargetView {
  const r = target.result;
  const lines: Line[] = [];
  if (card.weapon.kind !== "grenade") {
    const number = targetNumberFor(card, target);
    if (target.distanceFt != null)
      lines.push({
        label: key("Occult", "Distance"),
        value: `${num(target.distanceFt)} ft`,
        ...measuredNote(target.distanceBy),
      });
    if (number) {
      const fixed = bandOnCard(card, target) === "fixed";
      for (const line of numberLines(number.lines, number.target, dealsDamage(card)))
        lines.push(
          fixed && line.label === key("Occult", "Base")
            ? { ...line, note: key("Occult", "BandFixed") }
            : line,
        );
    }
  }
  lines.push(...damageLines(card, target), ...effectLines(target));
  if (dealsDamage(card)) lines.push(...armorLines(target));
  return {
    ...targetBase(target),
    outcome: outcomeOf(card, target),
    lines,
    choices: [...rangeChoices(card, target, viewer), ...zoneChoices(card, target, viewer)],
    // RULES 2: a point-blank shot lets the foe beside the shooter attack at once
    badges:
      r.range !== null &&
      r.range !== "outOfRange" &&
      r.range !== "grenade" &&
      opensInterrupt(r.range)
        ? [badge(key("Occult", "Interrupt"), "warning")]
        : [],
    buttons: [
      ...damageButton(card, target, viewer),
      ...effectButton(card, target, viewer),
      ...targetApply(card, target, viewer),
    ],
  };
}

/** RULES 2: the rounds a shot or burst fires, spent from the weapon with one button. */
function ammoSection(card: OccultCard, viewer: Viewer): Section | null {
  const kind = card.situation.burst;
  if (!card.ammo || !card.weapon.magazine) return null;
  const lines: Line[] = [];
  if (kind) {
    const { multiplier } = burst(kind, card.weapon.magazine.capacity);
    lines.push({
      label: key("Occult", "Burst"),
      valueKey: key("Burst", kind),
      value: `\u00d7${multiplier}`,
    });
  }
  lines.push({ label: key("Occult", "Rounds"), value: num(card.ammo.rounds) });
  const applied = card.ammo.applied;
  if (applied) {
    const [before] = Object.values(applied.before);
    const [after] = Object.values(applied.after);
    lines.push({ label: key("Occult", "Loaded"), value: `${before} \u2192 ${after}` });
  }
  const rolled = card.targets.some((t) => t.damageFaces);
  const buttons = canAct(viewer)
    ? [
        applied
          ? button("undoAmmo", key("Occult", "UndoAmmo"), {
              reason: rolled ? reason("damageRolled") : null,
            })
          : button("spendAmmo", key("Occult", "SpendAmmo"), { primary: true }),
      ]
    : [];
  return { heading: key("Occult", kind ? "Burst" : "Shot"), lines, buttons };
}

function fumbleSection(card: OccultCard, viewer: Viewer): Section | null {
  if (!isFumble(card)) return null;
  if (!fumbleTable(card))
    return {
      heading: key("Occult", "EpicFumble"),
      lines: [{ label: key("Occult", "Narrate"), value: "" }],
      buttons: [],
    };
  const entry = fumbleEntry(card);
  if (entry)
    return {
      heading: key("Occult", "EpicFumble"),
      lines: [
        {
          label: key("Occult", "FumbleDie"),
          valueKey: key("Fumble", entry.id),
          value: `(${entry.face})`,
        },
      ],
      buttons: [],
    };
  return {
    heading: key("Occult", "EpicFumble"),
    lines: [],
    buttons: canAct(viewer)
      ? [button("drawFumble", key("Occult", "DrawFumble"), { primary: true })]
      : [],
  };
}

/**
 * RULES 2: a wall in the grenade's path stops it: one button per square it could meet the wall
 * after (0 = at the target square's edge), and one for no wall.
 */
function wallChoices(card: OccultCard, distance: number): Button[] {
  const wall = card.scatter?.wall;
  const locked = card.targets.some((t) => t.applied) ? reason("applied") : null;
  const squares = Array.from({ length: distance }, (_, n) => n);
  return [
    button("setWall", key("Occult", "NoWall"), {
      data: { squares: "none" },
      reason: locked,
      pressed: wall === undefined,
    }),
    ...squares.map((n) =>
      button("setWall", key("Occult", "WallAfter"), {
        data: { squares: String(n) },
        text: String(n),
        reason: locked,
        pressed: wall === n,
      }),
    ),
  ];
}

/** RULES 2: each radius in words, once (a grenade with one radius shows only the short one). */
export function blastRadiiLines(radii: BlastRadii): Line[] {
  const medium = radii.M ?? radii.S;
  const long = radii.L ?? medium;
  const zones: [BlastZone, number, number][] = [
    ["S", radii.S, -1],
    ["M", medium, radii.S],
    ["L", long, medium],
  ];
  return zones
    .filter(([, radius, before]) => radius > before)
    .map(([zone, radius]) => ({
      label: `ACTION_ENGINE.Card.Zone.${zone}`,
      value: `\u2264 ${num(radius)} ft`,
    }));
}

function grenadeSection(card: OccultCard, viewer: Viewer): Section | null {
  const outcome = grenadeOutcome(card);
  if (outcome === null) return null;
  const number = grenadeNumber(card);
  const aim = card.situation.thrownAt;
  const lines: Line[] = [
    aim
      ? { label: key("Occult", "ThrownAt"), value: aim.name }
      : { label: key("Occult", "ThrownAt"), valueKey: key("Occult", "EmptySquare"), value: "" },
    ...number.lines.map(modifierLine),
    { label: key("Occult", "TargetNumber"), value: num(number.target), total: true },
    { label: key("Occult", "Throw"), valueKey: key("Grenade", outcome), value: "" },
    ...(card.weapon.radii ? blastRadiiLines(card.weapon.radii) : []),
  ];
  const buttons: Button[] = [];
  if (outcome === "scatter") {
    const landing = scatterLanding(card);
    if (card.scatter && landing) {
      lines.push({
        label: key("Occult", "Scatter"),
        valueKey: key("Direction", String(card.scatter.direction)),
        value: `${landing.squares} \u00d7 5 ft`,
      });
      if (landing.hitWall) lines.push({ label: key("Occult", "StoppedByWall"), value: "" });
      if (canAct(viewer)) buttons.push(...wallChoices(card, card.scatter.distance));
    } else if (canAct(viewer))
      buttons.push(button("scatter", key("Occult", "RollScatter"), { primary: true }));
  }
  const blast = blastRoll(card);
  if (!dealsDamage(card)) {
    lines.push({ label: key("Occult", "NoDamage"), value: "" });
  } else if (blast) {
    lines.push({ label: key("Occult", "BlastDice"), value: blast.faces.join(" + ") });
    lines.push({ label: key("Occult", "Damage"), value: num(blast.total), total: true });
  } else if (canAct(viewer) && (outcome !== "scatter" || card.scatter)) {
    buttons.push(button("rollDamage", key("RollDamage"), { primary: true }));
  }
  return { heading: key("Occult", "Grenade"), lines, buttons };
}

/** RULES 2 physical attacks: what the attack doubles and what it costs the attacker. */
function physicalSection(card: OccultCard): Section | null {
  const id = card.weapon.physicalAttack;
  if (!id) return null;
  const attack: PhysicalAttack = PHYSICAL_ATTACKS[id];
  const lines: Line[] = [];
  const doubling = card.weapon.doubling;
  if (doubling)
    lines.push(
      "attack" in doubling
        ? {
            label: key("Occult", "Doubles"),
            valueKey: `ACTION_ENGINE.Choice.physicalAttack.${doubling.attack}`,
            value: "",
          }
        : { label: key("Occult", "Doubles"), value: doubling.weapon },
    );
  if (attack.attacksUsed)
    lines.push({ label: key("Occult", "AttacksUsed"), value: num(attack.attacksUsed) });
  if (attack.skipsNextAction) lines.push({ label: key("Occult", "SkipsNext"), value: "" });
  if (attack.wholeRound) lines.push({ label: key("Occult", "WholeRound"), value: "" });
  return lines.length ? { heading: key("Occult", "Physical"), lines, buttons: [] } : null;
}

/** RULES 2: the Occult Ops card's template context for one viewer. */
export function occultCardView(card: OccultCard, viewer: Viewer): CardContext {
  const template = CARD_TEMPLATES.occult;
  if (!viewer.canSeeRoll) return hiddenContext(card, template);
  const sections = [
    physicalSection(card),
    grenadeSection(card, viewer),
    ammoSection(card, viewer),
    fumbleSection(card, viewer),
  ].filter((s): s is Section => s !== null);
  return {
    ruleset: card.ruleset,
    template,
    attacker: { name: card.attacker.name },
    weapon: { name: card.weapon.name },
    hidden: false,
    roll: [{ label: key("Occult", "Roll"), value: num(card.d100), total: true }],
    badges: [
      ...(isFumble(card) ? [badge(key("Outcome", "epicFumble"), "fumble")] : []),
      // RULES 2: throwing a grenade opens an interrupt attack (the tracker's button opens it)
      ...(card.weapon.kind === "grenade" && opensInterrupt("grenade")
        ? [badge(key("Occult", "Interrupt"), "warning")]
        : []),
    ],
    sections,
    menu: null,
    buttons: [],
    applyLine: applyLine(card.targets),
    targets: card.targets.map((t) => targetView(card, t, viewer)),
  };
}
