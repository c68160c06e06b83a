import { chai } from "vitest";

/*
 * Vitest's `toThrow("words")` passes when the code throws `undefined`, or a bare string holding
 * the words (checked: `expect(() => { throw undefined }).toThrow("x")` passes). A refusal whose
 * error a helper builds could then be emptied and every test of it still pass. So here a
 * `toThrow` / `toThrowError` given words or a pattern also asks that what was thrown (or what the
 * promise rejected with) be an error with a message: the words must be its message's.
 */
const WRAPPED = Symbol.for("action-engine.strict-throw");

/** An Error, or an error from another realm (a window's DOMException): something with a message. */
const isError = (value: unknown): boolean =>
  typeof value === "object" && value !== null && typeof (value as Error).message === "string";

const { util } = chai;
const prototype = chai.Assertion.prototype as unknown as Record<symbol, boolean>;
if (!prototype[WRAPPED]) {
  prototype[WRAPPED] = true;
  for (const name of ["toThrow", "toThrowError"])
    util.overwriteMethod(
      chai.Assertion.prototype,
      name,
      (original: (...args: unknown[]) => unknown) =>
        function (this: object, ...args: unknown[]) {
          const [expected] = args;
          const words = typeof expected === "string" || expected instanceof RegExp;
          if (!words || util.flag(this, "negate")) return original.apply(this, args);
          const promise = util.flag(this, "promise") as string | undefined;
          const object: unknown = util.flag(this, "object");
          let threw = promise === "rejects";
          let thrown: unknown = threw ? object : undefined;
          if (!promise && typeof object === "function")
            util.flag(this, "object", (...call: unknown[]) => {
              try {
                return (object as (...call: unknown[]) => unknown)(...call);
              } catch (error) {
                [threw, thrown] = [true, error];
                throw error;
              }
            });
          const result = original.apply(this, args);
          if (threw && !isError(thrown))
            throw new chai.AssertionError(
              `expected an error with a message to be thrown, but ${String(thrown)} was`,
            );
          return result;
        },
    );
}
