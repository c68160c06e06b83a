import { typeSchema } from "../../src/data/type-schemas";
import type { RulesetId } from "../../src/rules/rulesets";
import { problemKey, validate } from "../../src/rules/schema";
import { packDocuments, type PackDocument } from "../host/sources";
import type { StoredActor, StoredItem } from "./store";

/*
 * The sample characters of a ruleset, from its characters pack, each checked with the same
 * schema validator the pack tests use. A document that fails is still offered, with its problems
 * listed, so a broken pack shows at once.
 */

export interface RosterEntry {
  readonly actor: StoredActor;
  /** "<document>: <path> <problem>" lines; empty when the pack document is valid */
  readonly problems: readonly string[];
}

type Format = (key: string, data: Record<string, unknown>) => string;

function problemsOf(doc: PackDocument, type: string, system: unknown, format: Format): string[] {
  const descriptor = typeSchema(type);
  if (!descriptor) return [`${doc.name}: ${type}`];
  return validate(descriptor.schema, system).map(
    (p) => `${doc.name} (${p.path}): ${format(problemKey(p), p.details)}`,
  );
}

/** A ruleset's sample characters, from its characters pack. */
export function rosterOf(ruleset: RulesetId, format: Format): RosterEntry[] {
  return packDocuments(`${ruleset}-characters`).map((doc) => rosterEntry(doc, format));
}

/** One pack actor as the store holds it, with what the schema validator finds wrong in it. */
export function rosterEntry(doc: PackDocument, format: Format): RosterEntry {
  const items = ((doc.items as PackDocument[] | undefined) ?? []).map((item): StoredItem => ({
    _id: item._id,
    name: item.name,
    type: String(item.type),
    img: item.img as string | undefined,
    sort: item.sort as number | undefined,
    system: (item.system ?? {}) as Record<string, unknown>,
  }));
  const token = doc.prototypeToken as { disposition?: unknown } | undefined;
  const actor: StoredActor = {
    _id: doc._id,
    name: doc.name,
    type: String(doc.type),
    img: doc.img as string | undefined,
    system: (doc.system ?? {}) as Record<string, unknown>,
    items,
    ...(typeof token?.disposition === "number"
      ? { prototypeToken: { disposition: token.disposition } }
      : {}),
  };
  const problems = [
    ...problemsOf(doc, actor.type, actor.system, format),
    ...items.flatMap((item) => problemsOf(doc, item.type, item.system, format)),
  ];
  return { actor, problems };
}
