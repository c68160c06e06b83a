import { describe, expect, it } from "vitest";
import { engineOf } from "../../src/combat/engines";
import { controlFromButton } from "../../src/combat/moves/from-dataset";
import { seeded } from "../../src/rules/dice";
import { RULESET_IDS, SEQUENCING_MODES } from "../../src/rules/rulesets";
import { enabledButtons } from "./buttons";
import { table } from "./host-world";

/*
 * The tracker never gets stuck: every ruleset's sample characters fight in every sequencing mode,
 * the GM pressing the combatants' enabled controls in turn (a different one each time). While a
 * round is under way someone can always act, a control offered enabled is never refused, and the
 * fight reaches its fourth round.
 */

// the GM's own encounter controls (those going back would keep the fight from round 4), and the
// carry-over choice (a dialog), are pressed apart; Next turn is pressed as any turn's control
const NOT_A_TURN = new Set([
  "aeEndCombat",
  "aeUndo",
  "aePreviousRound",
  "aePreviousTurn",
  "aeNextRound",
  "aeChooseCarryOver",
  // opens the setup dialog (RULES 1.8); the ladder's Act stands for any action here
  "aeChooseSetUp",
  // opens the odds' window: it plays the fight elsewhere, never at the table
  "aeOddsOpen",
]);

describe("the tracker runs every mode to round 4 without getting stuck", () => {
  for (const ruleset of RULESET_IDS)
    for (const mode of SEQUENCING_MODES)
      it(`${ruleset} characters in ${mode}`, async () => {
        const t = table(ruleset, seeded(ruleset.length * 31 + mode.length));
        t.tracker.follow(t.store.ids());
        await t.tracker.perform({ action: "setMode", mode });
        await t.tracker.perform({ action: "startCombat" });
        let pick = 0;
        for (let step = 0; step < 2000 && t.tracker.snapshot!.round < 4; step++) {
          const snapshot = t.tracker.snapshot!;
          const turns = enabledButtons(t.tracker.html()).filter(
            (b) => b.action.startsWith("ae") && !NOT_A_TURN.has(b.action),
          );
          const over = engineOf(snapshot.mode).roundOver(snapshot.state as never);
          if (!over)
            expect(turns.length, `round ${snapshot.round}: nobody can act`).toBeGreaterThan(0);
          const press = over || !turns.length ? null : turns[pick++ % turns.length];
          // the row's fields as a user fills them: 1 HP, and (RULES 4 interfering) an act's roll of 10
          const control = press
            ? controlFromButton(press.action, press.data, 1, 10)
            : { action: "nextRound" as const };
          const noticed = t.notices.length;
          await t.tracker.perform(control!);
          expect(t.notices.slice(noticed), JSON.stringify(press)).toEqual([]);
        }
        expect(t.tracker.snapshot!.round).toBe(4);
      });
});

describe("the playground's tracker refusals", () => {
  it("name the combatants, never their ids (as Foundry's do)", async () => {
    const t = table("rounds", seeded(5));
    t.tracker.follow(t.store.ids());
    await t.tracker.perform({ action: "setMode", mode: "readyHp" });
    await t.tracker.perform({ action: "startCombat" });
    const snapshot = t.tracker.snapshot!;
    const acting = engineOf("readyHp").acting(snapshot.state as never)[0];
    const waiting = snapshot.combatants.find((c) => c.id !== acting)!;
    await t.tracker.perform({ action: "spendHp", combatantId: waiting.id, hp: 1, passive: false });
    expect(t.notices).toHaveLength(1);
    expect(t.notices[0]).toContain(waiting.name);
    for (const one of snapshot.combatants) expect(t.notices[0]).not.toContain(one.id);
  });
});

describe("the playground's sides are Foundry's, not the order characters were picked in", () => {
  const sides = (t: ReturnType<typeof table>) =>
    Object.fromEntries(
      t.tracker.snapshot!.combatants.map((c) => [t.store.stored(c.id)!.name, c.side]),
    );

  it("a token hostile to the players is hostile, whoever was picked first", () => {
    const t = table("okrpg");
    t.tracker.follow(["Hired goon", "Jack Steele"].map((name) => t.actor(name).id));
    expect(sides(t)).toEqual({ "Hired goon": "hostile", "Jack Steele": "friendly" });
  });

  it("RULES 3: an Action character whose sheet ticks Villain is hostile, whatever the token says", () => {
    const t = table("action");
    const fred = t.actor("Fred");
    t.store.updateActor(fred.id, { "system.villain": true });
    t.tracker.follow([fred.id, t.actor("Peter").id]);
    expect(sides(t)).toEqual({ Peter: "friendly", Fred: "hostile" });
  });
});

