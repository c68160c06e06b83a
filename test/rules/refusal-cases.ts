/*
 * Refusal tests list many calls, each with the message it must be refused with. A case is titled
 * by its call and message, not its index: an index title moves to another case when one is
 * inserted, and the mutation record knows a test by its title.
 */

/** A call's source as written (the test transform's import wrappers taken off). */
function sourceOf(call: () => unknown): string {
  return String(call)
    .replace(/^\(\) =>\s*/, "")
    .replace(/\(0,\s*__vite_ssr_import_\d+__\.(\w+)\)/g, "$1")
    .replace(/\s+/g, " ");
}

/** Each case titled by its call and the message it expects, so a title stays with its case. */
export function named(
  cases: [() => unknown, RegExp | string][],
): [string, () => unknown, RegExp | string][] {
  return cases.map(([call, message]) => [`${sourceOf(call)} → ${String(message)}`, call, message]);
}
