import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { foundryBuiltins } from "../../playground/host/handlebars-builtins";
import { createLocalizer } from "../../playground/host/i18n";
import { percent, registerSystemHelpers, signed } from "../../src/templates/helpers";

const lang = { AE: { Hello: "Hello {name}", Pick: "Pick one", A: "Alpha", B: "Beta" } };

function env() {
  const handlebars = Handlebars.create();
  const i18n = createLocalizer(lang, { onMissing: "throw" });
  for (const [name, helper] of Object.entries(foundryBuiltins(i18n)))
    handlebars.registerHelper(name, helper);
  registerSystemHelpers(handlebars);
  return (source: string, context: object = {}) => handlebars.compile(source)(context);
}

describe("stand-ins for Foundry's Handlebars helpers", () => {
  it("localize looks keys up and formats named arguments; a missing key throws", () => {
    const render = env();
    expect(render(`{{localize "AE.Hello" name="<Ann>"}}`)).toBe("Hello &lt;Ann&gt;");
    expect(() => render(`{{localize "AE.Nope"}}`)).toThrow(/Missing lang key: AE.Nope/);
  });

  it("selectOptions marks the selected value, localises labels and escapes them", () => {
    const render = env();
    const html = render(`{{selectOptions choices selected="b" localize=true blank="AE.Pick"}}`, {
      choices: { a: "AE.A", b: "AE.B" },
    });
    expect(html).toBe(
      '<option value="">Pick one</option><option value="a">Alpha</option><option value="b" selected>Beta</option>',
    );
    expect(render(`{{selectOptions list}}`, { list: ["<x>"] })).toBe(
      '<option value="&lt;x&gt;">&lt;x&gt;</option>',
    );
  });

  it("comparison and logic helpers work inside #if", () => {
    const render = env();
    expect(render(`{{#if (and (gt a 1) (not b))}}yes{{else}}no{{/if}}`, { a: 2, b: false })).toBe(
      "yes",
    );
    expect(render(`{{#if (or (eq a 1) (lte a 0))}}yes{{else}}no{{/if}}`, { a: 2 })).toBe("no");
    expect(render(`{{concat "a" 1 "b"}}|{{ifThen x "on" "off"}}`, { x: 1 })).toBe("a1b|on");
    expect(render(`{{numberFormat 2.345 decimals=1 sign=true}}`)).toBe("+2.3");
  });
});

describe("the system's own helpers", () => {
  it("signed numbers use a true minus sign", () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(["+3", "0", "\u22122"]);
    expect(env()(`{{aeSigned -1}}`)).toBe("\u22121");
  });
  it("percentages show one decimal and never round to a false 0% or 100%", () => {
    expect(percent(31 / 81)).toBe("38.3%");
    expect(percent(0.0001)).toBe("<0.1%");
    expect(percent(0.99999)).toBe(">99.9%");
    expect(percent(0)).toBe("0.0%");
  });
});

describe("aeKeptRow", () => {
  it("draws a row again only when its view model or a value named in the call changed", () => {
    const render = env();
    let drawn = 0;
    const rows = (list: object[], gm: boolean) =>
      render(
        `{{#each rows}}{{#aeKeptRow gm=@root.gm}}{{@root.count}}{{name}}{{/aeKeptRow}}{{/each}}`,
        {
          rows: list,
          gm,
          count: () => String(++drawn),
        },
      );
    const ann = { id: "a", name: "Ann" };
    const bo = { id: "b", name: "Bo" };
    expect(rows([ann, bo], true)).toBe("1Ann2Bo");
    // Bo renamed: only his row is drawn again, Ann's HTML is the one drawn before
    expect(rows([ann, { ...bo, name: "Bob" }], true)).toBe("1Ann3Bob");
    expect(rows([ann, { ...bo, name: "Bob" }], false)).toBe("4Ann5Bob");
  });

  it("stamps each drawing; with placeholders, a row drawn as last time is only its placeholder", () => {
    const render = env();
    const rows = (list: object[]) =>
      render(
        `{{#each rows}}{{#aeKeptRow placeholders=true}}<li data-ae-stamp="{{@aeStamp}}">{{name}}</li>{{/aeKeptRow}}{{/each}}`,
        { rows: list },
      );
    const stampOf = (html: string, name: string) =>
      new RegExp(`data-ae-stamp="(\\d+)">${name}<`).exec(html)![1];
    const first = rows([
      { id: "a", name: "Ann" },
      { id: "b", name: "Bo" },
    ]);
    const ann = stampOf(first, "Ann");
    expect(stampOf(first, "Bo")).not.toBe(ann);
    const second = rows([
      { id: "a", name: "Ann" },
      { id: "b", name: "Bob" },
    ]);
    // Ann's row stands for the drawing shown; Bob's is drawn anew, under a new stamp
    expect(second).toContain(`<li data-combatant-id="a" data-ae-kept="${ann}"></li>`);
    expect(second).toMatch(/<li data-ae-stamp="\d+">Bob<\/li>/);
    expect(second).not.toContain(">Ann<");
  });
});
