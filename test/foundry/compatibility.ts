import { afterEach, expect } from "vitest";
import { compatibilityWarnings } from "./generation";

// Every test, on either generation: the system called no name Foundry has deprecated (on v14 the
// double records a compatibility warning for each v13 name called; test/foundry/generation.ts).
afterEach(() => {
  expect(compatibilityWarnings()).toEqual([]);
});
