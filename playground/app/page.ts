import { RULESET_LABELS } from "../../src/config";
import { FocusMemory } from "../../src/ui/focus";
import { defeatedStatus } from "../../src/data/conditions";
import { undoDefeat } from "../../src/combat/defeat";
import { RULESET_IDS, parseRuleset, type RulesetId } from "../../src/rules/rulesets";
import type { DiceSource } from "../../src/rules/dice";
import { MOOK_SYSTEMS, type MookSystem } from "../../src/rules/options";
import { attackerTally } from "../../src/chat/attack/tally";
import { attack, targetViewsOf } from "./attack";
import { takeCheck } from "./check";
import { Chat } from "./chat";
import {
  ConditionEffects,
  conditionIconsHtml,
  paletteHtml,
  shownConditions,
  toggleCondition,
} from "./conditions";
import { createHost, type Host } from "./host";
import { referenceHtml, referencePagesOf } from "./reference";
import { newSession } from "./session";
import { openModal } from "./modal";
import { rosterOf, type RosterEntry } from "./roster";
import { actorSheetContent, onSheetChange, onSheetClick, type SheetEvents } from "./sheets";
import { Store, type LogEntry, type PreparedActor } from "./store";
import { Tracker } from "./tracker";
import { cardRollTotal } from "../../src/combat/moves/ready-hp";
import { escapeHtml } from "../../src/ui/html";
import { morphHtml } from "../../src/ui/morph";
import { clickData } from "../../src/chat/card/click-data";
import { OpenBreakdowns } from "../../src/ui/open-breakdowns";
import { showActingRow } from "../../src/ui/acting-row";

/*
 * The page: a header (ruleset, theme), the roster of the ruleset's sample characters, the sheets
 * of those picked, and a side column with the combat tracker, the chat log and the log of writes.
 * It only keeps what is shown (picks, targets, tabs) and renders; every rule is the shared code's.
 */

const P = "ACTION_ENGINE.Playground";
/** How many of the newest writes the Writes panel lists. */
const LOG_SHOWN = 40;

type Theme = "light" | "dark";

/** A write's data as "path value" lines (Foundry's flattened update keys), values shortened. */
function flatLines(data: unknown, prefix = "", into: [string, string][] = []): [string, string][] {
  if (data && typeof data === "object" && !Array.isArray(data) && into.length < 40) {
    for (const [key, value] of Object.entries(data))
      flatLines(value, prefix ? `${prefix}.${key}` : key, into);
    return into;
  }
  const text = typeof data === "string" ? data : JSON.stringify(data);
  into.push([prefix || "·", text.length > 120 ? `${text.slice(0, 120)}…` : text]);
  return into;
}

export class Page {
  readonly store = new Store();
  readonly host: Host;
  readonly chat: Chat;
  readonly tracker: Tracker;
  ruleset: RulesetId = "okrpg";
  theme: Theme = "light";
  roster: RosterEntry[] = [];
  picked: string[] = [];
  targets = new Set<string>();
  tabs = new Map<string, string>();
  collapsed = new Set<string>();
  /** statuses set as Foundry's own effects, and the characters whose status palette is open */
  readonly effects = new ConditionEffects();
  palettes = new Set<string>();
  /** the Reference panel's page */
  referencePage = 0;
  #scheduled = false;

  constructor(
    private readonly root: HTMLElement,
    dice: DiceSource,
    search: string,
  ) {
    const notices = document.createElement("ul");
    notices.className = "pg-notices";
    notices.setAttribute("aria-live", "polite");
    document.body.append(notices);
    this.host = createHost({
      store: this.store,
      dice,
      notices,
      ruleset: () => this.ruleset,
      theme: () => this.#themeClass(),
      refresh: () => this.render(),
    });
    this.chat = new Chat(this.host, (ids) => this.tracker.actorsChanged(ids));
    this.tracker = new Tracker(
      this.host,
      (rolls) => this.chat.postRolls(rolls),
      (actorId) => this.#defeated(actorId),
      (record) => this.chat.postDefeat(record),
    );
    const params = new URLSearchParams(search);
    if (params.get("theme") === "dark") this.theme = "dark";
    this.store.subscribe(() => {
      this.tracker.followDefeats();
      this.#schedule();
    });
    this.#wire();
    this.load(
      RULESET_IDS.includes(params.get("ruleset") as RulesetId)
        ? parseRuleset(params.get("ruleset"))
        : "okrpg",
    );
  }

