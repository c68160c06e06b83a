import { afterEach, describe, expect, it } from "vitest";
import { DialogV2 } from "../foundry/applications";
import { CardRoll, type MessageDouble } from "../foundry/chat";
import type { DocumentDouble } from "../foundry/documents";
import { MessageElement } from "../foundry/dom";
import { injected, PAYLOADS } from "../foundry/html-sinks";
import { ChatMessageDouble, RollDouble } from "../foundry/rolls";
import "../foundry/status-effects";
import { installStatuses } from "../foundry/statuses";
import { click, weaponOf, world, type World } from "../chat/world";
import { actor, addCombatants, encounter, trackerWorld, whenIdle } from "../combat/world";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import { renderAttackMessage } from "../../src/chat/foundry/card/render";
import { registerCombat } from "../../src/combat/foundry/register";
import { ActionEngineCombatTracker } from "../../src/combat/foundry/tracker";
import { ActionEngineActorSheet } from "../../src/sheets/foundry/actor-sheet";
import { RULESET_IDS, type RulesetId } from "../../src/rules/rulesets";

/*
 * Issue 26, "every text that reaches HTML is escaped": a player names what they may name (their
 * character, its token, its items, their own user) with markup that runs script, and every view the
 * system draws from those names must show them as text. Each ruleset's fight is played through the
 * Foundry double (test/foundry/html-sinks.ts says where Foundry takes a string as HTML): the roll
 * dialog, the attack card as the GM and both players see it after each of its buttons, the tracker
 * from the start of the encounter through its controls (their rolls' flavours, the setup and
 * carry-over dialogs), the character sheet, and every notification shown meanwhile. No element a
 * payload holds may appear anywhere.
 */

const [ALICE, BOB, ATTACKER, TARGET, WEAPON] = PAYLOADS;

/** Dice that show each face in turn: the rolls are not what this test is about (ties end). */
function cycling(): (size: number | "F") => number {
  let rolled = 0;
  return (size) => (size === "F" ? (rolled++ % 3) - 1 : (rolled++ % size) + 1);
}

/** Where a payload made an element: the view, and the element. */
type Found = string[];

afterEach(() => {
  CardRoll.anyFace = null;
  RollDouble.anyFace = null;
});

async function rename(doc: DocumentDouble, name: string): Promise<void> {
  await (doc as unknown as { update(d: object): Promise<unknown> }).update({ name });
}

/** A world of the ruleset whose users, characters, tokens and weapon are named with markup. */
async function namedWithMarkup(ruleset: RulesetId): Promise<World> {
  const w = await world(ruleset, { players: [ALICE, BOB] });
  installStatuses(w.foundry as never);
  registerCombat();
  await rename(w.attacker.actor, ATTACKER);
  await rename(w.target.actor, TARGET);
  await rename(weaponOf(w.attacker), WEAPON);
  (w.attacker.token as { name: string }).name = ATTACKER;
  (w.target.token as { name: string }).name = TARGET;
  CardRoll.anyFace = cycling();
  RollDouble.anyFace = cycling();
  return w;
}

function check(found: Found, where: string, html: string | null | undefined): void {
  for (const element of injected(html ?? "")) found.push(`${where}: ${element}`);
}

/** The roll dialog, and the card after each of its buttons, as the GM and both players see it. */
async function playCard(w: World, found: Found): Promise<number> {
  await w.combat.users.as(w.alice, async () => {
    w.chat.target(w.target.token);
    DialogV2.answers = [null];
    await attackWithItem(weaponOf(w.attacker) as never);
    check(found, "roll dialog", DialogV2.opened.at(-1)?.outerHTML);
  });
  const message = (await w.combat.users.as(w.alice, () =>
    attackWithItem(weaponOf(w.attacker) as never, { values: { rollMode: "publicroll" } }),
  )) as MessageDouble | null;
  if (!message) throw new Error("the attack made no message");
  const pressed = new Set<string>();
  for (let step = 0; step < 25; step++) {
    let gmView: MessageElement | null = null;
    for (const [who, viewer] of [
      ["GM", w.gm],
      ["Alice", w.alice],
      ["Bob", w.bob],
    ] as const) {
      const html = new MessageElement();
      await w.combat.users.as(viewer, () => renderAttackMessage(message as never, html as never));
      check(found, `card (${who}, step ${step})`, html.content.innerHTML);
      if (viewer === w.gm) gmView = html;
    }
    const next = gmView!
      .buttons()
      .filter((b) => !b.disabled && b.dataset.action !== "toggleTargets")
      .find((b) => !pressed.has(JSON.stringify(b.dataset)));
    if (!next) break;
    pressed.add(JSON.stringify(next.dataset));
    const { action = "", ...data } = next.dataset as Record<string, string>;
    await click(w, message, action, data, { as: w.gm });
  }
  return pressed.size;
}

