/*
 * A modal window in the look of Foundry's DialogV2 (the playground's shell.css): a title, the
 * content in a form, and buttons. Resolves with the chosen button's value, or null when closed.
 */

export interface ModalButton<T> {
  readonly label: string;
  readonly value: (form: HTMLFormElement) => T | null;
  readonly primary?: boolean;
  /** the button's `data-action`, as Foundry's DialogV2 names its buttons ("roll") */
  readonly action?: string;
}

export interface ModalOptions<T> {
  readonly title: string;
  readonly content: string;
  readonly classes?: string;
  readonly buttons: readonly ModalButton<T>[];
  readonly theme: string;
  /** called once the content is in the page (live updates) */
  readonly onRender?: (form: HTMLFormElement) => void;
  readonly closeLabel: string;
}

export function openModal<T>(o: ModalOptions<T>): Promise<T | null> {
  return new Promise((resolve) => {
    const dialog = document.createElement("dialog");
    dialog.className = "pg-modal";
    dialog.innerHTML = `<form class="application themed ${o.theme} ${o.classes ?? ""}" method="dialog">
      <header class="window-header"><h1 class="window-title"></h1>
        <button type="button" class="pg-close" data-close aria-label=""><span aria-hidden="true">✕</span></button></header>
      <section class="window-content">${o.content}</section>
      <footer class="form-footer pg-modal__buttons"></footer></form>`;
    const form = dialog.querySelector("form")!;
    dialog.querySelector(".window-title")!.textContent = o.title;
    dialog.querySelector("[data-close]")!.setAttribute("aria-label", o.closeLabel);
    const footer = dialog.querySelector("footer")!;
    let settled = false;
    const finish = (value: T | null) => {
      if (settled) return;
      settled = true;
      dialog.close();
      dialog.remove();
      resolve(value);
    };
    o.buttons.forEach((b, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = b.label;
      button.dataset.button = String(index);
      if (b.primary) button.classList.add("pg-primary");
      if (b.action) button.dataset.action = b.action;
      button.addEventListener("click", () => finish(b.value(form)));
      footer.append(button);
    });
    form.addEventListener("submit", (event) => event.preventDefault());
    dialog.querySelector("[data-close]")!.addEventListener("click", () => finish(null));
    dialog.addEventListener("cancel", () => finish(null));
    document.body.append(dialog);
    dialog.showModal();
    o.onRender?.(form);
    // showModal focuses the first control, the ✕: a window that puts it nowhere else (a
    // confirmation) opens on its primary button, the likely answer
    if (document.activeElement === dialog.querySelector("[data-close]"))
      (footer.querySelector<HTMLElement>(".pg-primary") ?? footer.querySelector("button"))?.focus();
  });
}
