import {
  applyBlocked,
  snakeEyes,
  fortuneBlocked,
  frictionDue,
  frictionReading,
  frictionRerollBlocked,
  frictionResult,
  pushBlocked,
  pushRoll,
  roll,
  rollFor,
  rollOptions,
  type ActionCard,
  type ActionDice,
  type ActionTarget,
} from "../../rules/cards/action";
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
import type { Badge, Button, CardContext, Line, Section, TargetView, Viewer } from "./types";

/*
 * The Action card's view (RULES 3): the dice read as standard, confident or closed, boxcars
 * and snake eyes, the Friction Check, Push Luck and Fortune, and each target's outcome, damage
 * and Hit.
 */

function mode(o: { confident?: boolean; closed?: boolean }): string {
  if (o.closed) return o.confident ? "closedConfident" : "closed";
  return o.confident ? "confident" : "standard";
}

const chain = (faces: readonly number[]) => faces.join(" + ");

/** A roll's two dice in words; a die showing more than one face rolled a six again (RULES 3). */
function diceLine(label: string, dice: ActionDice, muted = false): Line {
  const again = dice.positive.length > 1 || dice.negative.length > 1;
  return {
    label,
    valueKey: key("Action", "DiceFaces"),
    valueData: { positive: chain(dice.positive), negative: chain(dice.negative) },
    value: "",
    ...(again ? { note: key("Action", "SixAgain") } : {}),
    ...(muted ? { muted } : {}),
  };
}

function rollLines(card: ActionCard): Line[] {
  const read = roll(card);
  const lines: Line[] = [
    { label: key("Action", "Mode"), valueKey: key("Mode", mode(rollOptions(card))), value: "" },
    { label: key("Action", "Skill"), value: num(card.attacker.skill) },
  ];
  if (card.fortune) lines.push(diceLine(key("Action", "FirstRoll"), card.fortune.first, true));
  // RULES 3 area attacks: the card's roll is the first of several (the one read for snake eyes)
  const area = !card.fortune && card.targets.some((t) => t.dice);
  lines.push(diceLine(key("Action", area ? "FirstRoll" : "Dice"), card.dice));
  lines.push({ label: key("Action", "Result"), value: signed(read.result) });
  lines.push({
    label: key("Action", "Total"),
    value: num(card.attacker.skill + read.result),
    total: true,
  });
  const pushed = pushRoll(card);
  if (pushed && card.push) {
    lines.push(diceLine(key("Action", "PushRoll"), card.push));
    lines.push({
      label: key("Action", "PushTotal"),
      value: num(card.attacker.skill + pushed.result),
      total: true,
    });
  }
  if (card.fortune)
    lines.push({
      label: key("Action", "Fortune"),
      value: `${card.fortune.before} \u2192 ${card.fortune.after}`,
    });
  return lines;
}

function rollBadges(card: ActionCard): Badge[] {
  const flags: Badge[] = [];
  const read = roll(card);
  const snake = snakeEyes(card);
  if (read.boxcars) flags.push(badge(key("Action", "Boxcars"), "critical"));
  if (snake) flags.push(badge(key("Action", "SnakeEyes"), "fumble"));
  if (snake?.juryRiggedFails) flags.push(badge(key("Action", "JuryRigFails"), "failure"));
  if (pushRoll(card)?.boxcars) flags.push(badge(key("Action", "PushBoxcars"), "critical"));
  return flags;
}

function frictionSection(card: ActionCard, viewer: Viewer): Section | null {
  if (!frictionDue(card)) return null;
  const read = frictionResult(card);
  if (!read)
    return {
      heading: key("Action", "Friction"),
      lines: [],
      buttons: canAct(viewer)
        ? [button("frictionCheck", key("Action", "FrictionCheck"), { primary: true })]
        : [],
    };
  const again = card.frictionReroll;
  const choosing = again !== undefined && again.keep === null;
  // RULES 3: a Fortune point rerolls the d6 once; the player then keeps either face
  const faceLine = (label: string, face: number, muted = false): Line => ({
    label,
    valueKey: key("Friction", frictionReading(card, face).row),
    value: `(${face})`,
    ...(muted ? { muted } : {}),
  });
  const rerollLines: Line[] = again
    ? [
        faceLine(key("Action", "FrictionFirst"), card.friction!, again.keep === "reroll"),
        faceLine(key("Action", "FrictionReroll"), again.face, again.keep === "original"),
        {
          label: key("Action", "Fortune"),
          value: `${again.before} → ${again.after}`,
        },
      ]
    : [];
  const buttons = !canAct(viewer)
    ? []
    : choosing
      ? [
          button("keepFriction", key("Action", "KeepFirst"), { data: { keep: "original" } }),
          button("keepFriction", key("Action", "KeepReroll"), { data: { keep: "reroll" } }),
        ]
      : frictionRerollBlocked(card) === null
        ? [button("frictionReroll", key("Action", "FrictionFortune"))]
        : [];
  if (choosing) return { heading: key("Action", "Friction"), lines: rerollLines, buttons };
  const lines: Line[] = [
    ...rerollLines,
    {
      label: key("Action", "FrictionDie"),
      valueKey: key("Friction", read.row),
      value: `(${read.face})`,
    },
    {
      label: key("Action", "FrictionEffect"),
      valueKey: key("Friction", read.triggered ? "triggered" : "quiet"),
      value: read.limitation === null ? "" : `#${read.limitation}`,
    },
  ];
  const names = (card.situation.limitations ?? [])
    .filter((l) => l.number === read.limitation)
    .map((l) => l.name);
  if (names.length) lines.push({ label: key("Action", "Limitation"), value: names.join(", ") });
  return { heading: key("Action", "Friction"), lines, buttons };
}

