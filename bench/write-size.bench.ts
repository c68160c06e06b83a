import { it } from "vitest";
import { seeded } from "../src/rules/dice";
import { SEQUENCING_MODES, type SequencingMode } from "../src/rules/rulesets";
import { applyControl } from "../src/combat/moves/apply";
import { snapshotAfter } from "../src/combat/moves/apply-write";
import { HISTORY_LIMIT, stateJson } from "../src/combat/moves/history";
import { roundRolls, startRound } from "../src/combat/moves/round-start";
import { combatWrite, type CombatWrite } from "../src/combat/moves/write";
import type { MoveOutcome } from "../src/combat/moves/apply";
import { engineOf } from "../src/combat/engines";
import type { CombatSnapshot } from "../src/combat/snapshot";
import { NO_FACTS, type ActorFacts } from "../src/combat/inputs";
import { actionFacts, manoFacts, occultFacts, okrpgFacts, snapshot } from "../test/combat/fixtures";
import { note } from "./harness";

/*
 * Issue 28: the bytes one tracker control sends to the server (and the server to every client),
 * per mode, at 10, 100 and 300 combatants with ids as long as Foundry's (16 characters): the
 * first control of a round and one once Undo's history is full. Beside each, what the same
 * control wrote before (the engine state as one JSON string and ten whole copies for Undo).
 * Goal: at most 1 kB at 10 combatants and 4 kB at 100 (a round start and its Undo too).
 */
const OPTIONS = { tideEveryRound: false, simplified: false };
const dice = seeded(28);
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const foundryId = () => Array.from({ length: 16 }, () => ALPHABET[dice.roll(62) - 1]).join("");

function factsFor(mode: SequencingMode, i: number): ActorFacts {
  if (mode === "ladder") return okrpgFacts(2 + (i % 6));
  if (mode === "shots") return actionFacts(3 + (i % 5), i % 4 !== 0);
  if (mode === "standard") return occultFacts((i % 7) - 3);
  if (mode === "turns" || mode === "readyHp")
    return manoFacts({ speed: [1, 1, 0.5][i % 3], reach: i % 4, nonDamaged: 6 + (i % 9) });
  return NO_FACTS;
}

interface Fight {
  snapshot: CombatSnapshot;
  facts: Record<string, ActorFacts>;
}

/** The round start's write: its dice rolled here. */
function roundStart({ snapshot: s, facts }: Fight): CombatWrite {
  const rolled = Object.fromEntries(
    roundRolls(s, facts, OPTIONS).map((r) => {
      const [, count, faces] = /^(\d+)d(F|\d+)/.exec(r.formula)!;
      const n = Number(count) * (r.key === "rollOff" ? 4 : 1);
      return [
        r.key,
        Array.from({ length: n }, () =>
          faces === "F" ? dice.roll(3) - 2 : dice.roll(Number(faces)),
        ),
      ];
    }),
  );
  return combatWrite(s, startRound(s, facts, rolled, OPTIONS).outcome);
}

function fight(mode: SequencingMode, size: number): Fight {
  const ids = Array.from({ length: size }, foundryId);
  const s = snapshot(
    mode,
    ids.map((id, i) => ({ id, side: i % 2 ? "hostile" : "friendly", owners: [`u${i % 4}`] })),
  );
  const facts = Object.fromEntries(ids.map((id, i) => [id, factsFor(mode, i)]));
  const started = { snapshot: s, facts };
  return { snapshot: snapshotAfter(s, roundStart(started)), facts };
}

/** The acting combatant's usual step in each mode. */
function step(s: CombatSnapshot) {
  const [id] = engineOf(s.mode).acting(s.state!);
  switch (s.mode) {
    case "ladder":
      return { action: "act", combatantId: id } as const;
    case "shots":
      return { action: "spend", combatantId: id, cost: 3 } as const;
    case "readyHp":
      return { action: "hesitate", combatantId: id } as const;
    default:
      return { action: "next", combatantId: id } as const;
  }
}

/** What the same control wrote before issue 28: the whole state and every Undo copy, as JSON. */
function oldWrite(s: CombatSnapshot, outcome: MoveOutcome, write: CombatWrite): number {
  return JSON.stringify({
    ...write,
    system: {
      mode: outcome.mode,
      revision: write.system.revision,
      state: stateJson(outcome.state),
      history: outcome.history,
      phase: write.system.phase ?? s.phase,
      shot: write.system.shot ?? 0,
      tide: outcome.tide,
    },
  }).length;
}

/** One step of the acting combatant (a new round when nobody is left): its write's bytes. */
function advance(f: Fight): { bytes: number; before: number; fight: Fight } {
  const s = f.snapshot;
  if (engineOf(s.mode).acting(s.state!).length === 0) {
    const write = roundStart(f);
    return { bytes: 0, before: 0, fight: { ...f, snapshot: snapshotAfter(s, write) } };
  }
  const outcome = applyControl(s, step(s));
  const write = combatWrite(s, outcome);
  return {
    bytes: JSON.stringify(write).length,
    before: oldWrite(s, outcome, write),
    fight: { ...f, snapshot: snapshotAfter(s, write) },
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The fight with its round played out: every acting combatant's usual step until none is left. */
function playedOut(f: Fight): Fight {
  let played = f;
  while (engineOf(played.snapshot.mode).acting(played.snapshot.state!).length > 0)
    played = advance(played).fight;
  return played;
}

/**
 * A round start's write, and its parts: the combatants' entries on the Combat, the step to undo,
 * and the Combatant updates (each one's initiative: nothing else of the engine is copied there).
 */
function roundStartSize(f: Fight): string {
  const write = roundStart(f);
  const size = (value: unknown) => kB(value === undefined ? 0 : JSON.stringify(value).length);
  const started = snapshotAfter(f.snapshot, write);
  const undone = combatWrite(started, applyControl(started, { action: "undo" }));
  return (
    `${size(write)} (entries ${size(write.system.entries)}, undo ${size(write.system.undo)}, ` +
    `combatants ${size(write.combatants)}; its Undo ${size(undone)})`
  );
}

it("tracker: bytes a control writes, first of a round and with Undo full", () => {
  for (const mode of SEQUENCING_MODES)
    for (const size of [10, 100, 300]) {
      let f = fight(mode, size);
      const first = advance(f);
      f = first.fight;
      let full = first;
      while (f.snapshot.history.length < HISTORY_LIMIT || full.bytes === 0) {
        full = advance(f);
        f = full.fight;
      }
      note(
        `write size ${mode} ×${size}: first control of a round ${kB(first.bytes)} (was ${kB(first.before)}), ` +
          `Undo full ${kB(full.bytes)} (was ${kB(full.before)}); ` +
          `a round start mid-round ${roundStartSize(f)}, after the round played out ${roundStartSize(playedOut(f))}`,
      );
    }
});
