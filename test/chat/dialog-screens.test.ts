import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateRenderer } from "../templates/harness";
import { chromiumAvailable, screenshot } from "../visual/shoot";
import { kitFor, type AttackInput } from "../../src/chat/attack/kits";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import { ruleOptions } from "../../src/settings";
import type { RulesetId } from "../../src/rules/rulesets";
import type { DocumentDouble } from "../foundry/documents";
import { weaponOf, world } from "./world";
import { sceneMeasure } from "../../src/chat/foundry/attack/measure";

// Screenshots of each ruleset's roll dialog in both v13 themes, for a developer to look at:
// test-results/screens/dialog-<ruleset>-<theme>.png (needs `npx vite build` for the CSS).
const CSS = join(import.meta.dirname, "..", "..", "dist", "action-engine.css");
const canShoot = chromiumAvailable() && existsSync(CSS);

const RULESETS: RulesetId[] = ["okrpg", "occult", "action", "mano", "rounds"];

async function dialogHtml(ruleset: RulesetId, grenade = false): Promise<string> {
  const w = await world(ruleset);
  // Occult Ops also with a grenade: whom it is thrown at, and each target's blast zone
  const [frag] = grenade
    ? await w.attacker.actor.createEmbeddedDocuments("Item", [
        { name: "Frag grenade", type: "occult-weapon", system: { kind: "grenade", damage: "4d6" } },
      ])
    : [weaponOf(w.attacker)];
  if (ruleset === "mano" || ruleset === "rounds")
    await w.target.actor.createEmbeddedDocuments("Item", [
      { name: "Helmet", type: "mano-armor", system: { cover: 3, absorption: 4, location: "head" } },
      {
        name: "Mail shirt",
        type: "mano-armor",
        system: { cover: 8, absorption: 3, location: "torso" },
      },
    ]);
  // a second target on another scene: its distance is unknown, so Occult Ops asks for the band
  const other = (await Actor.create({
    name: "Lookout",
    type: w.target.actor.type,
  } as never)) as unknown as DocumentDouble;
  const far = w.chat.token(w.chat.scene(), other, { x: 0, y: 0 });
  const input: AttackInput = {
    ruleset,
    attacker: {
      actor: actorView(w.attacker.actor as never),
      tokenUuid: w.attacker.token.uuid,
      weapon: itemView(frag as never),
      readyHp: ruleset === "rounds" ? 6 : null,
    },
    // measured as Foundry does: on the scene's grid where it is in view
    targets: targetViews([w.target.token, far] as never, w.attacker.token as never, sceneMeasure),
    options: ruleOptions(ruleset),
    messageMode: "public",
  };
  const { context } = kitFor(ruleset).prepare(input, {});
  const content = templateRenderer().render("dialog/attack.hbs", context);
  // DialogV2 puts the content in its form, with its buttons in a footer
  return `<form class="dialog-form standard-form"><div class="dialog-content standard-form">${content}</div>
    <footer class="form-footer"><button type="submit">Roll</button></footer></form>`;
}

// one after another: each screenshot installs its own Foundry world
describe.skipIf(!canShoot)("roll dialog screenshots", () => {
  for (const ruleset of RULESETS)
    for (const theme of ["light", "dark"] as const)
      it(`${ruleset} (${theme})`, async () => {
        const path = await screenshot({
          name: `dialog-${ruleset}-${theme}`,
          html: await dialogHtml(ruleset),
          title: "Attack",
          theme,
          frame: "window",
          width: 460,
        });
        expect(existsSync(path)).toBe(true);
      });
  for (const theme of ["light", "dark"] as const)
    it(`occult grenade (${theme})`, async () => {
      const path = await screenshot({
        name: `dialog-occult-grenade-${theme}`,
        html: await dialogHtml("occult", true),
        title: "Attack",
        theme,
        frame: "window",
        width: 460,
      });
      expect(existsSync(path)).toBe(true);
    });
});
