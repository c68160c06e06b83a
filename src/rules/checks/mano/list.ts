import type { CheckDefinition } from "../types";
import { climbing } from "./climb";
import { falling } from "./fall";
import { flying } from "./fly";
import { healing } from "./healing";
import { jumping } from "./jump";
import { handleMount, stayMounted } from "./mount";
import { offBalance } from "./off-balance";
import { stalking, stealth } from "./stealth";
import { swimming } from "./swim";
import type { ManoRuleset } from "./values";

/**
 * The Mano a Mano checks (RULES 5), in the order the sheet lists them: surprise first, then the
 * off-balance roll, movement, riding, and the week's healing. Action Rounds characters take the same
 * ones [I-7].
 */
export function manoChecks(ruleset: ManoRuleset): readonly CheckDefinition[] {
  return [
    stealth(ruleset),
    stalking(ruleset),
    offBalance(ruleset),
    jumping(ruleset),
    climbing(ruleset),
    falling(ruleset),
    swimming(ruleset),
    flying(ruleset),
    stayMounted(ruleset),
    handleMount(ruleset),
    healing(ruleset),
  ];
}
