import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TRACKER_TEMPLATES, trackerView } from "../../src/combat/view-models";
import { templateRenderer } from "../templates/harness";
import { chromiumAvailable, screenshot } from "../visual/shoot";
import { GM } from "./fixtures";
import { screenStates } from "./screen-states";

// Screenshots of each mode's tracker mid-round, as the GM sees it, in both v13 themes, at the
// sidebar's width: test-results/screens/tracker-<mode>-<theme>.png (needs `npx vite build`).
const CSS = join(import.meta.dirname, "..", "..", "dist", "action-engine.css");
const canShoot = chromiumAvailable() && existsSync(CSS);

describe.skipIf(!canShoot)("combat tracker screenshots", { concurrent: true }, () => {
  const render = templateRenderer();

  for (const [mode, state] of Object.entries(screenStates()))
    for (const theme of ["light", "dark"] as const)
      it(`${mode} (${theme})`, async () => {
        const ae = trackerView(state, GM);
        const html =
          render.render(TRACKER_TEMPLATES.tracker, { ae, foundry: true }) +
          render.render(TRACKER_TEMPLATES.footer, { ae });
        const path = await screenshot({
          name: `tracker-${mode}-${theme}`,
          title: `Round ${state.round}`,
          html,
          theme,
          width: 300,
        });
        expect(existsSync(path)).toBe(true);
      });

  // a stored engine state that reads back damaged: the message and the GM's restart
  for (const theme of ["light", "dark"] as const)
    it(`a damaged state (${theme})`, async () => {
      const state = screenStates().ladder;
      const damaged = {
        ...state,
        state: null,
        damage: {
          message: "round x is not allowed",
          i18nKey: "ACTION_ENGINE.Error.NotInteger",
          details: { name: "round", value: '"x"' },
        },
      };
      const ae = trackerView(damaged, GM);
      const html =
        render.render(TRACKER_TEMPLATES.tracker, { ae, foundry: true }) +
        render.render(TRACKER_TEMPLATES.footer, { ae });
      expect(html).toContain("aeRestartRound");
      const path = await screenshot({
        name: `tracker-damaged-${theme}`,
        title: `Round ${state.round}`,
        html,
        theme,
        width: 300,
      });
      expect(existsSync(path)).toBe(true);
    });
});
