import { describe, expect, it } from "vitest";
import { templateRenderer } from "../templates/harness";
import { ACTOR_TYPES, sampleActor, snapshotOf, startFoundry } from "../sheets/fixtures";
import { actorSheetView, tabPartContext } from "../../src/sheets/view-models";
import { signed } from "../../src/sheets/view-models/format";
import { ACTOR_ACTIONS } from "../../src/sheets/foundry/actions";
import { CardRoll } from "../foundry/chat";
import { weaponOf, world } from "./world";

// Every ruleset's character sheet has a labelled attack button on each weapon row, and the sheet's
// `attack` action runs the attack flow. Mano a Mano's weapons (Action Rounds holds them too, [I-7])
// show their attack modifier on it: "Attack +4".

const render = templateRenderer();

describe("the attack button on the sheets' weapon rows", () => {
  it.each(ACTOR_TYPES)(
    "%s: every weapon row carries data-action=attack with its item id",
    async (type) => {
      startFoundry();
      const actor = await sampleActor(type);
      const context = actorSheetView(snapshotOf(actor));
      const html = context.tabList
        .map((tab) => render.render("actor/tab.hbs", tabPartContext(context, tab.id)))
        .join("");
      const weapons = actor.items.contents.filter((item) => item.type.endsWith("-weapon"));
      expect(weapons.length).toBeGreaterThan(0);
      for (const weapon of weapons) {
        const named = weapon.type.startsWith("mano")
          ? `Attack ${signed(Number((weapon.system as unknown as { attack: number }).attack))} — ${weapon.name}`
          : `Attack with ${weapon.name}`;
        expect(html, weapon.name).toContain(
          `data-action="attack" data-item-id="${weapon.id}" aria-label="${named}"`,
        );
      }
      const buttons = html.match(/data-action="attack"/g) ?? [];
      expect(buttons).toHaveLength(weapons.length);
    },
  );

  it("the sheet's attack action attacks with the row's weapon (shift-click skips the dialog)", async () => {
    const w = await world("mano");
    const weapon = weaponOf(w.attacker);
    CardRoll.expect("1d20", [14]);
    await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return ACTOR_ACTIONS.attack.call(
        { actor: w.attacker.actor },
        { shiftKey: true } as never,
        {
          dataset: { itemId: weapon.id },
        } as never,
      );
    });
    expect(w.chat.messages.size).toBe(1);
  });

  it("a user who does not own the character cannot attack with it", async () => {
    const w = await world("mano");
    const weapon = weaponOf(w.attacker);
    await w.combat.users.as(w.bob, () =>
      ACTOR_ACTIONS.attack.call(
        { actor: w.attacker.actor },
        { shiftKey: true } as never,
        {
          dataset: { itemId: weapon.id },
        } as never,
      ),
    );
    expect(w.chat.messages.size).toBe(0);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Only an owner of Clone may attack with their weapons.",
    );
  });
});
