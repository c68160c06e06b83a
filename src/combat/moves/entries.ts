import type { SequencingMode } from "../../rules/rulesets";
import { ladder, readyHp, shots, standard, turns } from "../../rules/sequencing";
import { fromBlocks } from "../../rules/sequencing/blocks";
import type { LadderState } from "../../rules/sequencing/ladder";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import type { ShotsState } from "../../rules/sequencing/shots";
import type { StandardState } from "../../rules/sequencing/standard";
import type { TurnsState } from "../../rules/sequencing/turns";
import {
  ladderBase,
  occultModifier,
  readyHpEntry,
  shotsEntry,
  turnsEntry,
  type ActorFacts,
} from "../inputs";
import type { CombatantSnapshot, EngineState } from "../snapshot";
import {
  facesFor,
  ladderResult,
  ladderRoll,
  shotsResult,
  shotsRoll,
  standardRoll,
  type Rolled,
  type RollRequest,
} from "./dice";

/**
 * How each mode takes in one combatant joining a round under way: the dice it needs, and the
 * engine's join. Round starts (round-start.ts) use the same rolls.
 */

/** Whether a creature rolls for its first shot this round (RULES 3: named, normal rounds). */
function rollsForShots(facts: ActorFacts, shotsMode: shots.ShotsMode | "none"): boolean {
  return shotsMode === "shots" && (facts.action?.named ?? true);
}

/** The initiative roll a combatant makes when it (re)starts a round in `mode`, if any. */
export function initiativeRoll(
  mode: SequencingMode,
  c: CombatantSnapshot,
  facts: ActorFacts,
  shotsMode: shots.ShotsMode | "none" = "shots",
): RollRequest | null {
  switch (mode) {
    case "ladder": {
      const { base, modifier, down } = ladderBase(facts);
      return down ? null : ladderRoll(c.id, base, modifier, c.hidden);
    }
    case "shots":
      return rollsForShots(facts, shotsMode) ? shotsRoll(c.id, c.hidden) : null;
    case "standard":
      return standardRoll(c.id, occultModifier(facts), c.hidden);
    case "readyHp":
    case "turns":
      return null;
  }
}

/** The value an initiative roll gives the engine: successes, a closed roll, or the d20 face. */
export function initiativeValue(
  mode: SequencingMode,
  facts: ActorFacts,
  rolled: Rolled,
  id: string,
): number | undefined {
  const key = `initiative.${id}`;
  if (!(key in rolled)) return undefined;
  const faces = facesFor(rolled, key);
  switch (mode) {
    case "ladder": {
      const { base, modifier } = ladderBase(facts);
      return ladderResult(base, modifier, faces);
    }
    case "shots":
      return shotsResult(faces);
    default:
      return faces[0];
  }
}

/** A combatant joins a round under way (each engine's join places it, RULES 1.10–5). */
export function joinEngine(
  mode: SequencingMode,
  state: EngineState,
  c: CombatantSnapshot,
  facts: ActorFacts,
  rolled: Rolled,
): EngineState {
  const roll = initiativeValue(mode, facts, rolled, c.id);
  switch (mode) {
    case "ladder": {
      const { down } = ladderBase(facts);
      return ladder.join(state as LadderState, { id: c.id, roll: roll ?? 0, down });
    }
    case "shots": {
      const s = state as ShotsState;
      const entry = shotsEntry(c, facts, roll, s.mode === "surprise");
      return shots.join(
        s,
        s.mode === "simplified" ? { ...entry, roll: undefined, stances: 0 } : entry,
      );
    }
    case "readyHp":
      return readyHp.join(state as ReadyHpState, { ...readyHpEntry(c, facts), carryOver: 0 });
    case "turns":
      return turns.join(state as TurnsState, turnsEntry(c, facts));
    case "standard":
      return standard.join(state as StandardState, {
        id: c.id,
        roll: roll as number,
        modifier: occultModifier(facts),
      });
  }
}

/** The shot-counter mode a state is in (surprise, normal or simplified). */
export function shotsModeOf(state: EngineState | null): shots.ShotsMode | "none" {
  return state === null ? "none" : (state as ShotsState).mode;
}

/** Named creatures in a shots state (RULES 3: only they roll). */
export function namedIn(state: ShotsState): Set<string> {
  const entries = fromBlocks(state.entries);
  return new Set(state.ids.filter((_, i) => entries[i].named));
}
