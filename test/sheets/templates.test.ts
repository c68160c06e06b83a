import { beforeEach, describe, expect, it } from "vitest";
import { typeSchema } from "../../src/data/type-schemas";
import { fieldAt } from "../../src/rules/schema";
import { actorSheetHtml, itemSheetHtml } from "../../src/sheets/html";
import { actorTabs, SHEET_PARTIALS, SHEET_TEMPLATES } from "../../src/sheets/layout";
import { actorSheetView, itemSheetView, withEnriched } from "../../src/sheets/view-models";
import { actionsIn, templateRenderer, templateSources } from "../templates/harness";
import {
  ACTOR_TYPES,
  sampleActor,
  snapshotOf,
  startFoundry,
  type DocumentHandle,
} from "./fixtures";
import { buttonsIn, inputsIn, labelTargets } from "./html";

/*
 * Every sheet template rendered with real Handlebars from the real view models, for a sample
 * character of each ruleset built with real data models and derived data. A lang key missing from
 * lang/en.json makes the render throw.
 */

const render = templateRenderer();

/** The document path an input writes: its schema must have that field. */
function schemaHasPath(type: string, name: string): boolean {
  if (name === "name") return true;
  const schema = typeSchema(type)!.schema;
  return name.startsWith("system.") && fieldAt(schema, name.slice("system.".length)) !== undefined;
}

let actors: Record<string, DocumentHandle>;
beforeEach(async () => {
  startFoundry();
  actors = {};
  for (const type of ACTOR_TYPES) actors[type] = await sampleActor(type);
});

function actorHtml(type: string, o: { editable?: boolean } = {}): string {
  const context = actorSheetView(snapshotOf(actors[type], o));
  return actorSheetHtml(render.render, context);
}

describe("the sheet templates", () => {
  it("are all in templates/, and the partials the sheets include are registered by path", () => {
    const sources = templateSources();
    for (const path of [...Object.values(SHEET_TEMPLATES), ...SHEET_PARTIALS])
      expect(Object.keys(sources)).toContain(path);
  });
});

