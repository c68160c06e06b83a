/*
 * Both ends of the GM queries (v13 `CONFIG.queries` and `User#query`) through which a player's
 * click reaches the active GM's client, shared by the tracker and the chat cards.
 *
 * Foundry does not tell a query handler who sent the query (foundryvtt/foundryvtt#13418 asks for
 * it): the request can only name its user, and that name is the sender's own claim. So the GM's
 * side grants no more than the named user could do themselves: the name must be a connected
 * player — a query naming a GM is refused (a GM writes on their own client and never asks) — and
 * every right is then checked for that player as if they had clicked on the GM's client.
 */

/** How long a player waits for the GM's client before being told it did not answer. */
export const QUERY_TIMEOUT_MS = 30_000;

/** Why a query was not answered (each caller shows its own localised notice for the code). */
export type QueryFailure = "NoGM" | "NoAnswer" | "NoQueryPermission";

export type GMAnswer<T> = { readonly ok: true; readonly value: T } | FailedAnswer;
interface FailedAnswer {
  readonly ok: false;
  readonly reason: QueryFailure;
}

interface GMUser {
  readonly id: string;
  query(name: string, data: object, options?: { timeout?: number }): Promise<unknown>;
}

interface UserEntry {
  readonly id: string;
  readonly isGM: boolean;
  readonly active: boolean;
}

interface Users {
  readonly activeGM?: GMUser | null;
  get(id: string): UserEntry | undefined;
}

function users(): Users | undefined {
  return game.users as unknown as Users | undefined;
}

/** The active GM (the connected GM Foundry picks for world tasks), or null when none is online. */
export function activeGMUser(): GMUser | null {
  return users()?.activeGM ?? null;
}

/**
 * Whether this user may send queries at all: the world's Configure Permissions grants QUERY_USER
 * by role (foundryvtt/foundryvtt#11235: "The querying user needs the QUERY_USER permission"; API
 * docs, User#can).
 */
function mayQuery(): boolean {
  const user = game.user as unknown as { can?(permission: string): boolean } | null;
  return user?.can?.("QUERY_USER") ?? true;
}

/**
 * Sends a query to the active GM and waits at most QUERY_TIMEOUT_MS. No GM online, a role the
 * world does not let query, a timeout, or a failure on the GM's side becomes a reason the caller
 * reports; nothing is thrown.
 */
export async function askActiveGM<T>(name: string, data: object): Promise<GMAnswer<T>> {
  const gm = activeGMUser();
  if (!gm) return { ok: false, reason: "NoGM" };
  if (!mayQuery()) return { ok: false, reason: "NoQueryPermission" };
  try {
    return { ok: true, value: (await gm.query(name, data, { timeout: QUERY_TIMEOUT_MS })) as T };
  } catch (error) {
    console.warn(`action-engine | the GM's client did not answer ${name}:`, error);
    return { ok: false, reason: "NoAnswer" };
  }
}

/** Why the GM's side refuses a query before looking at it. */
export type SenderRefusal = "NoGM" | "Forged";

/**
 * The GM's side: the user a query names, if this client is a GM and the name is a connected
 * player; otherwise why not (this client is no GM, or the query is forged).
 */
export function claimedSender(
  userId: unknown,
): { readonly user: UserEntry } | { readonly refusal: SenderRefusal } {
  if (!(game.user as unknown as { isGM?: boolean } | null)?.isGM) return { refusal: "NoGM" };
  const user = typeof userId === "string" ? users()?.get(userId) : undefined;
  if (!user || user.isGM || !user.active) return { refusal: "Forged" };
  return { user };
}
