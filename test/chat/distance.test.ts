import { describe, expect, it } from "vitest";
import { gm } from "./fixtures";
import { attack, cardOf, click, world, type World } from "./world";
import { gridDistance } from "../../src/chat/attack/distance";
import { kitFor } from "../../src/chat/attack/kits";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import { sceneMeasure } from "../../src/chat/foundry/attack/measure";
import { cardView } from "../../src/chat/view-models";
import { ruleOptions } from "../../src/settings";
import type * as occult from "../../src/rules/cards/occult";

// How far a target stands (RULES 2: the Occult Ops range bands are read from it), with elevation,
// and with Foundry v14's Scene Levels: tokens on different levels are never measured as
// neighbours; their distance is unknown and the dialog asks for the band.

const square = { size: 100, distance: 5, units: "ft" };
const at = (x: number, y: number, elevation = 0) => ({ x, y, width: 1, height: 1, elevation });

describe("distance with elevation", () => {
  it("a token right above, two squares up, stands two squares away (10 ft)", () => {
    expect(gridDistance(at(0, 0), at(0, 0, 10), square)).toBe(10);
  });

  it("on a square grid the longest of across, along and up counts", () => {
    expect(gridDistance(at(0, 0), at(300, 100, 10), square)).toBe(15);
  });

  it("a gridless scene measures straight: 3 squares across and 4 up are 5 squares", () => {
    expect(gridDistance(at(0, 0), at(300, 0, 20), { ...square, gridless: true })).toBe(25);
  });
});

describe("Occult Ops: the target's distance on the card", () => {
  it("a target on a balcony 20 ft up, one square across, is 20 ft away (short range)", async () => {
    const w = await world("occult");
    const scene = w.attacker.token.parent;
    const balcony = w.chat.token(scene, w.target.actor, { x: 100, y: 0, elevation: 20 });
    const card = cardOf(await attack(w, [45], {}, { targets: [balcony] })) as occult.OccultCard;
    expect(card.targets[0].distanceFt).toBe(20);
  });

  it("v14 Scene Levels: a target on another level of the scene has no distance: the dialog asks", async () => {
    const w = await world("occult");
    const scene = w.attacker.token.parent;
    // the attacker stands on the ground floor (a v14 token always has a level on such a scene)
    if (w.foundry.generation >= 14) Object.assign(w.attacker.token, { level: "ground" });
    const upstairs = w.chat.token(scene, w.target.actor, { x: 100, y: 0, level: "upstairs" });
    const card = cardOf(
      await attack(w, [45], { [`target.${upstairs.id}.band`]: "long" }, { targets: [upstairs] }),
    ) as occult.OccultCard;
    if (w.foundry.generation < 14) {
      // v13 has no levels: the neighbouring square is 5 ft away
      expect(card.targets[0].distanceFt).toBe(5);
    } else {
      expect(card.targets[0].distanceFt).toBeUndefined();
      expect(card.targets[0]).toMatchObject({ band: "long" });
    }
  });
});

describe("measured as the scene measures (its diagonal rule, its hexes), and said so", () => {
  const ALTERNATING_1 = 4; // CONST.GRID_DIAGONALS: 5-10-5
  const HEXODDR = 2; // CONST.GRID_TYPES: hexagonal rows, odd ones shifted

  /** A fresh scene in view with the attacker on it, and the target token placed there. */
  async function onScene(w: World, grid: object, at: { x: number; y: number }) {
    const scene = w.chat.scene(grid);
    w.chat.view(scene);
    w.chat.token(scene, w.attacker.actor, { x: 0, y: 0 });
    return w.chat.token(scene, w.target.actor, at);
  }

  const distanceLine = (card: occult.OccultCard) =>
    cardView(card, gm).targets[0].lines.find(
      (line) => line.label === "ACTION_ENGINE.Card.Occult.Distance",
    );

  it("5-10-5 diagonals: a target two squares off diagonally is 15 ft away, not 10", async () => {
    const w = await world("occult");
    const target = await onScene(w, { diagonals: ALTERNATING_1 }, { x: 200, y: 200 });
    const card = cardOf(await attack(w, [45], {}, { targets: [target] })) as occult.OccultCard;
    expect(card.targets[0]).toMatchObject({ distanceFt: 15, distanceBy: "scene" });
    expect(distanceLine(card)).toMatchObject({
      value: "15 ft",
      note: "ACTION_ENGINE.Card.Measured.scene",
    });
  });

  it("a hex scene counts hexes: two rows down and one across is two hexes (10 ft)", async () => {
    const w = await world("occult");
    // the double's hex rows are 75 px apart (test/foundry/grid.ts); row 2, column 1
    const target = await onScene(w, { type: HEXODDR }, { x: 100, y: 150 });
    const card = cardOf(await attack(w, [45], {}, { targets: [target] })) as occult.OccultCard;
    expect(card.targets[0]).toMatchObject({ distanceFt: 10, distanceBy: "scene" });
  });

  it("a card's targets picked again while the GM looks at another scene: estimated, and it says so", async () => {
    const w = await world("occult");
    const target = await onScene(w, { diagonals: ALTERNATING_1 }, { x: 200, y: 200 });
    const message = await attack(w, [45], {}, { targets: [target] });
    w.chat.view(w.attacker.token.parent);
    await click(
      w,
      message,
      "targetMode",
      { mode: "selected" },
      { as: w.gm, selection: [target.uuid] },
    );
    const card = cardOf(message) as occult.OccultCard;
    expect(card.targets[0]).toMatchObject({ distanceFt: 10, distanceBy: "estimate" });
    expect(distanceLine(card)?.note).toBe("ACTION_ENGINE.Card.Measured.estimate");
  });

  it("the roll dialog's distance says it was measured on the scene (Mano a Mano, a shot)", async () => {
    const w = await world("mano");
    const target = await onScene(
      w,
      { diagonals: ALTERNATING_1, units: "m", distance: 1 },
      {
        x: 200,
        y: 200,
      },
    );
    const [pistol] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Pistol", type: "mano-weapon", system: { kind: "gun", loaded: 6 } },
    ]);
    const attackerToken = (
      w.attacker.actor as unknown as { getActiveTokens(l: boolean, d: boolean): unknown[] }
    ).getActiveTokens(false, true)[0];
    const { context } = kitFor("mano").prepare(
      {
        ruleset: "mano",
        attacker: {
          actor: actorView(w.attacker.actor as never),
          tokenUuid: null,
          weapon: itemView(pistol as never),
        },
        targets: targetViews([target] as never, attackerToken as never, sceneMeasure),
        options: ruleOptions("mano"),
        messageMode: "public",
      },
      {},
    );
    const line = context.targets[0].live.lines.find((l) => l.label.endsWith("Mano.Distance"));
    expect(line).toMatchObject({ value: "3 m", note: "ACTION_ENGINE.Card.Measured.scene" });
  });
});
