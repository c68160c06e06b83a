import { installFoundry, type FoundryDouble } from "../foundry";
import { installCombat, type CombatDoubleWorld } from "../foundry/combat-world";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import { installChat, type ChatDoubleWorld, type TokenDouble } from "../foundry/chat-world";
import type { DocumentDouble } from "../foundry/documents";
import { registerDocuments } from "../../src/documents/registry";
import { registerSettings } from "../../src/settings";
import { registerChat } from "../../src/chat/foundry/register";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { requestCardAction } from "../../src/chat/foundry/card/request";
import type { CardResult } from "../../src/chat/foundry/card/execute";
import { readCard } from "../../src/rules/cards";
import { askActiveGM } from "../../src/documents/user-queries";
import type { AttackMessageModel } from "../../src/documents/models/chat-attack";
import type { AttackCard } from "../../src/chat/view-models";
import { LETHALITY } from "../../src/rules/okrpg";
import { parseRank } from "../../src/rules/ranks";
import type { RulesetId } from "../../src/rules/rulesets";
import { actorView, itemView, targetViews } from "../../src/chat/attack/read";
import type { AttackInput } from "../../src/chat/attack/kits";
import { ruleOptions } from "../../src/settings";

/*
 * A world for the attack adapter's tests: a GM and two players (Alice plays the attacker, Bob
 * the target), one scene on a 5-ft grid, and for each ruleset an attacker and a target built
 * from the seeds' worked examples (the same numbers as test/chat/fixtures.ts uses for the pure
 * cards). Alice's attacker stands at the origin, the target four squares (20 ft) east.
 */

export interface Fighter {
  actor: DocumentDouble;
  token: TokenDouble;
}

export interface World {
  foundry: FoundryDouble;
  combat: CombatDoubleWorld;
  chat: ChatDoubleWorld;
  gm: CombatDoubleWorld["gm"];
  alice: CombatDoubleWorld["players"][number];
  bob: CombatDoubleWorld["players"][number];
  attacker: Fighter;
  target: Fighter;
  /** operations recorded from now on */
  mark(): () => Array<{
    action: string;
    documentName: string;
    parent: string | null;
    data: unknown[];
  }>;
}

type Sys = Record<string, unknown>;
const OWNER = 3;

const SETUPS: Record<RulesetId, { attacker: Sys; target: Sys }> = {
  okrpg: {
    attacker: {
      name: "Ines",
      type: "okrpg",
      items: [
        {
          name: "Blade",
          type: "okrpg-attribute",
          system: { rank: parseRank("Grt"), roles: ["attack"] },
        },
        {
          name: "Brawn",
          type: "okrpg-attribute",
          system: { rank: parseRank("Avg+"), roles: ["handToHand"] },
        },
        {
          name: "Sword",
          type: "okrpg-weapon",
          system: {
            damage: parseRank("Gd+"),
            lethality: LETHALITY.cutting,
            damageType: "cutting",
            reach: 1,
          },
        },
      ],
    },
    target: {
      name: "Duellist",
      type: "okrpg",
      system: { wounds: { nonlethal: 3 } },
      items: [
        {
          name: "Parry",
          type: "okrpg-attribute",
          system: { rank: parseRank("Gd"), roles: ["defence", "handToHand"] },
        },
        {
          name: "Grit",
          type: "okrpg-attribute",
          system: { rank: parseRank("Gd"), roles: ["toughness"] },
        },
        { name: "Mail", type: "okrpg-armor", system: { protection: parseRank("Gd"), coverage: 2 } },
      ],
    },
  },
  occult: {
    attacker: {
      name: "Todd",
      type: "occult",
      system: { strike: 10, weaponSkills: [{ name: "Pistol", bonus: 10 }] },
      items: [
        {
          name: "USP9",
          type: "occult-weapon",
          system: {
            kind: "firearm",
            damage: "2d6",
            maxRange: 100,
            magazine: { capacity: 15, loaded: 15 },
            burst: true,
            skill: "Pistol",
          },
        },
      ],
    },
    target: {
      name: "Bandit",
      type: "occult",
      system: { defence: 10, hp: { value: 12, max: 12 } },
      items: [
        {
          name: "Flak jacket",
          type: "occult-armor",
          system: { hp: { value: 50, max: 50 }, drPercent: 10 },
        },
      ],
    },
  },
  action: {
    attacker: {
      name: "Jack",
      type: "action",
      system: { role: "hero", skills: { shoot: 12 }, attributes: { mind: 4 } },
      items: [{ name: "Pistol", type: "action-weapon", system: { damage: 10, skill: "shoot" } }],
    },
    target: {
      name: "Henchman",
      type: "action",
      system: { role: "henchman", skills: { dodge: 13 }, attributes: { toughness: 7 } },
      items: [],
    },
  },
  mano: {
    attacker: {
      name: "Clone",
      type: "mano",
      items: [
        {
          name: "Fists",
          type: "mano-weapon",
          system: { kind: "handToHand", natural: true, power: 3, sharpness: "blunt", attack: 2 },
        },
      ],
    },
    target: {
      name: "Steven",
      type: "mano",
      system: { defences: { melee: 14, missile: 10, grapple: 13 }, toughness: 7, stamina: 14 },
      items: [],
    },
  },
  rounds: {
    attacker: {
      name: "Clone",
      type: "rounds",
      items: [
        {
          name: "Fists",
          type: "mano-weapon",
          system: { kind: "handToHand", natural: true, power: 3, sharpness: "blunt", attack: 2 },
        },
      ],
    },
    target: {
      name: "Steven",
      type: "rounds",
      system: {
        defences: { melee: 14, missile: 10, grapple: 13 },
        toughness: 7,
        stamina: 14,
        strength: 6,
      },
      items: [],
    },
  },
};

