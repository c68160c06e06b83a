import { scripted } from "../../src/rules/dice";
import { ladder, readyHp, shots, standard, turns } from "../../src/rules/sequencing";
import type { SequencingMode } from "../../src/rules/rulesets";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import { snapshot, type Fighter } from "./fixtures";

/**
 * A mid-round encounter per mode, with four to six combatants in the situations a table meets
 * (ties, passes, Down, villains first on a shot, carry-over, speed skips, counters, hidden ones),
 * for the screenshots and the playground.
 */
const names: Record<string, string> = {
  ana: "Ana Ruiz",
  bo: "Bo Lindqvist",
  cy: "Cyrus the Knife",
  dee: "Dee Sharpe",
  eli: "Eli Okafor",
  fay: "Thug squad",
};

function crew(
  ids: string[],
  hostile: string[],
  hidden: string[] = [],
  actorType?: string,
): Fighter[] {
  return ids.map((id) => ({
    id,
    ...(actorType ? { actorType } : {}),
    name: names[id],
    side: hostile.includes(id) ? "hostile" : "friendly",
    hidden: hidden.includes(id),
    owners: id === "ana" ? ["alice"] : id === "bo" ? ["bob"] : [],
  }));
}

export function screenStates(): Record<SequencingMode, CombatSnapshot> {
  // ladder: Ana and Cyrus tie on 5 at the top; Bo passed; Eli is Down
  let lad = ladder.start([
    { id: "ana", roll: 8 },
    { id: "bo", roll: 4 },
    { id: "cy", roll: 5 },
    { id: "dee", roll: 2, carry: 1 },
    { id: "eli", roll: 6 },
  ]);
  lad = ladder.act(lad, "ana");
  lad = ladder.pass(lad, "bo");
  lad = ladder.down(lad, "eli");
  // shots: shot 9 called with a villain and a hero on it; others waiting or spent
  let sh = shots.start([
    { id: "ana", reflexes: 6, roll: 3, named: true, villain: false },
    { id: "bo", reflexes: 5, roll: -1, named: true, villain: false },
    { id: "cy", reflexes: 7, roll: 4, named: true, villain: true },
    { id: "dee", reflexes: 4, roll: 5, named: true, villain: true },
    { id: "eli", reflexes: 3, roll: -5, named: true, villain: false },
    { id: "fay", reflexes: 6, named: false, villain: true },
  ]);
  sh = shots.spend(sh, "cy", 3);
  sh = shots.spend(sh, "eli", 1);
  // ready HP: turn 1 under way, Bo held 3 back and moved; Cyrus spent on passive defence; Eli
  // surprised the others (RULES 4), so he decides first on turn 1 despite fewer ready HP than Ana and Cyrus
  let hp = readyHp.start(
    [
      { id: "ana", nonDamaged: 12 },
      { id: "bo", nonDamaged: 10, carryOver: 3 },
      { id: "cy", nonDamaged: 14 },
      { id: "eli", nonDamaged: 8, surprise: true },
    ],
    scripted([11, 4, 17, 9]),
  );
  hp = readyHp.spend(hp, "bo", 2);
  hp = readyHp.spend(hp, "eli", 1);
  hp = readyHp.spend(hp, "cy", 3, { passiveDefense: true });
  // turns: Bo at speed ½ and Dee at ¼ sit out round 2; Cyrus readied a counter; Eli acts
  let tu = turns.start([
    { id: "ana", speed: 1 },
    { id: "bo", speed: 0.5 },
    { id: "cy", speed: 1 },
    { id: "eli", speed: 1 },
    { id: "dee", speed: 0.25 },
  ]);
  for (let i = 0; i < 5; i++) tu = turns.advance(tu);
  tu = turns.nextRound(tu);
  tu = turns.advance(tu);
  tu = turns.counter(tu, "cy");
  // standard: totals 17, 15, 15, 12, 6; the first has acted
  let st = standard.start([
    { id: "cy", roll: 15, modifier: 2 },
    { id: "ana", roll: 13, modifier: 2 },
    { id: "bo", roll: 15 },
    { id: "eli", roll: 9, modifier: 3 },
    { id: "dee", roll: 6 },
  ]);
  st = standard.advance(st);
  return {
    ladder: {
      // OK RPG characters: the Tide of Battle is theirs
      ...snapshot(
        "ladder",
        crew(["ana", "bo", "cy", "dee", "eli"], ["cy", "dee"], ["dee"], "okrpg"),
        {
          state: lad,
          round: 2,
        },
      ),
      // RULES 1.9: the heroes rolled a 6, the (unlucky) villains a 1
      tide: {
        friendly: {
          luck: "normal",
          die: 6,
          round: 2,
          recoveries: 2,
          advantage: true,
          mishap: false,
        },
        hostile: {
          luck: "unlucky",
          die: 1,
          round: 2,
          recoveries: 0,
          advantage: false,
          mishap: true,
        },
      },
    },
    shots: snapshot("shots", crew(["ana", "bo", "cy", "dee", "eli", "fay"], ["cy", "dee", "fay"]), {
      state: sh,
      round: 1,
    }),
    readyHp: snapshot("readyHp", crew(["ana", "bo", "cy", "eli"], ["cy"]), { state: hp, round: 1 }),
    turns: snapshot("turns", crew(["ana", "bo", "cy", "eli", "dee"], ["cy", "dee"]), {
      state: tu,
      round: 2,
    }),
    standard: snapshot("standard", crew(["cy", "ana", "bo", "eli", "dee"], ["cy", "dee"]), {
      state: st,
      round: 3,
    }),
  };
}
