import { describe, expect, it } from "vitest";
import { DialogV2 } from "../foundry/applications";
import { CardRoll } from "../foundry/chat";
import { attack, cardOf, systemOf, weaponOf, world } from "./world";
import { attackWithItem } from "../../src/chat/foundry/attack/flow";
import type * as action from "../../src/rules/cards/action";
import type * as mano from "../../src/rules/cards/mano";
import type * as occult from "../../src/rules/cards/occult";
import type * as okrpg from "../../src/rules/cards/okrpg";

// The attack flow, from a weapon to the chat card: the dialog's values (given here as a macro
// would), the dice rolled through Roll with scripted faces, and ONE ChatMessage of the attack
// type holding the card the rules layer made from those faces.

describe("an attack posts one chat message carrying the card and its rolls", () => {
  it("OK RPG [I-1]: Ines (Grt) rolls 4dF +2 against the Duellist's Gd defence: a hit with 4 extra", async () => {
    const w = await world("okrpg");
    const ops = w.mark();
    const message = await attack(w, [1, 1, 0, 0]);
    expect(ops()).toEqual([
      expect.objectContaining({ action: "create", documentName: "ChatMessage" }),
    ]);
    const card = cardOf(message) as okrpg.OkrpgCard;
    expect(message.type).toBe("attack");
    expect(message.rolls.map((r) => r.formula)).toEqual(["4dF"]);
    expect(card.fudge).toEqual([1, 1, 0, 0]);
    expect(card.rolled).toBe(8);
    expect(card.targets[0]).toMatchObject({
      id: w.target.token.id,
      name: "Duellist",
      defence: 4,
      dr: 3,
    });
    expect(card.targets[0].result).toMatchObject({ required: 4, hit: true });
    expect(card.weapon).toMatchObject({ name: "Sword", itemId: weaponOf(w.attacker).id });
    expect(systemOf(message)).toMatchObject({ revision: 0, targetMode: "recorded" });
  });

  it("OK RPG RULES 1.8: the dialog's setup and the target's active defence reach the card", async () => {
    const w = await world("okrpg");
    const id = w.target.token.id;
    const card = cardOf(
      await attack(w, [0, 0, 0, 0], { setup: "free", [`target.${id}.active`]: "one" }),
    ) as okrpg.OkrpgCard;
    expect(card.situation.setup).toBe(2);
    expect(card.rolled).toBe(8); // Grt 6 + free setup 2
    expect(card.targets[0].result.required).toBe(7); // Gd 4 + active defence against one 3
  });

  it("Occult Ops RULES 2: Todd shoots the Bandit 20 ft away in partial cover: target 60, d100 45 hits the armor", async () => {
    const w = await world("occult");
    const id = w.target.token.id;
    const message = await attack(w, [45], { [`target.${id}.cover`]: "partialCover" });
    expect(message.rolls.map((r) => r.formula)).toEqual(["1d100"]);
    const card = cardOf(message) as occult.OccultCard;
    expect(card.targets[0]).toMatchObject({
      distanceFt: 20,
      armor: { name: "Flak jacket", hp: 50 },
    });
    expect(card.targets[0].result).toMatchObject({
      range: "short",
      target: 60,
      hit: true,
      bypassArmor: false,
    });
  });

  it("Occult Ops RULES 2: a grenade thrown at the Bandit meets his Defense 10: 40 + strike 10 − 10 = 40, so a 45 scatters", async () => {
    const w = await world("occult");
    const [frag] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Frag grenade", type: "occult-weapon", system: { kind: "grenade", damage: "4d6" } },
    ]);
    CardRoll.expect("1d100", [45]);
    const message = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(frag as never, {
        values: { rollMode: "publicroll", "strike.wild": false },
      });
    });
    const card = cardOf(message as never) as occult.OccultCard;
    expect(card.situation.thrownAt).toEqual({ name: "Bandit", defence: 10, defenceModifiers: [] });
    expect(card.targets[0].result).toMatchObject({ range: "grenade", target: 40, hit: false });
  });

  it("Mano a Mano RULES 5 load: the musket's one round leaves it with the shot; empty, it is refused before any die", async () => {
    const w = await world("mano");
    const [musket] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: "Musket",
        type: "mano-weapon",
        system: {
          kind: "gun",
          power: 8,
          range: 100,
          reloadActions: 9,
          shots: { capacity: 1, loaded: 1 },
        },
      },
    ]);
    CardRoll.expect("1d20", [14]);
    const shoot = () =>
      w.combat.users.as(w.alice, () => attackWithItem(musket as never, { fastForward: true }));
    expect(await shoot()).not.toBeNull();
    expect(
      (musket as unknown as { system: { shots: { loaded: number } } }).system.shots.loaded,
    ).toBe(0);
    const ops = w.mark();
    expect(await shoot()).toBeNull();
    expect(ops()).toEqual([]);
  });

  it("Action RULES 3: the sheet's friction conditions and limitations ride on the card", async () => {
    const w = await world("action");
    await w.attacker.actor.update({
      system: { friction: { heavy: true }, limitations: [{ name: "Old wound", number: 2 }] },
    });
    CardRoll.expect(null, [1, 1]);
    // fast-forwarded: the dialog's defaults, which start from the sheet
    const message = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(weaponOf(w.attacker) as never, { fastForward: true });
    });
    const card = cardOf(message as never) as action.ActionCard;
    expect(card.situation).toMatchObject({
      friction: { heavy: true, light: false },
      limitations: [{ name: "Old wound", number: 2 }],
    });
  });

  it("Occult Ops: tokens on different scenes leave the band to the dialog", async () => {
    const w = await world("occult");
    const elsewhere = w.chat.token(w.chat.scene(), w.target.actor, { x: 0, y: 0 });
    const card = cardOf(
      await attack(w, [45], { [`target.${elsewhere.id}.band`]: "long" }, { targets: [elsewhere] }),
    ) as occult.OccultCard;
    expect(card.targets[0].distanceFt).toBeUndefined();
    // long 20 + strike 10 + skill 10 − defence 10
    expect(card.targets[0]).toMatchObject({ band: "long", result: { range: "long", target: 30 } });
  });

  it("Action RULES 3: the open 2d6 is two exploding d6 chains read back from the roll", async () => {
    const w = await world("action");
    const message = await attack(w, [6, 3, 2]);
    expect(message.rolls.map((r) => r.formula)).toEqual(["1d6x - 1d6x"]);
    const card = cardOf(message) as action.ActionCard;
    expect(card.dice).toEqual({ positive: [6, 3], negative: [2] });
    // skill 12 + (9 − 2) = 19 against Dodge 13: outcome 6, final damage 16 ≥ soak 7 → a Hit
    expect(card.targets[0].result).toMatchObject({
      outcome: 6,
      success: true,
      hit: true,
      setback: false,
    });
  });

  it("Action RULES 3: a closed roll is two plain d6", async () => {
    const w = await world("action");
    const message = await attack(w, [6, 2], { mode: "closed" });
    expect(message.rolls.map((r) => r.formula)).toEqual(["1d6 - 1d6"]);
    expect((cardOf(message) as action.ActionCard).dice).toEqual({ positive: [6], negative: [2] });
  });

  it("Mano a Mano RULES 5: the Clone's fists (attack 2) roll 14 against Steven's defence 14 and hit", async () => {
    const w = await world("mano");
    const card = cardOf(await attack(w, [14])) as mano.ManoCard;
    expect(card.situation.action).toBe("quickStrike");
    expect(card.targets[0].result).toMatchObject({
      total: 16,
      difficulty: 14,
      success: true,
      stun: 2,
      damage: 1,
    });
  });

  it("Action Rounds [I-7]: ready HP spent on the attack add power (+1 each beyond the first)", async () => {
    const w = await world("rounds");
    const card = cardOf(await attack(w, [14], { hpSpent: "3" })) as mano.ManoCard;
    expect(card.situation.hpSpent).toBe(3);
    expect(card.targets[0].result.power).toBe(5); // fists 3 + 2
    expect(card.targets[0].strength).toBe(6);
  });
});

