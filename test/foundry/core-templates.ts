/**
 * Stand-ins for the core templates the system's applications render beside their own (Foundry's
 * own files are not ours to read or copy). Each keeps only the structure the system relies on,
 * as open-source systems show it (test/foundry/BEHAVIOURS.md, "Applications"):
 * - the combat tracker's header: for a GM, `.encounter-controls.combat` with Roll All and Roll
 *   NPCs in `.control-buttons.left` (Draw Steel removes them from there), and Reset and the
 *   tracker settings in `.control-buttons.right`; the round in between; the button opening the
 *   encounter menu, `.encounter-context-menu` (the crucibletongs module opens core's encounter
 *   menu on that selector; where core places it: no source found).
 * - the tracker part: `li.combatant[data-combatant-id]` rows (Draw Steel's turn.hbs).
 * - the footer: a GM's previous/next round and turn buttons (Draw Steel's footer.hbs).
 */
type Context = {
  user?: { isGM?: boolean };
  combat?: { round?: number; turns?: { id: string; name: string }[] } | null;
};
const esc = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const button = (action: string) =>
  `<button type="button" class="inline-control combat-control icon" data-action="${action}" aria-label="${action}"></button>`;

function header({ user, combat }: Context): string {
  const gm = Boolean(user?.isGM);
  return `<header class="combat-tracker-header">
    ${gm ? `<nav class="encounters">${button("createCombat")}${button("cycleCombat")}</nav>` : ""}
    ${
      combat
        ? `<div class="encounter-controls combat">
      ${gm ? `<div class="control-buttons left">${button("rollAll")}${button("rollNPC")}</div>` : ""}
      <strong class="encounter-title">${combat.round ?? 0}</strong>
      ${gm ? `<div class="control-buttons right">${button("resetAll")}${button("trackerSettings")}<button type="button" class="inline-control icon encounter-context-menu" aria-label="encounter menu"></button></div>` : ""}
    </div>`
        : ""
    }
  </header>`;
}

function tracker({ combat }: Context): string {
  const rows = (combat?.turns ?? []).map(
    (turn) =>
      `<li class="combatant" data-combatant-id="${turn.id}" data-action="activateCombatant"><span class="name">${esc(turn.name)}</span></li>`,
  );
  return `<ol class="combat-tracker plain">${rows.join("")}</ol>`;
}

function footer({ user, combat }: Context): string {
  const gm = Boolean(user?.isGM) && combat;
  return `<nav class="combat-controls">${
    gm ? ["previousRound", "previousTurn", "nextTurn", "nextRound"].map(button).join("") : ""
  }</nav>`;
}

export const CORE_TEMPLATES: Record<string, (context: Context) => string> = {
  "templates/sidebar/tabs/combat/header.hbs": header,
  "templates/sidebar/tabs/combat/tracker.hbs": tracker,
  "templates/sidebar/tabs/combat/footer.hbs": footer,
};
