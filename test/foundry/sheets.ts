import { ApplicationV2, DialogV2 } from "./applications";
import { DocumentDouble } from "./documents";
import { dialogWindowId, placeInWindow } from "./generation";

/**
 * Test double for what the system's actor and item sheets touch in `foundry.applications` and
 * `foundry.appv1`, on top of the ApplicationV2 stand-in in ./applications.ts. Each behaviour
 * follows Foundry's public API documentation (foundryvtt.com/api, namespace
 * foundry.applications.sheets and the classes named below) and the v13 sheets of dnd5e:
 * - DocumentSheetV2 is built with `{document}`; `isEditable` holds when the user owns the document
 *   (API docs DocumentSheetV2#isEditable); its context names the document and whether it is
 *   editable; `tabGroups` holds each tab group's shown tab and `changeTab` switches it.
 * - ActorSheetV2 / ItemSheetV2 expose `actor` / `item`. An Item dropped on an actor sheet is, by
 *   default, created on the actor as a copy (API docs, "sheets": "the default assumption is a naive
 *   creation of the item … inside the sheet's associated document"; dnd5e's _onDropItem override
 *   falls back to the same creation).
 * - `_onChangeForm(formConfig, event)` runs for each change inside a sheet's form; with
 *   submitOnChange off it does nothing more (ApplicationV2 form handling).
 * - DocumentSheetConfig.registerSheet / unregisterSheet record which sheet class each document
 *   type uses; a document's `sheet` is an instance of its type's default sheet (API docs
 *   ClientDocument#sheet), one per document.
 * - TextEditor.implementation.enrichHTML resolves to the enriched HTML; the double turns
 *   content links `@UUID[uuid]{label}` into anchors, as Foundry's enricher does, and records calls.
 * - FilePicker.implementation is opened with `{type, current, callback}` and `browse()`; a test
 *   picks a file by calling the recorded callback. On v14 it may first be rendered into a
 *   detached window (test/foundry/generation.ts).
 * - DialogV2.confirm resolves true (yes), false (no) or null (closed); the double answers from a queue.
 * - handlebars.loadTemplates registers partials by path; the double records the paths.
 */

type Data = Record<string, unknown>;

export class DocumentSheetV2 extends ApplicationV2 {
  readonly document: DocumentDouble;
  tabGroups: Record<string, string | null> = {};

  constructor(options: Data & { document: DocumentDouble }) {
    super(options);
    this.document = options.document;
  }

  get isEditable(): boolean {
    return this.document.isOwner;
  }

  /** A rendered sheet joins its document's `apps` (ClientDocument#apps), and leaves on close. */
  override async render(options: object | boolean = {}): Promise<this> {
    await super.render(options as never);
    this.document.apps[this.appId] = this;
    return this;
  }

  override async close(): Promise<void> {
    delete this.document.apps[this.appId];
    await super.close();
  }

  protected override async _prepareContext(_options: object): Promise<Data> {
    return { document: this.document, editable: this.isEditable, rootId: this.document.id };
  }

  /** Switches a tab group's shown tab (ApplicationV2#changeTab; the double has no DOM to toggle). */
  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
  }

  protected override _onChangeForm(_formConfig: unknown, _event: unknown): void {}
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): DocumentDouble {
    return this.document;
  }

  /** The default drop of an Item document: a copy created on the actor, unless it is already its own. */
  async _onDropItem(_event: unknown, item: DocumentDouble): Promise<unknown> {
    if (!this.actor.isOwner) return null;
    if (item.parent === this.actor) return null; // sorting within the sheet: nothing is created
    const ItemClass = (globalThis as unknown as { Item?: typeof DocumentDouble }).Item!;
    const data = item.toObject();
    delete data._id;
    return ItemClass.create(data, { parent: this.actor });
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): DocumentDouble {
    return this.document;
  }
}

interface Registration {
  documentName: string;
  scope: string;
  sheetClass: unknown;
  types: string[];
  makeDefault: boolean;
  label: string;
}

export class DocumentSheetConfig {
  static registered: Registration[] = [];
  static unregistered: { documentName: string; scope: string; sheetClass: unknown }[] = [];

  static registerSheet(
    documentClass: { documentName: string },
    scope: string,
    sheetClass: unknown,
    options: { types?: string[]; makeDefault?: boolean; label?: string } = {},
  ): void {
    DocumentSheetConfig.registered.push({
      documentName: documentClass.documentName,
      scope,
      sheetClass,
      types: options.types ?? [],
      makeDefault: options.makeDefault ?? false,
      label: options.label ?? "",
    });
  }

