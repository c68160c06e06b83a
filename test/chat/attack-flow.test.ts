import { describe, expect, it } from "vitest";
import { attack, cardOf, systemOf, weaponOf, world } from "./world";
import type * as okrpg from "../../src/rules/cards/okrpg";

describe("an attack posts one chat message with the card and its rolls", () => {
  it("OK RPG: Ines (Grt) rolls 4dF +2 against the Duellist's Gd defence: one create, a hit with 4 extra", async () => {
    const w = await world("okrpg");
    const ops = w.mark();
    const message = await attack(w, [1, 1, 0, 0]);
    expect(ops()).toEqual([expect.objectContaining({ action: "create", documentName: "ChatMessage" })]);
    const card = cardOf(message) as okrpg.OkrpgCard;
    expect(message.type).toBe("attack");
    expect(message.rolls.map((r) => r.formula)).toEqual(["4dF"]);
    expect(card.fudge).toEqual([1, 1, 0, 0]);
    expect(card.rolled).toBe(8);
    expect(card.targets[0]).toMatchObject({ id: w.target.token.id, name: "Duellist", defence: 4 });
    expect(card.targets[0].result).toMatchObject({ required: 4, hit: true });
    expect(card.weapon).toMatchObject({ name: "Sword", itemId: weaponOf(w.attacker).id });
    expect(systemOf(message).revision).toBe(0);
  });
});
