import { notify } from "../../../ui/foundry/notify";
import { key } from "../../view-models/shared";
import { resolveSync } from "./documents";

/*
 * A target's name on a card links to its token, as dnd5e's attack messages do
 * (module/documents/chat-message.mjs: `_onTargetHoverIn` lights the token with
 * `Token#_onHoverIn(event, {hoverOutOthers: true})` unless it is controlled, `_onTargetHoverOut`
 * puts it out with `Token#_onHoverOut`, a click pans with `canvas.animatePan(token.center)`).
 * Pointing at the name lights the token; a click pans the canvas to it. A token deleted since,
 * standing on another scene or not visible to this user is named in a notice instead.
 */

/** The parts of a Token placeable used here. */
interface TokenPlaceable {
  readonly isVisible: boolean;
  readonly controlled: boolean;
  readonly center: { readonly x: number; readonly y: number };
  _onHoverIn(event: Event, options: { hoverOutOthers: boolean }): unknown;
  _onHoverOut(event: Event): unknown;
}

/** The parts of a TokenDocument used here. */
interface TokenDocument {
  readonly parent: { readonly id: string | null; readonly name: string } | null;
  readonly object: TokenPlaceable | null;
}

interface CanvasLike {
  readonly scene: { readonly id: string | null } | null;
  animatePan(view: { x: number; y: number }): Promise<unknown>;
}

const canvasNow = () => canvas as unknown as CanvasLike | null;

type Found =
  | { readonly ok: true; readonly token: TokenPlaceable }
  | { readonly ok: false; readonly code: string; readonly details: Record<string, string> };

/** The token the uuid names, drawn on the scene in view and visible to this user; or why not. */
export function tokenInView(uuid: string, name: string): Found {
  const doc = resolveSync<TokenDocument>(uuid);
  if (!doc?.parent) return { ok: false, code: "Gone", details: { name } };
  if (doc.parent.id !== canvasNow()?.scene?.id)
    return { ok: false, code: "Elsewhere", details: { name, scene: doc.parent.name } };
  const token = doc.object;
  if (!token?.isVisible) return { ok: false, code: "NotInView", details: { name } };
  return { ok: true, token };
}

/** The link's token uuid and the target's name, from the element under the pointer. */
function linkOf(event: Event): { uuid: string; name: string } | null {
  const link = (event.target as HTMLElement | null)?.closest?.<HTMLElement>("[data-token-link]");
  const uuid = link?.dataset.tokenLink;
  return link && uuid ? { uuid, name: link.textContent?.trim() ?? "" } : null;
}

/** A click on a target's name: the canvas pans to its token, or the notice says why not. */
export function panToLinkedToken(event: Event): boolean {
  const link = linkOf(event);
  if (!link) return false;
  event.preventDefault();
  const found = tokenInView(link.uuid, link.name);
  if (!found.ok) notify("warn", key("TokenLink", found.code), found.details);
  else void canvasNow()?.animatePan({ x: found.token.center.x, y: found.token.center.y });
  return true;
}

/** The token lit while the pointer is on its name (one per client). */
let lit: TokenPlaceable | null = null;

/** The pointer entered a target's name: its token lights up, as a hover on the canvas does. */
export function lightLinkedToken(event: Event): void {
  const link = linkOf(event);
  if (!link) return;
  const found = tokenInView(link.uuid, link.name);
  if (!found.ok || found.token === lit) return;
  if (!found.token.controlled) found.token._onHoverIn(event, { hoverOutOthers: true });
  lit = found.token;
}

/** The pointer left a target's name: its token's light goes out. */
export function dimLinkedToken(event: Event): void {
  if (!linkOf(event) || !lit) return;
  lit._onHoverOut(event);
  lit = null;
}