/** A world with one attacker (Alice's) and one target (Bob's) of the ruleset. */
export async function world(
  ruleset: RulesetId,
  o: { gmOnline?: boolean; players?: string[] } = {},
): Promise<World> {
  const foundry = installFoundry();
  registerSettings();
  await foundry.settings.set("action-engine", "ruleset", ruleset);
  registerDocuments();
  const combat = installCombat(foundry, { gmOnline: o.gmOnline ?? true, players: o.players });
  const chat = installChat(foundry, combat);
  registerChat();
  const [alice, bob] = combat.players;
  const setup = SETUPS[ruleset];
  const make = async (data: Sys, owner: string) =>
    (await Actor.create({
      ...data,
      ownership: { default: 0, [owner]: OWNER },
    } as never)) as unknown as DocumentDouble;
  const scene = chat.scene();
  const attackerActor = await make(setup.attacker, alice.id);
  const targetActor = await make(setup.target, bob.id);
  const attacker = {
    actor: attackerActor,
    token: chat.token(scene, attackerActor, { x: 0, y: 0 }),
  };
  const target = { actor: targetActor, token: chat.token(scene, targetActor, { x: 400, y: 0 }) };
  return {
    foundry,
    combat,
    chat,
    gm: combat.gm,
    alice,
    bob,
    attacker,
    target,
    mark() {
      const from = foundry.operations.length;
      return () => foundry.operations.slice(from) as ReturnType<ReturnType<World["mark"]>>;
    },
  };
}

/** The attacker's first weapon. */
export function weaponOf(fighter: Fighter): DocumentDouble {
  const weapon = fighter.actor.items.contents.find((i) => i.type.endsWith("-weapon"));
  if (!weapon) throw new Error(`${fighter.actor.name} has no weapon`);
  return weapon;
}

/**
 * What the attack dialog's kit is handed when the world's attacker attacks with its first weapon
 * (the adapter's reading of the actor, weapon and targeted tokens), posted publicly.
 */
export function attackInput(
  w: World,
  ruleset: RulesetId,
  targets: readonly TokenDouble[] = [w.target.token],
): AttackInput {
  return {
    ruleset,
    attacker: {
      actor: actorView(w.attacker.actor as never),
      tokenUuid: w.attacker.token.uuid,
      weapon: itemView(weaponOf(w.attacker) as never),
    },
    targets: targetViews(targets as never, w.attacker.token as never),
    options: ruleOptions(ruleset),
    messageMode: "public",
  };
}

/** Alice attacks her target with her weapon: the dialog's values given, the dice scripted. */
export async function attack(
  w: World,
  faces: number[],
  values: Record<string, unknown> = {},
  o: { targets?: TokenDouble[]; as?: World["alice"] } = {},
): Promise<MessageDouble> {
  const user = o.as ?? w.alice;
  return w.combat.users.as(user, async () => {
    w.chat.target(...(o.targets ?? [w.target.token]));
    CardRoll.expect(null, faces);
    const message = await attackWithItem(weaponOf(w.attacker) as never, {
      values: { rollMode: "publicroll", ...values },
    });
    if (!message) throw new Error("the attack made no message");
    requireReadable(message as MessageDouble);
    return message as MessageDouble;
  });
}

/** The card a message holds now. */
export function cardOf(message: MessageDouble): AttackCard {
  return (message.system as unknown as AttackMessageModel).attackCard;
}

export function systemOf(message: MessageDouble): AttackMessageModel {
  return message.system as unknown as AttackMessageModel;
}

/** A click on the card by a user, at the card's current revision (or the one given). */
export async function click(
  w: World,
  message: MessageDouble,
  action: string,
  data: Record<string, string> = {},
  o: { as?: World["alice"]; revision?: number; faces?: number[][]; selection?: string[] } = {},
): Promise<CardResult | null> {
  for (const faces of o.faces ?? []) CardRoll.expect(null, faces);
  const result = await w.combat.users.as(o.as ?? w.alice, () =>
    requestCardAction(message as never, {
      messageId: message.id,
      revision: o.revision ?? systemOf(message).revision,
      action,
      data,
      ...(o.selection ? { selection: o.selection } : {}),
    }),
  );
  requireReadable(message);
  return result;
}

/** Every card the system writes reads back as valid (readCard: stored cards are never trusted). */
function requireReadable(message: MessageDouble): void {
  const read = readCard(JSON.parse(systemOf(message).card));
  if (!read.ok)
    throw new Error(`a card the system wrote reads as damaged: ${read.problem.message}`);
}

/**
 * The record a card keeps on a target's actor beside what Apply wrote there (src/chat/card/trust.ts):
 * the fields' values before and after, as JSON text, under the card's message id; null once Undo
 * has taken the result back. As a database operation carries it.
 */
export function kept(
  message: MessageDouble,
  targetId: string,
  record: { before: object; after: object; stored?: object } | null,
  kind: "applied" | "hold" = "applied",
): { flags: object } {
  const value = record === null ? null : JSON.stringify(record);
  return {
    flags: { "action-engine": { cards: { [message.id]: { [`${kind}-${targetId}`]: value } } } },
  };
}

/**
 * A query sent from `user`'s own client to the active GM's, the way the system sends one (signed
 * with a one-time value only that client holds): what a player's console can send in their own
 * name. The GM's answer, or why none came.
 */
export async function sendAs(
  w: World,
  user: World["alice"],
  name: string,
  data: object,
): Promise<unknown> {
  return w.combat.users.as(user, async () => {
    const answer = await askActiveGM(name, data);
    return answer.ok ? answer.value : answer;
  });
}
