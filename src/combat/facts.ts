import { OKRPG_ROLES } from "../rules/okrpg/schema";
import type { ActionActorModel } from "../documents/models/action";
import type { ManoActorModel, ManoWeaponModel } from "../documents/models/mano";
import type { OccultActorModel } from "../documents/models/occult";
import type { OkrpgActorModel } from "../documents/models/okrpg";
import type { RoundsActorModel } from "../documents/models/rounds";
import { hitPoints, nonDamagedHp } from "../rules/rounds/hit-points";
import { NO_FACTS, type ActorFacts } from "./inputs";
import type { FactsById } from "./moves/participants";

/** The parts of an Actor the tracker reads. */
interface ActorLike {
  type: string;
  system: unknown;
  items: { contents: { type: string; system: unknown }[] };
}

/**
 * RULES 4/5: the longest reach among the weapons ready; a missile weapon counts its range. RULES 4
 * breaks a tie on reach by the bonus for the action. Interpretation: the tracker cannot know the
 * action to come, so it reads the attack modifier of that same weapon (its throw modifier when it
 * is thrown), the one the character fights with at that reach.
 */
function weaponReach(actor: ActorLike): { reach: number; missile: boolean; bonus: number } {
  let best = { reach: 0, missile: false, bonus: 0 };
  for (const item of actor.items.contents) {
    if (item.type !== "mano-weapon") continue;
    const weapon = item.system as ManoWeaponModel;
    if (!weapon.equipped) continue;
    const missile = weapon.kind !== "handToHand" && weapon.range > 0;
    const reach = missile ? weapon.range : weapon.reach;
    const bonus = weapon.kind === "thrown" ? weapon.throw : weapon.attack;
    if (reach > best.reach || (reach === best.reach && bonus > best.bonus))
      best = { reach, missile, bonus };
  }
  return best;
}

function manoFacts(actor: ActorLike, hp: number): NonNullable<ActorFacts["mano"]> {
  const s = actor.system as ManoActorModel;
  return {
    speed: s.speed,
    ...weaponReach(actor),
    nonDamaged: hp,
    stun: s.stun,
    damage: s.damage,
    toughness: s.toughness,
    stamina: s.stamina,
  };
}

/**
 * What the tracker needs from an actor, read from its data and the derived values its data model
 * prepared (OK RPG roles, impairment and condition; Action Reflexes and stances; Mano a Mano
 * speed, reach and harm; Action Rounds hit points).
 */
export function actorFacts(actor: ActorLike | null | undefined): ActorFacts {
  if (!actor) return NO_FACTS;
  switch (actor.type) {
    case "okrpg": {
      const s = actor.system as OkrpgActorModel;
      return {
        ...NO_FACTS,
        ruleset: "okrpg",
        okrpg: {
          initiativeStep: s.roles.initiative.step,
          impairment: s.impairment,
          // RULES 1.6 Down (full system), or a fallen mook (RULES 1.7)
          down: s.mookState ? s.fallen : (s.condition?.down ?? false),
          recoveryStep: s.roles.recovery.step,
          wounds: {
            lethal: s.wounds.lethal,
            nonlethal: s.wounds.nonlethal,
            recoveryCarry: { ...s.wounds.recoveryCarry },
            healingCarry: { ...s.wounds.healingCarry },
            mangledLimb: s.wounds.mangledLimb || null,
          },
          fullSystem: s.damageSystem === "full",
          mookPoints: s.mookState?.system === "mook" ? s.mookState.points : null,
          impaired: s.condition?.impaired ?? false,
          willpowerStep: s.roles.willpower.step,
          gumption: s.gumption,
          roleSteps: Object.fromEntries(OKRPG_ROLES.map((role) => [role, s.roles[role].step])),
        },
        health: s.health.value,
      };
    }
    case "occult": {
      const s = actor.system as OccultActorModel;
      return {
        ...NO_FACTS,
        ruleset: "occult",
        occult: { initiative: s.initiative },
        health: s.hp.value,
      };
    }
    case "action": {
      const s = actor.system as ActionActorModel;
      return {
        ...NO_FACTS,
        ruleset: "action",
        action: {
          reflexes: s.attributes.reflexes,
          named: s.named,
          stanceShots: s.stanceShots,
          npc: s.role !== "hero",
          fortune: s.fortune.value,
        },
        health: s.hits.value,
      };
    }
    case "rounds": {
      const s = actor.system as RoundsActorModel;
      return {
        ...NO_FACTS,
        ruleset: "rounds",
        mano: manoFacts(actor, s.hp.value),
        health: s.hp.value,
      };
    }
    case "mano": {
      const s = actor.system as ManoActorModel;
      // [I-7] a Mano a Mano character on the ready-HP tracker has Action Rounds' hit points
      const hp = nonDamagedHp(hitPoints(s.strength), s.stun, s.damage);
      return {
        ...NO_FACTS,
        ruleset: "mano",
        mano: manoFacts(actor, hp),
        health: s.harmTrack.value,
      };
    }
    default:
      return NO_FACTS;
  }
}

/** Facts for every combatant of a combat, by id. */
export function factsFor(combat: {
  combatants: { contents: { id: string | null; actor: unknown }[] };
}): FactsById {
  return Object.fromEntries(
    combat.combatants.contents.map((one) => [one.id!, actorFacts(one.actor as ActorLike | null)]),
  );
}

/** RULES 3: the Fortune an Action actor has left (a snapshot's `fortune`), none for others. */
export function fortuneOf(actor: unknown): { fortune?: number } {
  const action = actorFacts(actor as ActorLike | null).action;
  return action ? { fortune: action.fortune } : {};
}
