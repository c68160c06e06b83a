import { LETHALITY } from "../../rules/okrpg";
import type { SystemMigration } from "./migration";

/**
 * Schema 0.1 stored an OK RPG weapon's lethality as the name of its attack type ("cutting");
 * from 0.2 it is the row in steps (−1), the number the rules functions take (RULES 1.6). A name
 * is turned into its steps; a number is left as it is, so running this twice changes nothing.
 */
export const lethalityByName: SystemMigration = {
  version: "0.2.0",
  types: ["okrpg-weapon"],
  // Old weapons could not even load with a name in a number field, so this also runs on load.
  onLoad: true,
  migrate(system) {
    const lethality = system.lethality;
    if (typeof lethality !== "string") return system;
    const steps = (LETHALITY as Record<string, number>)[lethality];
    return steps === undefined ? system : { ...system, lethality: steps };
  },
};
