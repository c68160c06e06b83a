import { describe, expect, it } from "vitest";
import {
  applyCheck,
  characterOf,
  checkPaths,
  isCheckCard,
  makeCheckCard,
} from "../../../src/rules/checks/card";
import { requireCheckFaces } from "../../../src/rules/checks/faces";
import { checkById, checkUnavailable } from "../../../src/rules/checks";
import type { CheckDefinition, CheckField } from "../../../src/rules/checks";
import {
  readCheckValues,
  requireCheckValues,
  requireOdds,
  signed,
} from "../../../src/rules/checks/values";
import { named } from "../refusal-cases";
import { fred } from "./fred";

/*
 * What every check shares (src/rules/checks): the faces each kind of dice can show, the dialog's
 * values read and checked against the fields, the odds, who may take a check now, and the card a
 * check taken makes. Fred of seed 002 (Maneuver 12) takes the Action checks.
 */

const who = { name: "Fred", actorUuid: "Actor.fred" };

/** The message of the rules error `call` throws (a thrown non-error fails the test). */
function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (error instanceof Error) return error.message;
    throw new Error(`threw ${String(error)}`);
  }
  throw new Error("the call was not refused");
}
const assistValues = { skill: "maneuver", friend: 10 };

describe("the faces a check's dice can show (RULES 3 open dice: every six rerolled)", () => {
  it.each(
    named([
      [() => requireCheckFaces({ kind: "none" }, []), ""],
      [() => requireCheckFaces({ kind: "fudge" }, [1, 0, -1, 0]), ""],
      [() => requireCheckFaces({ kind: "action", closed: false }, [6, 6, 3, 2]), ""],
      [() => requireCheckFaces({ kind: "action", closed: false }, [4, 6, 1]), ""],
      [() => requireCheckFaces({ kind: "action", closed: true }, [6, 6]), ""],
      [() => requireCheckFaces({ kind: "action", closed: false, rolls: 2 }, [3, 2, 6, 1, 4]), ""],
      [() => requireCheckFaces({ kind: "d20" }, [20]), ""],
      [() => requireCheckFaces({ kind: "d100" }, [100]), ""],
      [() => requireCheckFaces({ kind: "d6" }, [6]), ""],
    ]),
  )("%s reads", (_title, call) => {
    expect(call).not.toThrow();
  });

  it("answers the faces as given", () => {
    expect(requireCheckFaces({ kind: "action", closed: false }, [6, 3, 2])).toEqual([6, 3, 2]);
    expect(requireCheckFaces({ kind: "none" }, [])).toEqual([]);
    expect(requireCheckFaces({ kind: "fudge" }, [1, 1, 0, 0])).toEqual([1, 1, 0, 0]);
    expect(requireCheckFaces({ kind: "d20" }, [7])).toEqual([7]);
  });

  it.each(
    named([
      [
        () => requireCheckFaces({ kind: "none" }, [1]),
        "the faces [1] for none dice is not allowed: nothing is rolled.",
      ],
      [() => requireCheckFaces({ kind: "none" }, "1"), /^faces "1" /],
      [
        () => requireCheckFaces({ kind: "fudge" }, [0, 0, 0]),
        "the faces [0,0,0] for fudge dice is not allowed: expected 4 Fudge dice.",
      ],
      [() => requireCheckFaces({ kind: "fudge" }, [2, 0, 0, 0]), /^faces\b.*between -1 and 1/],
      [
        () => requireCheckFaces({ kind: "action", closed: false }, [6, 3]),
        "the faces [6,3] for action dice is not allowed: expected a positive and a negative die.",
      ],
      [
        () => requireCheckFaces({ kind: "action", closed: false }, [6]),
        /expected a positive and a negative die/,
      ],
      [
        () => requireCheckFaces({ kind: "action", closed: false }, [3, 2, 1]),
        /expected a positive and a negative die/,
      ],
      [
        () => requireCheckFaces({ kind: "action", closed: false }, [3, 6]),
        /expected a positive and a negative die/,
      ],
      [
        () => requireCheckFaces({ kind: "action", closed: true }, [6, 6, 3]),
        /expected a positive and a negative die/,
      ],
      [
        () => requireCheckFaces({ kind: "action", closed: true }, [6]),
        /expected a positive and a negative die/,
      ],
      [() => requireCheckFaces({ kind: "action", closed: false }, [7, 1]), /between 1 and 6/],
      [() => requireCheckFaces({ kind: "action", closed: false }, [0, 1]), /between 1 and 6/],
      [
        () => requireCheckFaces({ kind: "action", closed: false, rolls: 2 }, [3, 2]),
        "the faces [3,2] for action dice is not allowed: expected 2 pairs of a positive and a negative die.",
      ],
      [
        () => requireCheckFaces({ kind: "action", closed: false, rolls: 2 }, [3, 2, 6, 1]),
        /expected 2 pairs/,
      ],
      [
        () => requireCheckFaces({ kind: "action", closed: false, rolls: 2 }, [3, 2, 4, 1, 1]),
        /expected 2 pairs/,
      ],
      [
        () => requireCheckFaces({ kind: "d20" }, [7, 8]),
        "the faces [7,8] for d20 dice is not allowed: expected one die.",
      ],
      [() => requireCheckFaces({ kind: "d20" }, []), /expected one die/],
      [() => requireCheckFaces({ kind: "d20" }, [21]), /^faces\b.*between 1 and 20/],
      [() => requireCheckFaces({ kind: "d6" }, [7]), /between 1 and 6/],
      [() => requireCheckFaces({ kind: "d100" }, [0]), /between 1 and 100/],
    ]),
  )("%s", (_title, call, message) => {
    expect(messageOf(call)).toMatch(message);
  });
});

