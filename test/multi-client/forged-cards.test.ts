import { describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import type { TokenDouble } from "../foundry/chat-world";
import type { DocumentDouble } from "../foundry/documents";
import { actionSpec } from "../../src/chat/card/actions";
import { readCard } from "../../src/rules/cards";
import type { RulesetId } from "../../src/rules/rulesets";
import type { AttackCard } from "../../src/chat/view-models";
import { requestCardAction } from "../../src/chat/foundry/card/request";
import { takeCheck } from "../../src/chat/foundry/check/flow";
import { attack, systemOf } from "../chat/world";
import { table, type Role, type Table, type Write } from "./table";

/*
 * SECURITY.md, "What the GM's client writes for a player": a card is its poster's to rewrite (the
 * author of a chat message may update it), so every field of a real card is forged in turn, and
 * the card's buttons are then pressed by its poster (through the GM's client) and by the GM
 * themself. Whatever the forgery:
 * - the GM's client writes only to the real roll's documents: the target's actor (its token's)
 *   and the poster's own attacker and weapon; never the GM's goblin on the same scene, nor any
 *   other actor the card names;
 * - only the ruleset's result fields (RULES 1.6, 2, 3, 5: wounds, hit points, Hits, stun and
 *   damage …) and the card's own records beside them, never a name, an ownership, a sheet field;
 * - when the forgery names documents or rewrites what Apply recorded (uuids, ids, the applied
 *   record, a hold), the target ends where the real roll leaves it: untouched, or hit once by the
 *   real result. Undo restores only what the GM's client recorded on the target.
 * What a poster claims about her own roll (its faces, the dialog's choices, the numbers her client
 * read) is hers to claim, as in every Foundry system (the dice are rolled on her client); such a
 * forgery still writes only the result fields of the real documents.
 */

/** The fields each ruleset's card may change on its target (RULES 1.6–1.7, 2, 3, 5). */
const TARGET_FIELDS: Record<RulesetId, string[]> = {
  okrpg: [
    "system.wounds.lethal",
    "system.wounds.nonlethal",
    "system.wounds.mangledLimb",
    "system.mook.points",
    "system.mook.status",
    "system.mook.down",
    "system.knockedDown",
    "system.grabbed",
  ],
  occult: ["system.hp.value", "system.conditions.prone", "items.<armor>.system.hp.value"],
  action: ["system.hits.value"],
  mano: ["system.stun", "system.damage", "system.posture", "system.stance", "system.grip"],
  rounds: ["system.stun", "system.damage", "system.posture", "system.stance", "system.grip"],
};

/** …and on the poster's own attacker and its weapon (Fortune, Advantage, a hold, rounds). */
const ATTACKER_FIELDS: Record<RulesetId, string[]> = {
  okrpg: [],
  occult: ["items.<weapon>.system.magazine.loaded"],
  action: ["system.fortune.value", "system.advantage"],
  mano: ["system.grip"],
  rounds: ["system.grip"],
};

/**
 * A real roll in each ruleset that hits Bob's target, and the GM's presses that apply it (with
 * the other ways its Apply may land: RULES 2, on the armor rather than the person).
 */
const REAL: Record<
  RulesetId,
  { faces: number[]; values?: Record<string, unknown>; apply: Press[]; also?: Press[] }
> = {
  okrpg: {
    faces: [1, 1, 0, 0],
    apply: [
      { action: "spend", data: { option: "fullDamage" } },
      { action: "apply", target: true },
    ],
  },
  occult: {
    faces: [45],
    apply: [
      { action: "rollDamage", target: true, faces: [4, 6] },
      { action: "applyPerson", target: true },
    ],
    also: [
      { action: "rollDamage", target: true, faces: [4, 6] },
      { action: "applyArmor", target: true },
    ],
  },
  action: { faces: [6, 3, 2], apply: [{ action: "apply", target: true }] },
  mano: { faces: [14], apply: [{ action: "apply", target: true }] },
  rounds: { faces: [14], apply: [{ action: "apply", target: true }] },
};

interface Press {
  action: string;
  data?: Record<string, string>;
  /** the press names the real target */
  target?: boolean;
  faces?: number[];
}

/** The buttons pressed on a forged card, for each target id the card or the scene offers. */
function pressesOn(ruleset: RulesetId, ids: readonly string[], as: Role): Press[] {
  const each = (action: string, data: Record<string, string> = {}) =>
    ids.map((id) => ({ action, data: { ...data, target: id } }));
  const own: Record<RulesetId, Press[]> = {
    okrpg: [],
    occult: [...each("applyArmor"), { action: "spendAmmo" }, { action: "undoAmmo" }],
    action: [
      { action: "spendAdvantage" },
      { action: "undoAdvantage" },
      { action: "fortuneReroll" },
    ],
    mano: [
      ...each("takeGrip", { choice: "hold" }),
      ...each("answerGrip", { choice: "release" }),
      ...each("undoGrip"),
    ],
    rounds: [...each("takeGrip", { choice: "hold" }), ...each("undoGrip")],
  };
  const apply = ruleset === "occult" ? "applyPerson" : "apply";
  return [
    // the attacker's own buttons first: a Fortune reroll is offered only before anything is applied
    ...own[ruleset],
    ...each("undo"),
    ...each(apply),
    { action: "undoAll" },
    { action: "applyAll" },
    // the poster asks for her selected tokens: the GM's goblin, which she cannot select
    ...(as === "gm" ? [] : [{ action: "targetMode", data: { mode: "selected" } }]),
    ...each(apply),
    { action: "targetMode", data: { mode: "recorded" } },
    ...each(apply),
  ];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface World {
  t: Table;
  ruleset: RulesetId;
  /** the GM's goblin: an NPC on the scene that the real roll does not target */
  goblin: { actor: DocumentDouble; token: TokenDouble; itemId: string };
  /** the real card, as posted, and as it stands once the GM applied it */
  posted: Json;
  applied: Json;
  /** the target's result fields before the roll, and after each way the real Apply lands */
  untouched: Record<string, unknown>;
  hits: Record<string, unknown>[];
  /** every document's state, to put back between forgeries */
  reset(): Promise<void>;
}

function valueAt(source: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node == null ? undefined : (node as never)[key]), source);
}

