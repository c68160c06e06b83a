import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { foundryDataFolder, linkSystem } from "../../scripts/link.mjs";
import { readZip } from "../../scripts/read-zip.mjs";
import { release, releaseProblems, releaseUrls } from "../../scripts/release.mjs";

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

  // Runs after `npm run build` (npm test builds first): zips the built dist/ without rebuilding.
  const root = join(import.meta.dirname, "..", "..");
  const built = existsSync(join(root, "dist", "system.json"));

  it.runIf(built)(
    "writes the zip and system.json a GitHub release carries, and they agree with each other",
    async () => {
      const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
      const { zip, manifest } = await release(root, { build: false, outDir: temp() });
      expect(zip.endsWith(`action-engine-${version}.zip`)).toBe(true);
      const published = JSON.parse(readFileSync(manifest, "utf8"));
      expect(published.version).toBe(version);
      expect(published.manifest).toBe(`${published.url}/releases/latest/download/system.json`);
      expect(published.download).toBe(
        `${published.url}/releases/download/v${version}/action-engine-${version}.zip`,
      );
      // Foundry unpacks the zip into Data/systems/action-engine: system.json sits at its root.
      const entries = readZip(zip);
      expect(entries.get("system.json")?.().toString("utf8")).toBe(readFileSync(manifest, "utf8"));
      expect(entries.has(published.esmodules[0])).toBe(true);
      expect(entries.has("lang/en.json")).toBe(true);
      expect(releaseProblems(zip, manifest, version)).toEqual([]);
    },
  );

  it.runIf(built)("refuses a release whose manifest names another version or zip", async () => {
    const project = temp();
    cpSync(join(root, "dist"), join(project, "dist"), { recursive: true });
    writeFileSync(join(project, "package.json"), JSON.stringify({ version: "9.9.9" }));
    await expect(release(project, { build: false, outDir: temp() })).rejects.toThrow(
      /system\.json says version .* package\.json 9\.9\.9[\s\S]*download URL .*action-engine-9\.9\.9\.zip/,
    );
  });

  it("names each disagreement between the manifest and the zip", async () => {
    const project = temp();
    mkdirSync(join(project, "dist", "lang"), { recursive: true });
    const url = "https://github.com/o/r";
    const manifest = {
      version: "1.0.0",
      url,
      ...releaseUrls({ url }, "1.0.0"),
      esmodules: ["action-engine.mjs"],
      languages: [{ path: "lang/en.json" }],
      packs: [{ path: "packs/arsenal" }],
    };
    writeFileSync(join(project, "dist", "system.json"), JSON.stringify(manifest));
    writeFileSync(join(project, "dist", "lang", "en.json"), "{}");
    writeFileSync(join(project, "package.json"), JSON.stringify({ version: "1.0.0" }));
    await expect(release(project, { build: false, outDir: temp() })).rejects.toThrow(
      /lacks action-engine\.mjs[\s\S]*lacks the compendium pack packs\/arsenal/,
    );
  });
});

describe("README: Installing into Foundry", () => {
  const root = join(import.meta.dirname, "..", "..");
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const installing = readme.slice(readme.indexOf("## Installing"), readme.indexOf("## Commands"));
  const { url } = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));

  it("gives the way that works before any release: the release zip unpacked, or npm run link", () => {
    expect(installing).toContain("release/action-engine-<version>.zip");
    expect(installing).toContain("Data/systems/action-engine");
    expect(installing).toContain("npm run link");
  });

  it("never offers the manifest URL as if it existed, and says where it will live", () => {
    expect(installing).not.toContain(releaseUrls({ url }, "0").manifest);
    expect(installing).toMatch(/Once a release is published/);
    expect(installing).toContain("<repository>/releases/latest/download/system.json");
    expect(installing).toContain(url);
  });
});
