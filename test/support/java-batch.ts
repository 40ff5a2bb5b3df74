/**
 * Compiles many Java snippets with one `javac` run (./javac-server.ts; a compiler run costs seconds, so
 * one run per snippet would dominate the test): each snippet becomes package `c<i>` — a
 * `package` line put before it, nothing else touched but the one line of its `send` helper that
 * starts a request builder, which calls the harness (./java/Hook.java.txt) instead so that the
 * request reaches the recording server, and its `Thread.sleep` calls, which call the harness's
 * `pause` (job polls do not wait in tests). Sources are read as US-ASCII, so a snippet that holds
 * any other byte fails to compile. A snippet that does not compile is reported with javac's
 * messages and the rest are compiled again without it. Needs a JDK (Debian's default-jdk-headless).
 */
import fs from "node:fs";
import path from "node:path";
import { javac } from "./javac-server.js";
import { ROOT } from "./reference.js";

const HOOK = path.join(ROOT, "test/support/java/Hook.java.txt");
const RUNNER = path.join(ROOT, "test/support/java/Runner.java.txt");
/** The line of the snippets' `send` helper that the harness takes over. */
export const REQUEST_START = "HttpRequest.newBuilder(URI.create(address))";

export interface JavaBuild {
  /** The class path holding every compiled snippet. */
  classPath: string;
  /** Case id → the class to run (absent when it failed to compile). */
  mainClass: Map<string, string>;
  /** Case id → compiler messages. */
  errors: Map<string, string>;
}

/** Writes each snippet as `cases/c<i>/Main.java` under `work`; returns package → case id. */
export function writeJavaSources(work: string, codes: Map<string, string>, hook: boolean): { pkgOf: Map<string, string>; errors: Map<string, string> } {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(path.join(work, "cases"), { recursive: true });
  const pkgOf = new Map<string, string>();
  const errors = new Map<string, string>();
  [...codes.keys()].forEach((id, i) => {
    let code = codes.get(id)!;
    if (hook) {
      if (code.split(REQUEST_START).length !== 2) return void errors.set(id, `the harness needs exactly one "${REQUEST_START}" in the snippet`);
      code = code.replace(REQUEST_START, "atlas.Hook.request(address)").split("Thread.sleep(").join("atlas.Hook.pause(");
    }
    const pkg = `c${i}`;
    pkgOf.set(pkg, id);
    fs.mkdirSync(path.join(work, "cases", pkg));
    fs.writeFileSync(path.join(work, "cases", pkg, "Main.java"), `package ${pkg};\n${code}`);
  });
  if (hook) {
    fs.mkdirSync(path.join(work, "atlas"));
    fs.copyFileSync(HOOK, path.join(work, "atlas", "Hook.java"));
    fs.copyFileSync(RUNNER, path.join(work, "atlas", "Runner.java"));
  }
  return { pkgOf, errors };
}

/** javac's messages per package of `cases/`. */
export function javacMessages(output: string, pkgOf: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  let current = "";
  for (const line of output.split("\n")) {
    const m = /cases[\\/](c\d+)[\\/]Main\.java:\d+/.exec(line);
    if (m && pkgOf.has(m[1]!)) current = m[1]!;
    if (current && line.trim()) out.set(current, `${out.get(current) ?? ""}${line}\n`);
  }
  return out;
}

/** Runs javac (./javac-server.ts) over the packages until what is left compiles (at most four rounds), without annotation processing. */
export function compileJava(work: string, pkgOf: Map<string, string>, errors: Map<string, string>, extra: string[] = []): string[] {
  let pending = [...pkgOf.keys()];
  const classes = path.join(work, "classes");
  for (let attempt = 0; attempt < 4 && pending.length; attempt++) {
    fs.rmSync(classes, { recursive: true, force: true });
    const files = [...extra, ...pending.map((p) => path.join("cases", p, "Main.java"))].map((f) => path.join(work, f));
    const out = javac(["-encoding", "US-ASCII", "-proc:none", "-nowarn", "-d", classes, ...files]);
    if (out.status === 0) return pending;
    const failed = javacMessages(out.output, pkgOf);
    if (!failed.size) {
      for (const p of pending) errors.set(pkgOf.get(p)!, out.output || "javac failed");
      return [];
    }
    for (const [p, text] of failed) errors.set(pkgOf.get(p)!, text);
    pending = pending.filter((p) => !failed.has(p));
  }
  return pending;
}

export function buildJava(work: string, codes: Map<string, string>): JavaBuild {
  const { pkgOf, errors } = writeJavaSources(work, codes, true);
  const compiled = compileJava(work, pkgOf, errors, [path.join("atlas", "Hook.java"), path.join("atlas", "Runner.java")]);
  const mainClass = new Map<string, string>();
  for (const p of compiled) if (!errors.has(pkgOf.get(p)!)) mainClass.set(pkgOf.get(p)!, `${p}.Main`);
  return { classPath: path.join(work, "classes"), mainClass, errors };
}
