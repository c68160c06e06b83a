/*
 * What a self-check step made in the world, so that everything is deleted again whatever happens
 * to the step: every document it creates is entered here as it is created, and `close` deletes
 * them, newest first (a token before its scene, an actor after its messages). A document made
 * after the ledger closed (a step still running past its time) is deleted at once.
 */

/** A document as the ledger needs it: how to name it, whether it is still there, how to delete it. */
export interface Deletable {
  readonly uuid: string;
  /** false once the document is gone (deleted with its parent, or by the step itself) */
  exists(): boolean;
  delete(): Promise<unknown>;
}

export class Ledger {
  readonly #entries: Deletable[] = [];
  #closed = false;

  /** Keeps `entry` to delete when the step ends; after that, deletes it now. */
  async track(entry: Deletable): Promise<void> {
    if (!this.#closed) {
      if (!this.#entries.some((e) => e.uuid === entry.uuid)) this.#entries.push(entry);
      return;
    }
    await deleteQuietly(entry);
  }

  /** Whether a document of this uuid was made by the step. */
  owns(uuid: string): boolean {
    return this.#entries.some((entry) => entry.uuid === uuid);
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Deletes every document entered, newest first; returns the uuids that could not be deleted. */
  async close(): Promise<string[]> {
    this.#closed = true;
    const left: string[] = [];
    for (const entry of this.#entries.splice(0).reverse())
      if (!(await deleteQuietly(entry))) left.push(entry.uuid);
    return left;
  }
}

/** Deletes one document unless it is gone already; false when it is still there afterwards. */
async function deleteQuietly(entry: Deletable): Promise<boolean> {
  try {
    if (entry.exists()) await entry.delete();
  } catch {
    // reported below: the document is still there
  }
  try {
    return !entry.exists();
  } catch {
    return false;
  }
}
