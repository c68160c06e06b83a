import vm from "node:vm";
import { isRulesError } from "../../../src/rules/errors";
import type { Accept, ValidCall } from "./valid-calls";

/*
 * The bad-input sweep: for every exported rules function, its one valid call is repeated with a
 * single value made bad (each argument, and every field and list entry inside one), once for
 * each value of BAD_VALUES. Each such call must end in a rules error (RulesRangeError or
 * RulesTypeError): not a bare crash, not an answer, not a hang.
 */

interface BadValue {
  label: string;
  make: () => unknown;
  /** the kinds of place where this value is in fact valid (valid-calls.ts) */
  fineWhere?: readonly Accept[];
}

export const BAD_VALUES: readonly BadValue[] = [
  { label: "undefined", make: () => undefined, fineWhere: ["optional"] },
  { label: "null", make: () => null, fineWhere: ["nullable", "patch"] },
  { label: "NaN", make: () => NaN },
  { label: "Infinity", make: () => Infinity },
  { label: "-Infinity", make: () => -Infinity },
  { label: "-1", make: () => -1, fineWhere: ["signed", "patch"] },
  { label: "0.5", make: () => 0.5, fineWhere: ["fraction", "patch"] },
  { label: "1e9", make: () => 1e9, fineWhere: ["large"] },
  { label: "-1e9", make: () => -1e9, fineWhere: ["large"] },
  { label: '"x"', make: () => "x", fineWhere: ["text", "patch"] },
  { label: '"constructor"', make: () => "constructor", fineWhere: ["text", "patch"] },
  { label: '"__proto__"', make: () => "__proto__", fineWhere: ["text", "patch"] },
  { label: '"toString"', make: () => "toString", fineWhere: ["text", "patch"] },
  { label: "true", make: () => true, fineWhere: ["patch"] },
  { label: "{}", make: () => ({}), fineWhere: ["empty"] },
  { label: "[]", make: () => [], fineWhere: ["empty"] },
];

/** The bad values tried inside a stored state: one of each kind (a state holds many places). */
export const STATE_BAD_VALUES: readonly BadValue[] = BAD_VALUES.filter((bad) =>
  ["undefined", "null", "NaN", "-1e9", '"__proto__"', "{}"].includes(bad.label),
);

/** A dice source is also given ones that answer impossible faces. */
const BAD_DICE: readonly BadValue[] = [
  { label: "dice rolling NaN", make: () => ({ roll: () => NaN }) },
  { label: "dice rolling 0", make: () => ({ roll: () => 0 }) },
  { label: "dice rolling 1e9", make: () => ({ roll: () => 1e9 }) },
];

export interface BadCall {
  fn: string;
  /** where the bad value sits, e.g. "0.attacker.modifier" */
  path: string;
  label: string;
  args: () => unknown[];
}

export type Outcome = "rules error" | "bare error" | "answer" | "hang";

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

function isDiceSource(value: unknown): boolean {
  return isPlain(value) && typeof (value as { roll?: unknown }).roll === "function";
}

/** A copy of plain objects and lists (functions and other objects kept as they are). */
function copy(value: unknown): unknown {
  if (!isPlain(value)) return value;
  if (Array.isArray(value)) return value.map(copy);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]));
}