/** A document's result fields now (items.<id>.… read from its items). */
function resultsOf(doc: DocumentDouble, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const item = /^items\.([^.]+)\.(.+)$/.exec(field);
      return [field, item ? valueAt(doc.items.get(item[1]), item[2]) : valueAt(doc, field)];
    }),
  );
}

/** The ruleset's fields with the world's item ids in place of <armor> and <weapon>. */
function fieldsIn(t: Table, fields: readonly string[]): string[] {
  const armor = t.target.actor.items.find((i) => i.type.endsWith("-armor"))?.id ?? "none";
  const weapon = t.attacker.actor.items.find((i) => i.type.endsWith("-weapon"))?.id ?? "none";
  return fields.map((f) => f.replace("<armor>", armor).replace("<weapon>", weapon));
}

function cardNow(message: MessageDouble): AttackCard | null {
  const read = readCard(JSON.parse(systemOf(message).card));
  return read.ok ? (read.card as AttackCard) : null;
}

/** Faces for a formula's dice: the lowest face of each (an exploding die does not explode). */
function facesFor(formula: string): number[] {
  const faces: number[] = [];
  for (const [, count, size] of formula.replace(/\[[^\]]*\]/g, "").matchAll(/(\d*)d(\d+|F)/g))
    for (let i = 0; i < Number(count || 1); i++) faces.push(size === "F" ? 0 : 1);
  return faces;
}

async function press(w: World, message: MessageDouble, p: Press, as: Role): Promise<void> {
  const data = { ...(p.data ?? {}), ...(p.target ? { target: w.t.target.token.id } : {}) };
  const card = cardNow(message);
  const spec = card ? actionSpec(card, p.action) : null;
  CardRoll.reset();
  if (p.faces) CardRoll.expect(null, p.faces);
  else
    for (const formula of spec?.formulas?.(card!, { action: p.action, data }) ?? [])
      CardRoll.expect(null, facesFor(formula));
  await w.t.on(as, () =>
    requestCardAction(message as never, {
      messageId: message.id,
      revision: systemOf(message).revision,
      action: p.action,
      data,
      // the poster selects the goblin (Foundry lets her control no token of the GM's)
      selection: [w.goblin.token.uuid],
    }),
  );
}

async function postAs(t: Table, card: Json): Promise<MessageDouble> {
  return t.on("owner", async () => {
    const made = await ChatMessage.create({
      type: "attack",
      author: t.alice.id,
      content: "",
      system: {
        card: JSON.stringify(card),
        revision: 0,
        targetMode: "recorded",
        recorded: "",
        tables: "",
        voided: false,
      },
    } as never);
    return made as unknown as MessageDouble;
  });
}

