import { checkUnavailable, checksFor } from "../../rules/checks";
import type { CheckActor, CheckDefinition } from "../../rules/checks/types";
import { parseRuleset } from "../../rules/rulesets";
import { key } from "./common";
import type { ActorSheetContext, CheckButtonView, SectionView, SheetSnapshot } from "./types";

/*
 * The Checks section every actor sheet ends its first tab with: the ruleset's checks
 * (src/rules/checks) as buttons, each with what it is for as its tooltip. A check the character
 * cannot take now is shown off, saying why; a GM-only check is shown to the GM alone; a viewer
 * who does not own the character sees the checks but cannot take them. A ruleset with no checks
 * shows no section.
 */

/** The character as a check reads it: prepared data and items. */
export function checkActorOf(snapshot: SheetSnapshot): CheckActor {
  return {
    name: snapshot.name,
    type: snapshot.type,
    system: snapshot.derived,
    items: snapshot.items.map(({ id, name, type, system }) => ({ id, name, type, system })),
  };
}

/** The Checks section of an actor's sheet, or null when its ruleset has none for this viewer. */
export function checksSection(
  snapshot: SheetSnapshot,
  definitions: readonly CheckDefinition[] = checksFor(parseRuleset(snapshot.type)),
): SectionView | null {
  const actor = checkActorOf(snapshot);
  const checks: CheckButtonView[] = definitions
    .filter((check) => !check.gmOnly || snapshot.isGM === true)
    .map((check) => ({
      id: check.id,
      label: check.label,
      hint: check.hint,
      reason: snapshot.owner ? checkUnavailable(check, actor) : key("Checks", "notOwner"),
      gmOnly: check.gmOnly === true,
    }));
  return checks.length ? { title: key("Section", "checks"), wide: true, checks } : null;
}

/** The context with the Checks section added at the end of the sheet's first tab. */
export function withChecks(snapshot: SheetSnapshot, context: ActorSheetContext): ActorSheetContext {
  const section = checksSection(snapshot);
  if (!section) return context;
  return {
    ...context,
    tabList: context.tabList.map((tab, i) =>
      i === 0 ? { ...tab, sections: [...tab.sections, section] } : tab,
    ),
  };
}
