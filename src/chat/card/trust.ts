import { SYSTEM_ID } from "../../config";
import { ACTION_PATHS } from "../../rules/cards/action";
import { MANO_PATHS } from "../../rules/cards/mano";
import { GRIP_PATH, type GripRecord } from "../../rules/cards/mano-grip";
import { OCCULT_PATHS, type OccultTarget } from "../../rules/cards/occult";
import { OKRPG_PATHS } from "../../rules/cards/okrpg";
import {
  itemPath,
  requirePatch,
  type AppliedRecord,
  type CardTarget,
  type Mutable,
  type Patch,
} from "../../rules/cards/shared";
import { isRulesError } from "../../rules/errors";
import { requireAdjustment, type HarmAdjustment } from "../../rules/cards/adjustment";
import { GRIPS } from "../../rules/mano";
import { CHARACTER, type CheckCard } from "../../rules/checks/card";
import type { AttackCard } from "../view-models";
import type { ActionSpec, DocumentValues, Step, StepInput, Write } from "./actions";
import { checkStep, type CheckAction, type CheckStep } from "./check-actions";

/*
 * What a card may write, and where the record of what it wrote is kept (SECURITY.md). A card is
 * its poster's to rewrite (the author of a chat message may update it), so nothing a step writes
 * to a document is taken from the card as such:
 * - the fields a step writes are its ruleset's result fields, listed here, on the documents the
 *   step was given (checkWrites refuses any other);
 * - what a target's Apply wrote (its values before, for Undo) is kept on the target's own actor,
 *   in a flag that only those who may change that actor can write, and read back from there:
 *   the card's own copy is shown, never trusted (trustedCard). Apply finds the record there and
 *   applies nothing twice; Undo restores only what the record holds.
 * Pure: the Foundry adapter and the playground keep records the same way.
 */

/** A card's records on a document: `flags.action-engine.cards.<card key>.<name>`, as JSON text. */
export function recordPath(cardKey: string, name: string): string {
  return `flags.${SYSTEM_ID}.cards.${cardKey}.${name}`;
}

/** Ids that may name a record (a Foundry id, or a check card's "character"): no path syntax. */
const RECORD_ID = /^[A-Za-z0-9]{1,64}$/;

/** The name of a target's Apply record, or null for an id that cannot name one. */
function appliedName(targetId: string): string | null {
  return RECORD_ID.test(targetId) ? `applied-${targetId}` : null;
}

/** The name of a grappling hold's record (kept on both the attacker's and the target's actor). */
function holdName(targetId: string): string | null {
  return RECORD_ID.test(targetId) ? `hold-${targetId}` : null;
}

/** The name of the GM's adjustment of a target's harm (adjustment.ts), kept on the target's actor. */
function adjustName(targetId: string): string | null {
  return RECORD_ID.test(targetId) ? `adjust-${targetId}` : null;
}

/** A record as kept: an Apply's, a hold's, or a GM's adjustment. */
type KeptRecord = AppliedRecord | GripRecord | HarmAdjustment;

/** The update data that keeps (or, for null, clears) a card's records on one document. */
export function recordUpdate(
  cardKey: string,
  records: Readonly<Record<string, KeptRecord | null>>,
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(records).map(([name, record]) => [
      recordPath(cardKey, name),
      record === null ? null : JSON.stringify(record),
    ]),
  );
}

function parsed(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== "string") return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A record's patches, if they are patches naming only fields `allowed` lets through; else null. */
function readRecord(value: unknown, allowed: (path: string) => boolean): AppliedRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const { before, after, stored } = value as Partial<AppliedRecord>;
  const patches = stored === undefined ? [before, after] : [before, after, stored];
  try {
    for (const patch of patches) {
      requirePatch("record", patch as Patch);
      if (!Object.keys(patch as Patch).every(allowed)) return null;
    }
  } catch (error) {
    if (isRulesError(error)) return null;
    throw error;
  }
  return { before: before!, after: after!, ...(stored === undefined ? {} : { stored }) };
}

/** An adjustment as recorded, if it is one a GM could set (adjustment.ts); else null. */
function readAdjustment(value: unknown): HarmAdjustment | null {
  try {
    return requireAdjustment(value);
  } catch (error) {
    if (isRulesError(error)) return null;
    throw error;
  }
}

/** A hold's side as recorded: the grip before and after, each one of the grips. */
function readGripSide(value: unknown): AppliedRecord | null {
  const record = readRecord(value, (path) => path === GRIP_PATH);
  const grips: readonly unknown[] = GRIPS;
  return record && [record.before, record.after].every((p) => grips.includes(p[GRIP_PATH]))
    ? record
    : null;
}

