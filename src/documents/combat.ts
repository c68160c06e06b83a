import { applyActorUpdates, prepareRound, type TrackedCombat } from "../combat/foundry/executor";
import type { Control } from "../combat/moves/controls";
import { nextTurnControl } from "../combat/moves/core-turns";
import { turnIndex, turnOrder } from "../combat/moves/order";
import type { CombatWrite } from "../combat/moves/write";
import { requestControl } from "../combat/foundry/queries";
import { REFUSED } from "../combat/refusal";
import { snapshotOf } from "../combat/foundry/snapshot-of";
import type { CombatSnapshot } from "../combat/snapshot";
import { defaultTrackerMode } from "../settings";
import { setCoreTurnField } from "./core-turn-fields";
import { notify } from "../ui/foundry/notify";

function tracked(combat: ActionEngineCombat): TrackedCombat {
  return combat as unknown as TrackedCombat;
}

function warn(key: string): void {
  notify("warn", key);
}

/**
 * The system's Combat: an encounter run by one of the sequencing engines (src/rules/sequencing).
 * Core's round and turn flow is kept so modules see it as usual: startCombat and nextRound do
 * core's own update (and fire combatStart / combatRound), with the engine's new state merged into
 * that same update; nextTurn, previousTurn and previousRound are the tracker's own core controls
 * (firing combatTurn when the turn changes hands);
 * `combat.turns` lists combatants in the engine's order and `combat.turn` points at the one acting.
 */
export class ActionEngineCombat extends Combat {
  /** A round start's write, merged into core's startCombat / nextRound update by _preUpdate. */
  #pendingRound: CombatWrite | null = null;

  /** A plain snapshot of this encounter for the tracker's pure code. */
  get snapshot(): CombatSnapshot {
    return snapshotOf(tracked(this));
  }

  protected override async _preCreate(
    ...[data, options, user]: Parameters<Combat["_preCreate"]>
  ): ReturnType<Combat["_preCreate"]> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    // DESIGN.md: the mode defaults to the ruleset's own (or the world's tracker-mode setting)
    const given = (data as { system?: { mode?: string } }).system?.mode;
    if (!given) this.updateSource({ system: { mode: defaultTrackerMode() } } as never);
  }

  /** Rolls what the mode needs, then lets core start the encounter with the engine's state. */
  override async startCombat(): Promise<this> {
    return this.#startRound(() => super.startCombat());
  }

  /** Rolls what the mode needs, then lets core advance the round with the engine's new state. */
  override async nextRound(): Promise<this> {
    return this.#startRound(() => super.nextRound());
  }

  async #startRound(core: () => Promise<this>): Promise<this> {
    if (!game.user?.isGM) {
      warn(`${REFUSED}.GMOnly`);
      return this;
    }
    // a damaged engine state is not played on: the tracker offers the GM a restart of the round
    if (this.snapshot.damage) {
      warn(`${REFUSED}.Damaged`);
      return this;
    }
    const prepared = await prepareRound(tracked(this));
    this.#pendingRound = prepared.write;
    try {
      await core();
    } finally {
      this.#pendingRound = null;
    }
    await applyActorUpdates(tracked(this), prepared.actorUpdates);
    return this;
  }

  protected override async _preUpdate(
    ...[changed, options, user]: Parameters<Combat["_preUpdate"]>
  ): ReturnType<Combat["_preUpdate"]> {
    const pending = this.#pendingRound;
    if (pending) {
      this.#pendingRound = null;
      Object.assign(changed, pending);
    }
    return super._preUpdate(changed, options, user);
  }

  /**
   * Foundry's next turn (its tracker, a macro, a module) does what the tracker's Next turn does:
   * the acting combatant's usual step in its mode (src/combat/moves/core-turns.ts). With nobody
   * left to act, the next round starts, as core's own next turn does at a round's end. A player
   * may end only their own combatant's turn (core's End Turn), as that combatant's own control;
   * anyone else's is refused with a notice.
   */
  override async nextTurn(): Promise<this> {
    const snapshot = this.snapshot;
    const next = nextTurnControl(snapshot);
    if (!next.ok) return this.nextRound();
    const control: Control = game.user?.isGM ? { action: "nextTurn" } : next.value;
    await requestControl(tracked(this), control, snapshot.revision);
    return this;
  }

  /** Foundry's previous turn: the tracker's Previous turn, the GM's (core-turns.ts). */
  override async previousTurn(): Promise<this> {
    await requestControl(tracked(this), { action: "previousTurn" }, this.snapshot.revision);
    return this;
  }

  /** Foundry's previous round: the tracker's Previous round, the GM's (core-turns.ts). */
  override async previousRound(): Promise<this> {
    await requestControl(tracked(this), { action: "previousRound" }, this.snapshot.revision);
    return this;
  }

  /**
   * Initiative comes from the engine: rolling for a combatant who is not in the round yet makes it
   * join with the roll its mode needs; the others' figures are the engine's and stay. Like every
   * control it goes through the GM's client when this user may not write the combat.
   */
  override async rollInitiative(...[ids]: Parameters<Combat["rollInitiative"]>): Promise<this> {
    for (const combatantId of typeof ids === "string" ? [ids] : ids)
      await requestControl(tracked(this), { action: "join", combatantId }, this.snapshot.revision);
    return this;
  }

  /**
   * Core's Reset clears every initiative and puts the turn at 0, which would tear the engine's
   * order apart: the engine's way back is Undo, its way to start over is ending the encounter.
   */
  override async resetAll(): Promise<this> {
    warn("ACTION_ENGINE.Tracker.Core.ResetRefused");
    return this;
  }

  /**
   * Turns in the engine's order (then those outside it), with `turn` on the combatant acting now,
   * so core's current combatant, hooks and token highlights follow the engine (each field set only
   * where the running Foundry lets it be: ./core-turn-fields.ts).
   */
  override setupTurns(): Combatant.Implementation[] {
    super.setupTurns();
    const snapshot = this.snapshot;
    const order = turnOrder(
      snapshot.mode,
      snapshot.state,
      snapshot.combatants.map((c) => c.id),
    );
    const turns = order.map((id) => this.combatants.get(id)!).filter(Boolean);
    setCoreTurnField(this, "turns", turns);
    if (snapshot.state !== null) {
      const turn = turnIndex(snapshot.mode, snapshot.state, order);
      setCoreTurnField(this, "turn", turn);
      const combatant = turn === null ? undefined : turns[turn];
      setCoreTurnField(this, "current", {
        round: this.round,
        turn,
        combatantId: combatant?.id ?? null,
        tokenId: combatant?.tokenId ?? null,
      });
    }
    return turns;
  }
}
