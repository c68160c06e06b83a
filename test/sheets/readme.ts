import { EFFECT_PATHS } from "../../src/data/type-schemas";

/*
 * The README's list of the fields Active Effects may change, per type: written from EFFECT_PATHS
 * and read back to compare, so the README cannot drift from the descriptors.
 */

export const START = "<!-- effect-paths:start -->";
export const END = "<!-- effect-paths:end -->";

/** The Markdown table the README holds between the markers. */
export function effectPathsTable(): string {
  const rows = Object.entries(EFFECT_PATHS).map(
    ([type, paths]) =>
      `| \`${type}\` | ${paths.length ? paths.map((p) => `\`${p.slice("system.".length)}\``).join(", ") : "—"} |`,
  );
  return ["| type | `system.` fields |", "| --- | --- |", ...rows].join("\n");
}

/** The table between the README's markers, read back as type → paths (Prettier may pad it). */
export function readEffectPaths(readme: string): Record<string, string[]> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error("the README has no effect-paths section");
  const rows = readme
    .slice(start + START.length, end)
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2);
  return Object.fromEntries(
    rows.map((line) => {
      const [type, paths] = line
        .split("|")
        .slice(1, 3)
        .map((cell) => cell.trim());
      const list = [...paths.matchAll(/`([^`]+)`/g)].map((m) => `system.${m[1]}`);
      return [type.replace(/`/g, ""), list];
    }),
  );
}
