import { TYPE_SCHEMAS } from "./data/type-schemas";
import { TOKEN_BARS } from "./data/token-bars";
import { RULESET_IDS, type RulesetId } from "./rules/rulesets";
import type { DocumentName } from "./rules/schema";

export const SYSTEM_ID = "action-engine";
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

/** Labels shown for each ruleset (lang keys). */
export const RULESET_LABELS: Record<RulesetId, string> = Object.fromEntries(
  RULESET_IDS.map((id) => [id, `ACTION_ENGINE.Ruleset.${id}`]),
) as Record<RulesetId, string>;

/** The lang key Foundry shows for a document type (`TYPES.<Document>.<type>`). */
export function typeLabel(documentName: DocumentName, type: string): string {
  return `TYPES.${documentName}.${type}`;
}

/** The system's configuration object, exposed as CONFIG.ACTION_ENGINE for macros and modules. */
export const ACTION_ENGINE_CONFIG = {
  systemId: SYSTEM_ID,
  rulesets: RULESET_LABELS,
  /** every actor and item type with its field descriptor (defaults, bounds, choices, labels) */
  types: TYPE_SCHEMAS,
  /** each actor type's token-bar tracks */
  tokenBars: TOKEN_BARS,
};

export function templatePath(relative: string): string {
  return `${SYSTEM_PATH}/templates/${relative}`;
}
