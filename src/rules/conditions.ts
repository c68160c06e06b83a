import type { HealthState, Grip, Posture } from "./mano/types";
import { OCCULT_CONDITIONS } from "./occult/schema";
import type { FatigueState } from "./occult/fatigue";
import { occultDown } from "./occult/health";
import type { Condition as OkrpgCondition } from "./okrpg/condition";
import { mookStatus, type SimplifiedState } from "./okrpg/mooks";
import type { RulesetId } from "./rulesets";

/*
 * Each ruleset's conditions as token status effects (issue 18). A condition is either read from
 * the actor's data (`isActive`) — derived by the rules, or one of the actor's own fields — or,
 * when no field holds it, left to Foundry's own status effect. Icons are the system's own
 * (assets/conditions/), so the playground's roster shows the very files the token draws.
 */

/** Where the built system serves assets/conditions/ (system.json id "action-engine"). */
export const CONDITION_ICON_DIR = "systems/action-engine/assets/conditions/";
const icon = (name: string) => `${CONDITION_ICON_DIR}${name}.svg`;

/** The one write that sets or clears a condition by hand: dotted `system.` paths to values. */
export type ConditionWrite = Readonly<Record<string, unknown>>;

export interface ConditionSpec<Facts = never> {
  readonly id: string;
  /** lang key of its name */
  readonly label: string;
  readonly img: string;
  /** on when the actor's data says so; absent for a condition no actor field holds */
  readonly isActive?: (facts: Facts) => boolean;
  /**
   * The write that turns it on or off, or null when the rules derive it from other data (the
   * HUD then says so instead of toggling). Absent together with `isActive`.
   */
  readonly write?: (facts: Facts, active: boolean) => ConditionWrite | null;
}

/** What OK RPG conditions read: the prepared condition and damage-system state (RULES 1.6, 1.7). */
export interface OkrpgFacts {
  readonly condition: OkrpgCondition | null;
  readonly mookState: SimplifiedState | null;
  readonly fallen: boolean;
  /** RULES 1.4: knocked down until the getting-up check succeeds */
  readonly knockedDown?: boolean;
}
export interface OccultFacts {
  readonly conditions: Readonly<Record<string, boolean>>;
  readonly fatigueState: FatigueState;
  readonly hp: { readonly value: number };
}
export interface ActionFacts {
  readonly out: boolean;
  readonly focused: boolean;
}
export interface ManoFacts {
  readonly health: HealthState;
  readonly posture: Posture;
  readonly grip: Grip;
}

const label = (id: string) => `ACTION_ENGINE.Condition.${id}`;
const derived = () => null;

/** RULES 1.7: under the tag system the mook's status field holds tagged, down and out. */
function tagWrite(status: "tagged" | "down" | "out") {
  return (facts: OkrpgFacts, active: boolean): ConditionWrite | null => {
    const state = facts.mookState;
    if (state?.system === "evenSimpler") {
      if (active) return { "system.mook.status": status };
      return state.status === status ? { "system.mook.status": "up" } : {};
    }
    if (state?.system === "simplest" && status !== "tagged") return { "system.mook.down": active };
    return null;
  };
}

function okrpgDown(facts: OkrpgFacts): boolean {
  const state = facts.mookState;
  switch (state?.system) {
    case undefined:
      return facts.condition?.down ?? false;
    case "mook":
      return mookStatus(state.points) === "down";
    case "evenSimpler":
      return state.status === "down";
    case "simplest":
      return state.down;
  }
}

const OKRPG: readonly ConditionSpec<OkrpgFacts>[] = [
  {
    id: "impaired",
    label: label("impaired"),
    img: icon("impaired"),
    isActive: (f) => f.condition?.impaired ?? false,
    write: derived,
  },
  {
    id: "tagged",
    label: label("tagged"),
    img: icon("tagged"),
    isActive: (f) => f.mookState?.system === "evenSimpler" && f.mookState.status === "tagged",
    write: tagWrite("tagged"),
  },
  {
    id: "down",
    label: label("down"),
    img: icon("down"),
    isActive: okrpgDown,
    write: tagWrite("down"),
  },
  {
    id: "out",
    label: label("out"),
    img: icon("out"),
    // Out is the token's defeated state: out of the fight under every damage system
    isActive: (f) => f.fallen,
    write: tagWrite("out"),
  },
  {
    id: "dying",
    label: label("dying"),
    img: icon("dying"),
    isActive: (f) => f.condition?.dying ?? false,
    write: derived,
  },
  // RULES 1.4: knocked down, defending a full rank worse; the sheet's Get up check clears it
  {
    id: "knockedDown",
    label: label("knockedDown"),
    img: icon("prone"),
    isActive: (f) => f.knockedDown === true,
    write: (_f, active) => ({ "system.knockedDown": active }),
  },
];

