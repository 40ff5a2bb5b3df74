/**
 * Batched syntax checks for generated snippets: one python3 process parses every Python
 * snippet, one node process compiles every JS snippet as an ES module (node's own parser,
 * what `node --check` runs), and one bash process runs `bash -n` on every shell snippet.
 *
 * With a `sentinel`, each check also proves that every occurrence of the sentinel sits
 * inside a string literal: Python's tokenize module, acorn's tokenizer, and a shell quote scan.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as acorn from "acorn";

export interface Source {
  id: string;
  code: string;
  sentinel?: string;
}

export interface Failure {
  id: string;
  error: string;
}

const PYTHON_CHECK = String.raw`
import ast, io, json, sys, tokenize
out = []
for item in json.load(sys.stdin):
    src, sentinel = item["code"], item.get("sentinel")
    try:
        ast.parse(src)
    except SyntaxError as e:
        out.append({"id": item["id"], "error": "SyntaxError: %s (line %s)" % (e.msg, e.lineno)})
        continue
    if not sentinel:
        continue
    lines = src.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    spans = []
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type == tokenize.STRING:
            spans.append((starts[tok.start[0] - 1] + tok.start[1], starts[tok.end[0] - 1] + tok.end[1]))
    i = src.find(sentinel)
    while i >= 0:
        if not any(a <= i and i + len(sentinel) <= b for a, b in spans):
            out.append({"id": item["id"], "error": "sentinel outside a string literal at offset %d" % i})
            break
        i = src.find(sentinel, i + 1)
json.dump(out, sys.stdout)
`;

const JS_CHECK = String.raw`
const vm = require("node:vm");
const items = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
const out = [];
for (const item of items) {
    try { new vm.SourceTextModule(item.code, { identifier: item.id }); }
    catch (e) { out.push({ id: item.id, error: String(e) }); }
}
process.stdout.write(JSON.stringify(out));
`;

/** `/usr/bin/python3` is Debian's interpreter (the one python3-requests installs into). */
export const PYTHON = fs.existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

export function checkPython(sources: Source[]): Failure[] {
  if (!sources.length) return [];
  const out = execFileSync(PYTHON, ["-c", PYTHON_CHECK], { input: JSON.stringify(sources), maxBuffer: 64 << 20 });
  return JSON.parse(out.toString("utf8"));
}

export function checkJs(sources: Source[]): Failure[] {
  if (!sources.length) return [];
  const out = execFileSync(process.execPath, ["--no-warnings", "--experimental-vm-modules", "-e", JS_CHECK], {
    input: JSON.stringify(sources),
    maxBuffer: 64 << 20,
  });
  const failures: Failure[] = JSON.parse(out.toString("utf8"));
  for (const source of sources) {
    if (!source.sentinel) continue;
    const error = jsSentinelError(source.code, source.sentinel);
    if (error) failures.push({ id: source.id, error });
  }
  return failures;
}

function jsSentinelError(code: string, sentinel: string): string | undefined {
  const spans: [number, number][] = [];
  try {
    for (const token of acorn.tokenizer(code, { ecmaVersion: "latest", sourceType: "module" })) {
      if (token.type === acorn.tokTypes.string || token.type === acorn.tokTypes.template) spans.push([token.start, token.end]);
    }
  } catch (error) {
    return `acorn: ${(error as Error).message}`;
  }
  for (let i = code.indexOf(sentinel); i >= 0; i = code.indexOf(sentinel, i + 1)) {
    if (!spans.some(([a, b]) => a <= i && i + sentinel.length <= b)) return `sentinel outside a string literal at offset ${i}`;
  }
  return undefined;
}

/** Scripts this process has had checked, SHA-256 of the text → whether `bash -n` failed (files check the same snippets often). */
const bashChecked = new Map<string, boolean>();
const digest = (code: string) => createHash("sha256").update(code).digest("base64");

/** Which scripts fail `bash -n`, checked by one bash process over those not checked before. */
export function bashSyntaxFailures(scripts: string[]): boolean[] {
  const keys = scripts.map(digest);
  /** Key → text of the scripts not checked before, each once. */
  const fresh = new Map<string, string>();
  scripts.forEach((code, i) => {
    if (!bashChecked.has(keys[i]!)) fresh.set(keys[i]!, code);
  });
  const unchecked = [...fresh];
  if (unchecked.length) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atlas-sh-"));
    try {
      const files = unchecked.map(([, code], i) => {
        const file = path.join(dir, `${i}.sh`);
        fs.writeFileSync(file, code);
        return file;
      });
      const script = 'for f in "$@"; do bash -n "$f" 2>/dev/null || echo "$f"; done';
      const bad = new Set(
        execFileSync("bash", ["-c", script, "check", ...files])
          .toString("utf8")
          .split("\n")
          .filter(Boolean),
      );
      unchecked.forEach(([key], i) => bashChecked.set(key, bad.has(files[i]!)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return keys.map((key) => bashChecked.get(key)!);
}

export function checkSh(sources: Source[]): Failure[] {
  const failed = bashSyntaxFailures(sources.map((s) => s.code));
  const failures: Failure[] = sources.flatMap((s, i) => (failed[i] ? [{ id: s.id, error: "bash -n failed" }] : []));
  for (const source of sources) {
    const error = source.sentinel ? shSentinelError(source.code, source.sentinel) : undefined;
    if (error) failures.push({ id: source.id, error });
  }
  return failures;
}

/**
 * A small shell quote scan: tracks single quotes, double quotes and backslash escapes, and
 * requires every character of every sentinel occurrence to be inside single quotes (the
 * only quoting where nothing expands).
 */
function shSentinelError(code: string, sentinel: string): string | undefined {
  const quoted: boolean[] = [];
  let state: "none" | "single" | "double" = "none";
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (state === "single") {
      if (ch === "'") state = "none";
      quoted[i] = ch !== "'";
    } else if (state === "double") {
      if (ch === "\\") i++;
      else if (ch === '"') state = "none";
      quoted[i] = false;
    } else {
      if (ch === "\\") i++;
      else if (ch === "'") state = "single";
      else if (ch === '"') state = "double";
      else if (ch === "#" && (i === 0 || /\s/.test(code[i - 1]!))) {
        while (i < code.length && code[i] !== "\n") i++;
      }
      quoted[i] = false;
    }
  }
  for (let i = code.indexOf(sentinel); i >= 0; i = code.indexOf(sentinel, i + 1)) {
    for (let j = i; j < i + sentinel.length; j++) if (!quoted[j]) return `sentinel outside single quotes at offset ${i}`;
  }
  return undefined;
}
