import { expect, it } from "vitest";

/*
 * The test setup's stricter toThrow (test/strict-throw.ts): words given to it are an error's
 * message, never something else that was thrown or rejected.
 */
const stricter = /an error with a message to be thrown/;

it("refuses `undefined` thrown where words are expected", () => {
  expect(() =>
    expect(() => {
      throw undefined;
    }).toThrow("must be a number"),
  ).toThrow(stricter);
});

it("refuses a bare string thrown, even one holding the words", () => {
  expect(() =>
    expect(() => {
      throw "must be a number";
    }).toThrowError(/number/),
  ).toThrow(stricter);
});

it("refuses a promise rejected with nothing", async () => {
  await expect(expect(Promise.reject(undefined)).rejects.toThrow("gone")).rejects.toThrow(stricter);
});

it("lets an error with the words pass, thrown or rejected, and leaves `not` and a class alone", async () => {
  expect(() => {
    throw new RangeError("must be a number");
  }).toThrow("must be a number");
  await expect(Promise.reject(new Error("gone"))).rejects.toThrow("gone");
  expect(() => undefined).not.toThrow("anything");
  expect(() => {
    throw new TypeError("x");
  }).toThrow(TypeError);
});
