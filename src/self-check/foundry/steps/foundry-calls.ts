import { whenIdle } from "../../../combat/foundry/hooks";
import { engineOf } from "../../../combat/engines";
import type { CombatSnapshot } from "../../../combat/snapshot";
import { CORE_TURN_FIELDS } from "../../../documents/core-turn-fields";
import { buildUnsavedEffect } from "../../../documents/unsaved-effect";
import { itemRuleset, type RulesetId } from "../../../rules/rulesets";
import { activeRuleset } from "../../../settings";
import { coreItemDrop } from "../../../sheets/foundry/drop";
import { detachedWindowId } from "../../../sheets/foundry/windows";
import { fightOf } from "../../fixtures";
import { ensure, fail, reportLine, skip, type SelfCheckStep } from "../../step";
import type { AppLike, DocumentLike, ItemLike } from "../documents";
import type { Sandbox } from "../sandbox";
import { importCharacter, setUpFight } from "./fight";

/*
 * The five calls no public source settles for v14 either way (issue 32), each guarded in the
 * system (a presence check with a fallback) and each checked here in the running Foundry: the
 * step says which way Foundry went, so the first GM who runs the self-check on v14 answers the
 * question, and fails where the fallback cannot give what the system means to.
 */

const K = "FoundryCalls";
const generation = () => game.release?.generation ?? 13;
const defeated = () => CONFIG.specialStatusEffects.DEFEATED;
const localized = (key: string) => game.i18n!.localize(`ACTION_ENGINE.SelfCheck.${key}`);

/** (1) An unsaved ActiveEffect built without `type` or `duration` (a condition's token icon). */
const UNSAVED_EFFECT: SelfCheckStep<Sandbox> = {
  id: "foundry-unsaved-effect",
  area: "foundryCalls",
  label: reportLine("Step.foundry-unsaved-effect"),
  async run(s) {
    const actor = await importCharacter(s, fightOf(activeRuleset()), "target");
    const built = buildUnsavedEffect(
      { name: localized("EffectName"), img: "icons/svg/skull.svg", statuses: [defeated()] },
      actor,
    );
    if (!built.effect) fail(`${K}.EffectRefused`, { error: built.error ?? "" });
    s.notes.note(`${K}.EffectShape.${built.shape}`);
    const statuses = (built.effect as unknown as { statuses?: Set<string> }).statuses;
    ensure(statuses?.has(defeated()), `${K}.EffectStatuses`);
  },
};

/** (2) ActorSheetV2#_onDropItem, called through the prototype by the sheets. */
const DROP_ITEM: SelfCheckStep<Sandbox> = {
  id: "foundry-drop-item",
  area: "foundryCalls",
  label: reportLine("Step.foundry-drop-item"),
  async run(s) {
    const ruleset = activeRuleset();
    const actor = await importCharacter(s, fightOf(ruleset), "target");
    const gear = await s.item({
      name: localized("Document.Gear"),
      type: `${itemRuleset(ruleset)}-gear`,
    });
    const sheet = (await s.sheet(actor)) as AppLike & {
      _onDropItem(event: Event, item: unknown): Promise<unknown>;
    };
    s.notes.note(coreItemDrop() ? `${K}.DropCore` : `${K}.DropFallback`);
    const count = actor.items.contents.length;
    const view = sheet.element.ownerDocument?.defaultView as unknown as {
      DragEvent?: typeof Event;
      Event: typeof Event;
    } | null;
    const DropEvent = view?.DragEvent ?? view?.Event ?? Event;
    await sheet._onDropItem(new DropEvent("drop"), gear);
    ensure(actor.items.contents.length === count + 1, `${K}.DropNothing`);
    ensure(
      actor.items.contents.some((item) => item.name === gear.name && item.id !== gear.id),
      `${K}.DropNothing`,
    );
  },
};

/** (3) ActiveEffect#target for an item's effect: the defeated status from a carried item. */
const EFFECT_TARGET: SelfCheckStep<Sandbox> = {
  id: "foundry-effect-target",
  area: "foundryCalls",
  label: reportLine("Step.foundry-effect-target"),
  async run(s) {
    const fight = fightOf(activeRuleset());
    const { scene, target, attackerToken, targetToken } = await setUpFight(s, fight);
    const combat = await s.combat(scene, fight.mode, [attackerToken, targetToken]);
    const tracker = await s.tracker(combat);
    await s.press(tracker, s.find(tracker, "[data-action=aeStartCombat]"));
    await whenIdle(combat);
    const [item] = (await target.createEmbeddedDocuments("Item", [
      { name: localized("Document.Charm"), type: `${itemRuleset(target.type as RulesetId)}-gear` },
    ])) as ItemLike[];
    ensure(item, "Sandbox.NotCreated");
    const [effect] = (await item.createEmbeddedDocuments("ActiveEffect", [
      {
        name: localized("EffectName"),
        img: "icons/svg/skull.svg",
        transfer: true,
        statuses: [defeated()],
      },
    ])) as (DocumentLike & { target?: unknown })[];
    ensure(effect, "Sandbox.NotCreated");
    s.notes.note(effect.target === undefined ? `${K}.TargetMissing` : `${K}.TargetPresent`);
    await whenIdle(combat);
    await tracker.render();
    const combatant = combat.combatants.contents.find((one) => one.actor?.id === target.id);
    ensure(combatant, "Sandbox.NotCreated");
    const row = tracker.element.querySelector(`.ae-row[data-combatant-id="${combatant.id}"]`);
    ensure(row?.classList.contains("is-defeated"), `${K}.NotDefeated`, { name: target.name });
  },
};

