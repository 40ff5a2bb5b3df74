/** The package version: written in by the build (scripts/build-package.mjs); from the sources, read from package.json. */
import { readFileSync } from "node:fs";

declare const MODEL_ATLAS_VERSION: string | undefined;

function sourceVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string }).version ?? "dev";
  } catch {
    return "dev";
  }
}

export const VERSION: string = typeof MODEL_ATLAS_VERSION === "string" ? MODEL_ATLAS_VERSION : sourceVersion();
