import { DOCUMENT_ACTIONS, ignoreSubmit } from "./actions";
import { applyInput, enrichEditors, readSheetInput, type Updatable } from "./io";
import { foundryTemplate, itemSheetParts, SHEET_SIZE } from "../layout";
import { sheetSnapshot, type PlainDocument } from "../snapshot";
import { itemSheetView, withEnriched } from "../view-models";

import { itemSheetBase } from "./sheet-base";
import { keepFocus } from "../../ui/focus";

type Part = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/**
 * The sheet of every item type: header and one body of fields built from the type's descriptor,
 * then the description. Inputs are applied one at a time, as on the actor sheets.
 */
export class ActionEngineItemSheet extends itemSheetBase() {
  static override DEFAULT_OPTIONS = {
    classes: ["action-engine", "ae-sheet", "ae-sheet--item"],
    position: { ...SHEET_SIZE.item },
    window: { resizable: true },
    form: { submitOnChange: false, closeOnSubmit: false, handler: ignoreSubmit },
    actions: { ...DOCUMENT_ACTIONS },
  };

  protected override _configureRenderParts(_options: unknown): Record<string, Part> {
    return Object.fromEntries(
      itemSheetParts().map((part) => [
        part.id,
        {
          template: foundryTemplate(part.template),
          ...(part.scrollable ? { scrollable: [""] } : {}),
        },
      ]),
    );
  }

  // foundry-vtt-types 13.345 types the render context as the base sheet's; ours is the view
  // model's (ItemSheetContext), hence the cast.
  protected override async _prepareContext(options: never) {
    const base = await super._prepareContext(options);
    const snapshot = sheetSnapshot(this.item as unknown as PlainDocument, {
      documentName: "Item",
      editable: this.isEditable,
    });
    const context = itemSheetView(snapshot);
    const enriched = await enrichEditors(context.editors, this.item);
    return { ...base, ...withEnriched(context, enriched) } as never;
  }

  /** One changed input: one update of the item, or a refusal naming the field and value. */
  /** A click re-renders the sheet: the keyboard focus goes back to the control used (src/ui/focus). */
  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    keepFocus(this.element);
  }

  protected override _onChangeForm(formConfig: never, event: Event): void {
    const input = readSheetInput(event.target);
    if (!input) return super._onChangeForm(formConfig, event);
    void applyInput(this.item as unknown as Updatable, input, () => this.render());
  }
}
