/**
 * Builds many Go snippets into one program with one `go build` (building and linking each alone
 * takes about a second apiece, and even as packages of one program about 100 ms each): each
 * snippet becomes a file of package main (writeGoPackage: the names it declares at the top level,
 * its `main` among them, get a suffix of their own, nothing else touched), and one dispatcher
 * `main` runs the snippet named by its argument, next to a harness file
 * (./go/atlas_hook.go.txt) that sends https:// requests to the recording server. A snippet that
 * does not compile is reported with the compiler's messages and the rest are built again without
 * it. Needs Debian's golang-go; no network (GOPROXY=off, standard library only).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtOnce } from "./built-once.js";
import { ROOT } from "./reference.js";

const HOOK = path.join(ROOT, "test/support/go/atlas_hook.go.txt");
const MERGE = path.join(ROOT, "test/support/go/merge_package.go.txt");
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

/** The harness's Go tools, each built once into the build cache. */
function goTool(source: string): string {
  return builtOnce(source, path.join(CACHE, "tools"), (output) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-go-tool-"));
    try {
      fs.writeFileSync(path.join(dir, "go.mod"), "module tool\n\ngo 1.19\n");
      fs.copyFileSync(source, path.join(dir, "main.go"));
      const out = spawnSync("go", ["build", "-o", output, "."], { cwd: dir, env: goEnv(), encoding: "utf8" });
      if (out.status !== 0) throw new Error(`go build of ${source} failed:\n${out.stderr}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

export interface GoPackage {
  /** File name (without .go) → case id. */
  fileOf: Map<string, string>;
  /** Case id → the parser's message, for a snippet that does not parse (it gets no file). */
  errors: Map<string, string>;
}

/**
 * Writes every snippet as a file `c<i>.go` of one package `pkg` in `dir` (./go/merge_package.go.txt:
 * its package clause renamed and the names it declares at the top level suffixed `_c<i>`, so the
 * files do not clash; nothing else touched). One package compiles and vets in one process; one
 * package per snippet took about 100 ms of CPU each.
 */
export function writeGoPackage(dir: string, pkg: string, codes: Map<string, string>): GoPackage {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = new Map<string, string>();
  const files = [...codes].map(([id, code], i) => {
    fileOf.set(`c${i}`, id);
    return { name: `c${i}`, code };
  });
  const out = spawnSync(goTool(MERGE), [], { input: JSON.stringify({ dir, package: pkg, files }), encoding: "utf8", maxBuffer: 64 << 20 });
  if (out.status !== 0) throw new Error(`merge_package failed:\n${out.stderr}`);
  const errors = new Map<string, string>();
  for (const { name, error } of JSON.parse(out.stdout) as { name: string; error: string }[]) {
    errors.set(fileOf.get(name)!, error);
    fileOf.delete(name);
  }
  return { fileOf, errors };
}

/** Compiler or vet messages per file `c<i>.go`, from go's output. */
export function messagesByFile(output: string, fileOf: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  let current = "";
  for (const line of output.split("\n")) {
    const m = /(?:^|[\s/])(c\d+)\.go:\d+/.exec(line);
    if (m && fileOf.has(m[1]!)) current = m[1]!;
    if (current && line.trim() && !line.startsWith("#")) out.set(current, `${out.get(current) ?? ""}${line}\n`);
  }
  return out;
}

/**
 * Runs `command` (a go build or vet in `cwd`) over the files of `pkg`'s folder until it passes
 * (at most four rounds): the files it names in its messages are recorded in `errors` and removed
 * (Go stops at the first ten errors of a package, and a file that does not type-check keeps vet
 * from looking at the others). Returns the files left.
 */
export function untilClean(command: string[], cwd: string, folder: string, pkg: GoPackage, before?: (pending: string[]) => void): string[] {
  let pending = [...pkg.fileOf.keys()];
  for (let attempt = 0; attempt < 4 && pending.length; attempt++) {
    before?.(pending);
    const out = spawnSync("go", command, { cwd, env: goEnv(), encoding: "utf8", maxBuffer: 64 << 20 });
    if (out.status === 0) return pending;
    const failed = messagesByFile(`${out.stderr}`, pkg.fileOf);
    if (!failed.size) {
      for (const p of pending) pkg.errors.set(pkg.fileOf.get(p)!, out.stderr || out.error?.message || `go ${command[0]} failed`);
      return [];
    }
    for (const [p, text] of failed) {
      pkg.errors.set(pkg.fileOf.get(p)!, text);
      fs.rmSync(path.join(folder, `${p}.go`));
    }
    pending = pending.filter((p) => !failed.has(p));
  }
  return pending;
}

/** An empty module `atlas` in `work`, whatever was there before. */
export function freshGoModule(work: string): void {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  fs.writeFileSync(path.join(work, "go.mod"), "module atlas\n\ngo 1.19\n");
}

export function buildGo(work: string, codes: Map<string, string>): GoBuild {
  freshGoModule(work);
  const pkg = writeGoPackage(work, "main", codes);
  fs.copyFileSync(HOOK, path.join(work, "atlas_hook.go"));
  // The dispatcher runs the main of the file its argument names; it lists only the files still in.
  const dispatcher = (pending: string[]) => {
    const table = pending.map((p) => `    "${p}": main_${p},\n`).join("");
    fs.writeFileSync(
      path.join(work, "main.go"),
      `package main\n\nimport "os"\n\nvar programs = map[string]func(){\n${table}}\n\nfunc main() {\n    programs[os.Args[1]]()\n}\n`,
    );
  };
  const pending = untilClean(["build", "-o", "program", "."], work, work, pkg, dispatcher);
  const args = new Map<string, string[]>();
  for (const p of pending) args.set(pkg.fileOf.get(p)!, [p]);
  const program = path.join(work, "program");
  return { program: fs.existsSync(program) ? program : undefined, args, errors: pkg.errors };
}
