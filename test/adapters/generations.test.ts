import { describe, expect, it } from "vitest";
import { installFoundry } from "../foundry";
import { installCombat } from "../foundry/combat-world";
import { installChat } from "../foundry/chat-world";
import { MessageDouble } from "../foundry/chat";
import { RollDouble } from "../foundry/rolls";
import { takeCompatibilityWarnings } from "../foundry/generation";
import {
  applyMessageMode,
  chosenMessageMode,
  messageModeOption,
  offeredMessageModes,
} from "../../src/chat/foundry/message-modes";

// The double's generation switch (test/foundry/generation.ts), and the system's message modes
// read through it: v13 names on v13, v14 names on v14, never a deprecated one.

function worldOf(generation: 13 | 14) {
  const foundry = installFoundry({ generation });
  const combat = installCombat(foundry);
  installChat(foundry, combat);
  return { foundry, combat };
}

describe("the double as v13 or v14", () => {
  it.each([13, 14] as const)("v%i reports its generation in game.release", (generation) => {
    worldOf(generation);
    expect(game.release!.generation).toBe(generation);
  });

  it("v13 has no message modes: no ChatMessage.applyMode, no CONFIG.ChatMessage.modes", () => {
    worldOf(13);
    expect(() => MessageDouble.applyMode({}, "gm")).toThrow(TypeError);
    expect((CONFIG.ChatMessage as { modes?: unknown }).modes).toBeUndefined();
  });

  it("v14 still answers to the v13 names, logging a compatibility warning for each", () => {
    const { combat } = worldOf(14);
    const data = MessageDouble.applyRollMode({}, "gmroll");
    expect(data).toEqual({ whisper: [combat.gm.id], blind: false });
    void CONFIG.Dice.rollModes;
    void game.settings!.get("core", "rollMode" as never);
    expect(takeCompatibilityWarnings()).toEqual([
      "ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode",
      "CONFIG.Dice.rollModes is deprecated in favor of CONFIG.ChatMessage.modes",
      "The `core.rollMode` client setting is deprecated in favor of `core.messageMode`",
    ]);
  });

  it("v14's core.rollMode does not follow the chat log's selector (dnd5e#6958)", async () => {
    worldOf(14);
    await game.settings!.set("core", "messageMode" as never, "blind" as never);
    expect(game.settings!.get("core", "rollMode" as never)).toBe("publicroll");
    takeCompatibilityWarnings();
  });

  it("a roll's message mode is read from the option each generation knows", async () => {
    worldOf(13);
    RollDouble.expect("1d20", [5]);
    const v13 = new RollDouble("1d20");
    await v13.evaluate();
    // v13 ignores the v14 option: the chat log's mode (public here) applies
    expect((await v13.toMessage({}, { create: false, messageMode: "gm" })).messageMode).toBe(
      "public",
    );
    worldOf(14);
    RollDouble.expect("1d20", [5]);
    const v14 = new RollDouble("1d20");
    await v14.evaluate();
    expect((await v14.toMessage({}, { create: false, messageMode: "gm" })).messageMode).toBe("gm");
  });
});

describe.each([13, 14] as const)("message modes on v%i", (generation) => {
  it("the chat log's mode is read from the generation's own setting", async () => {
    worldOf(generation);
    const [key, value] = generation < 14 ? ["rollMode", "selfroll"] : ["messageMode", "self"];
    await game.settings!.set("core", key as never, value as never);
    expect(chosenMessageMode()).toBe("self");
  });

  it("the dialog offers the modes Foundry lists (v14's in-character mode is public)", () => {
    worldOf(generation);
    expect(offeredMessageModes()).toEqual(["public", "gm", "blind", "self"]);
  });

  it("a roll posted without a mode follows the chat log's selector", async () => {
    worldOf(generation);
    const [key, value] = generation < 14 ? ["rollMode", "gmroll"] : ["messageMode", "gm"];
    await game.settings!.set("core", key as never, value as never);
    RollDouble.expect("1d20", [5]);
    const roll = new RollDouble("1d20");
    await roll.evaluate();
    expect((await roll.toMessage({}, { create: false })).messageMode).toBe("gm");
  });

  it("whisper and blind are set through the generation's own call and option", () => {
    const { combat } = worldOf(generation);
    expect(applyMessageMode({}, "blind")).toEqual({ whisper: [combat.gm.id], blind: true });
    expect(messageModeOption("gm")).toEqual(
      generation < 14 ? { rollMode: "gmroll" } : { messageMode: "gm" },
    );
  });
});
