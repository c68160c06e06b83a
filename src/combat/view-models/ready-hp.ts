import { readyHp } from "../../rules/sequencing";
import { entryAt } from "../../rules/sequencing/blocks";
import { positionOf } from "../../rules/sequencing/roster";
import type { ReadyHpState } from "../../rules/sequencing/ready-hp";
import { MINIMUM_ACT_HP, survivesInterference } from "../../rules/rounds/spending";
import { midRound } from "../moves/apply";
import type { CombatantSnapshot, CombatSnapshot, Viewer } from "../snapshot";
import { baseRow, button, controls, inState, T } from "./shared";
import type { Text, TrackerGroup, TrackerRollInput, TrackerRow } from "./types";

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
  const interfering = deciding ? null : interference(snapshot, viewer, c, fromOne);
  if (interfering) return { ...interfering, values: valuesOf(s, c.id) };
  const opposable = deciding && !moving ? interferable(snapshot, viewer, c) : null;
  const notes = [
    ...row.notes,
    ...(surprise ? [{ key: `${T}.Note.Surprise` }] : []),
    ...actFate(s, c.id),
  ];
  return {
    ...row,
    notes: opposable ? [...notes, mayInterfere(s, opposable)] : notes,
    done: !fromOne,
    values: valuesOf(s, c.id),
    rollInput: opposable ? actRoll(s) : null,
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
          ...(opposable ? [button("interfere", "Interfere", data, may)] : []),
        ]
      : [],
  };
}

/** Ready, carry-over, used and passive-defence HP. */
function valuesOf(s: ReadyHpState, id: string): TrackerRow["values"] {
  return [
    {
      label: `${T}.Value.Ready`,
      value: String(readyHp.ready(s, id)),
      main: true,
      hint: `${T}.Hint.Ready`,
    },
    {
      label: `${T}.Value.CarryOver`,
      value: String(readyHp.carryOver(s, id)),
      hint: `${T}.Hint.CarryOver`,
    },
    { label: `${T}.Value.Used`, value: String(entryAt(s.entries, positionOf(s.ids, id)).spent) },
    {
      label: `${T}.Value.Passive`,
      value: String(readyHp.passiveDefense(s, id)),
      hint: `${T}.Hint.Passive`,
    },
  ];
}

/**
 * The combatant whose act (the latest of this turn) `c` may interfere with, when its viewer
 * controls it; null when there is none. One hidden from a player is not shown acting, so nothing
 * is offered against it.
 */
function interferable(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  c: CombatantSnapshot,
): CombatantSnapshot | null {
  const s = snapshot.state as ReadyHpState;
  const last = readyHp.lastAct(s);
  if (last === null || last.id === c.id || !controls(snapshot, viewer, c)) return null;
  if (readyHp.ready(s, c.id) < MINIMUM_ACT_HP) return null;
  const actor = snapshot.combatants.find((one) => one.id === last.id);
  return actor && (viewer.isGM || !actor.hidden) ? actor : null;
}

/**
 * RULES 4: whether the latest act, when it is this combatant's and was interfered with, still
 * stands: it fails if any interference succeeded (survivesInterference).
 */
function actFate(s: ReadyHpState, id: string): Text[] {
  const act = readyHp.latestAct(s);
  if (act === null || act.id !== id || act.interference.length === 0) return [];
  const data = { value: act.total ?? "?" };
  return [
    survivesInterference(act.interference)
      ? { key: `${T}.Note.ActStands`, data }
      : { key: `${T}.Note.ActStopped`, data },
  ];
}

/** The field for the roll total of the act an interference opposes (blank when not known). */
function actRoll(s: ReadyHpState): TrackerRollInput {
  return {
    name: "against",
    label: `${T}.Value.Against`,
    value: readyHp.lastAct(s)?.total ?? null,
    hint: `${T}.Hint.Against`,
  };
}

/** The note naming the act one may interfere with, and the most HP it lets it spend. */
function mayInterfere(s: ReadyHpState, actor: CombatantSnapshot): Text {
  return { key: `${T}.Note.MayInterfere`, data: { name: actor.name, hp: readyHp.lastAct(s)!.hp } };
}

/**
 * RULES 4 interfering: one still to act in this turn may, as its act, oppose the act just made,
 * spending at most the HP that act spent. The row offers it with an HP field and says against
 * whom; null when there is nothing to interfere with.
 */
function interference(
  snapshot: CombatSnapshot,
  viewer: Viewer,
  c: CombatantSnapshot,
  waitingNow: boolean,
): TrackerRow | null {
  const s = snapshot.state as ReadyHpState;
  const actor = waitingNow ? interferable(snapshot, viewer, c) : null;
  if (!actor) return null;
  const max = Math.min(readyHp.ready(s, c.id), readyHp.lastAct(s)!.hp);
  const row = baseRow(snapshot, viewer, c);
  return {
    ...row,
    notes: [...row.notes, mayInterfere(s, actor)],
    input: {
      name: "hp",
      label: `${T}.Value.SpendHp`,
      value: MINIMUM_ACT_HP,
      min: MINIMUM_ACT_HP,
      max,
    },
    rollInput: actRoll(s),
    buttons: [button("interfere", "Interfere", { combatantId: c.id }, true)],
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
