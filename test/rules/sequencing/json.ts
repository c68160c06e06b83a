/** A state as the Combat document would hand it back: through JSON and nothing else. */
export function viaJson<T>(state: T): T {
  return JSON.parse(JSON.stringify(state)) as T;
}

/** Runs `fn` and returns the error it throws (failing the test when it does not throw). */
export function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}
