#!/usr/bin/env node
// The compiled `model-atlas` command (dist/cli/bin.js): hands the arguments to main() and exits
// with the code it returns. Each command is imported only when it runs, so `gguf` loads next to
// nothing. scripts/model-atlas.mjs does the same from the TypeScript sources for development.
import { main } from "./main.js";

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
