import { beforeEach, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { ChatMessageDouble, RollDouble } from "../foundry/rolls";
import { injected, PAYLOAD, textOf } from "../foundry/html-sinks";
import { rollRequests } from "../../src/combat/foundry/rolls";
import { trackerWorld } from "./world";

/*
 * Issue 26, finding 2: a tracker roll's flavour is HTML (Foundry shows a message's `flavor` as
 * markup) and the GM's client posts it, so a combatant named `<img src=x onerror=…>` ran script in
 * every client when the GM started a round. Every flavour the tracker posts (each entry under
 * ACTION_ENGINE.Tracker.Roll: initiative in every mode, gumption, setups, Fortune, interfering, the
 * Tide of Battle, roll-offs) is posted here with the payload as the combatant's name and as every
 * other placeholder, and must make no element.
 */

const ROLL = "ACTION_ENGINE.Tracker.Roll";

function entries(node: unknown, key: string): [string, string][] {
  if (typeof node === "string") return [[key, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    entries(v, `${key}.${k}`),
  );
}

const FLAVOURS = entries(en.ACTION_ENGINE.Tracker.Roll, ROLL);

beforeEach(() => {
  trackerWorld({ ruleset: "okrpg" });
});

describe("a tracker roll's flavour with a name that holds markup", () => {
  it.each(FLAVOURS)("%s shows the name as text", async (flavorKey, text) => {
    const placeholders = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const data = Object.fromEntries(
      placeholders.filter((p) => p !== "name").map((p) => [p, PAYLOAD]),
    );
    RollDouble.expect("1d20", [7]);
    await rollRequests(
      [
        {
          key: "k",
          formula: "1d20",
          combatantId: "c1",
          flavorKey,
          data,
          hidden: false,
          blind: false,
        },
      ],
      { c1: PAYLOAD },
    );
    const [message] = ChatMessageDouble.created;
    expect(injected(String(message.flavor))).toEqual([]);
    // the name still reads as the player typed it
    if (placeholders.includes("name")) expect(textOf(String(message.flavor))).toContain(PAYLOAD);
  });
});
