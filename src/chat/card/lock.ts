/**
 * A per-message in-flight lock: while one click on a card is being carried out, further clicks
 * on the same card (a double click) are dropped rather than queued.
 */
export class InFlight {
  private readonly busy = new Set<string>();

  /** Runs `task` unless one is already running for `key`; returns null when it was dropped. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T | null> {
    if (this.busy.has(key)) return null;
    this.busy.add(key);
    try {
      return await task();
    } finally {
      this.busy.delete(key);
    }
  }

  isBusy(key: string): boolean {
    return this.busy.has(key);
  }
}
