/**
 * Code for the job flows of ./polling.ts, per language, as `code.poll*` fragments that the
 * `response-poll` partials print. Every value goes through the language module; JSON paths
 * become subscripts (python, js) or jq filters (sh).
 *
 * Variables the partials and these fragments share: `job` (the submit answer), `status` (the
 * last status answer), `result` (the finished job's answer), `media_url`/`mediaUrl`.
 */
import { jsonDialect } from "../languages/sh.js";
import type { LanguageModule } from "../languages/types.js";
import type { FieldTest, JsonPath, PollResponse, UrlPart } from "./polling.js";

export interface PollCode {
  /** python: import lines the flow needs; js/sh: "". */
  imports: string;
  statusUrl: string;
  /** A condition on `status` (python, js) or a `case` pattern list on `$state` (sh). */
  done: string;
  failed: string;
  /** sh only: the jq filter that reads the state from a status answer. */
  state: string;
  /** Seconds (python, sh) or milliseconds (js). */
  interval: string;
  /** The result URL, or "" when the last status answer is the result. */
  resultUrl: string;
  /** The media URL (or JSON part to print) inside `result`. */
  resultPath: string;
  mediaOutput: string;
  /** The media field may also be a list of URLs (take the first). */
  listOrValue: boolean;
  printsJson: boolean;
}

export interface PollUrls {
  /** The base URL the request went to (router provider base or the provider's host). */
  base: string;
  /** The full URL of the submit request. */
  submit: string;
}

export function pollCode(lang: LanguageModule, spec: PollResponse, urls: PollUrls): PollCode {
  const result = spec.result;
  const code: PollCode = {
    imports: "",
    statusUrl: urlCode(lang, spec.statusUrl, urls),
    done: testCode(lang, spec.done),
    failed: spec.failed ? testCode(lang, spec.failed) : "",
    state: lang.id === "sh" ? lang.str(jqPath(spec.done.path)) : "",
    interval: lang.id === "js" ? String(Math.round(spec.interval * 1000)) : String(spec.interval),
    resultUrl: spec.resultUrl ? urlCode(lang, spec.resultUrl, urls) : "",
    resultPath: resultPathCode(lang, result.path ?? [], result.kind === "media" && Boolean(result.listOrValue)),
    mediaOutput: result.kind === "media" ? lang.str(result.output) : "",
    listOrValue: result.kind === "media" && Boolean(result.listOrValue),
    printsJson: result.kind === "json",
  };
  if (lang.id === "sh" && spec.failed && spec.failed.path.join("/") !== spec.done.path.join("/")) {
    // One state field per flow keeps the shell loop simple; every provider we know has one.
    throw new Error("a job's done and failed tests must read the same field");
  }
  if (lang.id === "python") {
    const parts = [...spec.statusUrl, ...(spec.resultUrl ?? [])];
    const names = [
      ...(parts.some((p) => "field" in p && p.take === "pathname") ? ["urlparse"] : []),
      ...(parts.some((p) => "field" in p && p.take === "encoded") ? ["quote"] : []),
    ];
    code.imports = ["import time", ...(names.length ? [`from urllib.parse import ${names.join(", ")}`] : [])].join("\n");
  }
  return code;
}

/** The code of a URL built from the job: string pieces joined by the language's concatenation. */
function urlCode(lang: LanguageModule, parts: UrlPart[], urls: PollUrls): string {
  // Adjacent literal pieces are merged first, so the code reads as one URL where it can.
  const merged: (string | Extract<UrlPart, { field: JsonPath }>)[] = [];
  for (const part of parts) {
    const text = "base" in part ? urls.base : "submit" in part ? urls.submit : "text" in part ? part.text : undefined;
    if (text === undefined) merged.push(part as Extract<UrlPart, { field: JsonPath }>);
    else if (typeof merged[merged.length - 1] === "string") merged[merged.length - 1] += text;
    else merged.push(text);
  }
  const pieces = merged.filter((p) => p !== "").map((p) => (typeof p === "string" ? lang.str(p) : fieldCode(lang, p)));
  return lang.id === "sh" ? pieces.join("") : pieces.join(" + ");
}

function fieldCode(lang: LanguageModule, part: Extract<UrlPart, { field: JsonPath }>): string {
  const path = part.field;
  if (lang.id === "python") {
    const value = `job${subscripts(lang, path)}`;
    if (part.take === "pathname") return `urlparse(${value}).path`;
    if (part.take === "encoded") return `quote(str(${value}), safe="")`;
    return `str(${value})`;
  }
  if (lang.id === "js") {
    const value = `job${subscripts(lang, path)}`;
    if (part.take === "pathname") return `new URL(${value}).pathname`;
    if (part.take === "encoded") return `encodeURIComponent(${value})`;
    return `String(${value})`;
  }
  // sh: jq reads the field from "$job"; the filter is one single-quoted word.
  let filter = jqPath(path);
  if (part.take === "pathname") filter += ' | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")';
  if (part.take === "encoded") filter += " | @uri";
  return `"$(jq -r ${lang.str(filter)} <<< "$job")"`;
}

const subscripts = (lang: LanguageModule, path: JsonPath) => path.map((k) => `[${lang.lit(k)}]`).join("");

/** A jq path such as `.["data"]["outputs"][0]` (jq string keys are JSON strings). */
export function jqPath(path: JsonPath): string {
  return `.${path.map((k) => (typeof k === "number" ? `[${k}]` : `[${jsonDialect.string(k)}]`)).join("")}`;
}

/** `status` at `test.path` is one of `test.values`; reads missing levels as absent, never throws. */
function testCode(lang: LanguageModule, test: FieldTest): string {
  if (lang.id === "sh") return test.values.map((v) => lang.str(v)).join("|");
  if (lang.id === "python") {
    const read = test.path.reduce<string>((acc, k, i) => `${acc}.get(${lang.lit(k)}${i < test.path.length - 1 ? ", {}" : ""})`, "status");
    return test.values.length === 1 ? `${read} == ${lang.str(test.values[0]!)}` : `${read} in ${lang.lit(test.values)}`;
  }
  const read = `status${test.path.map((k) => `?.[${lang.lit(k)}]`).join("")}`;
  return test.values.length === 1 ? `${read} === ${lang.str(test.values[0]!)}` : `${lang.lit(test.values)}.includes(${read})`;
}

/** sh: a jq filter; with `listOrValue` it takes the first URL of a list itself. */
function resultPathCode(lang: LanguageModule, path: JsonPath, listOrValue: boolean): string {
  if (lang.id !== "sh") return subscripts(lang, path);
  return lang.str(jqPath(path) + (listOrValue ? ' | if type == "array" then .[0] else . end' : ""));
}

/** The template context of a job flow: `code.poll*` fragments and the partials' switches. */
export function pollContext(lang: LanguageModule, spec: PollResponse, urls: PollUrls) {
  const p = pollCode(lang, spec, urls);
  return {
    code: {
      pollImports: p.imports,
      pollStatusUrl: p.statusUrl,
      pollDone: p.done,
      pollFailed: p.failed,
      pollState: p.state,
      pollInterval: p.interval,
      pollResultUrl: p.resultUrl,
      pollResultPath: p.resultPath,
      pollOutput: p.mediaOutput,
    },
    flags: { listOrValue: p.listOrValue, printsJson: p.printsJson },
  };
}
