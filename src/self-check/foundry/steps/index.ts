import type { SelfCheckStep } from "../../step";
import type { Sandbox } from "../sandbox";
import { ATTACK_STEPS } from "./attack";
import { COMPENDIUM_STEP } from "./compendium";
import { CONDITION_STEP } from "./conditions";
import { EFFECT_STEPS } from "./effects";
import { FOUNDRY_CALL_STEPS } from "./foundry-calls";
import { MIGRATION_STEP } from "./migration";
import { TRACKER_STEPS } from "./tracker";
import { TWO_ENCOUNTERS_STEP } from "./two-encounters";

/** Every step of the self-check, in the order it runs them, area by area. */
export const SELF_CHECK_STEPS: readonly SelfCheckStep<Sandbox>[] = [
  ...ATTACK_STEPS,
  ...TRACKER_STEPS,
  CONDITION_STEP,
  ...EFFECT_STEPS,
  COMPENDIUM_STEP,
  MIGRATION_STEP,
  ...FOUNDRY_CALL_STEPS,
  TWO_ENCOUNTERS_STEP,
];
