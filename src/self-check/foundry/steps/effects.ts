import { FIGHTS, type Fight } from "../../fixtures";
import { ensure, reportLine, type SelfCheckStep } from "../../step";
import type { ActorLike, Data, DocumentLike } from "../documents";
import type { Sandbox } from "../sandbox";
import { importCharacter } from "./fight";

/*
 * An Active Effect on a field a derived value is worked out from, for every ruleset: the field
 * shows the change, the derived value follows it (README, "Active Effects"), switching the effect
 * off puts both back, and the sheet still opens. The effect is written as the running Foundry
 * writes one: v13's `changes` with a mode, v14's `system.changes` with a type and a phase.
 */

/** CONST.ACTIVE_EFFECT_MODES.ADD (v13). */
const ADD = 2;

function effectData(fight: Fight): Data {
  const { field, amount } = fight.effect;
  const name = game.i18n!.localize("ACTION_ENGINE.SelfCheck.EffectName");
  const value = String(amount);
  return (game.release?.generation ?? 13) < 14
    ? { name, changes: [{ key: field, mode: ADD, value }] }
    : { name, system: { changes: [{ key: field, type: "add", value, phase: "initial" }] } };
}

const read = (actor: ActorLike, path: string): unknown => foundry.utils.getProperty(actor, path);

function effectStep(fight: Fight): SelfCheckStep<Sandbox> {
  const id = `effects-${fight.ruleset}`;
  return {
    id,
    area: "effects",
    label: reportLine(`Step.${id}`),
    async run(s) {
      const { field, amount, derived } = fight.effect;
      const actor = await importCharacter(s, fight, fight.effect.actor);
      const base = Number(read(actor, field));
      const derivedBefore = JSON.stringify(read(actor, derived));
      const [effect] = (await actor.createEmbeddedDocuments("ActiveEffect", [
        effectData(fight),
      ])) as DocumentLike[];
      ensure(effect, "Sandbox.NotCreated");
      ensure(Number(read(actor, field)) === base + amount, "Effects.NotApplied", {
        field,
        expected: base + amount,
        found: String(read(actor, field)),
      });
      ensure(JSON.stringify(read(actor, derived)) !== derivedBefore, "Effects.DerivedStale", {
        field,
        derived,
      });
      await effect.update({ disabled: true });
      ensure(Number(read(actor, field)) === base, "Effects.NotOff", { field });
      ensure(JSON.stringify(read(actor, derived)) === derivedBefore, "Effects.DerivedStale", {
        field,
        derived,
      });
      await s.sheet(actor as never);
    },
  };
}

export const EFFECT_STEPS: readonly SelfCheckStep<Sandbox>[] = FIGHTS.map(effectStep);
