/**
 * PHP's raw-HTTP client, the curl extension (through the script's `send_request` helper):
 * headers and JSON bodies as arrays (json_encode), files read with `file_get_contents`,
 * multipart forms as arrays holding a `CURLFile`, and job polling over `json_decode`d arrays.
 */
import { Expr, literalWith } from "../../inference/code/code.js";
import type { HttpTarget } from "../../inference/contract/http-target.js";
import { baseName } from "../../inference/code/multipart-code.js";
import type { JsonPath } from "../../inference/call/polling.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

const subscripts = (lang: LanguageModule, path: JsonPath) => path.map((k) => `[${lang.lit(k)}]`).join("");
/** A read that gives null (never a warning) when a level is missing. */
const read = (lang: LanguageModule, value: string, path: JsonPath) => (path.length ? `(${value}${subscripts(lang, path)} ?? null)` : value);

export function phpTarget(lang: LanguageModule): HttpTarget {
  return {
    readFile: (variable, path) => `$${variable} = base64_encode(file_get_contents(${lang.str(path)}));\n`,
    // A PHP variable is written with its `$`.
    fileValue: (f, variable) => new Expr(f.encoding === "base64" ? `$${variable}` : `${lang.str(`data:${f.input.mime};base64,`)} . $${variable}`),
    request({ headers, body, resultPath, payload, fileReads }) {
      return {
        prepare: fileReads,
        headers: literalWith(lang, headers, 0),
        // The chat-mode templates print the same literal as the payload.
        body: body.kind === "json" ? payload(0) : `file_get_contents(${lang.str(body.file.file)})`,
        resultPath: subscripts(lang, resultPath),
      };
    },
    multipart(_lang, fields) {
      const entries = fields.map((f) =>
        f.file
          ? `    ${lang.str(f.name)} => new CURLFile(${lang.str(f.file.file)}, ${lang.str(f.file.mime)}, ${lang.str(baseName(f.file.file))}),\n`
          : `    ${lang.str(f.name)} => ${lang.str(f.value ?? "")},\n`,
      );
      return { prepare: `$form = [\n${entries.join("")}];\n`, body: "$form" };
    },
    poll: {
      interval: (seconds) => String(Math.round(seconds * 1_000_000)),
      join: (pieces) => pieces.join(" . "),
      field(part) {
        const value = `strval(${read(lang, "$job", part.field)})`;
        if (part.take === "pathname") return `parse_url(${value}, PHP_URL_PATH)`;
        if (part.take === "encoded") return `rawurlencode(${value})`;
        return value;
      },
      test(test) {
        const value = read(lang, "$status", test.path);
        return test.values.length === 1 ? `${value} === ${lang.str(test.values[0]!)}` : `in_array(${value}, ${lang.lit(test.values)}, true)`;
      },
      resultPath: (path) => subscripts(lang, path),
    },
  };
}
