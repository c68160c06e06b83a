/*
 * The public rules API checks every stored state it is handed (an engine state, a card, a card's
 * targets) at its entry, before the function runs: a damaged state is refused with the rules
 * error that names the damaged field, never played on. The tracker and the chat cards call the
 * engines directly and pay nothing: they read what they stored through readEngineState and
 * readCard first.
 *
 * The function is given what the reader gives the tracker: an engine state's clean copy (so a
 * state stored before a field was kept plays as the tracker plays it), a card as it is.
 *
 * A state that passed is remembered only while it cannot change: a deeply frozen one. A state
 * that can still be written (a Combat's flags, which Foundry updates in place, or a macro's own
 * object) is checked on every call, since passing once says nothing about it now. A frozen
 * state's new state (a move's answer) is frozen too and remembered, so a macro that freezes its
 * state plays a whole round at the engines' own speed.
 */

/** One kind of stored state an API function takes. */
export interface StoredKind {
  /**
   * Throws a rules error naming the damaged field, else returns what the function is given in
   * the value's place (the reader's clean copy, or the value); `args` are the call's arguments.
   */
  readonly check: (value: unknown, args: readonly unknown[]) => unknown;
  /** the check reads the call's other arguments too, so a pass is not remembered */
  readonly withOtherArguments?: boolean;
  /** where a call's answer holds a new state of this kind (a move's new state), if it does */
  readonly inAnswer?: (answer: unknown) => unknown;
}

/** The stored states among a function's arguments: [position, kind]. */
export type StoredArguments = readonly (readonly [number, StoredKind])[];

/** Of each kind, the frozen states that passed, and what the function is given for each. */
const passedAs = new WeakMap<StoredKind, WeakMap<object, unknown>>();

function passed(kind: StoredKind): WeakMap<object, unknown> {
  let known = passedAs.get(kind);
  if (!known) passedAs.set(kind, (known = new WeakMap()));
  return known;
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** Frozen all the way down: nothing in it can change any more. */
function deeplyFrozen(value: unknown): boolean {
  if (!isObject(value)) return true;
  if (!Object.isFrozen(value)) return false;
  for (const key of Object.keys(value))
    if (!deeplyFrozen((value as Record<string, unknown>)[key])) return false;
  return true;
}

/** Freezes what is not frozen yet (a move's new parts; the parts it shares are already). */
function freezeNewParts(value: unknown): void {
  // Stryker disable next-line LogicalOperator: a frozen part's parts are frozen already (it passed deeply frozen, or was frozen here); the return only saves the walk
  if (!isObject(value) || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) freezeNewParts((value as Record<string, unknown>)[key]);
}

/** `f` with its stored arguments checked first. */
function withStoredChecks<F extends (...args: never[]) => unknown>(
  f: F,
  stored: StoredArguments,
): F {
  if (stored.length === 0) return f;
  const checked = (...args: unknown[]): unknown => {
    const given = [...args];
    let frozen = true;
    for (const [position, kind] of stored) {
      const value = args[position];
      const known = isObject(value) ? passed(kind).get(value) : undefined;
      if (known !== undefined) {
        given[position] = known;
        continue;
      }
      given[position] = kind.check(value, args);
      if (!kind.withOtherArguments && isObject(value) && deeplyFrozen(value)) {
        // what the function is given stays as unchangeable as the state it stands for
        freezeNewParts(given[position]);
        passed(kind).set(value, given[position]);
      } else frozen = false;
    }
    const answer = f(...(given as Parameters<F>));
    const [, first] = stored[0];
    const next = frozen ? first.inAnswer?.(answer) : undefined;
    if (isObject(next)) {
      // a move of the engine (or card) from a state that passed is one too (random-play.test.ts)
      freezeNewParts(next);
      passed(first).set(next, next);
    }
    return answer;
  };
  Object.defineProperty(checked, "name", { value: f.name });
  return checked as unknown as F;
}

/**
 * A copy of a namespace of the rules API with each function's stored arguments checked at its
 * entry; constants and functions that take no stored state are passed through as they are.
 */
export function withStoredChecksIn<T extends object>(
  namespace: T,
  storedOf: (name: string) => StoredArguments,
): T {
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(namespace))
    copy[name] =
      typeof value === "function"
        ? withStoredChecks(value as (...args: never[]) => unknown, storedOf(name))
        : value;
  return Object.freeze(copy) as T;
}
