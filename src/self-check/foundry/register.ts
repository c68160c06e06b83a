import { SYSTEM_ID } from "../../config";
import { SelfCheckApp, SELF_CHECK_TEMPLATE } from "./app";
import type { QuenchLike } from "./quench";

/**
 * On init: the "Run self-check" button in the system's settings (a settings menu, GM only), which
 * opens the self-check's window, and the same steps as Quench batches once Quench is ready (the
 * module's `quenchReady` hook; nothing happens without the module).
 */
export function registerSelfCheck(): void {
  game.settings!.registerMenu(SYSTEM_ID, "selfCheck", {
    name: "ACTION_ENGINE.SelfCheck.Menu.Name",
    label: "ACTION_ENGINE.SelfCheck.Menu.Label",
    hint: "ACTION_ENGINE.SelfCheck.Menu.Hint",
    icon: "fa-solid fa-stethoscope",
    type: SelfCheckApp as never,
    restricted: true,
  });
  void foundry.applications.handlebars.loadTemplates([SELF_CHECK_TEMPLATE]);
  // the batches and their steps load when Quench is there (a file of their own, as the window's
  // steps: ./app.ts): Quench calls quenchReady at setup
  // and runs batches at ready at the earliest (its autoRun setting; Ethaks/FVTT-Quench
  // src/module/quench-init.ts), and a batch is only stored when registered (Quench#registerBatch)
  (Hooks.on as unknown as (hook: string, fn: (quench: QuenchLike) => void) => number)(
    "quenchReady",
    (quench) => void import("./quench").then((batches) => batches.registerQuenchBatches(quench)),
  );
}
