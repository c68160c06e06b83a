/*
 * Names for what the rules read of an attack or a target, so that identical ones (six of the same
 * goon, each with the same knife) share the outcomes worked out for them: the rules are pure, so
 * the same inputs give the same outcome.
 */

/** What a target's card input carries that the rules do not read: who it is. */
const IDENTITY = new Set(["id", "name", "actorUuid", "tokenUuid"]);

/** A namer: equal values (as JSON, identity left out) get the same small number. */
export function signatures(): (value: unknown) => number {
  const known = new Map<string, number>();
  return (value) => {
    const text = JSON.stringify(value, (key, v) => (IDENTITY.has(key) ? undefined : v));
    let n = known.get(text);
    if (n === undefined) known.set(text, (n = known.size));
    return n;
  };
}
