/**
 * The network between a client and the server, for tests that interleave several clients. Foundry
 * sends every document write and every query over its socket and resolves the caller's promise
 * only when the answer comes back (knowledge base "Sockets"; API `ClientDatabaseBackend`,
 * `User#query`), so other clients' code runs meanwhile. By default the double lets nothing wait
 * (each write lands at once, as the other tests expect); a test that wants interleavings puts a
 * gate here, such as fast-check's scheduler, and every trip waits at it.
 */
type Gate = (trip: string) => Promise<void>;

let gate: Gate | null = null;

/** Makes every trip wait at `next` (null: no waiting). Tests reset it when they finish. */
export function setTransit(next: Gate | null): void {
  gate = next;
}

/** The wait of one trip over the socket, or null when trips do not wait. */
export function transit(trip: string): Promise<void> | null {
  return gate ? gate(trip) : null;
}
