import { notAllowed, requireBoolean, requireInteger, requireList, requireObject } from "../errors";

/** A piece of armor: its cover, its absorption, and whether its cover is complete. */
export interface ArmorPiece {
  cover: number;
  absorption: number;
  /** Complete cover cannot be avoided. */
  complete?: boolean;
}

function readPiece(piece: ArmorPiece, index: number): Required<ArmorPiece> {
  requireObject(`armor[${index}]`, piece);
  return {
    cover: requireInteger(`armor[${index}].cover`, piece.cover, { min: 0 }),
    absorption: requireInteger(`armor[${index}].absorption`, piece.absorption, { min: 0 }),
    complete: requireBoolean(`armor[${index}].complete`, piece.complete, false),
  };
}

/** RULES 5: the best absorption among the pieces worn (0 with no armor). */
export function bestAbsorption(pieces: readonly ArmorPiece[]): number {
  return requireList<ArmorPiece>("armor", pieces)
    .map(readPiece)
    .reduce((best, p) => Math.max(best, p.absorption), 0);
}

/** RULES 5: the power an attack keeps after armor absorbs its share (never below 0). */
export function powerThroughArmor(power: number, absorption: number): number {
  requireInteger("power", power, { min: 0 });
  requireInteger("absorption", absorption, { min: 0 });
  return Math.max(0, power - absorption);
}

/**
 * RULES 5 avoiding armor (chosen before the roll): each avoided piece adds its cover to the
 * difficulty and absorbs nothing; the best absorption of the others still counts. Pieces with
 * complete cover cannot be avoided. `avoided` holds indices into `pieces`.
 */
export function avoidArmor(
  pieces: readonly ArmorPiece[],
  avoided: readonly number[],
): { difficulty: number; absorption: number } {
  requireList("avoided armor", avoided);
  const worn = requireList<ArmorPiece>("armor", pieces).map(readPiece);
  const skip = new Set<number>();
  for (const index of avoided) {
    requireInteger("avoided armor index", index, { min: 0, max: worn.length - 1 });
    if (worn[index].complete)
      throw notAllowed(`avoiding armor piece ${index}`, "its cover is complete");
    skip.add(index);
  }
  let difficulty = 0;
  let absorption = 0;
  worn.forEach((piece, index) => {
    if (skip.has(index)) difficulty += piece.cover;
    else absorption = Math.max(absorption, piece.absorption);
  });
  return { difficulty, absorption };
}

/**
 * RULES 5 layered armor: where pieces fully overlap, the overlap has the smallest cover and the
 * summed absorption. Its cover is complete only when every layer's is.
 */
export function layered(pieces: readonly ArmorPiece[]): {
  cover: number;
  absorption: number;
  complete: boolean;
} {
  requireInteger("number of layered pieces", requireList("armor", pieces).length, { min: 1 });
  const layers = pieces.map(readPiece);
  return {
    cover: Math.min(...layers.map((p) => p.cover)),
    absorption: layers.reduce((sum, p) => sum + p.absorption, 0),
    complete: layers.every((p) => p.complete),
  };
}

/**
 * Nested layers as separate, non-overlapping pieces, ready for avoidArmor: each band between
 * one layer's edge and the next smaller layer's edge keeps the cover difference and absorbs what
 * every layer over it absorbs (the seed's way of saying the same thing as layered()). A band is
 * complete when the layer that bounds it is; bands of no cover are left out.
 */
export function layeredRegions(pieces: readonly ArmorPiece[]): Required<ArmorPiece>[] {
  requireInteger("number of layered pieces", requireList("armor", pieces).length, { min: 1 });
  const widestFirst = pieces.map(readPiece).sort((a, b) => b.cover - a.cover);
  const regions: Required<ArmorPiece>[] = [];
  let absorption = 0;
  widestFirst.forEach((layer, i) => {
    absorption += layer.absorption;
    const inner = widestFirst[i + 1]?.cover ?? 0;
    const cover = layer.cover - inner;
    if (cover > 0) regions.push({ cover, absorption, complete: layer.complete });
  });
  return regions;
}
