/** A change to the stored `system` data of some types, introduced at a schema version. */
export interface SystemMigration {
  /** the schema version that introduced it */
  readonly version: string;
  /** the types it touches, or "all" */
  readonly types: readonly string[] | "all";
  /**
   * The migrated copy of one document's system data (never the same object changed in place).
   * Must be idempotent: migrating migrated data changes nothing.
   */
  migrate(system: Record<string, unknown>, type: string): Record<string, unknown>;
  /**
   * Also applied when a document loads (the data model's migrateData), for shape changes
   * old data could not even load without.
   */
  readonly onLoad?: boolean;
}
