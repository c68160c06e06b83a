// Assembles dist/ into the installable system folder after Vite has bundled the code and CSS.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compilePacks } from "./packs.mjs";

/** Folders copied verbatim into dist/. */
const STATIC_FOLDERS = ["lang", "templates", "assets"];

/**
 * @param {string} root project root
 * @param {string} outDir dist folder
 */
export async function assembleDist(root, outDir) {
  mkdirSync(outDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  if (manifest.version !== pkg.version) {
    throw new Error(
      `system.json version ${manifest.version} differs from package.json ${pkg.version}`,
    );
  }
  writeFileSync(join(outDir, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of ["LICENSE", "README.md", "CHANGELOG.md"]) {
    if (existsSync(join(root, file))) cpSync(join(root, file), join(outDir, file));
  }
  for (const folder of STATIC_FOLDERS) {
    if (existsSync(join(root, folder)))
      cpSync(join(root, folder), join(outDir, folder), { recursive: true });
  }
  await compilePacks(manifest, root, outDir);
}
