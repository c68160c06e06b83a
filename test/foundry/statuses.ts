import { ActorDouble, DocumentDouble, type DbOperation } from "./documents";
import { generation } from "./generation";

/*
 * Status effects and tokens, as far as the system's conditions touch them (BEHAVIOURS.md,
 * "Status effects"):
 * - CONFIG.statusEffects is the Token HUD's palette (entries with id, name, img; an array on v13, a
 *   record keyed by id on v14) and
 *   CONFIG.specialStatusEffects.DEFEATED names the status a defeated combatant carries;
 * - an ActiveEffect carries a set of `statuses`; on v13 one with statuses is temporary, and the
 *   actor's temporary effects are what its token draws as icons; on v14 the token draws the actor's
 *   applied effects whose `showIcon` is ALWAYS, or CONDITIONAL and temporary (foundryvtt#14749), a
 *   new effect's `showIcon` is CONDITIONAL, the HUD's toggle makes ALWAYS ones, and only a duration
 *   makes an effect temporary (the double's effects have none);
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

/** CONFIG.statusEffects: an array on v13, a record keyed by id on v14 (foundryvtt#13122). */
export type StatusEffects = StatusEffectConfig[] | Record<string, StatusEffectConfig>;

/**
 * A part of Foundry's own default palette (the entries systems commonly keep or replace), in the
 * generation's shape: v14's record keeps each entry's `id` (healthEstimate PR #337: "the object
 * entries appear to follow the same scheme as before").
 */
