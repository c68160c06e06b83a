/*
 * Foundry v14 lets any ApplicationV2 be detached into its own browser window. A dialog or sheet
 * opened from a detached application must open in that same window, as dnd5e renders its child
 * dialogs (ApplicationWindowRenderOptions `{ detached, windowId }`, DialogV2WaitOptions
 * `renderOptions`, v14 API reference). On v13, or from an attached application, there is no
 * window id and nothing changes.
 */

/**
 * The id of the detached window `opener` lives in, read as dnd5e reads it (`app.window.windowId`).
 * No public v14 source pins that name down (issue 32): anything but a non-empty string, or a read
 * that throws, counts as no detached window, and what opens from it opens in the main window.
 */
export function detachedWindowId(opener: unknown): string | null {
  try {
    const app = opener as { window?: FoundryV14.ApplicationWindow | null } | null | undefined;
    const windowId: unknown = app?.window?.windowId;
    return typeof windowId === "string" && windowId !== "" ? windowId : null;
  } catch {
    return null;
  }
}

/** The render options that put an application into the same detached window as `opener`. */
export function sameWindow(opener: unknown): FoundryV14.WindowRenderOptions {
  const windowId = detachedWindowId(opener);
  return windowId ? { window: { detached: true, windowId } } : {};
}

/** The DialogV2.prompt / confirm / wait configuration addition for a dialog opened from `opener`. */
export function dialogWindow(opener: unknown): FoundryV14.DialogWaitOptions {
  const renderOptions = sameWindow(opener);
  return renderOptions.window ? { renderOptions } : {};
}

/** Opens a document's sheet (an ApplicationV2) in the same window as `opener`. */
export async function openSheet(
  document: { readonly sheet?: unknown } | undefined,
  opener: unknown,
) {
  const sheet = document?.sheet as { render(options: object): Promise<unknown> } | null | undefined;
  await sheet?.render({ force: true, ...sameWindow(opener) });
}
