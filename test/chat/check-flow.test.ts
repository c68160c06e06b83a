import { describe, expect, it } from "vitest";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import { DialogV2 } from "../foundry/applications";
import { MessageElement } from "../foundry/dom";
import type { DocumentDouble } from "../foundry/documents";
import { takeCheck } from "../../src/chat/foundry/check/flow";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import { requestCardAction } from "../../src/chat/foundry/card/request";
import type { CheckCard } from "../../src/rules/checks/card";
import { actionsIn } from "../templates/harness";
import { click, systemOf, world, type World } from "./world";

/*
 * A check taken in Foundry (the test double): from the sheet's button through the check dialog
 * to one `attack` message holding a check card and its 4dF roll, then Apply and Undo on the
 * character who took it. The OK RPG attacker Ines (no quickness attribute: Average, 2) gets up:
 * seed 000's Deficient task, reached on 4dF ≥ −2.
 */

const warnings = (w: World) => w.foundry.notifications.shown.map((one) => one.message);
const checkCard = (message: MessageDouble) => JSON.parse(systemOf(message).card) as CheckCard;
const ines = (w: World) => w.attacker.actor;
const knockedDown = (actor: DocumentDouble) =>
  (actor.system as unknown as { knockedDown: boolean }).knockedDown;

async function knockDown(w: World) {
  await w.combat.users.as(w.gm, () => ines(w).update({ "system.knockedDown": true }));
}

/** Alice takes a check for Ines, the dialog's values given and the 4dF faces scripted. */
async function take(
  w: World,
  check: string,
  o: { faces?: number[]; values?: Record<string, unknown>; as?: World["alice"] } = {},
): Promise<MessageDouble | null> {
  if (o.faces) CardRoll.expect("4dF", o.faces);
  return (await w.combat.users.as(o.as ?? w.alice, () =>
    takeCheck(ines(w) as never, check, {
      ...(o.values ? { values: { rollMode: "publicroll", ...o.values } } : {}),
    }),
  )) as MessageDouble | null;
}

async function rendered(w: World, message: MessageDouble, user: World["gm"]): Promise<string> {
  const html = new MessageElement();
  await w.combat.users.as(user, () => renderAttackMessage(message as never, html as never));
  return html.content.innerHTML;
}

