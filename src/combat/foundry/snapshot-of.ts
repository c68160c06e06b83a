import { parseState } from "../moves/history";
import {
  EMPTY_COMBATANT_DATA,
  type CombatantData,
  type CombatantSnapshot,
  type CombatSnapshot,
  type HistoryEntry,
  type Phase,
  type TideState,
  type Viewer,
} from "../snapshot";
import type { SequencingMode } from "../../rules/rulesets";

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

// The engine state is parsed once per stored string: the tracker renders often between writes.
const parsed = new Map<string, ReturnType<typeof parseState>>();
function stateOf(json: string) {
  if (!parsed.has(json)) {
    if (parsed.size > 32) parsed.clear();
    parsed.set(json, parseState(json));
  }
  return parsed.get(json)!;
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
    system,
  };
}

/** A plain snapshot of a Combat for the pure view models and moves. */
export function snapshotOf(combat: CombatLike): CombatSnapshot {
  const system = combat.system as CombatSystem;
  return {
    id: combat.id!,
    mode: system.mode,
    round: combat.round,
    started: combat.round > 0,
    phase: system.phase,
    revision: system.revision,
    state: stateOf(system.state),
    history: system.history,
    tide: system.tide,
    combatants: combat.combatants.contents.map(combatantSnapshot),
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
