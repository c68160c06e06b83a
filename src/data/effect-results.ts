import { effectRepairs, type Schema } from "../rules/schema";
import { isHeldConditionIcon } from "./conditions";

/** An Active Effect whose change to a field was ignored: the sheet names both. */
export interface IgnoredEffect {
  /** the effect's name */
  readonly effect: string;
  /** `system.<path>` of the field it changed */
  readonly field: string;
}

/**
 * An effect as the model reads it (Foundry's ActiveEffect, or the test double's): v13 keeps its
 * changes in `changes`, v14 in `system.changes` (ActiveEffectChangeData).
 */
interface EffectLike {
  readonly name?: string;
  readonly disabled?: boolean;
  readonly flags?: unknown;
  /** v13 */
  readonly changes?: readonly { readonly key: string }[];
  /** v14 keeps an effect's changes in `system.changes` (foundryvtt/foundryvtt#13740) */
  readonly system?: { readonly changes?: readonly { readonly key: string }[] };
}

/** The fields an effect changes, on v13 or v14. */
function changedKeys(effect: EffectLike): string[] {
  return [...(effect.changes ?? []), ...(effect.system?.changes ?? [])].map((c) => c.key);
}

/**
 * The effects applied to the document: Foundry's `appliedEffects` (v11+; on an actor it includes
 * those transferred from items), else the document's own enabled effects. The icons the Actor adds
 * there on v14 for conditions held in its data are no effects of anyone's: they change nothing.
 */
function appliedEffects(parent: unknown): readonly EffectLike[] {
  const doc = parent as { appliedEffects?: EffectLike[]; effects?: Iterable<EffectLike> } | null;
  const applied = Array.isArray(doc?.appliedEffects)
    ? doc.appliedEffects
    : [...(doc?.effects ?? [])].filter((effect) => !effect.disabled);
  return applied.filter((effect) => !isHeldConditionIcon(effect));
}

function setAt(data: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = data;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/**
 * Runs between Active Effects and the derivations (a model's prepareDerivedData, first): every
 * effect-changeable field an effect left invalid (NaN from "Grt+", text, out of bounds) goes
 * back to its stored value, so nothing derived throws or shows NaN. Returns which effect and
 * field were ignored, for the sheet to show.
 */
export function ignoreBadEffectResults(
  model: { _source: unknown; parent: unknown },
  schema: Schema,
): IgnoredEffect[] {
  const repairs = effectRepairs(schema, model, model._source);
  if (repairs.length === 0) return [];
  const effects = appliedEffects(model.parent);
  return repairs.flatMap(({ field, value }) => {
    setAt(model as unknown as Record<string, unknown>, field.slice("system.".length), value);
    const culprits = effects.filter((e) => changedKeys(e).includes(field));
    return culprits.length
      ? culprits.map((e) => ({ effect: e.name ?? "", field }))
      : [{ effect: "", field }];
  });
}
