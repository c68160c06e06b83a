import { rulesetOfType } from "../rules/schema";
import type { RulesetId } from "../rules/rulesets";
import { activeRuleset } from "../settings";
import { offeredTypes } from "../data/allowed-types";
import type { BarWriter } from "../data/item-views";
import { finalChangeOnListedField, type PhasedChange } from "../data/effect-phases";

interface Bar {
  value: number;
  max: number;
}

function isBar(value: unknown): value is Bar {
  const bar = value as Partial<Bar> | null;
  return typeof bar?.value === "number" && typeof bar.max === "number";
}

interface EffectLike {
  readonly active?: boolean;
  readonly disabled?: boolean;
  readonly system?: { readonly changes?: readonly PhasedChange[] };
}

/** The `system.changes` of the effects that apply to an actor now (v14; none on v13). */
function* activeChanges(actor: { allApplicableEffects?(): Iterable<unknown> }) {
  for (const effect of (actor.allApplicableEffects?.() ?? []) as Iterable<EffectLike>)
    if (effect.active ?? !effect.disabled) yield* effect.system?.changes ?? [];
}

/** The system's Actor class: ruleset-aware creation and token bars over derived tracks. */
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
   * Foundry v14 applies Active Effects in two phases, `initial` before the data model's
   * prepareDerivedData and `final` after it (v13 has one pass, before). A `final` change to a field
   * effects may change would otherwise leave every value derived from it stale, so the derived
   * values are worked out again: on either generation, a GM's effect on a listed field reaches
   * everything that depends on it, whichever phase it is in (README, "Active Effects").
   */
  override applyActiveEffects(phase?: string): void {
    (super.applyActiveEffects as (this: unknown, phase?: string) => void).call(this, phase);
    if (phase !== "final") return;
    const model = this.system as { prepareDerivedData?(): void; constructor: unknown };
    const paths = (model.constructor as { effectPaths?: string[] }).effectPaths ?? [];
    if (finalChangeOnListedField(activeChanges(this as never), paths)) model.prepareDerivedData?.();
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
}