describe("the dialog's values, read and checked against the check's fields", () => {
  const number: CheckField = {
    id: "n",
    label: "Label.n",
    kind: "number",
    default: 2,
    min: 0,
    max: 5,
  };
  const flag: CheckField = { id: "f", label: "Label.f", kind: "boolean", default: false };
  const choice: CheckField = {
    id: "c",
    label: "Label.c",
    kind: "choice",
    default: "a",
    choices: [{ value: "a", label: "A" }],
  };
  const fields = [number, flag, choice];

  it("a modifier shows its sign with a true minus; what is no finite number shows as it is", () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(["+3", "0", "\u22122"]);
    expect([signed(Infinity), signed(-Infinity), signed(NaN)]).toEqual([
      "Infinity",
      "-Infinity",
      "NaN",
    ]);
  });

  it("a form's text becomes a number or true/false; what is left out takes the default", () => {
    expect(readCheckValues(fields, { n: "3", f: "on", c: "a", other: "x" })).toEqual({
      n: 3,
      f: true,
      c: "a",
    });
    expect(readCheckValues(fields, {})).toEqual({ n: 2, f: false, c: "a" });
    expect(readCheckValues(fields, { n: 4, f: "true" })).toMatchObject({ n: 4, f: true });
    expect(readCheckValues(fields, { f: "" })).toMatchObject({ f: false });
    expect(readCheckValues(fields, { f: "false" })).toMatchObject({ f: false });
    // an empty box, a fraction and a word reach the checks as what they are
    expect(readCheckValues(fields, { n: " ", f: "x", c: 7 })).toEqual({ n: " ", f: "x", c: 7 });
    expect(readCheckValues(fields, { n: "3.5" })).toMatchObject({ n: 3.5 });
    expect(readCheckValues(fields, { n: "x" }).n).toBeNaN();
  });

  it.each(
    named([
      [
        () => requireCheckValues(fields, { n: 6, f: false, c: "a" }),
        /^Label\.n must be between 0 and 5/,
      ],
      [
        () => requireCheckValues(fields, { n: " ", f: false, c: "a" }),
        /^Label\.n must be a number/,
      ],
      [
        () => requireCheckValues(fields, { n: 1, f: "x", c: "a" }),
        /^Label\.f must be true or false/,
      ],
      [() => requireCheckValues(fields, { n: 1, f: false, c: "b" }), /^Label\.c must be one of a,/],
      [
        () => requireCheckValues([{ ...choice, choices: undefined }], { c: "a" }),
        /^Label\.c must be one of , got "a"/,
      ],
      [
        () => requireCheckValues(fields, { n: 1, f: false, c: "a", x: 1 }),
        'the value "x" is not allowed: the check has no such field.',
      ],
    ]),
  )("%s", (_title, call, message) => {
    expect(messageOf(call)).toMatch(message);
  });

  it("checked values are each field's, in the fields' order", () => {
    expect(requireCheckValues(fields, { c: "a", f: true, n: 0 })).toEqual({
      n: 0,
      f: true,
      c: "a",
    });
  });

  const odds = (...chances: number[]) => ({
    dice: { kind: "none" as const },
    odds: chances.map((chance) => ({ label: "L", chance, tone: "neutral" as const })),
    lines: [],
  });

  it.each(
    named([
      [
        () => requireOdds(odds(1.5, -0.5)),
        "a chance of 1.5 is not allowed: a chance lies between 0 and 1.",
      ],
      [() => requireOdds(odds(-0.5, 1.5)), /^a chance of -0\.5 /],
      [() => requireOdds(odds(NaN, 1)), /^a chance of NaN /],
      [
        () => requireOdds(odds(0.5, 0.4)),
        "odds adding up to 0.9 is not allowed: a check's results add up to 1.",
      ],
      [() => requireOdds(odds(0.5, 0.5 + 1e-8)), /^odds adding up to 1\.00000001 /],
    ]),
  )("%s", (_title, call, message) => {
    expect(messageOf(call)).toMatch(message);
  });

  it("odds of 0 and 1 read, and a sum off by rounding alone adds up", () => {
    expect(requireOdds(odds(0, 1))).toEqual(odds(0, 1));
    expect(() => requireOdds(odds(0.5, 0.5 + 1e-10))).not.toThrow();
  });
});

