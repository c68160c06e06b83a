import type { manoCharacterSchema } from "../../rules/mano/schema";
import { hitPoints, minimumReady, nonDamagedHp } from "../../rules/rounds";
import type { SchemaData } from "../../rules/schema";
import type { Bar, ItemView } from "./derivation";
import { deriveManoCharacter, type ManoDerived } from "./mano";

type CharacterData = SchemaData<typeof manoCharacterSchema>;

/** An Action Rounds character: Mano a Mano's derived values [I-7] plus its hit points (RULES 4). */
export interface RoundsDerived extends ManoDerived {
  /** token bar: the non-damaged hit points out of the hit points */
  readonly hp: Bar;
  /** RULES 4: the hit points that must become ready at the start of a round */
  readonly minimumReady: number;
}

export function deriveRoundsCharacter(
  system: CharacterData,
  items: readonly ItemView[],
): RoundsDerived {
  const mano = deriveManoCharacter(system, items);
  const max = hitPoints(system.strength);
  const nonDamaged = nonDamagedHp(max, system.stun, system.damage);
  return { ...mano, hp: { value: nonDamaged, max }, minimumReady: minimumReady(nonDamaged) };
}
