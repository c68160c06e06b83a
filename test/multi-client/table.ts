import { expect } from "vitest";
import type { UserDouble } from "../foundry/combat";
import { OWNERSHIP } from "../foundry/documents";
import { registerCombat } from "../../src/combat/foundry/register";
import type { RulesetId } from "../../src/rules/rulesets";
import { world, type World } from "../chat/world";
import { addCombatants, encounter, type Encounter } from "../combat/world";

/*
 * One world seen from several clients (DESIGN.md "Testing" 2): a GM, two players and an
 * observer share one database — the double's documents — and each client has its own `game.user`.
 * `on(role, fn)` runs `fn` on that role's client; a query crosses to the GM's client (the double's
 * User#query runs the handler with the GM as `game.user`). Every write and every notification is
 * recorded with the client it happened on, so a test can say where a write landed and who was told
 * what.
 *
 * The roles, as a table sees them:
 * - gm: the GM (online unless the table is made with `gmOnline: false`);
 * - owner: Alice, who owns the attacker (and the tracker's "ana") and posts the attack card;
 * - player: Bob, who owns the target (and the tracker's "bo"), nothing of Alice's;
 * - observer: Olga, who may see both characters (OBSERVER) and owns nothing.
 */
export type Role = "gm" | "owner" | "player" | "observer";
export const ROLES: readonly Role[] = ["gm", "owner", "player", "observer"];

export interface Write {
  /** the role whose client made the write */
  by: Role;
  kind: string;
  data: unknown[];
}

export interface Notice {
  /** the role whose client showed it */
  to: Role;
  type: string;
  message: string;
}

export interface Seen {
  writes: Write[];
  queries: { name: string; to: Role }[];
  notices: Notice[];
}

export interface Table extends World {
  olga: UserDouble;
  gmOnline: boolean;
  user(role: Role): UserDouble;
  /** runs `fn` on the role's client: `game.user` is that role's user meanwhile */
  on<T>(role: Role, fn: () => T | Promise<T>): Promise<T>;
  /** what happens from now on: writes, queries and notices, each with its client */
  watch(): () => Seen;
}

/**
 * A table for a ruleset (test/chat/world.ts builds its attacker, Alice's, and target, Bob's), with
 * Olga observing both characters and the tracker registered beside the chat cards.
 */
export async function table(ruleset: RulesetId, o: { gmOnline?: boolean } = {}): Promise<Table> {
  const gmOnline = o.gmOnline ?? true;
  const w = await world(ruleset, { gmOnline, players: ["Alice", "Bob", "Olga"] });
  registerCombat();
  const olga = w.combat.players[2];
  // setup, not a write: Olga is given OBSERVER on both characters before anything happens
  for (const fighter of [w.attacker, w.target])
    fighter.actor.ownership[olga.id] = OWNERSHIP.OBSERVER;
  const byRole: Record<Role, UserDouble> = {
    gm: w.gm,
    owner: w.alice,
    player: w.bob,
    observer: olga,
  };
  const roleOf = (id: string): Role =>
    (Object.keys(byRole) as Role[]).find((role) => byRole[role].id === id)!;

  const writes: Write[] = [];
  const notices: Notice[] = [];
  const operations = w.foundry.operations;
  const pushOperation = operations.push.bind(operations);
  operations.push = (...ops) => {
    for (const op of ops)
      writes.push({
        by: roleOf(w.combat.users.current.id),
        kind: `${op.action} ${op.documentName}`,
        data: op.data,
      });
    return pushOperation(...ops);
  };
  const shown = w.foundry.notifications.shown;
  const pushNotice = shown.push.bind(shown);
  shown.push = (...items) => {
    for (const item of items) notices.push({ to: roleOf(w.combat.users.current.id), ...item });
    return pushNotice(...items);
  };

  return {
    ...w,
    olga,
    gmOnline,
    user: (role) => byRole[role],
    on: (role, fn) => w.combat.users.as(byRole[role], fn),
    watch() {
      const from = {
        writes: writes.length,
        queries: w.combat.queries.length,
        notices: notices.length,
      };
      return () => ({
        writes: writes.slice(from.writes),
        queries: w.combat.queries
          .slice(from.queries)
          .map((q) => ({ name: q.name, to: roleOf(q.to) })),
        notices: notices.slice(from.notices),
      });
    },
  };
}

/** The localised text of a lang key, as the user reads it. */
export function text(key: string, details: Record<string, unknown> = {}): string {
  return game.i18n!.format(key, details as Record<string, string>);
}

/**
 * A refusal: the role was told (one warning, on their own client, the localised text of `key`)
 * and nothing was written anywhere.
 */
export function expectRefused(seen: Seen, role: Role, key: string): void {
  expect(seen.writes, "nothing is written").toEqual([]);
  expect(seen.notices).toHaveLength(1);
  expect(seen.notices[0]).toMatchObject({ to: role, type: "warning" });
  const template = game.i18n!.localize(key);
  expect(template, `${key} is a lang key`).not.toBe(key);
  // the notice is that key's text, its placeholders filled
  const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{[^}]+\\\}/g, ".+");
  expect(seen.notices[0].message).toMatch(new RegExp(`^${pattern}$`));
}

/**
 * The writes landed once, on `client`'s client: the same operations, with the same data, as the
 * reference (the same press made by the GM on a fresh table), and nobody was warned.
 */
export function expectLanded(seen: Seen, client: Role, reference: Seen): void {
  expect(reference.writes.length, "the reference press writes something").toBeGreaterThan(0);
  expect(seen.notices.filter((n) => n.type !== "info")).toEqual([]);
  expect(seen.writes.map((w) => w.by)).toEqual(seen.writes.map(() => client));
  expect(seen.writes.map(({ kind, data }) => ({ kind, data }))).toEqual(
    reference.writes.map(({ kind, data }) => ({ kind, data })),
  );
}

/**
 * A Mano a Mano table's encounter in turns with Alice's and Bob's characters, started by the GM
 * (RULES 5: turns start without dice), and whose client the acting combatant's owner is on.
 */
export async function turnsEncounter(t: Table): Promise<{ combat: Encounter; acting: Role }> {
  const combat = await t.on("gm", async () => {
    const made = await encounter("turns");
    await addCombatants(made, [t.attacker.actor, t.target.actor] as never);
    await made.startCombat();
    return made;
  });
  const acting = combat.combatant!.actor?.id === t.attacker.actor.id ? "owner" : "player";
  return { combat, acting };
}
