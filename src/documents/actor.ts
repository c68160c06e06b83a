import { rulesetOfType } from "../rules/schema";
import type { RulesetId } from "../rules/rulesets";
import { activeRuleset } from "../settings";
import { offeredTypes } from "../data/allowed-types";
import { derivedBarEdit, isDerivedBar } from "../data/token-bars";
import { actorUpdate } from "./actor-update";
import { finalChangeOnListedField, type PhasedChange } from "../data/effect-phases";
import { actorConditionToggle, actorConditions } from "../data/conditions";
import { conditionIcon } from "./conditions";
import { notify } from "../ui/foundry/notify";

interface Bar {
  value: number;
  max: number;
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

/**
 * The system's Actor class: ruleset-aware creation, token-bar edits through the rules, and the
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
   * Foundry v14 applies Active Effects in two phases, `initial` before the data model's
   * prepareDerivedData and `final` after it (v13 has one pass, before). A `final` change to a field
   * effects may change would otherwise leave every value derived from it stale, so the derived
   * values are worked out again: on either generation, a GM's effect on a listed field reaches
   * everything that depends on it, whichever phase it is in (README, "Active Effects"). Should
   * that phase gather the statuses afresh, the data's conditions join them again (adding one
   * twice changes nothing).
   */
  override applyActiveEffects(phase?: string): void {
    (super.applyActiveEffects as (this: unknown, phase?: string) => void).call(this, phase);
    if (phase !== "final") return;
    const model = this.system as { prepareDerivedData?(): void; constructor: unknown };
    const paths = (model.constructor as { effectPaths?: string[] }).effectPaths ?? [];
    if (finalChangeOnListedField(activeChanges(this as never), paths)) model.prepareDerivedData?.();
    holdDataConditions(this);
  }

  /**
   * A token bar edit (the Token HUD calls this with the number typed, a change when it starts
   * with + or −). Only an owner or a GM may make it: anyone else is told so and nothing is
   * written. Stored bars go through Foundry's own edit. A bar worked out from other data (see
   * DERIVED_BARS) is set through the ruleset's rules, clamped to 0..max as Foundry clamps bars,
   * and written in one update; a value the rules cannot show is refused with the reason.
   */
  override async modifyTokenAttribute(
    ...[attribute, value, isDelta = false, isBar = true]: Parameters<Actor["modifyTokenAttribute"]>
  ): Promise<this | undefined> {
    if (!this.isOwner) return this.refuse("ACTION_ENGINE.Bar.NotOwner");
    if (!isBar || !isDerivedBar(this.ruleset, attribute))
      return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    if (!Number.isInteger(value)) return this.refuse("ACTION_ENGINE.Bar.NotWhole", { value });
    const bar = foundry.utils.getProperty(this.system, attribute) as Bar;
    const target = Math.min(bar.max, Math.max(0, isDelta ? bar.value + value : value));
    const edit = derivedBarEdit(this.ruleset, attribute, this.system as never, target);
    if (edit.kind === "unchanged") return this;
    if (edit.kind === "refused")
      return this.refuse(`ACTION_ENGINE.Bar.Refused.${edit.reason}`, { most: edit.most });
    const updates = actorUpdate(edit.actor, edit.items);
    // As Foundry's own bar edit does (API docs, hook "modifyTokenAttribute"), a module may veto it.
    const call = Hooks.call.bind(Hooks) as (hook: string, ...args: unknown[]) => boolean;
    const allowed = call(
      "modifyTokenAttribute",
      { attribute, value, isDelta, isBar },
      updates,
      this,
    );
    return allowed === false ? this : this.update(updates as never);
  }

  private refuse(key: string, data: Record<string, string | number> = {}): this {
    notify("warn", key, { name: this.name, ...data });
    return this;
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
        notify("warn", "ACTION_ENGINE.Condition.Derived", {
          actor: this.name,
          condition: game.i18n!.localize(entry?.name ?? statusId),
        });
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
