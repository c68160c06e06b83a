import { SYSTEM_ID } from "../config";

/*
 * Both ends of the GM queries (v13 `CONFIG.queries` and `User#query`) through which a player's
 * click reaches the active GM's client, shared by the tracker and the chat cards.
 *
 * Foundry does not tell a query handler who sent the query (foundryvtt/foundryvtt#13418 asks for
 * it): the request can only name its user, and any client can write any name there. So every
 * query carries a one-time value that only the sending client holds, and the GM's side asks the
 * named user's client, by a query of its own, whether it sent this very request with that value.
 * Another client cannot answer for that user (Foundry delivers the question to that user's
 * client only) and cannot learn the value (the request goes to the GM's client only), so a query
 * naming someone else is refused. Every right is then checked for the confirmed sender as if they
 * had clicked on the GM's client. SECURITY.md holds the threat model.
 */

/** How long a player waits for the GM's client before being told it did not answer. */
export const QUERY_TIMEOUT_MS = 30_000;

/** The query the GM's client sends the named sender: "did you send this request?" */
export const SENDER_QUERY = `${SYSTEM_ID}.sender`;

/** Why a query was not answered (each caller shows its own localised notice for the code). */
export type QueryFailure = "NoGM" | "NoAnswer" | "NoQueryPermission";

export type GMAnswer<T> = { readonly ok: true; readonly value: T } | FailedAnswer;
interface FailedAnswer {
  readonly ok: false;
  readonly reason: QueryFailure;
}

/** What every query to the GM carries besides its request: who sends it, and the proof. */
export interface Signed {
  readonly userId: string;
  /** a one-time value only the sending client holds (asked back by the GM's client) */
  readonly nonce: string;
}

interface QueryUser {
  readonly id: string;
  readonly isGM: boolean;
  readonly active: boolean;
  query(name: string, data: object, options?: { timeout?: number }): Promise<unknown>;
}

interface Users {
  readonly activeGM?: QueryUser | null;
  get(id: string): QueryUser | undefined;
}

function users(): Users | undefined {
  return game.users as unknown as Users | undefined;
}

function thisUser(): { readonly id: string; readonly isGM: boolean } | null {
  return (game.user as unknown as { id: string; isGM: boolean } | null) ?? null;
}

/** The active GM (the connected GM Foundry picks for world tasks), or null when none is online. */
export function activeGMUser(): QueryUser | null {
  return users()?.activeGM ?? null;
}

/** Whether this client is the active GM's (the one that carries out players' queries). */
export function isActiveGM(): boolean {
  const gm = activeGMUser();
  return gm !== null && gm.id === thisUser()?.id;
}

/**
 * The requests this client sent and still waits on, nonce → fingerprint, under its user's id. A
 * browser holds one user; the key keeps apart clients that share one page (the test double's).
 */
const pending = new Map<string, Map<string, string>>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** 128 random bits as hex: not guessable, so only the client that made it can know it. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A request as both sides see it: the query's name and its data without the nonce, keys sorted
 * (the socket carries JSON, which promises no key order), undefined values left out as JSON does.
 */
function fingerprint(name: string, data: Record<string, unknown>): string {
  const { nonce: _nonce, ...request } = data;
  return JSON.stringify([name, request], (_key, value: unknown) =>
    isRecord(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
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
 * Sends a query to the active GM in this client's user's name, with a new one-time value, and
 * waits at most QUERY_TIMEOUT_MS. No GM online, a role the
 * world does not let query, a timeout, or a failure on the GM's side becomes a
 * reason the caller reports; nothing is thrown.
 */
export async function askActiveGM<T>(name: string, data: object): Promise<GMAnswer<T>> {
  const gm = activeGMUser();
  const user = thisUser();
  if (!gm || !user) return { ok: false, reason: "NoGM" };
  if (!mayQuery()) return { ok: false, reason: "NoQueryPermission" };
  const query: Record<string, unknown> = { ...data, userId: user.id, nonce: newNonce() };
  const nonce = query.nonce as string;
  const mine = pending.get(user.id) ?? new Map<string, string>();
  pending.set(user.id, mine);
  mine.set(nonce, fingerprint(name, query));
  try {
    return { ok: true, value: (await gm.query(name, query, { timeout: QUERY_TIMEOUT_MS })) as T };
  } catch (error) {
    console.warn(`action-engine | the GM's client did not answer ${name}:`, error);
    return { ok: false, reason: "NoAnswer" };
  } finally {
    mine.delete(nonce);
  }
}

/**
 * The sender's side of the check (the SENDER_QUERY handler): true only when this client sent a
 * request with this nonce and this fingerprint and is still waiting for it. Each nonce is
 * confirmed once.
 */
export function confirmSent(data: unknown): boolean {
  const user = thisUser();
  if (!user || !isRecord(data)) return false;
  const { nonce, request } = data;
  if (typeof nonce !== "string" || typeof request !== "string") return false;
  const mine = pending.get(user.id);
  if (mine?.get(nonce) !== request) return false;
  mine.delete(nonce);
  return true;
}

/** Registers the sender check on this client (every client answers for its own queries). */
export function registerSenderCheck(): void {
  (CONFIG.queries as unknown as Record<string, unknown>)[SENDER_QUERY] = confirmSent;
}

/** Why the GM's side refuses a query before looking at it. */
export type SenderRefusal = "NoGM" | "Forged";

/**
 * The GM's side: the user who really sent query `name`, once their own client confirmed it; else
 * why not (this client is no GM, or nobody confirms the query: it names someone who did not send
 * it, someone unknown, offline or this GM, or it carries no proof). A named user who does not
 * answer within QUERY_TIMEOUT_MS confirms nothing (the sender's own wait has ended by then).
 */
export async function confirmedSender(
  name: string,
  query: unknown,
): Promise<{ readonly user: QueryUser } | { readonly refusal: SenderRefusal }> {
  const self = thisUser();
  if (!self?.isGM) return { refusal: "NoGM" };
  if (!isRecord(query)) return { refusal: "Forged" };
  const { userId, nonce } = query;
  if (typeof userId !== "string" || typeof nonce !== "string") return { refusal: "Forged" };
  const user = users()?.get(userId);
  // this GM's own client never asks itself; an unknown or offline user sent nothing
  if (!user || user.id === self.id || !user.active) return { refusal: "Forged" };
  try {
    const confirmed = await user.query(
      SENDER_QUERY,
      { nonce, request: fingerprint(name, query) },
      { timeout: QUERY_TIMEOUT_MS },
    );
    return confirmed === true ? { user } : { refusal: "Forged" };
  } catch (error) {
    console.warn(`action-engine | ${user.id} did not confirm a ${name} query:`, error);
    return { refusal: "Forged" };
  }
}
