/**
 * pyflakes (Debian's python3-pyflakes) over many snippets in one process: each goes to its own
 * file in a temporary folder, and the report is split back per snippet. A snippet with no
 * report uses no undefined name and imports nothing it does not use.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Source } from "../../support/syntax-check.js";

export function pyflakesProblems(sources: Source[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-pyflakes-"));
  try {
    const files = sources.map((s, i) => {
      const file = path.join(dir, `s${i}.py`);
      fs.writeFileSync(file, s.code);
      return file;
    });
    const run = spawnSync("/usr/bin/python3", ["-m", "pyflakes", ...files], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    if (run.status !== 0 && !run.stdout) throw new Error(`pyflakes failed: ${run.stderr}`);
    return run.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const match = /s(\d+)\.py:(.*)$/.exec(line);
        return match ? `${sources[Number(match[1])]!.id}:${match[2]}` : line;
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
