import type { OccultDerived } from "../../data/derived/occult";
import {
  DEFENCE_MODIFIERS,
  STRIKE_MODIFIERS,
  modifierValue,
  occultDown,
  type ModifierRow,
} from "../../rules/occult";
import { entryListView, fieldViews, groupViews, valueAt } from "./fields";
import { num, signed, signedPercent } from "./format";
import { cell, choiceCell, inputCell, itemList } from "./items";
import { actorContext, badge, fieldContext, key, meter, notesSection, stat } from "./common";
import type {
  ActorSheetContext,
  BadgeView,
  ItemSnapshot,
  SectionView,
  SheetSnapshot,
  StatView,
  Tone,
} from "./types";

/* The Occult Ops character sheet (RULES 2): percentages, fatigue, the modifier rows in effect. */

const FIELD = "ACTION_ENGINE.Field";

const FATIGUE_TONE: Readonly<Record<OccultDerived["fatigueState"], Tone>> = {
  fresh: "good",
  fatigued: "warning",
  exhausted: "bad",
};

/** A modifier row's value: one percentage, or melee / ranged when the table gives both. */
function rowStat(label: string, row: ModifierRow, sign: 1 | -1): StatView {
  const melee = sign * modifierValue(row, "melee");
  const ranged = sign * modifierValue(row, "ranged");
  if (melee === ranged) return stat(label, signedPercent(melee));
  return stat(label, `${signedPercent(melee)} / ${signedPercent(ranged)}`, {
    unit: key("Unit", "meleeRanged"),
  });
}

function modifiersSection(d: OccultDerived): SectionView {
  // Defence rows count against the attacker: the sheet shows what they do to an attack's target.
  const stats = [
    ...d.strikeModifiers.map((id) => rowStat(key("StrikeModifier", id), STRIKE_MODIFIERS[id], 1)),
    ...d.defenceModifiers.map((id) =>
      rowStat(key("DefenceModifier", id), DEFENCE_MODIFIERS[id], -1),
    ),
  ];
  return {
    title: key("Section", "modifiers"),
    stats,
    ...(stats.length ? {} : { notes: [key("Note", "noModifiers")] }),
  };
}

function weaponCells(snapshot: SheetSnapshot) {
  return (item: ItemSnapshot) => {
    const maxRange = Number(item.system.maxRange);
    return [
      choiceCell(item, "kind"),
      cell(`${FIELD}.damage`, String(item.system.damage || "—")),
      cell(key("Column", "range"), maxRange > 0 ? num(maxRange) : "—"),
      // the loaded rounds change in play, so they are edited in the row
      Number(valueAt(item.system, "magazine.capacity")) > 0
        ? inputCell(snapshot, item, "magazine.loaded")
        : cell(`${FIELD}.loaded`, "—"),
      cell(`${FIELD}.skill`, String(item.system.skill || "—")),
    ];
  };
}

export function occultSheetView(snapshot: SheetSnapshot): ActorSheetContext {
  const d = snapshot.derived as unknown as OccultDerived & {
    hp: { value: number; max: number };
    strike: number;
    defence: number;
    initiative: number;
    speed: number;
  };
  const ctx = fieldContext(snapshot);
  const conditions: BadgeView[] = Object.entries(
    (snapshot.system.conditions ?? {}) as Record<string, boolean>,
  )
    .filter(([, on]) => on)
    .map(([id]) => badge(`ACTION_ENGINE.Choice.occultCondition.${id}`, "neutral"));

  const weapons = itemList(snapshot, {
    types: ["occult-weapon"],
    // RULES 2: a gun with a magazine may lay down covering fire (half the clip)
    actions: (item) =>
      Number(valueAt(item.system, "magazine.capacity")) > 0 && item.system.kind === "firearm"
        ? [
            {
              action: "coveringFire",
              label: key("Action", "coveringFire"),
              name: item.name,
              icon: "\u25ce",
              data: { "item-id": item.id },
            },
          ]
        : [],
    columns: [
      `${FIELD}.kind`,
      `${FIELD}.damage`,
      key("Column", "range"),
      `${FIELD}.loaded`,
      `${FIELD}.skill`,
    ],
    cells: weaponCells(snapshot),
  });

  return actorContext(snapshot, {
    meters: [
      meter(key("Meter", "hp"), d.hp),
      meter(key("Meter", "armorHp"), d.armorHp, { hint: key("Hint", "armorHp") }),
    ],
    vitals: [
      stat(key("Stat", "strike"), signedPercent(d.strike)),
      stat(key("Stat", "defence"), signedPercent(d.defence)),
      stat(key("Stat", "initiative"), signed(d.initiative), { unit: key("Unit", "plusD20") }),
      stat(key("Stat", "strBonus"), signed(d.strBonus)),
      stat(key("Stat", "speed"), num(d.speed), { unit: key("Unit", "squares") }),
    ],
    badges: [
      // Interpretation (occultDown): 0 HP is down, out of the fight until healed — not dead
      ...(occultDown(d.hp.value) ? [badge("ACTION_ENGINE.Condition.down", "bad")] : []),
      // the fatigue state named as such, so "Fresh" beside "Down" says what is fresh (RULES 2)
      badge(key("FatigueBadge", d.fatigueState), FATIGUE_TONE[d.fatigueState]),
      ...conditions,
    ],
    sections: {
      combat: [
        { title: key("Section", "hitPoints"), fields: groupViews(ctx, "hp") },
        {
          title: key("Section", "fatigue"),
          fields: groupViews(ctx, "fatigue"),
          stats: [
            stat(key("Stat", "fatigue"), "", {
              valueKey: key("Fatigue", d.fatigueState),
              tone: FATIGUE_TONE[d.fatigueState],
            }),
            stat(key("Stat", "run"), num(d.runSquares), { unit: key("Unit", "squares") }),
          ],
        },
        { title: key("Section", "conditions"), fields: groupViews(ctx, "conditions") },
        // RULES 2: the move made this turn decides kneeling, aimed shots and a moving target
        { title: key("Section", "turn"), fields: groupViews(ctx, "turn") },
        modifiersSection(d),
        { title: key("Section", "weapons"), wide: true, items: weapons },
        {
          title: key("Section", "armor"),
          wide: true,
          items: itemList(snapshot, {
            types: ["occult-armor"],
            columns: [`${FIELD}.hp`, key("Column", "maxHp"), key("Column", "armorDr")],
            cells: (item) => [
              inputCell(snapshot, item, "hp.value"),
              cell(key("Column", "maxHp"), num(Number(valueAt(item.system, "hp.max")))),
              cell(key("Column", "armorDr"), num(Number(item.system.dr))),
            ],
          }),
        },
      ],
      attributes: [
        {
          title: key("Section", "attributes"),
          fields: fieldViews(ctx, ["str", "dex", "strike", "defence", "speed", "initiative"]),
          stats: [stat(key("Stat", "strBonus"), signed(d.strBonus))],
        },
        {
          title: key("Section", "skills"),
          fields: fieldViews(ctx, ["unarmed", "wrestling"]),
          entries: entryListView(ctx, "weaponSkills"),
        },
      ],
      gear: [
        {
          title: key("Section", "gear"),
          wide: true,
          items: itemList(snapshot, {
            types: ["occult-gear"],
            columns: [`${FIELD}.quantity`],
            cells: (item) => [inputCell(snapshot, item, "quantity")],
          }),
        },
      ],
      notes: [notesSection(snapshot)],
    },
  });
}
