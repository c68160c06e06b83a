import { create as createMano, type ManoCard, type ManoCardInput } from "./mano";

/*
 * The Action Rounds attack card: Mano a Mano's [I-7], with the ready hit points spent on the
 * attack and the targets' passive defence and hit points (RULES 4).
 */
export * from "./mano";

/** RULES 4: a new Action Rounds card (a Mano a Mano card with hit points). */
export function create(input: Omit<ManoCardInput, "ruleset">): ManoCard {
  return createMano({ ...input, ruleset: "rounds" });
}
