import { actorFacts, fortuneOf } from "../../src/combat/facts";
import { carryOverControl, readyHpEntry } from "../../src/combat/inputs";
import { snapshotAfter, snapshotWithCombatants } from "../../src/combat/moves/apply-write";
import { clickCounts, MAX_DISTANCE, type Control } from "../../src/combat/moves/controls";
import { withMoreRollOffs, type Rolled, type RollRequest } from "../../src/combat/moves/dice";
import { followActorControl, followDefeatControl } from "../../src/combat/moves/follow-actor";
import { defeatRecord, type DefeatRecord } from "../../src/combat/defeat";
import { withGumption } from "../../src/combat/moves/gumption";
import type { SetUpControl } from "../../src/combat/moves/setups";
import { setUpControlFrom, setUpDialogHtml } from "../../src/combat/setup-dialog";
import { joined, joinRolls } from "../../src/combat/moves/join";
import { controlFromButton } from "../../src/combat/moves/from-dataset";
import type { FactsById, RoundOptions } from "../../src/combat/moves/participants";
import { roundRolls, startRound } from "../../src/combat/moves/round-start";
import { combatWrite, type combatantWrite, type CombatWrite } from "../../src/combat/moves/write";
import { playControl, type ControlHost } from "../../src/combat/moves/pipeline";
import { engineOf } from "../../src/combat/engines";
import { initialSide } from "../../src/combat/sides";
import {
  EMPTY_COMBATANT_DATA,
  EMPTY_TIDE,
  type CombatantSnapshot,
  type CombatSnapshot,
  type Side,
  type Viewer,
} from "../../src/combat/snapshot";
import { TRACKER_TEMPLATES, trackerView } from "../../src/combat/view-models";
import { withDefaults } from "../../src/rules/options";
import { defaultSequencing, type RulesetId, type SequencingMode } from "../../src/rules/rulesets";
import { ladder, readyHp, shots, turns } from "../../src/rules/sequencing";
import type { LadderState } from "../../src/rules/sequencing/ladder";
import type { TurnsState } from "../../src/rules/sequencing/turns";
import type { ShotsState } from "../../src/rules/sequencing/shots";
import type { KeptSetups } from "../../src/chat/attack/views";
import type { ReadyHpState } from "../../src/rules/sequencing/ready-hp";
import { maxCarryOver } from "../../src/rules/sequencing/ready-hp";
import { allFaces } from "../host/roll";
import type { RollMessage } from "./chat";
import type { Host } from "./host";
import { openModal } from "./modal";
import { openOddsPanel } from "./odds";

/*
 * The combat tracker: one in-memory encounter of the characters picked, rendered from the real
 * tracker templates and view model, every control run through the same pure moves as the
 * Foundry tracker (src/combat/moves) and written back as the Combat update Foundry would make.
 */

/** The playground's one user is the GM. */
const GM: Viewer = { isGM: true, userId: "gm", gmOnline: true };

function combatant(
  id: string,
  name: string,
  img: string,
  side: Side,
  defeated: boolean,
  actorType: string,
): CombatantSnapshot {
  return {
    id,
    name,
    img,
    hidden: false,
    defeated,
    owners: [],
    side,
    actorType,
    system: { ...EMPTY_COMBATANT_DATA, side },
  };
}

export class Tracker {
  snapshot: CombatSnapshot | null = null;
  #mode: SequencingMode = "ladder";

  constructor(
    private readonly host: Host,
    /** the chat column shows the rolls the tracker posts, as Foundry's chat does */
    private readonly postRolls: (rolls: Omit<RollMessage, "id">[]) => void = () => {},
    /**
     * Whether the character carries the world's defeated status (its data's out-of-the-fight
     * condition, or the effect set from the palette), as Foundry's Combatant#isDefeated reads it.
     */
    private readonly isDefeated: (actorId: string) => boolean = () => false,
    /** a combatant gone out is announced in chat (src/combat/defeat.ts), as Foundry's GM posts it */
    private readonly announceDefeat: (record: DefeatRecord) => void = () => {},
  ) {}

