import type { CombatSnapshot, Side } from "../snapshot";
import { T } from "./shared";
import type { TrackerGroup } from "./types";

/** From this many combatants the tracker is drawn compact, its rows grouped by side. */
export const COMPACT_FROM = 12;

const SIDES: readonly Side[] = ["friendly", "hostile"];

/** Whether the encounter is big enough to be drawn compact. */
export function compact(snapshot: CombatSnapshot): boolean {
  return snapshot.combatants.length >= COMPACT_FROM;
}

/**
 * A big fight's groups split by side (heroes, then villains), each side keeping the order the
 * mode gives its rows, under a heading with its count: who is left on each side reads at a glance.
 * The mode's own heading (the called shot …) stays on the group's first side.
 */
export function bySide(groups: readonly TrackerGroup[]): TrackerGroup[] {
  return groups.flatMap((group) =>
    SIDES.map((side) => group.rows.filter((row) => row.side === side))
      .map((rows, i) => ({ rows, side: SIDES[i] }))
      .filter((part) => part.rows.length > 0)
      .map((part, i) => ({
        heading: i === 0 ? group.heading : null,
        rows: part.rows,
        side: {
          side: part.side,
          label: { key: `${T}.Group.${part.side}`, data: { count: part.rows.length } },
        },
      })),
  );
}
