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
 * renderChatMessageHTML hook's `html`): `.message-content` takes the card's HTML, and listeners go
 * on the message. For speed the content is kept as text until something looks into it: then a
 * real `li.chat-message` is built from it, with the listeners on it, and the helpers read back the
 * card's buttons and fields and act on them as a user does (a click, text typed and left).
 */
export class MessageElement {
  readonly content = { innerHTML: "" };
  /** the chat log's `li.chat-message` carries its message's id (`data-message-id`) */
  constructor(readonly messageId: string | null = null) {}
  private readonly listeners: [string, (event: Event) => unknown, boolean][] = [];
  #element: HTMLElement | null = null;
  #builtFrom: string | null = null;

  /** The message as a real element, built from the content as it is now. */
  get element(): HTMLElement {
    if (this.#element && this.#builtFrom === this.content.innerHTML) return this.#element;
    const element = document.createElement("li");
    element.className = "chat-message message";
    if (this.messageId) element.dataset.messageId = this.messageId;
    element.innerHTML = `<div class="message-content">${this.content.innerHTML}</div>`;
    for (const [type, listener, capture] of this.listeners)
      element.addEventListener(type, listener, capture);
    this.#element = element;
    this.#builtFrom = this.content.innerHTML;
    return element;
  }

  /** The card's root element, once rendered. */
  get card(): HTMLElement | null {
    return this.element.querySelector<HTMLElement>(".ae-card");
  }

  get isConnected(): boolean {
    return false;
  }

  /** `.message-content` is the content the card hook fills; anything else is looked up in it. */
  querySelector<E extends Element = Element>(selector: string): E | null {
    if (selector === ".message-content") return this.content as unknown as E;
    return this.element.querySelector<E>(selector);
  }

  querySelectorAll(selector: string): NodeListOf<Element> {
    return this.element.querySelectorAll(selector);
  }

  /** `capture`: a listener on the way down (a details' toggle, which does not bubble) */
  addEventListener(type: string, listener: (event: Event) => unknown, capture = false): void {
    this.listeners.push([type, listener, capture]);
    this.#element?.addEventListener(type, listener, capture);
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

  /** A click on a breakdown's total: the browser opens or closes it and fires `toggle` (no bubbling). */
  toggle(details: HTMLDetailsElement): void {
    details.open = !details.open;
    details.dispatchEvent(new window.Event("toggle") as never);
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
