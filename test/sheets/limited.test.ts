import { beforeEach, describe, expect, it } from "vitest";
import { dispatch } from "../foundry/dom";
import { OWNERSHIP } from "../foundry/documents";
import { resetSheetDoubles } from "../foundry/sheets";
import { SAMPLE_ACTORS, startFoundry, type DocumentHandle } from "./fixtures";
import type { FoundryDouble } from "../foundry";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { registerSheets } from "../../src/sheets/foundry/register";
import { actorTabs, SHEET_SIZE } from "../../src/sheets/layout";

/*
 * Who sees what of a character (CONST.DOCUMENT_OWNERSHIP_LEVELS): a user with LIMITED ownership
 * sees what anyone at the table sees — portrait, name, kind and the conditions on the token — and
 * nothing of its numbers, gear or notes; an OBSERVER reads the whole sheet and edits nothing.
 */

interface SheetDouble {
  element: HTMLElement;
  options: { position?: { width?: number } };
  rendered: { parts: string[]; contexts: Record<string, Record<string, unknown>> }[];
  render(): Promise<unknown>;
}

let foundry: FoundryDouble;
let jack: DocumentHandle & { ownership: Record<string, number> };

beforeEach(async () => {
  foundry = startFoundry();
  resetSheetDoubles();
  registerSheets();
  // RULES 1.4: knocked down — the token shows it to everyone
  jack = (await Actor.create({
    ...structuredClone(SAMPLE_ACTORS.okrpg),
    system: { ...(SAMPLE_ACTORS.okrpg.system as object), knockedDown: true },
  } as never)) as never;
  // the rest of the test happens on a player's client
  foundry.user.isGM = false;
});

async function opened(): Promise<SheetDouble> {
  const sheet = new ActionEngineActorSheet({ document: jack } as never) as unknown as SheetDouble;
  await sheet.render();
  return sheet;
}

const text = (sheet: SheetDouble) => sheet.element.textContent!.replace(/\s+/g, " ");

describe("a player with LIMITED ownership", () => {
  beforeEach(() => {
    jack.ownership[foundry.user.id] = OWNERSHIP.LIMITED;
  });

  it("sees the portrait, the name, the kind of character and the conditions on the token", async () => {
    const sheet = await opened();
    expect(sheet.rendered[0].parts).toEqual(["limited"]);
    expect(sheet.element.querySelector("img.ae-portrait")).not.toBeNull();
    expect(text(sheet)).toContain("Jack Marlowe");
    expect(text(sheet)).toContain(foundry.i18n.localize("TYPES.Actor.okrpg"));
    expect(text(sheet)).toContain(foundry.i18n.localize("ACTION_ENGINE.Condition.knockedDown"));
    expect(sheet.options.position?.width).toBe(SHEET_SIZE.limited.width);
  });

  it("and nothing of its numbers, items or notes: not in the page, not in what was rendered", async () => {
    const sheet = await opened();
    for (const hidden of ["Katana", "Kevlar vest", "Ex-boxer", "Brawny"])
      expect(text(sheet)).not.toContain(hidden);
    expect(sheet.element.querySelectorAll("input, select, textarea, [data-action]")).toHaveLength(
      0,
    );
    const context = JSON.stringify(sheet.rendered[0].contexts.limited, (key, value) =>
      key === "document" ? undefined : value,
    );
    for (const hidden of ["Katana", "Ex-boxer", "wounds", "tabList"])
      expect(context).not.toContain(hidden);
  });

  it("gets the whole sheet once the GM makes them an observer while it is open", async () => {
    const sheet = await opened();
    jack.ownership[foundry.user.id] = OWNERSHIP.OBSERVER;
    await sheet.render();
    const parts = [...sheet.element.querySelectorAll<HTMLElement>("[data-application-part]")];
    expect(parts.map((p) => p.dataset.applicationPart)).toEqual([
      "header",
      "tabs",
      ...actorTabs("okrpg"),
    ]);
  });
});

describe("an OBSERVER", () => {
  beforeEach(() => {
    jack.ownership[foundry.user.id] = OWNERSHIP.OBSERVER;
  });

  it("reads everything (every tab, the gear and the notes) and may edit nothing", async () => {
    const sheet = await opened();
    expect(sheet.rendered[0].parts).toEqual(["header", "tabs", ...actorTabs("okrpg")]);
    expect(sheet.element.querySelector<HTMLInputElement>("input[name=name]")?.value).toBe(
      "Jack Marlowe",
    );
    for (const shown of ["Katana", "Kevlar vest", "Ex-boxer"]) expect(text(sheet)).toContain(shown);
    const inputs = [...sheet.element.querySelectorAll<HTMLInputElement>("input[name^=system]")];
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input.disabled || input.readOnly, input.name).toBe(true);
    const before = foundry.operations.length;
    inputs[0].value = "7";
    dispatch(inputs[0], "change");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(foundry.operations.length).toBe(before);
  });
});

describe("a GM", () => {
  it("sees the whole sheet even of a character whose default ownership is LIMITED", async () => {
    foundry.user.isGM = true;
    jack.ownership.default = OWNERSHIP.LIMITED;
    const sheet = await opened();
    expect(sheet.rendered[0].parts).toEqual(["header", "tabs", ...actorTabs("okrpg")]);
  });
});
