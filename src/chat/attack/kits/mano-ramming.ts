import type { Collision, Ramming } from "../../../rules/mano";
import type { Form } from "../../view-models/dialog/form";
import type { DialogField } from "../../view-models/dialog/types";
import { dialogKey } from "./shared";

/*
 * RULES 5 mounted combat, in the Mano a Mano attack dialog: a ram with a vehicle or mount (the
 * roll takes the lower of the driving modifier and the vehicle's agility) and the collision it
 * makes (each mover's metres, or their difference when both go the same way, add charge power).
 * Interpretation: a ram is a hand-to-hand attack, so the section is offered with hand-to-hand
 * actions; the collision's power replaces the attacker's own charge. Mounted combat is Mano a
 * Mano's chapter, so Action Rounds' dialog does not offer it.
 */

export interface RammingChoice {
  readonly fields: DialogField[];
  readonly ramming?: Ramming;
  readonly collision?: Collision;
}

/** The dialog's Ramming section (its fields added to `form`), and what it chose. */
export function rammingChoice(form: Form): RammingChoice {
  const from = form.fields.length;
  const ram = form.checkbox("ram", dialogKey("Mano", "Ram"), {
    initial: false,
    hint: dialogKey("Mano", "RamHint"),
  }).value;
  const driving = form.number("ramDriving", dialogKey("Mano", "RamDriving"), {
    initial: 0,
    min: -20,
    max: 100,
  }).value;
  const agility = form.number("ramAgility", dialogKey("Mano", "RamAgility"), {
    initial: 0,
    min: -20,
    max: 100,
  }).value;
  const vehicleMetres = form.number("vehicleMetres", dialogKey("Mano", "VehicleMetres"), {
    initial: 0,
    min: 0,
    max: 10000,
    hint: dialogKey("Mano", "MetresHint"),
  }).value;
  const targetMetres = form.number("targetMetres", dialogKey("Mano", "TargetMetres"), {
    initial: 0,
    min: 0,
    max: 10000,
  }).value;
  const sameDirection = form.checkbox("sameDirection", dialogKey("Mano", "SameDirection"), {
    initial: false,
  }).value;
  const fields = form.since(from);
  if (!ram) return { fields };
  return {
    fields,
    ramming: { driving, agility },
    collision: { sameDirection, vehicleMetres, targetMetres },
  };
}
