import { describe, expect, it } from "vitest";
import { okrpgKit } from "../../src/chat/attack/kits/okrpg";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import { ruleOptions } from "../../src/settings";
import { weaponOf, world } from "./world";

/*
 * The rank an OK RPG weapon attacks with: the attribute it names, else the best attack role. Ines
 * (Blade Grt 6 for attack, Brawn Avg+ 3) attacks the Duellist with her Sword, put away.
 */
describe("OK RPG: the attribute a weapon names", () => {
  it("a weapon put away names its attribute in any case: BRAWN is Brawn (Avg+ 3)", async () => {
    const w = await world("okrpg");
    await weaponOf(w.attacker).update({ system: { equipped: false, attribute: "BRAWN" } });
    const { plan } = okrpgKit.prepare(
      {
        ruleset: "okrpg",
        attacker: {
          actor: actorView(w.attacker.actor as never),
          tokenUuid: w.attacker.token.uuid,
          weapon: itemView(weaponOf(w.attacker) as never),
        },
        targets: targetViews([w.target.token] as never, w.attacker.token as never),
        options: ruleOptions("okrpg"),
        messageMode: "public",
      },
      {},
    );
    expect(plan.input.attacker.base).toBe(3);
  });
});
