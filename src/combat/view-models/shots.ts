import { ACTIVE_DEFENCE_BONUS } from "../../rules/action/support";
import { shots } from "../../rules/sequencing";
import { fromBlocks } from "../../rules/sequencing/blocks";
import type { ShotsEntry, ShotsState } from "../../rules/sequencing/shots";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { baseRow, button, controls, inState, T } from "./shared";
import type { TrackerGroup, TrackerRow } from "./types";

// the entries by id, worked out once per state
const byState = new WeakMap<ShotsState, Map<string, ShotsEntry>>();
function entryOf(s: ShotsState, id: string): ShotsEntry {
  let entries = byState.get(s);
  if (!entries) {
    const list = fromBlocks(s.entries);
    entries = new Map(s.ids.map((one, i) => [one, list[i]]));
    byState.set(s, entries);
  }
  return entries.get(id)!;
}

/**
 * RULES 3: whether it is the creature's turn on the called shot: it is on the shot, and no villain
 * on the shot is still to act before a hero.
 */
function hasTurn(s: ShotsState, id: string): boolean {
  const now = s.current;
  if (!now.includes(id)) return false;
  return entryOf(s, id).villain || !entryOf(s, now[0]).villain;
}

/** RULES 3: a limit break's cost shown on its button when it is not every shot left (an NPC's). */
function limitBreakText(one: ShotsEntry): { text?: string } {
  const cost = shots.limitBreakCost(one.npc);
  return cost === "all" ? {} : { text: String(cost) };
}

/** RULES 3: Spend 3 (basic) and all (limit break) on its shot; 1 (trigger) and 0 (focus) any time. */
function shotsRow(snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): TrackerRow {
  const row = baseRow(snapshot, viewer, c);
  const s = snapshot.state as ShotsState | null;
  if (s === null || !inState(snapshot, c.id)) return row;
  const one = entryOf(s, c.id);
  const may = controls(snapshot, viewer, c);
  const running = !shots.roundOver(s);
  const turn = hasTurn(s, c.id);
  const data = (cost: string) => ({ combatantId: c.id, cost });
  const simplified = s.mode === "simplified";
  const notes = [...row.notes];
  // the GM sees the side on its toggle; players read it here
  if (one.villain && !viewer.isGM) notes.push({ key: `${T}.Note.Villain` });
  if (!one.named) notes.push({ key: `${T}.Note.Unnamed` });
  // RULES 3: an active defense shows while its shot is being called; the attack dialog reads it
  if (shots.defending(s).includes(c.id))
    notes.push({ key: `${T}.Note.ActiveDefence`, data: { bonus: `+${ACTIVE_DEFENCE_BONUS}` } });
  return {
    ...row,
    acting: turn && s.current[0] === c.id,
    done: one.shot === 0,
    values: simplified
      ? [
          { label: `${T}.Value.Reflexes`, value: String(one.reflexes), main: true },
          { label: `${T}.Value.Action`, value: one.shot > 0 ? "1" : "0" },
        ]
      : [{ label: `${T}.Value.Shot`, value: String(one.shot), main: true, hint: `${T}.Hint.Shot` }],
    notes,
    // a creature on the called shot may take its turn (a hero once the villains have acted); a
    // trigger needs a shot left; focus costs nothing and may come at any time
    buttons:
      may && running
        ? [
            // RULES 3: Fortune rerolls a named creature's initiative before the countdown starts
            ...(s.mode === "shots" && !s.started && one.named && (c.fortune ?? 0) > 0
              ? [button("fortuneInitiative", "FortuneInitiative", { combatantId: c.id }, true)]
              : []),
            ...(s.current.includes(c.id)
              ? [
                  button("spend", "Spend3", data("3"), turn, { text: "3", primary: turn }),
                  button("spend", "SpendAll", data("all"), turn, limitBreakText(one)),
                ]
              : []),
            ...(simplified || one.shot >= 1
              ? [
                  button("spend", "Spend1", data("1"), true, { text: "1" }),
                  button("activeDefence", "ActiveDefence", { combatantId: c.id }, true, {
                    text: `+${ACTIVE_DEFENCE_BONUS}`,
                  }),
                ]
              : []),
            button("spend", "Spend0", data("0"), true, { text: "0" }),
            // RULES 3: the GM takes off the shots a stunt made the creature lose
            ...(viewer.isGM && !simplified && one.shot > 0
              ? [button("loseShot", "LoseShot", { combatantId: c.id }, true, { text: "−1" })]
              : []),
          ]
        : [],
  };
}

/** The called shot as a heading, the creatures on it (villains first), then the rest. */
export function shotsGroups(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  shown: readonly CombatantSnapshot[],
): TrackerGroup[] {
  const s = snapshot.state as ShotsState | null;
  const rows = shown.map((c) => shotsRow(snapshot, viewer, c));
  if (s === null) return [{ heading: null, rows }];
  const called = shots.current(s);
  const onShot = rows.filter((row) => s.current.includes(row.id));
  const waiting = rows.filter((row) => !s.current.includes(row.id) && !row.done);
  const spent = rows.filter((row) => !s.current.includes(row.id) && row.done);
  const groups: TrackerGroup[] = [];
  if (called)
    groups.push({
      heading: { key: `${T}.Group.OnShot`, data: { shot: called.shot } },
      rows: onShot,
    });
  if (waiting.length) groups.push({ heading: { key: `${T}.Group.Waiting` }, rows: waiting });
  if (spent.length) groups.push({ heading: { key: `${T}.Group.OutOfShots` }, rows: spent });
  return groups;
}

/** The heading figure: the shot being called. */
export function shotsHeading(snapshot: CombatSnapshot): { label: string; value: string } | null {
  const s = snapshot.state as ShotsState | null;
  const called = s === null ? null : shots.current(s);
  if (!called) return null;
  const label = s!.mode === "simplified" ? `${T}.Heading.Reflexes` : `${T}.Heading.Shot`;
  return { label, value: String(called.shot) };
}