async function realWorld(ruleset: RulesetId): Promise<World> {
  const t = await table(ruleset);
  const goblinActor = (await t.on("gm", () =>
    Actor.create({
      name: "Goblin",
      type: ruleset,
      items: [
        { name: "Cleaver", type: ruleset === "rounds" ? "mano-weapon" : `${ruleset}-weapon` },
      ],
    } as never),
  )) as unknown as DocumentDouble;
  const goblin = {
    actor: goblinActor,
    token: t.chat.token(t.attacker.token.parent, goblinActor, { x: 200, y: 0 }),
    itemId: goblinActor.items.contents[0].id,
  };
  const real = REAL[ruleset];
  const message = await attack(t, real.faces, real.values ?? {});
  const posted = JSON.parse(systemOf(message).card) as Json;
  const targetFields = fieldsIn(t, TARGET_FIELDS[ruleset]);
  const untouched = resultsOf(t.target.actor, targetFields);
  const before = [t.target.actor, t.attacker.actor].map((doc) => ({ doc, source: doc.toObject() }));
  const w: World = {
    t,
    ruleset,
    goblin,
    posted,
    applied: null,
    untouched,
    hits: [],
    // the two characters' data as it was before the roll, written back by the GM
    reset: () =>
      t.on("gm", async () => {
        for (const { doc, source } of before)
          await doc.update({
            system: source.system,
            items: (source.items as { _id: string; system: object }[]).map(({ _id, system }) => ({
              _id,
              system,
            })),
          });
      }),
  };
  for (const p of real.apply) await press(w, message, p, "gm");
  w.applied = JSON.parse(systemOf(message).card) as Json;
  w.hits.push(resultsOf(t.target.actor, targetFields));
  expect(w.hits[0], "the real roll hits the target").not.toEqual(untouched);
  if (real.also) {
    await w.reset();
    const again = await postAs(t, posted);
    for (const p of real.also) await press(w, again, p, "gm");
    w.hits.push(resultsOf(t.target.actor, targetFields));
  }
  await w.reset();
  return w;
}

/** Every leaf of a card, by path, with a hostile value of its kind. */
function forgeries(w: World, card: Json): { path: string[]; value: Json }[] {
  const out: { path: string[]; value: Json }[] = [];
  const hostile = (key: string, value: Json): Json => {
    if (key === "actorUuid") return w.goblin.actor.uuid;
    if (key === "tokenUuid") return w.goblin.token.uuid;
    if (key === "id") return w.goblin.token.id;
    if (key === "itemId") return w.goblin.itemId;
    if (typeof value === "string") return `ownership.${w.t.alice.id}`;
    if (typeof value === "number") return value === 999 ? 0 : 999;
    if (typeof value === "boolean") return !value;
    if (value === null) return w.goblin.actor.uuid;
    return [];
  };
  const walk = (node: Json, path: string[]) => {
    if (node !== null && typeof node === "object" && Object.keys(node).length)
      for (const [key, inner] of Object.entries(node)) walk(inner as Json, [...path, key]);
    else out.push({ path, value: hostile(path.at(-1) ?? "", node) });
  };
  walk(card, []);
  return out;
}

