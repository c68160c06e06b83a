import { actorConditionToggle, actorConditions, statusEntries } from "../../src/data/conditions";
import { CONDITION_ICON_DIR } from "../../src/rules/conditions";
import type { RulesetId } from "../../src/rules/rulesets";
import type { Host } from "./host";
import type { PreparedActor } from "./store";
import { escapeHtml } from "../../src/ui/html";

/*
 * The roster's condition icons and its stand-in for Foundry's Token HUD status palette: the
 * icons a token of the character would draw (conditions its data holds, and statuses set as
 * Foundry's own effects), and a palette that toggles them through the same code the Actor class
 * runs: a condition held in a field is one write, a derived one is refused with the same notice.
 */

const iconFiles = import.meta.glob<string>("../../assets/conditions/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

/** The page's URL for a condition icon path as the system serves it. */
export function iconUrl(img: string): string {
  const file = img.startsWith(CONDITION_ICON_DIR) ? img.slice(CONDITION_ICON_DIR.length) : img;
  return iconFiles[`../../assets/conditions/${file}`] ?? img;
}

/**
 * Statuses set as Foundry's own effects (a condition no actor field holds, such as Occult Ops'
 * Dead), by actor id: the playground keeps them in the page, as Foundry keeps them in effects.
 */
export class ConditionEffects {
  readonly #byActor = new Map<string, Set<string>>();

  of(actorId: string): ReadonlySet<string> {
    return this.#byActor.get(actorId) ?? new Set();
  }

  toggle(actorId: string, id: string, active: boolean): void {
    const set = new Set(this.of(actorId));
    if (active) set.add(id);
    else set.delete(id);
    this.#byActor.set(actorId, set);
  }

  clear(): void {
    this.#byActor.clear();
  }
}

/** The statuses a token of this actor shows: from its data, then its effects, in palette order. */
export function shownConditions(
  ruleset: RulesetId,
  actor: PreparedActor,
  effects: ConditionEffects,
): string[] {
  const held = new Set([...actorConditions(actor.type, actor.system), ...effects.of(actor.id)]);
  return statusEntries(ruleset)
    .map((entry) => entry.id)
    .filter((id) => held.has(id));
}

/** The icons row under a roster portrait. */
export function conditionIconsHtml(host: Host, ruleset: RulesetId, shown: string[]): string {
  const entries = statusEntries(ruleset).filter((entry) => shown.includes(entry.id));
  if (!entries.length) return "";
  const icons = entries
    .map((entry) => {
      const name = escapeHtml(host.i18n.localize(entry.name));
      return `<img src="${escapeHtml(iconUrl(entry.img))}" alt="${name}" title="${name}" data-status="${entry.id}">`;
    })
    .join("");
  return `<div class="pg-conditions">${icons}</div>`;
}

/** The palette: every condition of the ruleset, pressed when the token shows it. */
export function paletteHtml(
  host: Host,
  ruleset: RulesetId,
  actorId: string,
  shown: string[],
): string {
  const buttons = statusEntries(ruleset)
    .map((entry) => {
      const name = escapeHtml(host.i18n.localize(entry.name));
      const on = shown.includes(entry.id);
      return `<button type="button" class="pg-palette__status${on ? " is-active" : ""}" data-pg="condition" data-actor="${actorId}" data-status="${entry.id}" aria-pressed="${on}" title="${name}"><img src="${escapeHtml(iconUrl(entry.img))}" alt="${name}"></button>`;
    })
    .join("");
  return `<div class="pg-palette" role="group" aria-label="${escapeHtml(host.i18n.localize("ACTION_ENGINE.Condition.Roster"))}">${buttons}</div>`;
}

/** A palette click: the same toggle the Actor class makes (see src/documents/actor.ts). */
export function toggleCondition(
  host: Host,
  actor: PreparedActor,
  effects: ConditionEffects,
  id: string,
  shown: string[],
): void {
  const active = !shown.includes(id);
  const toggle = actorConditionToggle(actor.type, actor.system, id, active);
  switch (toggle.kind) {
    case "write":
      if (Object.keys(toggle.update).length) host.store.updateActor(actor.id, { ...toggle.update });
      return;
    case "derived": {
      const entry = statusEntries(host.ruleset()).find((e) => e.id === id);
      host.notify(
        host.i18n.format("ACTION_ENGINE.Condition.Derived", {
          actor: actor.name,
          condition: host.i18n.localize(entry?.name ?? id),
        }),
      );
      return;
    }
    case "effect":
      effects.toggle(actor.id, id, active);
      host.refresh();
      return;
    case "unknown":
      return;
  }
}
