#!/usr/bin/env node
// Many `model-atlas` runs in one process: registers tsx as scripts/model-atlas.mjs does, then
// runs engine/cli/main.ts's main(argv, io) once per argument list of <runs.json>, each with its
// own captured stdout and stderr, and writes [{argv, code, stdout, stderr}] to <results.json>.
// Starting the launcher once per record costs ~2 s each; this is the same code path but for
// process.stdout/stderr, which ./cli.ts checks on a few records against the real launcher.
import { readFileSync, writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import { register } from "tsx/esm/api";

register();
const { main } = await import("../../engine/cli/main.ts");
const [runsFile, resultsFile] = process.argv.slice(2);
const results = [];
for (const argv of JSON.parse(readFileSync(runsFile, "utf8"))) {
  let stdout = "";
  let stderr = "";
  const io = {
    stdout: { write: (s) => (stdout += s), isTTY: false },
    stderr: { write: (s) => (stderr += s), isTTY: false },
    stdin: Readable.from([]),
    env: { ...process.env, HF_TOKEN: "" },
    cwd: process.cwd(),
  };
  let code;
  try {
    code = await main(argv, io);
  } catch (error) {
    code = -1;
    stderr += `(main threw) ${error instanceof Error ? error.stack : String(error)}`;
  }
  results.push({ argv, code, stdout, stderr });
}
writeFileSync(resultsFile, JSON.stringify(results));
