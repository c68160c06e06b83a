import {
  RulesRangeError,
  notAllowed,
  requireChoice,
  requireInteger,
  requireObject,
} from "../errors";

/** A weapon's rounds: how many it holds and how many are in it now. */
export interface Shots {
  readonly capacity: number;
  readonly loaded: number;
}

/**
 * RULES 5 load: fires one round from a weapon that must be loaded, returning the rounds left.
 * Interpretation: a weapon with a capacity above 0 is one that must be loaded (a gun, a musket);
 * a capacity of 0 (a bow, a sword) never runs dry, so it fires with nothing taken off. An empty
 * loaded weapon is refused before any die is rolled.
 */
export function fireShot(shots: Shots): { loaded: number } {
  requireObject("shots", shots);
  const capacity = requireInteger("capacity", shots.capacity, { min: 0 });
  const loaded = requireInteger("loaded", shots.loaded, { min: 0, max: capacity });
  if (capacity === 0) return { loaded };
  if (loaded < 1) throw new RulesRangeError("NotLoaded", { capacity });
  return { loaded: loaded - 1 };
}

/** RULES 5 load: the two steps of a reload, each one action. */
export const RELOAD_STEPS = ["unload", "load"] as const;
export type ReloadStep = (typeof RELOAD_STEPS)[number];

/** Why a reload step cannot be taken now; a sheet shows the matching lang entry. */
export const RELOAD_REFUSALS = [
  "notLoadable",
  "alreadyUnloaded",
  "alreadyLoaded",
  "unloadFirst",
] as const;
export type ReloadRefusal = (typeof RELOAD_REFUSALS)[number];

const REFUSAL_REASON: Readonly<Record<ReloadRefusal, string>> = {
  notLoadable: "the weapon takes no rounds",
  alreadyUnloaded: "it is unloaded and being loaded",
  alreadyLoaded: "it is fully loaded",
  unloadFirst: "a reload starts with unloading it",
};

/** A weapon's rounds and its reload: `progress` counts the actions of a reload under way. */
export interface Reload extends Shots {
  /** actions one whole reload takes (the seed's musket: 9) */
  readonly reloadActions: number;
  /** actions of the reload under way already taken; 0 when none is under way */
  readonly progress: number;
}

function readReload(w: Reload) {
  requireObject("weapon", w);
  const capacity = requireInteger("capacity", w.capacity, { min: 0 });
  const loaded = requireInteger("loaded", w.loaded, { min: 0, max: capacity });
  const actions = requireInteger("reload actions", w.reloadActions, { min: 0 });
  const progress = requireInteger("reload progress", w.progress, {
    min: 0,
    max: Math.max(0, actions - 1),
  });
  return { capacity, loaded, actions, progress, unloads: actions >= 2 };
}

/** RULES 5 load: why the step cannot be taken now, or null when it can. */
export function reloadRefusal(step: ReloadStep, w: Reload): ReloadRefusal | null {
  requireChoice("reload step", step, RELOAD_STEPS);
  const r = readReload(w);
  if (r.capacity === 0) return "notLoadable";
  if (step === "unload") return r.progress > 0 ? "alreadyUnloaded" : null;
  if (r.progress > 0) return null;
  if (r.loaded === r.capacity) return "alreadyLoaded";
  return r.unloads ? "unloadFirst" : null;
}

/**
 * RULES 5 load (seed 004, loading and unloading a gun): one action of a reload, returning the
 * rounds loaded and the reload's progress after it. Unloading empties the weapon; the loads that
 * follow fill it. Interpretation: a reload of N actions (the weapon's reloadActions) is one unload
 * and N − 1 loads, the rounds going in evenly so that the last load fills it: a clip's one load
 * fills it (unload + load), a revolver's six loads each add a cartridge (unload + 6), a musket's
 * eight loads all go into its one ball (9 actions). A weapon of one reload action or none loads
 * in a single action without unloading.
 */
export function reloadStep(step: ReloadStep, w: Reload): { loaded: number; progress: number } {
  const refused = reloadRefusal(step, w);
  if (refused) throw notAllowed(`${step} the weapon`, REFUSAL_REASON[refused]);
  const r = readReload(w);
  if (step === "unload") return { loaded: 0, progress: r.unloads ? 1 : 0 };
  if (!r.unloads) return { loaded: r.capacity, progress: 0 };
  const loads = r.actions - 1;
  const done = r.progress; // loads taken so far, this one included
  const added =
    Math.floor((r.capacity * done) / loads) - Math.floor((r.capacity * (done - 1)) / loads);
  const progress = r.progress + 1 === r.actions ? 0 : r.progress + 1;
  return { loaded: Math.min(r.capacity, r.loaded + added), progress };
}
