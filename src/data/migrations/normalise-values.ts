import { normalise } from "../../rules/schema";
import { typeSchema } from "../type-schemas";
import type { SystemMigration } from "./migration";

/**
 * Brings stored values inside their type's bounds and choices (a coverage of 4 becomes 3, a
 * negative damage total 0, an unknown choice its default) and fills fields added since the
 * document was written. Valid data is unchanged, so it is idempotent.
 */
export const normaliseValues: SystemMigration = {
  version: "0.2.1",
  types: "all",
  migrate(system, type) {
    const descriptor = typeSchema(type);
    return descriptor ? normalise(descriptor.schema, system) : system;
  },
};
