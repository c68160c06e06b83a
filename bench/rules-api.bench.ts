import { it } from "vitest";
import type * as Rules from "../src/rules";
import type * as Sequencing from "../src/rules/sequencing";
import type * as Cards from "../src/rules/cards";
import { actionInput } from "../test/chat/fixtures";
import { measure, note } from "./harness";
import { shipped } from "./shipped";

/*
 * Issue 26, finding 7: the public rules API checks every stored state it is handed at its entry
 * (src/rules/api/). The tracker and the chat cards call the engines directly (they read what they
 * stored once, through readEngineState and readCard), so the check costs them nothing; a macro
 * pays it on every call with a state that can change, and once for a frozen one.
 */
const api = await shipped<typeof Rules>("src/rules/index.ts");
const engines = await shipped<typeof Sequencing>("src/rules/sequencing/index.ts");
const cards = await shipped<typeof Cards>("src/rules/cards/index.ts");

const N = 100;

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}

function perSecond(name: string, call: () => unknown): number {
  return 1e6 / measure(name, call, 400).microseconds;
}

function compare(
  what: string,
  direct: () => unknown,
  checked: () => unknown,
  frozen: () => unknown,
) {
  const rates = [direct, checked, frozen].map((call, i) =>
    perSecond(`${what}: ${["engine directly", "API, checked", "API, frozen"][i]}`, call),
  );
  const [d, c, f] = rates.map((r) => Math.round(r).toLocaleString("en"));
  note(
    `rules API ${what}: ${d} calls/s directly (the tracker), ${c} through the API with a state ` +
      `that can change (checked every call), ${f} with a frozen state (checked once)`,
  );
}

it(`rules API: a typical call on a ${N}-combatant state, with and without the entry check`, () => {
  const ladderState = engines.ladder.start(
    Array.from({ length: N }, (_, i) => ({ id: `c${i}`, roll: 3 + (i % 5) })),
  );
  const frozenLadder = deepFreeze(structuredClone(ladderState));
  const up = engines.ladder.next(ladderState)[0];
  compare(
    `ladder.ap (a query) with ${N} combatants`,
    () => engines.ladder.ap(ladderState, up),
    () => api.sequencing.ladder.ap(ladderState, up),
    () => api.sequencing.ladder.ap(frozenLadder, up),
  );
  compare(
    `ladder.act with ${N} combatants`,
    () => engines.ladder.act(ladderState, up),
    () => api.sequencing.ladder.act(ladderState, up),
    () => api.sequencing.ladder.act(frozenLadder, up),
  );
  const shotsState = engines.shots.start(
    Array.from({ length: N }, (_, i) => ({
      id: `c${i}`,
      reflexes: 4 + (i % 5),
      named: i % 3 === 0,
      // RULES 3: named creatures roll, unnamed groups act on their Reflexes
      ...(i % 3 === 0 ? { roll: 2 } : {}),
      villain: i % 2 === 0,
    })),
  );
  const frozenShots = deepFreeze(structuredClone(shotsState));
  const [acting] = engines.shots.acting(shotsState);
  compare(
    `shots.spend with ${N} combatants`,
    () => engines.shots.spend(shotsState, acting, 3),
    () => api.sequencing.shots.spend(shotsState, acting, 3),
    () => api.sequencing.shots.spend(frozenShots, acting, 3),
  );
  const card = cards.action.create(actionInput([6, 3], [2]));
  const frozenCard = deepFreeze(structuredClone(card));
  compare(
    "cards.action.apply (one target)",
    () => cards.action.apply(card, "hench", { "system.hits.value": 3 }),
    () => api.cards.action.apply(card, "hench", { "system.hits.value": 3 }),
    () => api.cards.action.apply(frozenCard, "hench", { "system.hits.value": 3 }),
  );
});
