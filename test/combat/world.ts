import { expect } from "vitest";
import { installFoundry, type FoundryDouble } from "../foundry";
import type { CombatDouble, CombatantDouble } from "../foundry/combat";
import { installCombat, type CombatDoubleWorld } from "../foundry/combat-world";
import { OWNERSHIP } from "../foundry/documents";
import { RollDouble } from "../foundry/rolls";
import "../foundry/status-effects";
import { installStatuses } from "../foundry/statuses";
import { registerCombat } from "../../src/combat/foundry/register";
import { whenIdle } from "../../src/combat/foundry/hooks";
import { requestControl } from "../../src/combat/foundry/queries";
import type { Control } from "../../src/combat/moves/controls";
import type { Result, TrackedCombat } from "../../src/combat/foundry/executor";
import { registerDocuments } from "../../src/documents/registry";
import type { ActionEngineCombat } from "../../src/documents/combat";
import { parseRank } from "../../src/rules/ranks";
import type { RulesetId, SequencingMode } from "../../src/rules/rulesets";
import { registerSettings } from "../../src/settings";

/**
 * A Foundry world for the tracker's adapter tests: the test double with a GM and two players
 * (Alice and Bob), the system's settings, documents and tracker registered, and helpers to make
 * actors of each ruleset, an encounter, and to script dice.
 */
export interface TrackerWorld extends CombatDoubleWorld {
  foundry: FoundryDouble;
  alice: CombatDoubleWorld["players"][number];
  bob: CombatDoubleWorld["players"][number];
}

export function trackerWorld(
  o: { ruleset?: RulesetId; gmOnline?: boolean; players?: [string, string] } = {},
): TrackerWorld {
  const foundry = installFoundry();
  const world = installCombat(foundry, {
    players: o.players ?? ["Alice", "Bob"],
    gmOnline: o.gmOnline,
  });
  installStatuses(foundry as never);
  registerSettings();
  if (o.ruleset) foundry.settings.values.set("action-engine.ruleset", o.ruleset);
  registerDocuments();
  registerCombat();
  const [alice, bob] = world.players;
  return { ...world, foundry, alice, bob };
}

type Sys = Record<string, unknown>;

export interface ActorSpec {
  name: string;
  type: RulesetId;
  system?: Sys;
  items?: Sys[];
  owner?: { id: string } | null;
}

export async function actor(
  spec: ActorSpec,
): Promise<{ id: string; system: Sys; update(d: Sys): Promise<unknown> }> {
  const ownership: Record<string, number> = { default: OWNERSHIP.NONE };
  if (spec.owner) ownership[spec.owner.id] = OWNERSHIP.OWNER;
  return (await Actor.create({
    name: spec.name,
    type: spec.type,
    system: spec.system ?? {},
    items: spec.items ?? [],
    ownership,
  } as never)) as never;
}

/** An OK RPG attribute item filling roles (RULES 1.1 ranks by label). */
export function attribute(name: string, rank: string, roles: string[]): Sys {
  return { name, type: "okrpg-attribute", system: { rank: parseRank(rank), roles } };
}

export type Encounter = ActionEngineCombat & CombatDouble & TrackedCombat;

export async function encounter(mode?: SequencingMode): Promise<Encounter> {
  return (await Combat.create((mode ? { system: { mode } } : {}) as never)) as never;
}

/** Adds combatants for the actors (in order) and returns them by actor name. */
export async function addCombatants(
  combat: Encounter,
  actors: { id: string; name?: string }[],
  extra: Sys[] = [],
): Promise<Record<string, CombatantDouble>> {
  const created = await combat.createEmbeddedDocuments(
    "Combatant",
    actors.map((a, i) => ({ actorId: a.id, ...extra[i] })),
  );
  await whenIdle(combat);
  return Object.fromEntries(created.map((c) => [c.name, c]));
}

/** The next rolls show these faces, in order (formula, faces). */
export function rolls(...list: [string, number[]][]): void {
  for (const [formula, faces] of list) RollDouble.expect(formula, faces);
}

export function allRollsUsed(): void {
  expect(RollDouble.script, "scripted rolls left unused").toEqual([]);
}

/** A control clicked by `user` on the tracker as it is now (its current revision). */
export async function click(
  world: TrackerWorld,
  user: TrackerWorld["gm"],
  combat: Encounter,
  control: Control,
  revision = (combat.system as unknown as { revision: number }).revision,
): Promise<Result> {
  return world.users.as(user, () => requestControl(combat, control, revision));
}

/** The database operations since `from`, as "action documentName" strings. */
export function opsSince(foundry: FoundryDouble, from: number): string[] {
  return foundry.operations.slice(from).map((op) => `${op.action} ${op.documentName}`);
}

export function combatantNamed(combat: Encounter, name: string): CombatantDouble {
  const found = combat.combatants.find((c) => c.name === name);
  if (!found) throw new Error(`no combatant ${name}`);
  return found as unknown as CombatantDouble;
}

/** The acting combatant's name, as Foundry's current combatant. */
export function current(combat: Encounter): string | undefined {
  return combat.combatant?.name;
}

export { whenIdle };
