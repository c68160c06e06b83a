import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { templateRenderer } from "../templates/harness";
import type { CombatDoubleWorld } from "./combat-world";
import { bindChat, CardRoll, MessageDouble } from "./chat";
import { unlink, type ActorDeltaDouble } from "./actor-delta";
import { generation } from "./generation";
import { GridDouble, type GridData } from "./grid";
import { Collection, DocumentDouble } from "./documents";
import type { FoundryDouble } from "./index";
import { lacksPermission } from "./permissions";

/**
 * The rest of the world an attack card touches, added to an installed Foundry double (after
 * installFoundry() and installCombat()): scenes with tokens on a square grid, the users' targets
 * and selected tokens, chat messages of the `attack` subtype, scripted Roll faces, the compendium
 * roll tables (read from packs/ as the build compiles them), hotbar macros, `fromUuid`, Foundry's
 * template rendering (real Handlebars, as test/templates/harness.ts renders it). The server's
 * permission checks live with the documents (test/foundry/permissions.ts).
 */
const g = globalThis as Record<string, unknown>;
const ROOT = join(import.meta.dirname, "..", "..");

export interface SceneDouble {
  id: string;
  uuid: string;
  name: string;
  /** the scene's grid (Scene#grid): CONST.GRID_TYPES and, on squares, CONST.GRID_DIAGONALS */
  grid: GridData;
  tokens: Collection<TokenDouble>;
}

export interface TokenDouble {
  id: string;
  uuid: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** in the scene's units (TokenDocument#elevation) */
  elevation: number;
  /** v14 Scene Levels: the id of the token's level (generation.ts; absent on v13) */
  level?: string | null;
  actor: DocumentDouble | null;
  /** TokenDocument#actorLink: the token shows the world actor itself (else its own copy) */
  actorLink: boolean;
  /** TokenDocument#actorId: the world actor it stands for */
  actorId: string;
  /** an unlinked token's ActorDelta: what it overrides (test/foundry/actor-delta.ts) */
  delta?: ActorDeltaDouble;
  parent: SceneDouble;
  /** CONST.TOKEN_DISPOSITIONS (TokenDocument#disposition): friendly 1, neutral 0, hostile -1 */
  disposition: number;
  /** TokenDocument#hidden: shown to GMs only; players cannot see or target it */
  hidden: boolean;
  /** the placeable's document is itself here */
  document: TokenDouble;
  /** TokenDocument#object: the token drawn on the canvas, with the render flags it was given */
  object: TokenPlaceableDouble;
  /** TokenDocument#bar1 / #bar2: the attribute each bar shows, the prototype token's when placed */
  bar1: { attribute: string | null };
  bar2: { attribute: string | null };
  /** TokenDocument#update: the token's own fields (here its bars), by a GM or its actor's owner */
  update(changes: Record<string, unknown>): Promise<TokenDouble>;
}

/**
 * A Token placeable (TokenDocument#object): its render flags, whether this client's user sees it
 * (Token#isVisible: a hidden token only for a GM), whether they control it, its centre in canvas
 * pixels (Token#center), and the hover handlers `_onHoverIn(event, {hoverOutOthers})` /
 * `_onHoverOut(event)` dnd5e's chat cards call (recorded in `canvasCalls`).
 */
export interface TokenPlaceableDouble {
  document: TokenDouble;
  renderFlags: RenderFlagsDouble;
  readonly isVisible: boolean;
  readonly controlled: boolean;
  readonly center: { x: number; y: number };
  _onHoverIn(event: Event, options?: { hoverOutOthers?: boolean }): void;
  _onHoverOut(event: Event): void;
}

/** What the canvas was asked to do on this client: light or dim a token, pan to a point. */
export type CanvasCall =
  | { action: "hoverIn"; token: string; hoverOutOthers: boolean }
  | { action: "hoverOut"; token: string }
  | { action: "pan"; x: number; y: number };

/**
 * A placeable's render flags (API docs, RenderFlags#set; Draw Steel's combatant sets
 * `refreshBars`, pf2e's canvasReady hook `redrawEffects`): what was asked, for tests to read.
 */
