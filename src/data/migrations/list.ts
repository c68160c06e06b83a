import { lethalityByName } from "./lethality-by-name";
import type { SystemMigration } from "./migration";
import { normaliseValues } from "./normalise-values";
import { tokenBarsByRuleset } from "./token-bars-by-ruleset";
import { compareVersions } from "./version";

/** Every migration, oldest first. Add new ones at the end with a higher version. */
export const MIGRATIONS: readonly SystemMigration[] = [
  lethalityByName,
  normaliseValues,
  tokenBarsByRuleset,
];

/** The migrations applied whenever a document's data loads (the data models' migrateData). */
export const ON_LOAD_MIGRATIONS = MIGRATIONS.filter((m) => m.onLoad);

/** The schema version the code writes: the newest migration's. */
export const CURRENT_MIGRATION_VERSION = MIGRATIONS.reduce(
  (newest, m) => (compareVersions(m.version, newest) > 0 ? m.version : newest),
  "",
);

/** The migrations a world at `version` still needs, oldest first. */
export function pendingMigrations(version: string): SystemMigration[] {
  return MIGRATIONS.filter((m) => compareVersions(m.version, version) > 0);
}
