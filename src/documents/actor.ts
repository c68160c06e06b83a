import { rulesetOfType } from "../rules/schema";
import type { RulesetId } from "../rules/rulesets";
import { activeRuleset } from "../settings";
import { offeredTypes } from "../data/allowed-types";
import type { BarWriter } from "../data/item-views";
import { actorConditionToggle, actorConditions } from "../data/conditions";
import { conditionIcon } from "./conditions";

interface Bar {
  value: number;
  max: number;
}

/** The parts of Foundry's Token HUD the actor refreshes. */
interface OpenHud {
  rendered: boolean;
  actor: unknown;
  render(): unknown;
}

/**
 * Adds the conditions the actor's data holds to its statuses. A plain function, not a private
 * method: Foundry prepares a document's data inside its constructor, before a subclass's private
 * members exist.
 */
function holdDataConditions(actor: { type: string; system: unknown; statuses: Set<string> }): void {
  for (const id of actorConditions(actor.type, actor.system)) actor.statuses.add(id);
}

function isBar(value: unknown): value is Bar {
  const bar = value as Partial<Bar> | null;
  return typeof bar?.value === "number" && typeof bar.max === "number";
}

/**
 * The system's Actor class: ruleset-aware creation, token bars over derived tracks, and the
 * ruleset's conditions as token statuses read from the actor's own data.
 */
export class ActionEngineActor<
  SubType extends Actor.SubType = Actor.SubType,
> extends Actor<SubType> {
  /** The ruleset this actor belongs to (its type is the ruleset id). */
  get ruleset(): RulesetId {
    return rulesetOfType(this.type);
  }

  /**
   * The Create dialog offers only the world's ruleset's actor type. Actors of other rulesets
   * already in the world are left alone: only creation is filtered.
   */
  static override async createDialog(
    ...[data, createOptions, options = {}, ...rest]: Parameters<typeof Actor.createDialog>
  ): ReturnType<typeof Actor.createDialog> {
    const requested = (options as { types?: string[] }).types;
    const types = offeredTypes("Actor", activeRuleset(), requested);
    // foundry-vtt-types 13.345 types `types` as undefined, but Foundry v13's createDialog reads it
    // from its third argument (as Pendragon's and Ryuutama's Document.createDialog overrides do).
    return super.createDialog(data, createOptions, { ...options, types } as never, ...rest);
  }

  /**
   * Token bar edits. Bars whose value is derived (the OK RPG health bar, Mano a Mano's harm
   * tracks) are written through the data model's `barUpdate`; stored tracks go through Foundry.
   */
  override async modifyTokenAttribute(
    ...[attribute, value, isDelta = false, isBar_ = true]: Parameters<Actor["modifyTokenAttribute"]>
  ): Promise<this | undefined> {
    const writer = (this.system as { barUpdate?: BarWriter }).barUpdate?.bind(this.system);
    const current: unknown = foundry.utils.getProperty(this.system, attribute);
    const updates =
      writer && isBar_ && isBar(current)
        ? writer(
            attribute,
            Math.min(current.max, Math.max(0, isDelta ? current.value + value : value)),
          )
        : null;
    if (!updates) return super.modifyTokenAttribute(attribute, value, isDelta, isBar_);
    return this.update(updates);
  }

  /**
   * The conditions the actor's data holds join the statuses its effects bring, after the data
   * model has derived them: the Token HUD marks them active, and Combatant#isDefeated sees the
   * defeated one.
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    holdDataConditions(this);
  }

  /**
   * v14 applies the effects' `final` phase after the derived data: should that phase gather the
   * statuses afresh, the data's conditions join them again (adding one twice changes nothing).
   */
  override applyActiveEffects(...args: Parameters<Actor["applyActiveEffects"]>): void {
    super.applyActiveEffects(...args);
    if ((args as unknown[])[0] === "final") holdDataConditions(this);
  }

  /** Token icons: the effects' own, and one for each condition held in the actor's data. */
  override get temporaryEffects(): ReturnType<() => Actor["temporaryEffects"]> {
    const effects = super.temporaryEffects;
    const drawn = new Set(effects.flatMap((effect) => [...effect.statuses]));
    const fromData = actorConditions(this.type, this.system)
      .filter((id) => !drawn.has(id))
      .map((id) => conditionIcon(this as never, this.ruleset, id))
      .filter((effect) => effect !== null);
    return [...effects, ...(fromData as typeof effects)];
  }

  /**
   * The Token HUD toggles a condition held in the actor's data by writing that field once; a
   * condition the rules derive is refused with a notice (it would come straight back); any other
   * status is Foundry's own effect.
   */
  override async toggleStatusEffect(
    ...[statusId, options = {}]: Parameters<Actor["toggleStatusEffect"]>
  ): ReturnType<Actor["toggleStatusEffect"]> {
    const active = options.active ?? !this.statuses.has(statusId);
    const toggle = actorConditionToggle(this.type, this.system, statusId, active);
    switch (toggle.kind) {
      case "write":
        if (Object.keys(toggle.update).length > 0) await this.update(toggle.update as never);
        return active;
      case "derived": {
        const entry = CONFIG.statusEffects.find((status) => status.id === statusId);
        ui.notifications?.warn(
          game.i18n!.format("ACTION_ENGINE.Condition.Derived", {
            actor: this.name,
            condition: game.i18n!.localize(entry?.name ?? statusId),
          }),
        );
        return undefined;
      }
      default:
        return super.toggleStatusEffect(statusId, options);
    }
  }

  /**
   * Conditions read from the data change with it: redraw this actor's token icons, and the Token
   * HUD's palette when it is open on one of them (it marks active statuses when it renders).
   */
  override _onUpdate(...args: Parameters<Actor["_onUpdate"]>): void {
    super._onUpdate(...args);
    for (const token of this.getActiveTokens()) token.renderFlags.set({ redrawEffects: true });
    const hud = (globalThis as { canvas?: { hud?: { token?: OpenHud } } }).canvas?.hud?.token;
    if (hud?.rendered && hud.actor === this) void hud.render();
  }
}
