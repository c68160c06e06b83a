import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";

/*
 * One spelling per term. Every seed text spells it "defense" (and "armor"), so the system's words
 * do too, in every ruleset: lang/en.json and the GM quick reference generated from it. Code names
 * (system.defence, ACTIVE_DEFENCES) are not words a player reads and keep their spelling.
 */

const ROOT = join(import.meta.dirname, "..", "..");

function strings(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (node && typeof node === "object")
    return Object.entries(node).flatMap(([key, value]) =>
      strings(value, path ? `${path}.${key}` : key),
    );
  return [];
}

/** The words a reader sees in a quick-reference page: its HTML without tags and attributes. */
function referenceText(): string {
  const packs = readdirSync(join(ROOT, "packs")).filter((name) => name.endsWith("-reference"));
  return packs
    .map((pack) => readFileSync(join(ROOT, "packs", pack, "quick-reference.yml"), "utf8"))
    .join("\n")
    .replace(/<[^>]*>/g, " ");
}

describe("one spelling per term", () => {
  it('lang/en.json says "defense", never "defence"', () => {
    const british = strings(en).filter(([, text]) => /defence/i.test(text));
    expect(british).toEqual([]);
    expect(strings(en).some(([, text]) => /defense/i.test(text))).toBe(true);
  });

  it('the GM quick references say "defense" too', () => {
    expect(referenceText()).not.toMatch(/defence/i);
    expect(referenceText()).toMatch(/defense/i);
  });

  it("the planned-spending and called-shot choices start with a capital, like every other option", () => {
    const calledShots = Object.values(en.ACTION_ENGINE.Card.CalledShot);
    for (const text of [en.ACTION_ENGINE.Dialog.Okrpg.PlanNone, ...calledShots])
      expect(text).toMatch(/^[A-Z]/);
  });

  it("the blast zones are named in words, not S / M / L", () => {
    const zones = Object.values(en.ACTION_ENGINE.Card.Zone);
    expect(zones.length).toBeGreaterThanOrEqual(3);
    for (const text of zones) {
      expect(text.split(" ").length).toBeGreaterThan(1);
      expect(text).not.toMatch(/\b[SML]\b/);
    }
  });
});
