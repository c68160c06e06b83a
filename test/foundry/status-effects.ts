import { CombatantDouble } from "./combat";
import { DocumentDouble } from "./documents";

/**
 * Status effects as the Token HUD sets them (sources: test/foundry/BEHAVIOURS.md, "Applications"):
 * - `CONFIG.specialStatusEffects.DEFEATED` names the defeated status ("dead" by default);
 * - `Actor#toggleStatusEffect(id, {active, overlay})` adds or removes an ActiveEffect carrying that
 *   status (only an owner may), which fires `createActiveEffect` / `deleteActiveEffect` on every
 *   client; `Actor#statuses` is the set of statuses its effects carry;
 * - `Combatant#isDefeated` holds when the combatant's `defeated` flag is set OR its actor carries
 *   the defeated status (pf2e#3806: taking the skull off the token clears the tracker's defeated).
 */
interface Effect {
  id: string;
  parent: DocumentDouble;
  statuses: Set<string>;
}

const effects = new WeakMap<DocumentDouble, Effect[]>();
let nextId = 0;
const g = globalThis as unknown as {
  CONFIG: Record<string, unknown>;
  Hooks: { callAll(hook: string, ...args: unknown[]): boolean };
  game: { user: { id: string; isGM: boolean } };
};
const defeatedId = () =>
  (g.CONFIG.specialStatusEffects as { DEFEATED: string } | undefined)?.DEFEATED ?? "dead";

Object.defineProperty(DocumentDouble.prototype, "statuses", {
  configurable: true,
  get(this: DocumentDouble) {
    return new Set((effects.get(this) ?? []).flatMap((effect) => [...effect.statuses]));
  },
});

Object.defineProperty(DocumentDouble.prototype, "toggleStatusEffect", {
  configurable: true,
  async value(this: DocumentDouble, statusId: string, o: { active?: boolean } = {}) {
    if (!this.isOwner)
      throw new Error(`User ${g.game.user.id} lacks permission to create ActiveEffect`);
    const own = effects.get(this) ?? [];
    const existing = own.find((effect) => effect.statuses.has(statusId));
    const active = o.active ?? !existing;
    if (active && !existing) {
      nextId += 1;
      const effect = { id: `effect${nextId}`, parent: this, statuses: new Set([statusId]) };
      effects.set(this, [...own, effect]);
      g.Hooks.callAll("createActiveEffect", effect, {}, g.game.user.id);
      return effect;
    }
    if (!active && existing) {
      effects.set(
        this,
        own.filter((effect) => effect !== existing),
      );
      g.Hooks.callAll("deleteActiveEffect", existing, {}, g.game.user.id);
    }
    return active;
  },
});

Object.defineProperty(CombatantDouble.prototype, "isDefeated", {
  configurable: true,
  get(this: CombatantDouble) {
    const actor = this.actor as { statuses?: Set<string> } | null;
    return this.defeated || Boolean(actor?.statuses?.has(defeatedId()));
  },
});

/** Puts CONFIG.specialStatusEffects in place (call after installFoundry). */
export function installStatusEffects(): void {
  g.CONFIG.specialStatusEffects = { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" };
}

/** The Token HUD's Mark Defeated on a token of this actor (TokenHUD → Actor#toggleStatusEffect). */
export function hudToggleDefeated(actor: unknown): Promise<unknown> {
  const toggle = (actor as { toggleStatusEffect(id: string, o: object): Promise<unknown> })
    .toggleStatusEffect;
  return toggle.call(actor, defeatedId(), { overlay: true });
}
