import { SYSTEM_ID } from "../../../config";
import { ensure, reportLine, type SelfCheckStep } from "../../step";
import type { ActorLike, PackLike } from "../documents";
import type { Sandbox } from "../sandbox";

/*
 * A compendium import: the first document of each of the system's actor and item packs imported
 * into the world as the sidebar's Import does (WorldCollection#importFromCompendium), its data
 * prepared by the system's data model, and the first character's sheet opened.
 */

const IMPORTED = new Set(["Actor", "Item"]);

export const COMPENDIUM_STEP: SelfCheckStep<Sandbox> = {
  id: "compendium-import",
  area: "compendium",
  label: reportLine("Step.compendium-import"),
  async run(s) {
    const packs = (game.packs as unknown as { contents: PackLike[] }).contents.filter(
      (pack) => pack.collection.startsWith(`${SYSTEM_ID}.`) && IMPORTED.has(pack.documentName),
    );
    ensure(packs.length > 0, "Compendium.NoPacks");
    let firstActor: ActorLike | null = null;
    for (const pack of packs) {
      const [first] = [...(await pack.getIndex()).values()];
      ensure(first, "Compendium.Empty", { pack: pack.collection });
      const doc = (await s.importFrom(pack, first.name)) as ActorLike;
      ensure(doc.system && typeof doc.system === "object", "Compendium.NoData", {
        pack: pack.collection,
        name: first.name,
      });
      firstActor ??= pack.documentName === "Actor" ? doc : null;
    }
    if (firstActor) await s.sheet(firstActor);
    s.notes.note("Compendium.Imported", { count: packs.length });
  },
};
