import { seeded } from "../../rules/dice";
import { answerDialogsWith } from "../../ui/dialog-answers";
import { SELF_CHECK_SEED } from "../fixtures";
import type { Ledger } from "../ledger";
import type { SelfCheckSession } from "../runner";
import type { StepNotes } from "../step";
import { dialogAnswerer } from "./dialogs";
import type { AppLike, CombatLike, MessageLike, SceneLike } from "./documents";
import { Sandbox, type SandboxShared } from "./sandbox";

/*
 * The self-check's hold on this client while it runs: the dice seeded (where Foundry's
 * CONFIG.Dice.randomUniform can be replaced), the system's dialogs answered by the steps, the
 * messages the system posts for a step's actors handed to that step (so they are deleted with it);
 * after each step its windows are closed, its targets released and the GM's encounter shown in
 * the tracker again; at the end the scene the GM was viewing is viewed again and everything is
 * put back as it was.
 */

interface Targeting {
  readonly targets?: Set<{ setTarget?(targeted: boolean, options?: object): void }>;
}

type Tracker = AppLike & { viewed: unknown };

const tracker = () => (ui as unknown as { combat?: Tracker }).combat ?? null;

function freshShared(): SandboxShared {
  return {
    dialogAnswer: {},
    dialogs: [],
    messages: [],
    actorIds: new Set(),
    actorNames: new Set(),
    opened: [],
  };
}

export class FoundrySession implements SelfCheckSession<Sandbox> {
  #shared: SandboxShared = freshShared();
  #sandbox: Sandbox | null = null;
  readonly #restore: (() => void)[] = [];
  #viewedScene: SceneLike | null = null;
  #viewedCombat: CombatLike | null = null;
  /** the seed the dice were rolled from, null when Foundry's own dice rolled */
  seed: number | null = null;

  /** Takes hold of this client for the run. */
  async begin(): Promise<void> {
    this.#viewedScene = (canvas as unknown as { scene?: SceneLike | null } | null)?.scene ?? null;
    this.#viewedCombat = (tracker()?.viewed as CombatLike | null) ?? null;
    this.seed = this.#seedDice();
    this.#restore.push(
      answerDialogsWith(
        dialogAnswerer(
          () => this.#shared.dialogAnswer,
          (answered) => this.#shared.dialogs.push(answered),
        ),
      ),
    );
    const onMessage = (message: MessageLike) => this.#onMessage(message);
    Hooks.on("createChatMessage", onMessage as never);
    this.#restore.push(() => Hooks.off("createChatMessage", onMessage as never));
  }

  contextFor(ledger: Ledger, notes: StepNotes): Sandbox {
    this.#shared = freshShared();
    this.#sandbox = new Sandbox(ledger, notes, this.#shared);
    return this.#sandbox;
  }

  async afterStep(): Promise<void> {
    this.#sandbox = null;
    for (const app of this.#shared.opened.splice(0).reverse()) {
      try {
        await app.close();
      } catch {
        // closed already
      }
    }
    for (const target of [...((game.user as unknown as Targeting).targets ?? [])])
      target.setTarget?.(false, { releaseOthers: false, groupSelection: true });
    const shown = tracker();
    if (shown && shown.viewed !== this.#viewedCombat) {
      const gmCombat = this.#viewedCombat;
      const still =
        gmCombat && (game.combats as unknown as { get(id: string): unknown }).get(gmCombat.id!);
      shown.viewed = still ? gmCombat : null;
      await shown.render();
    }
  }

  /** Puts this client back as it was before the run. */
  async end(): Promise<void> {
    for (const restore of this.#restore.splice(0).reverse()) restore();
    const scene = this.#viewedScene;
    const scenes = game.scenes as unknown as { get(id: string): unknown } | undefined;
    if (scene && scenes?.get(scene.id!)) await scene.view();
  }

  /** A message the system posted for the running step: it is deleted with the step. */
  #onMessage(message: MessageLike): void {
    const sandbox = this.#sandbox;
    if (!sandbox || message.author?.id !== game.user?.id) return;
    const speaker = message.speaker ?? {};
    // a roll the tracker posts for nobody in particular (the Tide of Battle) during the step
    const unattributed =
      !speaker.actor &&
      !speaker.alias &&
      ((message as { rolls?: unknown[] }).rolls?.length ?? 0) > 0;
    if (sandbox.speaksFor(message) || unattributed) void sandbox.adopt(message);
  }

  /** Seeds Foundry's dice (CONFIG.Dice.randomUniform), so every run rolls the same. */
  #seedDice(): number | null {
    const dice = CONFIG.Dice as unknown as { randomUniform?: () => number } | undefined;
    if (typeof dice?.randomUniform !== "function") return null;
    const before = dice.randomUniform;
    const source = seeded(SELF_CHECK_SEED);
    dice.randomUniform = () => (source.roll(1_000_000) - 0.5) / 1_000_000;
    this.#restore.push(() => {
      dice.randomUniform = before;
    });
    return SELF_CHECK_SEED;
  }
}
