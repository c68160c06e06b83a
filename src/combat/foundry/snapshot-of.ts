import { engineOf } from "../engines";
import {
  EMPTY_COMBATANT_DATA,
  type CombatantData,
  type CombatantSnapshot,
  type CombatSnapshot,
  type EngineState,
  type HistoryEntry,
  type Phase,
  type TideState,
  type Viewer,
} from "../snapshot";
import type { SequencingMode } from "../../rules/rulesets";
import { readEngineState } from "../../rules/sequencing";
import { fortuneOf } from "../facts";
import { reading, type StoredProblem } from "../../rules/stored";

/** The parts of Foundry's Combat and Combatant documents a snapshot reads. */
export interface CombatLike {
  id: string | null;
  round: number;
  system: unknown;
  combatants: { contents: CombatantLike[] };
}

export interface CombatantLike {
  id: string | null;
  name: string;
  img: string | null;
  hidden: boolean;
  isDefeated: boolean;
  initiative: number | null;
  system: unknown;
  actor: unknown;
  testUserPermission(user: never, level: "OWNER"): boolean;
}

interface CombatSystem {
  mode: SequencingMode;
  revision: number;
  phase: Phase;
  state: string;
  history: HistoryEntry[];
  tide: TideState;
}

/** The non-GM users who own a combatant (Foundry: ownership of its actor). */
function ownersOf(combatant: CombatantLike): string[] {
  const users = (game.users?.contents ?? []) as unknown as { id: string; isGM: boolean }[];
  return users
    .filter((user) => !user.isGM && combatant.testUserPermission(user as never, "OWNER"))
    .map((user) => user.id);
}

interface ReadState {
  state: EngineState | null;
  damage: StoredProblem | null;
}

/**
 * The stored engine state read back (stored data is never trusted): the JSON parsed and checked by
 * the rules layer, or what is wrong with it. Ids of combatants no longer in the encounter leave
 * the state as they are read: a combatant deleted before its leave was written is simply gone.
 */
function readState(mode: unknown, json: unknown, roster: readonly string[]): ReadState {
  if (json === "") return { state: null, damage: null };
  const read = reading(() => {
    const parsed: unknown = typeof json === "string" ? JSON.parse(json) : json;
    const checked = readEngineState(mode, parsed);
    if (!checked.ok) return checked;
    const engine = engineOf(mode as SequencingMode);
    let state: EngineState = checked.state;
    for (const id of engine.ids(state)) if (!roster.includes(id)) state = engine.leave(state, id);
    return { ok: true as const, state };
  });
  if (!read.ok) return { state: null, damage: read.problem };
  return read.value.ok
    ? { state: read.value.state, damage: null }
    : { state: null, damage: read.value.problem };
}

// The engine state is read once per stored string: the tracker renders often between writes.
const parsed = new Map<string, ReadState>();
function stateOf(mode: unknown, json: unknown, roster: readonly string[]): ReadState {
  const key = `${String(mode)}\u0000${roster.join(",")}\u0000${String(json)}`;
  if (!parsed.has(key)) {
    if (parsed.size > 32) parsed.clear();
    parsed.set(key, readState(mode, json, roster));
  }
  return parsed.get(key)!;
}

export function combatantSnapshot(combatant: CombatantLike): CombatantSnapshot {
  const system = { ...EMPTY_COMBATANT_DATA, ...(combatant.system as Partial<CombatantData>) };
  return {
    id: combatant.id!,
    name: combatant.name,
    img: combatant.img ?? "",
    hidden: combatant.hidden,
    defeated: combatant.isDefeated,
    owners: ownersOf(combatant),
    side: system.side,
    initiative: combatant.initiative ?? null,
    actorType: (combatant.actor as { type?: string } | null)?.type ?? null,
    system,
    ...fortuneOf(combatant.actor),
  };
}

/** A plain snapshot of a Combat for the pure view models and moves. */
export function snapshotOf(combat: CombatLike): CombatSnapshot {
  const system = combat.system as CombatSystem;
  const combatants = combat.combatants.contents.map(combatantSnapshot);
  const { state, damage } = stateOf(
    system.mode,
    system.state,
    combatants.map((one) => one.id),
  );
  return {
    id: combat.id!,
    mode: system.mode,
    round: combat.round,
    started: combat.round > 0,
    phase: system.phase,
    revision: system.revision,
    state,
    damage,
    history: system.history,
    tide: system.tide,
    combatants,
  };
}

/** The current user as a viewer of the tracker. */
export function currentViewer(): Viewer {
  const user = game.user as unknown as { id: string; isGM: boolean };
  return { isGM: user.isGM, userId: user.id, gmOnline: activeGM() !== null };
}

/** The active GM (the connected GM Foundry picks for world tasks), or null when none is online. */
export function activeGM(): { id: string; isSelf: boolean; query: GMQuery } | null {
  return (
    (game.users as unknown as { activeGM: ReturnType<typeof activeGM> } | undefined)?.activeGM ??
    null
  );
}

export type GMQuery = (
  name: string,
  data: object,
  options?: { timeout?: number },
) => Promise<unknown>;
