/**
 * Test double for the parts of `foundry.utils` the system uses, with the semantics of Foundry's
 * public API documentation: `getProperty`/`setProperty` read and write dotted paths,
 * `expandObject` turns `{"system.hits.value": 3}` into nested objects (document updates accept
 * either form), and a merge replaces arrays rather than merging them (array fields are replaced
 * whole on update, as dnd5e's migrations rely on when they send complete arrays).
 */
type Data = Record<string, unknown>;

function isObject(value: unknown): value is Data {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Set)
  );
}

export function deepClone<T>(value: T): T {
  return structuredClone(value);
}

export function getProperty(object: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node == null ? undefined : (node as Data)[key]), object);
}

export function setProperty(object: Data, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop()!;
  let node = object;
  for (const key of keys) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Data;
  }
  node[last] = value;
}

export function expandObject(data: Data): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(data))
    setProperty(out, key, isObject(value) ? expandObject(value) : value);
  return out;
}

/** Merges `changes` into `target` (changed in place and returned); arrays are replaced. */
export function mergeInto(target: Data, changes: Data): Data {
  for (const [key, value] of Object.entries(expandObject(changes))) {
    if (isObject(value) && isObject(target[key])) mergeInto(target[key] as Data, value);
    else target[key] = deepClone(value);
  }
  return target;
}

/** foundry.utils.escapeHTML (API docs): the five HTML special characters as entities. */
export function escapeHTML(text: string): string {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!,
  );
}
