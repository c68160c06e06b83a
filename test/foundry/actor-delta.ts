import { Collection, type DocumentDouble } from "./documents";
import { deepClone, mergeInto } from "./utils";

/**
 * Test double for an unlinked token's actor (sources in test/foundry/BEHAVIOURS.md, "Unlinked
 * tokens"): the token's ActorDelta stores only what the token overrides of its world actor — some
 * `system` values and whole items of its own — and `token.actor` is the synthetic actor built from
 * the world actor with those overrides on top. An update of the synthetic actor is one operation
 * (on the Actor, its parent the token) that the delta records: its system values merged in, each
 * item it names taken as given when the delta does not hold that item yet. The synthetic actor the
 * delta would then make must be valid, or the update is refused before anything is written — so an
 * item sent as a bare diff (no name, no type) is refused, as dnd5e works around (it sends each
 * item merged whole) for core's ActorDelta updates of embedded items (foundryvtt#9384).
 */

type Data = Record<string, unknown>;

export class ActorDeltaDouble {
  system: Data;
  items: Data[];

  constructor(source: { system?: Data; items?: Data[] } = {}) {
    this.system = deepClone(source.system ?? {});
    this.items = deepClone(source.items ?? []);
  }

  /** The stored overrides (ActorDelta#toObject). */
  toObject(): { system: Data; items: Data[] } {
    return { system: deepClone(this.system), items: deepClone(this.items) };
  }

  /** The overrides after an update of the synthetic actor with this (expanded) diff. */
  after(diff: Data): { system: Data; items: Data[] } {
    const next = this.toObject();
    if (diff.system) next.system = mergeInto(next.system, diff.system as Data);
    for (const itemDiff of (diff.items as Data[] | undefined) ?? []) {
      const at = next.items.findIndex((item) => item._id === itemDiff._id);
      if (at >= 0) next.items[at] = mergeInto(next.items[at], itemDiff);
      else next.items.push(deepClone(itemDiff));
    }
    return next;
  }

  /** The synthetic actor's source: the world actor's with these overrides on top. */
  static synthetic(base: Data, delta: { system: Data; items: Data[] }): Data {
    const own = new Map(delta.items.map((item) => [item._id, item]));
    const baseItems = (base.items as Data[] | undefined) ?? [];
    const baseIds = new Set(baseItems.map((item) => item._id));
    return {
      ...deepClone(base),
      system: mergeInto(deepClone((base.system as Data) ?? {}), delta.system),
      items: deepClone([
        ...baseItems.map((item) => own.get(item._id) ?? item),
        ...delta.items.filter((item) => !baseIds.has(item._id)),
      ]),
    };
  }
}

interface Unlinked {
  uuid: string;
  actor: DocumentDouble | null;
  delta: ActorDeltaDouble;
}

/**
 * Makes `token` an unlinked token of `base`: its delta (empty unless given) and its synthetic
 * actor, which lives "in" the token (updates find it there, permissions follow the world actor).
 */
export function unlink(
  token: Unlinked,
  base: DocumentDouble,
  ActorClass: typeof DocumentDouble,
  stored: { system?: Data; items?: Data[] } = {},
): void {
  token.delta = new ActorDeltaDouble(stored);
  const holder = {
    uuid: token.uuid,
    items: new Collection<DocumentDouble>(),
    prepareData() {},
    testUserPermission: (user: never, level: never, o: never) =>
      base.testUserPermission(user, level, o),
    /** the synthetic actor the update would leave must be valid (checked before writing) */
    checkChildUpdate(_doc: DocumentDouble, diff: Data) {
      new ActorClass(ActorDeltaDouble.synthetic(base.toObject(), token.delta.after(diff)), {
        parent: holder as never,
      });
    },
    /** the delta records the update once it is written */
    recordChildUpdate(_doc: DocumentDouble, diff: Data) {
      const next = token.delta.after(diff);
      token.delta.system = next.system;
      token.delta.items = next.items;
    },
  };
  const synthetic = new ActorClass(
    ActorDeltaDouble.synthetic(base.toObject(), token.delta.toObject()),
    { parent: holder as never },
  );
  holder.items.set(synthetic.id, synthetic);
  token.actor = synthetic;
}
