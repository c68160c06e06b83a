import { rulesetOfType } from "../rules/schema";
import type { RulesetId } from "../rules/rulesets";
import { activeRuleset } from "../settings";
import { offeredTypes } from "../data/allowed-types";
import { derivedBarEdit, isDerivedBar, newActorBars } from "../data/token-bars";
import { actorUpdate } from "./actor-update";
import { finalChangeOnListedField, type PhasedChange } from "../data/effect-phases";
import { actorConditionToggle, actorConditions } from "../data/conditions";
import { alwaysShowIcon, conditionIcon, statusEffect } from "./conditions";
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

type Icon = NonNullable<ReturnType<typeof conditionIcon>>;

/**
 * The conditions each actor's data held when its data was last prepared, and their token icons
 * once drawn. Kept outside the class: Foundry prepares a document's data inside its constructor,
 * before a subclass's own fields exist (a field would be reset after it). Empty while the data is
 * being prepared, so nothing reads a half-prepared actor's conditions.
 */
const heldConditions = new WeakMap<object, { ids: readonly string[]; icons?: Icon[] }>();

/** Adds the conditions the actor's prepared data holds to its statuses, and remembers them. */
function holdDataConditions(actor: { type: string; system: unknown; statuses: Set<string> }): void {
  const ids = actorConditions(actor.type, actor.system);
  for (const id of ids) actor.statuses.add(id);
  heldConditions.set(actor, { ids });
}

/** Token icons for the conditions held in the actor's data that none of `effects` carries. */
function heldConditionIcons(
  actor: ActionEngineActor,
  effects: readonly { statuses: ReadonlySet<string> }[],
): Icon[] {
  const held = heldConditions.get(actor);
  if (!held) return [];
  held.icons ??= held.ids
    .map((id) => conditionIcon(actor as never, actor.ruleset, id))
    .filter((icon) => icon !== null);
  const carried = new Set(effects.flatMap((effect) => [...effect.statuses]));
  return held.icons.filter((icon) => ![...icon.statuses].some((id) => carried.has(id)));
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
   * A new actor's tokens show its ruleset's health track and key resource, set on its prototype
   * token as it is created (API docs, ClientDocument#_preCreate: the pending data is changed with
   * updateSource, as dnd5e's and Draw Steel's actors set their prototype tokens), one ruleset per
   * actor type. Bars the creation data names are kept. (A manifest's token attributes name one
   * ruleset's; whether Foundry reads them again once a system changes them at run time is not
   * documented.)
   */
  protected override async _preCreate(
    ...[data, options, user]: Parameters<Actor["_preCreate"]>
  ): ReturnType<Actor["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    this.updateSource({ prototypeToken: newActorBars(this.ruleset, data) } as never);
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

  /** The conditions held in the data are worked out afresh with the rest of the data. */
  override prepareData(): void {
    heldConditions.delete(this);
    super.prepareData();
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

  /** v13's token icons: the effects' own, and one for each condition held in the actor's data. */
  override get temporaryEffects(): ReturnType<() => Actor["temporaryEffects"]> {
    const effects = super.temporaryEffects;
    return [...effects, ...(heldConditionIcons(this, effects) as unknown as typeof effects)];
  }

  /**
   * v14's token draws the applied effects whose `showIcon` asks for it, no longer the temporary
   * ones (foundryvtt/foundryvtt#14749; Starfinder PR #1768 adds its token icons here, pf2e PR
   * #21990 restored its own after the change): on v14 the conditions held in the data join them,
   * each shown always. The rules' own reading of applied effects leaves these out
   * (src/data/effect-results.ts). v13 keeps Foundry's list: its token reads temporaryEffects.
   */
  override get appliedEffects(): ReturnType<() => Actor["appliedEffects"]> {
    const effects = super.appliedEffects;
    if (alwaysShowIcon() === undefined) return effects;
    return [...effects, ...(heldConditionIcons(this, effects) as unknown as typeof effects)];
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
        const entry = statusEffect(statusId);
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
