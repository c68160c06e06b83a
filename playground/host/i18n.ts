/**
 * A localiser over a Foundry language file, with the semantics of Foundry's `game.i18n`:
 * nested JSON keys are joined with dots, `localize` returns the string for a key, `format`
 * replaces `{name}` placeholders (Foundry knowledge base, "Localization"). In tests a missing
 * key throws so a template cannot silently show a raw key; the playground shows the key.
 */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
  has(key: string): boolean;
}

export function flattenLang(tree: unknown, prefix = "", into: Map<string, string> = new Map()) {
  if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "string") into.set(path, value);
      else flattenLang(value, path, into);
    }
  }
  return into;
}

/** A language file's keys, flattened once per file object (the tests make a localiser per test). */
const flatByLang = new WeakMap<object, ReadonlyMap<string, string>>();
function flattened(lang: unknown): ReadonlyMap<string, string> {
  if (!lang || typeof lang !== "object") return flattenLang(lang);
  let strings = flatByLang.get(lang);
  if (!strings) flatByLang.set(lang, (strings = flattenLang(lang)));
  return strings;
}

export function createLocalizer(
  lang: unknown,
  options: { onMissing?: "throw" | "key"; used?: Set<string> } = {},
): Localizer {
  const strings = flattened(lang);
  const lookup = (key: string): string => {
    options.used?.add(key);
    const value = strings.get(key);
    if (value !== undefined) return value;
    if (options.onMissing === "throw") throw new Error(`Missing lang key: ${key}`);
    return key;
  };
  return {
    localize: lookup,
    format(key, data = {}) {
      return lookup(key).replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in data ? String(data[name]) : whole,
      );
    },
    has: (key) => strings.has(key),
  };
}
