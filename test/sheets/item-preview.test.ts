import { beforeEach, describe, expect, it } from "vitest";
import { actorSheetHtml } from "../../src/sheets/html";
import { actorSheetView } from "../../src/sheets/view-models";
import { elementFrom } from "../foundry/dom";
import { textOf } from "../foundry/html-sinks";
import { templateRenderer } from "../templates/harness";
import { sampleActor, snapshotOf, startFoundry, type DocumentHandle } from "./fixtures";

/*
 * A weapon's or armor's hover preview on the character sheet (as dnd5e 5.x previews an item on
 * its row): its harm or protection, its reach and its qualities, from its data through the rules
 * layer. Read as Foundry's tooltip shows a data-tooltip: as HTML, so what a user sees is its text.
 */

const render = templateRenderer();

/** The preview each item row shows, by item name, as the user reads it. */
function previews(actor: DocumentHandle): Record<string, string> {
  const html = actorSheetHtml(render.render, actorSheetView(snapshotOf(actor)));
  const root = elementFrom(`<div>${html}</div>`)!;
  const shown: Record<string, string> = {};
  for (const row of root.querySelectorAll<HTMLElement>("tr.ae-item")) {
    const name = row.querySelector(".ae-item__name button")?.textContent?.trim() ?? "";
    const tooltip = row.querySelector<HTMLElement>(".ae-item__name")?.dataset.tooltip;
    if (tooltip !== undefined) shown[name] = textOf(tooltip);
  }
  return shown;
}

beforeEach(() => {
  startFoundry();
});

describe("hover previews of weapons and armor on the sheet", () => {
  it("OK RPG: the katana's damage rank, lethality, damage type, reach and qualities; the vest's protection", async () => {
    const shown = previews(await sampleActor("okrpg"));
    expect(shown["Katana"]).toBe(
      "Damage Gd+ · Lethality Cutting (2/3) · Damage type Cutting · Reach (m) 1 · Suits special effects",
    );
    expect(shown["Revolver"]).toMatch(/Ranged/);
    expect(shown["Kevlar vest"]).toBe("Protection Gd · Coverage 2");
    // gear has no preview
    expect(shown["Climbing rope"]).toBeUndefined();
  });

  it("Occult Ops: the Desert Eagle's range bands as RULES 2 divides R 65, the flak jacket's DR at 45 hit points", async () => {
    const shown = previews(await sampleActor("occult"));
    expect(shown["Desert Eagle"]).toContain(
      "Point blank 0–5 · Short 6–15 · Medium 16–31 · Long 32–64 · Extreme 65",
    );
    // RULES 2: DR is 10% of the armor's current hit points
    expect(shown["Flak jacket"]).toContain("DR 4");
  });

  it("Mano a Mano: the machete's power, sharpness and reach", async () => {
    const shown = previews(await sampleActor("mano"));
    expect(shown["Machete"]).toMatch(/Power 6 · Sharpness Sharp · Reach \(m\) 0.7/);
  });

  it("shows a name a player typed into the weapon as text, never as markup", async () => {
    startFoundry();
    const actor = (await Actor.create({
      name: "Max",
      type: "action",
      items: [
        {
          name: "Gun",
          type: "action-weapon",
          system: { kind: "ranged", damage: 10, skill: '<img src=x onerror="alert(1)">' },
        },
      ],
    } as never)) as unknown as DocumentHandle;
    expect(previews(actor)["Gun"]).toContain('<img src=x onerror="alert(1)">');
  });
});
