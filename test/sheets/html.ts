/*
 * Reading rendered sheet HTML back in tests (node has no DOM): the inputs with their attributes,
 * the labels' `for`, and the buttons' data-* values.
 */

export interface InputTag {
  readonly tag: "input" | "select" | "prose-mirror";
  readonly attrs: Readonly<Record<string, string>>;
}

function attributes(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? ""]),
  );
}

/** Every input, select and rich-text editor, with its attributes. */
export function inputsIn(html: string): InputTag[] {
  return [...html.matchAll(/<(input|select|prose-mirror)\b([^>]*)>/g)].map((m) => ({
    tag: m[1] as InputTag["tag"],
    attrs: attributes(m[2]),
  }));
}

/** The ids labels point at. */
export function labelTargets(html: string): Set<string> {
  return new Set([...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map((m) => m[1]));
}

/** Every button's attributes. */
export function buttonsIn(html: string): Record<string, string>[] {
  return [...html.matchAll(/<button\b([^>]*)>/g)].map((m) => attributes(m[1]));
}
