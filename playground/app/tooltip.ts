/*
 * Foundry shows an element's data-tooltip on hover and keyboard focus (its TooltipManager); the
 * playground does the same with one small floating box, so the tracker's and cards' explanations
 * (what "+3 carry" means, why a button is off) can be read here too. As in Foundry, the attribute's
 * value is HTML (foundryvtt#12356; the templates escape it, src/templates/helpers.ts `aeTooltip`):
 * the box shows the text it stands for, parsed in an inert document.
 */

const SHOW_AFTER_MS = 300;

export function installTooltips(doc: Document): void {
  const box = doc.createElement("div");
  box.className = "pg-tooltip";
  box.setAttribute("role", "tooltip");
  box.hidden = true;
  doc.body.append(box);
  let timer: number | undefined;
  let shownFor: Element | null = null;

  const hide = () => {
    window.clearTimeout(timer);
    shownFor = null;
    box.hidden = true;
  };
  const show = (holder: HTMLElement) => {
    const html = holder.dataset.tooltip ?? "";
    const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
    if (!text) return hide();
    shownFor = holder;
    box.textContent = text;
    box.hidden = false;
    const where = holder.getBoundingClientRect();
    const left = Math.min(Math.max(4, where.left), window.innerWidth - box.offsetWidth - 4);
    const below = where.bottom + 6 + box.offsetHeight < window.innerHeight;
    box.style.left = `${left}px`;
    box.style.top = `${below ? where.bottom + 6 : where.top - box.offsetHeight - 6}px`;
  };
  const from = (event: Event) =>
    (event.target instanceof Element ? event.target : null)?.closest<HTMLElement>(
      "[data-tooltip]",
    ) ?? null;

  doc.addEventListener("pointerover", (event) => {
    const holder = from(event);
    if (holder === shownFor) return;
    hide();
    if (holder) timer = window.setTimeout(() => show(holder), SHOW_AFTER_MS);
  });
  doc.addEventListener("focusin", (event) => {
    const holder = from(event);
    hide();
    if (holder) show(holder);
  });
  doc.addEventListener("focusout", hide);
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hide();
  });
}
