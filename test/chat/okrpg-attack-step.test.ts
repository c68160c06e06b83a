import { describe, expect, it } from "vitest";
import { okrpgKit } from "../../src/chat/attack/kits/okrpg";
import { parseRank } from "../../src/rules/ranks";
import { attackInput, weaponOf, world } from "./world";

/*
 * The rank an OK RPG weapon attacks with: the attribute it names, else the best attack role. Ines
 * (Blade Grt 6 for attack, Brawn Avg+ 3) attacks the Duellist with her Sword, put away.
 */
/** The rank Ines attacks the Duellist with, her Sword in hand. */
function baseOf(w: Awaited<ReturnType<typeof world>>): number {
  const { plan } = okrpgKit.prepare(attackInput(w, "okrpg"), {});
  return plan.input.attacker.base;
}

describe("OK RPG: the attribute a weapon names", () => {
  it("a weapon put away names its attribute in any case: BRAWN is Brawn (Avg+ 3)", async () => {
    const w = await world("okrpg");
    await weaponOf(w.attacker).update({ system: { equipped: false, attribute: "BRAWN" } });
    expect(baseOf(w)).toBe(3);
  });

  it.each([
    ["put away", false],
    ["equipped", true],
  ])(
    "a weapon %s names one of two Brawn attributes: the higher, Ext 7, as the sheet shows it",
    async (_, equipped) => {
      const w = await world("okrpg");
      await w.attacker.actor.createEmbeddedDocuments("Item", [
        { name: "brawn", type: "okrpg-attribute", system: { rank: parseRank("Ext"), roles: [] } },
      ]);
      await weaponOf(w.attacker).update({ system: { equipped, attribute: "Brawn" } });
      expect(baseOf(w)).toBe(parseRank("Ext"));
      // the sheet lists equipped weapons, with the step they attack with
      const sheet = (w.attacker.actor.system as { weapons?: { id: string; attackStep: number }[] })
        .weapons;
      expect(sheet?.find((one) => one.id === weaponOf(w.attacker).id)?.attackStep ?? null).toBe(
        equipped ? parseRank("Ext") : null,
      );
    },
  );
});
