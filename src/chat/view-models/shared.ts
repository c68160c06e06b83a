import type { DistanceSource } from "../../rules/cards/shared";
import type en from "../../../lang/en.json";
import {
  ITEM_PREFIX,
  type AppliedRecord,
  type CardTarget,
  type PatchValue,
} from "../../rules/cards/shared";
import { signed } from "../../templates/helpers";
import { rankLabel } from "../../rules/ranks";
import type {
  AppliedView,
  Badge,
  Button,
  CardContext,
  Change,
  Reason,
  TargetView,
  Viewer,
} from "./types";

/** Every label of the cards lives under this lang section. */
export const CARD = "ACTION_ENGINE.Card";

/** A lang key under ACTION_ENGINE.Card: key("Apply") → "ACTION_ENGINE.Card.Apply". */
export function key(...parts: readonly string[]): string {
  return [CARD, ...parts].join(".");
}

/**
 * The reasons a card's button can give (ACTION_ENGINE.Card.Reason): typed from lang/en.json, so a
 * reason a card can produce without its text there does not compile (issue 26: damageRolled).
 */
export type ReasonCode = keyof typeof en.ACTION_ENGINE.Card.Reason;

/** A tooltip reason under ACTION_ENGINE.Card.Reason. */
export function reason(code: ReasonCode, more: Omit<Reason, "key"> = {}): Reason {
  return { key: key("Reason", code), ...more };
}

/** The attacker's side (GM, poster, owner) works the card's choices. */
export function canAct(viewer: Viewer): boolean {
  return viewer.isGM || viewer.isAuthor || viewer.ownsAttacker;
}

/** Apply and Undo: the attacker's side or the target's owner (the adapter asks the GM when needed). */
export function canApply(viewer: Viewer, targetId: string): boolean {
  return canAct(viewer) || viewer.ownsTargets[targetId] === true;
}

export function button(
  action: string,
  label: string,
  o: {
    data?: Record<string, string>;
    reason?: Reason | null;
    primary?: boolean;
    pressed?: boolean;
    text?: string;
  } = {},
): Button {
  return {
    action,
    label,
    ...(o.text === undefined ? {} : { text: o.text }),
    data: o.data ?? {},
    disabled: (o.reason ?? null) !== null,
    reason: o.reason ?? null,
    ...(o.primary ? { primary: true } : {}),
    ...(o.pressed ? { pressed: true } : {}),
  };
}

export function badge(label: string, tone: Badge["tone"]): Badge {
  return { label, tone };
}

/** Numbers as the cards print them: a true minus sign. */
/** The words after a distance saying how it was measured: on the scene's grid, or estimated. */
export function measuredNote(by: DistanceSource | undefined): { note?: string } {
  return by ? { note: key("Measured", by) } : {};
}

export function num(n: number): string {
  return n < 0 ? `\u2212${Math.abs(n)}` : String(n);
}

export { signed };

/** The lang key naming a field an Apply changes. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  "system.wounds.lethal": "lethal",
  "system.wounds.nonlethal": "nonlethal",
  "system.wounds.mangledLimb": "mangledLimb",
  "system.mook.points": "mookPoints",
  "system.mook.status": "mookStatus",
  "system.mook.down": "mookDown",
  "system.hp.value": "hp",
  "system.hits.value": "hits",
  "system.stun": "stun",
  "system.damage": "damage",
  "system.conditions.prone": "prone",
  "system.knockedDown": "knockedDown",
  "system.grabbed": "grabbed",
  "system.posture": "posture",
  "system.stance": "stance",
};

/** Fields whose values are choices: their lang prefix (a Mano a Mano posture or stance). */
const CHOICE_LABELS: Readonly<Record<string, string>> = {
  "system.posture": "ACTION_ENGINE.Choice.posture",
  "system.stance": "ACTION_ENGINE.Choice.stance",
};

function fieldLabel(path: string): string {
  if (path.startsWith(ITEM_PREFIX)) return key("Field", "armorHp");
  return key("Field", FIELD_LABELS[path] ?? "other");
}

/** Fields holding a rank step (RULES 1.1), shown by the rank's label. */
const RANK_FIELDS: ReadonlySet<string> = new Set(["system.grabbed"]);

