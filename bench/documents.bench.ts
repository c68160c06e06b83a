import { it } from "vitest";
import { deriveManoCharacter } from "../src/data/derived/mano";
import { deriveOkrpgActor } from "../src/data/derived/okrpg";
import { MIGRATIONS } from "../src/data/migrations/list";
import { migrateSystem } from "../src/data/migrations/migrate-source";
import { TYPE_SCHEMAS } from "../src/data/type-schemas";
import { manoActor, manoArmor } from "../src/rules/mano/schema";
import { DEFAULT_OPTIONS } from "../src/rules/options";
import { okrpgActor, okrpgAttribute, okrpgWeapon } from "../src/rules/okrpg/schema";
import { defaults, fieldEntries, normalise, validate, type SchemaData } from "../src/rules/schema";
import { measure, note } from "./harness";

// What a sheet pays per render (derivations) and a pack check per entry (validation).
it("documents: validation, normalisation and derivation cost", () => {
  const fields = TYPE_SCHEMAS.reduce((n, t) => n + fieldEntries(t.schema).length, 0);
  note(`documents: ${TYPE_SCHEMAS.length} types, ${fields} described fields`);

  const actorSource = defaults(okrpgActor.schema);
  measure("validate an OK RPG actor's data", () => validate(okrpgActor.schema, actorSource));
  measure("normalise an OK RPG actor's data", () => normalise(okrpgActor.schema, actorSource));
  measure("migrate an OK RPG weapon's data (all migrations)", () =>
    migrateSystem("okrpg-weapon", { lethality: "cutting" }, MIGRATIONS),
  );

  const okrpg = { ...defaults(okrpgActor.schema) } as unknown as SchemaData<
    typeof okrpgActor.schema
  >;
  const items = [
    ...["Kung Fu", "Brawn", "Grit", "Build", "Wits", "Guns"].map((name, i) => ({
      id: `a${i}`,
      name,
      type: "okrpg-attribute",
      system: {
        ...defaults(okrpgAttribute.schema),
        rank: 2 + i,
        roles: new Set(["initiative", "toughness"]),
      },
    })),
    { id: "w1", name: "Katana", type: "okrpg-weapon", system: defaults(okrpgWeapon.schema) },
  ];
  measure("derive an OK RPG actor (6 attributes, 1 weapon)", () =>
    deriveOkrpgActor(okrpg, items, DEFAULT_OPTIONS.okrpg),
  );

  const mano = defaults(manoActor.schema) as unknown as SchemaData<typeof manoActor.schema>;
  const armor = ["torso", "torso", "head", "none"].map((location, i) => ({
    id: `r${i}`,
    name: `Piece ${i}`,
    type: "mano-armor",
    system: { ...defaults(manoArmor.schema), location, cover: 3 + i },
  }));
  measure("derive a Mano a Mano actor (4 armor pieces, 2 layered)", () =>
    deriveManoCharacter(mano, armor),
  );
});
