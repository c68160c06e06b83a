import { ladder } from "../../rules/sequencing";
import { ACT_COST, type LadderState } from "../../rules/sequencing/ladder";
import { signed } from "../../templates/helpers";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { baseRow, button, controls, inState, T } from "./shared";
import type { Banner, Text, TrackerGroup, TrackerRow } from "./types";
import { SETUP_BONUS } from "../../rules/okrpg/setups";

// next round's carries, worked out once per state
const carried = new WeakMap<LadderState, Record<string, number>>();
function carries(s: LadderState): Record<string, number> {
  if (!carried.has(s)) carried.set(s, ladder.carry(s));
  return carried.get(s)!;
}

/**
 * RULES 1.8: the setups kept on the ladder that concern this combatant: its own, waiting for its
 * next action, and the general ones on it, which help everyone until it acts.
 */
function setupNotes(snapshot: CombatSnapshot, s: LadderState, id: string): Text[] {
  const name = (other: string) => snapshot.combatants.find((c) => c.id === other)?.name ?? other;
  return ladder.setups(s).flatMap((setup): Text[] => {
    if (setup.kind !== "general" && setup.by === id)
      return [
        {
          key: `${T}.Note.SetUp`,
          data: { name: name(setup.target), bonus: signed(SETUP_BONUS[setup.kind]) },
        },
      ];
    if (setup.kind === "general" && setup.target === id)
      return [
        {
          key: `${T}.Note.SetUpGeneral`,
          data: { name: name(setup.by), bonus: signed(SETUP_BONUS.general) },
        },
      ];
    return [];
  });
}

/** RULES 1.10: AP and carry per combatant, with Act (−3), Hold (−1), Defend (−3) and Pass. */
function ladderRow(snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): TrackerRow {
  const row = baseRow(snapshot, viewer, c);
  const s = snapshot.state as LadderState | null;
  if (s === null || !inState(snapshot, c.id)) return row;
  const ap = ladder.ap(s, c.id);
  const status = ladder.status(s, c.id);
  const next = ladder.next(s);
  const up = next.includes(c.id);
  const may = controls(snapshot, viewer, c);
  const data = { combatantId: c.id };
  const notes = [...row.notes, ...setupNotes(snapshot, s, c.id)];
  if (status === "passed") notes.push({ key: `${T}.Note.Passed` });
  if (status === "down") notes.push({ key: `${T}.Note.Down` });
  return {
    ...row,
    tied: up && next.length > 1,
    done: status !== "in" || ap < ACT_COST,
    values: [
      { label: `${T}.Value.AP`, value: String(ap), main: true, hint: `${T}.Hint.AP` },
      { label: `${T}.Value.Carry`, value: signed(carries(s)[c.id]), hint: `${T}.Hint.Carry` },
    ],
    notes,
    // only the controls the combatant can use now; none for a viewer who does not control it
    buttons: may
      ? [
          ...(up
            ? [
                button("act", "Act", data, true, { text: "−3", primary: true }),
                // RULES 1.6 optional gumption: an action of its own, rolling willpower
                ...(c.mayGumption
                  ? [button("gumption", "Gumption", data, true, { text: "−3" })]
                  : []),
                // RULES 1.8: an action spent setting up another combatant (OK RPG characters)
                ...(c.actorType === "okrpg" && snapshot.combatants.length > 1
                  ? [button("chooseSetUp", "SetUp", data, true, { text: "−3" })]
                  : []),
                button("hold", "Hold", data, true, { text: "−1" }),
              ]
            : []),
          ...(status !== "down" ? [button("defend", "Defend", data, true, { text: "−3" })] : []),
          ...(status === "in" && ap >= ACT_COST ? [button("pass", "Pass", data, true)] : []),
        ]
      : [],
  };
}

/** RULES 1.10 ties: the GM (or the tied players) choose; if all defer, all hold. */
export function ladderBanners(snapshot: CombatSnapshot, viewer: Viewer): Banner[] {
  const s = snapshot.state as LadderState | null;
  if (s === null) return [];
  const next = ladder.next(s);
  if (next.length < 2) return [];
  return [
    {
      text: { key: `${T}.Banner.Tie`, data: { ap: ladder.ap(s, next[0]), count: next.length } },
      tone: "tie",
      buttons: [button("deferAll", "DeferAll", {}, viewer.isGM, { text: "−1" })],
    },
  ];
}

export function ladderGroups(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  shown: readonly CombatantSnapshot[],
): TrackerGroup[] {
  return [{ heading: null, rows: shown.map((c) => ladderRow(snapshot, viewer, c)) }];
}
