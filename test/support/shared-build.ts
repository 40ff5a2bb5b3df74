/**
 * A build made once per test run and shared by every test process that needs it (the viewer, the
 * command line, the python runs the language files compare against): the files start side by
 * side, and each build is seconds of CPU on the 2-core CI machine. The first caller takes the
 * lock (an atomic mkdir) and builds into .tmp/<name>-run-<run id>; the others wait for its
 * "complete" or "failed" mark. The run id comes from vitest.config.ts, so a build of older
 * sources is never reused, and the first caller removes the builds of earlier runs.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./reference.js";

const TMP = path.join(ROOT, ".tmp");

export async function sharedBuild(name: string, build: (outDir: string) => void | Promise<void>): Promise<string> {
  const run = process.env.ATLAS_TEST_RUN ?? String(process.pid);
  const prefix = `${name}-run-`;
  const outDir = path.join(TMP, `${prefix}${run}`);
  const complete = `${outDir}.complete`;
  const failed = `${outDir}.failed`;
  fs.mkdirSync(TMP, { recursive: true });
  let builder = true;
  try {
    fs.mkdirSync(`${outDir}.lock`);
  } catch {
    builder = false;
  }
  if (builder) {
    for (const old of fs.readdirSync(TMP))
      if (old.startsWith(prefix) && !old.startsWith(`${prefix}${run}`)) fs.rmSync(path.join(TMP, old), { recursive: true, force: true });
    try {
      await build(outDir);
      fs.writeFileSync(complete, "");
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
    return outDir;
  }
  for (let waited = 0; waited < 300_000; waited += 200) {
    if (fs.existsSync(complete)) return outDir;
    if (fs.existsSync(failed)) throw new Error(`the shared ${name} build failed:\n${fs.readFileSync(failed, "utf8")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shared ${name} build (${outDir}) did not finish within 5 minutes`);
}
