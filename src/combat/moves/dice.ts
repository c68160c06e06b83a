import type { DiceSource } from "../../rules/dice";
import { interpretRoll } from "../../rules/action/roll";
import { successes } from "../../rules/okrpg/rolling";
import { requireFace } from "../../rules/errors";

/**
 * Dice the tracker asks Foundry to roll (so Dice So Nice and the chat show them), described as
 * plain data; the faces come back by key and the pure code reads them.
 */
export interface RollRequest {
  /** "initiative.<id>", "tide.<side>" or "rollOff" */
  key: string;
  formula: string;
  combatantId: string | null;
  /** lang key of the roll's flavour text in the chat (its {name} is the combatant's) */
  flavorKey: string;
  /** the flavour's other placeholders, when it has some */
  data?: Readonly<Record<string, string | number>>;
  /** a hidden combatant's roll: only the GM sees it */
  hidden: boolean;
  /** the GM's blind roll (Tide of Battle, RULES 1.9) */
  blind: boolean;
}

/** The faces rolled for each request, by key (a roll-off pool holds every d20 rolled). */
export type Rolled = Readonly<Record<string, readonly number[]>>;

const FLAVOR = "ACTION_ENGINE.Tracker.Roll";

/** Thrown when a roll-off needs more d20s than were rolled: the adapter rolls more and retries. */
export class OutOfDice extends Error {
  override name = "OutOfDice";
  constructor(readonly used: number) {
    super(`the roll-offs needed more than ${used} d20s`);
  }
}

/** A DiceSource reading the d20 pool rolled for roll-offs. */
export function poolDice(faces: readonly number[]): DiceSource {
  let next = 0;
  return {
    roll(sides: number): number {
      if (next >= faces.length) throw new OutOfDice(faces.length);
      return requireFace(`roll-off d${sides}`, faces[next++], sides);
    },
  };
}

export function signedTerm(value: number): string {
  if (value === 0) return "";
  return value > 0 ? ` + ${value}` : ` - ${Math.abs(value)}`;
}

/** [I-1] RULES 1.10: initiative successes are base + 4dF, impairment included. */
export function ladderRoll(
  id: string,
  base: number,
  modifier: number,
  hidden: boolean,
): RollRequest {
  return {
    key: `initiative.${id}`,
    formula: `4dF${signedTerm(base)}${signedTerm(modifier)}`,
    combatantId: id,
    flavorKey: `${FLAVOR}.Ladder`,
    hidden,
    blind: false,
  };
}

export function ladderResult(base: number, modifier: number, faces: readonly number[]): number {
  return successes(base, faces, modifier);
}

/** RULES 3: a named creature's first shot comes from a closed Reflexes roll (2d6, no rerolls). */
export function shotsRoll(id: string, hidden: boolean): RollRequest {
  return {
    key: `initiative.${id}`,
    formula: "2d6",
    combatantId: id,
    flavorKey: `${FLAVOR}.Shots`,
    hidden,
    blind: false,
  };
}

/** RULES 3: the first die is the positive one, the second the negative; closed, so one face each. */
export function shotsResult(faces: readonly number[]): number {
  return interpretRoll({ closed: true }, [faces[0]], [faces[1]]).result;
}

/** RULES 2: d20 plus the initiative modifier. */
export function standardRoll(id: string, modifier: number, hidden: boolean): RollRequest {
  return {
    key: `initiative.${id}`,
    formula: `1d20${signedTerm(modifier)}`,
    combatantId: id,
    flavorKey: `${FLAVOR}.Standard`,
    hidden,
    blind: false,
  };
}

/** Roll-offs (RULES 4 ties, RULES 5 default order): a pool of d20s, read in order. */
export function rollOffPool(count: number): RollRequest {
  return {
    key: "rollOff",
    formula: `${Math.max(1, count)}d20`,
    combatantId: null,
    flavorKey: `${FLAVOR}.RollOff`,
    hidden: false,
    blind: false,
  };
}

/** Faces for a request, or a clear error naming what is missing. */
export function facesFor(rolled: Rolled, key: string): readonly number[] {
  const faces = rolled[key];
  if (!faces) throw new Error(`no dice were rolled for ${key}`);
  return faces;
}

/**
 * Runs `compute` with the rolled faces; when its roll-offs run out of d20s (ties rolled again),
 * rolls as many more with `rollMore` and tries again with the same faces first, so the result is
 * the same as if every die had been rolled at once.
 */
export async function withMoreRollOffs<T>(
  rolled: Rolled,
  compute: (rolled: Rolled) => T,
  rollMore: (request: RollRequest) => Promise<Rolled>,
): Promise<T> {
  let current = rolled;
  for (;;) {
    try {
      return compute(current);
    } catch (error) {
      if (!(error instanceof OutOfDice)) throw error;
      const more = await rollMore(rollOffPool(Math.max(2, error.used)));
      current = { ...current, rollOff: [...(current.rollOff ?? []), ...(more.rollOff ?? [])] };
    }
  }
}
