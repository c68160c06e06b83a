import { Window } from "happy-dom";

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

/**
 * A chat message's element as ChatMessage#renderHTML gives it (v13: an HTMLElement, the
 * renderChatMessageHTML hook's `html`): a real `li.chat-message` holding `.message-content`, which
 * the card hook fills and listens on. The helpers read back the rendered card's buttons and
 * fields and act on them as a user does: a click, or text typed into a field and left.
 */
export class MessageElement {
  readonly element: HTMLElement = document.createElement("li");

  constructor() {
    this.element.className = "chat-message message";
    this.element.innerHTML = `<div class="message-content"></div>`;
  }

  /** The message's content element, which the card fills. */
  get content(): HTMLElement {
    return this.element.querySelector<HTMLElement>(".message-content")!;
  }

  /** The card's root element, once rendered. */
  get card(): HTMLElement | null {
    return this.element.querySelector<HTMLElement>(".ae-card");
  }

  get isConnected(): boolean {
    return this.element.isConnected;
  }

  querySelector<E extends Element = Element>(selector: string): E | null {
    return this.element.querySelector<E>(selector);
  }

  querySelectorAll(selector: string): NodeListOf<Element> {
    return this.element.querySelectorAll(selector);
  }

  addEventListener(type: string, listener: (event: Event) => unknown): void {
    this.element.addEventListener(type, listener);
  }

  /** The buttons in the rendered card. */
  buttons(): HTMLButtonElement[] {
    return [...this.element.querySelectorAll<HTMLButtonElement>("button")];
  }

  /** The first button whose data-* values include these. */
  button(data: Record<string, string>): HTMLButtonElement {
    const found = this.buttons().find((b) =>
      Object.entries(data).every(([k, v]) => b.dataset[k] === v),
    );
    if (!found) throw new Error(`no button ${JSON.stringify(data)} in the card`);
    return found;
  }

  /**
   * A click on one of the card's elements, dispatched even on a disabled button so that the
   * card's own refusal of a disabled button is tested too.
   */
  click(target: Element): void {
    target.dispatchEvent(
      new window.MouseEvent("click", { bubbles: true, cancelable: true }) as never,
    );
  }

  /** The text fields in the rendered card. */
  inputs(): HTMLInputElement[] {
    return [...this.element.querySelectorAll<HTMLInputElement>("input")];
  }

  /** A user typed into a field and left it: the browser fires `change` (bubbling to here). */
  change(target: HTMLInputElement, value: string): void {
    target.value = value;
    dispatch(target, "change");
  }
}
