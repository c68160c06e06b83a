import { SETUP_KINDS } from "../../rules/okrpg/setups";
import { OKRPG_ROLES } from "../../rules/okrpg/schema";
import { TIDE_LUCK } from "../../rules/okrpg/tide";
import { SEQUENCING_MODES } from "../../rules/rulesets";
import { LIST_LIMIT } from "../../rules/errors";
import { SIDES } from "../snapshot";
import { SHOT_COSTS, type Control, type ControlAction, type ControlRequest } from "./controls";

/*
 * A control request as it arrives from another client: any JSON at all (a player's console can
 * send anything). It is read field by field against the shape of the control it names; anything
 * else is no request. Values are then the engine's to judge (a rules error, a refusal).
 */

type Data = Record<string, unknown>;

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 64;
const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isOneOf = (choices: readonly unknown[]) => (value: unknown) => choices.includes(value);
const isOptional = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === undefined || check(value);
const isNullable = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === null || check(value);

/** The fields each control carries besides its action, and what each must be. */
const FIELDS: Readonly<
  Record<ControlAction, Readonly<Record<string, (value: unknown) => boolean>>>
> = (() => {
  const one = { combatantId: isId };
  const none = {};
  return {
    act: one,
    hold: one,
    defend: one,
    pass: one,
    deferAll: none,
    gumption: one,
    setUp: {
      ...one,
      kind: isOneOf(SETUP_KINDS),
      // a dialog's fields: left blank they arrive empty (target) or as null (needed: NaN in JSON)
      target: (value) => typeof value === "string" && value.length <= 64,
      role: isOptional(isOneOf(OKRPG_ROLES)),
      needed: isOptional(isNullable(isNumber)),
    },
    spend: { ...one, cost: isOneOf(SHOT_COSTS) },
    loseShot: one,
    activeDefence: one,
    fortuneInitiative: one,
    spendHp: {
      ...one,
      hp: isNumber,
      passive: (value) => typeof value === "boolean",
      weapon: isOptional(isId),
      total: isOptional(isNullable(isNumber)),
    },
    hesitate: one,
    interfere: { ...one, hp: isNumber, against: isOptional(isNullable(isNumber)) },
    carryOverChoice: { ...one, hp: isNumber, distance: isOptional(isNullable(isNumber)) },
    next: one,
    skip: one,
    counter: one,
    evade: one,
    fireCounter: one,
    toggleOpening: one,
    reorder: {
      ids: (value) => Array.isArray(value) && value.length <= LIST_LIMIT && value.every(isId),
    },
    moveUp: one,
    openInterrupt: one,
    takeInterrupt: one,
    closeInterrupt: one,
    moveDown: one,
    setMode: { mode: isOneOf(SEQUENCING_MODES) },
    toggleSide: one,
    toggleSurprised: one,
    tideLuck: { side: isOneOf(SIDES), luck: isOneOf(TIDE_LUCK) },
    undo: none,
    startCombat: none,
    previousRound: none,
    previousTurn: none,
    nextTurn: none,
    nextRound: none,
    restartRound: none,
    down: one,
    revive: one,
    harm: { ...one, amount: isNumber },
    join: one,
    leave: one,
  };
})();

/** The control a client sent, or null when it is none the tracker has (or not of its shape). */
export function readControl(value: unknown): Control | null {
  if (!isRecord(value) || typeof value.action !== "string") return null;
  if (!Object.hasOwn(FIELDS, value.action)) return null;
  const fields = FIELDS[value.action as ControlAction];
  const extra = Object.keys(value).filter((key) => key !== "action" && !Object.hasOwn(fields, key));
  if (extra.length) return null;
  for (const [field, check] of Object.entries(fields)) if (!check(value[field])) return null;
  return value as unknown as Control;
}

/** The request a client sent (its combat, the revision it saw, its control), or null. */
export function readControlRequest(value: unknown): ControlRequest | null {
  if (!isRecord(value)) return null;
  const { combatId, revision, control } = value;
  if (!isId(combatId)) return null;
  if (typeof revision !== "number" || !Number.isSafeInteger(revision) || revision < 0) return null;
  const read = readControl(control);
  return read ? { combatId, revision, control: read } : null;
}
