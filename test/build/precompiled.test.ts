import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { precompiled } from "../../playground/build/precompiled";

/*
 * The playground's build step (playground/build/precompiled.ts): a template asked for with
 * `?precompiled` arrives as Handlebars' precompiled code, a pack source with `?pack-json` as its
 * YAML read to JSON text, in the build's ids and in the dev server's (which add `import`).
 */

const ROOT = join(import.meta.dirname, "..", "..");
const TEMPLATE = join(ROOT, "templates/chat/parts/header.hbs");
const PACK_SOURCE = join(ROOT, "packs/mano-characters");

async function load(id: string): Promise<string | null> {
  const hook = precompiled().load as (this: unknown, id: string) => Promise<string | null>;
  return hook.call({ addWatchFile() {} }, id);
}

/** The module's default export, evaluated. */
function defaultOf(code: string): unknown {
  return new Function(`return ${code.replace(/^export default /, "").replace(/;$/, "")}`)();
}

describe("the playground's templates and packs, made when it is built or served", () => {
  it.each([`${TEMPLATE}?precompiled`, `${TEMPLATE}?import&precompiled`])(
    "%s renders as Handlebars.compile's template does, escaping included",
    async (id) => {
      const code = await load(id);
      const environment = () => {
        const handlebars = Handlebars.create();
        handlebars.registerHelper("localize", (key: string) => key);
        return handlebars;
      };
      const template = environment().template(defaultOf(code!) as TemplateSpecification);
      const compiled = environment().compile(readFileSync(TEMPLATE, "utf8"));
      const context = { attacker: { name: "<the Blade>" }, weapon: { name: "Axe & Sons" } };
      expect(template(context)).toBe(compiled(context));
      expect(template(context)).toContain("&lt;the Blade&gt;");
    },
  );

  it("a pack source with ?pack-json is its YAML as JSON text", async () => {
    const file = join(
      PACK_SOURCE,
      readdirSync(PACK_SOURCE).find((f) => f.endsWith(".yml"))!,
    );
    const text = defaultOf((await load(`${file}?import&pack-json`))!) as string;
    expect(JSON.parse(text)).toEqual(YAML.parse(readFileSync(file, "utf8")));
  });

  it("leaves every other module to Vite (the raw text, another query, another kind of file)", async () => {
    expect(await load(`${TEMPLATE}?raw`)).toBeNull();
    expect(await load(TEMPLATE)).toBeNull();
    expect(await load(join(ROOT, "src/index.ts?precompiled"))).toBeNull();
  });
});