function cardButtons(card: ActionCard, viewer: Viewer): Button[] {
  if (!canAct(viewer)) return [];
  const buttons: Button[] = [];
  const push = pushBlocked(card);
  if (push !== "alreadyPushed" && push !== "nothingFailed")
    buttons.push(
      button("pushLuck", key("Action", "PushLuck"), {
        reason: push ? reason(push) : null,
      }),
    );
  const fortune = fortuneBlocked(card);
  // a reroll made, or an attacker without Fortune (a mook): no button that could never work
  if (fortune !== "alreadyRerolled" && fortune !== "noFortune")
    buttons.push(
      button("fortuneReroll", key("Action", "FortuneReroll"), {
        reason: fortune ? reason(fortune) : null,
      }),
    );
  return buttons;
}

function outcomeOf(target: ActionTarget): Badge {
  const r = target.result;
  if (r.special === "windfall") return badge(key("Outcome", "windfall"), "critical");
  if (r.special === "fumble") return badge(key("Outcome", "fumble"), "fumble");
  if (!r.success) return badge(key("Outcome", "failure"), "failure");
  return r.outcome === 0
    ? badge(key("Outcome", "marginal"), "success")
    : badge(key("Outcome", "success"), "success");
}

function targetBadges(target: ActionTarget): Badge[] {
  const r = target.result;
  const flags: Badge[] = [];
  if (r.hit) flags.push(badge(key("Action", "Hit"), "success"));
  if (r.setback) flags.push(badge(key("Action", "DamageSetback"), "critical"));
  if (r.pushed) flags.push(badge(key("Action", "Pushed"), "neutral"));
  if (r.pushed?.setback) flags.push(badge(key("Action", "Setback"), "failure"));
  if (r.special === "fumble") flags.push(badge(key("Action", "Setback"), "failure"));
  if (r.success && !r.hit) flags.push(badge(key("Action", "Soaked"), "neutral"));
  return flags;
}

/** RULES 3 area attacks: each target's own roll and total, where the action rolled per target. */
function ownRollLines(card: ActionCard, target: ActionTarget): Line[] {
  if (card.fortune || !card.targets.some((t) => t.dice)) return [];
  return [
    diceLine(key("Action", "TargetRoll"), target.dice ?? card.dice),
    {
      label: key("Action", "Total"),
      value: num(card.attacker.skill + rollFor(card, target).result),
    },
  ];
}

function targetView(card: ActionCard, target: ActionTarget, viewer: Viewer): TargetView {
  const r = target.result;
  const lines: Line[] = [
    ...ownRollLines(card, target),
    { label: key("Action", "Difficulty"), value: num(target.defence) },
    { label: key("Action", "Outcome"), value: signed(r.outcome), total: true },
  ];
  if (r.success) {
    lines.push({ label: key("Action", "FinalDamage"), value: num(r.finalDamage) });
    lines.push({ label: key("Action", "Soak"), value: num(target.soak) });
  }
  const blocked = applyBlocked(card, target.id);
  return {
    ...targetBase(target),
    outcome: outcomeOf(target),
    lines,
    choices: [],
    badges: targetBadges(target),
    buttons: r.hit ? applyButtons(viewer, target, blocked ? reason(blocked) : null) : [],
  };
}

/** Seed 002 Stunt Modifiers: the Advantage this attack used, and its button to leave the pool. */
function advantageSection(card: ActionCard, viewer: Viewer): Section | null {
  if (!card.advantage) return null;
  const lines: Line[] = [
    { label: key("Action", "AdvantageSpent"), value: signed(card.advantage.spent) },
  ];
  const applied = card.advantage.applied;
  if (applied) {
    const [before] = Object.values(applied.before);
    const [after] = Object.values(applied.after);
    lines.push({ label: key("Action", "AdvantagePool"), value: `${before} \u2192 ${after}` });
  }
  const buttons = canAct(viewer)
    ? [
        applied
          ? button("undoAdvantage", key("Action", "UndoAdvantage"))
          : button("spendAdvantage", key("Action", "SpendAdvantage"), { primary: true }),
      ]
    : [];
  return { heading: key("Action", "Advantage"), lines, buttons };
}

/** RULES 3: the Action card's template context for one viewer. */
export function actionCardView(card: ActionCard, viewer: Viewer): CardContext {
  const template = CARD_TEMPLATES.action;
  if (!viewer.canSeeRoll) return hiddenContext(card, template);
  const sections = [advantageSection(card, viewer), frictionSection(card, viewer)].filter(
    (one): one is Section => one !== null,
  );
  return {
    ruleset: card.ruleset,
    template,
    attacker: { name: card.attacker.name },
    weapon: { name: card.weapon.name },
    hidden: false,
    roll: rollLines(card),
    badges: rollBadges(card),
    sections,
    menu: null,
    buttons: cardButtons(card, viewer),
    applyLine: applyLine(card.targets),
    targets: card.targets.map((t) => targetView(card, t, viewer)),
  };
}
