import type { OddsEncounter } from "../../src/combat/odds/input";
import { withDefaults } from "../../src/rules/options";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import type { Host } from "./host";

/*
 * The playground's encounter as the odds read it (src/combat/odds/input.ts), as Foundry's tracker
 * hands over its combat: the tracker's snapshot, each combatant's actor from the store, and the
 * world's options. The playground has no players and no scene: its friendly side stands for the
 * players' characters (the hostile side's are the NPCs who may flee), and no distance is measured.
 */
export function playgroundEncounter(
  host: Host,
  snapshot: CombatSnapshot | null,
): OddsEncounter | null {
  if (!snapshot) return null;
  const ruleset = host.ruleset();
  return {
    ruleset,
    snapshot,
    combatants: snapshot.combatants.map((combatant) => ({
      combatant,
      actor: host.store.actor(combatant.id) ?? null,
      tokenUuid: null,
      npc: combatant.side === "hostile",
    })),
    options: host.store.ruleOptions(ruleset),
    // the tracker's round options (playground/app/tracker.ts)
    round: {
      tideEveryRound: host.store.okrpgOptions.tideEveryRound,
      simplified: withDefaults("action").simplifiedInitiative,
    },
  };
}
