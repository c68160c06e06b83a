import { describe, expect, it } from "vitest";
import { attack, cardOf, world } from "./world";
import { gridDistance } from "../../src/chat/attack/distance";
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
