/**
 * Code for the raw-HTTP clients (python `requests`, js `fetch`, sh `curl`, …) from an
 * `HttpRequestSpec`: the language-independent decisions (headers and their order, the files inside a
 * JSON body, what the answer needs), then the language plugin's target writes the code
 * (../contract/http-target.ts). The helpers below are shared by the targets.
 */
import { AtlasError } from "../../errors/atlas-error.js";
import type { LanguageModule } from "../contract/language-module.js";
import { Expr, isShared } from "./code.js";
import type { HttpRequestSpec } from "../call/http-request.js";
import type { ChatRequestCode, HttpTarget } from "../contract/http-target.js";
import { literalWith } from "./code.js";
import { EncodedFile, type BodyValue } from "../providers/types.js";
import { baseName, multipartCode } from "./multipart-code.js";
import type { TokenSource } from "../call/tokens.js";
import { authValueCode } from "../call/tokens.js";

export interface RawCode {
  url: string;
  /** Lines that read input files, ending with a newline (or ""). */
  prepare: string;
  /** The headers, as the target writes them (a literal, or curl's `-H …` arguments). */
  headers: string;
  /** The body, as the target writes it (a literal, a file variable, curl's data argument). */
  body: string;
  /** Where a base64/url answer's value is, as the target writes it. */
  resultPath: string;
  output: string;
  /** The body comes on standard input (../contract/http-target.ts `RequestCode.stdin`). */
  stdin: boolean;
  needsBase64: boolean;
  needsFs: boolean;
  /** The request reads a local input file (a binary body, a file in the JSON, a form's file). */
  readsFile: boolean;
  /** The headers one level deeper (../contract/http-target.ts `RequestCode.innerHeaders`). */
  innerHeaders?: string;
  /** A chat call's payload for the chat-mode templates (../contract/http-target.ts `RequestCode.chat`). */
  chat?(): ChatRequestCode;
}

export function encodedFiles(value: BodyValue, out: EncodedFile[] = []): EncodedFile[] {
  if (value instanceof EncodedFile) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => encodedFiles(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => v !== undefined && encodedFiles(v, out));
  return out;
}

/** The variable that holds a file's base64 text in one request's code (../contract/http-target.ts `RawRequest.varFor`). */
export type VarNames = (file: string) => string;

/**
 * Names for the files' base64 variables of one request: `<stem>_b64` for plain names, else
 * `file_b64` (no user text in code); a name two files would share gets a number (`file2_b64`),
 * so two files with one stem are never read into one variable.
 */
export function varNames(lang: LanguageModule): VarNames {
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

export function replaceFiles(value: BodyValue, expr: (f: EncodedFile) => unknown): unknown {
  if (value instanceof EncodedFile) return expr(value);
  // Shared sample values hold no files; keeping them keeps their cached literal (./code.ts).
  if (isShared(value)) return value;
  if (Array.isArray(value)) return value.map((v) => replaceFiles(v, expr));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, replaceFiles(v!, expr)]),
    );
  return value;
}

/** A file's base64 text (or data URL) as an expression joining `prefix + variable` with `concat`. */
export function fileExpr(lang: LanguageModule, f: EncodedFile, varFor: VarNames, concat = lang.concat ?? " + "): Expr {
  const name = varFor(f.input.file);
  return new Expr(f.encoding === "base64" ? name : `${lang.str(`data:${f.input.mime};base64,`)}${concat}${name}`);
}

/** The files of a list, first occurrence of each name only. */
export function uniqueFiles(files: EncodedFile[]): EncodedFile[] {
  const seen = new Set<string>();
  return files.filter((f) => !seen.has(f.input.file) && Boolean(seen.add(f.input.file)));
}

/** The JSON body's literal at a level, printed once per level (a target may want two: the request's and the chat templates'). */
function payloadAt(target: HttpTarget, lang: LanguageModule, json: BodyValue, files: readonly EncodedFile[], varFor: VarNames): (level: number) => string {
  // A body without files is printed as it is; one with files gets each file's expression in its place.
  const value = files.length ? replaceFiles(json, (f) => (target.fileValue ? target.fileValue(f, varFor(f.input.file)) : fileExpr(lang, f, varFor))) : json;
  const printed = new Map<number, string>();
  return (level) => {
    let text = printed.get(level);
    if (text === undefined) printed.set(level, (text = literalWith(lang, value, level)));
    return text;
  };
}

export function rawCode(target: HttpTarget, lang: LanguageModule, plan: HttpRequestSpec, token: TokenSource, chat = false, formBody = false): RawCode {
  if (plan.body.kind === "multipart") {
    // The client writes multipart's Content-Type itself (it holds the boundary): build the
    // rest as for a JSON body without that header, then put the form in (./multipart-code.ts).
    const form = multipartCode(target, lang, plan.body.fields);
    const code = rawCode(target, lang, { ...plan, body: { kind: "json", json: {} } }, token, chat, true);
    return { ...code, prepare: code.prepare + form.prepare, body: form.body, needsFs: true, readsFile: plan.body.fields.some((f) => f.file !== undefined) };
  }
  if (plan.body.kind !== "json" && plan.body.kind !== "binary") {
    throw new AtlasError([
      { code: "input", message: `Unsupported format: ${(plan.body as { kind: string }).kind}`, hint: "raw-HTTP snippets send json or binary bodies" },
    ]);
  }
  const body = plan.body;
  const headers: Record<string, unknown> = {};
  const authName = plan.auth.header;
  headers[authName] = new Expr(authValueCode(lang, plan.auth.prefix, token));
  const contentType = body.kind === "json" ? "application/json" : body.contentType;
  if (!formBody) headers["Content-Type"] = contentType;
  Object.assign(headers, plan.headers);
  const files = body.kind === "json" ? encodedFiles(body.json) : [];
  const response = plan.response;
  const path = response.kind === "base64" || response.kind === "url" ? response.path : [];
  const varFor = varNames(lang);
  const fileReads = uniqueFiles(files)
    .map((f) => target.readFile(varFor(f.input.file), f.input.file))
    .join("");
  const payload = body.kind === "json" ? payloadAt(target, lang, body.json, files, varFor) : () => "";
  const written = target.request({ lang, plan, token, headers, body, files, varFor, resultPath: path, formBody, payload, fileReads, chat });
  return {
    url: lang.str(plan.url),
    ...written,
    stdin: Boolean(written.stdin),
    output: response.kind === "bytes" || response.kind === "base64" || response.kind === "url" ? response.output : "",
    needsBase64: files.length > 0 || response.kind === "base64" || response.kind === "tracks",
    needsFs: files.length > 0 || body.kind === "binary" || response.kind !== "json",
    readsFile: files.length > 0 || body.kind === "binary",
  };
}
