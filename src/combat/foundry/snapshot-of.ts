import {
  EMPTY_COMBATANT_DATA,
  type CombatantData,
  type CombatantSnapshot,
  type CombatSnapshot,
  type Phase,
  type TideState,
  type Viewer,
} from "../snapshot";
import type { SequencingMode } from "../../rules/rulesets";
import { fortuneOf } from "../facts";
import { cachedEncounter, type StoredSystem } from "../moves/read-stored";

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
  system: unknown;
  actor: unknown;
  testUserPermission(user: never, level: "OWNER"): boolean;
}

interface CombatSystem extends StoredSystem {
  mode: SequencingMode;
  /** RULES 3: stance shots paid, by combatant id */
  stancesPaid?: unknown;
  revision: number;
  phase: Phase;
  tide: TideState;
}

/** The non-GM users who own a combatant (Foundry: ownership of its actor). */
function ownersOf(combatant: CombatantLike): string[] {
  const users = (game.users?.contents ?? []) as unknown as { id: string; isGM: boolean }[];
  return users
    .filter((user) => !user.isGM && combatant.testUserPermission(user as never, "OWNER"))
    .map((user) => user.id);
}

/** The Combatant's own fields the tracker reads: its side and its inputs, nothing else. */
const OWN_FIELDS = (Object.keys(EMPTY_COMBATANT_DATA) as (keyof CombatantData)[]).filter(
  (key) => key !== "stancesPaid",
);

/**
 * A combatant as the tracker reads it: its side and inputs, and the stance shots paid as the
 * Combat keeps them (`paid`). Since the Combatant's owner may write the Combatant (SECURITY.md),
 * nothing else on it is read: a figure an older version copied there, or a player put there, is
 * not the engine's (the engine's figures are the Combat's entries).
 */
export function combatantSnapshot(combatant: CombatantLike, paid: unknown = {}): CombatantSnapshot {
  const kept = (paid as Record<string, unknown> | null)?.[combatant.id!];
  const own = (combatant.system ?? {}) as Partial<CombatantData>;
  const system: CombatantData = {
    ...EMPTY_COMBATANT_DATA,
    ...Object.fromEntries(
      OWN_FIELDS.filter((key) => own[key] !== undefined).map((key) => [key, own[key]]),
    ),
    stancesPaid: Number.isInteger(kept) && (kept as number) >= 0 ? (kept as number) : 0,
  };
  return {
    id: combatant.id!,
    name: combatant.name,
    img: combatant.img ?? "",
    hidden: combatant.hidden,
    defeated: combatant.isDefeated,
    owners: ownersOf(combatant),
    side: system.side,
    actorType: (combatant.actor as { type?: string } | null)?.type ?? null,
    system,
    ...fortuneOf(combatant.actor),
  };
}

/** A plain snapshot of a Combat for the pure view models and moves. */
export function snapshotOf(combat: CombatLike): CombatSnapshot {
  const system = combat.system as CombatSystem;
  const combatants = combat.combatants.contents.map((one) =>
    combatantSnapshot(one, system.stancesPaid),
  );
  const { state, damage, history, stored } = cachedEncounter(
    system,
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
    history,
    tide: system.tide,
    combatants,
    stored,
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
