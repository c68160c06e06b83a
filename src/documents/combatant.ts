import { initialSide, type SideSource } from "../combat/sides";
import type { Side } from "../combat/snapshot";

/** The system's Combatant: its side is set once, when it is added to an encounter. */
export class ActionEngineCombatant extends Combatant {
  protected override async _preCreate(
    ...[data, options, user]: Parameters<Combatant["_preCreate"]>
  ): ReturnType<Combatant["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const given = (data as { system?: { side?: Side } }).system?.side;
    if (!given) this.updateSource({ system: { side: initialSide(this as SideSource) } } as never);
  }
}
