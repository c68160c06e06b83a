/*
 * What a press of a card's button sends: its data-* values, less its action, and the values of the
 * fields in the group it belongs to (an element marked data-fields; each field named by its
 * data-field), such as the GM's adjustment's amount and reason. DOM only: Foundry's card and the
 * playground's read a press the same way.
 */

/** The data a card button's press sends with its action. */
export function clickData(button: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(button.dataset))
    if (name !== "action" && value !== undefined) data[name] = value;
  const group = button.closest("[data-fields]");
  for (const field of group?.querySelectorAll<HTMLInputElement>("[data-field]") ?? [])
    data[field.dataset.field!] = field.value;
  return data;
}
