import { oddsInput } from "../../src/combat/odds/input";
import { ODDS_TEMPLATE } from "../../src/combat/odds/view";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { OddsFailure, OddsPanelController } from "../../src/ui/odds-panel";
import type { Host } from "./host";
import { openModal } from "./modal";
import { playgroundEncounter } from "./odds-encounter";

/*
 * "Odds of this fight" from the playground's tracker: the same template and panel as Foundry's
 * window (src/ui/odds-panel.ts), in the playground's modal window. Run reads the encounter as the
 * tracker has it at that moment; the fights are played in the odds' Web Worker. Closing cancels.
 */

export async function openOddsPanel(
  host: Host,
  encounter: () => CombatSnapshot | null,
): Promise<void> {
  let body: HTMLElement | null = null;
  const controller = new OddsPanelController({
    draw(context) {
      if (body) body.innerHTML = host.render(ODDS_TEMPLATE, context);
    },
    root: () => body?.querySelector<HTMLElement>(".ae-odds") ?? null,
    format: (key, data) => host.i18n.format(key, data),
    encounter: (choices) => {
      const e = playgroundEncounter(host, encounter());
      return e ? oddsInput(e, choices) : { problem: "noEncounter" };
    },
    failure: (error) =>
      error instanceof OddsFailure && error.i18nKey
        ? host.i18n.format(error.i18nKey, error.details)
        : error.message,
  });
  await openModal<null>({
    title: host.i18n.localize("ACTION_ENGINE.Odds.Title"),
    content: `<div class="pg-odds" data-region="odds"></div>`,
    classes: "action-engine pg-odds-window",
    theme: document.body.classList.contains("theme-dark") ? "theme-dark" : "theme-light",
    closeLabel: host.i18n.localize("ACTION_ENGINE.Playground.Close"),
    buttons: [{ label: host.i18n.localize("ACTION_ENGINE.Playground.Close"), value: () => null }],
    onRender(form) {
      body = form.querySelector<HTMLElement>(".pg-odds");
      body?.addEventListener("change", () => controller.read());
      body?.addEventListener("click", (event) => {
        const action = (event.target as HTMLElement).closest<HTMLElement>("[data-action]")?.dataset
          .action;
        if (action === "aeOddsRun") void controller.start();
        if (action === "aeOddsCancel") controller.cancel();
      });
      void controller.draw();
    },
  });
  controller.cancel();
}
