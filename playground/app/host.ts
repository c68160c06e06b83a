import type { RowDrawings } from "../../src/ui/kept-rows";
import type { DiceSource } from "../../src/rules/dice";
import { refusalOf, withNames } from "../../src/combat/refusal";
import type { RulesetId } from "../../src/rules/rulesets";
import { createLocalizer, type Localizer } from "../host/i18n";
import { evaluate, type EvaluatedRoll } from "../host/roll";
import { LANG, PRECOMPILED_TEMPLATES } from "../host/sources";
import { createTemplateEnvironment } from "../host/templates";
import { openModal } from "./modal";
import type { Store } from "./store";
import { escapeHtml } from "../../src/ui/html";

/*
 * What every part of the page shares: the store, the localiser over lang/en.json, the real
 * templates, the dice, and the little notification area (Foundry's ui.notifications).
 */

export interface Host {
  readonly store: Store;
  readonly i18n: Localizer;
  render(template: string, context: object): string;
  /** the tracker rows `render` drew, for their placeholders (src/ui/kept-rows.ts) */
  rowDrawings: RowDrawings;
  roll(formula: string): EvaluatedRoll;
  notify(message: string, kind?: "info" | "warn"): void;
  /** shows a rules error or a refusal localised, ids named (anything else is rethrown) */
  refuse(error: unknown, combatants?: Iterable<{ id: string; name: string }>): void;
  ruleset(): RulesetId;
  /** asks the GM a yes/no question (a modal window); resolves true for yes */
  confirm(question: { title: string; content: string; yes: string; no: string }): Promise<boolean>;
  /** re-renders the whole page from the store */
  refresh(): void;
}

export function templates(i18n: Localizer) {
  return createTemplateEnvironment(PRECOMPILED_TEMPLATES, i18n);
}

export function localizer(): Localizer {
  return createLocalizer(LANG, { onMissing: "key" });
}

export function createHost(o: {
  store: Store;
  dice: DiceSource;
  notices: HTMLElement;
  ruleset: () => RulesetId;
  theme: () => string;
  refresh: () => void;
}): Host {
  const i18n = localizer();
  const environment = templates(i18n);
  const notify = (message: string, kind: "info" | "warn" = "warn") => {
    const note = document.createElement("li");
    note.className = `pg-notice pg-notice--${kind}`;
    note.textContent = message;
    o.notices.append(note);
    setTimeout(() => note.remove(), 6000);
  };
  return {
    store: o.store,
    i18n,
    render: (template, context) => environment.render(template, context),
    rowDrawings: environment.rowDrawings,
    roll: (formula) => evaluate(formula, o.dice),
    notify,
    refuse(error, combatants = []) {
      const found = refusalOf(error);
      if (!found) throw error;
      const refusal = withNames(found, combatants);
      notify(i18n.format(refusal.i18nKey, refusal.details));
    },
    ruleset: o.ruleset,
    async confirm({ title, content, yes, no }) {
      const answer = await openModal({
        title,
        content: `<p>${escapeHtml(content)}</p>`,
        theme: o.theme(),
        closeLabel: i18n.localize("ACTION_ENGINE.Playground.Close"),
        buttons: [
          { label: yes, value: () => true, primary: true },
          { label: no, value: () => false },
        ],
      });
      return answer === true;
    },
    refresh: o.refresh,
  };
}
