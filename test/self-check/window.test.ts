import { describe, expect, it } from "vitest";
import { selfCheckWorld, type SelfCheckWorld } from "./world";

/*
 * The "Run self-check" button in the system settings (a GM-only settings menu) and the window it
 * opens: what the check does, Run, each step's result as it comes, and the report to copy.
 */

interface AppDouble {
  element: HTMLElement;
  options: {
    actions: Record<string, (this: unknown, event: Event, target: HTMLElement) => unknown>;
  };
  render(options?: object): Promise<unknown>;
}

type AppClass = (new () => AppDouble) & { STEPS: readonly { id: string }[] | null };

async function openWindow(w: SelfCheckWorld): Promise<{ app: AppDouble; App: AppClass }> {
  const menu = w.foundry.settings.menus.get("action-engine.selfCheck")!;
  const App = menu.type as AppClass;
  const app = new App();
  await app.render({ force: true });
  return { app, App };
}

const press = (app: AppDouble, action: string) =>
  app.options.actions[action].call(
    app,
    new Event("click"),
    app.element.querySelector<HTMLElement>(`[data-action=${action}]`)!,
  );

describe("the self-check's settings menu and window", () => {
  it("is a GM-only menu with its label, hint and icon", async () => {
    const w = await selfCheckWorld();
    const menu = w.foundry.settings.menus.get("action-engine.selfCheck")!;
    expect(menu).toMatchObject({ restricted: true, icon: "fa-solid fa-stethoscope" });
    expect(w.foundry.i18n.localize(menu.label!)).toBe("Run self-check");
    expect(w.foundry.i18n.localize(menu.hint!)).toContain("yours are never touched");
  });

  it("runs when the GM presses Run, lists each step's result by area, and copies the report", async () => {
    const w = await selfCheckWorld();
    const { app, App } = await openWindow(w);
    expect(app.element.textContent).toContain("The self-check plays a short session");
    expect(app.element.textContent).toContain("Foundry");
    expect(app.element.querySelector<HTMLButtonElement>("[data-action=run]")!.disabled).toBe(false);
    expect(app.element.querySelector("textarea[name=report]")).toBeNull();
    // the steps of the world's own module instance (loaded with the window)
    const { SELF_CHECK_STEPS } = await import("../../src/self-check/foundry/steps");
    App.STEPS = SELF_CHECK_STEPS.filter((step) =>
      ["migration-previous-shape", "foundry-window-id"].includes(step.id),
    );
    try {
      await press(app, "run");
    } finally {
      App.STEPS = null;
    }
    const steps = [...app.element.querySelectorAll<HTMLElement>(".ae-self-check__step")];
    expect(steps.map((li) => li.dataset.step)).toEqual([
      "migration-previous-shape",
      "foundry-window-id",
    ]);
    expect(steps[0].classList.contains("is-pass")).toBe(true);
    expect(app.element.querySelectorAll("h3")[0].textContent).toBe("Migration");
    const report = app.element.querySelector<HTMLTextAreaElement>("textarea[name=report]")!;
    expect(report.value).toContain("Action Engine self-check\nFoundry: ");
    expect(report.value).toContain("[Passed] A weapon stored in the previous data shape");
    const copied: string[] = [];
    (globalThis as unknown as { game: Record<string, unknown> }).game.clipboard = {
      copyPlainText: (text: string) => copied.push(text),
    };
    await press(app, "copy");
    expect(copied).toEqual([report.value]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "The self-check report is on the clipboard.",
    );
  });

  it("cannot be run by a player", async () => {
    const w = await selfCheckWorld();
    await w.combat.users.as(w.combat.players[0], async () => {
      const { app } = await openWindow(w);
      expect(app.element.querySelector<HTMLButtonElement>("[data-action=run]")!.disabled).toBe(
        true,
      );
      expect(app.element.textContent).toContain("Only a GM can run the self-check");
      await expect(w.run.runSelfCheck()).rejects.toThrow("Only a GM can run the self-check");
    });
  });
});
