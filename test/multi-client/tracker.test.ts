import { afterAll, beforeAll, describe, expect, it } from "vitest";
// the Foundry double first: the system's classes extend its globals when imported
import "../foundry";
import { screenStates } from "../combat/screen-states";
import { whenIdle } from "../../src/combat/foundry/hooks";
import { requestControl } from "../../src/combat/foundry/queries";
import type { Result, TrackedCombat } from "../../src/combat/foundry/executor";
import { OWNER_CONTROLS, type Control } from "../../src/combat/moves/controls";
import { stateJson } from "../../src/combat/moves/history";
import { REFUSED } from "../../src/combat/refusal";
import type { CombatSnapshot } from "../../src/combat/snapshot";
import type { RulesetId, SequencingMode } from "../../src/rules/rulesets";
import {
  expectLanded,
  expectRefused,
  ROLES,
  table,
  type Role,
  type Seen,
  type Table,
} from "./table";

/*
 * Every tracker control, in every mode, pressed on Alice's combatant (ALICES) from each client —
 * the GM, Alice (its owner), Bob (another player) and Olga (an observer) — with the GM online and
 * with no GM online. The GM's own press is the reference: what it writes is what must land, once,
 * whoever asked; a player's press that needs the combat written reaches the GM's client by query.
 * Each encounter starts mid-round, as test/combat/screen-states.ts sets it (a tie on the ladder,
 * a shot called, a ready-HP turn, a counter readied, a standard round under way).
 */

const RULESET_OF: Record<SequencingMode, RulesetId> = {
  ladder: "okrpg",
  shots: "action",
  readyHp: "rounds",
  turns: "mano",
  standard: "occult",
};

/**
 * Alice's combatant: the one whose turn it is in the mode's situation (Ana on the ladder, in ready
 * HP and in the standard round; Dee, a villain first on the called shot; Eli in turns).
 */
const ALICES: Record<SequencingMode, string> = {
  ladder: "ana",
  shots: "dee",
  readyHp: "ana",
  turns: "eli",
  standard: "ana",
};

/** Every control, on Alice's combatant where it takes one. */
function controls(mode: SequencingMode): Control[] {
  const ANA = ALICES[mode];
  const other: SequencingMode = mode === "standard" ? "turns" : "standard";
  return [
    // a combatant's own controls (RULES 1.10, 3, 4, 5, 2)
    { action: "act", combatantId: ANA },
    { action: "hold", combatantId: ANA },
    { action: "defend", combatantId: ANA },
    { action: "pass", combatantId: ANA },
    { action: "spend", combatantId: ANA, cost: 3 },
    { action: "spendHp", combatantId: ANA, hp: 1, passive: false },
    { action: "hesitate", combatantId: ANA },
    { action: "carryOverChoice", combatantId: ANA, hp: 1 },
    { action: "next", combatantId: ANA },
    { action: "skip", combatantId: ANA },
    { action: "counter", combatantId: ANA },
    { action: "fireCounter", combatantId: ANA },
    // the GM's
    { action: "deferAll" },
    { action: "moveUp", combatantId: ANA },
    { action: "moveDown", combatantId: ANA },
    { action: "reorder", ids: ["bo", ANA] },
    { action: "setMode", mode: other },
    { action: "toggleSide", combatantId: ANA },
    { action: "toggleSurprised", combatantId: ANA },
    { action: "tideLuck", side: "friendly", luck: "blessed" },
    { action: "undo" },
    { action: "startCombat" },
    // Foundry's core controls (core-turns.ts): no history yet, so the two going back are refused
    { action: "previousRound" },
    { action: "previousTurn" },
    { action: "nextTurn" },
    { action: "nextRound" },
    { action: "down", combatantId: ANA },
    { action: "revive", combatantId: ANA },
    { action: "harm", combatantId: ANA, amount: 1 },
    { action: "join", combatantId: ANA },
    { action: "leave", combatantId: ANA },
  ];
}

/** Controls whose GM press rolls dice (a round start, a joiner): the GM's row is not pressed here
 * (test/combat/*-encounter.test.ts script their dice). */
const ROLLS = new Set(["startCombat", "nextRound", "join"]);

/** A table with the mode's mid-round encounter: ALICES[mode] is Alice's, bo Bob's, the rest the GM's. */
async function encounterTable(mode: SequencingMode, gmOnline: boolean) {
  const t = await table(RULESET_OF[mode], { gmOnline });
  const state: CombatSnapshot = screenStates()[mode];
  const combat = await t.on("gm", async () => {
    const actorIds: Record<string, string> = {
      [ALICES[mode]]: t.attacker.actor.id,
      bo: t.target.actor.id,
    };
    for (const one of state.combatants)
      actorIds[one.id] ??= (
        (await Actor.create({ name: one.name, type: RULESET_OF[mode] } as never)) as unknown as {
          id: string;
        }
      ).id;
    return (await Combat.create({
      round: state.round,
      system: {
        mode,
        revision: 1,
        phase: "acting",
        state: stateJson(state.state),
        history: [],
        tide: state.tide,
      },
      combatants: state.combatants.map((one) => ({
        _id: one.id,
        actorId: actorIds[one.id],
        name: one.name,
        hidden: one.hidden,
        system: { side: one.side },
      })),
    } as never)) as unknown as TrackedCombat;
  });
  await whenIdle(combat as never);
  return { t, combat };
}

