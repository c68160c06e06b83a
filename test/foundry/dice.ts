import { CardRoll } from "./chat";
import { modeFromOptions } from "./generation";
import { deepClone } from "./utils";

/**
 * The Roll of a whole world (test/self-check/world.ts), where attack cards and the tracker roll
 * alike. Faces scripted with `CardRoll.expect` come first, as in the chat tests; an unscripted
 * roll takes its faces from `CONFIG.Dice.randomUniform`, the function Foundry's dice draw from
 * (API docs, CONFIG.Dice.randomUniform: a number in [0, 1); a die shows ⌈u × faces⌉, a Fudge die
 * one of −1, 0, +1). The double's own randomUniform refuses to roll: a test seeds it (the
 * self-check does) or scripts the faces. Terms read: NdX, NdF, an exploding `x`, `kh`/`kl` (the
 * other dice kept in `results` as inactive, as Foundry marks a dropped die) and whole numbers.
 * `toMessage` makes the message data with the roll, posting it through ChatMessage unless
 * `create: false` (API docs, Roll#toMessage).
 */
type Data = Record<string, unknown>;

interface Result {
  result: number;
  active: boolean;
  exploded?: boolean;
}

const g = globalThis as unknown as { CONFIG: { Dice: { randomUniform?: () => number } } };

/** The double's CONFIG.Dice.randomUniform until a test seeds it: no die rolls at random. */
export function refuseUnseededDice(): number {
  throw new Error("an unscripted die: script its faces, or seed CONFIG.Dice.randomUniform");
}

function randomFace(faces: number | "F"): number {
  const draw = g.CONFIG.Dice.randomUniform ?? refuseUnseededDice;
  const u = draw();
  return faces === "F" ? Math.ceil(u * 3) - 2 : Math.max(1, Math.ceil(u * faces));
}

export class WorldRoll extends CardRoll {
  override dice: { faces: number | "F"; number: number; results: Result[] }[] = [];

  override async evaluate(): Promise<this> {
    if (CardRoll.script.length) return super.evaluate();
    let total = 0;
    const text = this.formula.replace(/\[[^\]]*\]/g, "").replace(/\s+/g, "");
    for (const match of text.matchAll(/([+-]?)([^+-]+)/g)) {
      const sign = match[1] === "-" ? -1 : 1;
      const term = /^\(?(\d*)d(\d+|F)(x)?(kh|kl)?\)?$/.exec(match[2]);
      if (!term) {
        if (!/^\d+$/.test(match[2])) throw new Error(`the Roll double cannot read ${match[2]}`);
        total += sign * Number(match[2]);
        continue;
      }
      const count = Number(term[1] || 1);
      const faces = term[2] === "F" ? "F" : Number(term[2]);
      const results: Result[] = [];
      for (let die = 0; die < count; die++)
        for (;;) {
          const face = randomFace(faces);
          const explodes = term[3] === "x" && face === faces;
          results.push({ result: face, active: true, ...(explodes ? { exploded: true } : {}) });
          if (!explodes) break;
        }
      if (term[4]) {
        const kept =
          term[4] === "kh"
            ? Math.max(...results.map((r) => r.result))
            : Math.min(...results.map((r) => r.result));
        let found = false;
        for (const r of results) {
          r.active = !found && r.result === kept;
          if (r.active) found = true;
        }
      }
      total += sign * results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
      this.dice.push({ faces, number: count, results });
    }
    this.total = total;
    this.evaluated = true;
    CardRoll.rolled.push(this);
    return this;
  }

  async toMessage(
    messageData: Data = {},
    { create = true, ...mode }: { rollMode?: string; messageMode?: string; create?: boolean } = {},
  ): Promise<Data> {
    const data = { ...deepClone(messageData), rolls: [this], messageMode: modeFromOptions(mode) };
    if (!create) return data;
    const ChatMessage = (globalThis as unknown as { ChatMessage: { create(d: Data): unknown } })
      .ChatMessage;
    await ChatMessage.create(data);
    return data;
  }
}
