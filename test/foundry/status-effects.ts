import { CombatantDouble } from "./combat";

/**
 * The tracker's side of status effects (sources: test/foundry/BEHAVIOURS.md, "Applications";
 * the actor's statuses and Actor#toggleStatusEffect are statuses.ts's):
 * - `CONFIG.specialStatusEffects.DEFEATED` names the defeated status;
 * - `Combatant#isDefeated` holds when the combatant's `defeated` flag is set OR its actor carries
 *   the defeated status (pf2e#3806: taking the skull off the token clears the tracker's defeated).
 */
const g = globalThis as unknown as { CONFIG: Record<string, unknown> };
const defeatedId = () =>
  (g.CONFIG.specialStatusEffects as { DEFEATED: string } | undefined)?.DEFEATED ?? "dead";

Object.defineProperty(CombatantDouble.prototype, "isDefeated", {
  configurable: true,
  get(this: CombatantDouble) {
    const actor = this.actor as { statuses?: Set<string> } | null;
    return this.defeated || Boolean(actor?.statuses?.has(defeatedId()));
  },
});

/** The Token HUD's Mark Defeated on a token of this actor (TokenHUD → Actor#toggleStatusEffect). */
export function hudToggleDefeated(actor: unknown): Promise<unknown> {
  const toggle = (actor as { toggleStatusEffect(id: string, o: object): Promise<unknown> })
    .toggleStatusEffect;
  return toggle.call(actor, defeatedId(), { overlay: true });
}
