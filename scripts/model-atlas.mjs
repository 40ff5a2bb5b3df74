#!/usr/bin/env node
// The `model-atlas` command: registers tsx so Node runs the TypeScript engine as it is,
// then hands the arguments to engine/cli/main.ts and exits with the code it returns.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../engine/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
