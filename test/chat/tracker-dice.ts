import { expect } from "vitest";
import { requestControl } from "../../src/combat/foundry/queries";
import type { Control } from "../../src/combat/moves/controls";
import { ChatMessageDouble, RollDouble } from "../foundry/rolls";
import type { Encounter } from "../combat/world";
import type { World } from "./world";

/*
 * A tracker in the chat world: its dice and its controls. The tracker rolls and posts through the
 * combat world's Roll and ChatMessage doubles (the chat world's stand for attack cards), swapped
 * in while a tracker step runs.
 */

/** The tracker's next rolls show these faces, in order. */
export function rolls(...list: [string, number[]][]): void {
  for (const [formula, faces] of list) RollDouble.expect(formula, faces);
}

export const allRollsUsed = () =>
  expect(RollDouble.script, "scripted rolls left unused").toEqual([]);

export async function trackerDice<T>(step: () => Promise<T>): Promise<T> {
  const g = globalThis as unknown as Record<string, unknown>;
  const [roll, message] = [g.Roll, g.ChatMessage];
  g.Roll = RollDouble;
  g.ChatMessage = ChatMessageDouble;
  try {
    return await step();
  } finally {
    g.Roll = roll;
    g.ChatMessage = message;
  }
}

export const revision = (combat: Encounter) =>
  (combat.system as unknown as { revision: number }).revision;

/** A tracker control clicked by `user`, as the sidebar sends it. */
export async function control(w: World, combat: Encounter, c: Control, user: World["gm"]) {
  return trackerDice(() =>
    w.combat.users.as(user, () => requestControl(combat, c, revision(combat))),
  );
}
