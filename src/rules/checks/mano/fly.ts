import { flightRate, flightStep } from "../../mano/flight";
import type { CheckActor, CheckDefinition, CheckLine, CheckValues } from "../types";
import { certainPlan, line, noFaces, type CheckResult } from "./roll";
import {
  buttonKeys,
  manoKey,
  numberField,
  numberValue,
  sheetChoice,
  sheetNumber,
  unavailableKey,
  type ManoRuleset,
} from "./values";

/*
 * RULES 5 flying (seed 004, Movement): a flier climbs, and descends safely, at most half its
 * airspeed a turn; each metre climbed costs 1 airspeed and each metre descended gives 1 back (up
 * to twice the normal airspeed) until it lands; an encumbered character cannot fly. Nothing is
 * rolled: the card gives the airspeed left after the turn's change of height, and the GM or the
 * player carries it into the next turn's dialog.
 */
const ID = "fly";
/** the airspeed flown with now: 0 to twice the sheet's (the schema's largest is 1000) */
const CURRENT = { id: "airspeedNow", min: 0, max: 2000, whole: false } as const;
/** metres gained this turn, negative going down; held to half the airspeed by the rules */
const METRES = { id: "metres", min: -1000, max: 1000, whole: false } as const;

const FLIES = { label: manoKey(ID, "flies"), tone: "neutral" } as const;
const DIVES = { label: manoKey(ID, "dives"), tone: "warning" } as const;

function step(actor: CheckActor, values: CheckValues) {
  const normal = sheetNumber(actor, "airspeed");
  const now = numberValue(values, CURRENT);
  const metres = numberValue(values, METRES);
  const after = flightStep(normal, now, metres);
  const result: CheckResult = after.safe ? FLIES : DIVES;
  const lines: CheckLine[] = [
    line(manoKey(ID, "normal"), normal),
    line(manoKey(ID, "rate"), flightRate(now)),
    line(manoKey(ID, "metresLine"), metres),
    line(manoKey(ID, "after"), after.airspeed, true),
  ];
  return { result, lines };
}

export function flying(ruleset: ManoRuleset): CheckDefinition {
  return {
    id: ID,
    ruleset,
    ...buttonKeys(ruleset, ID),
    unavailable: (actor) => {
      if (sheetNumber(actor, "airspeed") <= 0) return unavailableKey("noAirspeed");
      // RULES 5 encumbrance: an encumbered character cannot fly
      const load = sheetChoice(actor, "load", [
        "unencumbered",
        "encumbered",
        "overloaded",
      ] as const);
      return load === "unencumbered" ? null : unavailableKey("encumbered");
    },
    fields: (actor) => {
      const normal = sheetNumber(actor, "airspeed");
      return [
        { ...numberField(ID, CURRENT, normal), max: 2 * normal },
        // no climb is faster than half of twice the normal airspeed
        { ...numberField(ID, METRES, 0), max: normal },
      ];
    },
    plan: (actor, values) => {
      const { result, lines } = step(actor, values);
      return certainPlan(result, lines);
    },
    outcome: (actor, values, faces) => {
      noFaces(faces);
      const { result, lines } = step(actor, values);
      return { result: result.label, tone: result.tone, lines, paths: [] };
    },
    apply: (values, faces) => {
      noFaces(faces);
      numberValue(values, CURRENT);
      numberValue(values, METRES);
      return {};
    },
  };
}
