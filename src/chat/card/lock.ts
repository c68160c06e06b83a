/**
 * A per-message in-flight lock: while one click on a card is being carried out, further clicks
 * on the same card (a double click) are dropped rather than queued.
 */
export class InFlight {
  private readonly busy = new Map<string, Promise<unknown>>();

  /** Runs `task` unless one is already running for `key`; returns null when it was dropped. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T | null> {
    if (this.busy.has(key)) return null;
    const running = Promise.resolve().then(task);
    this.busy.set(key, running);
    try {
      return await running;
    } finally {
      this.busy.delete(key);
    }
  }

  isBusy(key: string): boolean {
    return this.busy.has(key);
  }

  /** The task running for `key` once it is over (with what it gave), or null when none runs. */
  async settled(key: string): Promise<unknown> {
    try {
      return (await this.busy.get(key)) ?? null;
    } catch {
      return null;
    }
  }
}

/**
 * Runs tasks for the same key one after another (the active GM handles players' clicks on one
 * card in the order they arrive, so the second sees the first's revision and is found stale).
 */
export class Serial {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const next = before.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
