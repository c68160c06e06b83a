import { expect, vi, type Assertion } from "vitest";

/** A matcher of `Assertion`, retried: it resolves once the matcher passes. */
type Polled<T> = {
  [K in keyof Assertion<T>]: Assertion<T>[K] extends (...args: infer A) => unknown
    ? (...args: A) => Promise<void>
    : never;
} & { not: Polled<T> };

/**
 * `expect.poll` for the browser files, whose tests run concurrently (each in its own tab):
 * vitest's `expect.poll` needs the running test's own `expect`, which a step shared by several
 * tests does not have. Reads the value again until the matcher passes, or fails with the
 * matcher's own message after `timeout` ms.
 */
export function poll<T>(
  read: () => T | Promise<T>,
  { timeout = 5000, interval = 50 }: { timeout?: number; interval?: number } = {},
): Polled<Awaited<T>> {
  const matchers = (negated: boolean): Polled<Awaited<T>> =>
    new Proxy({} as Polled<Awaited<T>>, {
      get(_, matcher: string) {
        if (matcher === "not") return matchers(!negated);
        return (...expected: unknown[]) =>
          vi.waitFor(
            async () => {
              const assertion = expect(await read()) as unknown as Record<
                string,
                (...args: unknown[]) => void
              > & { not: Record<string, (...args: unknown[]) => void> };
              (negated ? assertion.not : assertion)[matcher](...expected);
            },
            { timeout, interval },
          );
      },
    });
  return matchers(false);
}
