import { describe, expect, it } from "vitest";
import { kitFor, type AttackInput } from "../../src/chat/attack/kits";
import { refusalWarning } from "../../src/chat/attack/kits/shared";
import { attackable } from "../../src/chat/attack/kits/types";
import type { TargetView } from "../../src/chat/attack/views";

import { weaponOf, world, type World, attackInput } from "./world";

/*
 * The attack dialog's frame around every ruleset's fields: who attacks with what, the warning
 * when nobody is targeted, and a refusal's warning naming the character as given. The seed's
 * Clone attacks Steven with his fists (Mano a Mano).
 */
const inputOf = (w: World, targets = [w.target.token]): AttackInput =>
  attackInput(w, "mano", targets);

describe("the attack dialog's frame", () => {
  it("names the attacker and the weapon as their documents do", async () => {
    const w = await world("mano");
    const { context } = kitFor("mano").prepare(inputOf(w), {});
    expect(context.attacker).toEqual({ name: w.attacker.actor.name });
    expect(context.weapon).toEqual({ name: weaponOf(w.attacker).name });
  });

  it("warns that nobody is targeted only while nobody is", async () => {
    const w = await world("mano");
    expect(kitFor("mano").prepare(inputOf(w), {}).context.noTargets).toBeNull();
    expect(kitFor("mano").prepare(inputOf(w, []), {}).context.noTargets).toBe(
      "ACTION_ENGINE.Dialog.Warning.noTargets",
    );
  });

  it("a refusal's warning names the character only when the refusal gives a name", () => {
    expect(
      refusalWarning({ code: "CannotAct", details: { name: "Steven" } } as never),
    ).toStrictEqual({ key: "ACTION_ENGINE.Error.CannotAct", name: "Steven" });
    expect(refusalWarning({ code: "CannotAct", details: {} } as never)).toStrictEqual({
      key: "ACTION_ENGINE.Error.CannotAct",
    });
  });

  it("leaves out the attacker's own character (another of its tokens too, or its own token whatever actor it shows) and characters of another ruleset, each with why", async () => {
    const w = await world("mano");
    const input = inputOf(w);
    const steven = input.targets[0];
    const clone = { ...steven, actor: input.attacker.actor };
    const attackerToken = {
      ...steven,
      id: "own",
      tokenUuid: input.attacker.tokenUuid,
    } as TargetView;
    const cloneElsewhere = { ...clone, id: "clone2", tokenUuid: "Scene.x.Token.other" };
    const stranger = { ...steven, id: "jack", actor: { ...steven.actor, type: "action" } };
    const { kept, left } = attackable(["mano"], {
      attacker: input.attacker,
      targets: [steven, cloneElsewhere, attackerToken, stranger],
    });
    expect(kept).toEqual([steven]);
    expect(left).toEqual([
      { target: cloneElsewhere, why: "self" },
      { target: attackerToken, why: "self" },
      { target: stranger, why: "otherRuleset" },
    ]);
    expect(
      kitFor("mano").prepare({ ...input, targets: [stranger] }, {}).context.live.warnings,
    ).toEqual([{ key: "ACTION_ENGINE.Dialog.Warning.otherRuleset", name: steven.name }]);
  });

  it("an attacker with no token and a target with none are two characters, not one", async () => {
    const w = await world("mano");
    const input = inputOf(w);
    const steven = { ...input.targets[0], tokenUuid: null };
    const { kept } = attackable(["mano"], {
      attacker: { ...input.attacker, tokenUuid: null },
      targets: [steven],
    });
    expect(kept).toEqual([steven]);
  });
});
