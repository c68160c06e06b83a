import { requireBoolean, requireObject, requireWithin } from "../errors";

/** What a character may attack: its opponent, only the opponent's weapon, or nothing yet. */
export type Reachable = "target" | "weapon" | "none";

/**
 * RULES 4 outreached: a character whose reach is shorter than its opponent's, and who is not
 * using a missile weapon, can only attack the opponent's weapon, and only while that opponent
 * attacks it, unless the opponent attacks with a weapon shorter than the defender's own reach.
 * `attackReach` is the reach of the weapon the opponent attacks with right now (default: its
 * reach).
 */
export function reachable(
  self: { reach: number; missile?: boolean },
  opponent: { reach: number; attacking?: boolean; attackReach?: number },
): Reachable {
  requireObject("self", self);
  requireObject("opponent", opponent);
  const reach = requireWithin("reach", self.reach, { min: 0 });
  const missile = requireBoolean("missile", self.missile, false);
  const opponentReach = requireWithin("opponent reach", opponent.reach, { min: 0 });
  const attacking = requireBoolean("opponent attacking", opponent.attacking, false);
  const attackReach = requireWithin(
    "opponent attack reach",
    opponent.attackReach ?? opponentReach,
    {
      min: 0,
    },
  );
  if (missile || reach >= opponentReach) return "target";
  if (!attacking) return "none";
  return attackReach < reach ? "target" : "weapon";
}
