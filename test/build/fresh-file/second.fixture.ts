import { it } from "vitest";
import { startsAloneThenLeavesThings } from "./twin";

it("starts with none of what the other file left", () => startsAloneThenLeavesThings("second"));