describe("taking a check in Foundry", () => {
  it("posts one message: the check card and its Fudge roll, standing up on 4dF of −2", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    const writes = w.mark();
    const message = await take(w, "getUp", {
      faces: [-1, -1, 0, 0],
      values: { role: "quickness", modifier: "0" },
    });
    expect(writes().map((op) => `${op.action} ${op.documentName}`)).toEqual(["create ChatMessage"]);
    const card = checkCard(message!);
    expect(card).toMatchObject({ kind: "check", check: "getUp", faces: [-1, -1, 0, 0] });
    expect(card.outcome.result).toBe("ACTION_ENGINE.Check.okrpg.getUp.stands");
    expect(message!.rolls).toHaveLength(1);
    const html = await rendered(w, message!, w.alice);
    expect(html).toContain("Stands up");
    expect(html).toContain("93.8%"); // 76 of 81
    expect(actionsIn(html)).toEqual(["apply"]);
  });

  it("Apply stands Ines up once (a second Apply writes nothing); Undo knocks her down again", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    const message = (await take(w, "getUp", { faces: [0, 0, 0, 0], values: {} }))!;
    let writes = w.mark();
    await click(w, message, "apply", { target: "character" });
    expect(knockedDown(ines(w))).toBe(false);
    expect(writes().map((op) => `${op.action} ${op.documentName}`)).toEqual([
      "update Actor",
      "update ChatMessage",
    ]);
    writes = w.mark();
    await click(w, message, "apply", { target: "character" });
    expect(writes()).toEqual([]);
    expect(actionsIn(await rendered(w, message, w.alice))).toEqual(["undo"]);
    await click(w, message, "undo", { target: "character" });
    expect(knockedDown(ines(w))).toBe(true);
  });

  it("a result that changes nothing offers no Apply and says so", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    // 2 − 4 = −2 < Deficient (0): stays down
    const message = (await take(w, "getUp", { faces: [-1, -1, -1, -1], values: {} }))!;
    const html = await rendered(w, message, w.alice);
    expect(html).toContain("Stays down");
    expect(html).toContain("This result changes nothing on the sheet.");
    expect(actionsIn(html)).toEqual([]);
  });

  it("the dialog: Roll posts with its values, Cancel posts nothing", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    DialogV2.answers.push({ fill: { modifier: "1" }, press: "roll" });
    const rolled = (await take(w, "getUp", { faces: [0, 0, 0, 0] }))!;
    expect(checkCard(rolled).values).toMatchObject({ modifier: 1 });
    const footer = DialogV2.opened.at(-1)!.querySelectorAll("footer button");
    expect([...footer].map((b) => b.getAttribute("data-action"))).toEqual(["roll", "cancel"]);
    DialogV2.answers.push({ press: "cancel" });
    const before = w.foundry.operations.length;
    expect(await take(w, "getUp")).toBeNull();
    expect(w.foundry.operations.length).toBe(before);
  });

  it("a value outside its field's limits is refused by name, and nothing is posted", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    const before = w.foundry.operations.length;
    expect(await take(w, "getUp", { values: { modifier: "99" } })).toBeNull();
    expect(w.foundry.operations.length).toBe(before);
    expect(warnings(w).at(-1)).toBe("Modifier (steps) must be between -20 and 20, got 99.");
  });

  it("a check the character cannot take now, or another's character, is refused", async () => {
    const w = await world("okrpg");
    expect(await take(w, "getUp", { values: {} })).toBeNull();
    expect(warnings(w).at(-1)).toBe("Ines cannot take this check now: Not knocked down.");
    await knockDown(w);
    expect(await take(w, "getUp", { values: {}, as: w.bob })).toBeNull();
    expect(warnings(w).at(-1)).toContain("Only an owner of Ines");
  });

  it("Ines deleted: Apply is refused, and the card says she is gone", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    const message = (await take(w, "getUp", { faces: [0, 0, 0, 0], values: {} }))!;
    await w.combat.users.as(w.gm, () => Actor.deleteDocuments([ines(w).id]));
    await click(w, message, "apply", { target: "character" }, { as: w.gm });
    expect(warnings(w).at(-1)).toBe("Ines no longer exists; nothing was applied.");
    expect(checkCard(message).targets[0].missing).toBe(true);
    const html = await rendered(w, message, w.gm);
    expect(html).toContain(game.i18n!.localize("ACTION_ENGINE.Card.TargetMissing"));
    expect(html).toMatch(/data-action="apply"[^>]*disabled/);
  });

  it("a damaged check card is shown as damaged and its buttons refused", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    const message = (await take(w, "getUp", { faces: [0, 0, 0, 0], values: {} }))!;
    const card = checkCard(message);
    await (message as unknown as { update(d: object): Promise<unknown> }).update({
      "system.card": JSON.stringify({ ...card, faces: [3, 0, 0, 0] }),
    });
    const gm = await rendered(w, message, w.gm);
    expect(gm).toContain("ae-card--damaged");
    expect(actionsIn(gm)).toEqual(["markVoid"]);
    const result = await w.combat.users.as(w.alice, () =>
      requestCardAction(message as never, {
        messageId: message.id,
        revision: systemOf(message).revision,
        action: "apply",
        data: { target: "character" },
      }),
    );
    expect(result).toMatchObject({ status: "refused" });
    expect(warnings(w).at(-1)).toContain("stored data is damaged");
    expect(knockedDown(ines(w))).toBe(true);
  });

  it("Action team action (seed 002): Jack rolls for four climbers, a pair each at −4; the best check, 13 against 10, carries the team", async () => {
    const w = await world("action");
    await w.combat.users.as(w.gm, () => ines(w).update({ "system.skills.maneuver": 12 }));
    const pair = "1d6x - 1d6x";
    // Jack +1 (9), then 6 + (6+2 − 1) = 13, 5 + (2 − 3) = 4, 2 + 0 = 2
    CardRoll.expect([pair, pair, pair, pair].join(" + "), [3, 2, 6, 2, 1, 2, 3, 5, 5]);
    const message = (await w.combat.users.as(w.alice, () =>
      takeCheck(ines(w) as never, "team", {
        values: {
          rollMode: "publicroll",
          skill: "maneuver",
          mate1: "10",
          mate2: "9",
          mate3: "6",
          difficulty1: "10",
        },
      }),
    )) as MessageDouble;
    const card = checkCard(message);
    expect(card.outcome.result).toBe("ACTION_ENGINE.Check.action.Result.success");
    const html = await rendered(w, message, w.alice);
    expect(html).toContain("Best check (the team");
    expect(html).toMatch(/13 \(\+7\)/);
    expect(actionsIn(html)).toEqual([]);
  });

  it("macros: game.system.api.takeCheck(uuid, id, options) takes it; an unknown uuid is named", async () => {
    const w = await world("okrpg");
    await knockDown(w);
    type TakeCheck = (uuid: string, id: string, o?: object) => Promise<unknown>;
    const api = (game.system as unknown as { api: { takeCheck: TakeCheck } }).api;
    CardRoll.expect("4dF", [0, 0, 0, 0]);
    const message = (await w.combat.users.as(w.alice, () =>
      api.takeCheck(ines(w).uuid, "getUp", { values: { rollMode: "publicroll" } }),
    )) as MessageDouble;
    expect(checkCard(message).check).toBe("getUp");
    expect(await w.combat.users.as(w.alice, () => api.takeCheck("Actor.nobody", "getUp"))).toBe(
      null,
    );
    expect(warnings(w).at(-1)).toBe("No character was found at Actor.nobody.");
    // a check the ruleset does not have is named, and nothing is posted
    const posted = game.messages!.size;
    expect(await w.combat.users.as(w.alice, () => api.takeCheck(ines(w).uuid, "swim"))).toBe(null);
    expect(warnings(w).at(-1)).toMatch(/swim/);
    expect(game.messages!.size).toBe(posted);
  });
});
