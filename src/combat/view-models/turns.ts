import { turns } from "../../rules/sequencing";
import { entryAt } from "../../rules/sequencing/blocks";
import { positionOf } from "../../rules/sequencing/roster";
import { EVADING_DEFENSE, type TurnsState } from "../../rules/sequencing/turns";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { baseRow, button, controls, inState, T } from "./shared";
import type { Text, TrackerGroup, TrackerRow } from "./types";

// each position's place in the GM's order and in this round's queue, worked out once per state
const placesBy = new WeakMap<
  TurnsState,
  { order: Map<number, number>; queue: Map<number, number> }
>();
function placesOf(s: TurnsState, position: number): { place: number; queued: number } {
  let found = placesBy.get(s);
  if (!found) {
    found = {
      order: new Map(s.order.map((p, i) => [p, i])),
      queue: new Map(s.queue.map((p, i) => [p, i])),
    };
    placesBy.set(s, found);
  }
  return { place: found.order.get(position) ?? -1, queued: found.queue.get(position) ?? -1 };
}

/** RULES 5 speed: speed ½ acts every 2nd round, ¼ every 4th. */
function speedNote(every: number): Text | null {
  return every > 1 ? { key: `${T}.Note.Every`, data: { n: every } } : null;
}

/**
 * RULES 5: the GM's order (draggable, or ▲ and ▼), speed skips, evading, and the counterattack: the
 * acting character finishes (Done), skips, or prepares a counter; a ready counter fires when
 * its character is attacked.
 */
function turnsRow(snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): TrackerRow {
  const row = baseRow(snapshot, viewer, c);
  if (!snapshot.started) return openingRow(snapshot, viewer, c, row);
  const s = snapshot.state as TurnsState | null;
  if (s === null || !inState(snapshot, c.id)) return row;
  const position = positionOf(s.ids, c.id);
  const one = entryAt(s.entries, position);
  const { place, queued } = placesOf(s, position);
  const actsThisRound = queued >= 0;
  const may = controls(snapshot, viewer, c);
  const data = { combatantId: c.id };
  const notes: Text[] = [...row.notes];
  const speed = speedNote(one.every);
  if (speed) notes.push(speed);
  if (!actsThisRound) notes.push({ key: `${T}.Note.SkipsRound` });
  if (turns.defenseBonus(s, c.id) > 0)
    notes.push({ key: `${T}.Note.Evading`, data: { bonus: turns.defenseBonus(s, c.id) } });
  const counterReady = one.counter !== null && !row.acting;
  return {
    ...row,
    done: !actsThisRound || queued < s.at,
    values: [{ label: `${T}.Value.Order`, value: String(place + 1), main: true }],
    notes,
    buttons: !may
      ? []
      : row.acting
        ? [
            button("next", "Done", data, true, { primary: true }),
            button("skip", "Skip", data, true),
            button("counter", "Counter", data, true, { pressed: false }),
            button("evade", "Evade", data, true),
          ]
        : counterReady
          ? [
              button("fireCounter", "CounterReady", data, turns.attacked(s, c.id), {
                pressed: true,
              }),
            ]
          : [],
    // the GM's order, one place at a time either way (as dragging the row does)
    gmButtons: viewer.isGM
      ? [
          ...row.gmButtons,
          ...(place > 0
            ? [button("moveUp", "MoveUp", data, true, { text: "▲", short: true })]
            : []),
          ...(place < s.order.length - 1
            ? [button("moveDown", "MoveDown", data, true, { text: "▼", short: true })]
            : []),
        ]
      : row.gmButtons,
    draggable: viewer.isGM,
  };
}

/**
 * RULES 5 start of combat: before the start, each unsurprised character opens evading (+4 defence
 * until its first turn) or ready to counter; its owner or the GM switches it. The surprised do
 * neither.
 */
function openingRow(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  c: CombatantSnapshot,
  row: TrackerRow,
): TrackerRow {
  const surprised = c.system.surprised;
  const counter = !surprised && c.system.opening === "counter";
  const opening = surprised ? "surprised" : c.system.opening;
  return {
    ...row,
    notes: [
      ...row.notes,
      { key: `${T}.Note.Opening.${opening}`, data: { bonus: EVADING_DEFENSE } },
    ],
    buttons: controls(snapshot, viewer, c)
      ? [
          button("toggleOpening", "ReadyToCounter", { combatantId: c.id }, !surprised, {
            pressed: counter,
          }),
        ]
      : [],
  };
}

export function turnsGroups(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  shown: readonly CombatantSnapshot[],
): TrackerGroup[] {
  return [{ heading: null, rows: shown.map((c) => turnsRow(snapshot, viewer, c)) }];
}
