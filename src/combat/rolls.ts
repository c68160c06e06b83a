import { OutOfDice, rollOffPool, type Rolled, type RollRequest } from "./moves/dice";

/** The names rolls are flavoured with: the combatant's name by id. */
export type Names = Readonly<Record<string, string>>;

/** Every face a Foundry roll produced, die by die (kept or not: the rules read them all). */
function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((die) => die.results.map((result) => result.result));
}

function rollMode(request: RollRequest): string | undefined {
  if (request.blind) return "blindroll";
  if (request.hidden) return "gmroll";
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
    const flavor = game.i18n!.format(request.flavor, { name });
    const mode = rollMode(request);
    messages.push(
      (await roll.toMessage({ flavor, speaker: { alias: name || undefined } }, {
        create: false,
        ...(mode ? { rollMode: mode } : {}),
      } as never)) as object,
    );
  }
  if (messages.length) await ChatMessage.implementation.create(messages as never);
  return rolled;
}

/**
 * Runs `compute` with the rolled faces; when its roll-offs run out of d20s (ties rolled again),
 * rolls as many more and tries again with the same faces first, so the result is the same as if
 * every die had been rolled at once.
 */
export async function withRollOffs<T>(
  rolled: Rolled,
  names: Names,
  compute: (rolled: Rolled) => T,
): Promise<T> {
  let current = rolled;
  for (;;) {
    try {
      return compute(current);
    } catch (error) {
      if (!(error instanceof OutOfDice)) throw error;
      const more = await rollRequests([rollOffPool(Math.max(2, error.used))], names);
      current = { ...current, rollOff: [...(current.rollOff ?? []), ...more.rollOff] };
    }
  }
}
