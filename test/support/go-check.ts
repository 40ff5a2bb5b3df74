/**
 * Go checks for generated snippets: Go's own parser and scanner (every sentinel must sit inside
 * a string literal token), then `go vet` over all of them at once (type checking included), each
 * snippet a file of one package (./go-batch.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freshGoModule, goEnv, untilClean, writeGoPackage } from "./go-batch.js";
import { ROOT } from "./reference.js";
import type { Failure, Source } from "./syntax-check.js";

const WORK = path.join(ROOT, `node_modules/.cache/atlas-go-check-${process.pid}`);

/** Parser + sentinel check, in one run of ./go/check_literals.go.txt. */
export function checkGoLiterals(sources: Source[]): Failure[] {
  const dir = path.join(WORK, "checker");
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(ROOT, "test/support/go/check_literals.go.txt"), path.join(dir, "main.go"));
  fs.writeFileSync(path.join(dir, "go.mod"), "module checker\n\ngo 1.19\n");
  const input = JSON.stringify(sources.map((s) => ({ id: s.id, code: s.code, sentinel: s.sentinel ?? "" })));
  const out = execFileSync("go", ["run", "."], { cwd: dir, env: goEnv(), input, encoding: "utf8", maxBuffer: 64 << 20 });
  return JSON.parse(out) as Failure[];
}

/** `go vet` (parse, type check, vet's analyses) over every snippet in one run: the files of one package (./go-batch.ts). */
export function vetGo(sources: Source[]): Failure[] {
  const work = path.join(WORK, "vet");
  freshGoModule(work);
  const pkg = writeGoPackage(path.join(work, "cases"), "cases", new Map(sources.map((s) => [s.id, s.code])));
  untilClean(["vet", "./cases"], work, path.join(work, "cases"), pkg);
  fs.rmSync(work, { recursive: true, force: true });
  return [...pkg.errors].map(([id, error]) => ({ id, error }));
}

export function checkGo(sources: Source[]): Failure[] {
  const parsed = checkGoLiterals(sources);
  const bad = new Set(parsed.map((f) => f.id));
  return [...parsed, ...vetGo(sources.filter((s) => !bad.has(s.id)))];
}

export const removeGoCheckWork = () => fs.rmSync(WORK, { recursive: true, force: true });
