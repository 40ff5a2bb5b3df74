/**
 * Code for the job flows of ../call/polling.ts, as `code.poll*` fragments that each language's
 * `response-poll` partial prints. This file merges the URL pieces and collects the fragments;
 * the language plugin's target (../contract/http-target.ts) writes each one, every value through the
 * language module.
 *
 * Variables the partials and these fragments share: `job` (the submit answer), `status` (the
 * last status answer), `result` (the finished job's answer), `media_url`/`mediaUrl`.
 */
import type { LanguageModule } from "../contract/language-module.js";
import type { HttpTarget, UrlField } from "../contract/http-target.js";
import type { PollResponse, UrlPart } from "../call/polling.js";

export interface PollCode {
  /** Import lines the flow needs, where the language lists them ("" otherwise). */
  imports: string;
  statusUrl: string;
  /** A condition on `status`, or what the language's partial tests instead (a `case` pattern in sh). */
  done: string;
  failed: string;
  /** The code that reads the state from a status answer, for languages that need it apart. */
  state: string;
  /** In the unit of the language's sleep. */
  interval: string;
  /** The result URL, or "" when the last status answer is the result. */
  resultUrl: string;
  /** The media URL (or JSON part to print) inside `result`. */
  resultPath: string;
  mediaOutput: string;
  /** The media field may also be a list of URLs (take the first). */
  listOrValue: boolean;
  printsJson: boolean;
  /** Some URL piece is the path of a job field (`take: "pathname"`): a language may need a helper or an import for it. */
  pathname: boolean;
  /** Some URL piece is a job field escaped for a URL (`take: "encoded"`). */
  encoded: boolean;
}

export interface PollUrls {
  /** The base URL the request went to (router provider base or the provider's host). */
  base: string;
  /** The full URL of the submit request. */
  submit: string;
}

export function pollCode(target: HttpTarget, lang: LanguageModule, spec: PollResponse, urls: PollUrls): PollCode {
  const poll = target.poll;
  poll.check?.(spec);
  const result = spec.result;
  const listOrValue = result.kind === "media" && Boolean(result.listOrValue);
  const fields = [...spec.statusUrl, ...(spec.resultUrl ?? [])].filter((p): p is UrlField => "field" in p);
  return {
    imports: poll.imports?.(spec) ?? "",
    statusUrl: urlCode(target, lang, spec.statusUrl, urls),
    done: poll.test(spec.done),
    failed: spec.failed ? poll.test(spec.failed) : "",
    state: poll.state?.(spec.done.path) ?? "",
    interval: poll.interval(spec.interval),
    resultUrl: spec.resultUrl ? urlCode(target, lang, spec.resultUrl, urls) : "",
    resultPath: poll.resultPath(result.path ?? [], listOrValue),
    mediaOutput: result.kind === "media" ? lang.str(result.output) : "",
    listOrValue,
    printsJson: result.kind === "json",
    pathname: fields.some((p) => p.take === "pathname"),
    encoded: fields.some((p) => p.take === "encoded"),
  };
}

/** The code of a URL built from the job: string pieces joined by the language's concatenation. */
function urlCode(target: HttpTarget, lang: LanguageModule, parts: UrlPart[], urls: PollUrls): string {
  // Adjacent literal pieces are merged first, so the code reads as one URL where it can.
  const merged: (string | UrlField)[] = [];
  for (const part of parts) {
    const text = "base" in part ? urls.base : "submit" in part ? urls.submit : "text" in part ? part.text : undefined;
    if (text === undefined) merged.push(part as UrlField);
    else if (typeof merged[merged.length - 1] === "string") merged[merged.length - 1] += text;
    else merged.push(text);
  }
  return target.poll.join(merged.filter((p) => p !== "").map((p) => (typeof p === "string" ? lang.str(p) : target.poll.field(p))));
}

/** The template context of a job flow: `code.poll*` fragments and the partials' switches (`poll.*`). */
export function pollContext(target: HttpTarget, lang: LanguageModule, spec: PollResponse, urls: PollUrls) {
  const p = pollCode(target, lang, spec, urls);
  const fragments = {
    pollImports: p.imports,
    pollStatusUrl: p.statusUrl,
    pollDone: p.done,
    pollFailed: p.failed,
    pollState: p.state,
    pollInterval: p.interval,
    pollResultUrl: p.resultUrl,
    pollResultPath: p.resultPath,
    pollOutput: p.mediaOutput,
  };
  return {
    code: fragments,
    flags: { listOrValue: p.listOrValue, printsJson: p.printsJson, pathname: p.pathname, encoded: p.encoded },
  };
}
