import { readyHp } from "../../rules/sequencing";
import { entryAt } from "../../rules/sequencing/blocks";
import { positionOf } from "../../rules/sequencing/roster";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import { MINIMUM_ACT_HP } from "../../rules/rounds/spending";
import { midRound } from "../moves/apply";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { baseRow, button, controls, inState, T } from "./shared";
import type { Text, TrackerGroup, TrackerRow } from "./types";

// who still decides this turn, worked out once per state
const waitingBy = new WeakMap<ReadyHpState, Set<string>>();
function waiting(s: ReadyHpState): Set<string> {
  if (!waitingBy.has(s)) waitingBy.set(s, new Set(readyHp.order(s)));
  return waitingBy.get(s)!;
}

/**
 * Between rounds: the carry-over each character will hold back (RULES 4: default all ready) and,
 * when given, how far its opponent stands (the reach tie-break).
 */
function choiceRow(snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): TrackerRow {
  const row = baseRow(snapshot, viewer, c);
  const may = controls(snapshot, viewer, c);
  const choice = c.system.carryOverChoice;
  return {
    ...row,
    notes: [
      ...row.notes,
      choice > 0
        ? { key: `${T}.Note.CarryOverChoice`, data: { hp: choice } }
        : { key: `${T}.Note.AllReady` },
      ...(c.system.distance === null
        ? []
        : [{ key: `${T}.Note.Distance`, data: { metres: c.system.distance } }]),
    ],
    buttons: c.defeated
      ? []
      : [button("chooseCarryOver", "ChooseCarryOver", { combatantId: c.id }, may)],
  };
}

/**
 * RULES 4: ready, carry-over, used and passive-defence HP; the character deciding now spends N
 * (a number), hesitates, or spends N on passive defence. On the carry-over turns it moves with
 * its carry-over HP instead.
 */
function readyRow(snapshot: CombatSnapshot, viewer: Viewer, c: CombatantSnapshot): TrackerRow {
  const s = snapshot.state as ReadyHpState;
  if (!midRound(snapshot) || !inState(snapshot, c.id)) return choiceRow(snapshot, viewer, c);
  const row = baseRow(snapshot, viewer, c);
  const ready = readyHp.ready(s, c.id);
  const carryOver = readyHp.carryOver(s, c.id);
  const deciding = row.acting;
  const may = controls(snapshot, viewer, c) && deciding;
  const moving = s.phase === "carryOver";
  const max = moving ? carryOver : ready;
  const min = moving ? 0 : MINIMUM_ACT_HP;
  const data = { combatantId: c.id };
  const fromOne = waiting(s).has(c.id);
  const surprise = readyHp.decidesFirstBySurprise(s, c.id);
  return {
    ...row,
    notes: surprise ? [...row.notes, { key: `${T}.Note.Surprise` }] : row.notes,
    done: !fromOne,
    values: [
      { label: `${T}.Value.Ready`, value: String(ready), main: true, hint: `${T}.Hint.Ready` },
      { label: `${T}.Value.CarryOver`, value: String(carryOver), hint: `${T}.Hint.CarryOver` },
      {
        label: `${T}.Value.Used`,
        value: String(entryAt(s.entries, positionOf(s.ids, c.id)).spent),
      },
      {
        label: `${T}.Value.Passive`,
        value: String(readyHp.passiveDefense(s, c.id)),
        hint: `${T}.Hint.Passive`,
      },
    ],
    input: deciding
      ? {
          name: "hp",
          label: `${T}.Value.SpendHp`,
          value: Math.min(max, Math.max(min, 1)),
          min,
          max,
        }
      : null,
    buttons: deciding
      ? [
          button("spendHp", moving ? "Move" : "SpendHp", { ...data, passive: "false" }, may, {
            primary: true,
          }),
          button("spendHp", "Passive", { ...data, passive: "true" }, may && !moving && ready > 0),
          button("hesitate", "Hesitate", data, may),
        ]
      : [],
  };
}

export function readyHpGroups(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  shown: readonly CombatantSnapshot[],
): TrackerGroup[] {
  return [{ heading: null, rows: shown.map((c) => readyRow(snapshot, viewer, c)) }];
}

/** Where the round stands: the carry-over turns, or turn N. */
export function readyHpPhase(snapshot: CombatSnapshot): Text | null {
  const s = snapshot.state as ReadyHpState | null;
  if (s === null || !midRound(snapshot)) return null;
  if (s.phase === "carryOver") return { key: `${T}.Phase.CarryOver` };
  return { key: `${T}.Phase.Turn`, data: { turn: s.turn } };
}
