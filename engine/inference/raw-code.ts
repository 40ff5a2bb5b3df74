/**
 * Code for the raw-HTTP clients (python `requests`, js `fetch`, sh `curl`) from an
 * `HttpPlan`: file reading, the headers and body literals, and the result path. Values
 * go through the language modules; a file's content inside a JSON body becomes a
 * variable (python, js) or a command substitution (sh).
 */
import { AtlasError } from "../errors.js";
import type { LanguageModule } from "../languages/types.js";
import { jsonDialect } from "../languages/sh.js";
import { Expr, isShared, literalWith } from "./code.js";
import type { HttpPlan } from "./http.js";
import { EncodedFile, type BodyValue } from "./providers/types.js";
import { baseName, checkedMime, multipartCode } from "./multipart-code.js";
import { jqPath } from "./polling-code.js";
import type { TokenSource } from "./tokens.js";
import { authValueCode } from "./tokens.js";

export interface RawCode {
  url: string;
  /** Lines that read input files, ending with a newline (or ""). */
  prepare: string;
  /** python/js: the headers literal; sh: the `-H …` arguments, one per line. */
  headers: string;
  /** The body: a literal (json), the file variable (python/js binary) or curl's data argument (sh). */
  body: string;
  /** python/js: subscripts after the parsed JSON for base64/url answers; sh: a jq filter. */
  resultPath: string;
  output: string;
  needsBase64: boolean;
  needsFs: boolean;
}

function encodedFiles(value: BodyValue, out: EncodedFile[] = []): EncodedFile[] {
  if (value instanceof EncodedFile) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => encodedFiles(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => v !== undefined && encodedFiles(v, out));
  return out;
}

/**
 * Names for the files' base64 variables of one body: `<stem>_b64` for plain names, else
 * `file_b64` (no user text in code); a name two files would share gets a number (`file2_b64`).
 */
type VarNames = (file: string) => string;
function varNames(lang: LanguageModule): VarNames {
  const byFile = new Map<string, string>();
  const taken = new Set<string>();
  return (file) => {
    let name = byFile.get(file);
    if (name) return name;
    const stem = baseName(file).replace(/\.[^.]*$/, "");
    const base = /^[A-Za-z][A-Za-z0-9_]*$/.test(stem) ? stem : "file";
    name = lang.ident(`${base}_b64`);
    for (let i = 2; taken.has(name); i++) name = lang.ident(`${base}${i}_b64`);
    taken.add(name);
    byFile.set(file, name);
    return name;
  };
}

function replaceFiles(value: BodyValue, expr: (f: EncodedFile) => unknown): unknown {
  if (value instanceof EncodedFile) return expr(value);
  // Shared sample values hold no files; keeping them keeps their cached literal (./code.ts).
  if (isShared(value)) return value;
  if (Array.isArray(value)) return value.map((v) => replaceFiles(v, expr));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, replaceFiles(v!, expr)]));
  return value;
}

