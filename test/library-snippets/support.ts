/**
 * Shared by the library-snippet tests: the model fixtures, where their golden files live,
 * and syntax checks that run each language's own parser (Python and bash in one process
 * each, JavaScript with acorn in this process).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as acorn from "acorn";
import { bashSyntaxFailures } from "../support/syntax-check.js";
import { LANGUAGE_MODULES, type Language, type ModelRecordInput } from "../../engine/index.js";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const FIXTURE_DIR = path.join(ROOT, "test/fixtures/models");
export const GOLDEN_DIR = path.join(ROOT, "test/golden/libraries");

export interface ModelFixture {
  /** File name without `.json`: `<library-id>` or `<library-id>--<variant>`. */
  name: string;
  library: string;
  /** "" for the library's main fixture. */
  variant: string;
  model: ModelRecordInput;
}

/**
 * Every `test/fixtures/models/*.json`. A fixture is named after its `library_name`, plus
 * `--<variant>` for further cases of the same library; a name that does not follow this
 * is an error here rather than a silently skipped file.
 */
export function modelFixtures(): ModelFixture[] {
  return fs
    .readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".json".length);
      const model = JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, file), "utf8")) as ModelRecordInput;
      const library = model.library_name ?? "";
      if (!library || (name !== library && !name.startsWith(`${library}--`))) {
        throw new Error(
          `test/fixtures/models/${file}: the name must be <library_name> or <library_name>--<variant> (library_name is ${JSON.stringify(library)})`,
        );
      }
      return { name, library, variant: name.slice(library.length + 2), model };
    });
}

/** `test/golden/libraries/<id>/<n>.<ext>`, or `<id>/<variant>/<n>.<ext>` for a variant. */
export function goldenPath(fixture: ModelFixture, index: number, language: Language): string {
  const file = `${index}.${LANGUAGE_MODULES[language].extension}`;
  return path.join(GOLDEN_DIR, fixture.library, ...(fixture.variant ? [fixture.variant] : []), file);
}

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export interface CodeSample {
  label: string;
  language: Language;
  code: string;
  /** Hostile text that must appear only inside string literals and comments. */
  marker?: string;
}

/** Every problem found in the samples: syntax errors, and markers outside string literals. */
export function checkSamples(samples: CodeSample[]): string[] {
  const problems: string[] = [];
  const python = samples.filter((s) => s.language === "python");
  if (python.length) {
    const out = execFileSync("/usr/bin/python3", [path.join(import.meta.dirname, "check_python.py")], {
      input: JSON.stringify(python.map(({ label, code, marker }) => ({ label, code, marker }))),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    problems.push(...(JSON.parse(out) as string[]));
  }
  problems.push(...checkShell(samples.filter((s) => s.language === "sh")));
  for (const s of samples.filter((x) => x.language === "js")) problems.push(...checkJs(s));
  return problems;
}

function checkShell(samples: CodeSample[]): string[] {
  const failed = bashSyntaxFailures(samples.map((s) => s.code));
  const problems = samples.flatMap((s, i) => (failed[i] ? [`${s.label}: bash -n failed`] : []));
  for (const s of samples) {
    if (s.marker && outsideShellQuotes(s.code).includes(s.marker)) problems.push(`${s.label}: ${JSON.stringify(s.marker)} outside single quotes`);
  }
  return problems;
}

/** The text of a shell script with single-quoted strings and comments removed. */
export function outsideShellQuotes(code: string): string {
  let out = "";
  let wordStart = true;
  for (let i = 0; i < code.length; ) {
    const c = code[i]!;
    if (c === "'") {
      const end = code.indexOf("'", i + 1);
      i = end < 0 ? code.length : end + 1;
      wordStart = false;
    } else if (c === "\\") {
      out += code.slice(i, i + 2);
      i += 2;
      wordStart = false;
    } else if (c === "#" && wordStart) {
      const end = code.indexOf("\n", i);
      i = end < 0 ? code.length : end;
    } else {
      out += c;
      wordStart = /[\s;&|()]/.test(c);
      i += 1;
    }
  }
  return out;
}

function checkJs(s: CodeSample): string[] {
  const options = { ecmaVersion: "latest", sourceType: "module", allowAwaitOutsideFunction: true } as const;
  try {
    acorn.parse(s.code, options);
  } catch (error) {
    return [`${s.label}: ${(error as Error).message}`];
  }
  if (!s.marker) return [];
  const problems: string[] = [];
  for (const token of acorn.tokenizer(s.code, options)) {
    const inside = token.type === acorn.tokTypes.string || token.type === acorn.tokTypes.template;
    const text = s.code.slice(token.start, token.end);
    if (!inside && text.includes(s.marker)) problems.push(`${s.label}: ${JSON.stringify(s.marker)} outside a string literal in ${text}`);
  }
  return problems;
}
