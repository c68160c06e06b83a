/** A token's bars as stored (TokenDocument and prototype token `bar1` / `bar2`). */
export interface TokenBarsSource {
  readonly bar1?: { readonly attribute?: unknown } | null;
  readonly bar2?: { readonly attribute?: unknown } | null;
}

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
  /**
   * The migrated bars of a token of an actor of one of its types (the actor's prototype token, or
   * a token on a scene): a copy, as `migrate`; idempotent too.
   */
  bars?(bars: TokenBarsSource, type: string): TokenBarsSource;
}
