import { FIGHTS, type Fight } from "../../fixtures";
import { ensure, fail, reportLine, type SelfCheckStep } from "../../step";
import type { MessageLike } from "../documents";
import type { Sandbox } from "../sandbox";
import { applyAndUndo, clickEveryChoice } from "./card";
import { setUpFight } from "./fight";

/*
 * Attacks, for every ruleset: the weapon row's button on the attacker's sheet opens the roll
 * dialog, which is answered through its own Roll button (whispered to this user, so players see
 * nothing); the card is posted; each of its choices is clicked once; then its result is applied
 * to the target and undone, the target's data back exactly as before. Dice may miss: the attack
 * is made again, a few times, until a card offers Apply.
 */

/** Attacks made before a card offers Apply: a miss on every one of them fails the step. */
const MOST_ATTACKS = 6;

async function attackFromSheet(
  s: Sandbox,
  sheet: Parameters<Sandbox["press"]>[0],
  weaponId: string,
): Promise<MessageLike> {
  const from = s.messageCount;
  await s.press(sheet, s.find(sheet, `[data-action="attack"][data-item-id="${weaponId}"]`));
  const posted = s.messagesSince(from).filter((message) => message.type === "attack");
  ensure(posted.length === 1, "Attack.Posted", { count: posted.length });
  return posted[0];
}

function attackStep(fight: Fight): SelfCheckStep<Sandbox> {
  const id = `attack-${fight.ruleset}`;
  return {
    id,
    area: "attack",
    label: reportLine(`Step.${id}`),
    async run(s) {
      const { attacker, target, weapon, targetToken } = await setUpFight(s, fight);
      s.target(targetToken);
      const sheet = await s.sheet(attacker);
      // the attack dialog's own form field (src/chat/view-models/dialog/form.ts), not Foundry's option
      // eslint-disable-next-line no-restricted-syntax
      s.answerDialogs({ fill: { rollMode: "self" }, press: ["roll"] });
      for (let attack = 1; attack <= MOST_ATTACKS; attack++) {
        const message = await attackFromSheet(s, sheet, weapon.id!);
        ensure(s.dialogsAnswered.at(-1)?.pressed === "roll", "Attack.NoDialog");
        if (attack === 1)
          s.notes.note("Card.Choices", { count: await clickEveryChoice(s, message) });
        if (await applyAndUndo(s, message, target)) {
          s.notes.note("Attack.Attacks", { count: attack });
          return;
        }
      }
      fail("Attack.NeverApplied", { count: MOST_ATTACKS });
    },
  };
}

export const ATTACK_STEPS: readonly SelfCheckStep<Sandbox>[] = FIGHTS.map(attackStep);
