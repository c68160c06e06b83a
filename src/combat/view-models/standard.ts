import { standard } from "../../rules/sequencing";
import { positionOf } from "../../rules/sequencing/roster";
import type { StandardState } from "../../rules/sequencing/standard";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { baseRow, button, controls, inState, T } from "./shared";
import type { TrackerButton, TrackerGroup, TrackerRow } from "./types";

/**
 * RULES 2 interrupt attacks: the acting combatant opens one (disengaging, a point-blank shot, a
 * grenade); then any other combatant may take the free attack, or the interrupted one carries on;
 * the foe attacking acts now and hands the turn back with Done.
 */
function interruptButtons(
  s: StandardState,
  c: CombatantSnapshot,
  acting: boolean,
  data: Record<string, string>,
): TrackerButton[] {
  const open = standard.interruptOf(s);
  if (!open)
    return acting
      ? [
          button("next", "Next", data, true, { primary: true }),
          button("openInterrupt", "OpenInterrupt", data, true),
        ]
      : [];
  if (open.by === c.id) return [button("next", "InterruptDone", data, true, { primary: true })];
  if (open.by) return [];
  if (open.against === c.id) return [button("closeInterrupt", "CloseInterrupt", data, true)];
  return [button("takeInterrupt", "TakeInterrupt", data, true, { primary: true })];
}

/** RULES 2: initiative totals, highest first; the acting combatant's Next; the GM orders ties. */
function standardRow(snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): TrackerRow {
  const row = baseRow(snapshot, viewer, c);
  const s = snapshot.state as StandardState | null;
  if (s === null || !inState(snapshot, c.id)) return row;
  const place = positionOf(s.ids, c.id);
  const before = s.ids[place - 1];
  // the order holds still while an interrupt is open (the interrupted one keeps its turn)
  const interrupted = standard.interruptOf(s) !== null;
  const after = s.ids[place + 1];
  const tiedAbove =
    before !== undefined &&
    s.totals[before] === s.totals[c.id] &&
    place - 1 >= s.at &&
    !interrupted;
  const tiedBelow =
    after !== undefined && s.totals[after] === s.totals[c.id] && place >= s.at && !interrupted;
  const data = { combatantId: c.id };
  const open = standard.interruptOf(s);
  const notes =
    open?.against === c.id ? [...row.notes, { key: `${T}.Note.Interrupted` }] : row.notes;
  return {
    ...row,
    done: place < s.at,
    notes,
    values: [
      { label: `${T}.Value.Initiative`, value: String(standard.total(s, c.id)), main: true },
    ],
    buttons: controls(snapshot, viewer, c) ? interruptButtons(s, c, row.acting, data) : [],
    // RULES 2: the GM orders ties: a tied combatant can move ahead of the one before it
    gmButtons: viewer.isGM
      ? [
          ...row.gmButtons,
          ...(tiedAbove ? [button("moveUp", "TieUp", data, true, { text: "▲", short: true })] : []),
          ...(tiedBelow
            ? [button("moveDown", "TieDown", data, true, { text: "▼", short: true })]
            : []),
        ]
      : row.gmButtons,
  };
}

export function standardGroups(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  shown: readonly CombatantSnapshot[],
): TrackerGroup[] {
  return [{ heading: null, rows: shown.map((c) => standardRow(snapshot, viewer, c)) }];
}