function forged(card: Json, path: readonly string[], value: Json): Json {
  const copy = structuredClone(card) as Record<string, Json>;
  let node = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Names what a forgery rewrote that is about documents or records rather than the roll. */
const ABOUT_DOCUMENTS = /(Uuid|itemId|applied|stored|goneUndone|missing|hold|^targets\.\d+\.id$)/;

/** Each path a write sets, with its value (embedded items as items.<id>.…). */
function written(data: unknown, prefix = ""): [string, unknown][] {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return [[prefix, data]];
  return Object.entries(data).flatMap(([key, value]) => {
    if (key === "_id") return [];
    if (key === "items" && Array.isArray(value))
      return value.flatMap((item: { _id: string }) =>
        written(item, `${prefix}items.${item._id}.`).map(([p, v]) => [p, v] as [string, unknown]),
      );
    return written(value, `${prefix}${key}${typeof value === "object" && value ? "." : ""}`);
  });
}

/** What a forgery made the clients write, checked against what the real roll may write. */
function checkWrites(w: World, message: MessageDouble, writes: Write[], label: string): void {
  const { t, ruleset } = w;
  const records = `flags.action-engine.cards.${message.id}.`;
  const allowed: Record<string, string[]> = {
    [t.target.actor.id]: fieldsIn(t, TARGET_FIELDS[ruleset]),
    [t.attacker.actor.id]: fieldsIn(t, ATTACKER_FIELDS[ruleset]),
  };
  for (const write of writes) {
    if (write.kind === "update ChatMessage") {
      for (const data of write.data as { _id: string }[])
        expect(data._id, `${label}: only the card's own message`).toBe(message.id);
      continue;
    }
    expect(write.kind, label).toMatch(/^update (Actor|Item)$/);
    for (const data of write.data as { _id: string }[]) {
      const owner = write.kind === "update Item" ? t.attacker.actor : null;
      const docId = owner?.id ?? data._id;
      expect(Object.keys(allowed), `${label}: wrote ${write.kind} ${data._id}`).toContain(docId);
      const prefix = owner ? `items.${data._id}.` : "";
      for (const [path] of written(data)) {
        const field = `${prefix}${path}`;
        if (!owner && field.startsWith(records)) continue;
        expect(allowed[docId], `${label}: wrote ${field} on ${docId}`).toContain(field);
      }
    }
  }
}

async function tryForgery(w: World, base: Json, path: string[], value: Json, as: Role) {
  const { t } = w;
  await w.reset();
  const label = `${path.join(".")} = ${JSON.stringify(value)} (pressed by ${as})`;
  const message = await postAs(t, base);
  // the GM applied the real result, as it stands in `base`, to its target
  if (base === w.applied) for (const p of REAL[w.ruleset].apply) await press(w, message, p, "gm");
  const fake = forged(JSON.parse(systemOf(message).card) as Json, path, value);
  await t.on("owner", () => message.update({ "system.card": JSON.stringify(fake) } as never));
  const seen = t.watch();
  const ids = [
    ...new Set([
      t.target.token.id,
      w.goblin.token.id,
      ...(cardNow(message)?.targets ?? []).map((one: { id: string }) => one.id),
    ]),
  ];
  for (const p of pressesOn(w.ruleset, ids, as)) await press(w, message, p, as);
  checkWrites(w, message, seen().writes, label);
  if (ABOUT_DOCUMENTS.test(path.join("."))) {
    const now = resultsOf(t.target.actor, fieldsIn(t, TARGET_FIELDS[w.ruleset]));
    expect(
      [w.untouched, ...w.hits],
      `${label}: the target is as the real roll leaves it`,
    ).toContainEqual(now);
  }
}

describe.each(["okrpg", "occult", "action", "mano", "rounds"] as const)(
  "%s: a card forged in any field its poster can write",
  (ruleset) => {
    it("every field of the card as posted and as applied, pressed by its poster through the GM's client and by the GM", async () => {
      const w = await realWorld(ruleset);
      let tried = 0;
      for (const base of [w.posted, w.applied])
        for (const [i, { path, value }] of forgeries(w, base).entries()) {
          // a claim about the roll reads the same on both; what names documents and records, on each
          if (base === w.applied && !ABOUT_DOCUMENTS.test(path.join("."))) continue;
          await tryForgery(w, base, path, value, i % 2 ? "gm" : "owner");
          tried += 1;
        }
      expect(tried).toBeGreaterThan(30);
    }, 120_000);
  },
);

/*
 * The review's finding 1, case by case: what a forger did, and what the GM's client now does.
 */

/** A table with the GM's goblin on the scene (hidden from players when asked). */
async function withGoblin(ruleset: RulesetId, o: { hidden?: boolean } = {}) {
  const t = await table(ruleset);
  const actor = (await t.on("gm", () =>
    Actor.create({ name: "Goblin", type: ruleset } as never),
  )) as unknown as DocumentDouble;
  const token = t.chat.token(t.attacker.token.parent, actor, { x: 200, y: 0 }, o);
  return { t, goblin: { actor, token } };
}

/** Alice rewrites her own card (she may: she is its message's author). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a forger writes whatever she likes
async function rewrite(t: Table, message: MessageDouble, change: (card: any) => void) {
  const card = JSON.parse(systemOf(message).card);
  change(card);
  await t.on("owner", () => message.update({ "system.card": JSON.stringify(card) } as never));
}

async function pressed(
  t: Table,
  message: MessageDouble,
  as: Role,
  action: string,
  data: Record<string, string> = {},
) {
  const seen = t.watch();
  const result = await t.on(as, () =>
    requestCardAction(message as never, {
      messageId: message.id,
      revision: systemOf(message).revision,
      action,
      data,
    }),
  );
  return { result, seen: seen() };
}

const sys = (doc: DocumentDouble) => doc.system as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const actorWrites = (writes: Write[]) => writes.filter((w) => w.kind !== "update ChatMessage");

describe("finding 1: a forged card record makes the GM write nothing but the real roll", () => {
  it("an Apply record rewritten to name ownership and the name: Undo restores only what the GM recorded on Steven", async () => {
    const { t } = await withGoblin("mano");
    const message = await attack(t, [14]);
    const id = t.target.token.id;
    await pressed(t, message, "gm", "apply", { target: id });
    expect(sys(t.target.actor)).toMatchObject({ stun: 2, damage: 1 });
    await rewrite(t, message, (card) => {
      card.targets[0].applied = {
        before: { [`ownership.${t.alice.id}`]: 3, name: "Alice's now", "system.stun": 0 },
        after: { [`ownership.${t.alice.id}`]: 0, name: "Steven", "system.stun": 2 },
      };
    });
    const { result, seen } = await pressed(t, message, "owner", "undo", { target: id });
    expect(result).toEqual({ status: "done" });
    const [write] = actorWrites(seen.writes);
    // RULES 5: the 2 stun and 1 damage the GM's client wrote come off again, and nothing else
    expect(write).toMatchObject({ by: "gm", kind: "update Actor" });
    expect((write.data[0] as { system: object }).system).toEqual({ stun: 0, damage: 0 });
    expect(Object.keys(write.data[0] as object).sort()).toEqual(["_id", "flags", "system"]);
    expect(t.target.actor.name).toBe("Steven");
    expect(t.target.actor.ownership[t.alice.id]).toBeUndefined();
  });

  it("an Apply record cut from the card does not let Apply land twice", async () => {
    const { t } = await withGoblin("mano");
    const message = await attack(t, [14]);
    const id = t.target.token.id;
    await pressed(t, message, "owner", "apply", { target: id });
    await rewrite(t, message, (card) => delete card.targets[0].applied);
    const again = await pressed(t, message, "owner", "apply", { target: id });
    expect(actorWrites(again.seen.writes)).toEqual([]);
    expect(sys(t.target.actor)).toMatchObject({ stun: 2, damage: 1 });
    // the card shows it applied again, as Steven's record says
    expect(JSON.parse(systemOf(message).card).targets[0].applied).toBeDefined();
  });

  it("a target pointed at the goblin's actor (its token still Steven's) reaches no actor", async () => {
    const { t, goblin } = await withGoblin("mano");
    const message = await attack(t, [14]);
    await rewrite(t, message, (card) => (card.targets[0].actorUuid = goblin.actor.uuid));
    const { seen } = await pressed(t, message, "owner", "apply", { target: t.target.token.id });
    expect(actorWrites(seen.writes)).toEqual([]);
    expect(sys(goblin.actor)).toMatchObject({ stun: 0, damage: 0 });
    expect(sys(t.target.actor)).toMatchObject({ stun: 0, damage: 0 });
  });

  it("a target moved to a token hidden from players reaches nothing; the GM's own click may", async () => {
    const { t, goblin } = await withGoblin("mano", { hidden: true });
    const message = await attack(t, [14]);
    await rewrite(t, message, (card) => {
      Object.assign(card.targets[0], {
        id: goblin.token.id,
        tokenUuid: goblin.token.uuid,
        actorUuid: goblin.actor.uuid,
        name: "Goblin",
      });
    });
    const { result, seen } = await pressed(t, message, "owner", "apply", {
      target: goblin.token.id,
    });
    expect(result).toMatchObject({ status: "refused" });
    expect(actorWrites(seen.writes)).toEqual([]);
    expect(sys(goblin.actor)).toMatchObject({ stun: 0, damage: 0 });
    // the GM, who sees the goblin, may still apply the card to it
    await pressed(t, message, "gm", "apply", { target: goblin.token.id });
    expect(sys(goblin.actor)).toMatchObject({ stun: 2, damage: 1 });
  });

  it("an attacker pointed at the goblin: its Fortune is not the poster's to spend (RULES 3)", async () => {
    const { t, goblin } = await withGoblin("action");
    await t.on("gm", () => goblin.actor.update({ system: { fortune: { value: 3 } } } as never));
    const message = await attack(t, [2, 4]);
    await rewrite(t, message, (card) => (card.attacker.actorUuid = goblin.actor.uuid));
    CardRoll.expect(null, [3, 5]);
    const { result, seen } = await pressed(t, message, "owner", "fortuneReroll");
    expect(result).toEqual({
      status: "refused",
      notice: { i18nKey: "ACTION_ENGINE.Card.Notify.Forbidden", details: {} },
    });
    expect(actorWrites(seen.writes)).toEqual([]);
    expect(sys(goblin.actor).fortune.value).toBe(3);
  });

  it("a hold record rewritten with other grips: Undo puts back only what the GM's client recorded (RULES 5)", async () => {
    const { t } = await withGoblin("mano");
    const message = await attack(t, [14], { action: "hold" });
    const id = t.target.token.id;
    await pressed(t, message, "owner", "takeGrip", { target: id, choice: "hold" });
    const grips = () => [sys(t.attacker.actor).grip, sys(t.target.actor).grip];
    const held = grips();
    await rewrite(t, message, (card) => {
      card.targets[0].hold.target.before = { "system.grip": "dominant" };
      card.targets[0].hold.attacker.before = { "system.grip": "inferior" };
    });
    await pressed(t, message, "owner", "undoGrip", { target: id });
    expect(held).not.toEqual(["none", "none"]);
    expect(grips()).toEqual(["none", "none"]);
  });

  it("a record Bob writes on his own Steven cannot make the GM's Undo write past the result fields", async () => {
    const { t } = await withGoblin("mano");
    const message = await attack(t, [14]);
    const id = t.target.token.id;
    await pressed(t, message, "gm", "apply", { target: id });
    // Bob owns Steven: he may write its flags, and tries a record naming its ownership
    const forgedRecord = JSON.stringify({
      before: { [`ownership.${t.bob.id}`]: 3, "system.stun": 0 },
      after: { [`ownership.${t.bob.id}`]: 0, "system.stun": 2 },
    });
    await t.on("player", () =>
      t.target.actor.update({
        [`flags.action-engine.cards.${message.id}.applied-${id}`]: forgedRecord,
      }),
    );
    const { seen } = await pressed(t, message, "player", "undo", { target: id });
    for (const write of actorWrites(seen.writes))
      expect(Object.keys((write.data[0] as { system?: object }).system ?? {})).not.toContain(
        "ownership",
      );
    expect(JSON.stringify(actorWrites(seen.writes))).not.toContain("ownership");
  });

  it("a check card naming the goblin as its character writes nothing to it", async () => {
    const { t, goblin } = await withGoblin("okrpg");
    await t.on("gm", () => t.attacker.actor.update({ "system.knockedDown": true }));
    await t.on("gm", () => goblin.actor.update({ "system.knockedDown": true }));
    CardRoll.expect("4dF", [0, 0, 0, 0]);
    const message = (await t.on("owner", () =>
      takeCheck(t.attacker.actor as never, "getUp", { values: { rollMode: "publicroll" } }),
    )) as MessageDouble;
    await rewrite(t, message, (card) => {
      card.targets[0].actorUuid = goblin.actor.uuid;
      card.targets[0].name = "Goblin";
    });
    const { result, seen } = await pressed(t, message, "owner", "apply", { target: "character" });
    expect(result).toMatchObject({ status: "refused" });
    expect(actorWrites(seen.writes)).toEqual([]);
    expect(sys(goblin.actor).knockedDown).toBe(true);
  });

  it("a check card's record rewritten to wound her on Undo: Undo restores only what the GM's client recorded", async () => {
    const { t } = await withGoblin("okrpg");
    await t.on("gm", () => t.attacker.actor.update({ "system.knockedDown": true }));
    CardRoll.expect("4dF", [0, 0, 0, 0]);
    const message = (await t.on("owner", () =>
      takeCheck(t.attacker.actor as never, "getUp", { values: { rollMode: "publicroll" } }),
    )) as MessageDouble;
    await pressed(t, message, "owner", "apply", { target: "character" });
    await rewrite(t, message, (card) => {
      card.outcome.paths = ["system.knockedDown", "system.wounds.lethal"];
      card.targets[0].applied = {
        before: { "system.knockedDown": false, "system.wounds.lethal": 5 },
        after: { "system.knockedDown": false, "system.wounds.lethal": 0 },
      };
    });
    const { seen } = await pressed(t, message, "gm", "undo", { target: "character" });
    expect(JSON.stringify(actorWrites(seen.writes))).not.toContain("lethal");
    // RULES 1.4: the getting up the GM's client recorded is taken back, and only that
    expect(sys(t.attacker.actor).knockedDown).toBe(true);
    expect(sys(t.attacker.actor).wounds.lethal).toBe(0);
  });
});