export class RenderFlagsDouble {
  readonly asked: Record<string, boolean>[] = [];
  set(flags: Record<string, boolean>): void {
    this.asked.push(flags);
  }
}

/** A macro (API `Macro`): its command, its author's id, and whether this client's user wrote it. */
export interface MacroDouble {
  readonly id: string;
  readonly name: string;
  readonly command: string;
  readonly img: string;
  readonly author: string;
  readonly isAuthor: boolean;
}

interface TableResultDouble {
  name: string;
  range: [number, number];
}

export interface ChatDoubleWorld {
  scenes: Collection<SceneDouble>;
  messages: Collection<MessageDouble>;
  macros: Collection<MacroDouble>;
  /** hotbar slots assigned, per user id */
  hotbar: Record<string, Record<number, string>>;
  scene(grid?: Partial<SceneDouble["grid"]>): SceneDouble;
  /** the canvas shows this scene from now on, or none (API docs, Scene#view) */
  view(scene: SceneDouble | null): void;
  /**
   * A token of the actor on the scene. An unlinked token carries its own synthetic actor (a copy
   * whose uuid is the token's, "Scene.….Token.….Actor.…", as Foundry's token actors have); a linked
   * one shows the world actor, null once it is deleted (API docs, TokenDocument#actor).
   */
  token(
    scene: SceneDouble,
    actor: DocumentDouble,
    at: { x: number; y: number; elevation?: number; level?: string },
    o?: {
      name?: string;
      unlinked?: boolean;
      disposition?: number;
      hidden?: boolean;
      /** an unlinked token's stored overrides (its ActorDelta): system values, items of its own */
      delta?: { system?: Record<string, unknown>; items?: Record<string, unknown>[] };
    },
  ): TokenDouble;
  /** the targets of the current user (game.user.targets) */
  target(...tokens: TokenDouble[]): void;
  /** the tokens the current user has selected (canvas.tokens.controlled) */
  select(...tokens: TokenDouble[]): void;
  /** last message created */
  lastMessage(): MessageDouble;
  /** what the canvas was asked to do (hover, pan), oldest first */
  canvasCalls: CanvasCall[];
}

/** Each table's file, parsed once per test file (a world is built for nearly every test). */
const parsedTables = new Map<string, { results: TableResultDouble[] }>();

function tableFrom(path: string): { results: TableResultDouble[] } {
  let source = parsedTables.get(path);
  if (!source) {
    source = parse(readFileSync(join(ROOT, path), "utf8")) as { results: TableResultDouble[] };
    parsedTables.set(path, source);
  }
  return { results: source.results.map((r) => ({ name: r.name, range: [...r.range] })) };
}

const TABLE_SOURCES: Record<string, string> = {
  "Compendium.action-engine.occult-tables.RollTable.ocTepicFumbles00":
    "packs/occult-tables/epic-fumbles.yml",
  "Compendium.action-engine.action-tables.RollTable.acTfrictionCheck":
    "packs/action-tables/friction-check.yml",
};

/** A prototype token's bar (test/foundry/documents.ts ActorDouble), null for a document without. */
function prototypeBar(actor: DocumentDouble, bar: "bar1" | "bar2"): string | null {
  const prototype = (actor as { prototypeToken?: Record<string, { attribute: string | null }> })
    .prototypeToken;
  return prototype?.[bar]?.attribute ?? null;
}

