/**
 * What the server lets a user write, per document and (where Foundry checks per field) per field.
 * One place for the doubles' permission rules; each rule's public source is listed in
 * test/foundry/BEHAVIOURS.md ("Permissions"). A refused write throws `lacksPermission(...)` — the
 * server's own wording — before anything is written.
 */
type Data = Record<string, unknown>;

export interface PermissionUser {
  readonly id: string;
  readonly name?: string;
  readonly isGM: boolean;
}

/** The server's refusal: "User <name> lacks permission to <action> <Document> [<id>]". */
export function lacksPermission(
  user: PermissionUser,
  action: "create" | "update" | "delete",
  documentName: string,
  id: string,
): Error {
  return new Error(
    `User ${user.name ?? user.id} lacks permission to ${action} ${documentName} [${id}]`,
  );
}

/** Keys an update carries besides its id (Foundry adds `type` to typed updates, foundryvtt#12386). */
function changedKeys(data: Data): string[] {
  return Object.keys(data).filter((key) => key !== "_id" && key !== "type");
}

/**
 * Combatant: a GM changes anything; a player only a combatant whose actor they own, and only its
 * initiative and (v13) its system data (foundryvtt#10501; Draw Steel PR #134, Cosmere PR #391).
 */
export const PLAYER_COMBATANT_FIELDS = ["initiative", "system"] as const;

export function mayUpdateCombatant(user: PermissionUser, owns: boolean, data: Data = {}): boolean {
  if (user.isGM) return true;
  if (!owns) return false;
  return changedKeys(data).every((key) =>
    (PLAYER_COMBATANT_FIELDS as readonly string[]).includes(key),
  );
}

export interface CombatForPermission {
  /** whether the user owns the combatant whose turn it is */
  ownsCurrent(user: PermissionUser): boolean;
  /** whether the user may update an embedded combatant with `diff` */
  mayUpdateCombatant(user: PermissionUser, diff: Data): boolean;
}

/**
 * Combat: a GM changes anything. A player may change only `turn`, `round` and embedded
 * `combatants`: turn and round only while owning the combatant whose turn it is, combatants only
 * those they may update themselves (foundryvtt#10501; Draw Steel's End Turn asks
 * `canUserModify(user, "update", {turn: null})`). The data defaults to `{}`, which a player passes:
 * a caller must ask with the data it will write.
 */
export const PLAYER_COMBAT_FIELDS = ["turn", "round", "combatants"] as const;

export function mayUpdateCombat(
  user: PermissionUser,
  combat: CombatForPermission,
  data: Data = {},
): boolean {
  if (user.isGM) return true;
  const keys = changedKeys(data);
  if (!keys.every((key) => (PLAYER_COMBAT_FIELDS as readonly string[]).includes(key))) return false;
  if ((keys.includes("turn") || keys.includes("round")) && !combat.ownsCurrent(user)) return false;
  const embedded = (data.combatants as Data[] | undefined) ?? [];
  return embedded.every((diff) => combat.mayUpdateCombatant(user, diff));
}

/** ChatMessage: its author or a GM may change or delete it (API docs, ChatMessage#canUserModify). */
export function mayModifyMessage(user: PermissionUser, authorId: string | null): boolean {
  return user.isGM || (authorId !== null && user.id === authorId);
}

/**
 * Actor and Item (and an Item embedded in an Actor, which follows its actor): updating or deleting
 * needs OWNER ownership; a GM owns everything (knowledge base "Document Ownership").
 */
export function mayModifyOwned(
  user: PermissionUser,
  testUserPermission: (user: PermissionUser, level: "OWNER") => boolean,
): boolean {
  return user.isGM || testUserPermission(user, "OWNER");
}