describe.each(ACTOR_TYPES)("the %s character sheet", (type) => {
  it("renders every tab, each input named by a path of the actor's or its item's fields", () => {
    const html = actorHtml(type);
    const inputs = inputsIn(html);
    expect(inputs.length).toBeGreaterThan(10);
    const byItem = new Map(actors[type].items.contents.map((i) => [i.id, i.type]));
    for (const { attrs } of inputs) {
      const owner = attrs["data-item-id"] ? byItem.get(attrs["data-item-id"])! : type;
      expect(schemaHasPath(owner, attrs.name), `${owner} ${attrs.name}`).toBe(true);
    }
    for (const tab of actorTabs(type)) expect(html).toContain(`data-tab="${tab}"`);
  });

  it("ties a label to every input and select", () => {
    const html = actorHtml(type);
    const labelled = labelTargets(html);
    for (const { tag, attrs } of inputsIn(html))
      if (tag !== "prose-mirror") expect(labelled.has(attrs.id), attrs.name).toBe(true);
  });

  it("offers the item buttons and an attack slot in every weapon row", () => {
    const html = actorHtml(type);
    const actions = new Set(actionsIn(html));
    for (const action of [
      "tab",
      "createItem",
      "editItem",
      "deleteItem",
      "toggleEquipped",
      "editImage",
    ])
      expect(actions).toContain(action);
    const weapons = actors[type].items.contents.filter((i) => i.type.endsWith("-weapon"));
    // the attack button itself is the chat cards' (src/chat); the sheet keeps its place
    for (const weapon of weapons) expect(html).toContain(`data-attack-slot="${weapon.id}"`);
  });

  it("creates only the item types this actor may hold", () => {
    const types = buttonsIn(actorHtml(type))
      .filter((b) => b["data-action"] === "createItem")
      .map((b) => b["data-type"]);
    const ruleset = type === "rounds" ? "mano" : type;
    expect(types.length).toBeGreaterThan(0);
    for (const itemType of types) expect(itemType.startsWith(`${ruleset}-`)).toBe(true);
  });

  it('names what a create button adds without a ruleset ("Add weapon", never "Add Mano a Mano weapon")', () => {
    const html = actorHtml(type);
    const labels = [...html.matchAll(/data-action="createItem"[^>]*>([^<]+)<\/button>/g)].map((m) =>
      m[1].trim(),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels)
      expect(label).toMatch(/^Add (attribute|weapon|armor|gear|schtick|stance)$/);
  });

  it("shows the notes in the editor, enriched HTML unescaped and nothing else", () => {
    const context = actorSheetView(snapshotOf(actors[type]));
    const enriched = withEnriched(context, { "system.notes": "<p><strong>Enriched</strong></p>" });
    const html = actorSheetHtml(render.render, enriched);
    expect(html).toMatch(/<prose-mirror name="system.notes"[^>]*toggled/);
    expect(html).toContain("<p><strong>Enriched</strong></p>");
  });

  it("escapes names typed by users", async () => {
    const actor = actors[type];
    await actor.update({ name: `<img src=x onerror="alert(1)">` });
    await actor.createEmbeddedDocuments("Item", [
      { name: "<script>alert(2)</script>", type: `${type === "rounds" ? "mano" : type}-gear` },
    ]);
    const html = actorSheetHtml(render.render, actorSheetView(snapshotOf(actor, { tab: "gear" })));
    expect(html).not.toContain("<script>alert(2)</script>");
    expect(html).not.toContain(`<img src=x`);
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("shows a sheet the user cannot edit with every input disabled and no item controls", () => {
    const html = actorHtml(type, { editable: false });
    for (const { tag, attrs } of inputsIn(html))
      if (tag !== "prose-mirror") expect(attrs).toHaveProperty("disabled");
    expect(html).not.toContain("<prose-mirror");
    const actions = new Set(actionsIn(html));
    for (const action of ["createItem", "deleteItem", "addEntry", "removeEntry", "editImage"])
      expect(actions).not.toContain(action);
  });
});

describe("the item sheets", () => {
  const items = () => {
    const seen = new Map<string, DocumentHandle>();
    for (const type of ACTOR_TYPES)
      for (const item of actors[type].items.contents)
        if (!seen.has(item.type)) seen.set(item.type, item);
    return [...seen.values()];
  };

  it("cover every item type the sample characters carry", () => {
    expect(
      items()
        .map((i) => i.type)
        .sort(),
    ).toEqual(
      [
        "okrpg-attribute",
        "okrpg-weapon",
        "okrpg-armor",
        "okrpg-gear",
        "occult-weapon",
        "occult-armor",
        "occult-gear",
        "action-weapon",
        "action-stance",
        "action-schtick",
        "action-gear",
        "mano-weapon",
        "mano-armor",
        "mano-gear",
      ].sort(),
    );
  });

  it("render an input for every field of the item's type, named by its path", () => {
    for (const item of items()) {
      const html = itemSheetHtml(
        render.render,
        itemSheetView(snapshotOf(item, { documentName: "Item" })),
      );
      const names = new Set(inputsIn(html).map((i) => i.attrs.name));
      const schema = typeSchema(item.type)!.schema;
      const leaves = (fields: typeof schema, prefix: string): string[] =>
        Object.entries(fields).flatMap(([name, field]) =>
          field.kind === "object"
            ? leaves(field.fields, `${prefix}${name}.`)
            : [`system.${prefix}${name}`],
        );
      for (const path of leaves(schema, "")) expect(names, `${item.type} ${path}`).toContain(path);
      expect(names).toContain("name");
      const labelled = labelTargets(html);
      for (const { tag, attrs } of inputsIn(html))
        if (tag !== "prose-mirror" && !attrs["data-tag"]) expect(labelled.has(attrs.id)).toBe(true);
    }
  });

  it("show an OK RPG weapon's ranks as labels and the Desert Eagle's range bands (65 ft: short 6–15, extreme 65)", () => {
    const katana = actors.okrpg.items.contents.find((i) => i.name === "Katana")!;
    const html = itemSheetHtml(
      render.render,
      itemSheetView(snapshotOf(katana, { documentName: "Item" })),
    );
    expect(html).toMatch(/name="system.damage" value="Gd\+"/);
    const eagle = actors.occult.items.contents.find((i) => i.name === "Desert Eagle")!;
    const bands = itemSheetHtml(
      render.render,
      itemSheetView(snapshotOf(eagle, { documentName: "Item" })),
    );
    expect(bands).toMatch(/Short<\/th><td>6–15<\/td><td>60%<\/td>/);
    expect(bands).toMatch(/Medium<\/th><td>16–31<\/td><td>40%<\/td>/);
    expect(bands).toMatch(/Long<\/th><td>32–64<\/td><td>20%<\/td>/);
    expect(bands).toMatch(/Extreme<\/th><td>65<\/td><td>10%<\/td>/);
  });
});
