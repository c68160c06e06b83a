import type { DbOperation } from "./documents";
import { modeFromOptions } from "./generation";
import { deepClone } from "./utils";

/**
 * Test doubles for `Roll` and `ChatMessage`, as far as the tracker uses them (Foundry API docs:
 * Roll#evaluate, Roll#dice with each die's `results[].result`, Roll#total, Roll#toMessage with
 * `{rollMode, create}` on v13 and `{messageMode, create}` on v14 (test/foundry/generation.ts); ChatMessage.create taking one message's data or a list). A Fudge die
 * (dF) shows −1, 0 or +1. Dice do not roll at random here: a test scripts the faces each roll
 * shows, in order, with `RollDouble.expect(formula, faces)`; an unscripted roll, or one whose
 * formula is not the one expected, throws. `kl`/`kh` keep the lowest/highest face; every face
 * stays in `results` (Foundry marks the dropped one inactive).
 */
interface Term {
  count: number;
  faces: number | "F";
  sign: 1 | -1;
  keep: "kl" | "kh" | null;
}

export interface DieResult {
  result: number;
  active: boolean;
}

export interface DieDouble {
  number: number;
  faces: number | "F";
  results: DieResult[];
}

function parse(formula: string): { dice: Term[]; constant: number } {
  const dice: Term[] = [];
  let constant = 0;
  for (const match of formula.replace(/\s+/g, "").matchAll(/([+-]?)([^+-]+)/g)) {
    const sign = match[1] === "-" ? -1 : 1;
    const dieTerm = /^(\d*)d(\d+|F)(kl|kh)?$/.exec(match[2]);
    if (dieTerm)
      dice.push({
        count: Number(dieTerm[1] || 1),
        faces: dieTerm[2] === "F" ? "F" : Number(dieTerm[2]),
        sign,
        keep: (dieTerm[3] as Term["keep"]) ?? null,
      });
    else if (/^\d+$/.test(match[2])) constant += sign * Number(match[2]);
    else throw new Error(`the Roll double cannot read "${match[2]}" in ${formula}`);
  }
  return { dice, constant };
}

export class RollDouble {
  static script: { formula?: string; faces: number[] }[] = [];
  static rolled: RollDouble[] = [];

  /** The next roll (of this formula, if given) shows these faces. */
  static expect(formula: string | null, faces: number[]): void {
    RollDouble.script.push({ ...(formula === null ? {} : { formula }), faces });
  }

  /**
   * For tests that walk through many rolls without caring what they show (the HTML payload
   * test): an unscripted roll shows this face on every die instead of throwing.
   */
  static anyFace: ((faces: number | "F") => number) | null = null;

  static reset(): void {
    RollDouble.script = [];
    RollDouble.rolled = [];
    RollDouble.anyFace = null;
  }

  dice: DieDouble[] = [];
  total: number | undefined;

  constructor(
    readonly formula: string,
    readonly data: Record<string, unknown> = {},
  ) {}

  get faces(): number[] {
    return this.dice.flatMap((die) => die.results.map((r) => r.result));
  }

  async evaluate(): Promise<this> {
    const anyFace = RollDouble.anyFace;
    const next =
      RollDouble.script.shift() ??
      (anyFace ? { faces: unscriptedFaces(this.formula, anyFace) } : undefined);
    if (!next) throw new Error(`unscripted roll ${this.formula}`);
    if (next.formula !== undefined && next.formula !== this.formula)
      throw new Error(`expected a roll of ${next.formula}, got ${this.formula}`);
    const { dice, constant } = parse(this.formula);
    const wanted = dice.reduce((sum, term) => sum + term.count, 0);
    if (next.faces.length !== wanted)
      throw new Error(`${this.formula} rolls ${wanted} dice; ${next.faces.length} faces scripted`);
    let at = 0;
    let total = constant;
    for (const term of dice) {
      const faces = next.faces.slice(at, at + term.count);
      at += term.count;
      for (const face of faces) {
        const ok = term.faces === "F" ? [-1, 0, 1].includes(face) : face >= 1 && face <= term.faces;
        if (!ok) throw new Error(`${face} is not a face of d${term.faces}`);
      }
      const kept =
        term.keep === "kl" ? Math.min(...faces) : term.keep === "kh" ? Math.max(...faces) : null;
      let dropped = false;
      const results = faces.map((result) => {
        const active = kept === null || (result === kept && !dropped);
        if (kept !== null && result === kept) dropped = true;
        return { result, active };
      });
      total += term.sign * results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
      this.dice.push({ number: term.count, faces: term.faces, results });
    }
    this.total = total;
    RollDouble.rolled.push(this);
    return this;
  }

  /** The message data records the (v14) mode the generation reads from the options. */
  async toMessage(
    messageData: Record<string, unknown> = {},
    { create = true, ...mode }: { rollMode?: string; messageMode?: string; create?: boolean } = {},
  ): Promise<Record<string, unknown>> {
    const data = { ...deepClone(messageData), rolls: [this], messageMode: modeFromOptions(mode) };
    if (!create) return data;
    await ChatMessageDouble.create(data);
    return data;
  }
}

/** Every die of `formula` showing `anyFace` of its size. */
function unscriptedFaces(formula: string, anyFace: (faces: number | "F") => number): number[] {
  return parse(formula).dice.flatMap((term) =>
    Array.from({ length: term.count }, () => anyFace(term.faces)),
  );
}

let operations: DbOperation[] = [];

export class ChatMessageDouble {
  static created: Record<string, unknown>[] = [];

  static get implementation(): typeof ChatMessageDouble {
    return ChatMessageDouble;
  }

  /** Points the double at the world's operations list (installCombat does this). */
  static bind(list: DbOperation[]): void {
    operations = list;
    ChatMessageDouble.created = [];
  }

  static async create(data: Record<string, unknown> | Record<string, unknown>[]): Promise<unknown> {
    const list = Array.isArray(data) ? data : [data];
    operations.push({
      action: "create",
      documentName: "ChatMessage",
      parent: null,
      data: list.map((one) => ({
        ...one,
        rolls: ((one.rolls as RollDouble[]) ?? []).map((r) => r.formula),
      })),
    });
    ChatMessageDouble.created.push(...list);
    return list;
  }
}
