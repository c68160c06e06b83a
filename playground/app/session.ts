import { sessionRestores } from "../../src/rules/checks/action-session";
import type { Host } from "./host";

/*
 * Seed 002 (sessions): the GM's New session in an Action world, as the Foundry API's
 * newSession (src/documents/new-session.ts): asked first, then one update per hero who lost Hits
 * or Fortune.
 */

const KEY = "ACTION_ENGINE.Notify.NewSession";

export async function newSession(host: Host): Promise<void> {
  const i18n = host.i18n;
  const actors = host.store.ids().flatMap((id) => {
    const actor = host.store.actor(id);
    return actor ? [{ ...actor, items: [] }] : [];
  });
  const restores = sessionRestores(actors);
  if (restores.length === 0) return host.notify(i18n.localize(`${KEY}.Nothing`), "info");
  const names = restores.map((r) => r.actor.name).join(", ");
  const confirmed = await host.confirm({
    title: i18n.localize(`${KEY}.Title`),
    content: i18n.format(`${KEY}.Question`, { names }),
    yes: i18n.localize(`${KEY}.Yes`),
    no: i18n.localize(`${KEY}.No`),
  });
  if (!confirmed) return;
  for (const { actor, patch } of restores) host.store.updateActor(actor.id, { ...patch });
  host.notify(i18n.format(`${KEY}.Done`, { count: restores.length }), "info");
}
