import { SETUP_KINDS, type SetupKind } from "../rules/okrpg/setups";
import { OKRPG_ROLES, type OkrpgRole } from "../rules/okrpg/schema";
import type { I18n } from "../sheets/changes/i18n";
import { escapeHtml } from "../ui/html";
import { MOST_NEEDED, type SetUpControl } from "./moves/setups";
import type { CombatSnapshot } from "./snapshot";

/*
 * RULES 1.8: the small dialog a ladder row's Set up button opens, in Foundry (a DialogV2) and in
 * the playground (its modal): which kind of setup, on whom, and for a hard or general one the role
 * rolled and the successes it needs. The same content and the same reading serve both hosts.
 */

const T = "ACTION_ENGINE.Tracker.SetUpDialog";

/** The successes a setup roll needs until the player says otherwise: an Average task. */
const DEFAULT_NEEDED = 2;

const optionHtml = (value: string, label: string, selected = false) =>
  `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`;

/** The dialog's form content for `combatantId` setting someone up; null when nobody else is there. */
export function setUpDialogHtml(
  i18n: I18n,
  snapshot: CombatSnapshot,
  combatantId: string,
): string | null {
  const others = snapshot.combatants.filter((c) => c.id !== combatantId && !c.defeated);
  if (!others.length) return null;
  const kindHtml = SETUP_KINDS.map((kind) => optionHtml(kind, i18n.localize(`${T}.Kind.${kind}`)));
  const targetHtml = others.map((c, i) => optionHtml(c.id, c.name, i === 0));
  const roleHtml = OKRPG_ROLES.map((role) =>
    optionHtml(role, i18n.localize(`ACTION_ENGINE.Choice.role.${role}`), role === "attack"),
  );
  return `<div class="ae-setup-dialog">
    <label><span>${escapeHtml(i18n.localize(`${T}.Kind.Label`))}</span> <select name="kind">${kindHtml.join("")}</select></label>
    <label><span>${escapeHtml(i18n.localize(`${T}.Target`))}</span> <select name="target">${targetHtml.join("")}</select></label>
    <label><span>${escapeHtml(i18n.localize(`${T}.Role`))}</span> <select name="role">${roleHtml.join("")}</select></label>
    <label><span>${escapeHtml(i18n.localize(`${T}.Needed`))}</span> <input type="number" name="needed" min="0" max="${MOST_NEEDED}" step="1" value="${DEFAULT_NEEDED}"></label>
    <p class="hint">${escapeHtml(i18n.localize(`${T}.Hint`))}</p>
  </div>`;
}

/** The control the dialog's form asks for. */
export function setUpControlFrom(form: HTMLFormElement, combatantId: string): SetUpControl {
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
  const kind = value("kind") as SetupKind;
  return {
    action: "setUp",
    combatantId,
    kind,
    target: value("target"),
    ...(kind === "free"
      ? {}
      : { role: value("role") as OkrpgRole, needed: Number(value("needed") || NaN) }),
  };
}