  get i18n() {
    return this.host.i18n;
  }

  /** A ruleset's table: its sample characters, nobody picked, an empty chat and tracker. */
  load(ruleset: RulesetId): void {
    this.ruleset = ruleset;
    this.store.clear();
    this.roster = rosterOf(ruleset, (key, data) => this.i18n.format(key, data));
    for (const entry of this.roster) this.store.add(entry.actor);
    this.picked = [];
    this.effects.clear();
    this.palettes.clear();
    this.referencePage = 0;
    this.targets.clear();
    this.tabs.clear();
    this.chat.clear();
    this.tracker.reset(ruleset);
    this.render();
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // after the event that wrote has finished (a Tab has moved the focus on), so it can be kept
    setTimeout(() => {
      this.#scheduled = false;
      this.render();
    });
  }

  /** Foundry's Combatant#isDefeated: the token carries the world's defeated status. */
  #defeated(actorId: string): boolean {
    const actor = this.store.actor(actorId);
    if (!actor) return false;
    return shownConditions(this.ruleset, actor, this.effects).includes(
      defeatedStatus(this.ruleset),
    );
  }

  /**
   * A defeat message's Undo (src/combat/defeat.ts, the same as Foundry's): the defeated status
   * taken off the character, after which the tracker lets it join again; the message then says
   * so, unless the character's own data still puts it out of the fight.
   */
  async #undoDefeat(messageId: string): Promise<void> {
    const status = defeatedStatus(this.ruleset);
    await undoDefeat(this.chat.defeat(messageId)?.defeat ?? null, {
      // the playground's one user is the GM, who posted the message
      isGM: true,
      authorIsGM: true,
      combatant: (record) => {
        const snapshot = this.tracker.snapshot;
        if (snapshot?.id !== record.combatId) return null;
        return snapshot.combatants.find((c) => c.id === record.combatantId) ?? null;
      },
      clearDefeated: async (combatant) => {
        const actor = this.store.actor((combatant as { id: string }).id);
        if (!actor) return;
        const shown = shownConditions(this.ruleset, actor, this.effects);
        if (shown.includes(status)) toggleCondition(this.host, actor, this.effects, status, shown);
        this.tracker.followDefeats();
      },
      stillDefeated: (combatant) => this.#defeated((combatant as { id: string }).id),
      markUndone: async () => this.chat.markDefeatUndone(messageId),
      refuse: (key, details = {}) =>
        this.host.notify(this.i18n.format(`ACTION_ENGINE.Defeat.${key}`, details)),
    });
    this.render();
  }

  #themeClass(): string {
    return `theme-${this.theme}`;
  }

  /**
   * Renders the page from the store. Each region (header, roster, every sheet, tracker, chat,
   * writes) is replaced only when its HTML changed: a click in the tracker leaves the sheets'
   * elements (and the field being typed in) alone, and the browser lays out only what changed.
   */
  render(): void {
    // only when the theme changed: touching the body's classes restyles the whole page
    for (const theme of ["light", "dark"] as const)
      document.body.classList.toggle(`theme-${theme}`, theme === this.theme);
    document.title = this.i18n.localize(`${P}.Title`);
    if (!this.root.querySelector("[data-region=header]"))
      this.root.innerHTML = `<div data-region="header"></div>
      <main class="pg-main">
        <div data-region="roster"></div>
        <div class="pg-desk">
          <section class="pg-sheets" aria-label="${this.#t("Sheets")}"></section>
          <div data-region="reference"></div><div data-region="log"></div>
        </div>
        <aside class="pg-side">
          <div data-region="tracker"></div><div data-region="chat"></div>
        </aside>
      </main>`;
    this.#patch("header", this.#header());
    this.#patch("roster", this.#rosterHtml());
    this.#patchSheets();
    this.#patch("tracker", this.#window("pg-tracker", this.#t("Tracker"), this.tracker.html()));
    this.#patchChat();
    this.#patch(
      "reference",
      this.#window(
        "pg-reference",
        this.#t("Reference"),
        referenceHtml(referencePagesOf(this.ruleset), this.referencePage),
      ),
    );
    this.#patchLog();
    // after every region is drawn: the scroll lays the page out, once
    this.#actingShown = showActingRow(this.root, this.#actingShown);
    this.#focus.restore(this.root);
    for (const id of this.collapsed)
      this.root
        .querySelector(`[data-message-id="${id}"] .ae-card`)
        ?.classList.add("ae-card--collapsed");
  }

  /** The HTML each region shows now, to replace only those that change. */
  #shown = new Map<string, string>();

  /**
   * A region's new HTML. The tracker's is morphed in (src/ui/morph.ts): at hundreds of rows,
   * replacing it all would rebuild and lay out every row for the one or two a click changed.
   */
  #patch(region: string, html: string): void {
    if (this.#shown.get(region) === html) return;
    const element = this.root.querySelector(`[data-region="${CSS.escape(region)}"]`);
    if (!element) return;
    if (region === "tracker") morphHtml(element, html, this.host.rowDrawings);
    else element.innerHTML = html;
    this.#shown.set(region, html);
  }

  /** the combatant whose tracker row was last scrolled into view (src/ui/acting-row.ts) */
  #actingShown: string | null = null;

  /** How many cards the chat showed at the last render. */
  #cardsShown = 0;

  /**
   * The chat column scrolls on its own, as Foundry's chat log: to the newest card when one is
   * posted (or when it was at the bottom already), else it keeps its place across re-renders. A
   * new card taller than the log shows from its top (who attacks, the roll), not its end.
   */
  #patchChat(): void {
    const before = this.root.querySelector<HTMLElement>(".pg-chat > .window-content");
    const top = before?.scrollTop ?? 0;
    const atBottom = !before || before.scrollTop + before.clientHeight >= before.scrollHeight - 4;
    this.#patch("chat", this.#window("pg-chat", this.#t("Chat"), this.#chatHtml()));
    const log = this.root.querySelector<HTMLElement>(".pg-chat > .window-content");
    const posted = this.chat.posts.length > this.#cardsShown;
    this.#cardsShown = this.chat.posts.length;
    if (!log) return;
    log.scrollTop = posted || atBottom ? log.scrollHeight : top;
    const newest = log.querySelector<HTMLElement>(".chat-message:last-child");
    if (posted && newest && newest.offsetHeight > log.clientHeight)
      log.scrollTop += newest.getBoundingClientRect().top - log.getBoundingClientRect().top;
  }

  /** One region per picked character's sheet, in the order they were picked. */
  #patchSheets(): void {
    const container = this.root.querySelector<HTMLElement>(".pg-sheets")!;
    const layout = this.picked.join(" ") || "-";
    if (container.dataset.layout !== layout) {
      container.dataset.layout = layout;
      container.innerHTML = this.picked.length
        ? this.picked.map((id) => `<div data-region="sheet:${id}"></div>`).join("")
        : `<p class="pg-intro">${this.#t("Intro")}</p><p class="pg-empty">${this.#t("PickSomeone")}</p>`;
      for (const region of this.#shown.keys())
        if (region.startsWith("sheet:")) this.#shown.delete(region);
    }
    for (const id of this.picked) this.#patch(`sheet:${id}`, this.#sheet(id));
  }

  /** the control focused last, put back after each render (src/ui/focus.ts, as in Foundry) */
  readonly #focus = new FocusMemory();

  /** the cards' breakdowns left open, drawn open again (src/ui/open-breakdowns.ts, as in Foundry) */
  readonly #breakdowns = new OpenBreakdowns();

  #t(key: string, data?: Record<string, unknown>): string {
    return escapeHtml(
      data ? this.i18n.format(`${P}.${key}`, data) : this.i18n.localize(`${P}.${key}`),
    );
  }

  #header(): string {
    const options = RULESET_IDS.map(
      (id) =>
        `<option value="${id}"${id === this.ruleset ? " selected" : ""}>${escapeHtml(this.i18n.localize(RULESET_LABELS[id]))}</option>`,
    ).join("");
    const dark = this.theme === "dark";
    return `<header class="pg-header">
      <h1>${this.#t("Title")}</h1>
      <label class="pg-ruleset">${this.#t("Ruleset")} <select name="pgRuleset">${options}</select></label>
      ${this.#worldRulesHtml()}
      <button type="button" class="pg-theme" data-pg="theme" aria-pressed="${dark}">${this.#t(dark ? "ThemeLight" : "ThemeDark")}</button>
      ${
        // seed 002: the GM's New session, an Action world's own (game.system.api.newSession)
        this.ruleset === "action"
          ? `<button type="button" class="pg-session" data-pg="session">${escapeHtml(this.i18n.localize("ACTION_ENGINE.Notify.NewSession.Button"))}</button>`
          : ""
      }
    </header>`;
  }

  /**
   * OK RPG's world settings the page's GM may switch (Foundry's settings): the optional gumption
   * and limb-mangling rules, and the damage system characters use unless they choose their own.
   */
  #worldRulesHtml(): string {
    if (this.ruleset !== "okrpg") return "";
    const options = this.store.okrpgOptions;
    const box = (rule: "gumption" | "limbMangling", label: string) =>
      `<label class="pg-world-rule"><input type="checkbox" data-pg="worldRule" data-rule="${rule}"${options[rule] ? " checked" : ""}> ${this.#t(label)}</label>`;
    const systems = MOOK_SYSTEMS.map(
      (m) =>
        `<option value="${m}"${m === options.defaultMookSystem ? " selected" : ""}>${escapeHtml(this.i18n.localize(`ACTION_ENGINE.Choice.mookSystem.${m}`))}</option>`,
    ).join("");
    return `${box("gumption", "GumptionRule")}${box("limbMangling", "LimbManglingRule")}
      <label class="pg-world-rule">${this.#t("DefaultDamageSystem")} <select data-pg="defaultMookSystem">${systems}</select></label>`;
  }

  #rosterHtml(): string {
    const entries = this.roster
      .map(({ actor, problems }) => {
        const picked = this.picked.includes(actor._id);
        const warn = problems.length
          ? `<ul class="pg-problems">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>`
          : "";
        const prepared = this.store.actor(actor._id);
        const shown = prepared ? shownConditions(this.ruleset, prepared, this.effects) : [];
        const open = this.palettes.has(actor._id);
        const palette = open ? paletteHtml(this.host, this.ruleset, actor._id, shown) : "";
        return `<li class="pg-character${picked ? " is-picked" : ""}" data-actor="${actor._id}">
          <label><input type="checkbox" data-pg="pick" value="${actor._id}"${picked ? " checked" : ""}>
          <img src="${escapeHtml(actor.img ?? "")}" alt="" width="32" height="32"> <span>${escapeHtml(prepared?.name ?? actor.name)}</span></label>
          <button type="button" class="pg-palette-toggle" data-pg="palette" data-actor="${actor._id}" aria-expanded="${open}" title="${this.#t("Conditions")}" aria-label="${this.#t("Conditions")}">⋯</button>
          ${conditionIconsHtml(this.host, this.ruleset, shown)}${palette}${warn}</li>`;
      })
      .join("");
    return `<section class="pg-roster" aria-label="${this.#t("Roster")}">
      <h2>${this.#t("Roster")}</h2><p class="pg-hint">${this.#t("RosterHint")}</p><ul>${entries}</ul></section>`;
  }

  #window(cls: string, title: string, content: string): string {
    return `<section class="application themed ${this.#themeClass()} ${cls}">
      <header class="window-header"><h2 class="window-title">${title}</h2></header>
      <div class="window-content">${content}</div></section>`;
  }

  #sheet(id: string): string {
    const actor = this.store.actor(id);
    if (!actor) return "";
    const targeted = this.targets.has(id);
    return `<form class="application sheet action-engine themed ${this.#themeClass()} ae-sheet ae-sheet--actor pg-sheet" data-sheet-actor="${id}" autocomplete="off">
          <header class="window-header"><h2 class="window-title">${escapeHtml(actor.name)}</h2>
            <button type="button" class="pg-target" data-pg="target" data-actor="${id}" aria-pressed="${targeted}">${this.#t(targeted ? "Targeted" : "Target")}</button></header>
          <section class="window-content">${this.#sheetContent(actor, this.tabs.get(id))}</section></form>`;
  }

  /** A sheet's content, rendered again only once its actor is written or another tab is shown. */
  #sheetContent(actor: PreparedActor, tab: string | undefined): string {
    const cached = this.#sheetCache.get(actor);
    if (cached && cached.tab === tab) return cached.html;
    const html = actorSheetContent(this.host, actor, tab);
    this.#sheetCache.set(actor, { tab, html });
    return html;
  }

  #sheetCache = new WeakMap<PreparedActor, { tab: string | undefined; html: string }>();

  #chatHtml(): string {
    if (!this.chat.posts.length) return `<p class="pg-empty">${this.#t("ChatEmpty")}</p>`;
    const messagesHtml = this.chat.posts.map((m) =>
      this.#breakdowns.withOpenHtml(this.chat.html(m), m.id),
    );
    return `<ol class="chat-log pg-chat-log">${messagesHtml.join("")}</ol>`;
  }

  #logHtml(): string {
    const log = this.store.log;
    if (!log.length) return `<p class="pg-empty">${this.#t("LogEmpty")}</p>`;
    // the newest writes only: an hour of play would otherwise make each click slower than the last
    const first = Math.max(0, log.length - LOG_SHOWN);
    return `<p class="pg-hint">${this.#t("LogHint")}</p><ol class="pg-writes" reversed data-writes="${log.length}">${this.#logRows(first)}</ol>${this.#logEarlier(first)}`;
  }

  /** The writes from index `from` on, newest first, the newest one open. */
  #logRows(from: number): string {
    const log = this.store.log;
    let rows = "";
    for (let index = from; index < log.length; index++) {
      const entry = log[index];
      rows = `<li class="pg-write" value="${index + 1}">
          <details${index === log.length - 1 ? " open" : ""}><summary><span class="pg-write__op">${escapeHtml(entry.operation)}</span> <span class="pg-write__name">${escapeHtml(entry.name)}</span></summary>
          <ul class="pg-write__data">${this.#writeLines(entry)}</ul></details></li>${rows}`;
    }
    return rows;
  }

  #logEarlier(first: number): string {
    return first
      ? `<p class="pg-hint pg-writes-earlier">${escapeHtml(this.i18n.format(`${P}.LogEarlier`, { count: first }))}</p>`
      : "";
  }

  /** What the Writes panel shows: its theme, how many writes, and the newest one. */
  #logDrawn: { theme: string; writes: number; newest: LogEntry | undefined } | null = null;

  /**
   * The Writes panel after a click: the writes made since it was drawn go on top and the oldest
   * beyond the newest 40 go, the rest stays as it is (drawing and laying out the whole panel again
   * was a sixth of a tracker click). Drawn whole when it shows anything else (another theme, a
   * log started over).
   */
  #patchLog(): void {
    const log = this.store.log;
    const drawn = this.#logDrawn;
    const list = this.root.querySelector<HTMLElement>('[data-region="log"] .pg-writes');
    const added =
      drawn && list && drawn.theme === this.theme && log[drawn.writes - 1] === drawn.newest
        ? log.length - drawn.writes
        : -1;
    if (added < 0 || added > LOG_SHOWN) {
      this.#patch("log", this.#window("pg-log", this.#t("Log"), this.#logHtml()));
      this.#logDrawn = { theme: this.theme, writes: log.length, newest: log.at(-1) };
      return;
    }
    if (added === 0) return;
    list!.querySelector("details[open]")?.removeAttribute("open");
    list!.insertAdjacentHTML("afterbegin", this.#logRows(log.length - added));
    while (list!.children.length > LOG_SHOWN) list!.lastElementChild!.remove();
    list!.dataset.writes = String(log.length);
    const first = Math.max(0, log.length - LOG_SHOWN);
    list!.parentElement!.querySelector(".pg-writes-earlier")?.remove();
    list!.insertAdjacentHTML("afterend", this.#logEarlier(first));
    this.#shown.delete("log");
    this.#logDrawn = { theme: this.theme, writes: log.length, newest: log.at(-1) };
  }

  /** A write's paths and values; written once, so rendered once. */
  #writeLines(entry: LogEntry): string {
    let lines = this.#writeLinesCache.get(entry);
    if (lines === undefined) {
      lines = flatLines(entry.data)
        .map(([path, value]) => `<li><code>${escapeHtml(path)}</code> ${escapeHtml(value)}</li>`)
        .join("");
      this.#writeLinesCache.set(entry, lines);
    }
    return lines;
  }

  #writeLinesCache = new WeakMap<LogEntry, string>();

  #sheetEvents: SheetEvents = {
    attack: (actorId, itemId) => void this.#attack(actorId, itemId),
    check: (actorId, checkId) => void this.#check(actorId, checkId),
    tab: (actorId, tab) => {
      this.tabs.set(actorId, tab);
      this.render();
    },
    theme: () => this.#themeClass(),
    inEncounter: (actorId) => this.tracker.fights(actorId),
  };

  async #check(actorId: string, checkId: string): Promise<void> {
    const character = this.store.actor(actorId);
    if (!character) return;
    const made = await takeCheck(this.host, character, checkId, this.#themeClass());
    if (!made) return;
    this.chat.post(made.card, made.rolls);
    this.render();
  }

  async #attack(actorId: string, itemId: string): Promise<void> {
    const attacker = this.store.actor(actorId);
    if (!attacker) return;
    // the attacker's own tick stays in: the dialog says it is left out, as in Foundry
    const targets = [...this.targets]
      .filter((id) => this.picked.includes(id))
      .flatMap((id) => this.store.actor(id) ?? []);
    const bystanders = this.picked
      .filter((id) => id !== actorId && !this.targets.has(id))
      .flatMap((id) => this.store.actor(id) ?? []);
    const made = await attack(this.host, {
      attacker,
      weaponId: itemId,
      targets,
      bystanders,
      readyHp: this.tracker.readyHpOf(actorId),
      weaponsStruck: this.tracker.weaponsStruckBy(actorId),
      setups: this.tracker.keptSetups(actorId),
      inEncounter: this.tracker.fights(actorId),
      defending: this.tracker.defending(),
      evading: this.tracker.evading(),
      theme: this.#themeClass(),
    });
    if (!made) return;
    this.chat.post(made.card, made.rolls);
    // RULES 5 load: the round fired leaves the weapon, as in Foundry
    if (made.weaponUpdate) this.store.updateItem(actorId, itemId, { ...made.weaponUpdate });
    // RULES 2: the round's tally of attacks, written to the attacker as in Foundry
    const tally = attackerTally(made.card, attacker.system);
    if (tally) this.store.updateActor(actorId, tally);
    // RULES 4: the ready hit points spent on the attack leave the attacker's pool on the tracker
    if (made.hpSpent && this.tracker.readyHpOf(actorId) !== null)
      await this.tracker.perform({
        action: "spendHp",
        combatantId: actorId,
        hp: made.hpSpent,
        passive: false,
        weapon: itemId,
        total: cardRollTotal(made.card),
      });
    this.render();
  }

  /**
   * Another ruleset is another table: the characters, cards and encounter of this one go, so the
   * GM is asked first when any were used. The address names the ruleset, so a reload keeps it.
   */
  async #switchRuleset(select: HTMLSelectElement): Promise<void> {
    const next = parseRuleset(select.value);
    if (next === this.ruleset) return;
    if (this.picked.length || this.chat.posts.length || this.store.log.length) {
      const label = (id: RulesetId) => this.i18n.localize(RULESET_LABELS[id]);
      const confirmed = await openModal({
        title: this.i18n.localize(`${P}.SwitchTitle`),
        content: `<p>${this.#t("SwitchQuestion", { from: label(this.ruleset), to: label(next) })}</p>`,
        theme: this.#themeClass(),
        closeLabel: this.i18n.localize(`${P}.Close`),
        buttons: [
          { label: this.i18n.localize(`${P}.SwitchYes`), value: () => true, primary: true },
          { label: this.i18n.localize(`${P}.SwitchNo`), value: () => false },
        ],
      });
      if (!confirmed) {
        select.value = this.ruleset;
        this.#shown.delete("header");
        this.render();
        select.ownerDocument.querySelector<HTMLElement>("select[name=pgRuleset]")?.focus();
        return;
      }
    }
    this.load(next);
    this.#address();
    this.root.querySelector<HTMLElement>("select[name=pgRuleset]")?.focus();
  }

  /** The address says the ruleset and theme shown (the seed, if any, stays). */
  #address(): void {
    const url = new URL(window.location.href);
    url.searchParams.set("ruleset", this.ruleset);
    if (this.theme === "dark") url.searchParams.set("theme", "dark");
    else url.searchParams.delete("theme");
    window.history.replaceState(window.history.state, "", url);
  }

  #selection() {
    return targetViewsOf(
      [...this.targets]
        .filter((id) => this.picked.includes(id))
        .flatMap((id) => this.store.actor(id) ?? []),
    );
  }

  #wire(): void {
    this.#focus.watch(this.root);
    this.#breakdowns.follow(this.root);
    this.root.addEventListener("change", (event) => {
      const target = event.target as HTMLElement;
      // the region changed by hand is rendered again from the store: a refused value goes back
      const region = target.closest<HTMLElement>("[data-region]")?.dataset.region;
      if (region) this.#shown.delete(region);
      if (target.matches("select[name=pgRuleset]")) {
        void this.#switchRuleset(target as HTMLSelectElement);
        return;
      }
      if (target.matches("[data-pg=worldRule]")) {
        const rule = target.dataset.rule as "gumption" | "limbMangling";
        this.store.setOkrpgOptions({ [rule]: (target as HTMLInputElement).checked });
        return;
      }
      if (target.matches("[data-pg=defaultMookSystem]")) {
        const system = (target as HTMLSelectElement).value as MookSystem;
        this.store.setOkrpgOptions({ defaultMookSystem: system });
        return;
      }
      if (target.matches("[data-pg=pick]")) {
        const input = target as HTMLInputElement;
        this.picked = input.checked
          ? [...this.picked, input.value]
          : this.picked.filter((id) => id !== input.value);
        if (!input.checked) this.targets.delete(input.value);
        this.tracker.follow(this.picked);
        return this.render();
      }
      if (target.matches(".pg-tracker select[name=aeMode]")) {
        void this.tracker
          .perform({ action: "setMode", mode: (target as HTMLSelectElement).value as never })
          .then(() => this.render());
        return;
      }
      // a card's text field (the limb a hit struck), as src/chat/foundry/card/render.ts sends it
      const message = target.closest<HTMLElement>("[data-message-id]");
      if (message && target.matches("input[data-change-action]")) {
        const input = target as HTMLInputElement;
        const click = { action: input.dataset.changeAction!, data: { value: input.value } };
        this.chat.click(message.dataset.messageId!, click, () => this.#selection());
        return this.render();
      }
      const sheet = target.closest<HTMLElement>("[data-sheet-actor]");
      if (sheet) onSheetChange(this.host, sheet.dataset.sheetActor!, target);
    });
    this.root.addEventListener("submit", (event) => event.preventDefault());
    this.root.addEventListener("click", (event) => {
      const el = event.target as HTMLElement;
      const own = el.closest<HTMLElement>("[data-pg]");
      if (own?.dataset.pg === "theme") {
        this.theme = this.theme === "dark" ? "light" : "dark";
        this.#address();
        return this.render();
      }
      if (own?.dataset.pg === "session") {
        void newSession(this.host).then(() => this.render());
        return;
      }
      if (own?.dataset.pg === "reference") {
        this.referencePage = Number(own.dataset.page);
        return this.render();
      }
      if (own?.dataset.pg === "palette") {
        const id = own.dataset.actor!;
        if (this.palettes.has(id)) this.palettes.delete(id);
        else this.palettes.add(id);
        return this.render();
      }
      if (own?.dataset.pg === "condition") {
        const actor = this.store.actor(own.dataset.actor!);
        if (!actor) return;
        const shown = shownConditions(this.ruleset, actor, this.effects);
        toggleCondition(this.host, actor, this.effects, own.dataset.status!, shown);
        // a status set as an effect writes no actor: the tracker hears of it here
        this.tracker.followDefeats();
        return this.render();
      }
      if (own?.dataset.pg === "target") {
        const id = own.dataset.actor!;
        if (this.targets.has(id)) this.targets.delete(id);
        else this.targets.add(id);
        return this.render();
      }
      const button = el.closest<HTMLElement>("[data-action]");
      if (!button || (button as HTMLButtonElement).disabled) return;
      const sheet = button.closest<HTMLElement>("[data-sheet-actor]");
      if (sheet)
        return onSheetClick(this.host, sheet.dataset.sheetActor!, button, this.#sheetEvents);
      if (button.closest(".pg-tracker")) {
        void this.tracker.click(button, event.detail).then(() => this.render());
        return;
      }
      const message = button.closest<HTMLElement>("[data-message-id]");
      if (message && button.dataset.action === "aeUndoDefeat")
        return void this.#undoDefeat(message.dataset.messageId!);
      if (message) {
        const id = message.dataset.messageId!;
        if (button.dataset.action === "toggleTargets") {
          if (this.collapsed.has(id)) this.collapsed.delete(id);
          else this.collapsed.add(id);
          return this.render();
        }
        const action = button.dataset.action!;
        this.chat.click(id, { action, data: clickData(button) }, () => this.#selection());
        this.render();
      }
    });
  }
}
