/**
 * Java checks for generated snippets: javac's own parser through the compiler tree API (every
 * sentinel must sit inside a string literal; ./java/CheckLiterals.java.txt, one JVM for all),
 * then one `javac` run over all of them (type checking included), each snippet a package of its
 * own (./java-batch.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { compileJava, writeJavaSources } from "./java-batch.js";
import { JVM_FLAGS, javaTool } from "./java-tool.js";
import { ROOT } from "./reference.js";
import type { Failure, Source } from "./syntax-check.js";

const WORK = path.join(ROOT, `node_modules/.cache/atlas-java-check-${process.pid}`);

/** Parser + sentinel check, in one run of the checker (compiled once, ./java-tool.ts). */
export function checkJavaLiterals(sources: Source[]): Failure[] {
  const work = path.join(WORK, "literals");
  const { pkgOf } = writeJavaSources(work, new Map(sources.map((s) => [s.id, s.code])), false);
  const sentinelOf = new Map(sources.map((s) => [s.id, s.sentinel ?? ""]));
  const checker = javaTool(path.join(ROOT, "test/support/java/CheckLiterals.java.txt"));
  const input = [...pkgOf].map(([pkg, id]) => `${path.join("cases", pkg, "Main.java")}\t${sentinelOf.get(id)}\n`).join("");
  const out = spawnSync("java", [...JVM_FLAGS, "-cp", checker, "CheckLiterals"], { cwd: work, input, encoding: "utf8", maxBuffer: 64 << 20 });
  if (out.status !== 0) return [{ id: "java checker", error: out.stderr || String(out.error) }];
  return out.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [file, error] = line.split("\t");
      const pkg = /cases\/(c\d+)\//.exec(file ?? "")?.[1] ?? "";
      return { id: pkgOf.get(pkg) ?? file!, error: error ?? line };
    });
}

/** javac over every snippet in one run (with retries without the ones that fail). */
export function compileJavaSources(sources: Source[]): Failure[] {
  const work = path.join(WORK, "javac");
  const { pkgOf, errors } = writeJavaSources(work, new Map(sources.map((s) => [s.id, s.code])), false);
  compileJava(work, pkgOf, errors);
  fs.rmSync(work, { recursive: true, force: true });
  return [...errors].map(([id, error]) => ({ id, error }));
}

export function checkJava(sources: Source[]): Failure[] {
  const parsed = checkJavaLiterals(sources);
  const bad = new Set(parsed.map((f) => f.id));
  return [...parsed, ...compileJavaSources(sources.filter((s) => !bad.has(s.id)))];
}

export const removeJavaCheckWork = () => fs.rmSync(WORK, { recursive: true, force: true });
