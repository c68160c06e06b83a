import { fortune, hits, soak, takeHits } from "../../rules/action";
import type { actionActor, actionStance } from "../../rules/action/schema";
import type { SchemaData } from "../../rules/schema";
import { derive, type Bar, type DerivationProblem, type ItemView } from "./derivation";

type ActorData = SchemaData<typeof actionActor.schema>;
type StanceData = SchemaData<typeof actionStance.schema>;

/** What an Action actor's sheet shows besides its stored data (RULES 3). */
export interface ActionDerived {
  /** token bars: current and maximum Hits and Fortune (a stored null current means full) */
  readonly hits: StoredBar;
  readonly fortune: StoredBar;
  /** RULES 3: the soak damage must reach for a Hit */
  readonly soak: number;
  /** RULES 3: at zero Hits a character is out of the action */
  readonly out: boolean;
  /** the active stances' shot costs, paid from the first shot (RULES 3) */
  readonly stanceShots: number;
  readonly problems: readonly DerivationProblem[];
}

/** A bar that also carries its current value as stored, so an Undo can put a null back. */
export interface StoredBar extends Bar {
  readonly stored: number | null;
}

/** A bar from a stored current value (null = full) and a maximum; the current never exceeds it. */
function current(stored: number | null, max: number): StoredBar {
  return { value: Math.min(stored ?? max, max), max, stored };
}

/**
 * The derived values of an Action actor. `stored` holds the current Hits and Fortune as stored
 * (null = full), read from the source because the prepared fields become bars.
 */
export function deriveActionActor(
  system: Pick<ActorData, "role" | "attributes">,
  stored: { hits: number | null; fortune: number | null },
  items: readonly ItemView[],
): ActionDerived {
  const problems: DerivationProblem[] = [];
  const { role, attributes } = system;
  const hitsBar = current(
    stored.hits,
    derive(problems, 0, () => hits(role, attributes.body)),
  );
  return {
    hits: hitsBar,
    fortune: current(
      stored.fortune,
      derive(problems, 0, () => fortune(role, attributes.mind)),
    ),
    soak: derive(problems, attributes.toughness, () => soak(attributes.toughness)),
    out: takeHits(hitsBar.value, 0).out,
    stanceShots: items
      .filter(
        (i): i is ItemView<StanceData> =>
          i.type === "action-stance" && (i.system as StanceData).active,
      )
      .reduce((sum, stance) => sum + stance.system.shotCost, 0),
    problems,
  };
}
