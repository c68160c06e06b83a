import { RULESET_IDS } from "../../rules/rulesets";

/*
 * Dragging a weapon onto the hotbar makes a macro that attacks with it (the hotbarDrop hook:
 * returning false stops Foundry's own handling, as dnd5e's item macros do). The user's own macro
 * with the same command is reused rather than duplicated; another user's never is, since its author
 * may rewrite it after it is on this user's hotbar (dnd5e's create5eMacro matches `m.isAuthor` too).
 */

interface DropData {
  readonly type?: string;
  readonly uuid?: string;
}

interface MacroLike {
  readonly command?: string;
  readonly isAuthor?: boolean;
}

// foundry-vtt-types types uuids as "<Document>.<id>" templates; ours come from stored cards.
type Uuid = Parameters<typeof fromUuid>[0];

/** The macro's command for a weapon. */
export function attackCommand(uuid: string): string {
  return `game.system.api.attack(${JSON.stringify(uuid)});`;
}

const WEAPON_TYPES = new Set(RULESET_IDS.map((r) => `${r}-weapon`));

function droppedWeapon(data: DropData): { uuid: string; name: string; img: string } | null {
  if (data.type !== "Item" || !data.uuid) return null;
  const item = fromUuidSync(data.uuid as Uuid) as {
    type?: string;
    name?: string;
    img?: string;
    parent?: unknown;
  } | null;
  if (!item?.type || !WEAPON_TYPES.has(item.type) || !item.parent) return null;
  return { uuid: data.uuid, name: item.name ?? "", img: item.img ?? "icons/svg/sword.svg" };
}

async function assignMacro(
  weapon: { uuid: string; name: string; img: string },
  slot: number,
): Promise<void> {
  const command = attackCommand(weapon.uuid);
  const macros = game.macros as unknown as
    { find(fn: (m: MacroLike) => boolean): unknown } | undefined;
  const macro =
    macros?.find((m) => m.command === command && m.isAuthor === true) ??
    (await Macro.create({ name: weapon.name, type: "script", img: weapon.img, command } as never));
  await (
    game.user as unknown as { assignHotbarMacro(macro: unknown, slot: number): Promise<unknown> }
  ).assignHotbarMacro(macro, slot);
}

/** The hook: a weapon owned by an actor becomes an attack macro in the slot it was dropped on. */
export function onHotbarDrop(_bar: unknown, data: DropData, slot: number): boolean | void {
  const weapon = droppedWeapon(data);
  if (!weapon) return;
  void assignMacro(weapon, slot);
  return false;
}
