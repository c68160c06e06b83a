import { ensure } from "../../step";
import type { Fight } from "../../fixtures";
import type { ActorLike, ItemLike, SceneLike, TokenLike } from "../documents";
import type { Sandbox } from "../sandbox";

/*
 * A ruleset's sample fight set up for a step: the two characters imported from the ruleset's
 * compendium, their tokens side by side on a scene of the step's own, viewed on this client.
 */

export interface FightSetup {
  readonly scene: SceneLike;
  readonly attacker: ActorLike;
  readonly target: ActorLike;
  readonly weapon: ItemLike;
  readonly attackerToken: TokenLike;
  readonly targetToken: TokenLike;
}

/** One of the fight's two characters, imported from the ruleset's compendium. */
export async function importCharacter(
  s: Sandbox,
  fight: Fight,
  which: "attacker" | "target",
): Promise<ActorLike> {
  return (await s.importFrom(s.pack(fight.pack), fight[which])) as ActorLike;
}

export async function setUpFight(s: Sandbox, fight: Fight): Promise<FightSetup> {
  const attacker = await importCharacter(s, fight, "attacker");
  const target = await importCharacter(s, fight, "target");
  const weapon = attacker.items.contents.find((item) => item.name === fight.weapon);
  ensure(weapon, "Sandbox.NotInPack", { pack: fight.pack, name: fight.weapon });
  const scene = await s.scene();
  const attackerToken = await s.token(scene, attacker, { x: 4, y: 4 }, 1);
  const targetToken = await s.token(scene, target, { x: fight.sameSquare ? 4 : 5, y: 4 }, -1);
  await s.view(scene, [attackerToken, targetToken]);
  return { scene, attacker, target, weapon, attackerToken, targetToken };
}
