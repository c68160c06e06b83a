import { warn } from "../../chat/foundry/notify";
import { DEFAULT_RUNS, readPolicy, readRuns, readSeed, type OddsResult } from "../../rules/odds";
import { notAllowed, requireList, requireObject } from "../../rules/errors";
import { oddsInput, type OddsEncounter } from "../odds/input";
import { runOdds } from "../odds/run";
import type { TrackedCombat } from "./executor";
import { combatEncounter, sidesEncounter, type ActorDoc } from "./odds-encounter";

/*
 * The macro API's game.system.api.odds: the odds of a fight, as the tracker's window works them
 * out. The fight is the active encounter (or the combat given), or the actors given for each
 * side; the policy, the number of fights and the seed are the window's. The GM only: the odds read
 * every combatant's sheet.
 */

export interface OddsApiOptions {
  /** the combat to work out (default: the one the tracker shows, game.combat) */
  readonly combat?: unknown;
  /** instead of a combat: the actors (documents or uuids) on each side, a fight not yet begun */
  readonly sides?: {
    readonly friendly?: readonly unknown[];
    readonly hostile?: readonly unknown[];
  };
  readonly policy?: unknown;
  readonly runs?: number;
  readonly seed?: number;
  /** hears how many fights are played so far */
  readonly onProgress?: (played: number, runs: number) => void;
}

type Uuid = Parameters<typeof fromUuid>[0];

async function actorOf(value: unknown): Promise<ActorDoc> {
  const found = typeof value === "string" ? await fromUuid(value as Uuid).catch(() => null) : value;
  if ((found as { documentName?: string } | null)?.documentName !== "Actor")
    throw notAllowed(
      `the fighter ${String(typeof value === "string" ? value : "given")}`,
      "expected an actor or its uuid",
    );
  return found as ActorDoc;
}

async function encounterOf(options: OddsApiOptions): Promise<OddsEncounter | null> {
  if (options.sides !== undefined) {
    const sides = requireObject("sides", options.sides);
    const list = async (name: "friendly" | "hostile") =>
      Promise.all(requireList<unknown>(`${name} side`, sides[name] ?? []).map(actorOf));
    return sidesEncounter({ friendly: await list("friendly"), hostile: await list("hostile") });
  }
  const combat = (options.combat ?? game.combat) as TrackedCombat | null | undefined;
  return combat ? combatEncounter(combat) : null;
}

/**
 * Works out the odds of a fight; resolves with the result (see RULES-API in the README), or null
 * when there is no fight to work out (a notice says why).
 */
export async function odds(options: OddsApiOptions = {}): Promise<OddsResult | null> {
  if (!(game.user as unknown as { isGM: boolean }).isGM) {
    warn({ i18nKey: "ACTION_ENGINE.Odds.GMOnly", details: {} });
    return null;
  }
  const o = requireObject("odds options", options ?? {});
  const request = {
    policy: readPolicy(o.policy),
    runs: readRuns(o.runs ?? DEFAULT_RUNS),
    seed: readSeed(o.seed ?? 1),
  };
  const encounter = await encounterOf(options);
  const made = encounter ? oddsInput(encounter, request) : ({ problem: "noEncounter" } as const);
  if ("problem" in made) {
    warn({ i18nKey: `ACTION_ENGINE.Odds.Problem.${made.problem}`, details: {} });
    return null;
  }
  return runOdds(made.input, options.onProgress).result;
}
