/**
 * The shell's second raw-HTTP client, HTTPie (`http`): headers as `Name:value` request items, a
 * JSON body given as it is with `--raw` (with files spliced in: from a variable on standard
 * input, as for curl), a file body on standard input, `--multipart` forms, and job polling with jq, as the curl target does.
 */
import { Expr } from "../../inference/code/code.js";
import type { HttpTarget } from "../../inference/contract/http-target.js";
import { checkedMime } from "../../inference/code/multipart-code.js";
import { shJson, shTarget } from "../sh/http.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

/** `Name:value` request items, one per line; the token is read from its variable or written as a literal. */
function headerItems(
  lang: LanguageModule,
  headers: Record<string, unknown>,
  prefix: string,
  token: { envVar?: string; literal?: string },
  pad = "    ",
): string {
  const head = prefix ? `${prefix} ` : "";
  return Object.entries(headers)
    .map(([name, value]) =>
      value instanceof Expr
        ? token.envVar
          ? `${pad}${lang.str(`${name}:${head}`)}${lang.env(token.envVar)} \\\n`
          : `${pad}${lang.str(`${name}:${head}${token.literal ?? ""}`)} \\\n`
        : `${pad}${lang.str(`${name}:${String(value)}`)} \\\n`,
    )
    .join("");
}

export function httpieTarget(lang: LanguageModule): HttpTarget {
  const curl = shTarget(lang);
  return {
    readFile: curl.readFile,
    fileValue: curl.fileValue,
    request(r) {
      const { plan, token, headers, body } = r;
      const json = body.kind === "json" ? shJson(r) : undefined;
      // The request inside the job loop and the chat templates' functions sits one level deeper.
      const inner = plan.response.kind === "poll" || r.chat;
      return {
        prepare: json?.prepare ?? "",
        headers: headerItems(lang, headers, plan.auth.prefix, token),
        innerHeaders: inner ? headerItems(lang, headers, plan.auth.prefix, token, "        ") : undefined,
        // A JSON stand-in for a form is never sent: multipart() writes the body then. A body
        // holding files comes on standard input from $payload (see shJson), as a file body does.
        body: r.formBody ? "" : json ? (json.stdin ? json.text : `--raw ${json.text}`) : `< ${lang.str(body.kind === "binary" ? body.file.file : "")}`,
        stdin: !r.formBody && (json ? json.stdin : true),
        resultPath: curl.request(r).resultPath,
        // The chat-mode templates assign the JSON word to `payload` after the files are read.
        chat: json && !r.formBody ? () => ({ payload: json.word, payloadPrepare: r.fileReads.trimEnd() }) : undefined,
      };
    },
    multipart(_lang, fields) {
      // `name@file;type=mime` uploads a file; `name=value` is a text field.
      const items = fields.map((f) =>
        f.file ? lang.str(`${f.name}@${f.file.file};type=${checkedMime(f.file.mime)}`) : lang.str(`${f.name}=${f.value ?? ""}`),
      );
      // The template puts `--multipart` with the other flags: HTTPie takes request items only in one run.
      return { prepare: "", body: items.join(" \\\n    ") };
    },
    poll: curl.poll,
  };
}
