import { DEFAULT_POLICY, type OddsInput } from "../../src/rules/odds";
import type { ActionFighter } from "../../src/rules/odds/types";
import type { ActionTargetInput } from "../../src/rules/cards/action";

/*
 * Small encounters written out by hand for the odds' fast tests (test/rules/odds-*.test.ts): an
 * Action duel with the sample characters' numbers (Fred against Madame Viper, RULES 3), small
 * enough that every roll of a fight can be scripted.
 */

const SITUATION = {
  confident: false,
  closed: false,
  underFriction: false,
  juryRigged: false,
  friction: { heavy: false, light: false },
  limitations: [],
};

export const actionTarget = (id: string, defence: number, soak: number): ActionTargetInput => ({
  id,
  name: id,
  actorUuid: null,
  tokenUuid: null,
  defence,
  soak,
});

/** An Action fighter with one weapon per entry of `weapons`, against each of `foes`. */
export function actionFighter(
  id: string,
  side: "friendly" | "hostile",
  o: {
    defence?: number;
    soak?: number;
    hits?: number;
    npc?: boolean;
    out?: boolean;
    weapons?: readonly { name: string; skill: number; damage: number; closed?: boolean }[];
    foes?: readonly ActionTargetInput[];
    guardBonus?: number;
  } = {},
): ActionFighter {
  const foes = o.foes ?? [];
  return {
    ruleset: "action",
    id,
    name: id,
    side,
    npc: o.npc ?? side === "hostile",
    out: o.out ?? false,
    turn: { standard: { modifier: 0 } },
    target: actionTarget(id, o.defence ?? 10, o.soak ?? 4),
    hits: o.hits ?? 4,
    attacks: (o.weapons ?? []).map((w) => ({
      weaponId: `${id}-${w.name}`,
      weapon: w.name,
      card: {
        attacker: { name: id, actorUuid: null, tokenUuid: null, skill: w.skill, fortune: 5 },
        weapon: { name: w.name, itemId: `${id}-${w.name}`, damage: w.damage },
        situation: { ...SITUATION, closed: w.closed ?? false },
      },
      targets: Object.fromEntries(foes.map((t) => [t.id, t])),
      guarded: Object.fromEntries(
        foes.map((t) => [t.id, { ...t, defence: t.defence + (o.guardBonus ?? 3) }]),
      ),
    })),
  } as ActionFighter;
}

/** Fred (skill 8, a heavy revolver of damage 5) against Madame Viper (defence 14, soak 6, 6 Hits). */
export function actionDuel(over: Partial<OddsInput> = {}): OddsInput {
  const viper = actionTarget("viper", 14, 6);
  const fred = actionTarget("fred", 10, 4);
  return {
    ruleset: "action",
    mode: "standard",
    options: { simplifiedInitiative: false },
    round: { tideEveryRound: false, simplified: false },
    now: { round: 0, state: null },
    notes: [],
    policy: DEFAULT_POLICY,
    runs: 100,
    seed: 1,
    fighters: [
      actionFighter("fred", "friendly", {
        weapons: [
          { name: "Heavy revolver", skill: 8, damage: 5 },
          { name: "Fists", skill: 9, damage: 2 },
        ],
        foes: [viper],
      }),
      actionFighter("viper", "hostile", {
        defence: 14,
        soak: 6,
        hits: 6,
        weapons: [{ name: "Katana", skill: 14, damage: 5 }],
        foes: [fred],
      }),
    ],
    ...over,
  } as OddsInput;
}
