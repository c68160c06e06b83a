import { refusalOf, withNames } from "../../src/combat/refusal";
import type { DiceSource } from "../../src/rules/dice";
import type { RulesetId } from "../../src/rules/rulesets";
import { attackInput, rollAttack } from "../../playground/app/attack";
import { Chat } from "../../playground/app/chat";
import { localizer, templates, type Host } from "../../playground/app/host";
import { rosterOf } from "../../playground/app/roster";
import { Store } from "../../playground/app/store";
import { Tracker } from "../../playground/app/tracker";
import { evaluate } from "../../playground/host/roll";

/*
 * The playground's host without a browser, for node tests and benchmarks: a ruleset's sample
 * characters in a store, the chat and tracker over it, and dice given face by face.
 */

export function table(ruleset: RulesetId, source?: DiceSource) {
  const store = new Store();
  const i18n = localizer();
  const environment = templates(i18n);
  for (const entry of rosterOf(ruleset, i18n.format)) store.add(entry.actor);
  const faces: number[] = [];
  const dice: DiceSource = source ?? {
    roll(sides) {
      const face = faces.shift();
      if (face === undefined) throw new Error(`no face left for a d${sides}`);
      return face;
    },
  };
  const notices: string[] = [];
  /** the GM's answers to the questions asked, in order (a question with none left is a failure) */
  const answers: boolean[] = [];
  const host: Host = {
    store,
    i18n,
    render: environment.render,
    rowDrawings: environment.rowDrawings,
    roll: (formula) => evaluate(formula, dice),
    notify: (message) => notices.push(message),
    refuse(error, combatants = []) {
      const found = refusalOf(error);
      if (!found) throw error;
      const refusal = withNames(found, combatants);
      notices.push(i18n.format(refusal.i18nKey, refusal.details));
    },
    ruleset: () => ruleset,
    async confirm(question) {
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`unanswered question: ${question.title}`);
      return answer;
    },
    refresh() {},
  };
  const chat: Chat = new Chat(host, (ids) => tracker.actorsChanged(ids));
  const tracker: Tracker = new Tracker(host, (rolls) => chat.postRolls(rolls));
  const actor = (name: string) =>
    store.actor(store.ids().find((id) => store.stored(id)!.name === name)!)!;
  /** An attack with these faces and dialog values, posted in the chat. */
  const attack = (attacker: string, weapon: string, target: string, rolled: number[], raw = {}) => {
    const a = actor(attacker);
    const input = attackInput(host, {
      attacker: a,
      weaponId: a.items.contents.find((i) => i.name === weapon)!.id,
      targets: [actor(target)],
      readyHp: null,
    })!;
    faces.push(...rolled);
    const made = rollAttack(host, input, raw)!;
    return chat.post(made.card, made.rolls);
  };
  const click = (
    messageId: string,
    action: string,
    data: Record<string, string>,
    rolled: number[] = [],
  ) => {
    faces.push(...rolled);
    chat.click(messageId, { action, data }, () => []);
  };
  return { host, store, chat, tracker, actor, attack, click, notices, faces, answers };
}
