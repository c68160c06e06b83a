import type { ManoDerived } from "../../data/derived/mano";
import type { RoundsDerived } from "../../data/derived/rounds";
import type { HealthState, Load } from "../../rules/mano";
import { entryListView, fieldViews, groupViews, valueAt } from "./fields";
import { num, signed } from "./format";
import { cell, choiceCell, inputCell, itemList } from "./items";
import {
  actorContext,
  badge,
  fieldContext,
  key,
  meter,
  notesSection,
  stat,
  type ActorParts,
} from "./common";
import { POSITION_ACTIONS } from "../../rules/mano";
import { POSITION_ACTION_LABEL, positionBlock } from "../changes/position";
import { RELOAD_LABEL, reloadButtons, reloadOf, reloadProgress } from "../changes/reload";
import type {
  ActorSheetContext,
  ButtonView,
  ItemSnapshot,
  MeterView,
  SectionView,
  SheetSnapshot,
  StatView,
  Tone,
} from "./types";

/*
 * The Mano a Mano character sheet (RULES 5), and the Action Rounds one, which has the same
 * characteristics and items plus hit points [I-7] (RULES 4).
 */

const FIELD = "ACTION_ENGINE.Field";

const HEALTH_TONE: Readonly<Record<HealthState, Tone>> = {
  healthy: "good",
  injured: "warning",
  incapacitated: "bad",
};

const LOAD_TONE: Readonly<Record<Load, Tone>> = {
  unencumbered: "good",
  encumbered: "warning",
  overloaded: "bad",
};

type Prepared = ManoDerived & {
  speed: number;
  defences: { melee: number; missile: number; grapple: number };
  stun: number;
  damage: number;
};

function weaponCells(snapshot: SheetSnapshot) {
  return (item: ItemSnapshot) => [
    cell(`${FIELD}.power`, num(Number(item.system.power))),
    choiceCell(item, "sharpness"),
    cell(`${FIELD}.defense`, num(Number(item.system.defense))),
    cell(`${FIELD}.reach`, num(Number(item.system.reach))),
    cell(
      key("Column", "rangeMetres"),
      Number(item.system.range) > 0 ? num(Number(item.system.range)) : "—",
    ),
    // loaded shots change in play, so they are edited in the row
    Number(valueAt(item.system, "shots.capacity")) > 0
      ? loadedCell(snapshot, item)
      : cell(`${FIELD}.loaded`, "—"),
  ];
}

/**
 * The rounds loaded, edited in the row; under them RULES 5 load's Unload and Load (each one
 * action of a reload) and, while a reload is under way, its actions so far ("2/9 actions").
 */
function loadedCell(snapshot: SheetSnapshot, item: ItemSnapshot) {
  const loaded = inputCell(snapshot, item, "shots.loaded");
  const reload = reloadOf(item);
  const progress = reload ? reloadProgress(reload) : null;
  return {
    ...loaded,
    ...(snapshot.editable ? { buttons: reloadButtons(item) } : {}),
    ...(progress ? { value: progress, valueKey: `${RELOAD_LABEL}.Progress` } : {}),
  };
}

function armorCells(item: ItemSnapshot) {
  return [
    choiceCell(item, "location"),
    cell(`${FIELD}.cover`, num(Number(item.system.cover))),
    cell(`${FIELD}.absorption`, num(Number(item.system.absorption))),
    {
      label: `${FIELD}.complete`,
      value: "",
      valueKey: key("Value", item.system.complete === true ? "yes" : "no"),
    },
  ];
}

/** The armor worn as the rules see it: each region after layering (RULES 5). */
function wornSection(d: Prepared): SectionView {
  return {
    title: key("Section", "armorWorn"),
    stats: [
      stat(key("Stat", "bestAbsorption"), num(d.bestAbsorption), {
        hint: key("Hint", "bestAbsorption"),
      }),
      stat(key("Stat", "totalCover"), num(d.totalCover), { hint: key("Hint", "totalCover") }),
    ],
    ...(d.armor.length
      ? {
          table: {
            columns: [`${FIELD}.cover`, `${FIELD}.absorption`, `${FIELD}.complete`],
            rows: d.armor.map((region) => ({
              cells: [num(region.cover), num(region.absorption), region.complete ? "✓" : "—"],
            })),
          },
        }
      : { notes: [key("Note", "noArmor")] }),
  };
}

function carryingSection(d: Prepared): SectionView {
  return {
    title: key("Section", "carrying"),
    wide: true,
    stats: [
      stat(key("Stat", "capacity"), num(d.carryingCapacity), { unit: key("Unit", "kg") }),
      stat(key("Stat", "carried"), num(d.carried), { unit: key("Unit", "kg") }),
      stat(key("Stat", "load"), "", { valueKey: key("Load", d.load), tone: LOAD_TONE[d.load] }),
      stat(key("Stat", "running"), num(d.movement.running), {
        unit: key("Unit", "metresPerSecond"),
      }),
      stat(key("Stat", "swimming"), num(d.movement.swimming), {
        unit: key("Unit", "metresPerSecond"),
      }),
    ],
  };
}

/**
 * RULES 5 drop, stand, instant stand and rest as buttons; one the rules refuse now (standing up
 * while standing, an instant stand while injured …) is off, its reason as the tooltip.
 */
