import { beforeEach, describe, expect, it } from "vitest";
import { EFFECT_MODES } from "../foundry/documents";
import { typeSchema } from "../../src/data/type-schemas";
import { effectPaths } from "../../src/rules/schema";
import { actorSheetHtml } from "../../src/sheets/html";
import { actorTabs } from "../../src/sheets/layout";
import { actorSheetView } from "../../src/sheets/view-models";
import { templateRenderer } from "../templates/harness";
import {
  ACTOR_TYPES,
  SAMPLE_ACTORS,
  snapshotOf,
  startFoundry,
  type DocumentHandle,
} from "./fixtures";

/*
 * A bad Active Effect value is ignored with a visible note on the sheet naming the effect and the
 * field (the prepared data's `system.ignoredEffects`), never NaN: each actor type's sample
 * character, with an effect putting a rank label where a number belongs on each field effects may
 * change (README, "Active Effects"), rendered on every tab.
 */

const render = templateRenderer();

beforeEach(() => {
  startFoundry();
});

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;|&#x27;/g, '"')
    .replace(/\s+/g, " ");

/** The sample character with one effect putting `value` into `path`. */
async function cursed(type: string, path: string, value: string): Promise<DocumentHandle> {
  return (await Actor.create({
    ...structuredClone(SAMPLE_ACTORS[type]),
    effects: [
      { name: "Curse of clumsiness", changes: [{ key: path, mode: EFFECT_MODES.OVERRIDE, value }] },
    ],
  } as never)) as unknown as DocumentHandle;
}

function everyTab(actor: DocumentHandle, type: string): string {
  return actorTabs(type)
    .map((tab) => actorSheetHtml(render.render, actorSheetView(snapshotOf(actor, { tab }))))
    .join("\n");
}

describe.each(ACTOR_TYPES)("the %s sheet with a bad effect value", (type) => {
  const paths = effectPaths(typeSchema(type)!.schema);

  it("on each field effects may change: no NaN, and a note naming the effect and the field", async () => {
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const html = everyTab(await cursed(type, path, "Grt+"), type);
      expect(html, path).not.toContain("NaN");
      expect(text(html), path).toContain(`gives ${path} a value it cannot hold`);
    }
  });

  it("a good effect value leaves no note", async () => {
    const html = everyTab(await cursed(type, paths[0], "1"), type);
    expect(text(html)).not.toContain("cannot hold");
  });
});

describe("the note", () => {
  it('names the effect: "Grt+" into the OK RPG attack role modifier', async () => {
    const html = everyTab(await cursed("okrpg", "system.roleModifiers.attack", "Grt+"), "okrpg");
    expect(text(html)).toContain(
      'The Active Effect "Curse of clumsiness" gives system.roleModifiers.attack a value it cannot hold, so that change is ignored.',
    );
  });
});
