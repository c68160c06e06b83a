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
  /** CONST.USER_ROLES; absent: GAMEMASTER for a GM, else PLAYER */
  readonly role?: number;
}

/** CONST.USER_ROLES (v14 API): NONE 0, PLAYER 1, TRUSTED 2, ASSISTANT 3, GAMEMASTER 4. */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/**
 * The user permissions the double checks and the lowest role granted each by default (API docs,
 * CONST.USER_PERMISSIONS: ACTOR_CREATE and ITEM_CREATE `defaultRole: 3`, ASSISTANT). QUERY_USER
 * (foundryvtt#11235: "The querying user needs the QUERY_USER permission to be able to send a
 * query"): its default role, no source found; the double grants it to players, whom every system
 * using queries relies on, and a test takes it away.
 */
const DEFAULT_ROLES = { ACTOR_CREATE: 3, ITEM_CREATE: 3, QUERY_USER: 1 } as const;
export type UserPermission = keyof typeof DEFAULT_ROLES;

/** The world's permission configuration (KB "Users and Permissions", Configure Permissions). */
let granted: Partial<Record<UserPermission, number[]>> = {};

/** Back to Foundry's defaults (installFoundry calls it). */
export function resetPermissions(): void {
  granted = {};
  ownersWriteSystem = true;
}

/** The GM's Configure Permissions: the roles a permission is granted to. */
export function setPermissionRoles(permission: UserPermission, roles: number[]): void {
  granted[permission] = [...roles];
}

export function roleOf(user: PermissionUser): number {
  return user.role ?? (user.isGM ? USER_ROLES.GAMEMASTER : USER_ROLES.PLAYER);
}

/**
 * API docs, User#can / BaseUser#hasPermission: a Gamemaster may do everything; another user what
 * the world's configuration grants their role (by default, that role and those above it).
 */
export function userCan(user: PermissionUser, permission: string): boolean {
  const role = roleOf(user);
  if (role >= USER_ROLES.GAMEMASTER) return true;
  if (!(permission in DEFAULT_ROLES))
    throw new Error(`the double knows no permission ${permission}`);
  const key = permission as UserPermission;
  return granted[key]?.includes(role) ?? role >= DEFAULT_ROLES[key];
}

/**
 * The server's refusal: "User <name> lacks permission to <action> <Document> [<id>]", and for an
 * embedded document " in parent <Document> [<id>]" after it (foundryvtt#9749 quotes the world
 * form; Foundry-Ex3#17 the embedded one: "… to update Combatant [id] in parent Combat [id]", "… to
 * create ActiveEffect [id] in parent Actor [id]").
 */
export function lacksPermission(
  user: PermissionUser,
  action: "create" | "update" | "delete",
  documentName: string,
  id: string,
  parent?: { documentName: string; id: string } | null,
): Error {
  const within = parent ? ` in parent ${parent.documentName} [${parent.id}]` : "";
  return new Error(
    `User ${user.name ?? user.id} lacks permission to ${action} ${documentName} [${id}]${within}`,
  );
}

/** Keys an update carries besides its id (Foundry adds `type` to typed updates, foundryvtt#12386). */
function changedKeys(data: Data): string[] {
  return Object.keys(data).filter((key) => key !== "_id" && key !== "type");
}

/**
 * Combatant: a GM changes anything; a player only a combatant whose actor they own, and only its
 * initiative (foundryvtt#10501) and, perhaps, its system data: v12 refused that (Draw Steel PR
 * #134; cosmere-rpg PR #391: "V12 doesn't permit users to update system fields on combatants they
 * own. It looks like this may be fixed for V13"), and whether v13 or v14 allow it: no source
 * found. The double allows it by default; `setOwnersWriteCombatantSystem(false)` refuses it, and
 * the tracker's tests run both ways.
 */
let ownersWriteSystem = true;

/** Whether the server lets an owning player write their combatant's `system` (see above). */
export function setOwnersWriteCombatantSystem(allowed: boolean): void {
  ownersWriteSystem = allowed;
}

export function mayUpdateCombatant(user: PermissionUser, owns: boolean, data: Data = {}): boolean {
  if (user.isGM) return true;
  if (!owns) return false;
  const allowed = ownersWriteSystem ? ["initiative", "system"] : ["initiative"];
  return changedKeys(data).every((key) => allowed.includes(key));
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