function isCheck(card: AttackCard | CheckCard): card is CheckCard {
  return (card as { kind?: unknown }).kind === "check";
}

function targetOf(card: AttackCard | CheckCard, id: string): CardTarget | undefined {
  return (card.targets as readonly CardTarget[]).find((t) => t.id === id);
}

/** RULES 2: the target's armor as the card names it, when its actor holds it as armor. */
function armorPath(t: OccultTarget, doc: DocumentValues): string[] {
  const id = t.armor?.itemId;
  if (!id || !RECORD_ID.test(id)) return [];
  return doc.read(itemPath(id, "type")) === "occult-armor"
    ? [itemPath(id, OCCULT_PATHS.armorHp)]
    : [];
}

/**
 * The fields a card's result may change on a target's actor: its ruleset's result fields (for a
 * check, the character's own system data, which a check card may only change on a character its
 * poster owns).
 */
export function targetPaths(
  card: AttackCard | CheckCard,
  targetId: string,
  doc: DocumentValues,
): readonly string[] | "system" {
  if (isCheck(card)) return "system";
  switch (card.ruleset) {
    case "okrpg":
      return Object.values(OKRPG_PATHS);
    case "occult": {
      const t = targetOf(card, targetId) as OccultTarget | undefined;
      return [OCCULT_PATHS.hp, OCCULT_PATHS.prone, ...(t ? armorPath(t, doc) : [])];
    }
    case "action":
      return [ACTION_PATHS.hits];
    default:
      return [...Object.values(MANO_PATHS), GRIP_PATH];
  }
}

/** The fields a card's steps may change on the attacker's own actor, and on its weapon. */
function attackerPaths(card: AttackCard | CheckCard): readonly string[] {
  if (isCheck(card)) return [];
  if (card.ruleset === "action") return [ACTION_PATHS.fortune, ACTION_PATHS.advantage];
  return card.ruleset === "mano" || card.ruleset === "rounds" ? [GRIP_PATH] : [];
}

function weaponPaths(card: AttackCard | CheckCard): readonly string[] {
  return !isCheck(card) && card.ruleset === "occult" ? [OCCULT_PATHS.loaded] : [];
}

function allows(paths: readonly string[] | "system", path: string): boolean {
  return paths === "system" ? /^system\.[A-Za-z0-9_.]+$/.test(path) : paths.includes(path);
}

/** The paths a write changes: the actor's own, and its items' as `items.<id>.<path>`. */
function writtenPaths(write: Write): string[] {
  if (write.kind === "weapon") return Object.keys(write.patch);
  return [
    ...Object.keys(write.patch ?? {}),
    ...Object.entries(write.items).flatMap(([id, patch]) =>
      Object.keys(patch).map((path) => `items.${id}.${path}`),
    ),
  ];
}

/** The documents a step was given: the targets' actors by target id, the attacker, its weapon. */
export interface TrustDocuments {
  readonly targets: Readonly<Record<string, DocumentValues | null>>;
  readonly attacker: DocumentValues | null;
  readonly weapon: DocumentValues | null;
}

/**
 * What is wrong with a step's writes, or null when every one is a result field of a document the
 * step was given: a target's (the result of the roll), or, where `attackerWritable` (the card's
 * poster owns the attacker), the attacker's and its weapon's own fields.
 */
export function forbiddenWrite(
  card: AttackCard | CheckCard,
  step: { readonly writes: readonly Write[] },
  docs: TrustDocuments,
  attackerWritable: boolean,
): string | null {
  for (const write of step.writes) {
    const paths = writtenPaths(write);
    const asTarget = Object.entries(docs.targets).find(
      ([, doc]) => write.kind === "actor" && doc?.uuid === write.uuid,
    );
    if (asTarget) {
      const allowed = targetPaths(card, asTarget[0], asTarget[1]!);
      if (paths.every((path) => allows(allowed, path))) continue;
    }
    const own =
      write.kind === "weapon"
        ? docs.weapon?.uuid === write.uuid && weaponPaths(card)
        : docs.attacker?.uuid === write.uuid && attackerPaths(card);
    if (attackerWritable && own && paths.every((path) => own.includes(path))) continue;
    return `${write.kind} ${write.uuid}: ${paths.join(", ")}`;
  }
  return null;
}

/**
 * The card as the documents record it, for the targets `ids` whose actors were found: each one's
 * Apply record, and a grappling hold's both sides, as kept on the actors (none kept: none
 * applied). Whatever the card itself says about them is replaced.
 */