function shown(value: PatchValue | undefined, path = ""): { text: string; isKey: boolean } {
  if (typeof value === "number" && RANK_FIELDS.has(path))
    return { text: `${rankLabel(value)} (${num(value)})`, isKey: false };
  if (typeof value === "string" && CHOICE_LABELS[path])
    return { text: `${CHOICE_LABELS[path]}.${value}`, isKey: true };
  if (typeof value === "number") return { text: num(value), isKey: false };
  if (typeof value === "boolean") return { text: key("Value", value ? "yes" : "no"), isKey: true };
  if (value === null || value === undefined || value === "")
    return { text: key("Value", "none"), isKey: true };
  if (["up", "tagged", "down", "out"].includes(value))
    return { text: key("Mook", value), isKey: true };
  return { text: value, isKey: false };
}

/** What an Apply wrote, field by field. */
export function appliedView(record: AppliedRecord | undefined): AppliedView | null {
  if (!record) return null;
  const changed = Object.keys(record.after).filter(
    (path) => record.before[path] !== record.after[path],
  );
  const changes: Change[] = changed.map((path) => {
    const before = shown(record.before[path], path);
    const after = shown(record.after[path], path);
    return {
      label: fieldLabel(path),
      before: before.text,
      after: after.text,
      beforeIsKey: before.isKey,
      afterIsKey: after.isKey,
    };
  });
  return { changes };
}

/**
 * Apply and Undo for a target: Apply while not applied (disabled, with why, when the rules
 * refuse), Undo once applied. Only viewers who may apply see them.
 */
export function applyButtons(
  viewer: Viewer,
  target: CardTarget,
  blocked: Reason | null,
  applyActions: readonly {
    action: string;
    label: string;
    primary?: boolean;
    reason?: Reason | null;
  }[] = [{ action: "apply", label: key("Apply") }],
): Button[] {
  if (!canApply(viewer, target.id)) return [];
  const data = { target: target.id };
  if (target.applied) return [button("undo", key("Undo"), { data })];
  return applyActions.map((a) =>
    button(a.action, a.label, {
      data,
      reason: blocked ?? a.reason ?? null,
      primary: a.primary ?? applyActions.length === 1,
    }),
  );
}

/** The line over the targets saying that Apply acts on them. */
export function applyLine(targets: readonly CardTarget[]): CardContext["applyLine"] {
  return targets.length
    ? { label: key("ApplyActsOnTargets"), count: String(targets.length) }
    : null;
}

/** A target's view with the fields every ruleset fills the same way. */
export function targetBase(
  target: CardTarget,
): Pick<TargetView, "id" | "name" | "token" | "missing" | "goneUndone" | "applied"> {
  return {
    id: target.id,
    name: target.name,
    token: target.tokenUuid ?? null,
    missing: target.missing === true,
    goneUndone: target.goneUndone === true,
    applied: appliedView(target.applied),
  };
}

/**
 * A blind or private roll the viewer may not see: the card names who attacks whom with what,
 * and nothing of the dice, totals or outcomes.
 */
export function hiddenContext(
  card: {
    ruleset: string;
    attacker: { name: string };
    weapon: { name: string };
    targets: readonly CardTarget[];
  },
  template: string,
): CardContext {
  return {
    ruleset: card.ruleset,
    template,
    attacker: { name: card.attacker.name },
    weapon: { name: card.weapon.name },
    hidden: true,
    roll: [],
    badges: [],
    sections: [],
    menu: null,
    buttons: [],
    applyLine: null,
    targets: card.targets.map((t) => ({
      id: t.id,
      name: t.name,
      token: t.tokenUuid ?? null,
      missing: t.missing === true,
      goneUndone: t.goneUndone === true,
      outcome: null,
      lines: [],
      choices: [],
      badges: [],
      buttons: [],
      applied: null,
    })),
  };
}

/** The template of each ruleset's card (rounds renders with mano's). */
export const CARD_TEMPLATES = {
  okrpg: "systems/action-engine/templates/chat/okrpg-card.hbs",
  occult: "systems/action-engine/templates/chat/occult-card.hbs",
  action: "systems/action-engine/templates/chat/action-card.hbs",
  mano: "systems/action-engine/templates/chat/mano-card.hbs",
  rounds: "systems/action-engine/templates/chat/mano-card.hbs",
} as const;