describe("targets are the user's targeted tokens, not the selection", () => {
  it("a selected but untargeted token is not on the card", async () => {
    const w = await world("mano");
    const bystander = w.chat.token(
      w.chat.scene(),
      w.target.actor,
      { x: 100, y: 100 },
      { name: "Bystander" },
    );
    w.chat.select(bystander);
    const card = cardOf(await attack(w, [14]));
    expect(card.targets.map((t) => t.name)).toEqual(["Steven"]);
  });

  it("with nobody targeted the attack still rolls and posts a card with no targets", async () => {
    const w = await world("okrpg");
    const message = await attack(w, [1, 0, 0, 0], {}, { targets: [] });
    expect(cardOf(message).targets).toEqual([]);
    expect(message.rolls).toHaveLength(1);
  });

  it("a target of another ruleset is left out", async () => {
    const w = await world("mano");
    const stranger = (await Actor.create({ name: "Stranger", type: "okrpg" } as never)) as never;
    const token = w.chat.token(w.chat.scene(), stranger, { x: 0, y: 0 });
    const card = cardOf(await attack(w, [14], {}, { targets: [w.target.token, token] }));
    expect(card.targets.map((t) => t.name)).toEqual(["Steven"]);
  });
});

describe("message modes follow the dialog's choice, on either Foundry generation", () => {
  it.each([
    ["public", [], false],
    ["gm", ["gm"], false],
    ["blind", ["gm"], true],
    ["self", ["alice"], false],
  ] as const)("%s: whispered to %j, blind %s", async (mode, to, blind) => {
    const w = await world("mano");
    const message = await attack(w, [14], { rollMode: mode });
    const ids = { gm: w.gm.id, alice: w.alice.id };
    expect(message.whisper).toEqual(to.map((who) => ids[who]));
    expect(message.blind).toBe(blind);
  });

  it("a macro may still name the mode as v13 did (gmroll)", async () => {
    const w = await world("mano");
    const message = await attack(w, [14], { rollMode: "gmroll" });
    expect(message.whisper).toEqual([w.gm.id]);
  });

  it.each(["gm", "blind", "self"] as const)(
    "the dialog starts on the mode the chat log's selector shows (%s), not on Public",
    async (mode) => {
      const w = await world("mano");
      // v13 keeps the selector in core.rollMode; v14 in core.messageMode (dnd5e#6958)
      if (w.foundry.generation < 14)
        await game.settings!.set("core", "rollMode" as never, `${mode}roll` as never);
      else await game.settings!.set("core", "messageMode" as never, mode as never);
      DialogV2.answers = [null];
      await w.combat.users.as(w.alice, () => {
        w.chat.target(w.target.token);
        return attackWithItem(weaponOf(w.attacker) as never);
      });
      const content = String(DialogV2.prompts[0].content);
      expect(content).toMatch(new RegExp(`<option value="${mode}" selected>`));
      expect(content.match(/<option value="(public|gm|blind|self)"/g)).toHaveLength(4);
    },
  );
});

