import { describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import type { DocumentDouble } from "../foundry/documents";
import type { TokenDouble } from "../foundry/chat-world";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { attack, click } from "../chat/world";
import type { RulesetId } from "../../src/rules/rulesets";
import {
  expectLanded,
  expectRefused,
  ROLES,
  table,
  type Role,
  type Seen,
  type Table,
} from "./table";

/*
 * Every chat-card button of every ruleset, pressed from each client on a card Alice posted
 * (attacker: Alice's; target: Bob's), with the GM online and with no GM online. The GM's own press
 * is the reference: what it writes must land once, whoever pressed. Who may press (RULES-API and
 * DESIGN.md): the GM, the card's poster and the attacker's owner; Apply and Undo also the owner of
 * every target they act on. While a GM is online every press reaches the GM's client by query (one
 * writer per card, SECURITY.md); with none, a press is written where pressed if the presser may
 * write all it changes, and refused otherwise.
 */

const NOTIFY = "ACTION_ENGINE.Card.Notify";

interface Press {
  action: string;
  /** the button's data, given the table (target token ids) */
  data?: (t: Table) => Record<string, string>;
  /** the dice the press rolls */
  faces?: number[][];
  /** targetMode "selected": the tokens the presser has selected */
  selection?: (t: Table) => string[];
}

interface CardCase {
  ruleset: RulesetId;
  /** the attack's dice, and the dialog's values */
  faces: number[];
  values?: (t: Table) => Record<string, unknown>;
  /** a weapon to give Alice's attacker and attack with (her first weapon otherwise) */
  weapon?: Record<string, unknown>;
  /** the attack's targets (the target's token unless given) */
  targets?: (t: Table) => Promise<TokenDouble[]>;
  /** presses the GM makes first, to reach the button's situation */
  before?: Press[];
  press: Press;
  /** who may press: the attacker's side only, or also the targets' owner (Apply, Undo) */
  who: "attacker" | "apply";
  /** whether the press writes the target's actor (Bob's), which Alice may not write herself */
  writesTarget: boolean;
}

const target = (t: Table) => ({ target: t.target.token.id });
const cover = (t: Table) => ({ [`target.${t.target.token.id}.defence.partialCover`]: true });
const roll = (faces: number[][]): Press => ({ action: "rollDamage", data: target, faces });

async function withGoon(t: Table): Promise<TokenDouble[]> {
  const goon = (await t.on("gm", () =>
    Actor.create({ name: "Goon", type: "okrpg" } as never),
  )) as unknown as DocumentDouble;
  return [t.target.token, t.chat.token(t.chat.scene(), goon, { x: 0, y: 0 })];
}

/** A goon of Alice's on the scene, no target at roll time (she may select it later). */
async function alicesGoon(t: Table): Promise<TokenDouble[]> {
  const goon = (await t.on("gm", () =>
    Actor.create({ name: "Goon", type: "okrpg", ownership: { [t.alice.id]: 3 } } as never),
  )) as unknown as DocumentDouble;
  t.chat.token(t.attacker.token.parent, goon, { x: 100, y: 0 });
  return [];
}
const goonOf = (t: Table) => t.attacker.token.parent.tokens.find((one) => one.name === "Goon")!;

/** The target again, on a second scene: its distance from the attacker is unknown. */
async function elsewhere(t: Table): Promise<TokenDouble[]> {
  return [t.chat.token(t.chat.scene(), t.target.actor, { x: 0, y: 0 })];
}
const elsewhereId = (t: Table) => t.chat.scenes.contents[1].tokens.contents[0].id;

const grenade = {
  name: "Frag grenade",
  type: "occult-weapon",
  system: { kind: "grenade", damage: "4d6" },
};
const scatter: Press = { action: "scatter", faces: [[3, 2]] };
const zone: Press = { action: "setZone", data: (t) => ({ ...target(t), zone: "M" }) };

const CASES: Record<string, CardCase> = {
  // OK RPG (RULES 1.4–1.6)
  "okrpg spend": {
    ruleset: "okrpg",
    faces: [1, 1, 0, 0],
    press: { action: "spend", data: () => ({ option: "fullDamage" }) },
    who: "attacker",
    writesTarget: false,
  },
  "okrpg unspend": {
    ruleset: "okrpg",
    faces: [1, 1, 0, 0],
    before: [{ action: "spend", data: () => ({ option: "fullDamage" }) }],
    press: { action: "unspend", data: () => ({ option: "fullDamage" }) },
    who: "attacker",
    writesTarget: false,
  },
  "okrpg armor bypass": {
    ruleset: "okrpg",
    faces: [1, 1, 0, 0],
    press: { action: "spend", data: (t) => ({ option: "bypassArmor", ...target(t) }) },
    who: "attacker",
    writesTarget: false,
  },
  "okrpg setBasicHit": {
    ruleset: "okrpg",
    faces: [1, 1, 0, 0],
    targets: withGoon,
    press: { action: "setBasicHit", data: () => ({ value: "3" }) },
    who: "attacker",
    writesTarget: false,
  },
  "okrpg targetMode": {
    ruleset: "okrpg",
    faces: [1, 1, 0, 0],
    targets: alicesGoon,
    press: {
      action: "targetMode",
      data: () => ({ mode: "selected" }),
      // a player selects only tokens they own (Foundry lets them control no others)
      selection: (t) => [goonOf(t).uuid],
    },
    who: "attacker",
    writesTarget: false,
  },
  "okrpg apply": {
    ruleset: "okrpg",
    faces: [1, 1, 0, 0],
    before: [{ action: "spend", data: () => ({ option: "fullDamage" }) }],
    press: { action: "apply", data: target },
    who: "apply",
    writesTarget: true,
  },
  "okrpg undo": {
    ruleset: "okrpg",
    faces: [1, 1, 0, 0],
    before: [
      { action: "spend", data: () => ({ option: "fullDamage" }) },
      { action: "apply", data: target },
    ],
    press: { action: "undo", data: target },
    who: "apply",
    writesTarget: true,
  },
  // Occult Ops (RULES 2)
  "occult rollDamage": {
    ruleset: "occult",
    faces: [45],
    values: cover,
    press: roll([[4, 6]]),
    who: "attacker",
    writesTarget: false,
  },
  "occult applyArmor": {
    ruleset: "occult",
    faces: [45],
    values: cover,
    before: [roll([[4, 6]])],
    press: { action: "applyArmor", data: target },
    who: "apply",
    writesTarget: true,
  },
  "occult applyPerson": {
    ruleset: "occult",
    faces: [45],
    values: cover,
    before: [roll([[4, 6]])],
    press: { action: "applyPerson", data: target },
    who: "apply",
    writesTarget: true,
  },
  "occult undo": {
    ruleset: "occult",
    faces: [45],
    values: cover,
    before: [roll([[4, 6]]), { action: "applyPerson", data: target }],
    press: { action: "undo", data: target },
    who: "apply",
    writesTarget: true,
  },
  "occult spendAmmo": {
    ruleset: "occult",
    faces: [12],
    values: (t) => ({ ...cover(t), burst: "short" }),
    press: { action: "spendAmmo" },
    who: "attacker",
    writesTarget: false,
  },
  "occult undoAmmo": {
    ruleset: "occult",
    faces: [12],
    values: (t) => ({ ...cover(t), burst: "short" }),
    before: [{ action: "spendAmmo" }],
    press: { action: "undoAmmo" },
    who: "attacker",
    writesTarget: false,
  },
  "occult drawFumble": {
    ruleset: "occult",
    faces: [95],
    values: cover,
    press: { action: "drawFumble", faces: [[14]] },
    who: "attacker",
    writesTarget: false,
  },
  "occult scatter": {
    ruleset: "occult",
    weapon: grenade,
    faces: [70],
    press: scatter,
    who: "attacker",
    writesTarget: false,
  },
  "occult setZone": {
    ruleset: "occult",
    weapon: grenade,
    faces: [70],
    before: [scatter],
    press: zone,
    who: "attacker",
    writesTarget: false,
  },
  "occult blast rollDamage": {
    ruleset: "occult",
    weapon: grenade,
    faces: [70],
    before: [scatter, zone],
    press: { action: "rollDamage", faces: [[3, 4, 5, 6]] },
    who: "attacker",
    writesTarget: false,
  },
  "occult setRange": {
    ruleset: "occult",
    faces: [45],
    targets: elsewhere,
    press: { action: "setRange", data: (t) => ({ target: elsewhereId(t), band: "medium" }) },
    who: "attacker",
    writesTarget: false,
  },
  "occult rollEffect": {
    ruleset: "occult",
    weapon: {
      name: "bodyBlock",
      type: "occult-weapon",
      system: { kind: "physical", physicalAttack: "bodyBlock", damage: "1d4" },
    },
    faces: [5],
    press: { action: "rollEffect", data: target, faces: [[42]] },
    who: "attacker",
    writesTarget: false,
  },
  // Action (RULES 3)
  "action apply": {
    ruleset: "action",
    faces: [6, 3, 2],
    press: { action: "apply", data: target },
    who: "apply",
    writesTarget: true,
  },
  "action undo": {
    ruleset: "action",
    faces: [6, 3, 2],
    before: [{ action: "apply", data: target }],
    press: { action: "undo", data: target },
    who: "apply",
    writesTarget: true,
  },
  "action fortuneReroll": {
    ruleset: "action",
    faces: [2, 4],
    press: { action: "fortuneReroll", faces: [[3, 5]] },
    who: "attacker",
    writesTarget: false,
  },
  "action pushLuck": {
    ruleset: "action",
    faces: [2, 4],
    press: { action: "pushLuck", faces: [[5, 1]] },
    who: "attacker",
    writesTarget: false,
  },
  "action frictionCheck": {
    ruleset: "action",
    faces: [1, 1],
    values: () => ({ underFriction: true }),
    press: { action: "frictionCheck", faces: [[4]] },
    who: "attacker",
    writesTarget: false,
  },
};
// Mano a Mano and Action Rounds share their cards (RULES 5, [I-7])
for (const ruleset of ["mano", "rounds"] as const) {
  CASES[`${ruleset} apply`] = {
    ruleset,
    faces: [14],
    press: { action: "apply", data: target },
    who: "apply",
    writesTarget: true,
  };
  CASES[`${ruleset} undo`] = {
    ruleset,
    faces: [14],
    before: [{ action: "apply", data: target }],
    press: { action: "undo", data: target },
    who: "apply",
    writesTarget: true,
  };
  CASES[`${ruleset} applyAll`] = {
    ruleset,
    faces: [14],
    press: { action: "applyAll" },
    // every target at once is the attacker's side's button
    who: "attacker",
    writesTarget: true,
  };
  CASES[`${ruleset} undoAll`] = {
    ruleset,
    faces: [14],
    before: [{ action: "applyAll" }],
    press: { action: "undoAll" },
    // every target at once is the attacker's side's button
    who: "attacker",
    writesTarget: true,
  };
}

/** Alice attacks with a weapon the GM gave her character. */
async function attackWith(
  t: Table,
  weapon: Record<string, unknown>,
  faces: number[],
  targets = [t.target.token],
): Promise<MessageDouble> {
  const [item] = await t.on("gm", () => t.attacker.actor.createEmbeddedDocuments("Item", [weapon]));
  return t.on("owner", async () => {
    t.chat.target(...targets);
    CardRoll.expect(null, faces);
    return (await attackWithItem(item as never, {
      values: { rollMode: "publicroll" },
    })) as unknown as MessageDouble;
  });
}

async function pressed(c: CardCase, role: Role, gmOnline: boolean) {
  const t = await table(c.ruleset, { gmOnline });
  const targets = c.targets ? await c.targets(t) : undefined;
  const message = c.weapon
    ? await attackWith(t, c.weapon, c.faces, targets)
    : await attack(t, c.faces, c.values?.(t) ?? {}, { targets });
  const by = (p: Press, as: Role) =>
    click(t, message, p.action, p.data?.(t) ?? {}, {
      as: t.user(as),
      faces: p.faces,
      ...(p.selection ? { selection: p.selection(t) } : {}),
    });
  // the earlier steps were pressed while the GM was still online
  t.gm.active = true;
  for (const step of c.before ?? []) await by(step, "gm");
  t.gm.active = gmOnline;
  const seen = t.watch();
  const result = await by(c.press, role);
  return { result, seen: seen() };
}

/** What a role's press must do, given the GM's press of the same button. */
function check(c: CardCase, role: Role, gmOnline: boolean, gm: Seen, mine: Seen): void {
  if (role === "gm") {
    expect(mine.queries).toEqual([]);
    return expectLanded(mine, "gm", gm);
  }
  const mayPress = role === "owner" || (role === "player" && c.who === "apply");
  if (!mayPress) {
    expect(mine.queries, "refused on the presser's own client").toEqual([]);
    return expectRefused(mine, role, `${NOTIFY}.NotYours`);
  }
  if (gmOnline) {
    // while a GM is online every press is carried out on the GM's client, one per card at a time;
    // the GM's client first asks the presser's whether it really sent the press
    expect(mine.queries).toEqual([
      { name: "action-engine.card", to: "gm" },
      { name: "action-engine.sender", to: role },
    ]);
    return expectLanded(mine, "gm", gm);
  }
  // with no GM, Alice writes her card and her own character herself; Bob's target, or Alice's
  // card for Bob, needs a GM
  if (role === "player" || c.writesTarget) return expectRefused(mine, role, `${NOTIFY}.NoGM`);
  expect(mine.queries).toEqual([]);
  expectLanded(mine, role, gm);
}

describe("every card button, pressed from every client", () => {
  it.each(Object.entries(CASES))(
    "%s lands once through the client allowed to write it, or is refused with a notice",
    async (_name, c) => {
      const gm = await pressed(c, "gm", true);
      expect(gm.result).toEqual({ status: "done" });
      for (const gmOnline of [true, false])
        for (const role of ROLES) {
          if (role === "gm" && !gmOnline) continue; // no GM client to press on
          const mine = await pressed(c, role, gmOnline);
          try {
            check(c, role, gmOnline, gm.seen, mine.seen);
          } catch (error) {
            (error as Error).message =
              `${role} (${gmOnline ? "GM online" : "no GM"}): ${(error as Error).message}`;
            throw error;
          }
        }
    },
  );
});
