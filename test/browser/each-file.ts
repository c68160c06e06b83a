import { afterAll } from "vitest";
import { closeBrowser } from "../visual/shoot";

/*
 * A setup file of the browser project (vite.config.ts): each test file connects to the run's
 * shared Chromium with its first tab or screenshot (test/visual/shoot.ts) and disconnects when it
 * ends, closing the tabs it opened. The browser itself stays for the next file.
 */
afterAll(closeBrowser);
