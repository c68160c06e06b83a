import { key } from "../view-models/shared";
import { notify } from "../../ui/foundry/notify";

/** A refusal or notice to show: a lang key and the values its placeholders name. */
export interface Notice {
  readonly i18nKey: string;
  readonly details?: Readonly<Record<string, string | number>>;
}

/** A lang key under ACTION_ENGINE.Card.Notify. */
export function notice(code: string, details: Record<string, string | number> = {}): Notice {
  return { i18nKey: key("Notify", code), details };
}

/** Shows a notice as a localised warning. */
export function warn(n: Notice): void {
  notify("warn", n.i18nKey, n.details ?? {});
}
