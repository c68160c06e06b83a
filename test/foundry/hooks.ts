/**
 * Test double for the global `Hooks`: `on`/`once` register, `callAll` runs every handler,
 * `call` stops at the first handler returning false (Foundry knowledge base "Hooks").
 */
type Handler = (...args: unknown[]) => unknown;

export class HooksDouble {
  private readonly handlers = new Map<string, { fn: Handler; once: boolean }[]>();
  readonly fired: { hook: string; args: unknown[] }[] = [];

  on(hook: string, fn: Handler): number {
    this.list(hook).push({ fn, once: false });
    return this.list(hook).length;
  }

  once(hook: string, fn: Handler): number {
    this.list(hook).push({ fn, once: true });
    return this.list(hook).length;
  }

  off(hook: string, fn: Handler): void {
    this.handlers.set(
      hook,
      this.list(hook).filter((entry) => entry.fn !== fn),
    );
  }

  callAll(hook: string, ...args: unknown[]): boolean {
    this.fired.push({ hook, args });
    for (const entry of [...this.list(hook)]) {
      if (entry.once) this.off(hook, entry.fn);
      entry.fn(...args);
    }
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    this.fired.push({ hook, args });
    for (const entry of [...this.list(hook)]) {
      if (entry.once) this.off(hook, entry.fn);
      if (entry.fn(...args) === false) return false;
    }
    return true;
  }

  private list(hook: string) {
    if (!this.handlers.has(hook)) this.handlers.set(hook, []);
    return this.handlers.get(hook)!;
  }
}
