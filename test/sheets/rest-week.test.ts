import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ACTORS, startFoundry, type DocumentHandle } from "./fixtures";
import { ConfirmingDialogV2, resetSheetDoubles } from "../foundry/sheets";
import type { FoundryDouble } from "../foundry";
import { registerSheets } from "../../src/sheets/foundry/register";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { sheetSnapshot } from "../../src/sheets/snapshot";
import { actorSheetView } from "../../src/sheets/view-models";
import { parseRank } from "../../src/rules/ranks";

/*
 * RULES 1.3 (seed 000, the recovery and healing table): lethal points heal only by the week, at
 * Number(halved healing rank − 1): Gd heals 1 a week, Def 1/2 (a point every second week). The
 * GM applies a week from the OK RPG sheet's Recovery section: asked first, then one write; a
 * player is refused with a notice.
 */

interface SheetDouble {
  options: {
    actions: Record<string, (this: unknown, event: object, target: object) => Promise<void>>;
  };
  render(options?: object): Promise<unknown>;
}

let foundry: FoundryDouble;

async function jack(healing = "Gd", wounds = { nonlethal: 3, lethal: 2 }): Promise<DocumentHandle> {
  const sample = structuredClone(SAMPLE_ACTORS.okrpg) as {
    system: Record<string, unknown>;
    items: { name: string; system: Record<string, unknown> }[];
  };
  sample.system.wounds = wounds;
  sample.items.find((i) => i.name === "Hard to keep down")!.system.rank = parseRank(healing);
  return (await Actor.create(sample as never)) as unknown as DocumentHandle;
}

async function restWeek(actor: DocumentHandle) {
  const sheet = new ActionEngineActorSheet({ document: actor } as never) as unknown as SheetDouble;
  await sheet.render({ force: true });
  await sheet.options.actions.restWeek.call(sheet, {}, { dataset: {} });
}

const lethal = (actor: DocumentHandle) => (actor.system.wounds as { lethal: number }).lethal;
const progress = (actor: DocumentHandle) =>
  (actor.system.wounds as { healingCarry: { num: number; den: number } }).healingCarry;
const writesSince = (from: number) =>
  foundry.operations.slice(from).map((op) => `${op.action} ${op.documentName}`);

function start(isGM = true) {
  foundry = startFoundry({ isGM });
  resetSheetDoubles();
  registerSheets();
}

describe("a week of rest from the OK RPG sheet (RULES 1.3)", () => {
  beforeEach(() => start());

  it("Gd healing: 2 lethal points become 1 after the GM says yes, in one write", async () => {
    const actor = await jack("Gd");
    const from = foundry.operations.length;
    await restWeek(actor);
    expect(ConfirmingDialogV2.confirms).toHaveLength(1);
    expect(String(ConfirmingDialogV2.confirms[0].content)).toBe(
      "<p>Jack Marlowe rests for a week: lethal points 2 → 1, healing progress 0 → 0 of a point. Write it?</p>",
    );
    expect(writesSince(from)).toEqual(["update Actor"]);
    expect(lethal(actor)).toBe(1);
    // the nonlethal points are not the week's business (they recover by the round)
    expect((actor.system.wounds as { nonlethal: number }).nonlethal).toBe(3);
  });

  it("Def healing, 1/2 a week: the first week banks half a point, the second heals it", async () => {
    const actor = await jack("Def", { nonlethal: 0, lethal: 6 });
    await restWeek(actor);
    expect(lethal(actor)).toBe(6);
    expect(progress(actor)).toEqual({ num: 1, den: 2 });
    await restWeek(actor);
    expect(lethal(actor)).toBe(5);
    expect(progress(actor)).toEqual({ num: 0, den: 1 });
  });

  it("answering no writes nothing", async () => {
    const actor = await jack("Gd");
    ConfirmingDialogV2.confirmAnswers = [false];
    const from = foundry.operations.length;
    await restWeek(actor);
    expect(writesSince(from)).toEqual([]);
    expect(lethal(actor)).toBe(2);
  });

  it("no lethal points: a notice names the character, and nothing is asked or written", async () => {
    const actor = await jack("Gd", { nonlethal: 4, lethal: 0 });
    const from = foundry.operations.length;
    await restWeek(actor);
    expect(ConfirmingDialogV2.confirms).toEqual([]);
    expect(writesSince(from)).toEqual([]);
    expect(foundry.notifications.shown.at(-1)?.message).toBe(
      "Jack Marlowe has no lethal points to heal.",
    );
  });

  it("the button shows in the Recovery section for the GM, not for a mook", async () => {
    const actor = await jack("Gd");
    const buttons = (gm: boolean) =>
      actorSheetView(
        sheetSnapshot(actor as never, { documentName: "Actor", editable: true, isGM: gm }),
      )
        .tabList.flatMap((tab) => tab.sections)
        .flatMap((section) => section.actions ?? [])
        .map((b) => b.action);
    expect(buttons(true)).toEqual(["restWeek"]);
    expect(buttons(false)).toEqual([]);
    await actor.update({ "system.mookSystem": "mook" });
    expect(buttons(true)).toEqual([]);
  });
});

describe("a player's sheet", () => {
  it("refuses a week of rest with a notice, and writes nothing", async () => {
    // the GM made the character (a player may not create world actors by default), then a
    // player's client opens its sheet
    start(true);
    const actor = await jack("Gd");
    foundry.user.isGM = false;
    const from = foundry.operations.length;
    await restWeek(actor);
    expect(writesSince(from)).toEqual([]);
    expect(foundry.notifications.shown.at(-1)?.message).toBe("Only the GM applies a week of rest.");
  });
});
