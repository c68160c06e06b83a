/**
 * What a query carries between clients: JSON, as Foundry's socket sends it (knowledge base
 * "Sockets": data is serialised; v13 `User#query` sends `queryData` over the socket). The double
 * refuses what would not arrive as sent — functions, symbols, undefined values, non-finite numbers,
 * cycles and class instances (a Map, a Roll, a document) — instead of silently dropping it, then
 * hands the other side a fresh copy.
 */
export function overTheWire<T>(value: T, what: string): T {
  check(value, what, new Set());
  return JSON.parse(JSON.stringify(value)) as T;
}

function check(value: unknown, path: string, seen: Set<object>): void {
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}, which JSON cannot carry`);
    return;
  }
  if (typeof value !== "object")
    throw new Error(`${path} is ${typeof value}, which JSON cannot carry`);
  if (seen.has(value)) throw new Error(`${path} refers back to itself (a cycle)`);
  const proto = Object.getPrototypeOf(value) as object | null;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
    throw new Error(`${path} is a ${value.constructor?.name ?? "class"} instance, not plain data`);
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) check(inner, `${path}.${key}`, seen);
  seen.delete(value);
}
