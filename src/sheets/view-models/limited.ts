import { statusEntries } from "../../data/conditions";
import { rulesetOfType } from "../../rules/schema";
import { DEFAULT_IMAGES } from "../snapshot";
import type { LimitedSheetContext } from "./types";

/** The little of an actor the limited sheet reads: who it is, and its token's statuses. */
export interface LimitedSnapshot {
  readonly id: string | null;
  readonly name: string;
  readonly img?: string | null;
  readonly type: string;
  /** the status ids its token shows (Foundry's Actor#statuses) */
  readonly statuses: Iterable<string>;
}

/**
 * A character seen with LIMITED ownership, which Foundry leaves to the system ("see only limited
 * aspects of its contents", CONST.DOCUMENT_OWNERSHIP_LEVELS): what anyone at the table sees of
 * it — the portrait, the name, the kind of character, and the ruleset's conditions its token
 * shows, in the Token HUD's order. Nothing else of its data reaches the context.
 */
export function limitedActorView(actor: LimitedSnapshot): LimitedSheetContext {
  const held = new Set(actor.statuses);
  return {
    id: actor.id ?? "",
    name: actor.name,
    img: actor.img || DEFAULT_IMAGES.Actor,
    type: actor.type,
    typeLabel: `TYPES.Actor.${actor.type}`,
    conditions: statusEntries(rulesetOfType(actor.type))
      .filter((entry) => held.has(entry.id))
      .map((entry) => ({ label: entry.name, img: entry.img })),
  };
}
