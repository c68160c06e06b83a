import type { TrackerButton, TrackerGroup } from "./types";

/** The first enabled main control of `buttons` marked as the next move, or null when none is. */
function marked(buttons: readonly TrackerButton[]): TrackerButton[] | null {
  const at = buttons.findIndex((b) => b.primary && !b.disabled);
  return at < 0 ? null : buttons.map((b, i) => (i === at ? { ...b, focusNext: true } : b));
}

/**
 * Marks the table's next move, where the keyboard goes once the move it was on is played
 * (src/ui/focus.ts looks for it): the acting row's first enabled main control (Act), else the
 * footer's (Start encounter, Next round) — never the next control left in the old row (its side
 * toggle), which one more Enter would press.
 */
export function withNextFocus(
  groups: readonly TrackerGroup[],
  footer: readonly TrackerButton[],
): { groups: TrackerGroup[]; footer: readonly TrackerButton[] } {
  let found = false;
  const rows = groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => {
      const buttons = found || !row.acting ? null : marked(row.buttons);
      if (!buttons) return row;
      found = true;
      return { ...row, buttons };
    }),
  }));
  return { groups: rows, footer: found ? footer : (marked(footer) ?? footer) };
}
