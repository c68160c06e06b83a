import { existsSync, mkdirSync, mkdtempSync, readlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { foundryDataFolder, linkSystem } from "../../scripts/link.mjs";
import { releaseUrls } from "../../scripts/release.mjs";

const temp = () => mkdtempSync(join(tmpdir(), "ae-link-"));

function fakeProject(): string {
  const root = temp();
  mkdirSync(join(root, "dist"));
  writeFileSync(join(root, "dist", "system.json"), "{}");
  return root;
}

describe("npm run link", () => {
  it("refuses a folder that is not Foundry user data, saying what it expected", () => {
    expect(() => foundryDataFolder(temp())).toThrow(
      /not a Foundry user data folder.*Data\/ and Config\//,
    );
    expect(() => foundryDataFolder("/no/such/path")).toThrow(/does not exist/);
  });

  it("links dist/ as Data/systems/action-engine in a user data folder", () => {
    const project = fakeProject();
    const userData = temp();
    mkdirSync(join(userData, "Data"));
    mkdirSync(join(userData, "Config"));
    const link = linkSystem(project, userData);
    expect(link).toBe(join(userData, "Data", "systems", "action-engine"));
    expect(readlinkSync(link)).toBe(join(project, "dist"));
    expect(linkSystem(project, userData)).toBe(link); // running it again is harmless
  });

  it("refuses to replace a real folder already installed there", () => {
    const project = fakeProject();
    const data = temp();
    mkdirSync(join(data, "systems", "action-engine"), { recursive: true });
    expect(() => linkSystem(project, data)).toThrow(/exists and is not a link/);
    expect(existsSync(join(data, "systems", "action-engine"))).toBe(true);
  });
});

describe("npm run release", () => {
  it("pins the download to the version's zip and points the manifest at the latest release", () => {
    expect(releaseUrls({ url: "https://github.com/o/r" }, "1.2.3")).toEqual({
      manifest: "https://github.com/o/r/releases/latest/download/system.json",
      download: "https://github.com/o/r/releases/download/v1.2.3/action-engine-1.2.3.zip",
    });
  });
});
