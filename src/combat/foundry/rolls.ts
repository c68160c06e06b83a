import { withMoreRollOffs, type Rolled, type RollRequest } from "../moves/dice";
import type { MessageMode } from "../../chat/message-modes";
import { messageModeOption } from "../../chat/foundry/message-modes";
import { escapeHtml } from "../../ui/html";

/** The names rolls are flavoured with: the combatant's name by id. */
export type Names = Readonly<Record<string, string>>;

/** Every face a Foundry roll produced, die by die (kept or not: the rules read them all). */
function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((die) => die.results.map((result) => result.result));
}

function messageMode(request: RollRequest): MessageMode | undefined {
  if (request.blind) return "blind";
  if (request.hidden) return "gm";
  return undefined;
}

/**
 * Rolls the requests with Foundry's `Roll` (so Dice So Nice and the chat show them) and posts
 * their messages in one go: a hidden combatant's roll to the GM only, the Tide of Battle blind.
 * Returns the faces by request key for the pure code.
 */
export async function rollRequests(
  requests: readonly RollRequest[],
  names: Names,
): Promise<Rolled> {
  const rolled: Record<string, number[]> = {};
  const messages: object[] = [];
  for (const request of requests) {
    const roll = new Roll(request.formula);
    await roll.evaluate();
    rolled[request.key] = facesOf(roll);
    const name = request.combatantId ? (names[request.combatantId] ?? "") : "";
    // the flavour is HTML and the GM's client posts it: a name is a player's text
    const flavorHtml = escapeHtml(
      game.i18n!.format(request.flavorKey, { ...request.data, name } as never),
    );
    const mode = messageMode(request);
    messages.push(
      (await roll.toMessage({ flavor: flavorHtml, speaker: { alias: name || undefined } }, {
        create: false,
        ...(mode ? messageModeOption(mode) : {}),
      } as never)) as object,
    );
  }
  if (messages.length) await ChatMessage.implementation.create(messages as never);
  return rolled;
}

/**
 * Runs `compute` with the rolled faces, rolling more d20s through Foundry when the roll-offs run
 * out (see withMoreRollOffs).
 */
export function withRollOffs<T>(
  rolled: Rolled,
  names: Names,
  compute: (rolled: Rolled) => T,
): Promise<T> {
  return withMoreRollOffs(rolled, compute, (request) => rollRequests([request], names));
}
