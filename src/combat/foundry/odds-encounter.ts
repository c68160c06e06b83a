import { distanceBetween, type TokenDoc } from "../../chat/attack/read";
import { activeRuleset, defaultTrackerMode, ruleOptions } from "../../settings";
import { EMPTY_COMBATANT_DATA, EMPTY_TIDE, type CombatantSnapshot, type Side } from "../snapshot";
import type { OddsCombatant, OddsEncounter } from "../odds/input";
import { roundOptions, type TrackedCombat } from "./executor";
import { snapshotOf } from "./snapshot-of";

/*
 * The encounter as the odds read it in Foundry: the combat's snapshot (the tracker's own reading),
 * each combatant's actor and token, the world's options, and the distances between tokens as the
 * scene measures them where it can (the roll dialog's own measure).
 */

type CombatantDoc = TrackedCombat["combatants"]["contents"][number] & {
  readonly token?: TokenDoc | null;
};

/** A combatant no player owns is an NPC (it may flee). */
function isNpc(one: CombatantSnapshot): boolean {
  return one.owners.length === 0;
}

/** The encounter of a combat, as it stands now. */
export function combatEncounter(combat: TrackedCombat): OddsEncounter {
  const snapshot = snapshotOf(combat);
  const ruleset = activeRuleset();
  const docs = new Map(
    (combat.combatants.contents as CombatantDoc[]).map((one) => [one.id ?? "", one]),
  );
  const tokenOf = (id: string) => docs.get(id)?.token ?? null;
  return {
    ruleset,
    snapshot,
    combatants: snapshot.combatants.map((one): OddsCombatant => ({
      combatant: one,
      actor: (docs.get(one.id)?.actor as OddsCombatant["actor"]) ?? null,
      tokenUuid: tokenOf(one.id)?.uuid ?? null,
      npc: isNpc(one),
    })),
    options: ruleOptions(ruleset),
    round: roundOptions(),
    distance(from, to) {
      const target = tokenOf(to);
      return target ? distanceBetween(tokenOf(from), target) : { feet: null, metres: null };
    },
  };
}

/** An actor document, as a macro hands it over. */
export interface ActorDoc {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly img?: string | null;
  readonly system: unknown;
  readonly items: { contents: unknown[] };
  testUserPermission?(user: never, level: "OWNER"): boolean;
}

/**
 * A fight not yet in the tracker: the actors given for each side, as a new encounter would take
 * them (the world's default mode, before the start, nobody surprised). The same actor twice is two
 * fighters. No scene is read, so no distance is known.
 */
export function sidesEncounter(sides: Readonly<Record<Side, readonly ActorDoc[]>>): OddsEncounter {
  const ruleset = activeRuleset();
  const users = (game.users?.contents ?? []) as unknown as { id: string; isGM: boolean }[];
  const seen = new Map<string, number>();
  const combatants: OddsCombatant[] = [];
  for (const side of ["friendly", "hostile"] as const)
    for (const actor of sides[side]) {
      const base = actor.id ?? actor.uuid;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const owners = users
        .filter((u) => !u.isGM && actor.testUserPermission?.(u as never, "OWNER"))
        .map((u) => u.id);
      const combatant: CombatantSnapshot = {
        id: count === 1 ? base : `${base}.${count}`,
        name: count === 1 ? actor.name : `${actor.name} ${count}`,
        img: actor.img ?? "",
        hidden: false,
        defeated: false,
        owners,
        side,
        actorType: actor.type,
        system: { ...EMPTY_COMBATANT_DATA, side },
      };
      combatants.push({
        combatant,
        actor: actor as unknown as OddsCombatant["actor"],
        tokenUuid: null,
        npc: isNpc(combatant),
      });
    }
  return {
    ruleset,
    snapshot: {
      id: "odds",
      mode: defaultTrackerMode(),
      round: 0,
      started: false,
      phase: "setup",
      revision: 0,
      state: null,
      history: [],
      tide: EMPTY_TIDE,
      combatants: combatants.map((one) => one.combatant),
    },
    combatants,
    options: ruleOptions(ruleset),
    round: roundOptions(),
  };
}
