import type { ActionDerived } from "../../data/derived/action";
import { entryListView, fieldView, fieldViews, groupViews } from "./fields";
import { num, signed } from "./format";
import { cell, choiceCell, inputCell, itemList } from "./items";
import { actorContext, badge, fieldContext, key, meter, notesSection, stat } from "./common";
import type { ActorSheetContext, BadgeView, CellView, ItemSnapshot, SheetSnapshot } from "./types";

/* The Action (heroic action role-play) character sheet (RULES 3): Hits, Fortune and soak up front. */

const FIELD = "ACTION_ENGINE.Field";

interface Skills {
  readonly skills: Readonly<Record<string, number>>;
  readonly otherSkills: readonly { readonly name: string; readonly rating: number }[];
}

/**
 * A weapon's skill as the sheet shows it: one of the seed's skills by its label, or another skill
 * by its name, with the character's rating in it (the number its attack checks add).
 */
function skillCells(item: ItemSnapshot, d: Skills): CellView[] {
  const skill = String(item.system.skill ?? "").trim();
  const known = skill in d.skills;
  const other = d.otherSkills.find((s) => s.name.trim().toLowerCase() === skill.toLowerCase());
  const rating = known ? d.skills[skill] : other?.rating;
  return [
    known
      ? {
          label: `${FIELD}.skill`,
          value: "",
          valueKey: `ACTION_ENGINE.Choice.actionSkill.${skill}`,
        }
      : cell(`${FIELD}.skill`, skill || "—"),
    cell(`${FIELD}.rating`, rating === undefined ? "—" : num(rating)),
  ];
}

export function actionSheetView(snapshot: SheetSnapshot): ActorSheetContext {
  const d = snapshot.derived as unknown as ActionDerived & {
    role: string;
    focused: boolean;
    villain: boolean;
    advantage: number;
    attributes: Record<string, number>;
  } & Skills;
  const ctx = fieldContext(snapshot);
  const badges: BadgeView[] = [
    badge(`ACTION_ENGINE.Choice.actionRole.${d.role}`, "neutral"),
    ...(d.out ? [badge(key("Condition", "outOfAction"), "bad" as const)] : []),
    ...(d.focused ? [badge(`${FIELD}.focused`, "good" as const)] : []),
    ...(d.villain ? [badge(`${FIELD}.villain`, "neutral" as const)] : []),
  ];
  // A stored null current value means "full": the inputs show that number, not a blank or a word.
  return actorContext(snapshot, {
    meters: [meter(key("Meter", "hits"), d.hits), meter(key("Meter", "fortune"), d.fortune)],
    vitals: [
      stat(key("Stat", "soak"), num(d.soak)),
      stat(key("Stat", "reflexes"), num(d.attributes.reflexes), { hint: key("Hint", "reflexes") }),
      stat(key("Stat", "advantage"), num(d.advantage)),
      stat(key("Stat", "stanceShots"), num(d.stanceShots)),
    ],
    badges,
    sections: {
      combat: [
        {
          title: key("Section", "hitsAndFortune"),
          fields: [
            fieldView(ctx, "hits.value", { label: `${FIELD}.hits`, emptyMeans: d.hits.max }),
            fieldView(ctx, "fortune.value", {
              label: `${FIELD}.fortune`,
              emptyMeans: d.fortune.max,
            }),
            ...fieldViews(ctx, ["advantage", "focused"]),
          ],
          stats: [
            stat(key("Stat", "hitsMax"), num(d.hits.max)),
            stat(key("Stat", "fortuneMax"), num(d.fortune.max)),
            stat(key("Stat", "soak"), num(d.soak)),
          ],
        },
        // who acts when on the shot counter: named creatures roll, villains go first (RULES 3)
        { title: key("Section", "role"), fields: fieldViews(ctx, ["role", "named", "villain"]) },
        {
          title: key("Section", "weapons"),
          wide: true,
          items: itemList(snapshot, {
            types: ["action-weapon"],
            columns: [`${FIELD}.kind`, `${FIELD}.damage`, `${FIELD}.skill`, `${FIELD}.rating`],
            cells: (item) => [
              choiceCell(item, "kind"),
              cell(`${FIELD}.damage`, signed(Number(item.system.damage))),
              ...skillCells(item, d),
            ],
          }),
        },
        {
          title: key("Section", "stances"),
          wide: true,
          items: itemList(snapshot, {
            types: ["action-stance"],
            columns: [`${FIELD}.shotCost`, `${FIELD}.stanceType`],
            cells: (item) => [
              cell(`${FIELD}.shotCost`, num(Number(item.system.shotCost))),
              cell(`${FIELD}.stanceType`, String(item.system.stanceType || "—")),
            ],
          }),
        },
      ],
      character: [
        { title: key("Section", "attributes"), fields: groupViews(ctx, "attributes") },
        { title: key("Section", "skills"), fields: groupViews(ctx, "skills") },
        { title: key("Section", "otherSkills"), entries: entryListView(ctx, "otherSkills") },
        // RULES 3: what a Friction Check after snake eyes is read under
        {
          title: key("Section", "friction"),
          notes: [key("Hint", "friction")],
          fields: groupViews(ctx, "friction"),
          entries: entryListView(ctx, "limitations"),
        },
      ],
      schticks: [
        {
          title: key("Section", "schticks"),
          wide: true,
          items: itemList(snapshot, {
            types: ["action-schtick"],
            columns: [`${FIELD}.action`, `${FIELD}.trigger`, `${FIELD}.skill`, `${FIELD}.bonus`],
            cells: (item) => [
              choiceCell(item, "action"),
              choiceCell(item, "trigger"),
              cell(`${FIELD}.skill`, String(item.system.skill || "—")),
              cell(`${FIELD}.bonus`, signed(Number(item.system.bonus))),
            ],
          }),
        },
        {
          title: key("Section", "gear"),
          wide: true,
          items: itemList(snapshot, {
            types: ["action-gear"],
            columns: [`${FIELD}.quantity`],
            cells: (item) => [inputCell(snapshot, item, "quantity")],
          }),
        },
      ],
      notes: [notesSection(snapshot)],
    },
  });
}
