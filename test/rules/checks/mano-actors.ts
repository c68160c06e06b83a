import { deriveManoCharacter } from "../../../src/data/derived/mano";
import { deriveRoundsCharacter } from "../../../src/data/derived/rounds";
import type { ItemView } from "../../../src/data/derived/derivation";
import { manoCharacterSchema } from "../../../src/rules/mano/schema";
import { defaults, type SchemaData } from "../../../src/rules/schema";
import type {
  CheckActor,
  CheckDefinition,
  CheckLine,
  CheckPlan,
  CheckValues,
} from "../../../src/rules/checks";

type Data = SchemaData<typeof manoCharacterSchema>;
type Changes = Omit<Partial<Data>, "abilities"> & { abilities?: Partial<Data["abilities"]> };

/**
 * Steven, the seed's combat example (seed 004): speed 1, agility 0, strength 3, toughness 7,
 * stamina 14, running 5, grapple attack 3; no stealth, detection or acrobatics.
 */
function steven(changes: Changes): Data {
  const base = defaults(manoCharacterSchema) as Data;
  return {
    ...base,
    speed: 1,
    agility: 0,
    strength: 3,
    toughness: 7,
    stamina: 14,
    running: 5,
    grappleAttack: 3,
    defences: { melee: 14, missile: 10, grapple: 13 },
    ...changes,
    abilities: { ...base.abilities, ...changes.abilities },
  };
}

/** A gear item of this weight (kg), to load a character. */
export function pack(kg: number): ItemView {
  return { id: "pack", name: "Pack", type: "mano-gear", system: { weight: kg, quantity: 1 } };
}

/** A Mano a Mano character as a check reads it: stored data plus what the sheet derives. */
export function manoActor(changes: Changes = {}, items: readonly ItemView[] = []): CheckActor {
  const system = steven(changes);
  return {
    name: "Steven",
    type: "mano",
    system: { ...system, ...deriveManoCharacter(system, items) },
    items: [],
  };
}

/** The same character on Action Rounds' sheet [I-7]. */
export function roundsActor(changes: Changes = {}, items: readonly ItemView[] = []): CheckActor {
  const system = steven(changes);
  return {
    name: "Steven",
    type: "rounds",
    system: { ...system, ...deriveRoundsCharacter(system, items) },
    items: [],
  };
}

/** The values a check's dialog starts with for this character, changed by `changes`. */
export function dialogValues(
  check: CheckDefinition,
  actor: CheckActor,
  changes: CheckValues = {},
): CheckValues {
  return {
    ...Object.fromEntries(check.fields(actor).map((field) => [field.id, field.default])),
    ...changes,
  };
}

/** The lines of a plan or outcome as the card shows them: "name value", the total marked "=". */
export function shown(lines: readonly CheckLine[]): string[] {
  return lines.map((l) => `${l.label.split(".").pop()}${l.total ? " =" : ""} ${l.value}`);
}

/** The odds of a plan as "label: faces in 20", which is how the seed's d20 counts them. */
export function oddsIn20(plan: CheckPlan): Record<string, number> {
  return Object.fromEntries(
    plan.odds.map((band) => [band.label.split(".").pop(), band.chance * 20]),
  );
}