describe("who may take a check now", () => {
  it("a character out of the action at zero Hits takes no check, but the GM's new session still restores them", () => {
    // the derived data marks a character at zero Hits out (RULES 3)
    const out = fred({ hits: { value: 0, max: 4 }, out: true });
    expect(checkUnavailable(checkById("action", "stunt"), out)).toBe(
      "ACTION_ENGINE.Check.CannotAct.out",
    );
    expect(checkUnavailable(checkById("action", "session"), out)).toBeNull();
  });

  it("an unknown check is refused by its id", () => {
    expect(() => checkById("action", "nap")).toThrow('check: no combatant or entry with id "nap".');
  });
});

describe("the card of a check taken", () => {
  // built in each test: a card built while the file is collected counts for no mutant
  const assistCard = () => makeCheckCard("action", "assist", fred(), who, assistValues, []);

  it("keeps the check, its values and faces, the plan and the outcome, and the character", () => {
    const assist = assistCard();
    expect(assist).toEqual({
      v: 1,
      kind: "check",
      ruleset: "action",
      check: "assist",
      values: assistValues,
      faces: [],
      plan: checkById("action", "assist").plan(fred(), assistValues),
      outcome: checkById("action", "assist").outcome(fred(), assistValues, []),
      targets: [{ id: "character", name: "Fred", actorUuid: "Actor.fred" }],
    });
    expect(characterOf(assist)).toBe(assist.targets[0]);
    const onToken = makeCheckCard(
      "action",
      "assist",
      fred(),
      { ...who, tokenUuid: "Scene.s.Token.fred" },
      assistValues,
      [],
    );
    expect(onToken.targets).toEqual([
      { id: "character", name: "Fred", actorUuid: "Actor.fred", tokenUuid: "Scene.s.Token.fred" },
    ]);
  });

  it("is told from an attack card by its kind", () => {
    expect(isCheckCard(assistCard())).toBe(true);
    expect([null, undefined, "check", {}, { kind: "attack" }].map(isCheckCard)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isCheckCard(Object.assign(() => 0, { kind: "check" }))).toBe(false);
  });

  it("refuses a check the character cannot take now, naming it", () => {
    expect(() =>
      makeCheckCard(
        "action",
        "stunt",
        fred({ hits: { value: 0, max: 4 }, out: true }),
        who,
        {},
        [3, 2],
      ),
    ).toThrow("taking the check stunt is not allowed: the character cannot take it now.");
  });

  it("Apply and Undo read the fields the outcome names", () => {
    const restored = makeCheckCard(
      "action",
      "session",
      fred({ hits: { value: 1, max: 4 } }),
      who,
      {},
      [],
    );
    const paths = [
      "system.hits.value",
      "system.fortune.value",
      "system.hits.max",
      "system.fortune.max",
    ];
    expect(checkPaths(restored)).toEqual(paths);
    const current = {
      "system.hits.value": 1,
      "system.fortune.value": 5,
      "system.hits.max": 4,
      "system.fortune.max": 5,
    };
    const applied = applyCheck(restored, current).card;
    expect(checkPaths(applied)).toEqual(paths);
    const { "system.fortune.max": _gone, ...without } = current;
    expect(() => applyCheck(restored, without)).toThrow(
      "applying the check to Fred is not allowed: they have no system.fortune.max.",
    );
  });

  it("refuses Apply of a result that changes nothing", () => {
    expect(() => applyCheck(assistCard(), {})).toThrow(
      "applying this check is not allowed: its result changes nothing on the sheet.",
    );
  });
});

/** The check `id` of Action with one of its functions replaced while `call` runs. */
function withDefinition<K extends keyof CheckDefinition>(
  id: string,
  key: K,
  replacement: CheckDefinition[K],
  call: () => unknown,
): () => unknown {
  return () => {
    const definition = checkById("action", id) as {
      -readonly [P in keyof CheckDefinition]: CheckDefinition[P];
    };
    const own = definition[key];
    definition[key] = replacement;
    try {
      return call();
    } finally {
      definition[key] = own;
    }
  };
}

describe("a definition that breaks its own contract is refused, not written", () => {
  it("an outcome that is none of the plan's results", () => {
    const assist = checkById("action", "assist");
    const outcome = assist.outcome.bind(assist);
    const call = withDefinition(
      "assist",
      "outcome",
      (actor, values, faces) => ({ ...outcome(actor, values, faces), result: "Flies" }),
      () => makeCheckCard("action", "assist", fred(), who, assistValues, []),
    );
    expect(call).toThrow("the result Flies is not allowed: it is none of the plan's results.");
  });

  it("an Apply writing a field its outcome does not name", () => {
    const apply = checkById("action", "session").apply;
    const card = makeCheckCard(
      "action",
      "session",
      fred({ hits: { value: 1, max: 4 } }),
      who,
      {},
      [],
    );
    const current = {
      "system.hits.value": 1,
      "system.fortune.value": 5,
      "system.hits.max": 4,
      "system.fortune.max": 5,
    };
    const call = withDefinition(
      "session",
      "apply",
      (values, faces, now) => ({ ...apply(values, faces, now), "system.role": "mook" }),
      () => applyCheck(card, current),
    );
    expect(call).toThrow(
      "writing system.role is not allowed: a check writes only its outcome's fields.",
    );
  });
});
