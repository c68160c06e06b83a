import type { SequencingMode } from "../../rules/rulesets";
import { midRound } from "../moves/apply";
import { SIDES, type CombatantSnapshot, type CombatSnapshot, type Viewer } from "../snapshot";
import { ladderBanners, ladderGroups } from "./ladder";
import { readyHpGroups, readyHpPhase } from "./ready-hp";
import { actionName, button, commonBanners, footer, modeChoices, ordered, T } from "./shared";
import { shotsGroups, shotsHeading } from "./shots";
import { standardGroups } from "./standard";
import { turnsGroups } from "./turns";
import type { Banner, Text, TideView, TrackerContext, TrackerGroup } from "./types";
import { withNextFocus } from "./next-focus";
import { bySide, compact } from "./compact";

export type * from "./types";
export { actionName };

type Groups = (s: CombatSnapshot, v: Viewer, shown: readonly CombatantSnapshot[]) => TrackerGroup[];

const GROUPS: Record<SequencingMode, Groups> = {
  ladder: ladderGroups,
  shots: shotsGroups,
  readyHp: readyHpGroups,
  turns: turnsGroups,
  standard: standardGroups,
};

/**
 * The templates the tracker renders with, whatever the mode: the encounter (one Foundry PART for
 * every mode, so switching mode replaces it) and the GM's footer.
 */
export const TRACKER_TEMPLATES = { tracker: "combat/tracker.hbs", footer: "combat/footer.hbs" };

const NEXT_LUCK = { normal: "unlucky", unlucky: "blessed", blessed: "normal" } as const;

/** RULES 1.9: what a side's die means for the round (shown to the GM only). */
function tideEffect(die: number): Text | null {
  if (die === 0) return null;
  if (die === 6) return { key: `${T}.Tide.Six` };
  if (die === 1) return { key: `${T}.Tide.One` };
  return { key: `${T}.Tide.Normal` };
}

function tideViews(snapshot: CombatSnapshot): TideView[] {
  return SIDES.map((side) => {
    const tide = snapshot.tide[side];
    return {
      side,
      label: `${T}.Tide.${side}`,
      die: tide.die === 0 ? "–" : String(tide.die),
      effect: tideEffect(tide.die),
      luck: button("tideLuck", `Luck.${tide.luck}`, { side, luck: NEXT_LUCK[tide.luck] }, true),
    };
  });
}

/**
 * Whether the Tide of Battle concerns this encounter: OK RPG characters fight in it, whatever the
 * tracker mode (the round start rolls it for their sides only, src/combat/moves/round-start.ts).
 */
function showsTide(snapshot: CombatSnapshot): boolean {
  return snapshot.combatants.some((one) => one.actorType === "okrpg");
}

function phaseOf(snapshot: CombatSnapshot): Text | null {
  if (!snapshot.started) return { key: `${T}.Phase.Setup` };
  if (snapshot.mode === "readyHp") return readyHpPhase(snapshot);
  return null;
}

/** A damaged engine state: what is wrong, and for the GM the restart of the round. */
function damagedBanner(snapshot: CombatSnapshot, viewer: Viewer): Banner {
  const problem = snapshot.damage!;
  return {
    text: { key: `${T}.Damaged.${viewer.isGM ? "GM" : "Player"}` },
    detail: { key: problem.i18nKey, data: problem.details },
    tone: "warning",
    buttons: viewer.isGM
      ? [button("restartRound", "RestartRound", {}, snapshot.started, { primary: true })]
      : [],
  };
}

/**
 * The tracker over a damaged engine state: the message and the GM's way out in place of the
 * encounter; the footer keeps End (every other control is refused while the state is damaged).
 */
function damagedView(snapshot: CombatSnapshot, viewer: Viewer): TrackerContext {
  return {
    mode: snapshot.mode,
    modeLabel: `${T}.Mode.${snapshot.mode}`,
    round: snapshot.round,
    started: snapshot.started,
    phase: null,
    heading: null,
    revision: snapshot.revision,
    isGM: viewer.isGM,
    banners: [damagedBanner(snapshot, viewer)],
    groups: [],
    empty: false,
    gm: viewer.isGM ? { modes: modeChoices(snapshot), modeLocked: true, tide: [] } : null,
    footer: footer(snapshot, viewer).map((one) =>
      one.action === actionName("endCombat") ? one : { ...one, disabled: true, primary: false },
    ),
  };
}

/**
 * The context of the tracker for one viewer: pure, from a snapshot of the Combat (no Foundry),
 * so Foundry, tests and the playground render the same templates from it. `snapshot` is null
 * when there is no encounter to show.
 */
export function trackerView(
  snapshot: CombatSnapshot | null,
  viewer: Viewer,
  fallbackMode: SequencingMode = "ladder",
): TrackerContext {
  if (snapshot === null)
    return {
      mode: fallbackMode,
      modeLabel: `${T}.Mode.${fallbackMode}`,
      round: 0,
      started: false,
      phase: null,
      heading: null,
      revision: 0,
      isGM: viewer.isGM,
      banners: [],
      groups: [],
      empty: true,
      gm: null,
      footer: [],
    };
  if (snapshot.damage) return damagedView(snapshot, viewer);
  const shown = ordered(snapshot, viewer);
  const banners = [
    ...commonBanners(snapshot, viewer),
    ...(snapshot.mode === "ladder" ? ladderBanners(snapshot, viewer) : []),
  ];
  const groups = GROUPS[snapshot.mode](snapshot, viewer, shown).filter((g) => g.rows.length > 0);
  const dense = compact(snapshot);
  const next = withNextFocus(dense ? bySide(groups) : groups, footer(snapshot, viewer));
  return {
    mode: snapshot.mode,
    modeLabel: `${T}.Mode.${snapshot.mode}`,
    round: snapshot.round,
    started: snapshot.started,
    phase: phaseOf(snapshot),
    heading: snapshot.mode === "shots" ? shotsHeading(snapshot) : null,
    revision: snapshot.revision,
    isGM: viewer.isGM,
    banners,
    groups: next.groups,
    compact: dense,
    empty: shown.length === 0,
    gm: viewer.isGM
      ? {
          modes: modeChoices(snapshot),
          modeLocked: midRound(snapshot),
          tide: showsTide(snapshot) ? tideViews(snapshot) : [],
        }
      : null,
    footer: next.footer,
  };
}
