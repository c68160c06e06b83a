import { requireFace, requireInteger } from "../errors";

/** RULES 2: initiative is d20 plus the actor's initiative modifier; highest acts first. */
export function initiative(d20: number, modifier = 0): number {
  return requireFace("d20", d20, 20) + requireInteger("modifier", modifier);
}
