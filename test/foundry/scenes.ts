import type { ChatDoubleWorld, SceneDouble, TokenDouble } from "./chat-world";
import type { CombatDoubleWorld } from "./combat-world";
import type { DocumentDouble } from "./documents";
import type { FoundryDouble } from "./index";

/**
 * Scenes and tokens as documents, on top of the chat world's scenes (test/foundry/chat-world.ts),
 * for the self-check, which makes its own (sources: test/foundry/BEHAVIOURS.md, "Scenes"):
 * - `Scene.create(data)` makes a world scene (a GM's write), `scene.delete()` removes it with its
 *   tokens; `scene.createEmbeddedDocuments("Token", [{actorId, actorLink, x, y, name,
 *   disposition}])` places tokens of world actors, one operation, `createToken` on every client;
 * - `scene.view()` shows it on this client's canvas (`canvas.scene`), which draws a Token
 *   placeable for each of its tokens (`token.object`);
 * - `Token#setTarget(targeted, {releaseOthers})` adds the token to `game.user.targets` or takes it
 *   out, first releasing the others when asked;
 * - `TokenDocument#hasStatusEffect(id)` answers from the token's actor's statuses.
 */
type Data = Record<string, unknown>;

export interface SceneDocument extends SceneDouble {
  name: string;
  documentName: "Scene";
  createEmbeddedDocuments(name: string, data: Data[]): Promise<TokenDouble[]>;
  delete(): Promise<void>;
  view(): Promise<void>;
  toObject(): Data;
}

const g = globalThis as unknown as {
  game: { user: { id: string; isGM: boolean; targets?: Set<{ document: TokenDouble }> } };
  canvas: { scene: SceneDouble | null };
};

export function installScenes(
  foundry: FoundryDouble,
  chat: ChatDoubleWorld,
  combat: CombatDoubleWorld,
): void {
  const record = (
    action: "create" | "delete",
    documentName: string,
    parent: string | null,
    data: unknown[],
  ) => foundry.operations.push({ action, documentName, parent, data });
  const refuseUnlessGM = (action: string, documentName: string, id: string) => {
    const user = g.game.user;
    if (!user.isGM)
      throw new Error(`User ${user.id} lacks permission to ${action} ${documentName} ${id}`);
  };

  const placeable = (token: TokenDouble) => ({
    document: token,
    renderFlags: { set() {} },
    setTarget(targeted: boolean, { releaseOthers = true }: { releaseOthers?: boolean } = {}) {
      const now = releaseOthers ? [] : [...(g.game.user.targets ?? [])].map((t) => t.document);
      const next = targeted
        ? [...now.filter((t) => t !== token), token]
        : now.filter((t) => t !== token);
      chat.target(...next);
    },
  });

  const documentOf = (scene: SceneDouble, data: Data): SceneDocument => {
    const doc = scene as SceneDocument;
    Object.assign(doc, {
      name: String(data.name ?? ""),
      documentName: "Scene",
      async createEmbeddedDocuments(name: string, list: Data[]) {
        if (name !== "Token") throw new Error(`Scene has no ${name} documents`);
        refuseUnlessGM("create", "Token", doc.id);
        const made = list.map((one) => {
          const actor = foundry.actors.get(String(one.actorId)) as DocumentDouble | undefined;
          if (!actor) throw new Error(`Actor ${String(one.actorId)} does not exist`);
          const token = chat.token(
            doc,
            actor,
            { x: Number(one.x ?? 0), y: Number(one.y ?? 0) },
            {
              name: String(one.name ?? actor.name),
              disposition: Number(one.disposition ?? -1),
              unlinked: one.actorLink === false,
            },
          );
          Object.assign(token, {
            object: null,
            documentName: "Token",
            hasStatusEffect: (id: string) =>
              (token.actor as unknown as { statuses?: Set<string> }).statuses?.has(id) ?? false,
            delete: async () => {
              refuseUnlessGM("delete", "Token", token.id);
              doc.tokens.delete(token.id);
              record("delete", "Token", doc.uuid, [token.id]);
            },
          });
          if (g.canvas.scene === doc) Object.assign(token, { object: placeable(token) });
          combat.tokens.set(token.id, token);
          return token;
        });
        record(
          "create",
          "Token",
          doc.uuid,
          made.map((t) => ({ _id: t.id, name: t.name })),
        );
        for (const token of made) foundry.hooks.callAll("createToken", token, {}, g.game.user.id);
        return made;
      },
      async delete() {
        refuseUnlessGM("delete", "Scene", doc.id);
        if (g.canvas.scene === doc) chat.view(null);
        chat.scenes.delete(doc.id);
        record("delete", "Scene", null, [doc.id]);
        foundry.hooks.callAll("deleteScene", doc, {}, g.game.user.id);
      },
      async view() {
        chat.view(doc);
        for (const token of doc.tokens.values()) Object.assign(token, { object: placeable(token) });
      },
      toObject: () => ({ _id: doc.id, name: doc.name, grid: { ...doc.grid } }),
    });
    return doc;
  };

  class SceneDocumentClass {
    static documentName = "Scene";
    static get implementation() {
      return SceneDocumentClass;
    }
    static async create(data: Data = {}): Promise<SceneDocument> {
      refuseUnlessGM("create", "Scene", "");
      const grid = (data.grid as Partial<SceneDouble["grid"]> | undefined) ?? {};
      // a new scene is not viewed until someone views it
      const viewed = g.canvas.scene;
      const scene = documentOf(chat.scene(grid), data);
      chat.view(viewed);
      record("create", "Scene", null, [scene.toObject()]);
      foundry.hooks.callAll("createScene", scene, data, {}, g.game.user.id);
      return scene;
    }
  }
  (globalThis as Record<string, unknown>).Scene = SceneDocumentClass;
  (foundry.config as Record<string, unknown>).Scene = {
    documentClass: SceneDocumentClass,
    dataModels: {},
  };
}
