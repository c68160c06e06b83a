// Packages used by the build scripts that ship without type declarations.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
    nedb?: boolean;
    clean?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
}

declare module "archiver" {
  import type { Writable } from "node:stream";
  export class ZipArchive {
    constructor(options?: { zlib?: { level?: number } });
    pipe(destination: Writable): void;
    directory(path: string, destination: string | false): this;
    on(event: "error", listener: (error: Error) => void): this;
    finalize(): Promise<void>;
  }
}