function deepFreeze<T>(value: T): T {
  if (isPlain(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function acceptsAt(accepts: ValidCall["accepts"], path: string): Set<string> {
  const found = new Set<string>();
  for (const [pattern, kinds] of Object.entries(accepts ?? {})) {
    // "*" stands for any one list index or key, "**" for any dotted key (a document path);
    // "fixed" and "any" also cover what is inside
    const glob = pattern
      .split("**")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^.]+"))
      .join(".+");
    const here = new RegExp(`^${glob}$`).test(path);
    const inside = new RegExp(`^${glob}\\.`).test(path);
    for (const kind of kinds.split(" "))
      if (here || (inside && (kind === "fixed" || kind === "any"))) found.add(kind);
  }
  return found;
}

/** Every place inside the valid arguments, with the value found there. */
function places(value: unknown, path: string[], out: [string[], unknown][]): void {
  out.push([path, value]);
  if (!isPlain(value)) return;
  for (const [key, inner] of Object.entries(value)) places(inner, [...path, key], out);
}

function withValueAt(args: unknown[], path: readonly string[], value: unknown): unknown[] {
  const root = copy(args) as unknown[];
  let holder = root as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path[path.length - 1]] = value;
  return root;
}

/** The bad calls of one function, in a fixed order. */
export function badCalls(
  fn: string,
  valid: ValidCall,
  only?: (path: string, good: unknown) => boolean,
  values: readonly BadValue[] = BAD_VALUES,
): BadCall[] {
  const found: [string[], unknown][] = [];
  // built once: each call gets its own copy of the plain parts (a dice source is shared)
  const base = valid.args();
  base.forEach((arg, i) => places(arg, [String(i)], found));
  const calls: BadCall[] = [];
  for (const [path, good] of found) {
    if (only && !only(path.join("."), good)) continue;
    const fine = acceptsAt(valid.accepts, path.join("."));
    if (fine.has("fixed") || fine.has("any")) continue;
    const candidates = isDiceSource(good) ? [...values, ...BAD_DICE] : values;
    for (const bad of candidates) {
      if (bad.fineWhere?.some((kind) => fine.has(kind))) continue;
      const value = bad.make();
      if (Object.is(value, good) || (typeof value === typeof good && typeof good === "boolean"))
        continue;
      calls.push({
        fn,
        path: path.join("."),
        label: bad.label,
        args: () => withValueAt(base, path, bad.make()),
      });
    }
  }
  return calls;
}

const runner = new vm.Script("globalThis.__rulesApiSweepCall()");

type Result = { outcome: Outcome; detail: string; nonsense?: string | null };

function outcomeOf(f: (...args: unknown[]) => unknown, args: unknown[]): Result {
  try {
    const answer = f(...deepFreeze(args));
    return { outcome: "answer", detail: describe(answer), nonsense: nonsenseIn(answer) };
  } catch (error) {
    if (isRulesError(error)) return { outcome: "rules error", detail: error.message };
    return { outcome: "bare error", detail: String(error) };
  }
}

/** Runs `run` under a time limit; false when the limit stopped it. */
function within(run: () => void, timeoutMs: number): boolean {
  (globalThis as Record<string, unknown>).__rulesApiSweepCall = run;
  try {
    runner.runInThisContext({ timeout: timeoutMs });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return false;
    throw error;
  } finally {
    delete (globalThis as Record<string, unknown>).__rulesApiSweepCall;
  }
}

/**
 * Calls `f` with a time limit: an endless loop or an unbounded allocation is stopped and
 * reported as a hang instead of freezing the test run.
 */
export function callWithin(
  f: (...args: unknown[]) => unknown,
  args: unknown[],
  timeoutMs: number,
): Result {
  let result: Result = { outcome: "hang", detail: `no answer within ${timeoutMs} ms` };
  within(() => (result = outcomeOf(f, args)), timeoutMs);
  return result;
}

/**
 * Makes many calls, each within `timeoutMs`. They run in batches under one time limit (a
 * limit per call costs more than the calls); when a batch's time runs out, the call it was in
 * is run again alone with its own limit, so a hang is named and the rest carry on.
 */
export function callAllWithin(
  calls: readonly { f: (...args: unknown[]) => unknown; args: () => unknown[] }[],
  timeoutMs: number,
): Result[] {
  const results: Result[] = [];
  let next = 0;
  while (next < calls.length) {
    const finished = within(() => {
      for (; next < calls.length; next++)
        results[next] = outcomeOf(calls[next].f, calls[next].args());
    }, timeoutMs);
    if (!finished) {
      results[next] = callWithin(calls[next].f, calls[next].args(), timeoutMs);
      next += 1;
    }
  }
  return results;
}

function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_k, v: unknown) =>
      typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
    );
    return text === undefined ? String(value) : text.slice(0, 160);
  } catch {
    return String(value);
  }
}

/** The exported functions of a module namespace, by dotted path (classes left out). */
export function exportedFunctions(
  namespace: object,
  prefix = "",
  seen = new Set<object>(),
): Map<string, (...args: unknown[]) => unknown> {
  const found = new Map<string, (...args: unknown[]) => unknown>();
  if (seen.has(namespace)) return found;
  seen.add(namespace);
  for (const [key, value] of Object.entries(namespace)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "function") {
      if (!/^class\b/.test(Function.prototype.toString.call(value)))
        found.set(path, value as (...args: unknown[]) => unknown);
    } else if (value && typeof value === "object")
      for (const [inner, f] of exportedFunctions(value, path, seen)) found.set(inner, f);
  }
  return found;
}

/** The places a valid call holds a stored state (its "fixed" paths that are not callbacks). */
export function statePaths(valid: ValidCall): string[] {
  return Object.entries(valid.accepts ?? {})
    .filter(([, kinds]) => kinds.split(" ").includes("fixed"))
    .map(([path]) => path)
    .filter((path) => {
      const value = path
        .split(".")
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], valid.args());
      return typeof value !== "function";
    });
}

/** The valid call's `accepts` with its states no longer fixed (so the sweep goes inside them). */
export function unfixed(valid: ValidCall): ValidCall {
  const states = new Set(statePaths(valid));
  const accepts = Object.fromEntries(
    Object.entries(valid.accepts ?? {}).flatMap(([path, kinds]) => {
      if (!states.has(path)) return [[path, kinds]];
      const rest = kinds.split(" ").filter((kind) => kind !== "fixed");
      return rest.length ? [[path, rest.join(" ")]] : [];
    }),
  );
  return { ...valid, accepts };
}

/** Names of anything a call added to Object.prototype or Array.prototype (then removed). */
export function pollution(): string[] {
  const found: string[] = [];
  for (const [name, proto] of [
    ["Object.prototype", Object.prototype],
    ["Array.prototype", Array.prototype],
  ] as const)
    for (const key of Object.getOwnPropertyNames(proto))
      if (!PROTOTYPE_KEYS.get(proto)!.has(key)) {
        found.push(`${name}.${key}`);
        delete (proto as unknown as Record<string, unknown>)[key];
      }
  return found;
}

const PROTOTYPE_KEYS = new Map<object, Set<string>>([
  [Object.prototype, new Set(Object.getOwnPropertyNames(Object.prototype))],
  [Array.prototype, new Set(Object.getOwnPropertyNames(Array.prototype))],
]);

/** NaN, or "NaN"/"undefined" written into a string, anywhere in an answer. */
export function nonsenseIn(
  value: unknown,
  path = "answer",
  seen = new Set<unknown>(),
): string | null {
  if (typeof value === "number") return Number.isNaN(value) ? `${path} is NaN` : null;
  if (typeof value === "string")
    return /NaN|undefined/.test(value) ? `${path} reads ${JSON.stringify(value)}` : null;
  if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) {
      const found = nonsenseIn(inner, `${path}.${key}`, seen);
      if (found) return found;
    }
  }
  return null;
}