  static unregisterSheet(
    documentClass: { documentName: string },
    scope: string,
    sheetClass: unknown,
  ): void {
    DocumentSheetConfig.unregistered.push({
      documentName: documentClass.documentName,
      scope,
      sheetClass,
    });
  }

  /** The default sheet class of a document type: the last registration that made itself default. */
  static defaultSheet(
    documentName: string,
    type: string,
  ): (new (options: Data) => ApplicationV2) | null {
    const found = DocumentSheetConfig.registered.findLast(
      (r) => r.documentName === documentName && r.makeDefault && r.types.includes(type),
    );
    return (found?.sheetClass as new (options: Data) => ApplicationV2) ?? null;
  }
}

export class TextEditor {
  static calls: { content: string; options: Data }[] = [];

  static get implementation(): typeof TextEditor {
    return TextEditor;
  }

  static async enrichHTML(content: string, options: Data = {}): Promise<string> {
    TextEditor.calls.push({ content, options });
    return String(content ?? "").replace(
      /@UUID\[([^\]]+)\]\{([^}]*)\}/g,
      (_m, uuid: string, label: string) =>
        `<a class="content-link" data-uuid="${uuid}">${label}</a>`,
    );
  }
}

export class FilePicker {
  static opened: FilePicker[] = [];
  /** v14: the detached window the picker lives in (generation.ts) */
  readonly window: { windowId?: string } = {};
  /** the window it browsed in, when it browsed */
  browsedIn: string | null = null;

  static get implementation(): typeof FilePicker {
    return FilePicker;
  }

  constructor(
    readonly options: { type?: string; current?: string; callback?: (path: string) => unknown },
  ) {}

  async render(options: object = {}): Promise<this> {
    placeInWindow(this, options);
    return this;
  }

  async browse(): Promise<void> {
    this.browsedIn = this.window.windowId ?? null;
    FilePicker.opened.push(this);
  }
}

/** DialogV2 with `confirm`: answers from `confirmAnswers` (true when the queue is empty). */
export class ConfirmingDialogV2 extends DialogV2 {
  static confirmAnswers: (boolean | null)[] = [];
  static confirms: Data[] = [];

  static async confirm(config: Data): Promise<boolean | null> {
    ConfirmingDialogV2.confirms.push(config);
    DialogV2.windows.push(dialogWindowId(config));
    return ConfirmingDialogV2.confirmAnswers.length
      ? ConfirmingDialogV2.confirmAnswers.shift()!
      : true;
  }
}

export const loadedTemplates: string[] = [];

/** Core's V1 sheets, which the system unregisters (foundry.appv1.sheets). */
export class V1ActorSheet {}
export class V1ItemSheet {}

/** The parts of foundry.applications the sheets add, merged into the namespace by index.ts. */
export const SHEET_APPLICATIONS = {
  api: { DialogV2: ConfirmingDialogV2 },
  sheets: { DocumentSheetV2, ActorSheetV2, ItemSheetV2 },
  apps: { DocumentSheetConfig, FilePicker },
  ux: { TextEditor },
  handlebars: {
    async loadTemplates(paths: string[]): Promise<void> {
      loadedTemplates.push(...paths);
    },
  },
};

export const APPV1 = { sheets: { ActorSheet: V1ActorSheet, ItemSheet: V1ItemSheet } };

const sheets = new WeakMap<DocumentDouble, ApplicationV2>();
// ClientDocument#sheet: the document's sheet, built once from its type's default sheet class.
Object.defineProperty(DocumentDouble.prototype, "sheet", {
  configurable: true,
  get(this: DocumentDouble) {
    if (!sheets.has(this)) {
      const SheetClass = DocumentSheetConfig.defaultSheet(this.documentName, this.type);
      if (!SheetClass) return null;
      sheets.set(this, new SheetClass({ document: this }));
    }
    return sheets.get(this);
  },
});

/** Clears what the sheet doubles recorded (call in beforeEach). */
export function resetSheetDoubles(): void {
  DocumentSheetConfig.registered = [];
  DocumentSheetConfig.unregistered = [];
  TextEditor.calls = [];
  FilePicker.opened = [];
  ConfirmingDialogV2.confirmAnswers = [];
  ConfirmingDialogV2.confirms = [];
  DialogV2.windows = [];
  loadedTemplates.length = 0;
}
