import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateRenderer } from "../templates/harness";
import { chromiumAvailable, screenshot } from "../visual/shoot";
import { selfCheckView } from "../../src/self-check/report";
import { reportLine, type StepResult } from "../../src/self-check/step";

// Screenshots of the self-check's window (before a run, and after one with a pass, a failure and
// a skip) and of its button in the system settings, in both themes, for a developer to look at:
// test-results/screens/self-check-*.png (needs `npm run build` for the CSS).
const CSS = join(import.meta.dirname, "..", "..", "dist", "action-engine.css");
const canShoot = chromiumAvailable() && existsSync(CSS);
const render = templateRenderer();

const ENVIRONMENT = {
  foundryVersion: "13.351",
  systemVersion: "0.1.0",
  ruleset: "okrpg",
  modules: [
    { id: "dice-so-nice", version: "5.2.1" },
    { id: "quench", version: "0.10.0" },
  ],
  seed: 1127,
};

const step = (id: string, area: StepResult["area"], more: Partial<StepResult>): StepResult => ({
  id,
  area,
  label: reportLine(`Step.${id}`),
  status: "pass",
  reason: null,
  notes: [],
  leftovers: [],
  milliseconds: 1234,
  ...more,
});

const RESULTS: StepResult[] = [
  step("attack-okrpg", "attack", {
    notes: [reportLine("Card.Choices", { count: 2 }), reportLine("Attack.Attacks", { count: 1 })],
  }),
  step("tracker-turns", "tracker", {
    status: "fail",
    reason: reportLine("Tracker.CurrentDiffers", {
      after: "End turn — Man-at-arms (aeNext)",
      core: "Steven",
      shown: "Man-at-arms",
    }),
  }),
  step("foundry-unsaved-effect", "foundryCalls", {
    notes: [reportLine("FoundryCalls.EffectShape.typed")],
  }),
  step("foundry-window-id", "foundryCalls", {
    status: "skip",
    reason: reportLine("FoundryCalls.NoDetachedWindows"),
  }),
  step("foundry-two-encounters", "foundryCalls", {
    notes: [reportLine("FoundryCalls.PartReplaced")],
  }),
];

function windowHtml(results: StepResult[]): string {
  const view = selfCheckView(ENVIRONMENT, results, 24, false, render.i18n);
  return render.render("self-check/report.hbs", { isGM: true, busy: false, error: null, view });
}

/** Core's row for a settings menu (a label, the button with its icon, the hint), as core draws it. */
function settingsRow(): string {
  const t = (key: string) => render.i18n.localize(`ACTION_ENGINE.SelfCheck.Menu.${key}`);
  return `<div class="form-group submenu" style="padding:8px">
    <label>${t("Name")}</label>
    <button type="button" data-key="action-engine.selfCheck"><i class="fa-solid fa-stethoscope"></i> <label>${t("Label")}</label></button>
    <p class="hint">${t("Hint")}</p></div>`;
}

/** Each shot: its name, the HTML, the window it sits in. */
const SHOTS = [
  {
    name: "window-empty",
    html: () => windowHtml([]),
    title: "Action Engine self-check",
    width: 640,
  },
  {
    name: "window-report",
    html: () => windowHtml(RESULTS),
    title: "Action Engine self-check",
    width: 640,
  },
  { name: "settings", html: settingsRow, title: "Configure Settings", width: 520 },
];

describe.skipIf(!canShoot)("self-check screenshots", () => {
  for (const theme of ["light", "dark"] as const)
    for (const shot of SHOTS)
      it(`${shot.name} (${theme})`, async () => {
        const path = await screenshot({
          name: `self-check-${shot.name}-${theme}`,
          html: shot.html(),
          title: shot.title,
          theme,
          frame: "window",
          width: shot.width,
          classes: shot.name === "settings" ? "" : "ae-self-check",
        });
        expect(existsSync(path)).toBe(true);
      });
});
