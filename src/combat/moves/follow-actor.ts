import { ladder } from "../../rules/sequencing";
import type { LadderState } from "../../rules/sequencing/ladder";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import type { SequencingMode } from "../../rules/rulesets";
import { inEngine } from "../engines";
import type { ActorFacts } from "../inputs";
import type { EngineState } from "../snapshot";
import type { Control } from "./controls";
import { harmControl } from "./ready-hp";

/** RULES 1.6/1.10: an OK RPG combatant that goes Down loses all its AP; one healed gets back up. */
function ladderControl(s: LadderState, combatantId: string, facts: ActorFacts): Control | null {
  const down = facts.okrpg?.down ?? false;
  const status = ladder.status(s, combatantId);
  if (down && status !== "down") return { action: "down", combatantId };
  if (!down && status === "down") return { action: "revive", combatantId };
  return null;
}

/**
 * The control an actor's change raises for its combatant in an engine that follows actor data:
 * Down on the ladder, harm taken mid-round on the ready hit points (RULES 4); null otherwise.
 */
export function followActorControl(
  mode: SequencingMode,
  state: EngineState,
  combatantId: string,
  facts: ActorFacts,
): Control | null {
  if (mode === "ladder") return ladderControl(state as LadderState, combatantId, facts);
  if (mode === "readyHp") return harmControl(state as ReadyHpState, combatantId, facts);
  return null;
}

/**
 * A combatant defeated (its own flag, or its actor's defeated status) leaves the sequence; one no
 * longer defeated joins it again. Null when the engine already agrees, or no round is under way.
 */
export function followDefeatControl(
  mode: SequencingMode,
  state: EngineState | null,
  combatantId: string,
  defeated: boolean,
): Control | null {
  if (state === null) return null;
  const inSequence = inEngine(mode, state, combatantId);
  if (defeated && inSequence) return { action: "leave", combatantId };
  if (!defeated && !inSequence) return { action: "join", combatantId };
  return null;
}