describe("the roll dialog opens unless the values are given", () => {
  it("shows the dialog; closing it attacks with nothing", async () => {
    const w = await world("mano");
    DialogV2.answers = [null];
    const result = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(weaponOf(w.attacker) as never);
    });
    expect(result).toBeNull();
    expect(DialogV2.prompts).toHaveLength(1);
    expect(String(DialogV2.prompts[0].content)).toContain('name="action"');
    expect(w.chat.messages.size).toBe(0);
  });

  it("rolls with the values the dialog returns", async () => {
    const w = await world("mano");
    DialogV2.answers = [{ fill: { rollMode: "publicroll", action: "powerfulStrike" } }];
    CardRoll.expect("1d20", [14]);
    await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(weaponOf(w.attacker) as never);
    });
    expect((cardOf(w.chat.lastMessage()) as mano.ManoCard).situation.action).toBe("powerfulStrike");
  });

  it("Mano a Mano RULES 5 draw: a bow of heft 10 at strength 5 (heft at least twice the strength) is refused before any roll, and nothing is posted", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { strength: 5 } });
    const [bow] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      {
        name: "War bow",
        type: "mano-weapon",
        system: { kind: "bow", power: 6, range: 200, heft: 10 },
      },
    ]);
    const ops = w.mark();
    const message = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(bow as never, { fastForward: true });
    });
    expect(message).toBeNull();
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "A bow of heft 10 cannot be drawn at strength 5: the heft must stay under twice the strength.",
    );
    // heft 9 stays under 10: the same archer draws it and shoots
    await bow.update({ system: { heft: 9 } } as never);
    CardRoll.expect("1d20", [12]);
    const shot = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(bow as never, { fastForward: true });
    });
    expect((cardOf(shot as never) as mano.ManoCard).situation.action).toBe("quickShot");
  });

  it("Mano a Mano RULES 5 combos: the Clone (speed 1) who struck with his fists this turn has no room for a second fist strike: refused before any roll, nothing posted", async () => {
    const w = await world("mano");
    const fists = w.attacker.actor.items.contents[0];
    CardRoll.expect("1d20", [12]);
    const first = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(fists as never, { values: { rollMode: "publicroll" } });
    });
    expect((cardOf(first as never) as mano.ManoCard).situation.comboStep).toBeUndefined();
    // the turn's actions are on the sheet for the next check
    expect((w.attacker.actor.system as unknown as { combo: unknown[] }).combo).toEqual([
      { action: "quickStrike", weapon: fists.id },
    ]);
    const ops = w.mark();
    const message = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(fists as never, {
        values: { rollMode: "publicroll", comboContinues: true },
      });
    });
    expect(message).toBeNull();
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Step 2 is refused: it is past the combo's limit of 1 at speed 1.",
    );
    // after a kick (another weapon) the fists' strike is the combo's extra one
    await w.attacker.actor.update({
      system: { combo: [{ action: "quickStrike", weapon: "foot" }] },
    } as never);
    CardRoll.expect("1d20", [12]);
    const second = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(fists as never, {
        values: { rollMode: "publicroll", comboContinues: true },
      });
    });
    expect((cardOf(second as never) as mano.ManoCard).situation).toMatchObject({
      action: "quickStrike",
      comboStep: 2,
    });
    expect((w.attacker.actor.system as unknown as { combo: unknown[] }).combo).toHaveLength(2);
  });

  it("Mano a Mano RULES 5 aim: the aim's +5 is for the next attack only: an aiming archer's shot takes it (12 + 5) and leaves the aiming row, so the next shot is unaimed", async () => {
    const w = await world("mano");
    await w.attacker.actor.update({ system: { stance: "aiming" } } as never);
    const [bow] = await w.attacker.actor.createEmbeddedDocuments("Item", [
      { name: "Short bow", type: "mano-weapon", system: { kind: "bow", power: 3, range: 100 } },
    ]);
    CardRoll.expect("1d20", [12]);
    const shot = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(bow as never, { fastForward: true });
    });
    const card = cardOf(shot as never) as mano.ManoCard;
    expect(card.attacker.aimed).toBe(true);
    expect(card.targets[0].result.total).toBe(17);
    expect((w.attacker.actor.system as unknown as { stance: string }).stance).toBe("default");
    CardRoll.expect("1d20", [12]);
    const next = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(bow as never, { fastForward: true });
    });
    const unaimed = cardOf(next as never) as mano.ManoCard;
    expect(unaimed.attacker.aimed).toBe(false);
    expect(unaimed.targets[0].result.total).toBe(12);
  });

  it("Mano a Mano RULES 5 combos: the Clone (speed 2) struck and dropped this turn; on the ground a third step is past his 2, refused (a drop uses no weapon)", async () => {
    const w = await world("mano");
    const fists = w.attacker.actor.items.contents[0];
    await w.attacker.actor.update({
      system: {
        speed: 2,
        posture: "ground",
        combo: [
          { action: "quickStrike", weapon: fists.id },
          { action: "drop", weapon: "" },
        ],
      },
    } as never);
    const ops = w.mark();
    const message = await w.combat.users.as(w.alice, () => {
      w.chat.target(w.target.token);
      return attackWithItem(fists as never, {
        values: { rollMode: "publicroll", comboContinues: true },
      });
    });
    expect(message).toBeNull();
    expect(ops()).toEqual([]);
    expect(w.foundry.notifications.shown.at(-1)?.message).toBe(
      "Step 3 is refused: it is past the combo's limit of 2 at speed 2.",
    );
  });

  it("an item no actor carries cannot attack, and the user is told so", async () => {
    const w = await world("mano");
    const loose = await Item.create({ name: "Loose sword", type: "mano-weapon" } as never);
    expect(await attackWithItem(loose as never, { fastForward: true })).toBeNull();
    expect(w.foundry.notifications.shown.at(-1)?.message).toContain("Loose sword");
  });
});
