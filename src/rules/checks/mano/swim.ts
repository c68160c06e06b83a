import { swimmingBonus } from "../../mano/difficulty";
import { requireObject } from "../../errors";
import type { CheckActor, CheckDefinition, CheckLine } from "../types";
import { certainPlan, line, noFaces, signed } from "./roll";
import { buttonKeys, manoKey, sheetNumber, type ManoRuleset } from "./values";

/*
 * RULES 5 swimming (seed 004, Movement): a swimmer moves its swimming in metres a second (half
 * when encumbered), adds its swimming to striking and grappling rolls and to its defence against
 * them, and strikes in the water do half the stun (the damage is unchanged; the attack dialog's
 * swimming box applies it). Nothing is rolled: the card states what the water changes.
 */
const ID = "swim";
const IN_WATER = { label: manoKey(ID, "inWater"), tone: "neutral" } as const;

function lines(actor: CheckActor): CheckLine[] {
  const swimming = sheetNumber(actor, "swimming");
  return [
    line(manoKey(ID, "speed"), sheetNumber(actor, "movement.swimming")),
    line(manoKey(ID, "striking"), signed(swimmingBonus("striking", swimming))),
    line(manoKey(ID, "grappling"), signed(swimmingBonus("grapple", swimming))),
    line(manoKey(ID, "missile"), signed(swimmingBonus("missile", swimming))),
    line(manoKey(ID, "stun"), "½"),
  ];
}

export function swimming(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: ID,
    ruleset,
    ...buttonKeys(ruleset, ID),
    fields: () => [],
    plan: (actor, values) => (
      requireObject("check values", values),
      certainPlan(IN_WATER, lines(actor))
    ),
    outcome: (actor, values, faces) => {
      requireObject("check values", values);
      noFaces(faces);
      return { result: IN_WATER.label, tone: IN_WATER.tone, lines: lines(actor), paths: [] };
    },
    apply: (values, faces) => (requireObject("check values", values), noFaces(faces), {}),
  };
}
