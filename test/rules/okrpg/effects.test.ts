import { describe, expect, it } from "vitest";
import {
  disarmSucceeds,
  escapesGrab,
  grabHolds,
  knockdownCost,
  takeAwayOutcome,
} from "../../../src/rules/okrpg";
import { parseRank } from "../../../src/rules/ranks";

/* RULES 1.4 the special effects' contests, as the spending rules and the escape check read them. */

describe("RULES 1.4 escaping a grab needs more power than the grab had", () => {
  it("Gd (4) escapes an Avg+ (3) grab; an equal Avg+ or a weaker Avg does not", () => {
    const grab = parseRank("Avg+");
    expect(escapesGrab(parseRank("Gd"), grab)).toBe(true);
    expect(escapesGrab(parseRank("Avg+"), grab)).toBe(false);
    expect(escapesGrab(parseRank("Avg"), grab)).toBe(false);
  });
});

describe("RULES 1.4 a disarm needs power above the victim's hand-to-hand damage", () => {
  it("a one-handed weapon unless said otherwise: Avg+ beats Avg", () => {
    expect(disarmSucceeds(parseRank("Avg+"), parseRank("Avg"))).toBe(true);
  });
});

describe("the contests' figures that are not what they should be are refused, each named", () => {
  it.each([
    [() => knockdownCost("wobbly" as never), /stability must be one of unstable, normal, braced/],
    [() => grabHolds(3.5, 4), /grab power must be a whole number, got 3.5/],
    [() => grabHolds(3, 4.5), /victim's hand-to-hand damage must be a whole number, got 4.5/],
    [() => escapesGrab(3.5, 4), /escape power must be a whole number, got 3.5/],
    [() => escapesGrab(3, 4.5), /grab power must be a whole number, got 4.5/],
    [() => disarmSucceeds(3, 4.5), /victim's hand-to-hand damage must be a whole number, got 4.5/],
    [() => disarmSucceeds(3, 4, "yes" as never), /twoHanded must be true or false, got "yes"/],
    [() => disarmSucceeds(3.5, 4), /disarm power must be a whole number, got 3.5/],
    [() => takeAwayOutcome(3.5, 4), /take-away power must be a whole number, got 3.5/],
    [() => takeAwayOutcome(3, 4.5), /victim's hand-to-hand damage must be a whole number, got 4.5/],
  ])("%#", (call, message) => expect(call).toThrow(message));
});
