import { it } from "vitest";
import { seeded } from "../src/rules/dice";
import { SEQUENCING_MODES, type SequencingMode } from "../src/rules/rulesets";
import { applyControl } from "../src/combat/moves/apply";
import { snapshotAfter } from "../src/combat/moves/apply-write";
import { roundRolls, startRound } from "../src/combat/moves/round-start";
import { combatWrite } from "../src/combat/moves/write";
import { readEncounter } from "../src/combat/moves/read-stored";
import type { CombatSnapshot } from "../src/combat/snapshot";
import { trackerView } from "../src/combat/view-models";
import { NO_FACTS, type ActorFacts } from "../src/combat/inputs";
import {
  actionFacts,
  GM,
  manoFacts,
  occultFacts,
  okrpgFacts,
  snapshot,
} from "../test/combat/fixtures";
import { measure, note } from "./harness";

/*
 * The tracker's pure work per click: the view model a render builds, and a control's move plus
 * the one write it makes, for a table-sized encounter (6) and a large one (100), in every mode.
 */
const OPTIONS = { tideEveryRound: false, simplified: false };
const dice = seeded(2024);

function factsFor(mode: SequencingMode, i: number): ActorFacts {
  if (mode === "ladder") return okrpgFacts(2 + (i % 6));
  if (mode === "shots") return actionFacts(3 + (i % 5), i % 4 !== 0);
  if (mode === "standard") return occultFacts((i % 7) - 3);
  if (mode === "turns" || mode === "readyHp")
    return manoFacts({ speed: [1, 1, 0.5][i % 3], reach: i % 4, nonDamaged: 6 + (i % 9) });
  return NO_FACTS;
}

function encounter(mode: SequencingMode, size: number): CombatSnapshot {
  const ids = Array.from({ length: size }, (_, i) => `c${i}`);
  const s = snapshot(
    mode,
    ids.map((id, i) => ({ id, side: i % 2 ? "hostile" : "friendly", owners: [`u${i % 4}`] })),
  );
  const facts = Object.fromEntries(ids.map((id, i) => [id, factsFor(mode, i)]));
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
  return snapshotAfter(s, combatWrite(s, startRound(s, facts, rolled, OPTIONS).outcome));
}

const actingId = (s: CombatSnapshot) =>
  trackerView(s, GM)
    .groups.flatMap((g) => g.rows)
    .find((r) => r.acting)?.id;

/** The acting combatant's usual step in each mode. */
function step(s: CombatSnapshot) {
  const id = actingId(s)!;
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

it("tracker: view model and one control per mode", () => {
  for (const size of [6, 100])
    for (const mode of SEQUENCING_MODES) {
      const s = encounter(mode, size);
      const control = step(s);
      // a fresh snapshot per render, as Foundry takes one (the parsed engine state is shared)
      measure(`tracker ${mode} ×${size}: view model (GM)`, () => trackerView({ ...s }, GM));
      measure(`tracker ${mode} ×${size}: control + write`, () =>
        combatWrite(s, applyControl(s, control)),
      );
      const write = combatWrite(s, applyControl(s, control));
      // every client reads the Combat back after each write, with Undo's ring full
      let played = s;
      for (let n = 0; n < 10 && actingId(played); n++)
        played = snapshotAfter(played, combatWrite(played, applyControl(played, step(played))));
      const stored = played.stored!;
      const system = {
        mode,
        revision: played.revision,
        ...stored.state,
        undo: stored.undo,
      };
      const roster = played.combatants.map((one) => one.id);
      measure(
        `tracker ${mode} ×${size}: stored form read back (${stored.undo.count} undo steps)`,
        () => readEncounter(system, roster),
      );
      note(
        `tracker ${mode} ×${size}: engine state ${JSON.stringify(s.stored?.state).length} B stored, write ${JSON.stringify(write).length} B`,
      );
    }
});
