/** Damage done to stored data in tests: every single-field corruption of a real state. */

const BAD_VALUES: readonly unknown[] = [null, "x", -1, NaN, {}, []];

/** Every copy of `state` with one field damaged: removed, or set to each bad value. */
export function singleFieldCorruptions(state: unknown): { path: string; value: unknown }[] {
  const result: { path: string; value: unknown }[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node !== "object" || node === null) return;
    const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const key of keys) {
      const at = [...path, key];
      const name = at.join(".");
      result.push({ path: `${name} removed`, value: changedAt(state, at, undefined) });
      for (const bad of BAD_VALUES)
        result.push({ path: `${name} = ${JSON.stringify(bad)}`, value: changedAt(state, at, bad) });
      walk((node as Record<string | number, unknown>)[key], at);
    }
  };
  walk(state, []);
  return result;
}

/** A deep copy with the value at `path` replaced (undefined: removed). */
function changedAt(state: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(state)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value !== undefined) node[last] = value;
  else if (Array.isArray(node)) node.splice(last as number, 1);
  else delete node[last];
  return copy;
}