  /** The sides the GM set in the last encounter, kept for the next one. */
  #sides = new Map<string, Side>();

  /** A new encounter's mode: the ruleset's own (the GM may pick another before starting). */
  reset(ruleset: RulesetId): void {
    this.#mode = defaultSequencing(ruleset);
    this.#sides.clear();
    this.snapshot = null;
  }

  /**
   * End encounter, once the GM confirms (as Foundry's own asks): the rounds, initiative and history
   * go; the combatants stay for the next one, on the sides the GM set, in the mode the GM chose.
   */
  async #end(): Promise<void> {
    const ended = this.snapshot;
    if (!ended) return;
    const t = (key: string) => this.host.i18n.localize(`ACTION_ENGINE.Playground.${key}`);
    const confirmed = await this.host.confirm({
      title: t("EndTitle"),
      content: t("EndQuestion"),
      yes: t("EndYes"),
      no: t("EndNo"),
    });
    if (!confirmed || this.snapshot !== ended) return;
    this.#record({ operation: "Combat.delete", data: {} });
    this.#mode = ended.mode;
    this.#sides = new Map(ended.combatants.map((c) => [c.id, c.side]));
    this.snapshot = null;
    this.follow(ended.combatants.map((c) => c.id));
  }

  /**
   * The encounter's combatants follow the characters picked, each on the side Foundry would give
   * its token (an Action villain, or a token hostile to the players, is hostile; the GM can switch
   * sides). Once it has started, one picked later joins the
   * round under way and one unpicked leaves it, as Foundry's combatant hooks make them.
   */
  follow(actorIds: readonly string[]): void {
    const before = this.snapshot;
    const kept = new Map((before?.combatants ?? []).map((c) => [c.id, c]));
    const combatants = actorIds.flatMap((id) => {
      const actor = this.host.store.actor(id);
      if (!actor) return [];
      const token = this.host.store.stored(id)?.prototypeToken ?? null;
      const side = this.#sides.get(id) ?? initialSide({ actor, token });
      return [
        kept.get(id) ?? combatant(id, actor.name, actor.img, side, this.isDefeated(id), actor.type),
      ];
    });
    if (before?.started) return this.#rejoin(before, combatants);
    this.snapshot = combatants.length
      ? {
          id: "encounter",
          mode: before?.mode ?? this.#mode,
          round: 0,
          started: false,
          phase: "setup",
          revision: before?.revision ?? 0,
          state: null,
          history: [],
          tide: before?.tide ?? EMPTY_TIDE,
          combatants,
        }
      : null;
  }

  /** Combatants picked or unpicked mid-encounter join or leave the engine (one write each). */
  #rejoin(before: CombatSnapshot, combatants: CombatantSnapshot[]): void {
    const now = new Set(combatants.map((c) => c.id));
    for (const gone of before.combatants.filter((c) => !now.has(c.id))) {
      void this.perform({ action: "leave", combatantId: gone.id });
      this.snapshot = {
        ...this.snapshot!,
        combatants: this.snapshot!.combatants.filter((c) => c.id !== gone.id),
      };
      this.#record({ operation: "Combatant.delete", data: [gone.id] });
    }
    const had = new Set(before.combatants.map((c) => c.id));
    for (const added of combatants.filter((c) => !had.has(c.id))) {
      this.snapshot = {
        ...this.snapshot!,
        combatants: [...this.snapshot!.combatants, added],
      };
      this.#record({ operation: "Combatant.create", data: { actorId: added.id } });
      this.#join(this.snapshot!, added.id);
    }
  }

  #following = false;

  /**
   * As Foundry's tracker hooks do (src/combat/foundry/hooks.ts): a character whose data or effects
   * now make it defeated is marked and leaves the sequence; one healed joins it again, rolling what
   * the mode needs. Runs after every write; a write it makes itself does not start it again.
   */
  followDefeats(): void {
    if (this.#following || !this.snapshot) return;
    this.#following = true;
    try {
      for (const { id } of this.snapshot.combatants) {
        const before = this.snapshot;
        const one = before.combatants.find((c) => c.id === id)!;
        const defeated = this.isDefeated(id);
        if (one.defeated === defeated) continue;
        const snapshot: CombatSnapshot = {
          ...before,
          combatants: before.combatants.map((c) => (c.id === id ? { ...c, defeated } : c)),
        };
        this.snapshot = snapshot;
        if (!snapshot.started) continue;
        const control = followDefeatControl(snapshot.mode, snapshot.state, id, defeated);
        if (control?.action === "leave") void this.#goOut(control, one);
        if (control?.action === "join") this.#join(snapshot, id);
      }
    } finally {
      this.#following = false;
    }
  }

  /**
   * A defeated combatant leaves the sequence, and its defeat is announced: once, and only when the
   * leave was written (src/combat/foundry/hooks.ts does the same in Foundry).
   */
  async #goOut(control: Control, combatant: { id: string; name: string }): Promise<void> {
    const before = this.snapshot;
    await this.perform(control);
    if (before && this.snapshot !== before) this.announceDefeat(defeatRecord(before.id, combatant));
  }

  /** A combatant added or back mid-round takes its place with the roll its mode needs. */
  #join(snapshot: CombatSnapshot, id: string): void {
    try {
      const facts = this.#facts(snapshot);
      const rolled = this.#roll(joinRolls(snapshot, id, facts));
      const outcome = joined(snapshot, id, facts, rolled);
      if (outcome.state !== snapshot.state) this.#write(snapshot, combatWrite(snapshot, outcome));
    } catch (error) {
      this.host.refuse(error, snapshot.combatants);
    }
  }

  /** The world's optional rules a round start reads (OK RPG's as the page's GM set them). */
  #roundOptions(): RoundOptions {
    return {
      tideEveryRound: this.host.store.okrpgOptions.tideEveryRound,
      simplified: withDefaults("action").simplifiedInitiative,
    };
  }

  /** The HTML drawn last and what it was drawn from: drawing again after no change is free. */
  #drawn: { from: readonly unknown[]; html: string } | null = null;

  html(): string {
    const from = [this.snapshot, this.#mode, this.host.store.changes];
    if (this.#drawn?.from.every((value, i) => value === from[i])) return this.#drawn.html;
    const html = this.#draw();
    this.#drawn = { from, html };
    return html;
  }

  #draw(): string {
    const withFortune = this.#withFortune(this.snapshot);
    const shown =
      withFortune &&
      withGumption(withFortune, this.#facts(withFortune), this.host.store.okrpgOptions.gumption);
    const ae = trackerView(shown, GM, this.snapshot?.mode ?? this.#mode);
    const round = this.host.i18n.format("ACTION_ENGINE.Playground.Round", { round: ae.round });
    const none = ae.empty
      ? `<p class="pg-empty">${this.host.i18n.localize("ACTION_ENGINE.Playground.NoEncounter")}</p>`
      : "";
    return `<header class="pg-tracker-head"><h3 class="pg-round" data-round="${ae.round}">${round}</h3></header>${none}
      ${this.host.render(TRACKER_TEMPLATES.tracker, { ae, keptRows: true })}${this.host.render(TRACKER_TEMPLATES.footer, { ae })}`;
  }

  /**
   * The snapshot as its actors stand now, as Foundry's snapshotOf reads it: each combatant under
   * its actor's current name (a Combatant with no name of its own shows its actor's, renamed or
   * not) and, RULES 3, each Action character's Fortune.
   */
  #withFortune(snapshot: CombatSnapshot | null): CombatSnapshot | null {
    if (!snapshot) return null;
    const combatants = snapshot.combatants.map((c) => {
      const actor = this.host.store.actor(c.id);
      return { ...c, ...(actor ? { name: actor.name } : {}), ...fortuneOf(actor) };
    });
    return { ...snapshot, combatants };
  }

  /** The facts the moves read from each combatant's actor (prepared data). */
  #facts(snapshot: CombatSnapshot): FactsById {
    return Object.fromEntries(
      snapshot.combatants.map((c) => [c.id, actorFacts(this.host.store.actor(c.id))]),
    );
  }

  /** The Action Rounds attacker's ready hit points this round, or null when it has none. */
  readyHpOf(actorId: string): number | null {
    const s = this.snapshot;
    if (!s || s.mode !== "readyHp" || !s.state) return null;
    try {
      return readyHp.ready(s.state as ReadyHpState, actorId);
    } catch {
      return null;
    }
  }

  /** RULES 1.8: the setups the ladder keeps, in actor ids (the playground's combatant ids). */
  keptSetups(actorId: string): KeptSetups | null {
    const s = this.snapshot;
    if (!s || s.mode !== "ladder" || !s.state) return null;
    if (!s.combatants.some((c) => c.id === actorId)) return null;
    const ids = s.combatants.map((c) => [c.id, c.id] as const);
    return {
      kept: ladder.setups(s.state as LadderState),
      attacker: actorId,
      targets: Object.fromEntries(ids),
    };
  }

  /** RULES 3: the characters whose active defense holds on the called shot (combatant = actor id). */
  defending(): string[] {
    const s = this.snapshot;
    if (!s || s.mode !== "shots" || !s.state) return [];
    return shots.defending(s.state as ShotsState);
  }

  /** RULES 5: the defence bonus of each character evading on the turns tracker, by actor id. */
  evading(): Record<string, number> {
    const s = this.snapshot;
    if (!s || s.mode !== "turns" || !s.state) return {};
    const state = s.state as TurnsState;
    return Object.fromEntries(
      state.ids.flatMap((id) =>
        turns.defenseBonus(state, id) > 0 ? [[id, turns.defenseBonus(state, id)]] : [],
      ),
    );
  }

  /** Whether the character fights in the encounter under way (its combatant has the actor's id). */
  fights(actorId: string): boolean {
    const s = this.snapshot;
    return !!s?.started && s.combatants.some((c) => c.id === actorId);
  }

  /** RULES 4 multiple weapons: the weapons the attacker's latest act struck with, if it may add to it. */
  weaponsStruckBy(actorId: string): string[] {
    const s = this.snapshot;
    if (!s || s.mode !== "readyHp" || !s.state) return [];
    try {
      return readyHp.weaponsStruck(s.state as ReadyHpState, actorId);
    } catch {
      return [];
    }
  }

  /**
   * A click in the tracker: a control button, the mode select or the carry-over choice.
   * `clickCount` is the browser's (a click event's detail): the second click of a double click
   * counts only where the rules allow a second use (clickCounts).
   */
  async click(button: HTMLElement, clickCount = 1): Promise<void> {
    const action = button.dataset.action ?? "";
    if (action === "aeEndCombat") return this.#end();
    if (action === "aeChooseCarryOver") return this.#chooseCarryOver(button.dataset.combatantId!);
    if (action === "aeChooseSetUp") return this.#chooseSetUp(button.dataset.combatantId!);
    if (action === "aeOddsOpen") return openOddsPanel(this.host, () => this.snapshot);
    // As Foundry's executor: a click on an older state than the one shown now is a repeated click
    // (a double click), and one on the state a write is still being made from is too.
    const revision = Number(button.closest<HTMLElement>("[data-revision]")?.dataset.revision);
    const shown = this.snapshot?.revision;
    if (Number.isFinite(revision) && (revision !== shown || this.#writing === revision)) return;
    const row = button.closest(".ae-row");
    const field = (name: string) =>
      row?.querySelector<HTMLInputElement>(`input[name=${name}]`)?.valueAsNumber ?? null;
    const control = controlFromButton(action, { ...button.dataset }, field("hp"), field("against"));
    if (!control || !clickCounts(control.action, clickCount)) return;
    // a control that asks first (a side change mid-round), as the Foundry tracker's does; the
    // answer counts only on the state the question was asked on
    if (button.dataset.confirm && !(await this.#confirmed(button.dataset.confirm))) return;
    if (this.snapshot?.revision !== shown) return;
    this.#writing = Number.isFinite(revision) ? revision : null;
    try {
      await this.perform(control);
    } finally {
      this.#writing = null;
    }
  }

  #confirmed(question: string): Promise<boolean> {
    const t = (key: string) => this.host.i18n.localize(`ACTION_ENGINE.Tracker.Confirm.${key}`);
    return this.host.confirm({ title: t("Title"), content: question, yes: t("Yes"), no: t("No") });
  }

  /** The revision a click is being written from, while it is (see click). */
  #writing: number | null = null;

  async perform(control: Control): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    try {
      if (control.action === "startCombat" || control.action === "nextRound")
        await this.#startRound(snapshot);
      else await playControl(this.#controlHost(snapshot), snapshot, control);
    } catch (error) {
      this.host.refuse(error, snapshot.combatants);
    }
  }

  /** The playground as the host of the shared control pipeline (src/combat/moves/pipeline.ts). */
  #controlHost(snapshot: CombatSnapshot): ControlHost {
    return {
      facts: this.#facts(snapshot),
      gumption: this.host.store.okrpgOptions.gumption,
      roll: async (requests) => this.#roll(requests),
      write: async (from, outcome) => this.#write(from, combatWrite(from, outcome)),
      writeCombatants: async (diffs) => this.#combatants(snapshot, diffs),
      actor: (id) => this.host.store.actor(id),
      updateActor: async (id, update) => this.host.store.updateActor(id, update),
    };
  }

  /** Actors changed elsewhere (a card's Apply): the engines that follow actor data hear of it. */
  actorsChanged(actorIds: readonly string[]): void {
    for (const id of actorIds) {
      const s = this.snapshot;
      if (!s?.state || !engineOf(s.mode).ids(s.state).includes(id)) continue;
      const control = followActorControl(
        s.mode,
        s.state,
        id,
        actorFacts(this.host.store.actor(id)),
      );
      if (control) void this.perform(control);
    }
  }

  #roll(requests: readonly RollRequest[]): Rolled {
    const rolled: Record<string, number[]> = {};
    const messages: Omit<RollMessage, "id">[] = [];
    for (const request of requests) {
      const roll = this.host.roll(request.formula);
      rolled[request.key] = allFaces(roll);
      // as src/combat/foundry/rolls.ts: the combatant's name is the speaker and fills the flavour
      const speaker = request.combatantId
        ? (this.host.store.actor(request.combatantId)?.name ?? "")
        : "";
      const flavor = this.host.i18n.format(request.flavorKey, { ...request.data, name: speaker });
      messages.push({ speaker, flavor, formula: request.formula, total: roll.total });
    }
    this.postRolls(messages);
    if (requests.length)
      this.#record({
        operation: "ChatMessage.create",
        data: requests.map((r) => `${r.formula} → ${rolled[r.key].join(", ")}`),
      });
    return rolled;
  }

  /** RULES 1.8: the Set up button's dialog (src/combat/setup-dialog.ts), then the setup. */
  async #chooseSetUp(combatantId: string): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const content = setUpDialogHtml(this.host.i18n, snapshot, combatantId);
    if (content === null) return;
    const i18n = this.host.i18n;
    const control = await openModal<SetUpControl>({
      title: i18n.localize("ACTION_ENGINE.Tracker.SetUpDialog.Title"),
      content,
      classes: "action-engine",
      theme: document.body.classList.contains("theme-dark") ? "theme-dark" : "theme-light",
      closeLabel: i18n.localize("ACTION_ENGINE.Playground.Close"),
      buttons: [
        {
          label: i18n.localize("ACTION_ENGINE.Tracker.SetUpDialog.Confirm"),
          primary: true,
          value: (form) => setUpControlFrom(form, combatantId),
        },
      ],
    });
    if (control) await this.perform(control);
  }

  async #startRound(snapshot: CombatSnapshot): Promise<void> {
    const facts = this.#facts(snapshot);
    const options = this.#roundOptions();
    const rolled = this.#roll(roundRolls(snapshot, facts, options));
    const start = await withMoreRollOffs(
      rolled,
      (faces) => startRound(snapshot, facts, faces, options),
      async (request) => this.#roll([request]),
    );
    this.#write(snapshot, combatWrite(snapshot, start.outcome));
    for (const { combatantId, update } of start.actorUpdates)
      this.host.store.updateActor(combatantId, update);
  }

  #write(snapshot: CombatSnapshot, write: CombatWrite): void {
    this.snapshot = snapshotAfter(snapshot, write);
    this.#record({ operation: "Combat.update", data: write });
  }

  #combatants(snapshot: CombatSnapshot, diffs: ReturnType<typeof combatantWrite>): void {
    this.snapshot = snapshotWithCombatants(snapshot, diffs);
    for (const diff of diffs) this.#record({ operation: "Combatant.update", data: diff });
  }

  #record(entry: { operation: string; data: unknown }): void {
    this.host.store.record({
      ...entry,
      name: this.host.i18n.localize("ACTION_ENGINE.Playground.Encounter"),
    });
  }

  /**
   * RULES 4: the hit points held back as carry-over, at most half the non-damaged ones, and how
   * far the opponent stands (the reach tie-break).
   */
  async #chooseCarryOver(combatantId: string): Promise<void> {
    const snapshot = this.snapshot;
    const one = snapshot?.combatants.find((c) => c.id === combatantId);
    if (!snapshot || !one) return;
    const entry = readyHpEntry(one, actorFacts(this.host.store.actor(combatantId)));
    const max = maxCarryOver(entry.nonDamaged);
    const T = "ACTION_ENGINE.Tracker.CarryOverDialog";
    const i18n = this.host.i18n;
    const name = one.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const answer = await openModal<{ hp: number; distance: number }>({
      title: i18n.localize(`${T}.Title`),
      content: `<p>${i18n.format(`${T}.Prompt`, { name, max, hp: entry.nonDamaged })}</p>
        <label class="ae-carry-over">${i18n.localize(`${T}.Label`)}
        <input type="number" name="hp" min="0" max="${max}" step="1" value="${Math.min(max, one.system.carryOverChoice)}"></label>
        <label class="ae-carry-over">${i18n.localize(`${T}.Distance`)}
        <input type="number" name="distance" min="0" max="${MAX_DISTANCE}" step="1" value="${one.system.distance ?? ""}" placeholder="${i18n.localize(`${T}.Unknown`)}"></label>
        <p class="hint">${i18n.localize(`${T}.DistanceHint`)}</p>`,
      classes: "action-engine",
      theme: document.body.classList.contains("theme-dark") ? "theme-dark" : "theme-light",
      closeLabel: i18n.localize("ACTION_ENGINE.Playground.Close"),
      buttons: [
        {
          label: i18n.localize(`${T}.Confirm`),
          primary: true,
          value: (form) => {
            const field = (name: string) =>
              (form.elements.namedItem(name) as HTMLInputElement).valueAsNumber;
            return { hp: field("hp"), distance: field("distance") };
          },
        },
      ],
    });
    if (answer === null || !Number.isFinite(answer.hp)) return;
    await this.perform(carryOverControl(combatantId, answer, max));
  }
}
