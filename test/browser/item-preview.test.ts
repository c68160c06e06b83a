import { describe, expect, it } from "vitest";
import { FIGHTS } from "./fights";
import { join } from "node:path";
import { chromiumAvailable, openTab, SCREENS } from "./server";
import { pick, rawKeys, sheetOf } from "./steps";

/*
 * A weapon's hover preview on the playground's sheets (src/sheets/view-models/item-preview.ts),
 * as Foundry's tooltip shows it: pointing at the weapon's name shows its harm, reach and
 * qualities. Screenshots of the preview over the sheet in both themes (test-results/playground/).
 */

const available = chromiumAvailable();

describe.skipIf(!available)("hover previews of weapons on the sheets", { concurrent: true }, () => {
  for (const fight of FIGHTS)
    for (const theme of ["light", "dark"])
      it(`${fight.ruleset}: the ${fight.weapon}'s preview (${theme})`, async () => {
        const { page, errors } = await openTab(`/?seed=11&ruleset=${fight.ruleset}&theme=${theme}`);
        await pick(page, fight.attacker);
        const sheet = sheetOf(page, fight.attacker);
        const name = sheet
          .locator("tr.ae-item th.ae-item__name", { hasText: fight.weapon })
          .first();
        await name.hover();
        const tip = page.locator(".pg-tooltip:not([hidden])");
        await tip.waitFor();
        const text = await tip.innerText();
        // the weapon's harm comes first: Damage (OK RPG, Occult Ops, Action) or Power (Mano a Mano)
        expect(text).toMatch(/^(Kind \S+ · )?(Damage|Power) /);
        expect(text).not.toMatch(/ACTION_ENGINE\./);
        expect(await rawKeys(page)).toEqual([]);
        // the weapon's row and its preview, over the sheet
        const box = (await sheet.boundingBox())!;
        const row = (await name.boundingBox())!;
        const tipBox = (await tip.boundingBox())!;
        const top = Math.max(0, Math.min(row.y, tipBox.y) - 40);
        const bottom = Math.max(row.y + row.height, tipBox.y + tipBox.height) + 8;
        await page.screenshot({
          path: join(SCREENS, `item-preview-${fight.ruleset}-${theme}.png`),
          clip: { x: box.x, y: top, width: box.width, height: bottom - top },
        });
        expect(errors).toEqual([]);
        await page.close();
      });
});
