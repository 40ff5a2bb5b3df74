#!/usr/bin/env node
// `model-atlas`, the package's command. Installed from the registry, the package holds the
// compiled command (dist/cli/bin.js) and this file only loads it. In a clone of the repository
// (the engine's sources sit next to this folder) it runs the TypeScript sources through
// scripts/model-atlas.mjs instead, so `npx model-atlas` works there without a build step and
// never runs a stale dist/.
import { existsSync } from "node:fs";

const inClone = existsSync(new URL("../engine/cli/main.ts", import.meta.url));
await import(new URL(inClone ? "../scripts/model-atlas.mjs" : "../dist/cli/bin.js", import.meta.url).href);
