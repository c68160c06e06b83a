import { afterEach, describe, expect, it } from "vitest";
// the Foundry double first: the sheet classes extend its classes as they load
import { attack, systemOf, weaponOf, world } from "./world";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import { click as domClick } from "../foundry/dom";
import { resetSheetDoubles } from "../foundry/sheets";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { registerSheets } from "../../src/sheets/foundry/register";
import { cardClickSettled } from "../../src/chat/foundry/card/request";
import { answerDialogsWith } from "../../src/ui/dialog-answers";

/*
 * What the self-check needs from the flows to drive them as a user would, without a person at the
 * screen: someone to answer the roll dialog (the dialog hands itself over as it opens, and the
 * answer goes through its own Roll button), and a way to wait for a card button's click, whose
 * handler Foundry does not wait for.
 */

let restore: () => void = () => {};
afterEach(() => restore());

interface SheetDouble {
  element: HTMLElement;
  pending: Promise<unknown>;
  render(options?: object): Promise<unknown>;
}

describe("a dialog answered by whoever answers dialogs (the self-check)", () => {
  it("the sheet's attack button opens the roll dialog, which is filled and rolled through its own button", async () => {
    const w = await world("mano");
    resetSheetDoubles();
    registerSheets();
    const seen: string[] = [];
    restore = answerDialogsWith((dialog) => {
      seen.push(dialog.querySelector("select[name=rollMode]") ? "roll dialog" : "other");
      setTimeout(() => {
        const mode = dialog.querySelector<HTMLSelectElement>("select[name=rollMode]")!;
        mode.value = "self";
        dialog.querySelector<HTMLButtonElement>("button[data-action=roll]")!.click();
      });
    });
    const sheet = new ActionEngineActorSheet({
      document: w.attacker.actor,
    } as never) as unknown as SheetDouble;
    await sheet.render({ force: true });
    CardRoll.expect(null, [14]);
    await w.combat.users.as(w.alice, async () => {
      w.chat.target(w.target.token);
      domClick(
        sheet.element.querySelector(
          `[data-action=attack][data-item-id="${weaponOf(w.attacker).id}"]`,
        ),
      );
      await sheet.pending;
    });
    expect(seen).toEqual(["roll dialog"]);
    const message = w.chat.lastMessage();
    expect(message.type).toBe("attack");
    // the answer's message mode: whispered to its author only
    expect(message.whisper).toEqual([w.alice.id]);
  });

  it("with nobody answering, the dialog closes and nothing is posted", async () => {
    const w = await world("mano");
    restore = answerDialogsWith(null);
    const { attackWithItem } = await import("../../src/chat/foundry/attack/flow");
    const result = await w.combat.users.as(w.alice, () =>
      attackWithItem(weaponOf(w.attacker) as never),
    );
    expect(result).toBeNull();
    expect(w.chat.messages.size).toBe(0);
  });
});

describe("waiting for a card button's click", () => {
  it("resolves once the click's writes are done, with what it came to", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 1, 0, 0]);
    const html = await w.combat.users.as(w.gm, () => (message as MessageDouble).renderHTML());
    const spend = html.querySelector("[data-action=spend][data-option=fullDamage]")!;
    expect(await cardClickSettled(message.id)).toBeNull();
    await w.combat.users.as(w.gm, async () => {
      domClick(spend);
      expect(systemOf(message).revision).toBe(0);
      expect(await cardClickSettled(message.id)).toEqual({ status: "done" });
    });
    expect(systemOf(message).revision).toBe(1);
  });
});