export function installChat(foundry: FoundryDouble, combat: CombatDoubleWorld): ChatDoubleWorld {
  const scenes = new Collection<SceneDouble>();
  const messages = new Collection<MessageDouble>();
  const macros = new Collection<MacroDouble>();
  const hotbar: Record<string, Record<number, string>> = {};
  const users = combat.users;
  let ids = 0;
  const nextId = (prefix: string) => `${prefix}${String(++ids).padStart(16 - prefix.length, "0")}`;
  bindChat({
    operations: foundry.operations,
    config: foundry.config as never,
    hooks: foundry.hooks,
    user: () => users.current,
    users: () => users.contents,
    messages,
  });
  CardRoll.reset();
  const targets = new Map<string, Set<{ document: TokenDouble }>>();
  let controlled: TokenDouble[] = [];
  const canvasCalls: CanvasCall[] = [];
  for (const user of users.contents) {
    targets.set(user.id, new Set());
    Object.defineProperty(user, "targets", { get: () => targets.get(user.id), configurable: true });
    Object.assign(user, {
      async assignHotbarMacro(macro: { id: string }, slot: number) {
        (hotbar[user.id] ??= {})[slot] = macro.id;
      },
    });
  }
  const tables: Record<string, { getResultsForRoll(face: number): TableResultDouble[] }> = {};
  for (const [uuid, path] of Object.entries(TABLE_SOURCES)) {
    const table = tableFrom(path);
    tables[uuid] = {
      getResultsForRoll: (face) =>
        table.results.filter((r) => r.range[0] <= face && face <= r.range[1]),
    };
  }

  const resolve = (uuid: string): unknown => {
    if (uuid in tables) return tables[uuid];
    const parts = uuid.split(".");
    if (parts[0] === "Actor") {
      const actor = foundry.actors.get(parts[1]) ?? null;
      if (parts[2] === "Item") return actor?.items.get(parts[3]) ?? null;
      return actor;
    }
    if (parts[0] === "Item") return foundry.items.get(parts[1]) ?? null;
    if (parts[0] === "ChatMessage") return messages.get(parts[1]) ?? null;
    if (parts[0] === "Scene") {
      const token = scenes.get(parts[1])?.tokens.get(parts[3]) ?? null;
      return parts[4] === "Actor" ? (token?.actor ?? null) : token;
    }
    return null;
  };
  g.fromUuid = async (uuid: string) => resolve(uuid);
  g.fromUuidSync = (uuid: string) => resolve(uuid);
  g.ChatMessage = MessageDouble;
  g.Roll = CardRoll;
  g.Macro = {
    async create(data: { name: string; command: string; img: string }) {
      // a macro's author is the user who made it; `isAuthor` asks whether that is this client's user
      const author = (g.game as { user: { id: string } }).user.id;
      const macro = {
        id: nextId("mac"),
        ...data,
        author,
        get isAuthor() {
          return (g.game as { user: { id: string } }).user.id === author;
        },
      };
      foundry.operations.push({
        action: "create",
        documentName: "Macro",
        parent: null,
        data: [{ ...data, author }],
      });
      macros.set(macro.id, macro);
      return macro;
    },
  };
  // the scene the canvas shows: the first one made
  let viewed: SceneDouble | null = null;
  g.canvas = {
    get scene() {
      return viewed;
    },
    // the grid of the scene in view, which measures as that scene does (test/foundry/grid.ts)
    get grid() {
      return viewed ? new GridDouble(viewed.grid) : null;
    },
    tokens: {
      get controlled() {
        return controlled;
      },
    },
    // Canvas#animatePan({x, y, scale, duration}): the view glides to centre on the point
    async animatePan(view: { x: number; y: number }) {
      canvasCalls.push({ action: "pan", x: view.x, y: view.y });
    },
  };
  // Actor#getActiveTokens(linked, document): the actor's tokens on the viewed scene, as
  // TokenDocuments when `document` is true, else as Token placeables (their document and render
  // flags; API docs, Actor#getActiveTokens)
  Object.assign(DocumentDouble.prototype, {
    getActiveTokens(this: DocumentDouble, _linked = false, document = false) {
      const docs = viewed ? viewed.tokens.filter((t) => t.actor === this) : [];
      return document ? docs : docs.map((doc) => doc.object);
    },
  });
  const renderer = templateRenderer();
  Object.assign(foundry.config, { sounds: { dice: "sounds/dice.wav" } });
  const applications = (g.foundry as { applications: Record<string, unknown> }).applications;
  // loadTemplates compiles each template and registers it as a Handlebars partial under its path
  // (API docs, foundry.applications.handlebars.loadTemplates); until then none is compiled.
  const helpers: Record<string, unknown> = {};
  const handlebars = {
    partials: {} as Record<string, (context: object) => string>,
    // helpers registered by name (handlebarsjs.com API reference, registerHelper)
    helpers,
    registerHelper: (name: string, helper: unknown) => (helpers[name] = helper),
  };
  g.Handlebars = handlebars;
  applications.handlebars = {
    loadTemplates: async (paths: string[]) => {
      for (const path of paths) handlebars.partials[path] = (ctx) => renderer.render(path, ctx);
    },
    renderTemplate: async (path: string, context: object) => renderer.render(path, context),
  };
  const game = g.game as Record<string, unknown>;
  game.messages = messages;
  game.macros = macros;
  game.scenes = scenes;

  return {
    scenes,
    messages,
    macros,
    hotbar,
    scene(grid = {}) {
      const id = nextId("scn");
      const scene: SceneDouble = {
        id,
        uuid: `Scene.${id}`,
        name: `Scene ${scenes.size + 1}`,
        grid: { size: 100, distance: 5, units: "ft", type: 1, ...grid },
        tokens: new Collection(),
      };
      scenes.set(id, scene);
      viewed ??= scene;
      return scene;
    },
    token(scene, actor, at, o = {}) {
      const id = nextId("tok");
      const token = {
        id,
        uuid: `${scene.uuid}.Token.${id}`,
        name: o.name ?? actor.name,
        x: at.x,
        y: at.y,
        width: 1,
        height: 1,
        elevation: at.elevation ?? 0,
        disposition: o.disposition ?? -1,
        hidden: o.hidden ?? false,
        // BaseLevel (v14 API): a scene's levels; a token stands on one, "defaultLevel0000" unless moved
        ...(generation() >= 14 ? { level: at.level ?? "defaultLevel0000" } : {}),
        actor,
        actorLink: !o.unlinked,
        actorId: actor.id,
        parent: scene,
        // a token placed from an actor starts with its prototype token's bars (API docs,
        // Actor#prototypeToken, TokenDocument#bar1)
        bar1: { attribute: prototypeBar(actor, "bar1") },
        bar2: { attribute: prototypeBar(actor, "bar2") },
        async update(changes: Record<string, unknown>) {
          const user = users.current;
          if (!user.isGM && !actor.testUserPermission(user as never, "OWNER"))
            throw lacksPermission(user as never, "update", "Token", id, {
              documentName: "Scene",
              id: scene.id,
            });
          foundry.operations.push({
            action: "update",
            documentName: "Token",
            parent: scene.uuid,
            data: [{ ...structuredClone(changes), _id: id }],
          });
          for (const bar of ["bar1", "bar2"] as const) {
            const attribute = (changes[bar] as { attribute?: string | null } | undefined)
              ?.attribute;
            if (attribute !== undefined) token[bar] = { attribute };
          }
          return token;
        },
      } as TokenDouble;
      token.document = token;
      const size = scene.grid.size;
      token.object = {
        document: token,
        renderFlags: new RenderFlagsDouble(),
        get isVisible() {
          return !token.hidden || users.current.isGM;
        },
        get controlled() {
          return controlled.includes(token);
        },
        get center() {
          return { x: token.x + (token.width * size) / 2, y: token.y + (token.height * size) / 2 };
        },
        _onHoverIn(_event, options = {}) {
          canvasCalls.push({
            action: "hoverIn",
            token: id,
            hoverOutOthers: !!options.hoverOutOthers,
          });
        },
        _onHoverOut() {
          canvasCalls.push({ action: "hoverOut", token: id });
        },
      };
      if (o.unlinked) {
        const ActorClass = foundry.config.Actor.documentClass as unknown as typeof DocumentDouble;
        unlink(token as never, actor, ActorClass, o.delta);
      } else {
        // a linked token shows the world actor, and none once that actor is deleted
        Object.defineProperty(token, "actor", {
          get: () => foundry.actors.get(actor.id) ?? null,
          enumerable: true,
          configurable: true,
        });
      }
      scene.tokens.set(id, token);
      return token;
    },
    view(scene) {
      viewed = scene;
    },
    target(...tokens) {
      // game.user.targets holds Token placeables: the token's own where the canvas drew one
      const placeables = tokens.map((t) => (t as { object?: { document: TokenDouble } }).object);
      targets.set(
        users.current.id,
        new Set(tokens.map((t, i) => placeables[i] ?? { document: t })),
      );
    },
    select(...tokens) {
      controlled = tokens;
    },
    canvasCalls,
    lastMessage() {
      const all = messages.contents;
      return all[all.length - 1];
    },
  };
}
