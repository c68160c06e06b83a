import { RULESET_LABELS } from "../config";
import { itemFitsActor, rulesetOfType } from "../rules/schema";
import type { RulesetId } from "../rules/rulesets";
import { activeRuleset } from "../settings";
import { offeredTypes } from "../data/allowed-types";
import { typeSchema } from "../data/type-schemas";
import { notify } from "../ui/foundry/notify";

/** The system's Item class: ruleset-aware creation, and no items of another ruleset on an actor. */
export class ActionEngineItem<SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  /** The ruleset this item belongs to, from its type's prefix (`mano-weapon` → mano). */
  get ruleset(): RulesetId {
    return rulesetOfType(this.type);
  }

  /** The Create dialog offers only the item types of the world's ruleset. */
  static override async createDialog(
    ...[data, createOptions, options = {}, ...rest]: Parameters<typeof Item.createDialog>
  ): ReturnType<typeof Item.createDialog> {
    const requested = (options as { types?: string[] }).types;
    const types = offeredTypes("Item", activeRuleset(), requested);
    // foundry-vtt-types 13.345 types `types` as undefined, but Foundry v13's createDialog reads it
    // from its third argument (as Pendragon's and Ryuutama's Document.createDialog overrides do).
    return super.createDialog(data, createOptions, { ...options, types } as never, ...rest);
  }

  /**
   * An item of another ruleset added to an actor (dropped on its sheet, created on it) is refused
   * before anything is written: returning false from _preCreate cancels the creation.
   */
  protected override async _preCreate(
    ...args: Parameters<Item["_preCreate"]>
  ): ReturnType<Item["_preCreate"]> {
    const actor = this.parent;
    // Types from other packages (modules) are not ours to police.
    const ours = actor && typeSchema(this.type) && typeSchema(actor.type);
    if (ours && !itemFitsActor(this.type, actor.type)) {
      notify("warn", "ACTION_ENGINE.Notify.WrongRuleset", {
        item: this.name,
        itemRuleset: game.i18n!.localize(RULESET_LABELS[rulesetOfType(this.type)]),
        actor: actor.name,
        actorRuleset: game.i18n!.localize(RULESET_LABELS[rulesetOfType(actor.type)]),
      });
      return false;
    }
    return super._preCreate(...args);
  }
}
