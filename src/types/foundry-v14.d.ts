/*
 * The few Foundry v14 APIs Action Engine calls, which foundry-vtt-types (13.x, no v14 release)
 * does not know. Each is read only after checking the generation (`game.release.generation`) or
 * the value's presence. Sources: the v14 API reference pages named beside each declaration. (The
 * v14 Active Effect changes and a token's level are read through plain interfaces where they are
 * used: src/data/effect-phases.ts, src/chat/attack/read.ts.)
 */
declare namespace FoundryV14 {
  /** CONFIG.ChatMessage.modes: the message modes the chat log offers, by id (v14 API, CONFIG.ChatMessage). */
  interface ChatMessageConfig {
    modes?: Record<string, { label: string; icon?: string }>;
  }

  /** ChatMessage.applyMode(data, mode): sets whisper and blind for a message mode (v14; replaces applyRollMode). */
  interface ChatMessageStatics {
    applyMode(data: object, mode: string): object;
  }

  /** ApplicationV2#window once detachable: the id of the browser window it lives in, if detached. */
  interface ApplicationWindow {
    windowId?: string;
  }

  /** ApplicationWindowRenderOptions (v14 API): render into an existing detached window. */
  interface WindowRenderOptions {
    window?: { detached?: boolean; windowId?: string };
  }

  /** DialogV2WaitOptions#renderOptions (v14 API): options forwarded to the dialog's render call. */
  interface DialogWaitOptions {
    renderOptions?: WindowRenderOptions;
  }

  /**
   * CONST.ACTIVE_EFFECT_SHOW_ICON (v14): when a token draws an effect's icon. v13 has no such
   * constant. foundryvtt/foundryvtt#14749 quotes v14's Token#_drawEffects reading it.
   */
  interface Constants {
    ACTIVE_EFFECT_SHOW_ICON?: { NEVER: number; CONDITIONAL: number; ALWAYS: number };
  }
}
