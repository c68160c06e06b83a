import {
  estimate,
  inFeet,
  inMetres,
  type GridSpec,
  type Measure,
  type MeasuredBy,
  type TokenPlace,
} from "./distance";
import type { ActorView, ItemView, TargetView } from "./views";

/*
 * Reads Foundry documents into the plain views the ruleset kits take: an actor's prepared system
 * data and items, a token's place on its scene, and the targets the user has picked
 * (game.user.targets: the targeted tokens, not the selected ones).
 */

interface DocumentLike {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
}

export interface ActorDoc extends DocumentLike {
  readonly items: { contents: DocumentLike[] };
}

export interface TokenDoc extends TokenPlace {
  /** Foundry v14 Scene Levels: the level the token stands on, by id or as the Level (none before v14) */
  readonly level?: string | { readonly id: string | null } | null;
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly actor: ActorDoc | null;
  /** CONST.TOKEN_DISPOSITIONS: friendly 1, neutral 0, hostile -1, secret -2 */
  readonly disposition?: number;
  readonly parent: {
    readonly id: string | null;
    readonly grid: GridLike;
    /** the scene's tokens (Scene#tokens, a Collection) */
    readonly tokens?: { readonly contents: readonly TokenDoc[] };
  } | null;
}

interface GridLike {
  readonly size: number;
  readonly distance: number;
  readonly units: string;
  /** CONST.GRID_TYPES: 0 is gridless */
  readonly type: number;
}

export function itemView(item: DocumentLike): ItemView {
  return {
    id: item.id ?? "",
    name: item.name,
    type: item.type,
    system: item.system as Record<string, unknown>,
  };
}

export function actorView(actor: ActorDoc): ActorView {
  return {
    name: actor.name,
    uuid: actor.uuid,
    type: actor.type,
    system: actor.system as Record<string, unknown>,
    items: actor.items.contents.map(itemView),
  };
}

/** The id of a token's level (null on v13, or where the scene has none). */
function levelOf(token: TokenDoc): string | null {
  const level = token.level ?? null;
  return typeof level === "string" ? level : (level?.id ?? null);
}

function gridOf(grid: GridLike): GridSpec {
  return { size: grid.size, distance: grid.distance, units: grid.units, gridless: grid.type === 0 };
}

/**
 * How far the target token stands from the attacker's, when both are on one scene and, on a v14
 * scene with Levels, on one level. Tokens on different levels are not measured (their floors'
 * heights are the level's business, not the tokens'): the distance is unknown and the dialog asks,
 * rather than showing two floors as neighbours.
 */
export function distanceBetween(
  from: TokenDoc | null,
  to: TokenDoc,
  measure: Measure = estimate,
): { feet: number | null; metres: number | null; measuredBy?: MeasuredBy } {
  const scene = to.parent;
  if (!from || !scene || from.parent?.id !== scene.id) return { feet: null, metres: null };
  if (levelOf(from) !== levelOf(to)) return { feet: null, metres: null };
  const grid = gridOf(scene.grid);
  const { distance, by } = measure(from, to, grid, scene.id);
  const feet = inFeet(distance, grid.units);
  const metres = inMetres(distance, grid.units);
  return { feet, metres, ...(feet === null ? {} : { measuredBy: by }) };
}

/** Whether a token's actor is marked as laying down covering fire (RULES 2, set from a gun's row). */
function layingCoveringFire(token: TokenDoc): boolean {
  const system = token.actor?.system as { conditions?: { coveringFire?: unknown } } | undefined;
  return system?.conditions?.coveringFire === true;
}

/**
 * RULES 2 covering fire: feet from the target to the nearest other token on its scene whose actor
 * lays down covering fire and shares the target's disposition (an ally), null when there is
 * none, undefined when the scene's units are no length (the distance is then entered). Interpretation: allies are tokens of one disposition.
 */
function coverFeetOf(target: TokenDoc, measure: Measure): number | null | undefined {
  const scene = target.parent;
  if (!scene?.tokens) return undefined;
  let nearest: number | null = null;
  let unmeasured = false;
  for (const token of scene.tokens.contents) {
    if (token.id === target.id || !layingCoveringFire(token)) continue;
    if (token.disposition !== target.disposition) continue;
    const { feet } = distanceBetween(token, target, measure);
    if (feet === null) unmeasured = true;
    else if (nearest === null || feet < nearest) nearest = feet;
  }
  // an ally the scene cannot measure (units that are no length): the dialog asks for the distance
  return nearest === null && unmeasured ? undefined : nearest;
}

/**
 * The targets the user picked, each with its token's distance from the attacker's token, from the
 * other targets' tokens (a grenade's blast) and from the nearest ally laying down covering fire.
 */
export function targetViews(
  tokens: Iterable<TokenDoc>,
  attackerToken: TokenDoc | null,
  measure: Measure = estimate,
): TargetView[] {
  const picked = [...tokens].filter((token) => token.actor && token.id);
  return picked.map((token) => {
    const coverFeet = coverFeetOf(token, measure);
    return {
      id: token.id!,
      name: token.name,
      tokenUuid: token.uuid,
      actor: actorView(token.actor!),
      ...distanceBetween(attackerToken, token, measure),
      feetFrom: Object.fromEntries(
        picked
          .filter((other) => other.id !== token.id)
          .map((other) => [other.id!, distanceBetween(other, token, measure).feet]),
      ),
      ...(coverFeet === undefined ? {} : { coverFeet }),
    };
  });
}

/**
 * RULES 5 cover: the other characters on the targets' scene (the attacker's when nothing is
 * targeted), neither the attacker nor a target: one of them may cover a target.
 */
export function bystanderViews(
  targets: Iterable<TokenDoc>,
  attackerToken: TokenDoc | null,
  measure: Measure = estimate,
): TargetView[] {
  const picked = [...targets];
  const scene = picked[0]?.parent ?? attackerToken?.parent;
  if (!scene?.tokens) return [];
  const taken = new Set([attackerToken?.id, ...picked.map((token) => token.id)]);
  return scene.tokens.contents
    .filter((token) => token.actor && token.id && !taken.has(token.id))
    .map((token) => ({
      id: token.id!,
      name: token.name,
      tokenUuid: token.uuid,
      actor: actorView(token.actor!),
      ...distanceBetween(attackerToken, token, measure),
    }));
}
