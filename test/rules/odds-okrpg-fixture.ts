import type { OddsInput } from "../../src/rules/odds";
import type { OkrpgFighter } from "../../src/rules/odds/types";
import { actionDuel } from "./odds-duel";

/*
 * OK RPG fighters for the odds' fast tests: a hired goon (base 4, strength 5) with a lead pipe
 * (damage 4, lethality −2, bashing) or a submachine gun, against a bystander (defence 2, DR 2, no
 * armor, full damage system) or a goon under a mook system (defence 4, DR 3, armor 2 of coverage 1).
 */

export const OPTIONS = {
  limbMangling: false,
  gumption: false,
  headCracking: false,
  penetration: false,
  armorVariation: false,
  tideEveryRound: false,
  defaultMookSystem: "full",
};

export const bystander = (o: Record<string, unknown> = {}) => ({
  id: "bystander",
  name: "bystander",
  actorUuid: null,
  tokenUuid: null,
  defence: 2,
  dr: 2,
  handToHand: 2,
  size: 2,
  twoHandedWeapon: false,
  armor: null,
  system: "full",
  wounds: { lethal: 0, nonlethal: 0, mangledLimb: null },
  activeDefences: [],
  knockedDown: false,
  defenceBonus: 0,
  stability: "normal",
  ...o,
});

export const goon = (o: Record<string, unknown> = {}) =>
  bystander({
    id: "goon",
    name: "goon",
    defence: 4,
    dr: 3,
    handToHand: 4,
    armor: { protection: 2, coverage: 1 },
    system: "mook",
    mook: { system: "mook", points: 0 },
    ...o,
  });

type Weapon = Record<string, unknown> & { name: string; itemId: string };
export const PIPE: Weapon = {
  name: "Lead pipe",
  itemId: "pipe",
  damage: 4,
  penetration: null,
  lethality: -2,
  damageType: "bashing",
  reach: 1,
  weaponSuits: [],
  multiTargetDiscount: 0,
};
export const SMG: Weapon = {
  name: "Submachine gun",
  itemId: "smg",
  damage: 5,
  penetration: null,
  lethality: 0,
  damageType: "ballistic",
  reach: null,
  weaponSuits: [],
  multiTargetDiscount: 2,
};

export function okrpgFighter(
  id: string,
  side: "friendly" | "hostile",
  me: Record<string, unknown>,
  weapons: Weapon[],
  foes: Record<string, unknown>[],
  o: { base?: number; recoveryStep?: number; situation?: Record<string, number> } = {},
): OkrpgFighter {
  return {
    ruleset: "okrpg",
    id,
    name: id,
    side,
    npc: side === "hostile",
    out: false,
    turn: { ladder: { base: o.base ?? 4 } },
    target: { ...me, id, name: id },
    recoveryStep: o.recoveryStep ?? 2,
    attacks: weapons.map((w) => ({
      weaponId: w.itemId,
      weapon: w.name,
      card: {
        attacker: {
          name: id,
          actorUuid: null,
          tokenUuid: null,
          base: o.base ?? 4,
          handToHand: 4,
          strength: 5,
        },
        weapon: w,
        situation: { setup: 0, impairment: 0, other: 0, ...o.situation },
        options: OPTIONS,
      },
      targets: Object.fromEntries(foes.map((t) => [t.id as string, t])),
      guarded: Object.fromEntries(
        foes.map((t) => [t.id as string, { ...t, activeDefences: ["one"] }]),
      ),
    })),
  } as unknown as OkrpgFighter;
}

export function okrpgInput(fighters: OkrpgFighter[], over: Partial<OddsInput> = {}): OddsInput {
  return {
    ...actionDuel(),
    ruleset: "okrpg",
    mode: "ladder",
    options: OPTIONS,
    fighters,
    ...over,
  } as unknown as OddsInput;
}

/** Scripted faces for four Fudge dice adding up to `sum` (a face of 1, 2, 3 reads −1, 0, +1). */
export function fudgeOf(sum: number): number[] {
  const faces = [2, 2, 2, 2];
  for (let i = 0; i < Math.abs(sum); i++) faces[i] = sum > 0 ? 3 : 1;
  return faces;
}
