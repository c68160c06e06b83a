import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import { ConfirmingDialogV2 } from "../foundry/sheets";
import { newSession } from "../../src/documents/new-session";
import { registerDocuments } from "../../src/documents/registry";
import { registerSettings } from "../../src/settings";

/*
 * Seed 002 (sessions): after a session the heroes get every lost Hit and Fortune point back. The
 * GM's world action asks first, then writes each hero who lost some once; players are refused.
 */

let foundry: FoundryDouble;
const hitsAndFortune = (name: string) => {
  const s = foundry.actors.find((a) => a.name === name)!.system as unknown as {
    hits: { value: number; max: number };
    fortune: { value: number; max: number };
  };
  return [s.hits.value, s.fortune.value];
};

beforeEach(async () => {
  foundry = installFoundry();
  registerSettings();
  registerDocuments();
  ConfirmingDialogV2.confirmAnswers = [];
  ConfirmingDialogV2.confirms = [];
  // Fred: Body 4, Mind 5, down to 1 Hit and no Fortune; Peter full; a mook hurt (no recovery)
  await Actor.create({
    name: "Fred",
    type: "action",
    system: { attributes: { body: 4, mind: 5 }, hits: { value: 1 }, fortune: { value: 0 } },
  } as never);
  await Actor.create({ name: "Peter", type: "action", system: {} } as never);
  await Actor.create({
    name: "Thug",
    type: "action",
    system: { role: "mook", named: false, hits: { value: 0 } },
  } as never);
});

describe("a new session (a GM's world action)", () => {
  it("asks the GM, then gives Fred his 4 Hits and 5 Fortune back in one write", async () => {
    const before = foundry.operations.length;
    expect(await newSession()).toBe(1);
    expect(ConfirmingDialogV2.confirms).toHaveLength(1);
    expect(String(ConfirmingDialogV2.confirms[0].content)).toContain("Fred");
    const writes = foundry.operations.slice(before);
    expect(writes.map((op) => `${op.action} ${op.documentName}`)).toEqual(["update Actor"]);
    expect(hitsAndFortune("Fred")).toEqual([4, 5]);
    // a mook recovers at the end of the scene, not here
    expect(hitsAndFortune("Thug")[0]).toBe(0);
    expect(foundry.notifications.shown.at(-1)?.message).toMatch(/1 heroes/);
  });

  it("writes nothing when the GM says no, and nothing for a player (with a notice)", async () => {
    ConfirmingDialogV2.confirmAnswers = [false];
    const before = foundry.operations.length;
    expect(await newSession()).toBeNull();
    expect(foundry.operations.length).toBe(before);
    foundry.user.isGM = false;
    expect(await newSession()).toBeNull();
    expect(foundry.operations.length).toBe(before);
    expect(foundry.notifications.shown.at(-1)).toMatchObject({
      type: "warning",
      message: "Only the GM can start a new session.",
    });
  });
});
