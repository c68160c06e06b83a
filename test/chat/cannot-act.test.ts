import { describe, expect, it } from "vitest";
import { kitFor, rollablePlan, type AttackInput } from "../../src/chat/attack/kits";
import { actorView } from "../../src/chat/attack/read";
import { checkDialog } from "../../src/chat/view-models/dialog/check";
import { LIVE_TEMPLATE } from "../../src/chat/template-paths";
import { checkById } from "../../src/rules/checks";
import type { RulesetId } from "../../src/rules/rulesets";

import { templateRenderer } from "../templates/harness";
import { world, type World, attackInput } from "./world";

/*
 * RULES 1.6, 2, 3, 5: a character who cannot act at all (OK RPG Down, Occult Ops at 0 HP, Action
 * out of the action, Mano a Mano and Action Rounds incapacitated) gets one refusal in every
 * ruleset's attack dialog and in the checks that need acting: the reason shown, Roll disabled
 * (the context's refusal), and the attack refused when its values are given all the same.
 */

const { render } = templateRenderer();
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const inputOf = (w: World, ruleset: RulesetId): AttackInput => attackInput(w, ruleset);

/** Each ruleset's attacker harmed past the state its text says ends acting. */
const HARMED: Record<RulesetId, { update: object; key: string }> = {
  // RULES 5: the Clone's stamina is 14: 4 stun + 10 damage reach it (13 does not)
  mano: { update: { "system.stun": 4, "system.damage": 10 }, key: "CannotActIncapacitated" },
  rounds: { update: { "system.stun": 4, "system.damage": 10 }, key: "CannotActIncapacitated" },
  // RULES 1.6: 7 points or more is Down
  okrpg: { update: { "system.wounds.nonlethal": 7 }, key: "CannotActDown" },
  // RULES 2 (interpretation in conditions.ts): 0 hit points is Down
  occult: { update: { "system.hp.value": 0 }, key: "CannotActDown" },
  // RULES 3: at zero Hits a character is out of the action
  action: { update: { "system.hits.value": 0 }, key: "CannotActOut" },
};

describe("a character who cannot act cannot attack, in every ruleset", () => {
  for (const ruleset of Object.keys(HARMED) as RulesetId[]) {
    it(`${ruleset}: the dialog names why and Roll is refused`, async () => {
      const w = await world(ruleset);
      const kit = kitFor(ruleset);
      expect(kit.prepare(inputOf(w, ruleset), {}).context.refusal).toBeNull();
      await (w.attacker.actor as unknown as { update(d: object): Promise<unknown> }).update(
        HARMED[ruleset].update,
      );
      const input = inputOf(w, ruleset);
      const { context } = kit.prepare(input, {});
      expect(context.refusal?.code).toBe(HARMED[ruleset].key);
      const live = text(render(LIVE_TEMPLATE, context.live));
      expect(live).toContain(`${w.attacker.actor.name} `);
      expect(live).toContain("cannot act");
      expect(() => rollablePlan(kit, input, { rollMode: "public" })).toThrow("cannot act");
    });
  }

  it("mano: 13 harm against stamina 14 is injured, not incapacitated: the attack rolls", async () => {
    const w = await world("mano");
    await (w.attacker.actor as unknown as { update(d: object): Promise<unknown> }).update({
      "system.stun": 3,
      "system.damage": 10,
    });
    expect(kitFor("mano").prepare(inputOf(w, "mano"), {}).context.refusal).toBeNull();
  });
});

describe("a character who cannot act takes no check that needs acting", () => {
  it("OK RPG: a Down character cannot get up; the dialog says why and refuses", async () => {
    const w = await world("okrpg");
    await (w.attacker.actor as unknown as { update(d: object): Promise<unknown> }).update({
      "system.wounds.nonlethal": 7,
      "system.knockedDown": true,
    });
    const view = actorView(w.attacker.actor as never);
    const state = checkDialog(checkById("okrpg", "getUp"), view, {}, "public");
    expect(state.ready).toBeNull();
    expect(state.context.refusal?.key).toBe("ACTION_ENGINE.Check.CannotAct.down");
  });

  it("Mano a Mano: an incapacitated character still takes a week of healing (no acting)", async () => {
    const w = await world("mano");
    await (w.attacker.actor as unknown as { update(d: object): Promise<unknown> }).update({
      "system.stun": 4,
      "system.damage": 10,
    });
    const view = actorView(w.attacker.actor as never);
    expect(checkDialog(checkById("mano", "swim"), view, {}, "public").context.refusal?.key).toBe(
      "ACTION_ENGINE.Check.CannotAct.incapacitated",
    );
    expect(
      checkDialog(checkById("mano", "healing"), view, {}, "public").context.refusal,
    ).toBeNull();
  });
});
