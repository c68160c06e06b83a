import { type CombatDouble, UserDouble, UsersDouble, bindCombat } from "./combat";
import { bindDocuments, Collection, DocumentDouble } from "./documents";
import { expandObject } from "./utils";
import type { FoundryDouble } from "./index";
import { ChatMessageDouble, RollDouble } from "./rolls";
import { DialogV2 } from "./applications";

const g = globalThis as Record<string, unknown>;

type UpdateDocuments = typeof DocumentDouble.updateDocuments;
let hooked = false;

/**
 * Foundry calls the `update<Document>` hook on every client after a document is updated
 * (knowledge base "Hooks"); the tracker watches `updateActor` (an OK RPG combatant going Down).
 * Added to the document double here, once per test file, for the tests that install combat.
 */
function fireUpdateHooks(): void {
  if (hooked) return;
  hooked = true;
  const original: UpdateDocuments = DocumentDouble.updateDocuments;
  DocumentDouble.updateDocuments = async function (this: typeof DocumentDouble, updates, options) {
    const documents = await original.call(this, updates, options);
    const hooks = g.Hooks as { callAll(hook: string, ...args: unknown[]): boolean };
    const userId = (g.game as { user: { id: string } }).user.id;
    documents.forEach((doc, i) =>
      hooks.callAll(
        `update${this.documentName}`,
        doc,
        expandObject(updates[i]),
        options ?? {},
        userId,
      ),
    );
    return documents;
  } as UpdateDocuments;
}

export interface CombatDoubleWorld {
  users: UsersDouble;
  gm: UserDouble;
  players: UserDouble[];
  combats: Collection<CombatDouble>;
  queries: { name: string; data: unknown; to: string }[];
  tokens: Map<string, { disposition: number }>;
}

/**
 * Adds a table of users (a GM and players, each "connected" unless told otherwise), the combats
 * collection, `CONFIG.queries`, `Roll` and `ChatMessage` to an installed Foundry double, for the
 * combat tracker's tests. `game.user` is whoever `users.current` is; `users.as(user, fn)` runs
 * code on that user's client (queries do so for the GM). Call after installFoundry().
 */
export function installCombat(
  foundry: FoundryDouble,
  o: { players?: string[]; gmOnline?: boolean } = {},
): CombatDoubleWorld {
  const gm = new UserDouble(foundry.user.id, foundry.user.name, true);
  gm.active = o.gmOnline ?? true;
  const players = (o.players ?? ["Alice", "Bob"]).map(
    (name, i) => new UserDouble(`user0000000player${i}`.slice(-16), name, false),
  );
  const users = new UsersDouble([gm, ...players], gm);
  const combats = new Collection<CombatDouble>();
  const queries: CombatDoubleWorld["queries"] = [];
  const tokens = new Map<string, { disposition: number }>();
  bindCombat({
    operations: foundry.operations,
    config: foundry.config as never,
    hooks: foundry.hooks,
    actors: foundry.actors as never,
    combats,
    users,
    queries,
    tokens,
  });
  // documents check permissions against whoever is the current user
  bindDocuments({
    operations: foundry.operations,
    dialogs: foundry.dialogs,
    config: foundry.config,
    collections: { Actor: foundry.actors, Item: foundry.items },
    user: () => users.current,
    hooks: foundry.hooks,
  });
  const game = g.game as Record<string, unknown>;
  Object.defineProperty(game, "user", { get: () => users.current, configurable: true });
  game.users = users;
  game.combats = combats;
  Object.defineProperty(game, "combat", {
    get: () => combats.find((combat) => combat.active) ?? null,
    configurable: true,
  });
  fireUpdateHooks();
  RollDouble.reset();
  ChatMessageDouble.bind(foundry.operations);
  DialogV2.answers = [];
  DialogV2.prompts = [];
  DialogV2.windows = [];
  g.Roll = RollDouble;
  g.ChatMessage ??= ChatMessageDouble;
  const config = foundry.config as unknown as Record<string, unknown>;
  config.ChatMessage ??= { documentClass: ChatMessageDouble, dataModels: {} };
  return { users, gm, players, combats, queries, tokens };
}
