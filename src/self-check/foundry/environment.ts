import { activeRuleset } from "../../settings";
import type { SelfCheckEnvironment } from "../report";

/*
 * Where the self-check ran, for the report: Foundry's version (Game#version), the system's
 * (its manifest), the world's ruleset and the modules active (Game#modules, each with its
 * manifest's version).
 */

interface ModuleLike {
  readonly id: string;
  readonly active: boolean;
  readonly version?: string;
}

export function selfCheckEnvironment(seed: number | null): SelfCheckEnvironment {
  const listed = game.modules as unknown as { values(): Iterable<ModuleLike> } | undefined;
  const modules = [...(listed?.values() ?? [])]
    .filter((module) => module.active)
    .map((module) => ({ id: module.id, version: module.version ?? "" }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const release = game.release as unknown as { version?: string; generation?: number } | undefined;
  return {
    foundryVersion: String(game.version ?? release?.version ?? release?.generation ?? ""),
    systemVersion: String((game.system as unknown as { version?: string }).version ?? ""),
    ruleset: activeRuleset(),
    modules,
    seed,
  };
}
