/*
 * The two sheet base classes, HandlebarsApplicationMixin(ActorSheetV2) and
 * HandlebarsApplicationMixin(ItemSheetV2), seen through the members our sheets use.
 *
 * Why not the mixin's own types: with foundry-vtt-types 13.345, checking a class that extends the
 * mixin's result makes `tsc` expand the mixin's generics until it runs out of memory (4 GB after
 * six minutes in CI; a `@ts-ignore` does not stop the expansion). The shapes below are what
 * Foundry v13's API documents for these members; the runtime classes are Foundry's own.
 */

type HandlebarsPart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type Context = Record<string, unknown>;

declare abstract class HandlebarsDocumentSheet {
  static DEFAULT_OPTIONS: object;
  constructor(options?: object);
  readonly isEditable: boolean;
  readonly element: HTMLElement;
  tabGroups: Record<string, string | null>;
  render(options?: boolean | object): Promise<unknown>;
  protected _configureRenderParts(options: unknown): Record<string, HandlebarsPart>;
  protected _prepareContext(options: unknown): Promise<Context>;
  protected _preparePartContext(
    partId: string,
    context: Context,
    options: unknown,
  ): Promise<Context>;
  protected _onChangeForm(formConfig: unknown, event: Event): void;
  protected _onRender(context: Context, options: unknown): Promise<void>;
}

export declare abstract class ActorSheetShape extends HandlebarsDocumentSheet {
  readonly actor: Actor.Implementation;
}

export declare abstract class ItemSheetShape extends HandlebarsDocumentSheet {
  readonly item: Item.Implementation;
}

/** Apply the mixin without letting TypeScript instantiate its types (see above). */
const withHandlebars = (base: unknown): unknown =>
  (foundry.applications.api.HandlebarsApplicationMixin as unknown as (b: unknown) => unknown)(base);

/** Foundry's handlebars actor sheet, read at call time (Foundry's globals exist only after load). */
export function actorSheetBase(): typeof ActorSheetShape {
  return withHandlebars(foundry.applications.sheets.ActorSheetV2) as typeof ActorSheetShape;
}

/** Foundry's handlebars item sheet. */
export function itemSheetBase(): typeof ItemSheetShape {
  return withHandlebars(foundry.applications.sheets.ItemSheetV2) as typeof ItemSheetShape;
}