/** How a field core's setupTurns fills can be written on this combat. */
function fieldAccess(combat: object, field: string): "data" | "setter" | "readOnly" | "missing" {
  for (let owner: object | null = combat; owner; owner = Object.getPrototypeOf(owner)) {
    const descriptor = Object.getOwnPropertyDescriptor(owner, field);
    if (!descriptor) continue;
    if ("value" in descriptor) return descriptor.writable ? "data" : "readOnly";
    return descriptor.set ? "setter" : "readOnly";
  }
  return "missing";
}

/** (4) Combat#setupTurns internals the system's Combat sets: turns, turn, current. */
const SETUP_TURNS: SelfCheckStep<Sandbox> = {
  id: "foundry-setup-turns",
  area: "foundryCalls",
  label: reportLine("Step.foundry-setup-turns"),
  async run(s) {
    const fight = fightOf("mano");
    const { scene, attackerToken, targetToken } = await setUpFight(s, fight);
    const combat = await s.combat(scene, "turns", [attackerToken, targetToken]);
    const tracker = await s.tracker(combat);
    await s.press(tracker, s.find(tracker, "[data-action=aeStartCombat]"));
    await whenIdle(combat);
    await tracker.render();
    for (const field of CORE_TURN_FIELDS)
      s.notes.note(`${K}.Field.${fieldAccess(combat, field)}`, { field });
    const acting = tracker.element.querySelector<HTMLElement>(".ae-row.is-acting");
    ensure(acting, `${K}.NobodyActing`);
    ensure(combat.turns.length === 2, `${K}.TurnsDiffer`, { count: combat.turns.length });
    ensure(combat.combatant?.id === acting.dataset.combatantId, `${K}.CurrentDiffers`, {
      core: combat.combatant?.name ?? "—",
      shown: combat.combatants.get(acting.dataset.combatantId ?? "")?.name ?? "—",
    });
    ensure(combat.current?.combatantId === acting.dataset.combatantId, `${K}.CurrentDiffers`, {
      core: combat.combatants.get(combat.current?.combatantId ?? "")?.name ?? "—",
      shown: combat.combatant?.name ?? "—",
    });
    // each combatant's initiative is derived from the engine (src/documents/initiative.ts)
    const { mode, state } = (combat as unknown as { snapshot: CombatSnapshot }).snapshot;
    const engine = state === null ? {} : engineOf(mode).initiatives(state);
    for (const one of combat.combatants.contents) {
      const figure = engine[one.id!] ?? null;
      ensure(one.initiative === figure, `${K}.InitiativeDiffers`, {
        name: one.name,
        shown: String(one.initiative ?? "—"),
        engine: String(figure ?? "—"),
      });
    }
  },
};

/** (5) `app.window.windowId` on a detached window: what a detached sheet opens opens there. */
const WINDOW_ID: SelfCheckStep<Sandbox> = {
  id: "foundry-window-id",
  area: "foundryCalls",
  label: reportLine("Step.foundry-window-id"),
  async run(s) {
    if (generation() < 14) skip(`${K}.NoDetachedWindows`);
    const actor = await importCharacter(s, fightOf(activeRuleset()), "target");
    const sheet = await s.sheet(actor, { window: { detached: true } });
    const windowId = detachedWindowId(sheet);
    if (!windowId) fail(`${K}.NoWindowId`);
    const item = actor.items.contents[0];
    ensure(item, `${K}.NoItem`);
    await s.press(sheet, s.find(sheet, `[data-action="editItem"][data-item-id="${item.id}"]`));
    const itemSheet = (item as unknown as { sheet: AppLike }).sheet;
    s.keepClosed(itemSheet);
    ensure(detachedWindowId(itemSheet) === windowId, `${K}.OtherWindow`);
  },
};

export const FOUNDRY_CALL_STEPS: readonly SelfCheckStep<Sandbox>[] = [
  UNSAVED_EFFECT,
  DROP_ITEM,
  EFFECT_TARGET,
  SETUP_TURNS,
  WINDOW_ID,
];