export function defaultStatusConfig(): {
  statusEffects: StatusEffects;
  specialStatusEffects: Record<string, string>;
} {
  const entries = [
    { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
    { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
    { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
  ];
  return {
    statusEffects:
      generation() < 14 ? entries : Object.fromEntries(entries.map((entry) => [entry.id, entry])),
    specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" },
  };
}

/**
 * One entry of CONFIG.statusEffects as the generation looks it up: v13 finds it in the array; v14
 * reads the record by id (`CONFIG.statusEffects[conditionId]`, foundryvtt#13122). What v14's
 * "backwards compatibility" does with an array a system assigns: no source found; the double
 * finds nothing in it (the harsher case).
 */
export function statusEffectEntry(
  config: StatusEffects,
  id: string,
): StatusEffectConfig | undefined {
  if (generation() < 14)
    return Array.isArray(config) ? config.find((entry) => entry.id === id) : undefined;
  return !Array.isArray(config) && Object.hasOwn(config, id) ? config[id] : undefined;
}

/**
 * v14's CONST.ACTIVE_EFFECT_SHOW_ICON (foundryvtt#14749 names NEVER, CONDITIONAL and ALWAYS; public
 * modules write ALWAYS as 2, e.g. `CONST.ACTIVE_EFFECT_SHOW_ICON?.ALWAYS ?? 2`; the other two
 * numbers: no source found). v13 has no such constant (a public system's v13 shim: "CONST.
 * ACTIVE_EFFECT_SHOW_ICON itself is undefined there").
 */
export const SHOW_ICON = { NEVER: 0, CONDITIONAL: 1, ALWAYS: 2 } as const;

/** Test double for an ActiveEffect as the actor's effects and token icons use it. */
export class ActiveEffectDouble {
  declare _id: string | null;
  declare name: string;
  declare img: string;
  declare statuses: Set<string>;
  declare disabled: boolean;
  declare flags: Data;
  /** v13 changes (numeric modes) */
  declare changes: unknown[];
  /** v14 keeps its changes in `system.changes` */
  declare system: { changes: unknown[] };
  /** v14 only: when the token draws the effect (SHOW_ICON) */
  declare showIcon?: number;
  declare parent: unknown;

  constructor(data: Data, { parent = null }: { parent?: unknown } = {}) {
    this._id = typeof data._id === "string" ? data._id : null;
    this.name = String(data.name ?? "");
    this.img = String(data.img ?? "");
    this.statuses = new Set((data.statuses as string[] | undefined) ?? []);
    this.disabled = data.disabled === true;
    this.flags = (data.flags as Data | undefined) ?? {};
    this.changes = (data.changes as unknown[] | undefined) ?? [];
    this.system = { changes: ((data.system as Data | undefined)?.changes as unknown[]) ?? [] };
    // a new effect's default (ironsworn-impacts' v14 note: effects "default to CONDITIONAL")
    if (generation() >= 14) this.showIcon = Number(data.showIcon ?? SHOW_ICON.CONDITIONAL);
    this.parent = parent;
  }

  static get implementation(): typeof ActiveEffectDouble {
    return ActiveEffectDouble;
  }

  /**
   * API docs (v13), ActiveEffect#isTemporary: a duration, or any status, makes an effect
   * temporary. v14: a status alone no longer draws an icon (OSE's v14 macro: "v14 only paints a
   * token icon for showIcon ALWAYS, or CONDITIONAL with a duration"; SUCC#167: conditions set to
   * "If Temporary" never show); the double's effects have no duration, so none is temporary.
   */
  get isTemporary(): boolean {
    return generation() < 14 && this.statuses.size > 0;
  }

  /** Whether the v14 token draws this effect (the filter foundryvtt#14749 quotes). */
  get drawnOnV14Token(): boolean {
    return (
      this.showIcon === SHOW_ICON.ALWAYS ||
      (this.showIcon === SHOW_ICON.CONDITIONAL && this.isTemporary)
    );
  }

  getFlag(scope: string, key: string): unknown {
    return (this.flags[scope] as Data | undefined)?.[key];
  }
}

/** Test double for a placed token: its actor, the icons it draws, its render flags. */
export class TokenDouble {
  /** render flags set since the token was last drawn */
  readonly flags: Data[] = [];
  /** the icons drawn by the last draw: img of every effect drawn, and whether as the overlay */
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

  /**
   * v13 draws the actor's temporary effects; v14 its applied effects that ask for an icon
   * (foundryvtt#14749 quotes v14's Token#_drawEffects: `appliedEffects.filter(...)` on showIcon).
   */
  draw(): void {
    const drawn =
      generation() < 14
        ? this.actor.temporaryEffects
        : this.actor.appliedEffects.filter((effect) => effect.drawnOnV14Token);
    this.icons = drawn.map((effect) => ({
      img: effect.img,
      overlay: effect.getFlag("core", "overlay") === true,
    }));
  }
}

export interface ActorLike {
  statuses: Set<string>;
  temporaryEffects: ActiveEffectDouble[];
  appliedEffects: ActiveEffectDouble[];
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

/** API docs, Actor#appliedEffects: the effects that apply now (the double: its own enabled ones). */
Object.defineProperty(proto, "appliedEffects", {
  configurable: true,
  get(this: StatusActor) {
    return [...applicable(this)]
      .filter((e) => !e.disabled)
      .map((e) => new ActiveEffectDouble(e, { parent: this }));
  },
});

/** API docs, Actor#temporaryEffects: the applied effects that are temporary. */
Object.defineProperty(proto, "temporaryEffects", {
  configurable: true,
  get(this: StatusActor & { appliedEffects: ActiveEffectDouble[] }) {
    return this.appliedEffects.filter((e) => e.isTemporary);
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
  const newId = `effect${String(this.effects.length).padStart(10, "0")}`;
  if (!this.isOwner)
    throw new Error(
      `User ${user?.id} lacks permission to create ActiveEffect [${newId}] in parent Actor [${this.id}]`,
    );
  const status = statusEffectEntry(world!.config.statusEffects as StatusEffects, statusId);
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
      _id: newId,
      name: status.name,
      img: status.img,
      statuses: [statusId],
      flags: { core: { overlay } },
      changes: [],
      // v14's toggle builds the effect from the status with an icon always shown (a public v14
      // system: "HUD toggles get this via fromStatusEffect")
      ...(generation() >= 14 ? { showIcon: SHOW_ICON.ALWAYS } : {}),
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
