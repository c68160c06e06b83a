import type { OkrpgDerived } from "../../data/derived/okrpg";
import { OKRPG_ROLES } from "../../rules/okrpg/schema";
import { fieldView, fieldViews, listOf, valueAt } from "./fields";
import { chartNumber, fraction, num, rank, signed } from "./format";
import { cell, choiceCell, inputCell, itemList, rankCell, choiceLabel } from "./items";
import { actorContext, badge, fieldContext, key, meter, notesSection, stat } from "./common";
import type {
  ActorSheetContext,
  BadgeView,
  ButtonView,
  ItemSnapshot,
  SectionView,
  SheetSnapshot,
  StatView,
} from "./types";

/* The OK RPG character sheet (RULES 1): ranks shown as labels, derived values from the actor's model. */

const FIELD = "ACTION_ENGINE.Field";
const ROLE = "ACTION_ENGINE.Choice.role";

/** RULES 1.6: the most serious condition the wounds have reached, with a dying character's time. */
function conditionBadge(d: OkrpgDerived): BadgeView {
  const c = d.condition;
  if (c?.timeLeft)
    return {
      label: key("Condition", "dying"),
      tone: "bad",
      value: chartNumber(c.timeLeft.amount),
      valueKey: key("TimeLeft", c.timeLeft.unit),
    };
  if (c?.out) return badge(key("Condition", "out"), "bad");
  if (c?.down) return badge(key("Condition", "down"), "bad");
  // the badge carries the penalty the impairment costs now (gumption may lessen it)
  if (c?.impaired)
    return d.impairment
      ? badge(key("Condition", "impaired"), "warning", signed(d.impairment))
      : badge(key("Condition", "impaired"), "warning");
  return badge(key("Condition", "fit"), "good");
}

/** RULES 1.7: a mook's state under the simplified damage system in force. */
function mookBadge(d: OkrpgDerived): BadgeView | null {
  const state = d.mookState;
  if (!state) return null;
  const tone = d.fallen ? "bad" : "good";
  switch (state.system) {
    case "mook":
      return { label: key("Mook", "points"), tone, value: num(state.points) };
    case "evenSimpler":
      return badge(`ACTION_ENGINE.Choice.tagStatus.${state.status}`, tone);
    case "simplest":
      return badge(key("Mook", state.down ? "down" : "up"), tone);
  }
}

function weaponCells(d: OkrpgDerived) {
  return (item: ItemSnapshot) => {
    // The derived weapon view carries the attack rank (the named attribute, else the best attack role).
    const attack = d.weapons.find((w) => w.id === item.id);
    return [
      rankCell(item, "damage", `${FIELD}.damage`),
      choiceCell(item, "lethality"),
      cell(
        `${FIELD}.reach`,
        item.system.ranged === true ? "—" : num(Number(valueAt(item.system, "reach"))),
      ),
      cell(key("Column", "attack"), attack ? rank(attack.attackStep) : "—"),
    ];
  };
}

function armorCells(item: ItemSnapshot) {
  return [
    rankCell(item, "protection", `${FIELD}.protection`),
    cell(`${FIELD}.coverage`, num(Number(item.system.coverage))),
  ];
}

/**
 * Each role's rank (the best attribute tagged with it, plus the role's modifier) with the
 * modifier's input beside it. A role no attribute fills counts as Average (UNASSIGNED_ROLE_STEP in
 * src/rules/okrpg/schema.ts).
 */
function rolesSection(snapshot: SheetSnapshot, d: OkrpgDerived): SectionView {
  const ctx = fieldContext(snapshot);
  return {
    title: key("Section", "roles"),
    wide: true,
    table: {
      columns: [
        key("Column", "role"),
        key("Column", "rank"),
        key("Column", "from"),
        key("Column", "modifier"),
      ],
      rows: OKRPG_ROLES.map((role) => ({
        label: `${ROLE}.${role}`,
        cells: [rank(d.roles[role].step), d.roles[role].attribute ?? "—"],
        field: fieldView(ctx, `roleModifiers.${role}`, { labelHidden: true }),
      })),
    },
    notes: [key("Note", "roleModifiers")],
  };
}

function movementSection(d: OkrpgDerived): SectionView {
  const m = d.movement;
  const stats: StatView[] = [stat(key("Stat", "netStrength"), rank(d.netStrength))];
  if (m)
    stats.push(
      stat(key("Stat", "run"), chartNumber(m.run), { unit: key("Unit", "metresPerSecond") }),
      stat(key("Stat", "swim"), chartNumber(m.swim), { unit: key("Unit", "metresPerSecond") }),
      stat(key("Stat", "jump"), chartNumber(m.jump), { unit: key("Unit", "metres") }),
      stat(key("Stat", "jumpTime"), chartNumber(m.jumpSeconds), { unit: key("Unit", "seconds") }),
      stat(key("Stat", "vertical"), chartNumber(m.vertical), { unit: key("Unit", "metres") }),
      stat(key("Stat", "leap"), chartNumber(m.leapSpeed), { unit: key("Unit", "metresPerSecond") }),
    );
  return { title: key("Section", "movement"), stats };
}

function woundsSection(snapshot: SheetSnapshot, d: OkrpgDerived): SectionView {
  const ctx = fieldContext(snapshot);
  const wounds = snapshot.system.wounds as { nonlethal: number; lethal: number };
  const c = d.condition;
  return {
    title: key("Section", "wounds"),
    fields: fieldViews(ctx, [
      "wounds.nonlethal",
      "wounds.lethal",
      "mookSystem",
      "gumption",
      "wounds.mangledLimb",
    ]),
    stats: [
      stat(key("Stat", "totalPoints"), num(wounds.nonlethal + wounds.lethal)),
      stat(key("Stat", "impairment"), signed(d.impairment), { unit: key("Unit", "steps") }),
      c?.timeLeft
        ? stat(key("Stat", "dying"), chartNumber(c.timeLeft.amount), {
            valueKey: key("TimeLeft", c.timeLeft.unit),
            tone: "bad",
          })
        : stat(key("Stat", "dying"), "", { valueKey: key("Value", "no") }),
    ],
  };
}