describe("End encounter in the playground", () => {
  const endButton = { dataset: { action: "aeEndCombat" }, closest: () => null } as never;

  it("asks first: answered no, the encounter goes on untouched", async () => {
    const t = table("okrpg", seeded(3));
    t.tracker.follow(t.store.ids().slice(0, 2));
    await t.tracker.perform({ action: "startCombat" });
    const running = t.tracker.snapshot;
    t.answers.push(false);
    await t.tracker.click(endButton);
    expect(t.tracker.snapshot).toBe(running);
    expect(t.answers).toEqual([]);
  });

  it("answered yes, the next encounter keeps the sides and the mode the GM set", async () => {
    const t = table("okrpg", seeded(3));
    const [jack, goon] = ["Jack Steele", "Hired goon"].map((name) => t.actor(name).id);
    t.tracker.follow([jack, goon]);
    await t.tracker.perform({ action: "setMode", mode: "standard" });
    await t.tracker.perform({ action: "toggleSide", combatantId: goon });
    await t.tracker.perform({ action: "startCombat" });
    t.answers.push(true);
    await t.tracker.click(endButton);
    const next = t.tracker.snapshot!;
    expect([next.started, next.round, next.mode]).toEqual([false, 0, "standard"]);
    expect(Object.fromEntries(next.combatants.map((c) => [c.id, c.side]))).toEqual({
      [jack]: "friendly",
      [goon]: "friendly",
    });
  });
});

describe("a double click on a tracker control counts once", () => {
  // A button as the browser hands it over: its data-* values, inside the part that carries the
  // revision of the state it was rendered from.
  const buttonOn = (press: { action: string; data: Record<string, string> }, revision: number) =>
    ({
      dataset: { action: press.action, ...press.data },
      closest: (selector: string) =>
        selector === "[data-revision]" ? { dataset: { revision: String(revision) } } : null,
    }) as never;

  for (const mode of SEQUENCING_MODES)
    it(`${mode}: two clicks on the same rendered state write the encounter once`, async () => {
      const t = table("okrpg", seeded(mode.length * 7));
      t.tracker.follow(t.store.ids());
      await t.tracker.perform({ action: "setMode", mode });
      await t.tracker.perform({ action: "startCombat" });
      const presses = enabledButtons(t.tracker.html()).filter(
        (b) => b.action.startsWith("ae") && !NOT_A_TURN.has(b.action) && b.action !== "aeSpendHp",
      );
      expect(presses.length).toBeGreaterThan(0);
      for (const press of presses.slice(0, 4)) {
        // a side change mid-round asks first (issue 29): the GM says yes to each question
        if (press.action === "aeToggleSide") t.answers.push(true, true);
        const shown = t.tracker.snapshot!.revision;
        const writes = () => t.store.log.filter((e) => e.operation === "Combat.update").length;
        const before = writes();
        const first = t.tracker.click(buttonOn(press, shown));
        const second = t.tracker.click(buttonOn(press, shown));
        await Promise.all([first, second]);
        expect(writes() - before, JSON.stringify(press)).toBe(1);
        expect(t.tracker.snapshot!.revision).toBe(shown + 1);
      }
    });
});

describe("the playground's chat shows the tracker's rolls", () => {
  it("RULES 2: each combatant's initiative roll is a message naming who rolled, the formula and its total", async () => {
    const t = table("okrpg", seeded(11));
    t.tracker.follow(t.store.ids().slice(0, 2));
    await t.tracker.perform({ action: "setMode", mode: "standard" });
    await t.tracker.perform({ action: "startCombat" });
    const names = t.tracker.snapshot!.combatants.map((c) => c.name);
    const rolls = t.chat.posts.flatMap((p) => ("card" in p || "defeat" in p ? [] : [p]));
    // OK RPG's Tide of Battle is the GM's roll, nobody's own (RULES 1.9)
    const own = rolls.filter((r) => r.speaker);
    expect(own.map((r) => r.speaker).sort()).toEqual([...names].sort());
    for (const roll of own) {
      const html = t.chat.html(roll);
      expect(html).toContain(`${roll.speaker}: initiative`);
      expect(html).toContain(`<div class="dice-formula">${roll.formula}</div>`);
      expect(html).toContain(`<h4 class="dice-total">${roll.total}</h4>`);
      expect(html).toContain(`${roll.formula} rolled a total of ${roll.total}`);
    }
    // the write Foundry would make is still logged once for the whole batch
    expect(t.store.log.filter((e) => e.operation === "ChatMessage.create").length).toBeGreaterThan(
      0,
    );
  });
});

describe("a tracker control's tooltip says what a second click does", () => {
  const tooltip = (html: string, action: string) =>
    new RegExp(`data-action="${action}"[^>]*data-tooltip="([^"]*)"`).exec(html)?.[1];

  it("RULES 1.10: Hold may be declared again; Act and Defend count once on the state shown", async () => {
    const t = table("okrpg", seeded(2));
    t.tracker.follow(t.store.ids());
    await t.tracker.perform({ action: "setMode", mode: "ladder" });
    await t.tracker.perform({ action: "startCombat" });
    const html = t.tracker.html();
    // the label is on the button already: the tooltip says what it does, then what a second
    // click does
    expect(tooltip(html, "aeHold")).toMatch(
      /^Hold: .+ the rules let you do this again: each click counts once the tracker shows its result$/,
    );
    expect(tooltip(html, "aeAct")).toMatch(/^Act: .+ a double click counts once$/);
  });

  it("RULES 3: spending shots may be repeated", async () => {
    const t = table("okrpg", seeded(2));
    t.tracker.follow(t.store.ids());
    await t.tracker.perform({ action: "setMode", mode: "shots" });
    await t.tracker.perform({ action: "startCombat" });
    expect(tooltip(t.tracker.html(), "aeSpend")).toContain("the rules let you do this again");
  });
});