function positionButtons(snapshot: SheetSnapshot): ButtonView[] {
  if (!snapshot.editable) return [];
  return POSITION_ACTIONS.map((id) => {
    const reason = positionBlock(id, snapshot.derived);
    return {
      action: "positionAction",
      label: `${POSITION_ACTION_LABEL}.${id}`,
      data: { position: id },
      ...(reason ? { disabled: true, reason } : {}),
    };
  });
}

function manoParts(snapshot: SheetSnapshot, d: Prepared): ActorParts {
  const ctx = fieldContext(snapshot);
  const vitals: StatView[] = [
    stat(key("Stat", "bestAbsorption"), num(d.bestAbsorption), {
      hint: key("Hint", "bestAbsorption"),
    }),
    stat(
      key("Stat", "defences"),
      `${num(d.defences.melee)} / ${num(d.defences.missile)} / ${num(d.defences.grapple)}`,
      {
        unit: key("Unit", "defences"),
      },
    ),
    stat(key("Stat", "quickActions"), num(d.quickActions)),
    stat(key("Stat", "speed"), num(d.speed)),
  ];
  const meters: MeterView[] = [
    meter(key("Meter", "healthy"), d.healthyTrack, { hint: key("Hint", "healthy") }),
    meter(key("Meter", "harm"), d.harmTrack, { hint: key("Hint", "harm") }),
  ];
  return {
    meters,
    vitals,
    badges: [
      badge(key("Health", d.health), HEALTH_TONE[d.health]),
      ...(d.load !== "unencumbered" ? [badge(key("Load", d.load), LOAD_TONE[d.load])] : []),
    ],
    sections: {
      combat: [
        {
          title: key("Section", "harm"),
          fields: fieldViews(ctx, ["stun", "damage"]),
          stats: [
            stat(key("Stat", "health"), "", {
              valueKey: key("Health", d.health),
              tone: HEALTH_TONE[d.health],
            }),
            stat(key("Stat", "harmTotal"), num(d.stun + d.damage)),
          ],
        },
        {
          title: key("Section", "position"),
          fields: fieldViews(ctx, ["posture", "stance", "grip"]),
          actions: positionButtons(snapshot),
        },
        {
          title: key("Section", "defences"),
          fields: [...groupViews(ctx, "defences"), ...fieldViews(ctx, ["grappleAttack"])],
        },
        wornSection(d),
        {
          title: key("Section", "weapons"),
          wide: true,
          items: itemList(snapshot, {
            types: ["mano-weapon"],
            columns: [
              `${FIELD}.power`,
              `${FIELD}.sharpness`,
              `${FIELD}.defense`,
              `${FIELD}.reach`,
              key("Column", "rangeMetres"),
              `${FIELD}.loaded`,
            ],
            cells: weaponCells(snapshot),
            // the weapon's attack modifier reads on its attack button: "Attack +4" (RULES 5)
            attackFigure: (item) => signed(Number(item.system.attack)),
          }),
        },
        {
          title: key("Section", "armor"),
          wide: true,
          items: itemList(snapshot, {
            types: ["mano-armor"],
            columns: [
              `${FIELD}.location`,
              `${FIELD}.cover`,
              `${FIELD}.absorption`,
              `${FIELD}.complete`,
            ],
            cells: armorCells,
          }),
        },
      ],
      characteristics: [
        {
          title: key("Section", "characteristics"),
          fields: fieldViews(ctx, ["speed", "agility", "strength", "toughness", "stamina"]),
          stats: [stat(key("Stat", "quickActions"), num(d.quickActions))],
        },
        {
          title: key("Section", "movement"),
          fields: fieldViews(ctx, ["running", "swimming", "airspeed"]),
        },
        { title: key("Section", "abilities"), fields: groupViews(ctx, "abilities") },
        { title: key("Section", "otherAbilities"), entries: entryListView(ctx, "otherAbilities") },
      ],
      gear: [
        carryingSection(d),
        {
          title: key("Section", "gear"),
          wide: true,
          items: itemList(snapshot, {
            types: ["mano-gear"],
            columns: [`${FIELD}.quantity`, `${FIELD}.weight`],
            cells: (item) => [
              inputCell(snapshot, item, "quantity"),
              cell(`${FIELD}.weight`, num(Number(item.system.weight))),
            ],
          }),
        },
      ],
      notes: [notesSection(snapshot)],
    },
  };
}

export function manoSheetView(snapshot: SheetSnapshot): ActorSheetContext {
  return actorContext(snapshot, manoParts(snapshot, snapshot.derived as unknown as Prepared));
}

/** Action Rounds: Mano a Mano's sheet with the hit points and the minimum ready (RULES 4). */
export function roundsSheetView(snapshot: SheetSnapshot): ActorSheetContext {
  const d = snapshot.derived as unknown as Prepared & RoundsDerived;
  const parts = manoParts(snapshot, d);
  return actorContext(snapshot, {
    ...parts,
    meters: [meter(key("Meter", "hp"), d.hp, { hint: key("Hint", "roundsHp") }), ...parts.meters],
    vitals: [
      stat(key("Stat", "minimumReady"), num(d.minimumReady), { hint: key("Hint", "minimumReady") }),
      ...parts.vitals,
    ],
  });
}
