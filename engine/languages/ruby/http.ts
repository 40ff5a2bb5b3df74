/**
 * Ruby's raw-HTTP client, the standard library's `Net::HTTP` (through the script's
 * `send_request` helper): headers and JSON bodies as hash literals, files read with
 * `File.binread`, multipart forms with `set_form`, and job polling with `dig`.
 */
import { literalWith } from "../../inference/code/code.js";
import type { HttpTarget } from "../../inference/contract/http-target.js";
import { baseName } from "../../inference/code/multipart-code.js";
import type { JsonPath } from "../../inference/call/polling.js";
import type { LanguageModule } from "../../inference/contract/language-module.js";

/** `.dig("data", 0)`, or "" for the whole value. */
const dig = (lang: LanguageModule, path: JsonPath) => (path.length ? `.dig(${path.map((k) => lang.lit(k)).join(", ")})` : "");

export function rubyTarget(lang: LanguageModule): HttpTarget {
  return {
    readFile: (variable, path) => `${variable} = Base64.strict_encode64(File.binread(${lang.str(path)}))\n`,
    request({ headers, body, resultPath, payload, fileReads }) {
      return {
        prepare: fileReads,
        headers: literalWith(lang, headers, 0),
        // The chat-mode templates print the same literal as the payload.
        body: body.kind === "json" ? payload(0) : `File.binread(${lang.str(body.file.file)})`,
        resultPath: dig(lang, resultPath),
      };
    },
    multipart(_lang, fields) {
      const entries = fields.map((f) =>
        f.file
          ? `    [${lang.str(f.name)}, File.binread(${lang.str(f.file.file)}), { filename: ${lang.str(baseName(f.file.file))}, content_type: ${lang.str(f.file.mime)} }],\n`
          : `    [${lang.str(f.name)}, ${lang.str(f.value ?? "")}],\n`,
      );
      return { prepare: `form = [\n${entries.join("")}]\n`, body: "form: form" };
    },
    poll: {
      interval: (seconds) => String(seconds),
      join: (pieces) => pieces.join(" + "),
      field(part) {
        const value = `job${dig(lang, part.field)}.to_s`;
        if (part.take === "pathname") return `URI(${value}).path`;
        // Form encoding writes a space as "+", a literal plus in a path; a "+" of the value is already "%2B".
        if (part.take === "encoded") return `URI.encode_www_form_component(${value}).gsub("+", "%20")`;
        return value;
      },
      test(test) {
        const read = `status${dig(lang, test.path)}`;
        return test.values.length === 1 ? `${read} == ${lang.str(test.values[0]!)}` : `${lang.lit(test.values)}.include?(${read})`;
      },
      resultPath: (path) => dig(lang, path),
    },
  };
}
