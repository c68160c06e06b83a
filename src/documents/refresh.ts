/*
 * After a world setting the rules read changes (an optional rule, the default damage system, the
 * tracker's mode), every place showing values prepared under the old one is prepared and drawn
 * again on this client, so nothing waits for a reload.
 */

interface Placeable {
  renderFlags: { set(flags: Record<string, boolean>): void };
}

interface Prepared {
  prepareData(): void;
  /** ClientDocument#render: draws again every application showing the document */
  render(): void;
}

interface ActorLike extends Prepared {
  readonly items?: { readonly contents: readonly Prepared[] };
  getActiveTokens(): Placeable[];
}

interface TokenLike {
  readonly actorLink: boolean;
  readonly actor: ActorLike | null;
}

/** Every world actor and every unlinked token's own actor (pf2e's resetActors gathers the same). */
function preparedActors(): ActorLike[] {
  const world = (game.actors?.contents ?? []) as unknown as ActorLike[];
  const scenes = (game.scenes?.contents ?? []) as unknown as {
    tokens: { contents: readonly TokenLike[] };
  }[];
  const synthetic = scenes.flatMap((scene) =>
    scene.tokens.contents.flatMap((token) =>
      !token.actorLink && token.actor ? [token.actor] : [],
    ),
  );
  return [...new Set([...world, ...synthetic])];
}

/**
 * Prepares every actor (world and token actors) and world item again, draws again their open
 * sheets, refreshes their tokens' bars and condition icons on the scene in view, and draws the
 * combat tracker again.
 */
export function refreshPrepared(): void {
  for (const actor of preparedActors()) {
    actor.prepareData();
    actor.render();
    for (const item of actor.items?.contents ?? []) item.render();
    for (const token of actor.getActiveTokens())
      token.renderFlags.set({ refreshBars: true, redrawEffects: true });
  }
  for (const item of (game.items?.contents ?? []) as unknown as Prepared[]) {
    item.prepareData();
    item.render();
  }
  void ui.combat?.render();
}
