import { installFoundry, type FoundryDouble } from "../foundry";
import { registerDocuments } from "../../src/documents/registry";
import { registerSettings } from "../../src/settings";
import { sheetSnapshot } from "../../src/sheets/snapshot";
import type { SheetSnapshot } from "../../src/sheets/view-models/types";

/*
 * Sample characters of every ruleset, built with the Foundry test double: real data models and
 * real derived data. Their numbers come from the seeds' examples where there is one (the Desert
 * Eagle's 65 ft, the flak jacket at 45 of 50 HP, OK RPG ranks by label).
 */

type Data = Record<string, unknown>;

export interface DocumentHandle {
  id: string;
  uuid: string;
  name: string;
  type: string;
  system: Data & { toObject(): Data };
  isOwner: boolean;
  items: { contents: DocumentHandle[]; get(id: string): DocumentHandle | undefined; size: number };
  update(data: Data): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: Data[]): Promise<DocumentHandle[]>;
}

export function startFoundry(options: { isGM?: boolean } = {}): FoundryDouble {
  const foundry = installFoundry(options);
  registerSettings();
  registerDocuments();
  return foundry;
}

const item = (name: string, type: string, system: Data = {}) => ({ name, type, system });

/** The sample actors' creation data, by actor type. */
export const SAMPLE_ACTORS: Readonly<Record<string, Data>> = {
  okrpg: {
    name: "Jack Marlowe",
    type: "okrpg",
    system: {
      wounds: { nonlethal: 3, lethal: 2 },
      notes: "<p>Ex-boxer turned courier. Owes @UUID[Actor.abc]{Vinnie} a favour.</p>",
    },
    items: [
      item("Brawny", "okrpg-attribute", {
        rank: 5,
        roles: ["strength", "toughness", "handToHand"],
      }),
      item("Quick", "okrpg-attribute", { rank: 6, roles: ["initiative", "quickness", "defence"] }),
      item("Hard to keep down", "okrpg-attribute", { rank: 4, roles: ["recovery", "healing"] }),
      item("Street fighter", "okrpg-attribute", { rank: 5, roles: ["attack"] }),
      item("Katana", "okrpg-weapon", {
        damage: 5,
        lethality: -1,
        damageType: "cutting",
        reach: 1,
        suitsEffects: true,
        description: "<p>Folded steel, a little notched.</p>",
      }),
      item("Revolver", "okrpg-weapon", {
        damage: 6,
        lethality: 0,
        damageType: "ballistic",
        reach: 0,
        ranged: true,
        equipped: false,
      }),
      item("Kevlar vest", "okrpg-armor", { protection: 4, coverage: 2 }),
      item("Climbing rope", "okrpg-gear", { quantity: 1 }),
    ],
  },
  occult: {
    name: "Agent Reyes",
    type: "occult",
    system: {
      str: 8,
      dex: 8,
      strike: 10,
      defence: 10,
      hp: { value: 11, max: 14 },
      fatigue: { points: 5, roundsFought: 6, runs: 0 },
      conditions: { kneeling: true },
      weaponSkills: [{ name: "Pistol", bonus: 15 }],
      unarmed: true,
    },
    items: [
      item("Desert Eagle", "occult-weapon", {
        kind: "firearm",
        damage: "1d10+2",
        maxRange: 65,
        magazine: { capacity: 7, loaded: 5 },
        skill: "Pistol",
      }),
      item("Combat knife", "occult-weapon", { kind: "melee", damage: "1d6", addsStrength: true }),
      item("Flak jacket", "occult-armor", { hp: { value: 45, max: 50 } }),
      item("Flashlight", "occult-gear", { quantity: 2 }),
    ],
  },
  action: {
    name: "Max Steel",
    type: "action",
    system: {
      role: "hero",
      attributes: { body: 6, mind: 4, reflexes: 7, toughness: 5, move: 5 },
      skills: { shoot: 12, dodge: 9 },
      hits: { value: 4 },
      advantage: 2,
      otherSkills: [{ name: "Drive", rating: 8 }],
    },
    items: [
      item("Twin pistols", "action-weapon", { kind: "ranged", damage: 9, skill: "shoot" }),
      item("Gun-fu stance", "action-stance", {
        shotCost: 1,
        stanceType: "Damage Boost",
        active: true,
      }),
      item("Akimbo", "action-schtick", {
        action: "trigger",
        trigger: "combo",
        skill: "shoot",
        bonus: 1,
      }),
      item("Leather coat", "action-gear", { quantity: 1 }),
    ],
  },
  rounds: {
    name: "Lena Voss",
    type: "rounds",
    system: { strength: 5, stun: 2, damage: 1, toughness: 7, stamina: 14 },
    items: [
      item("Spear", "mano-weapon", { kind: "handToHand", power: 5, sharpness: "sharp", reach: 2 }),
      item("Shield", "mano-armor", { location: "arms", cover: 8, absorption: 3 }),
    ],
  },
  mano: {
    name: "Bruno Keller",
    type: "mano",
    system: {
      strength: 4,
      toughness: 7,
      stamina: 14,
      stun: 3,
      damage: 2,
      defences: { melee: 13, missile: 10, grapple: 12 },
      abilities: { stealth: 4, detection: 6 },
      otherAbilities: [{ name: "Knife fighting", level: 5 }],
    },
    items: [
      item("Machete", "mano-weapon", {
        kind: "handToHand",
        power: 6,
        sharpness: "sharp",
        attack: 2,
        reach: 0.7,
        weight: 1,
      }),
      item("Crossbow", "mano-weapon", {
        kind: "bow",
        power: 8,
        sharpness: "sharp",
        range: 120,
        shots: { capacity: 1, loaded: 1 },
        weight: 3,
        equipped: false,
      }),
      item("Leather jacket", "mano-armor", {
        location: "torso",
        cover: 5,
        absorption: 2,
        weight: 3,
      }),
      item("Helmet", "mano-armor", { location: "head", cover: 10, absorption: 4, weight: 2 }),
      item("Backpack", "mano-gear", { quantity: 1, weight: 8 }),
    ],
  },
};

/** Creates the sample actor of a type (one create operation) and returns it. */
export async function sampleActor(type: string): Promise<DocumentHandle> {
  return (await Actor.create(
    structuredClone(SAMPLE_ACTORS[type]) as never,
  )) as unknown as DocumentHandle;
}

/** A snapshot of a document as its sheet reads it. */
export function snapshotOf(
  document: DocumentHandle,
  o: { documentName?: "Actor" | "Item"; editable?: boolean; tab?: string } = {},
): SheetSnapshot {
  return sheetSnapshot(document as never, {
    documentName: o.documentName ?? "Actor",
    editable: o.editable ?? true,
    ...(o.tab ? { tab: o.tab } : {}),
  });
}

export const ACTOR_TYPES = Object.keys(SAMPLE_ACTORS);
