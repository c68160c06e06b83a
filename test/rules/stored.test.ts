import { describe, expect, it } from "vitest";
import { notAllowed } from "../../src/rules/errors";
import { reading, requireArray, requireRecord, requireText } from "../../src/rules/stored";
import { named } from "./refusal-cases";

describe("stored data is never trusted: a reader returns the value or what is wrong", () => {
  it("a value that reads returns as it is", () => {
    expect(reading(() => 7)).toEqual({ ok: true, value: 7 });
  });

  it("a rules error is the problem, with its lang key and details", () => {
    expect(
      reading(() => {
        throw notAllowed("round 0", "rounds start at 1");
      }),
    ).toEqual({
      ok: false,
      problem: {
        message: "round 0 is not allowed: rounds start at 1.",
        i18nKey: "ACTION_ENGINE.Error.NotAllowed",
        details: { what: "round 0", reason: "rounds start at 1" },
      },
    });
  });

  it("any other error is damage too, named as the stored data's", () => {
    const problem = {
      message: "the stored data is not allowed: boom.",
      i18nKey: "ACTION_ENGINE.Error.NotAllowed",
      details: { what: "the stored data", reason: "boom" },
    };
    expect(
      reading(() => {
        throw new TypeError("boom");
      }),
    ).toEqual({ ok: false, problem });
    expect(
      reading(() => {
        throw "boom";
      }),
    ).toEqual({ ok: false, problem });
  });

  it("a record, a list and text read back as themselves", () => {
    const record = { a: 1 };
    expect(requireRecord("state", record)).toBe(record);
    const list = [1];
    expect(requireArray("ids", list)).toBe(list);
    expect(requireText("label", "")).toBe("");
    expect(requireText("label", "x", { blank: false })).toBe("x");
  });

  it.each(
    named([
      [() => requireRecord("state", null), "state null is not allowed: expected an object."],
      [() => requireRecord("state", [1]), "state [1] is not allowed: expected an object."],
      [() => requireRecord("state", "s"), 'state "s" is not allowed: expected an object.'],
      [() => requireArray("ids", { 0: "a" }), 'ids {"0":"a"} is not allowed: expected a list.'],
      [() => requireText("label", 3), "label 3 is not allowed: expected text."],
      [() => requireText("label", "", { blank: false }), 'label "" is not allowed: expected text.'],
    ]),
  )("%s", (_title, call, message) => {
    expect(call).toThrow(message);
  });
});
