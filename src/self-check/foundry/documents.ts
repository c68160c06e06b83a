/*
 * The documents the self-check makes and reads, seen through the members it uses of Foundry's
 * public API (v13 API: Document, Actor, Item, Scene, TokenDocument, Combat, ChatMessage,
 * CompendiumCollection, WorldCollection). Plain shapes: the steps need no more than these, and
 * foundry-vtt-types' deep generics are kept out of the self-check's code.
 */

export type Data = Record<string, unknown>;

export interface DocumentLike {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly documentName?: string;
  update(data: Data, options?: Data): Promise<unknown>;
  delete(options?: Data): Promise<unknown>;
  toObject(): Data;
}

export interface ItemLike extends DocumentLike {
  readonly type: string;
  readonly system: Data;
  readonly parent: unknown;
  createEmbeddedDocuments(name: string, data: Data[]): Promise<DocumentLike[]>;
}

export interface ActorLike extends DocumentLike {
  readonly type: string;
  readonly img?: string | null;
  readonly system: Data;
  readonly statuses: Set<string>;
  readonly items: { contents: ItemLike[]; get(id: string): ItemLike | undefined };
  readonly effects?: { contents: DocumentLike[] };
  readonly sheet: AppLike | null;
  readonly isOwner: boolean;
  createEmbeddedDocuments(name: string, data: Data[]): Promise<DocumentLike[]>;
  toggleStatusEffect(id: string, options?: Data): Promise<unknown>;
  prepareData(): void;
}

/** A placed token on the canvas (v13 Token): its document, and targeting it. */
export interface PlaceableLike {
  readonly document: TokenLike;
  setTarget?(targeted: boolean, options?: Data): void;
}

export interface TokenLike extends DocumentLike {
  readonly actor: ActorLike | null;
  readonly object?: PlaceableLike | null;
  hasStatusEffect?(id: string): boolean;
}

export interface SceneLike extends DocumentLike {
  readonly tokens: { get(id: string): TokenLike | undefined; contents: TokenLike[] };
  createEmbeddedDocuments(name: string, data: Data[]): Promise<TokenLike[]>;
  view(): Promise<unknown>;
}

export interface CombatantLike {
  readonly id: string | null;
  readonly name: string;
  readonly actor: ActorLike | null;
  readonly isDefeated?: boolean;
  readonly initiative?: number | null;
}

export interface CombatLike extends DocumentLike {
  readonly round: number;
  readonly turn: number | null;
  readonly turns: CombatantLike[];
  readonly combatant?: CombatantLike | null;
  readonly current?: { combatantId?: string | null } | null;
  readonly combatants: { contents: CombatantLike[]; get(id: string): CombatantLike | undefined };
  createEmbeddedDocuments(name: string, data: Data[]): Promise<CombatantLike[]>;
  startCombat(): Promise<unknown>;
}

export interface MessageLike extends DocumentLike {
  readonly type: string;
  readonly system: Data;
  readonly author?: { id: string } | null;
  readonly speaker?: { actor?: string | null; alias?: string | null } | null;
  renderHTML(): Promise<ElementLike>;
}

/** What the self-check reads of a rendered element (an HTMLElement, or the double's stand-in). */
export interface ElementLike {
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element> & Iterable<Element>;
}

/** An ApplicationV2: its element, its configured actions, rendering and closing. */
export interface AppLike {
  readonly element: HTMLElement;
  readonly options: { actions?: Record<string, unknown> };
  readonly window?: { windowId?: unknown } | null;
  render(options?: boolean | Data): Promise<unknown>;
  close(options?: Data): Promise<unknown>;
}

export interface PackLike {
  readonly collection: string;
  readonly documentName: string;
  /** a Collection of index entries (Foundry's Collection and a Map both give `values()`) */
  getIndex(): Promise<{ values(): Iterable<{ _id: string; name: string }> }>;
  getDocument(id: string): Promise<DocumentLike | null | undefined>;
}

/** A world collection that imports from a compendium (WorldCollection#importFromCompendium). */
export interface WorldCollectionLike {
  get(id: string): DocumentLike | undefined;
  importFromCompendium(pack: PackLike, id: string, updateData?: Data): Promise<DocumentLike>;
}
