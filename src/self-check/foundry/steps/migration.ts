import { MIGRATIONS } from "../../../data/migrations/list";
import { actorUpdate, itemUpdate } from "../../../data/migrations/migrate-source";
import { LETHALITY } from "../../../rules/okrpg";
import { ensure, reportLine, type SelfCheckStep } from "../../step";
import type { ActorLike, Data, ItemLike } from "../documents";
import type { Sandbox } from "../sandbox";

/*
 * A document of the previous shape: schema 0.1 stored an OK RPG weapon's lethality as its attack
 * type's name ("cutting"), which the current number field cannot hold. Made with that data, as an
 * old world or an import brings it, the weapon (alone, and carried by a character) must load in
 * the current shape, be stored in it, and leave the world's migration nothing more to do.
 */

const lethalityOf = (system: unknown) => (system as { lethality?: unknown }).lethality;

export const MIGRATION_STEP: SelfCheckStep<Sandbox> = {
  id: "migration-previous-shape",
  area: "migration",
  label: reportLine("Step.migration-previous-shape"),
  async run(s) {
    const name = (key: string) => game.i18n!.localize(`ACTION_ENGINE.SelfCheck.Document.${key}`);
    const old = { name: name("OldWeapon"), type: "okrpg-weapon", system: { lethality: "cutting" } };
    const weapon = await s.item(old);
    const carrier = await s.actor({ name: name("OldCharacter"), type: "okrpg", items: [old] });
    const carried = carrier.items.contents[0] as ItemLike | undefined;
    ensure(carried, "Migration.Lost");
    for (const item of [weapon, carried]) {
      ensure(lethalityOf(item.system) === LETHALITY.cutting, "Migration.NotMigrated", {
        found: String(lethalityOf(item.system)),
      });
      ensure(
        lethalityOf((item.toObject() as Data).system) === LETHALITY.cutting,
        "Migration.NotStored",
      );
    }
    ensure(itemUpdate(weapon.toObject() as never, MIGRATIONS) === null, "Migration.Pending");
    ensure(actorUpdate(carrier.toObject() as never, MIGRATIONS) === null, "Migration.Pending");
    await s.sheet(carrier as ActorLike);
  },
};
