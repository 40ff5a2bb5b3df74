/**
 * The harness's own Java programs (./java/<Name>.java.txt, one public class each), compiled once
 * into node_modules/.cache (./built-once.ts) instead of by Java's single-file source launcher at
 * every start, which compiled the program in memory first: about a second of CPU per start.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtOnce } from "./built-once.js";
import { ROOT } from "./reference.js";

/** The flags of the harness's short-lived JVMs: they compile less of themselves with the client compiler only. */
export const JVM_FLAGS = ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData"];

/** The class path holding the compiled program; run it as `java -cp <path> <Name>`. */
export function javaTool(source: string): string {
  return builtOnce(source, path.join(ROOT, "node_modules/.cache/atlas-java-tools"), (output) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-java-tool-"));
    try {
      const file = path.join(dir, `${path.basename(source, ".java.txt")}.java`);
      fs.copyFileSync(source, file);
      const out = spawnSync("javac", [...JVM_FLAGS.map((f) => `-J${f}`), "-d", output, file], { encoding: "utf8" });
      if (out.status !== 0) throw new Error(`javac ${source} failed:\n${out.stderr}${out.stdout}${out.error?.message ?? ""}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