interface Press {
  result: Result;
  seen: Seen;
}

async function press(
  mode: SequencingMode,
  control: Control,
  role: Role,
  gmOnline = true,
): Promise<Press & { t: Table }> {
  const { t, combat } = await encounterTable(mode, gmOnline);
  const revision = (combat.system as { revision: number }).revision;
  const seen = t.watch();
  const result = await t.on(role, () => requestControl(combat, control, revision));
  return { t, result, seen: seen() };
}

/** What a role's press must do, given the GM's own press of the same control. */
function check(role: Role, gmOnline: boolean, control: Control, gm: Press, mine: Press): void {
  const refusedByGM = gm.result.status === "refused" ? gm.result.refusal!.i18nKey : null;
  expect(refusedByGM, "the GM's own press is never refused by the server").not.toBe(
    `${REFUSED}.ServerRefused`,
  );
  const ownerControl = OWNER_CONTROLS.has(control.action);
  if (role === "gm") {
    if (refusedByGM) return expectRefused(mine.seen, "gm", refusedByGM);
    expect(mine.result.status).toBe("done");
    expect(mine.seen.queries).toEqual([]);
    return expectLanded(mine.seen, "gm", gm.seen);
  }
  if (!ownerControl) {
    expect(mine.seen.queries, "refused on the player's own client").toEqual([]);
    return expectRefused(mine.seen, role, `${REFUSED}.GMOnly`);
  }
  if (role !== "owner") {
    expect(mine.seen.queries).toEqual([]);
    return expectRefused(mine.seen, role, `${REFUSED}.NotYours`);
  }
  // Alice on her own combatant
  if (refusedByGM) {
    expect(mine.seen.queries, "the engine's refusal is said on her client").toEqual([]);
    return expectRefused(mine.seen, "owner", refusedByGM);
  }
  if (control.action === "carryOverChoice") {
    // her own combatant's system data: Foundry lets her write it herself
    expect(mine.seen.queries).toEqual([]);
    return expectLanded(mine.seen, "owner", gm.seen);
  }
  if (!gmOnline) {
    expect(mine.seen.queries).toEqual([]);
    return expectRefused(mine.seen, "owner", `${REFUSED}.NoGM`);
  }
  expect(mine.result.status).toBe("done");
  // the GM's client asks hers whether she really sent the control
  expect(mine.seen.queries).toEqual([
    { name: "action-engine.tracker", to: "gm" },
    { name: "action-engine.sender", to: "owner" },
  ]);
  expectLanded(mine.seen, "gm", gm.seen);
  relayed.add(control.action);
}

/** The owner's presses that reached the GM's client and landed there, per mode. */
let relayed = new Set<string>();

const MODES = Object.keys(RULESET_OF) as SequencingMode[];

/** At least these of Alice's own controls land through the GM in each mode's situation. */
const RELAYED: Record<SequencingMode, string[]> = {
  ladder: ["act", "hold", "defend", "pass", "next"],
  shots: ["spend", "next"],
  readyHp: ["spendHp", "hesitate", "next"],
  turns: ["next", "skip", "counter"],
  standard: ["next"],
};

describe.each(MODES)("the %s tracker, pressed from every client", (mode) => {
  beforeAll(() => {
    relayed = new Set();
  });
  afterAll(() => {
    expect([...relayed]).toEqual(expect.arrayContaining(RELAYED[mode]));
  });

  it.each(controls(mode).map((control) => [control.action, control] as const))(
    "%s: lands once through the client allowed to write it, or is refused with a notice",
    async (_name, control) => {
      const needsDice = ROLLS.has(control.action);
      const gm = needsDice ? null : await press(mode, control, "gm");
      for (const gmOnline of [true, false])
        // no GM online: there is no GM client to press on
        for (const role of ROLES) {
          if (role === "gm" && (needsDice || !gmOnline)) continue;
          const mine = await press(mode, control, role, gmOnline);
          const reference = gm ?? { result: { status: "done" as const }, seen: mine.seen };
          try {
            check(role, gmOnline, control, reference, mine);
          } catch (error) {
            (error as Error).message =
              `${role} (${gmOnline ? "GM online" : "no GM"}): ${(error as Error).message}`;
            throw error;
          }
        }
    },
  );
});