/** RULES 1.4: knocked down, or held by a grab (the Checks section gets the character out of both). */
function positionSection(snapshot: SheetSnapshot): SectionView {
  return {
    title: key("Section", "position"),
    fields: fieldViews(fieldContext(snapshot), ["knockedDown", "grabbed"]),
  };
}

/** RULES 1.7: the simplified damage system's track and, for the mook system, its chart. */
function mookSection(snapshot: SheetSnapshot, d: OkrpgDerived): SectionView | null {
  const state = d.mookState;
  if (!state) return null;
  const ctx = fieldContext(snapshot);
  const path = { mook: "mook.points", evenSimpler: "mook.status", simplest: "mook.down" }[
    state.system
  ];
  return {
    title: key("Section", "mook"),
    fields: [fieldView(ctx, path)],
    ...(d.mookChart.length
      ? {
          table: {
            columns: [`${FIELD}.damage`, `${FIELD}.points`],
            rows: d.mookChart.map((row) => ({ cells: [rank(row.damage), num(row.points)] })),
          },
        }
      : {}),
  };
}

/** RULES 1.3: the GM's week of rest, for a character under the full damage system. */
function restButtons(snapshot: SheetSnapshot, d: OkrpgDerived): ButtonView[] {
  if (!snapshot.isGM || !snapshot.editable || d.mookState) return [];
  return [{ action: "restWeek", label: "ACTION_ENGINE.Sheet.Rest.Button", data: {} }];
}

function recoverySection(snapshot: SheetSnapshot, d: OkrpgDerived): SectionView {
  const wounds = snapshot.system.wounds as {
    recoveryCarry: { num: number; den: number };
    healingCarry: { num: number; den: number };
  };
  return {
    title: key("Section", "recovery"),
    stats: [
      stat(key("Stat", "dr"), rank(d.dr)),
      stat(key("Stat", "recovery"), fraction(d.recovery.rate), { unit: key("Unit", "perRound") }),
      stat(key("Stat", "healing"), fraction(d.healing.rate), { unit: key("Unit", "perWeek") }),
      stat(key("Stat", "recoveryProgress"), fraction(wounds.recoveryCarry), {
        unit: key("Unit", "ofAPoint"),
      }),
      stat(key("Stat", "healingProgress"), fraction(wounds.healingCarry), {
        unit: key("Unit", "ofAPoint"),
      }),
    ],
    actions: restButtons(snapshot, d),
  };
}

export function okrpgSheetView(snapshot: SheetSnapshot): ActorSheetContext {
  const d = snapshot.derived as unknown as OkrpgDerived;
  const mook = mookBadge(d);
  const mookTrack = mookSection(snapshot, d);
  return actorContext(snapshot, {
    meters: [
      meter(key("Meter", "health"), d.health, { hint: key("Hint", "health") }),
      meter(key("Meter", "lethal"), d.lethalHealth, { hint: key("Hint", "lethal") }),
    ],
    vitals: [
      stat(key("Stat", "dr"), rank(d.dr)),
      stat(key("Stat", "defence"), rank(d.roles.defence.step)),
      stat(key("Stat", "initiative"), rank(d.roles.initiative.step)),
      stat(key("Stat", "recovery"), fraction(d.recovery.rate), { unit: key("Unit", "perRound") }),
    ],
    badges: [mook ?? conditionBadge(d)],
    sections: {
      combat: [
        woundsSection(snapshot, d),
        recoverySection(snapshot, d),
        positionSection(snapshot),
        {
          title: key("Section", "weapons"),
          wide: true,
          items: itemList(snapshot, {
            types: ["okrpg-weapon"],
            columns: [
              `${FIELD}.damage`,
              `${FIELD}.lethality`,
              `${FIELD}.reach`,
              key("Column", "attack"),
            ],
            cells: weaponCells(d),
          }),
        },
        {
          title: key("Section", "armor"),
          wide: true,
          items: itemList(snapshot, {
            types: ["okrpg-armor"],
            columns: [`${FIELD}.protection`, `${FIELD}.coverage`],
            cells: armorCells,
          }),
        },
        // the mook track and the movement table share a row; movement spans it when alone
        ...(mookTrack ? [mookTrack, movementSection(d)] : [{ ...movementSection(d), wide: true }]),
      ],
      attributes: [
        {
          title: key("Section", "attributes"),
          wide: true,
          items: itemList(snapshot, {
            types: ["okrpg-attribute"],
            columns: [`${FIELD}.rank`, `${FIELD}.roles`],
            cells: (item) => [
              inputCell(snapshot, item, "rank"),
              {
                label: `${FIELD}.roles`,
                value: "",
                keys: listOf(item.system.roles)
                  .map((role) => choiceLabel(item.type, "roles", role))
                  .filter((k): k is string => k !== undefined),
              },
            ],
          }),
        },
        rolesSection(snapshot, d),
      ],
      gear: [
        {
          title: key("Section", "gear"),
          wide: true,
          items: itemList(snapshot, {
            types: ["okrpg-gear"],
            columns: [`${FIELD}.quantity`],
            cells: (item) => [inputCell(snapshot, item, "quantity")],
          }),
        },
      ],
      notes: [notesSection(snapshot)],
    },
  });
}
