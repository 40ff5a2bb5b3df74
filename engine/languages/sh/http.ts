/**
 * The shell's raw-HTTP client, curl: `-H` arguments, a JSON body as one single-quoted word
 * (files spliced in from variables), `-F` forms, and job polling with jq filters.
 */
import { Expr } from "../../inference/code/code.js";
import type { HttpTarget, RawRequest } from "../../inference/contract/http-target.js";
import { checkedMime } from "../../inference/code/multipart-code.js";
import type { JsonPath } from "../../inference/call/polling.js";
import type { EncodedFile } from "../../inference/providers/types.js";
import { jsonDialect } from "./literals.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

/** A jq path such as `.["data"]["outputs"][0]` (jq string keys are JSON strings). */
export function jqPath(path: JsonPath): string {
  return `.${path.map((k) => (typeof k === "number" ? `[${k}]` : `[${jsonDialect.string(k)}]`)).join("")}`;
}

/**
 * A JSON body as one shell word. A file's content is read into a variable first
 * (`cat_b64=$(base64 < 'cat.png' | tr -d '\n')`, `RawRequest.fileReads`) and spliced in by
 * closing the single quote and reopening it around the variable: `'{"image": "'"$cat_b64"'"}'`
 * (`shFileValue`).
 *
 * Linux caps one argument of a program at 128 KiB, and the base64 of a photo is megabytes: a
 * body holding files is therefore put into the shell variable `payload` (an assignment is no
 * program argument) and given to the client on standard input (`<<< "$payload"`); `stdin` says so.
 */
export function shJson(r: RawRequest): { text: string; word: string; prepare: string; stdin: boolean } {
  const stdin = r.files.length > 0;
  const word = r.payload(stdin ? 0 : 1);
  if (!stdin) return { text: word, word, prepare: "", stdin };
  return { text: '<<< "$payload"', word, prepare: `${r.fileReads}payload=${word}\n`, stdin };
}

/** Reads a file's base64 text into a shell variable. */
export const shReadFile = (lang: LanguageModule) => (variable: string, path: string) => `${variable}=$(base64 < ${lang.str(path)} | tr -d '\\n')\n`;

/** A file inside the JSON word: the word's quote closed around the variable (a data URL's prefix stays inside the JSON string). */
export function shFileValue(f: EncodedFile, variable: string): Expr {
  const mime = checkedMime(f.input.mime);
  const prefix = f.encoding === "dataUrl" ? `data:${mime};base64,` : "";
  return new Expr(`"${prefix}'"$${variable}"'"`);
}

/** curl's `-H` arguments, one per line; the token is read from its variable or written as a literal. */
export function curlHeaders(
  lang: LanguageModule,
  headers: Record<string, unknown>,
  prefix: string,
  token: { envVar?: string; literal?: string },
  flag = "-H ",
  pad = "    ",
): string {
  const head = prefix ? `${prefix} ` : "";
  return Object.entries(headers)
    .map(([name, value]) =>
      value instanceof Expr
        ? token.envVar
          ? `${pad}${flag}${lang.str(`${name}: ${head}`)}${lang.env(token.envVar)} \\\n`
          : `${pad}${flag}${lang.str(`${name}: ${head}${token.literal ?? ""}`)} \\\n`
        : `${pad}${flag}${lang.str(`${name}: ${String(value)}`)} \\\n`,
    )
    .join("");
}

export function shTarget(lang: LanguageModule): HttpTarget {
  return {
    readFile: shReadFile(lang),
    fileValue: shFileValue,
    request(r) {
      const { plan, token, headers, body, resultPath } = r;
      const json = body.kind === "json" ? shJson(r) : undefined;
      return {
        prepare: json?.prepare ?? "",
        headers: curlHeaders(lang, headers, plan.auth.prefix, token),
        // The curl inside the job loop sits one level deeper than the first request.
        innerHeaders: plan.response.kind === "poll" ? curlHeaders(lang, headers, plan.auth.prefix, token, "-H ", "        ") : undefined,
        // `@-`: the body held in $payload comes on standard input (see shJson).
        body: json
          ? json.stdin
            ? `--data-binary @- ${json.text}`
            : `-d ${json.text}`
          : `--data-binary ${lang.str(`@${body.kind === "binary" ? body.file.file : ""}`)}`,
        resultPath: lang.str(jqPath(resultPath)),
      };
    },
    multipart(_lang, fields) {
      // curl reads `name=@"file";type=mime`: inside the double quotes only `"` and `\` need a backslash.
      const args = fields
        .filter((f) => f.file)
        .map((f) => {
          const name = f.file!.file.replace(/[\\"]/g, (c) => `\\${c}`);
          return `-F ${lang.str(`${f.name}=@"${name}";type=${checkedMime(f.file!.mime)}`)}`;
        });
      // --form-string sends the text as it is (-F would read a leading @ or < as a file).
      for (const f of fields.filter((x) => !x.file)) args.push(`--form-string ${lang.str(`${f.name}=${f.value ?? ""}`)}`);
      return { prepare: "", body: args.join(" \\\n    ") };
    },
    poll: {
      check(spec) {
        // One state field per flow keeps the shell loop simple; every provider we know has one.
        if (spec.failed && spec.failed.path.join("/") !== spec.done.path.join("/")) throw new Error("a job's done and failed tests must read the same field");
      },
      state: (path) => lang.str(jqPath(path)),
      interval: (seconds) => String(seconds),
      join: (pieces) => pieces.join(""),
      field(part) {
        // jq reads the field from "$job"; the filter is one single-quoted word.
        let filter = jqPath(part.field);
        if (part.take === "pathname") filter += ' | sub("^[^:]+://[^/]+"; "") | sub("[?#].*$"; "")';
        if (part.take === "encoded") filter += " | @uri";
        return `"$(jq -r ${lang.str(filter)} <<< "$job")"`;
      },
      test: (test) => test.values.map((v) => lang.str(v)).join("|"),
      resultPath: (path, listOrValue) => lang.str(jqPath(path) + (listOrValue ? ' | if type == "array" then .[0] else . end' : "")),
    },
  };
}
