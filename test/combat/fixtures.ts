import type { SequencingMode } from "../../src/rules/rulesets";
import {
  EMPTY_COMBATANT_DATA,
  EMPTY_TIDE,
  type CombatantData,
  type CombatantSnapshot,
  type CombatSnapshot,
  type EngineState,
  type Side,
  type Viewer,
} from "../../src/combat/snapshot";
import { NO_FACTS, type ActorFacts } from "../../src/combat/inputs";
import type { FactsById } from "../../src/combat/moves/participants";

/** Plain snapshots for the pure tests: combatants by id, a mode, and optionally an engine state. */
export interface Fighter {
  id: string;
  name?: string;
  side?: Side;
  hidden?: boolean;
  defeated?: boolean;
  owners?: string[];
  /** its actor's type (ruleset); none by default */
  actorType?: string;
  system?: Partial<CombatantData>;
  /** an Action character's Fortune points */
  fortune?: number;
}

export function fighter(f: Fighter): CombatantSnapshot {
  const system = { ...EMPTY_COMBATANT_DATA, side: f.side ?? "friendly", ...f.system };
  return {
    id: f.id,
    name: f.name ?? f.id,
    img: `tokens/${f.id}.webp`,
    hidden: f.hidden ?? false,
    defeated: f.defeated ?? false,
    owners: f.owners ?? [],
    side: system.side,
    actorType: f.actorType ?? null,
    system,
    ...(f.fortune === undefined ? {} : { fortune: f.fortune }),
  };
}

export function snapshot(
  mode: SequencingMode,
  fighters: Fighter[],
  o: { state?: EngineState | null; round?: number; revision?: number } = {},
): CombatSnapshot {
  const round = o.round ?? (o.state ? 1 : 0);
  return {
    id: "combat",
    mode,
    round,
    started: round > 0,
    phase: round > 0 ? "acting" : "setup",
    revision: o.revision ?? 0,
    state: o.state ?? null,
    history: [],
    tide: EMPTY_TIDE,
    combatants: fighters.map(fighter),
  };
}

export const GM: Viewer = { isGM: true, userId: "gm", gmOnline: true };
export const alice: Viewer = { isGM: false, userId: "alice", gmOnline: true };
export const bob: Viewer = { isGM: false, userId: "bob", gmOnline: true };

export function okrpgFacts(
  initiativeStep: number,
  o: Partial<NonNullable<ActorFacts["okrpg"]>> = {},
): ActorFacts {
  return {
    ...NO_FACTS,
    ruleset: "okrpg",
    okrpg: {
      initiativeStep,
      impairment: 0,
      down: false,
      recoveryStep: 2,
      wounds: { lethal: 0, nonlethal: 0 },
      fullSystem: true,
      ...o,
    },
    health: 10,
  };
}

export function actionFacts(
  reflexes: number,
  named = true,
  stanceShots = 0,
  o: { npc?: boolean; fortune?: number } = {},
): ActorFacts {
  const action = { reflexes, named, stanceShots, npc: o.npc ?? false, fortune: o.fortune ?? 3 };
  return { ...NO_FACTS, ruleset: "action", action, health: 5 };
}

export function manoFacts(o: Partial<NonNullable<ActorFacts["mano"]>> = {}): ActorFacts {
  return {
    ...NO_FACTS,
    ruleset: "mano",
    mano: {
      speed: 1,
      reach: 1,
      missile: false,
      bonus: 0,
      nonDamaged: 10,
      stun: 0,
      damage: 0,
      toughness: 7,
      stamina: 14,
      ...o,
    },
    health: 14,
  };
}

export function occultFacts(initiative: number): ActorFacts {
  return { ...NO_FACTS, ruleset: "occult", occult: { initiative }, health: 10 };
}

export function factsById(entries: Record<string, ActorFacts>): FactsById {
  return entries;
}
