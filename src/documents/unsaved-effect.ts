/*
 * An ActiveEffect built in memory and never saved: a token icon for a condition the actor's data
 * holds, as pf2e draws its conditions (ActorPF2e#temporaryEffects builds unsaved effects). v13
 * builds one from a name, an image, statuses and flags. Whether v14 still accepts one without a
 * `type` or a `duration` has no public source either way (issue 32), so the data is tried as v13
 * takes it, then with v14's base type and an empty duration; should Foundry refuse both, there is
 * no icon (the condition still counts for the rules and the tracker) and the console says why.
 * The self-check's "Foundry calls" step reports which shape the running Foundry took.
 */

/** Which data Foundry accepted: as v13 takes it, with a type and duration added, or neither. */
export type UnsavedEffectShape = "plain" | "typed" | "refused";

type EffectClass = new (data: object, context: object) => ActiveEffect.Implementation;

interface Built {
  readonly effect: ActiveEffect.Implementation | null;
  readonly shape: UnsavedEffectShape;
  /** why Foundry refused, when it did */
  readonly error: string | null;
}

/** The configured ActiveEffect class, when Foundry has one (a presence check, not an assumption). */
function effectClass(): EffectClass | null {
  const base = (globalThis as { ActiveEffect?: { implementation?: unknown } }).ActiveEffect;
  const configured = base?.implementation ?? base;
  return typeof configured === "function" ? (configured as EffectClass) : null;
}

let warned = false;

/** Builds the unsaved effect, saying which shape Foundry took. */
export function buildUnsavedEffect(data: Record<string, unknown>, parent: unknown): Built {
  const Effect = effectClass();
  if (!Effect) return { effect: null, shape: "refused", error: "ActiveEffect is not defined" };
  const attempts: [UnsavedEffectShape, Record<string, unknown>][] = [
    ["plain", data],
    ["typed", { type: "base", duration: {}, ...data }],
  ];
  let error = "";
  for (const [shape, attempt] of attempts) {
    try {
      return { effect: new Effect(attempt, { parent }), shape, error: null };
    } catch (refusal) {
      error = refusal instanceof Error ? refusal.message : String(refusal);
    }
  }
  if (!warned) {
    warned = true;
    console.warn(`action-engine | an unsaved ActiveEffect was refused (${error})`);
  }
  return { effect: null, shape: "refused", error };
}

/** The unsaved effect, or null when Foundry refuses every shape. */
export function unsavedEffect(
  data: Record<string, unknown>,
  parent: unknown,
): ActiveEffect.Implementation | null {
  return buildUnsavedEffect(data, parent).effect;
}