export function rawCode(lang: LanguageModule, plan: HttpPlan, token: TokenSource, withContentType = true): RawCode {
  if (plan.body.kind === "multipart") {
    // The client writes multipart's Content-Type itself (it holds the boundary): build the
    // rest as for a JSON body without that header, then put the form in (./multipart-code.ts).
    const form = multipartCode(lang, plan.body.fields);
    const code = rawCode(lang, { ...plan, body: { kind: "json", json: {} } }, token, false);
    return { ...code, prepare: code.prepare + form.prepare, body: form.body, needsFs: true };
  }
  if (plan.body.kind !== "json" && plan.body.kind !== "binary") {
    throw new AtlasError([{ code: "input", message: `Unsupported format: ${(plan.body as { kind: string }).kind}`, hint: "raw-HTTP snippets send json or binary bodies" }]);
  }
  const body = plan.body;
  const headers: Record<string, unknown> = {};
  const authName = plan.auth.header;
  headers[authName] = new Expr(authValueCode(lang, plan.auth.prefix, token));
  const contentType = body.kind === "json" ? "application/json" : body.contentType;
  if (withContentType) headers["Content-Type"] = contentType;
  Object.assign(headers, plan.headers);
  const files = body.kind === "json" ? encodedFiles(body.json) : [];
  const response = plan.response;
  const path = response.kind === "base64" || response.kind === "url" ? response.path : [];
  const code: RawCode = {
    url: lang.str(plan.url),
    prepare: "",
    headers: "",
    body: "",
    resultPath: "",
    output: response.kind === "bytes" || response.kind === "base64" || response.kind === "url" ? response.output : "",
    needsBase64: files.length > 0 || response.kind === "base64" || response.kind === "tracks",
    needsFs: files.length > 0 || body.kind === "binary" || response.kind !== "json",
  };
  const seen = new Set<string>();
  const varFor = varNames(lang);
  if (lang.id === "python") {
    for (const f of files) {
      if (seen.has(f.input.file)) continue;
      seen.add(f.input.file);
      code.prepare += `with open(${lang.str(f.input.file)}, "rb") as f:\n    ${varFor(f.input.file)} = base64.b64encode(f.read()).decode("utf-8")\n`;
    }
    if (body.kind === "binary") code.prepare += `with open(${lang.str(body.file.file)}, "rb") as f:\n    data = f.read()\n`;
    code.headers = literalWith(lang, headers, 0);
    code.body = body.kind === "json" ? literalWith(lang, replaceFiles(body.json, (f) => fileExpr(lang, f, varFor)), 0) : "data";
    code.resultPath = path.map((k) => `[${lang.lit(k)}]`).join("");
  } else if (lang.id === "js") {
    for (const f of files) {
      if (seen.has(f.input.file)) continue;
      seen.add(f.input.file);
      code.prepare += `const ${varFor(f.input.file)} = fs.readFileSync(${lang.str(f.input.file)}).toString("base64");\n`;
    }
    code.headers = literalWith(lang, headers, 1);
    code.body =
      body.kind === "json"
        ? `JSON.stringify(${literalWith(lang, replaceFiles(body.json, (f) => fileExpr(lang, f, varFor)), 1)})`
        : `fs.readFileSync(${lang.str(body.file.file)})`;
    code.resultPath = path.map((k) => `[${lang.lit(k)}]`).join("");
  } else {
    code.headers = Object.entries(headers)
      .map(([name, value]) =>
        value instanceof Expr
          ? token.envVar
            ? `    -H ${lang.str(`${name}: ${plan.auth.prefix ? `${plan.auth.prefix} ` : ""}`)}${lang.env(token.envVar)} \\\n`
            : `    -H ${lang.str(`${name}: ${plan.auth.prefix ? `${plan.auth.prefix} ` : ""}${token.literal ?? ""}`)} \\\n`
          : `    -H ${lang.str(`${name}: ${String(value)}`)} \\\n`,
      )
      .join("");
    if (body.kind === "json") {
      const json = shJson(lang, body.json, varFor);
      code.prepare = json.prepare;
      code.body = `-d ${json.text}`;
    } else {
      code.body = `--data-binary ${lang.str(`@${body.file.file}`)}`;
    }
    code.resultPath = lang.str(jqPath(path));
  }
  return code;
}

function fileExpr(lang: LanguageModule, f: EncodedFile, varFor: VarNames): Expr {
  const name = varFor(f.input.file);
  return new Expr(f.encoding === "base64" ? name : `${lang.str(`data:${f.input.mime};base64,`)} + ${name}`);
}

/**
 * A JSON body as one shell word. A file's content is read into a variable first
 * (`cat_b64=$(base64 < 'cat.png' | tr -d '\n')`, in `prepare`) and spliced in by closing the
 * single quote and reopening it around the variable: `'{"image": "'"$cat_b64"'"}'`.
 */
function shJson(lang: LanguageModule, json: BodyValue, varFor: VarNames): { text: string; prepare: string } {
  const files: EncodedFile[] = [];
  const marked = replaceFiles(json, (f) => `\u0000file${files.push(f) - 1}\u0000`);
  let text = lang.lit(marked, 1);
  let prepare = "";
  const read = new Set<string>();
  files.forEach((f, i) => {
    const marker = jsonDialect.string(`\u0000file${i}\u0000`);
    const mime = checkedMime(f.input.mime);
    const prefix = f.encoding === "dataUrl" ? `data:${mime};base64,` : "";
    const variable = varFor(f.input.file);
    if (!read.has(variable)) {
      read.add(variable);
      prepare += `${variable}=$(base64 < ${lang.str(f.input.file)} | tr -d '\\n')\n`;
    }
    text = text.split(marker).join(`"${prefix}'"$${variable}"'"`);
  });
  return { text, prepare };
}
