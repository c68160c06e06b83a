import { sessionRestores } from "../rules/checks/action-session";
import type { CheckActor } from "../rules/checks/types";
import { notify } from "../ui/foundry/notify";
import { escapeHtml } from "../ui/html";

/*
 * A new session for the whole world (seed 002, sessions): after the GM confirms, every Action
 * hero who lost Hits or Fortune gets them back, one actor update each. Players are refused with a
 * notice; the per-character way is the sheet's New session check.
 */

const KEY = "ACTION_ENGINE.Notify.NewSession";

interface SessionActor extends CheckActor {
  readonly id: string;
  update(data: object): Promise<unknown>;
}

/** Resolves with the number of heroes restored, or null when refused or not confirmed. */
export async function newSession(): Promise<number | null> {
  const i18n = game.i18n!;
  if (!(game.user as unknown as { isGM: boolean } | null)?.isGM) {
    notify("warn", `${KEY}.GMOnly`);
    return null;
  }
  const actors = (game.actors?.contents ?? []) as unknown as SessionActor[];
  const restores = sessionRestores(
    actors.map((actor) => ({
      id: actor.id,
      name: actor.name,
      type: actor.type,
      system: actor.system,
      items: [],
      actor,
    })),
  );
  if (restores.length === 0) {
    notify("info", `${KEY}.Nothing`);
    return 0;
  }
  const names = restores.map((r) => r.actor.name);
  const confirmed = await (
    foundry.applications.api.DialogV2 as unknown as {
      confirm(config: object): Promise<boolean | null>;
    }
  ).confirm({
    window: { title: i18n.localize(`${KEY}.Title`) },
    // the names are user text: the sentence is escaped before it goes into the dialog's HTML
    content: `<p>${escapeHtml(i18n.format(`${KEY}.Question`, { names: names.join(", ") }))}</p>`,
  });
  if (confirmed !== true) return null;
  for (const { actor, patch } of restores) await actor.actor.update(patch);
  notify("info", `${KEY}.Done`, { count: restores.length });
  return restores.length;
}
