import { standard } from "../../rules/sequencing";
import { positionOf } from "../../rules/sequencing/roster";
import type { StandardState } from "../../rules/sequencing/standard";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { baseRow, button, controls, inState, T } from "./shared";
import type { TrackerGroup, TrackerRow } from "./types";

/** RULES 2: initiative totals, highest first; the acting combatant's Next; the GM orders ties. */
function standardRow(snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): TrackerRow {
  const row = baseRow(snapshot, viewer, c);
  const s = snapshot.state as StandardState | null;
  if (s === null || !inState(snapshot, c.id)) return row;
  const place = positionOf(s.ids, c.id);
  const before = s.ids[place - 1];
  const after = s.ids[place + 1];
  const tiedAbove =
    before !== undefined && s.totals[before] === s.totals[c.id] && place - 1 >= s.at;
  const tiedBelow = after !== undefined && s.totals[after] === s.totals[c.id] && place >= s.at;
  const data = { combatantId: c.id };
  return {
    ...row,
    done: place < s.at,
    values: [
      { label: `${T}.Value.Initiative`, value: String(standard.total(s, c.id)), main: true },
    ],
    buttons:
      row.acting && controls(snapshot, viewer, c)
        ? [button("next", "Next", data, true, { primary: true })]
        : [],
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