const OCCULT: readonly ConditionSpec<OccultFacts>[] = [
  ...OCCULT_CONDITIONS.map((id): ConditionSpec<OccultFacts> => ({
    id,
    label: `ACTION_ENGINE.Choice.occultCondition.${id}`,
    img: icon(id),
    isActive: (f) => f.conditions[id] === true,
    write: (_f, active) => ({ [`system.conditions.${id}`]: active }),
  })),
  // RULES 2 fatigue follows from the rounds fought and runs made
  {
    id: "fatigued",
    label: label("fatigued"),
    img: icon("fatigued"),
    isActive: (f) => f.fatigueState === "fatigued",
    write: derived,
  },
  {
    id: "exhausted",
    label: label("exhausted"),
    img: icon("exhausted"),
    isActive: (f) => f.fatigueState === "exhausted",
    write: derived,
  },
  // Interpretation: hit points run out at 0 (they never go below); the seed gives 0 HP no other
  // meaning, so a character at 0 is down — out of the fight until healed — and not dead.
  {
    id: "down",
    label: label("down"),
    img: icon("down"),
    isActive: (f) => occultDown(f.hp.value),
    write: derived,
  },
  // death is the GM's call: Foundry's own effect, held in no field
  { id: "dead", label: label("dead"), img: icon("dead") },
];

const ACTION: readonly ConditionSpec<ActionFacts>[] = [
  {
    id: "focused",
    label: label("focused"),
    img: icon("focused"),
    isActive: (f) => f.focused,
    write: (_f, active) => ({ "system.focused": active }),
  },
  {
    id: "out",
    label: label("out"),
    img: icon("out"),
    // RULES 3: at zero Hits a character is out of the action
    isActive: (f) => f.out,
    write: derived,
  },
];

/** Mano a Mano and Action Rounds characters [I-7]: RULES 5 health states and position. */
const MANO: readonly ConditionSpec<ManoFacts>[] = [
  {
    id: "injured",
    label: label("injured"),
    img: icon("injured"),
    isActive: (f) => f.health === "injured",
    write: derived,
  },
  {
    id: "incapacitated",
    label: label("incapacitated"),
    img: icon("out"),
    isActive: (f) => f.health === "incapacitated",
    write: derived,
  },
  {
    id: "prone",
    label: label("prone"),
    img: icon("prone"),
    isActive: (f) => f.posture === "ground",
    write: (_f, active) => ({ "system.posture": active ? "ground" : "standing" }),
  },
  {
    id: "grappling",
    label: label("grappling"),
    img: icon("grappling"),
    isActive: (f) => f.grip !== "none",
    write: (f, active) =>
      active ? (f.grip === "none" ? { "system.grip": "neutral" } : {}) : { "system.grip": "none" },
  },
];

/** The facts each ruleset's conditions read (Action Rounds reads Mano a Mano's). */
export interface ConditionFacts {
  okrpg: OkrpgFacts;
  occult: OccultFacts;
  action: ActionFacts;
  rounds: ManoFacts;
  mano: ManoFacts;
}

/** Every ruleset's conditions, in the order the Token HUD shows them. */
export const CONDITIONS: {
  readonly [R in RulesetId]: readonly ConditionSpec<ConditionFacts[R]>[];
} = { okrpg: OKRPG, occult: OCCULT, action: ACTION, rounds: MANO, mano: MANO };

/** The condition that is Foundry's defeated status in each ruleset (out of the fight). */
export const DEFEATED_CONDITION: Readonly<Record<RulesetId, string>> = {
  okrpg: "out",
  occult: "down",
  action: "out",
  rounds: "incapacitated",
  mano: "incapacitated",
};

/** The conditions an actor's data puts on its token, in list order. */
export function activeConditions<R extends RulesetId>(
  ruleset: R,
  facts: ConditionFacts[R],
): string[] {
  const specs = CONDITIONS[ruleset] as readonly ConditionSpec<ConditionFacts[R]>[];
  return specs.filter((spec) => spec.isActive?.(facts) ?? false).map((spec) => spec.id);
}

/** What toggling a condition by hand does. */
export type ConditionToggle =
  /** write this to the actor (one update; an empty write changes nothing) */
  | { readonly kind: "write"; readonly update: ConditionWrite }
  /** the rules derive it: refuse and say so */
  | { readonly kind: "derived" }
  /** no actor field holds it: Foundry's own status effect */
  | { readonly kind: "effect" }
  /** not one of the ruleset's conditions */
  | { readonly kind: "unknown" };

/** The write that sets a condition on or off, or why there is none. */
export function conditionToggle<R extends RulesetId>(
  ruleset: R,
  id: string,
  facts: ConditionFacts[R],
  active: boolean,
): ConditionToggle {
  const specs = CONDITIONS[ruleset] as readonly ConditionSpec<ConditionFacts[R]>[];
  const spec = specs.find((s) => s.id === id);
  if (!spec) return { kind: "unknown" };
  if (!spec.write) return { kind: "effect" };
  const update = spec.write(facts, active);
  return update ? { kind: "write", update } : { kind: "derived" };
}
