import { ActorDouble, DocumentDouble, type DbOperation } from "./documents";

/*
 * Status effects and tokens, as far as the system's conditions touch them (BEHAVIOURS.md,
 * "Status effects"):
 * - CONFIG.statusEffects is the Token HUD's palette (entries with id, name, img) and
 *   CONFIG.specialStatusEffects.DEFEATED names the status a defeated combatant carries;
 * - an ActiveEffect carries a set of `statuses`; one with statuses is temporary, and the actor's
 *   temporary effects are what its token draws as icons;
 * - Actor#statuses is rebuilt from its effects' statuses each time its data is prepared, before
 *   the document's prepareDerivedData;
 * - Actor#toggleStatusEffect(id, {active, overlay}) adds or removes an effect carrying the status
 *   (one embedded write); an id missing from CONFIG.statusEffects throws;
 * - TokenDocument#hasStatusEffect asks the actor's statuses; Combatant#isDefeated is its defeated
 *   flag or the actor holding the defeated status; a token redraws its icons when its render
 *   flags ask for `redrawEffects`.
 */

type Data = Record<string, unknown>;

export interface StatusEffectConfig {
  id: string;
  name: string;
  img: string;
}

/** A part of Foundry's own default palette (the entries systems commonly keep or replace). */
export function defaultStatusConfig(): {
  statusEffects: StatusEffectConfig[];
  specialStatusEffects: Record<string, string>;
} {
  return {
    statusEffects: [
      { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
      { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
      { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
    ],
    specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" },
  };
}

/** Test double for an ActiveEffect as the actor's effects and token icons use it. */
export class ActiveEffectDouble {
  declare _id: string | null;
  declare name: string;
  declare img: string;
  declare statuses: Set<string>;
  declare disabled: boolean;
  declare flags: Data;
  declare changes: never[];
  declare parent: unknown;

  constructor(data: Data, { parent = null }: { parent?: unknown } = {}) {
    this._id = typeof data._id === "string" ? data._id : null;
    this.name = String(data.name ?? "");
    this.img = String(data.img ?? "");
    this.statuses = new Set((data.statuses as string[] | undefined) ?? []);
    this.disabled = data.disabled === true;
    this.flags = (data.flags as Data | undefined) ?? {};
    this.changes = [];
    this.parent = parent;
  }

  static get implementation(): typeof ActiveEffectDouble {
    return ActiveEffectDouble;
  }

  /** API docs, ActiveEffect#isTemporary: a duration, or any status, makes an effect temporary. */
  get isTemporary(): boolean {
    return this.statuses.size > 0;
  }

  getFlag(scope: string, key: string): unknown {
    return (this.flags[scope] as Data | undefined)?.[key];
  }
}

/** Test double for a placed token: its actor, the icons it draws, its render flags. */
export class TokenDouble {
  /** render flags set since the token was last drawn */
  readonly flags: Data[] = [];
  /** the icons drawn by the last draw: img of every temporary effect, overlay last */
  icons: { img: string; overlay: boolean }[] = [];

  constructor(readonly actor: ActorLike) {
    this.draw();
  }

  readonly renderFlags = {
    set: (flags: Data) => {
      this.flags.push(flags);
      if (flags.redrawEffects) this.draw();
    },
  };

  readonly document = {
    hasStatusEffect: (id: string) => this.actor.statuses.has(id),
  };

  draw(): void {
    this.icons = this.actor.temporaryEffects.map((effect) => ({
      img: effect.img,
      overlay: effect.getFlag("core", "overlay") === true,
    }));
  }
}

export interface ActorLike {
  statuses: Set<string>;
  temporaryEffects: ActiveEffectDouble[];
  toggleStatusEffect(
    id: string,
    options?: { active?: boolean; overlay?: boolean },
  ): Promise<unknown>;
}

interface StatusWorld {
  operations: DbOperation[];
  config: Data;
}
let world: StatusWorld | null = null;
const tokens = new Map<unknown, TokenDouble[]>();

/** Places a token of the actor on the canvas (Actor#getActiveTokens then returns it). */
export function placeToken(actor: unknown): TokenDouble {
  const token = new TokenDouble(actor as ActorLike);
  tokens.set(actor, [...(tokens.get(actor) ?? []), token]);
  return token;
}

/**
 * The Token HUD open on a token of `actor` (canvas.hud.token, an ApplicationV2 in v13): counts
 * its renders.
 */
export function openTokenHud(actor: unknown): {
  rendered: boolean;
  actor: unknown;
  renders: number;
} {
  const hud = {
    rendered: true,
    actor,
    renders: 0,
    render() {
      hud.renders += 1;
      return hud;
    },
  };
  (globalThis as Data).canvas = { hud: { token: hud } };
  return hud;
}

/** Combatant#isDefeated: the combatant's own flag, or its actor holding the defeated status. */
export function isDefeated(actor: ActorLike, defeatedFlag = false): boolean {
  const defeated = (world?.config.specialStatusEffects as Record<string, string>).DEFEATED;
  return defeatedFlag || actor.statuses.has(defeated);
}

type StatusEffectSource = Data & { _id?: string; statuses?: string[]; disabled?: boolean };
type StatusActor = Omit<DocumentDouble, "effects"> & {
  statuses: Set<string>;
  effects: StatusEffectSource[];
};

/**
 * Installs the statuses behaviour on the Actor double and the ActiveEffect global. Call after
 * installFoundry(); the palette starts as Foundry's default until the system replaces it.
 */
export function installStatuses(double: StatusWorld): void {
  world = double;
  tokens.clear();
  delete (globalThis as Data).canvas;
  Object.assign(double.config, defaultStatusConfig());
  (globalThis as Data).ActiveEffect = ActiveEffectDouble;
}

const proto = ActorDouble.prototype as unknown as Data;

/** The effects that apply to the actor: its own and its items' that transfer. */
const applicable = (actor: StatusActor) =>
  (
    actor as unknown as { allApplicableEffects(): Iterable<StatusEffectSource> }
  ).allApplicableEffects();
const baseApply = DocumentDouble.prototype.applyActiveEffects;

proto.applyActiveEffects = function (this: StatusActor, ...args: unknown[]) {
  (baseApply as (...a: unknown[]) => void).apply(this, args);
  this.statuses = new Set(
    [...applicable(this)].filter((e) => !e.disabled).flatMap((e) => e.statuses ?? []),
  );
};

Object.defineProperty(proto, "temporaryEffects", {
  configurable: true,
  get(this: StatusActor) {
    return [...applicable(this)]
      .filter((e) => !e.disabled)
      .map((e) => new ActiveEffectDouble(e, { parent: this }))
      .filter((e) => e.isTemporary);
  },
});

/** The tokens placed by placeToken, else whatever the installed world places (chat-world.ts). */
proto.getActiveTokens = function (this: unknown, ...args: unknown[]) {
  const placed = tokens.get(this);
  if (placed) return placed;
  const base = (DocumentDouble.prototype as unknown as Data).getActiveTokens;
  return typeof base === "function" ? base.apply(this, args) : [];
};

/** Foundry's own toggle: one embedded ActiveEffect create or delete. */
proto.toggleStatusEffect = async function (
  this: StatusActor,
  statusId: string,
  { active, overlay = false }: { active?: boolean; overlay?: boolean } = {},
) {
  const user = (globalThis as { game?: { user?: { id: string } } }).game?.user;
  if (!this.isOwner) throw new Error(`User ${user?.id} lacks permission to create ActiveEffect`);
  const config = world!.config.statusEffects as StatusEffectConfig[];
  const status = config.find((s) => s.id === statusId);
  if (!status)
    throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
  const existing = this.effects.filter((e) => (e.statuses ?? []).includes(statusId));
  const state = active ?? existing.length === 0;
  if (!state && existing.length) {
    this.effects = this.effects.filter((e) => !existing.includes(e));
    world!.operations.push({
      action: "delete",
      documentName: "ActiveEffect",
      parent: this.uuid,
      data: existing.map((e) => e._id),
    });
  } else if (state && !existing.length) {
    const effect = {
      _id: `effect${String(this.effects.length).padStart(10, "0")}`,
      name: status.name,
      img: status.img,
      statuses: [statusId],
      flags: { core: { overlay } },
      changes: [],
    };
    this.effects = [...this.effects, effect];
    world!.operations.push({
      action: "create",
      documentName: "ActiveEffect",
      parent: this.uuid,
      data: [effect],
    });
  } else return undefined;
  this.prepareData();
  for (const token of tokens.get(this) ?? []) token.renderFlags.set({ redrawEffects: true });
  // every client hears of the embedded effect created or deleted (API docs, hook events
  // createDocument / deleteDocument), as the tracker's defeated-status hook does
  const hooks = (globalThis as { Hooks?: { callAll(hook: string, ...args: unknown[]): boolean } })
    .Hooks;
  const changedEffects = state ? this.effects.slice(-1) : existing;
  for (const effect of changedEffects)
    hooks?.callAll(
      state ? "createActiveEffect" : "deleteActiveEffect",
      new ActiveEffectDouble(effect, { parent: this }),
      {},
      user?.id,
    );
  return state;
};
