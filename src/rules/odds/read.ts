import {
  notAllowed,
  requireBoolean,
  requireChoice,
  requireInteger,
  requireList,
  requireObject,
  requireString,
} from "../errors";
import { withDefaults } from "../options";
import { TIDE_LUCK } from "../okrpg/tide";
import { parseRuleset, SEQUENCING_MODES } from "../rulesets";
import { readEngineState } from "../sequencing";
import { STORED_LIMITS } from "../sequencing/read-state";
import { ROUND_LIMIT } from "./fight";
import { readPolicy, readRuns } from "./policy";
import { ODDS_SIDES, type OddsFighter, type OddsInput, type OddsNote } from "./types";

/*
 * The odds' input read and checked before a fight is played: a macro may hand it over, so every
 * part is checked with the rules layer's own checks (the engine state as the tracker reads a
 * stored one, each attack as its card reads its input, in the ruleset's model).
 */

/** The seed of the dice stream: any 32-bit integer, as `seeded` takes it. */
export function readSeed(value: unknown): number {
  return requireInteger("seed", value, { min: -(2 ** 31), max: 2 ** 32 - 1 });
}

function readNotes(value: unknown): OddsNote[] {
  return requireList<unknown>("notes", value ?? []).map((one, i) => {
    const note = requireObject(`note #${i + 1}`, one);
    return {
      key: requireString(`note #${i + 1} key`, note.key),
      ...(note.data === undefined
        ? {}
        : { data: requireObject(`note #${i + 1} data`, note.data) as OddsNote["data"] }),
    };
  });
}

function readFighter(value: unknown, i: number, ruleset: string): OddsFighter {
  const f = requireObject(`fighter #${i + 1}`, value);
  requireString(`fighter #${i + 1} id`, f.id);
  requireString(`fighter #${i + 1} name`, f.name);
  requireChoice(`side of ${String(f.id)}`, f.side, ODDS_SIDES);
  requireBoolean(`npc of ${String(f.id)}`, f.npc);
  requireBoolean(`out of ${String(f.id)}`, f.out);
  requireObject(`turn of ${String(f.id)}`, f.turn);
  requireObject(`target of ${String(f.id)}`, f.target);
  if (f.ruleset !== ruleset)
    throw notAllowed(`fighter ${String(f.id)} of ${String(f.ruleset)}`, `the fight is ${ruleset}`);
  requireList<unknown>(`attacks of ${String(f.id)}`, f.attacks).forEach((one, k) => {
    const attack = requireObject(`attack #${k + 1} of ${String(f.id)}`, one);
    requireString("weapon", attack.weapon);
    requireString("weapon id", attack.weaponId);
    requireObject("attack card", attack.card);
    requireObject("attack targets", attack.targets);
    requireObject("guarded targets", attack.guarded);
  });
  return value as OddsFighter;
}

/** Reads the odds' input: a clean copy of its top level, or a rules error naming what is wrong. */
export function readOddsInput(value: unknown): OddsInput {
  const o = requireObject("odds input", value);
  const ruleset = parseRuleset(o.ruleset);
  const mode = requireChoice("mode", o.mode, SEQUENCING_MODES);
  const fighters = requireList<unknown>("fighters", o.fighters).map((f, i) =>
    readFighter(f, i, ruleset),
  );
  const ids = new Set<string>();
  for (const f of fighters) {
    if (ids.has(f.id)) throw notAllowed(`listing fighter ${f.id} twice`, "each fights once");
    ids.add(f.id);
  }
  const now = requireObject("now", o.now ?? {});
  const round = requireInteger("round", now.round ?? 0, { min: 0, max: STORED_LIMITS.round });
  let state: OddsInput["now"]["state"] = null;
  if (now.state != null) {
    const read = readEngineState(mode, now.state, { roster: [...ids] });
    if (!read.ok) throw notAllowed("the tracker's state", read.problem.message);
    state = read.state;
  }
  const rounds = requireObject("round options", o.round ?? {});
  const luck = o.tideLuck == null ? undefined : requireObject("tide luck", o.tideLuck);
  return {
    ruleset,
    mode,
    options: withDefaults(ruleset, (o.options ?? {}) as never),
    round: {
      tideEveryRound: requireBoolean("tideEveryRound", rounds.tideEveryRound, false),
      simplified: requireBoolean("simplified", rounds.simplified, false),
    },
    now: { round: state === null ? 0 : Math.max(1, round), state },
    ...(luck
      ? {
          tideLuck: {
            friendly: requireChoice("friendly tide luck", luck.friendly ?? "normal", TIDE_LUCK),
            hostile: requireChoice("hostile tide luck", luck.hostile ?? "normal", TIDE_LUCK),
          },
        }
      : {}),
    fighters,
    notes: readNotes(o.notes),
    policy: readPolicy(o.policy),
    runs: readRuns(o.runs),
    seed: readSeed(o.seed ?? 0),
    roundLimit: requireInteger("round limit", o.roundLimit ?? ROUND_LIMIT, {
      min: 1,
      max: ROUND_LIMIT,
    }),
  };
}
