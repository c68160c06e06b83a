import { ACTION_TYPES } from "../rules/action/schema";
import { MANO_TYPES } from "../rules/mano/schema";
import { OCCULT_TYPES } from "../rules/occult/schema";
import { OKRPG_TYPES } from "../rules/okrpg/schema";
import { ROUNDS_TYPES } from "../rules/rounds/schema";
import { effectPaths, type DocumentName, type TypeSchema } from "../rules/schema";

/**
 * Every actor and item type of the system with its descriptor (pure data: packs and tests read
 * it without Foundry). The data models, system.json's documentTypes and the Create dialogs all
 * follow this list.
 */
export const TYPE_SCHEMAS = [
  ...OKRPG_TYPES,
  ...OCCULT_TYPES,
  ...ACTION_TYPES,
  ...ROUNDS_TYPES,
  ...MANO_TYPES,
] as const;

export type AnyTypeSchema = (typeof TYPE_SCHEMAS)[number];
export type ActorType = Extract<AnyTypeSchema, { documentName: "Actor" }>["type"];
export type ItemType = Extract<AnyTypeSchema, { documentName: "Item" }>["type"];

/** The descriptor of a type by name. */
export type SchemaOf<T extends AnyTypeSchema["type"]> = Extract<
  AnyTypeSchema,
  { type: T }
>["schema"];

const BY_TYPE = new Map<string, TypeSchema>(TYPE_SCHEMAS.map((t) => [t.type, t]));

/** The descriptor of a type, or undefined for a name the system does not define. */
export function typeSchema(type: string): TypeSchema | undefined {
  return BY_TYPE.get(type);
}

/** The type names of one document class, in declaration order. */
export function typesOf(documentName: DocumentName): string[] {
  return TYPE_SCHEMAS.filter((t) => t.documentName === documentName).map((t) => t.type);
}

/**
 * The `system.*` paths Active Effects may change, per type: every number and rank that is a
 * trait rather than a value moving in play (see effectPaths in src/rules/schema.ts). The README
 * lists these for GMs writing effects.
 */
export const EFFECT_PATHS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  TYPE_SCHEMAS.map((t) => [t.type, effectPaths(t.schema)]),
);
