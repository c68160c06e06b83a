import {
  mookHealth,
  occultArmor,
  okrpgHealth,
  okrpgLethal,
  stunTrack,
  type BarChange,
  type BarRefusal,
} from "../rules/bars";
import type { SimplifiedState } from "../rules/okrpg/mooks";
import { RULESET_IDS, type RulesetId } from "../rules/rulesets";

/** The tracks an actor type offers to token bars, as `system.*` paths. */
export interface TokenBars {
  /** the health track a new token shows in its first bar */
  readonly primary: string;
  /** the ruleset's key resource, in the second bar */
  readonly secondary: string;
  /** every value/max pair a bar may show */
  readonly bar: readonly string[];
  /** single numbers a bar may show */
  readonly value: readonly string[];
}

/**
 * Each actor type's health track(s) and key resource as value/max pairs (see the models'
 * derived bars). The actor type of a ruleset is named like the ruleset.
 */
export const TOKEN_BARS: { readonly [R in RulesetId]: TokenBars } = {
  okrpg: {
    primary: "health",
    secondary: "lethalHealth",
    bar: ["health", "lethalHealth"],
    value: ["wounds.nonlethal", "wounds.lethal", "mook.points"],
  },
  occult: {
    primary: "hp",
    secondary: "armorHp",
    bar: ["hp", "armorHp"],
    value: ["fatigue.roundsFought"],
  },
  action: {
    primary: "hits",
    secondary: "fortune",
    bar: ["hits", "fortune"],
    value: ["advantage"],
  },
  rounds: {
    primary: "hp",
    secondary: "harmTrack",
    bar: ["hp", "harmTrack", "healthyTrack"],
    value: ["stun", "damage"],
  },
  mano: {
    primary: "harmTrack",
    secondary: "healthyTrack",
    bar: ["harmTrack", "healthyTrack"],
    value: ["stun", "damage"],
  },
};

/** A prototype token's bars as creation data gives them (TokenDocument bar1 / bar2). */
interface GivenBars {
  readonly prototypeToken?: {
    readonly bar1?: { readonly attribute?: unknown };
    readonly bar2?: { readonly attribute?: unknown };
  };
}

/**
 * The bars a new actor's tokens show, for those its creation data leaves unset: its ruleset's
 * health track first, its key resource second. A bar the data names (a compendium actor, a GM's
 * choice, none at all) is left as it is.
 */
export function newActorBars(
  ruleset: RulesetId,
  data: unknown,
): { bar1?: { attribute: string }; bar2?: { attribute: string } } {
  const given = (data as GivenBars | null)?.prototypeToken;
  const bars = TOKEN_BARS[ruleset];
  return {
    ...(given?.bar1?.attribute === undefined ? { bar1: { attribute: bars.primary } } : {}),
    ...(given?.bar2?.attribute === undefined ? { bar2: { attribute: bars.secondary } } : {}),
  };
}

/** `CONFIG.Actor.trackableAttributes`: what the token configuration offers for each actor type. */
export function trackableAttributes(): Record<string, { bar: string[]; value: string[] }> {
  return Object.fromEntries(
    RULESET_IDS.map((ruleset) => [
      ruleset,
      { bar: [...TOKEN_BARS[ruleset].bar], value: [...TOKEN_BARS[ruleset].value] },
    ]),
  );
}

/**
 * The bars whose value is worked out from other data. Foundry lets the Token HUD edit a bar only
 * when its `value` is a stored field (foundryvtt/foundryvtt#8715, #8907); the system's token
 * document reports these editable, and the actor writes an edit through src/rules/bars.ts.
 */
export const DERIVED_BARS: { readonly [R in RulesetId]: readonly string[] } = {
  okrpg: ["health", "lethalHealth"],
  occult: ["armorHp"],
  action: [],
  rounds: ["hp", "harmTrack", "healthyTrack"],
  mano: ["harmTrack", "healthyTrack"],
};

export function isDerivedBar(ruleset: RulesetId, attribute: string): boolean {
  return DERIVED_BARS[ruleset].includes(attribute);
}

type Value = number | string | boolean;

/** A derived bar edit as document changes: the actor's own fields and its items', or why not. */
export type BarWrite =
  | {
      readonly kind: "write";
      readonly actor: Readonly<Record<string, Value>>;
      readonly items: Readonly<Record<string, Readonly<Record<string, Value>>>>;
    }
  | { readonly kind: "unchanged" }
  | { readonly kind: "refused"; readonly reason: BarRefusal; readonly most: number };

/** The prepared system data the derived bars are read from (models' fields and derived values). */
interface BarSource {
  readonly wounds?: { readonly lethal: number; readonly nonlethal: number };
  readonly mookState?: SimplifiedState | null;
  readonly stun?: number;
  readonly damage?: number;
  readonly stamina?: number;
  readonly toughness?: number;
  readonly hp?: { readonly max: number };
  readonly armor?: readonly { readonly id: string; readonly hp: number; readonly max: number }[];
}

function asWrite<T>(
  outcome: BarChange<T>,
  write: (to: T) => {
    actor?: Record<string, Value>;
    items?: Record<string, Record<string, Value>>;
  },
): BarWrite {
  if (outcome.kind !== "change") return outcome;
  const { actor = {}, items = {} } = write(outcome.to);
  return { kind: "write", actor, items };
}

const MOOK_FIELD = { mook: "points", evenSimpler: "status", simplest: "down" } as const;

function mookWrite(state: SimplifiedState): Record<string, Value> {
  const field = MOOK_FIELD[state.system];
  return { [`system.mook.${field}`]: (state as unknown as Record<string, Value>)[field] };
}

/**
 * A derived bar set to `value` (already within 0..max): the changes the ruleset's rules make,
 * in one write, or why they cannot show it. `system` is the actor's prepared system data.
 */
export function derivedBarEdit(
  ruleset: RulesetId,
  attribute: string,
  system: BarSource,
  value: number,
): BarWrite {
  const harm = { stun: system.stun ?? 0, damage: system.damage ?? 0 };
  const stun = (max: number) =>
    asWrite(stunTrack(harm, max, value), (to) => ({ actor: { "system.stun": to.stun } }));
  switch (`${ruleset}.${attribute}`) {
    case "okrpg.health":
      return system.mookState
        ? asWrite(mookHealth(system.mookState, value), (to) => ({ actor: mookWrite(to) }))
        : asWrite(okrpgHealth(system.wounds!, value), (to) => ({
            actor: { "system.wounds.nonlethal": to.nonlethal },
          }));
    case "okrpg.lethalHealth":
      return asWrite(okrpgLethal(system.wounds!.lethal, value), (to) => ({
        actor: { "system.wounds.lethal": to.lethal },
      }));
    case "occult.armorHp":
      return asWrite(occultArmor(system.armor ?? [], value), (to) => ({
        items: { [to.id]: { "system.hp.value": to.hp } },
      }));
    case "rounds.hp":
      return stun(system.hp!.max);
    case "rounds.harmTrack":
    case "mano.harmTrack":
      return stun(system.stamina!);
    case "rounds.healthyTrack":
    case "mano.healthyTrack":
      return stun(system.toughness!);
    default:
      throw new Error(`${attribute} is not a derived bar of ${ruleset}`);
  }
}
