import { Window } from "happy-dom";

/**
 * A few hand-made elements, as far as the chat card hook uses them: a message element whose
 * `.message-content` takes the card's HTML and which dispatches clicks and changes to its
 * listeners; buttons and text fields read back from the rendered HTML with their data-* values
 * (`dataset`, camel-cased as the browser does), `disabled`, and `closest`. (Applications and dialogs render real HTML: see below.)
 */
type Listener = (event: { target: unknown; preventDefault(): void }) => unknown;

export class ClassList {
  private readonly names = new Set<string>();
  toggle(name: string): boolean {
    if (this.names.has(name)) this.names.delete(name);
    else this.names.add(name);
    return this.names.has(name);
  }
  contains(name: string): boolean {
    return this.names.has(name);
  }
}

export class CardRoot {
  readonly classList = new ClassList();
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export class ButtonElement {
  readonly attributes: Record<string, string> = {};
  constructor(
    readonly dataset: Record<string, string>,
    readonly disabled: boolean,
    private readonly card: CardRoot,
  ) {}
  closest(selector: string): unknown {
    if (selector === "[data-action]") return this;
    if (selector === ".ae-card") return this.card;
    return null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes[name] = value;
  }
}

/** A card's text field: its data-* values, its text and whether it is disabled. */
export class InputElement {
  constructor(
    readonly dataset: Record<string, string>,
    public value: string,
    readonly disabled: boolean,
  ) {}
  closest(selector: string): unknown {
    return selector === "input[data-change-action]" && this.dataset.changeAction ? this : null;
  }
}

export class MessageElement {
  readonly content = { innerHTML: "" };
  readonly card = new CardRoot();
  private readonly listeners: Record<string, Listener[]> = {};

  querySelector(selector: string): unknown {
    return selector === ".message-content" ? this.content : null;
  }

  addEventListener(type: string, listener: Listener): void {
    (this.listeners[type] ??= []).push(listener);
  }

  /** The buttons in the rendered card, each with its data-* values. */
  buttons(): ButtonElement[] {
    return [...this.content.innerHTML.matchAll(/<button\b([^>]*)>/g)].map((match) => {
      const attrs = match[1];
      const dataset = Object.fromEntries(
        [...attrs.matchAll(/\sdata-([\w-]+)="([^"]*)"/g)].map((m) => [camel(m[1]), m[2]]),
      );
      return new ButtonElement(dataset, /\sdisabled\b/.test(attrs), this.card);
    });
  }

  /** The first button whose data-* values include these. */
  button(data: Record<string, string>): ButtonElement {
    const found = this.buttons().find((b) =>
      Object.entries(data).every(([k, v]) => b.dataset[k] === v),
    );
    if (!found) throw new Error(`no button ${JSON.stringify(data)} in the card`);
    return found;
  }

  click(target: unknown): void {
    for (const listener of this.listeners.click ?? []) listener({ target, preventDefault() {} });
  }

  /** The text fields in the rendered card, with their data-* values and text. */
  inputs(): InputElement[] {
    return [...this.content.innerHTML.matchAll(/<input\b([^>]*)>/g)].map((match) => {
      const attrs = match[1];
      const dataset = Object.fromEntries(
        [...attrs.matchAll(/\sdata-([\w-]+)="([^"]*)"/g)].map((m) => [camel(m[1]), m[2]]),
      );
      const value = /\svalue="([^"]*)"/.exec(attrs)?.[1] ?? "";
      return new InputElement(dataset, value, /\sdisabled\b/.test(attrs));
    });
  }

  /** A user typed into a field and left it: the browser fires `change` (bubbling to here). */
  change(target: InputElement, value: string): void {
    target.value = value;
    for (const listener of this.listeners.change ?? []) listener({ target, preventDefault() {} });
  }
}

/*
 * Real HTML for the ApplicationV2 double: one happy-dom window for the test file; `elementFrom`
 * parses a part's HTML and returns its single root element (null when the HTML holds not exactly one
 * element, which Foundry's HandlebarsApplicationMixin refuses for a part).
 */
const window = new Window({ url: "http://localhost:30000/game" });
export const document = window.document as unknown as Document;

export function elementFrom(html: string): HTMLElement | null {
  const template = document.createElement("template");
  template.innerHTML = html;
  const roots = template.content.children;
  return roots.length === 1 ? (roots[0] as HTMLElement) : null;
}

/** A click as a user makes it on an element (refused on a disabled control, as a browser does). */
export function click(element: Element | null): void {
  if (!element) throw new Error("nothing to click");
  if ((element as HTMLButtonElement).disabled) throw new Error("the control is disabled");
  element.dispatchEvent(
    new window.MouseEvent("click", { bubbles: true, cancelable: true }) as never,
  );
}

/** Any other event a user causes on an element (pointerover, change, contextmenu …). */
export function dispatch(element: Element, type: string): void {
  element.dispatchEvent(new window.Event(type, { bubbles: true, cancelable: true }) as never);
}