interface TrackerDouble {
  element: HTMLElement;
  pending: Promise<unknown>;
  render(): Promise<unknown>;
}

const WEAPON_TYPE: Record<RulesetId, string> = {
  okrpg: "okrpg-weapon",
  occult: "occult-weapon",
  action: "action-weapon",
  rounds: "mano-weapon",
  mano: "mano-weapon",
};

/**
 * The encounter of a ruleset whose users, characters and weapons are named with markup, from its
 * start: every enabled control of the tracker pressed once, in turn (the setup and carry-over
 * dialogs opened and cancelled), and every roll it posted.
 */
async function playTracker(ruleset: RulesetId, found: Found): Promise<number> {
  const w = trackerWorld({ ruleset, players: [ALICE, BOB] });
  RollDouble.anyFace = cycling();
  const items = [{ name: WEAPON, type: WEAPON_TYPE[ruleset] }];
  const fighters = [
    await actor({ name: ATTACKER, type: ruleset, owner: w.alice, items }),
    await actor({ name: TARGET, type: ruleset, owner: w.bob, items }),
  ];
  const combat = await encounter();
  await addCombatants(combat, fighters, [{}, { system: { side: "hostile" } }]);
  const tracker = new ActionEngineCombatTracker() as unknown as TrackerDouble;
  const pressed = new Set<string>();
  for (let step = 0; step < 30; step++) {
    await tracker.render();
    check(found, `tracker (step ${step})`, tracker.element.outerHTML);
    const next = [...tracker.element.querySelectorAll<HTMLButtonElement>("button[data-action]")]
      // the system's own controls (core's header ones make or switch encounters), Start first
      .filter(
        (b) => !b.disabled && /^ae/.test(b.dataset.action!) && b.dataset.action !== "aeEndCombat",
      )
      .sort(
        (a, b) =>
          Number(b.dataset.action === "aeStartCombat") -
          Number(a.dataset.action === "aeStartCombat"),
      )
      .find((b) => !pressed.has(pressKey(b)));
    if (!next) break;
    pressed.add(pressKey(next));
    DialogV2.answers = [null];
    next.click();
    await tracker.pending;
    await whenIdle(combat);
  }
  for (const message of ChatMessageDouble.created) {
    check(found, "tracker roll flavour", String(message.flavor ?? ""));
    check(found, "tracker message content", String(message.content ?? ""));
  }
  for (const dialog of DialogV2.opened) check(found, "tracker dialog", dialog.outerHTML);
  for (const notice of w.foundry.notifications.shown) check(found, "notification", notice.html);
  return pressed.size;
}

function pressKey(button: HTMLElement): string {
  const row = button.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
  return `${row} ${button.dataset.action}`;
}

describe.each(RULESET_IDS)("%s: names holding markup show as text", (ruleset) => {
  it("in the roll dialog, the card after each button, the sheet and every notice", async () => {
    const w = await namedWithMarkup(ruleset);
    const found: Found = [];
    const cardPresses = await playCard(w, found);
    const sheet = new ActionEngineActorSheet({
      document: w.attacker.actor,
    } as never) as unknown as { element: HTMLElement; render(): Promise<unknown> };
    await sheet.render();
    check(found, "character sheet", sheet.element.outerHTML);
    for (const dialog of DialogV2.opened) check(found, "dialog", dialog.outerHTML);
    for (const notice of w.foundry.notifications.shown) check(found, "notification", notice.html);
    expect(found).toEqual([]);
    // the walk went somewhere: the card's buttons were pressed
    expect(cardPresses).toBeGreaterThan(0);
  });

  it("in the tracker through its controls, their rolls and dialogs, and every notice", async () => {
    const found: Found = [];
    const trackerPresses = await playTracker(ruleset, found);
    expect(found).toEqual([]);
    expect(trackerPresses).toBeGreaterThan(1);
  });
});
