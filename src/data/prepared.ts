import { withDefaults, type RuleOptions } from "../rules/options";
import { normalise } from "../rules/schema";
import { deriveActionActor } from "./derived/action";
import type { ItemView } from "./derived/derivation";
import type { IgnoredEffect } from "./effect-results";
import { deriveManoCharacter } from "./derived/mano";
import { deriveOccultActor, occultArmorDr } from "./derived/occult";
import { deriveOkrpgActor } from "./derived/okrpg";
import { deriveRoundsCharacter } from "./derived/rounds";
import { typeSchema } from "./type-schemas";

/*
 * A document's prepared system data without Foundry: the stored data normalised against its
 * type's descriptor (what the data model's schema does on load) and the derived values the data
 * model's prepareDerivedData adds, from the same pure derivations. The playground and tests
 * prepare their in-memory documents with it; Foundry's data models call the derivations
 * themselves.
 */

type Data = Record<string, unknown>;

/** No Active Effects apply outside Foundry, so none is ignored (see effect-results.ts). */
const NO_EFFECTS: readonly IgnoredEffect[] = [];

/** The stored data of a type as its data model holds it: normalised against the descriptor. */
export function normalisedSystem(type: string, stored: unknown): Data {
  const descriptor = typeSchema(type);
  if (!descriptor) throw new Error(`No data model for the type ${type}`);
  return normalise(descriptor.schema, stored) as Data;
}

/** An item's prepared system data (an Occult Ops armor adds its current DR). */
export function preparedItemSystem(type: string, stored: unknown): Data {
  const system = { ...normalisedSystem(type, stored), ignoredEffects: NO_EFFECTS };
  if (type === "occult-armor") return { ...system, dr: occultArmorDr(system as never) };
  return system;
}

/**
 * An actor's prepared system data, from its stored data, its prepared items and the world's
 * options (OK RPG reads them; missing ones take their defaults).
 */
export function preparedActorSystem(
  type: string,
  stored: unknown,
  items: readonly ItemView[],
  options: Partial<RuleOptions["okrpg"]> = {},
): Data {
  const system = { ...normalisedSystem(type, stored), ignoredEffects: NO_EFFECTS };
  const as = <T>() => system as unknown as T;
  switch (type) {
    case "okrpg":
      return { ...system, ...deriveOkrpgActor(as(), items, withDefaults("okrpg", options)) };
    case "occult":
      return { ...system, ...deriveOccultActor(as(), items) };
    case "action": {
      const source = as<{ hits: { value: number | null }; fortune: { value: number | null } }>();
      const stored = { hits: source.hits.value, fortune: source.fortune.value };
      return { ...system, ...deriveActionActor(as(), stored, items) };
    }
    case "rounds":
      return { ...system, ...deriveRoundsCharacter(as(), items) };
    case "mano":
      return { ...system, ...deriveManoCharacter(as(), items) };
    default:
      return system;
  }
}
