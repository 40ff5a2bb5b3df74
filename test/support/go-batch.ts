/**
 * Builds many Go snippets into one program with one `go build` (building and linking each alone
 * takes about a second apiece): each snippet becomes a package of a throw-away module — its
 * `package main` renamed and its `func main` renamed `Main`, nothing else touched — and one
 * dispatcher `main` runs the snippet named by its argument, next to a harness file
 * (./go/atlas_hook.go.txt) that sends https:// requests to the recording server. A snippet that
 * does not compile is reported with the compiler's messages and the rest are built again without
 * it. Needs Debian's golang-go; no network (GOPROXY=off, standard library only).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./reference.js";

const HOOK = path.join(ROOT, "test/support/go/atlas_hook.go.txt");
const CACHE = path.join(ROOT, "node_modules/.cache/atlas-go-build");

export interface GoBuild {
  /** The program: run it with a case's `args` (absent when nothing compiled). */
  program?: string;
  /** Case id → arguments that run its snippet (absent when it failed to compile). */
  args: Map<string, string[]>;
  /** Case id → compiler messages. */
  errors: Map<string, string>;
}

export const goEnv = () => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "",
  GOCACHE: CACHE,
  GOPATH: path.join(CACHE, "gopath"),
  GOFLAGS: "-mod=mod",
  GOPROXY: "off",
  GO111MODULE: "on",
  GOTOOLCHAIN: "local",
});

/** Writes each snippet as package `cases/c<i>` of a module under `work`; returns package → case id. */
export function writeGoModule(work: string, codes: Map<string, string>): Map<string, string> {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(path.join(work, "cases"), { recursive: true });
  fs.writeFileSync(path.join(work, "go.mod"), "module atlas\n\ngo 1.19\n");
  const pkgOf = new Map<string, string>();
  [...codes.keys()].forEach((id, i) => {
    const pkg = `c${i}`;
    pkgOf.set(pkg, id);
    const code = codes
      .get(id)!
      .replace(/^package main$/m, `package ${pkg}`)
      .replace(/^func main\(\) \{$/m, "func Main() {");
    fs.mkdirSync(path.join(work, "cases", pkg));
    fs.writeFileSync(path.join(work, "cases", pkg, "snippet.go"), code);
  });
  return pkgOf;
}

/** Compiler messages per package of `cases/`, from go's output. */
export function messagesByPackage(output: string, pkgOf: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  let current = "";
  for (const line of output.split("\n")) {
    const m = /(?:^# atlas\/cases\/|cases\/)(c\d+)\b/.exec(line);
    if (m && pkgOf.has(m[1]!)) current = m[1]!;
    if (current && line.trim()) out.set(current, `${out.get(current) ?? ""}${line}\n`);
  }
  return out;
}

export function buildGo(work: string, codes: Map<string, string>): GoBuild {
  const pkgOf = writeGoModule(work, codes);
  fs.copyFileSync(HOOK, path.join(work, "atlas_hook.go"));
  const errors = new Map<string, string>();
  let pending = [...pkgOf.keys()];
  for (let attempt = 0; attempt < 4 && pending.length; attempt++) {
    const imports = pending.map((p) => `    ${p} "atlas/cases/${p}"\n`).join("");
    const table = pending.map((p) => `    "${p}": ${p}.Main,\n`).join("");
    fs.writeFileSync(
      path.join(work, "main.go"),
      `package main\n\nimport (\n    "os"\n${imports})\n\nvar programs = map[string]func(){\n${table}}\n\nfunc main() {\n    programs[os.Args[1]]()\n}\n`,
    );
    const out = spawnSync("go", ["build", "-o", "program", "."], { cwd: work, env: goEnv(), encoding: "utf8", maxBuffer: 64 << 20 });
    if (out.status === 0) break;
    const failed = messagesByPackage(`${out.stderr}`, pkgOf);
    if (!failed.size) {
      for (const p of pending) errors.set(pkgOf.get(p)!, out.stderr || out.error?.message || "go build failed");
      pending = [];
      break;
    }
    for (const [p, text] of failed) errors.set(pkgOf.get(p)!, text);
    pending = pending.filter((p) => !failed.has(p));
  }
  const args = new Map<string, string[]>();
  for (const p of pending) if (!errors.has(pkgOf.get(p)!)) args.set(pkgOf.get(p)!, [p]);
  const program = path.join(work, "program");
  return { program: fs.existsSync(program) ? program : undefined, args, errors };
}
