import { SYSTEM_PATH } from "../config";

/** The chat card and roll dialog templates, and the parts they include as partials. */
export const CHAT_TEMPLATES = [
  "chat/okrpg-card.hbs",
  "chat/occult-card.hbs",
  "chat/action-card.hbs",
  "chat/mano-card.hbs",
  "chat/damaged-card.hbs",
  "chat/check-card.hbs",
  "chat/defeat.hbs",
  "chat/parts/adjustment.hbs",
  "chat/parts/badges.hbs",
  "chat/parts/breakdown.hbs",
  "chat/parts/button.hbs",
  "chat/parts/buttons.hbs",
  "chat/parts/header.hbs",
  "chat/parts/hidden.hbs",
  "chat/parts/lines.hbs",
  "chat/parts/menu.hbs",
  "chat/parts/reason.hbs",
  "chat/parts/roll.hbs",
  "chat/parts/sections.hbs",
  "chat/parts/target.hbs",
  "chat/parts/targets.hbs",
  "dialog/attack.hbs",
  "dialog/check.hbs",
  "dialog/parts/field.hbs",
  "dialog/parts/live.hbs",
].map((relative) => `${SYSTEM_PATH}/templates/${relative}`);

/** A defeat announced in chat (src/combat/foundry/defeat-message.ts). */
export const DEFEAT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/defeat.hbs`;

/** The roll dialog's template and the part that follows the choices live. */
export const DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/attack.hbs`;
export const LIVE_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/parts/live.hbs`;

/** The check dialog's template (src/chat/view-models/dialog/check.ts). */
export const CHECK_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/dialog/check.hbs`;
