import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EFFECT_PATHS } from "../../src/data/type-schemas";
import { readEffectPaths } from "./readme";

const README = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");

describe("README: the fields Active Effects may change", () => {
  it("lists exactly the paths of every type's descriptor", () => {
    expect(readEffectPaths(README)).toEqual(
      Object.fromEntries(Object.entries(EFFECT_PATHS).map(([type, paths]) => [type, [...paths]])),
    );
  });

  it("names only numeric fields", () => {
    for (const paths of Object.values(EFFECT_PATHS))
      for (const path of paths) expect(path).toMatch(/^system\.[\w.]+$/);
  });
});
