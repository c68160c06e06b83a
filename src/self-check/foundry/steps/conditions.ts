import { actorConditionToggle } from "../../../data/conditions";
import { statusPalette } from "../../../documents/conditions";
import { activeRuleset } from "../../../settings";
import { fightOf } from "../../fixtures";
import { ensure, reportLine, type SelfCheckStep } from "../../step";
import type { ActorLike, SceneLike, TokenLike } from "../documents";
import type { Sandbox } from "../sandbox";
import { importCharacter } from "./fight";

/*
 * Conditions on a token, in the world's ruleset: every status of the Token HUD's palette toggled
 * on and off through Actor#toggleStatusEffect (what the HUD calls), the actor's statuses and the
 * token's own answer (TokenDocument#hasStatusEffect) checked each time. A condition the rules
 * work out from other data is refused by the HUD: it must stay as it was.
 */

async function toggled(actor: ActorLike, id: string, active: boolean): Promise<void> {
  const overlay = id === CONFIG.specialStatusEffects.DEFEATED;
  await actor.toggleStatusEffect(id, { active, overlay });
}

function shows(actor: ActorLike, token: TokenLike, scene: SceneLike, id: string): boolean {
  const onToken = scene.tokens.get(token.id!)?.hasStatusEffect?.(id) ?? actor.statuses.has(id);
  return actor.statuses.has(id) && onToken;
}

export const CONDITION_STEP: SelfCheckStep<Sandbox> = {
  id: "conditions-token",
  area: "conditions",
  label: reportLine("Step.conditions-token"),
  async run(s) {
    const fight = fightOf(activeRuleset());
    const actor = await importCharacter(s, fight, "target");
    const scene = await s.scene();
    const token = await s.token(scene, actor, { x: 3, y: 3 });
    const palette = statusPalette();
    ensure(palette.length > 0, "Conditions.NoPalette");
    let derived = 0;
    for (const { id } of palette) {
      const toggle = actorConditionToggle(actor.type, actor.system, id, true);
      if (toggle.kind === "derived") {
        const before = actor.statuses.has(id);
        await toggled(actor, id, !before);
        ensure(actor.statuses.has(id) === before, "Conditions.DerivedToggled", { status: id });
        derived += 1;
        continue;
      }
      await toggled(actor, id, true);
      ensure(shows(actor, token, scene, id), "Conditions.NotOn", { status: id });
      await toggled(actor, id, false);
      ensure(!actor.statuses.has(id), "Conditions.NotOff", { status: id });
    }
    s.notes.note("Conditions.Toggled", { count: palette.length - derived, derived });
  },
};
