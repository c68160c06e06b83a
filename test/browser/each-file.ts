import { afterAll } from "vitest";
import { closeLeftTabs } from "../visual/shoot";

/*
 * A setup file of the browser project (vite.config.ts): the worker stays connected to the run's
 * shared Chromium and keeps its tabs for the next file (test/visual/shoot.ts); what a file's tests
 * left open (a test that failed before closing its page) is closed when the file ends.
 */
afterAll(closeLeftTabs);