export function trustedCard<C extends AttackCard | CheckCard>(
  card: C,
  ids: readonly string[],
  docs: TrustDocuments,
): C {
  const targets = (card.targets as readonly CardTarget[]).map((t) => {
    const doc = docs.targets[t.id];
    if (!ids.includes(t.id) || !doc) return t;
    const copy: Mutable<CardTarget & { hold?: GripRecord }> = { ...t };
    const applied = appliedName(t.id);
    const paths = targetPaths(card, t.id, doc);
    const record = applied
      ? readRecord(parsed(doc.record(applied)), (path) => allows(paths, path))
      : null;
    if (record) copy.applied = record;
    else delete copy.applied;
    // only a GM's click sets an adjustment; it is kept where the card's poster cannot write it
    const adjust = adjustName(t.id);
    const adjustment = adjust ? readAdjustment(parsed(doc.record(adjust))) : null;
    if (adjustment) copy.adjustment = adjustment;
    else delete copy.adjustment;
    if (!isCheck(card) && (card.ruleset === "mano" || card.ruleset === "rounds")) {
      const hold = trustedHold(t.id, doc, docs.attacker);
      if (hold) copy.hold = hold;
      else delete copy.hold;
    }
    return copy;
  });
  return { ...card, targets } as C;
}

function trustedHold(
  id: string,
  target: DocumentValues,
  attacker: DocumentValues | null,
): GripRecord | undefined {
  const name = holdName(id);
  if (!name || !attacker) return undefined;
  const ours = parsed(target.record(name));
  const theirs = parsed(attacker.record(name));
  const targetSide = readGripSide(ours?.target);
  const attackerSide = readGripSide(theirs?.attacker);
  const choice = ours?.choice;
  if (!targetSide || !attackerSide || (choice !== "hold" && choice !== "release")) return undefined;
  return { choice, attacker: attackerSide, target: targetSide };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Adds records to the step's write to `uuid`, or a write of records alone. */
function addRecords(
  writes: Write[],
  uuid: string,
  records: Record<string, KeptRecord | null>,
): void {
  const i = writes.findIndex((w) => w.kind === "actor" && w.uuid === uuid);
  const existing = writes[i];
  if (existing?.kind === "actor")
    writes[i] = { ...existing, records: { ...existing.records, ...records } };
  else writes.push({ kind: "actor", uuid, patch: null, items: {}, records });
}

/**
 * The step with the records its card changes written beside its results: a target's Apply record
 * on the target's actor (cleared by Undo), a hold on both actors. `trusted` is the card the step
 * ran on (trustedCard).
 */
export function withRecords<
  S extends { readonly card: AttackCard | CheckCard; readonly writes: readonly Write[] },
>(trusted: AttackCard | CheckCard, step: S, ids: readonly string[], docs: TrustDocuments): S {
  const writes = [...step.writes];
  for (const id of ids) {
    const doc = docs.targets[id];
    const before = targetOf(trusted, id) as (CardTarget & { hold?: GripRecord }) | undefined;
    const after = targetOf(step.card, id) as (CardTarget & { hold?: GripRecord }) | undefined;
    if (!doc || !before || !after) continue;
    const applied = appliedName(id);
    if (applied && !same(before.applied, after.applied))
      addRecords(writes, doc.uuid, { [applied]: after.applied ?? null });
    const adjust = adjustName(id);
    if (adjust && !same(before.adjustment, after.adjustment))
      addRecords(writes, doc.uuid, { [adjust]: after.adjustment ?? null });
    const hold = holdName(id);
    if (hold && !same(before.hold, after.hold)) {
      addRecords(writes, doc.uuid, { [hold]: after.hold ?? null });
      if (docs.attacker) addRecords(writes, docs.attacker.uuid, { [hold]: after.hold ?? null });
    }
  }
  return { ...step, writes };
}

/**
 * Runs a step on the card as the documents record it (trustedCard) and adds the records its result
 * changes (withRecords): the one way every host runs a card's button.
 */
export function runTrusted(spec: ActionSpec, input: StepInput, ids: readonly string[]): Step {
  const trusted = trustedCard(input.card, ids, input.documents);
  return withRecords(trusted, spec.run({ ...input, card: trusted }), ids, input.documents);
}

/** The same for a check card's Apply and Undo (its character is its one target). */
export function runTrustedCheck(
  card: CheckCard,
  action: CheckAction,
  character: DocumentValues,
): CheckStep {
  const docs = { targets: { [CHARACTER]: character }, attacker: null, weapon: null };
  const trusted = trustedCard(card, [CHARACTER], docs);
  return withRecords(trusted, checkStep(trusted, action, character), [CHARACTER], docs);
}

/** Whether this card keeps a record for target `targetId` on the document (it wrote there). */
export function holdsRecords(doc: DocumentValues, targetId: string): boolean {
  const names = [appliedName(targetId), holdName(targetId)];
  return names.some((name) => name !== null && parsed(doc.record(name)) !== null);
}
